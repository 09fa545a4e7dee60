"""The tournament rounds table: every cell read into a game or a problem naming row and column."""

from __future__ import annotations

import pandas as pd
import pytest

from elo_core.models import Result
from elo_core.scenarios.rounds_grid import game_log, game_rows, games_from_rounds, rounds_frame


def test_example_d_rows_read_as_five_rated_games() -> None:
    """The default table is SEEDS example D: five rated games, W L W D W."""
    games, problems = games_from_rounds(rounds_frame())
    assert problems == []
    assert [g.opponent_rating for g in games] == [1610, 1720, 1480, 1590, 1655]
    assert [g.result for g in games] == [Result.WIN, Result.LOSS, Result.WIN, Result.DRAW,
                                         Result.WIN]


@pytest.mark.parametrize("cell", ["", "unrated", "-", "UR"])
def test_unrated_opponent_words(cell: str) -> None:
    """Blank, 'unrated', '-' or 'ur' make an unrated opponent, played but not rated."""
    games, problems = games_from_rounds(rounds_frame([("Kim", cell, "draw")]))
    assert problems == []
    assert games[0].opponent_rating is None
    assert games[0].played
    assert not games[0].rated


def test_bye_is_unplayed_with_its_points() -> None:
    """'bye ½' keeps half a point, is not played and ignores any rating typed beside it."""
    games, _ = games_from_rounds(rounds_frame([("", "1800", "bye ½")]))
    assert games[0].result == Result.DRAW
    assert not games[0].played
    assert games[0].opponent_rating is None


def test_decimal_comma_rating() -> None:
    """A rating typed with a decimal comma is read as a number."""
    games, _ = games_from_rounds(rounds_frame([("", "1650,5", "win")]))
    assert games[0].opponent_rating == pytest.approx(1650.5)


def test_every_bad_cell_is_reported_with_row_and_column() -> None:
    """Text in a rating, an absurd rating and a missing result each give a problem; blank rows
    are skipped."""
    frame = rounds_frame([("", "abc", "win"), ("", "", ""), ("", "99999", "loss"),
                          ("Lee", "1500", "")])
    games, problems = games_from_rounds(frame)
    assert games == []
    assert [(p.line, p.column) for p in problems] == [(1, "rating"), (3, "rating"),
                                                      (4, "result")]
    assert "'abc' is not a rating" in problems[0].message
    assert "4000" in problems[1].message
    assert problems[2].message == "choose a result"


def test_game_log_rows() -> None:
    """The game log says 'not rated', the expected score to 3 places and points to 1 place."""
    from elo_core.event import rate_event
    from elo_core.models import Profile, System

    games, _ = games_from_rounds(rounds_frame([("", "1610", "win"), ("", "", "draw")]))
    res = rate_event(Profile(rating=1550), games, system=System.CLASSIC, k=32)
    log = game_log(res)
    assert isinstance(log, pd.DataFrame)
    assert log["opponent rating"].tolist() == ["1610", "not rated"]
    assert log["expected"].iloc[0] == pytest.approx(0.415)
    assert log["points"].iloc[0] == pytest.approx(18.7)
    assert log["note"].iloc[1] == "unrated opponent: not rated"


@pytest.mark.parametrize(("cell", "said"), [
    ("1,500", "'1,500' is not a rating: ',' may separate thousands or mark decimals (write "
              "1500, or 1500.5); an empty cell is an unrated opponent"),
    ("50", "'50' is not a rating (a number from 100 to 4000: no rating system holds one outside "
           "that range); an empty cell is an unrated opponent"),
])
def test_a_rounds_cell_no_system_holds_is_a_problem(cell: str, said: str) -> None:
    """Issue 17: '1,500' was rated as 1.5 in the Tournament page's rounds table."""
    games, problems = games_from_rounds(rounds_frame([("", cell, "win")]))
    assert games == []
    assert [p.message for p in problems] == [said]


def test_game_rows_skip_blank_rows() -> None:
    """Rows 1 and 3 hold games, row 2 only a round number: the games' rows are 1 and 3."""
    frame = rounds_frame([{"opponent": "A", "rating": "1500", "result": "win"}, {"round": "2"},
                          {"opponent": "", "rating": "1600", "result": "draw"}])
    assert game_rows(frame) == [1, 3]
    assert len(games_from_rounds(frame)[0]) == 2
