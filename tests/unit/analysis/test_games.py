"""Games as arrays: which rows count, the date order, each player's first rating."""

from __future__ import annotations

import math

import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from elo_core.analysis import games_from_frame, read_games
from elo_core.errors import FileError, InputError


def _frame(**columns: list[object]) -> pd.DataFrame:
    return pd.DataFrame(columns)


def test_games_are_sorted_by_date_event_and_round() -> None:
    """Later date last; within a date, the event first seen first, then round 2 before 10."""
    games = games_from_frame(_frame(
        event=["Late", "Club", "Club", "Club"],
        date=pd.to_datetime(["2024-03-01", "2024-01-01", "2024-01-01", "2024-01-01"]),
        round=["1", "10", "2", "1.2"],
        white=["A", "B", "C", "D"], black=["E", "F", "G", "H"],
        white_rating=[1500.0] * 4, black_rating=[1400.0] * 4, white_score=[1.0, 0.5, 0.0, 1.0]))
    assert [games.players[i] for i in games.white] == ["D", "C", "B", "A"]
    assert games.score.tolist() == [1.0, 0.0, 0.5, 1.0]
    assert str(games.date[-1])[:10] == "2024-03-01"


def test_byes_forfeits_and_blank_scores_are_left_out() -> None:
    """Only rows played over the board with an opponent and a score are games."""
    games = games_from_frame(_frame(
        white=["A", "A", "B", "C"], black=["B", "", "C", "A"],
        white_rating=[1500.0, 1500.0, 1600.0, math.nan], black_rating=[1600.0, math.nan,
                                                                       1700.0, 1500.0],
        white_score=[1.0, 1.0, 1.0, math.nan], played=[True, False, False, True]))
    assert len(games) == 1
    assert games.rated.tolist() == [True]


def test_first_rating_is_the_earliest_one_given() -> None:
    """C unrated in the first game, 1650 in the second, 1700 later: C starts at 1650."""
    games = games_from_frame(_frame(
        round=["1", "2", "3"], white=["A", "C", "B"], black=["C", "B", "C"],
        white_rating=[1500.0, 1650.0, 1590.0], black_rating=[math.nan, 1600.0, 1700.0],
        white_score=[1.0, 0.5, 0.0]))
    start = dict(zip(games.players, games.start_ratings().tolist(), strict=True))
    assert start == {"A": 1500.0, "B": 1600.0, "C": 1650.0}


def test_missing_columns_and_odd_scores_are_errors() -> None:
    """A table without the needed columns, or a score other than 1, 0.5, 0, is refused."""
    with pytest.raises(InputError, match="no column 'white_score'"):
        games_from_frame(_frame(white=["A"], black=["B"], white_rating=[1.0],
                                black_rating=[1.0]))
    with pytest.raises(InputError, match=r"game 1 in date order has 0\.7"):
        games_from_frame(_frame(white=["A"], black=["B"], white_rating=[1.0],
                                black_rating=[1.0], white_score=[0.7]))


def test_a_bad_file_lists_its_problems() -> None:
    """read_games passes the readers' FileError through (every problem, with its row)."""
    data = b"white,black,white_rating,black_rating,result\nA,B,1500,1400,2\n"
    with pytest.raises(FileError) as caught:
        read_games(data, source="bad.csv")
    assert "row 2" in str(caught.value)
    assert "'2' is not a result" in str(caught.value)


def test_undated_and_unreadable_dates_come_last_in_file_order() -> None:
    """'someday' reads as no date: those games follow the dated one, in file order."""
    games = games_from_frame(_frame(
        date=["someday", "2024-02-01", None], white=["A", "B", "C"], black=["D", "E", "F"],
        white_rating=[1500.0] * 3, black_rating=[1400.0] * 3, white_score=[1.0, 0.5, 0.0]))
    assert [games.players[i] for i in games.white] == ["B", "A", "C"]


def test_a_round_of_5000_digits_sorts_last_without_an_error() -> None:
    """A round label too long for int() (Python refuses 4,300+ digits) is a number too large
    to matter: that game goes after the numbered rounds, nothing is raised."""
    games = games_from_frame(_frame(
        round=["9" * 5000, "2", "1"], white=["A", "B", "C"], black=["D", "E", "F"],
        white_rating=[1500.0] * 3, black_rating=[1400.0] * 3, white_score=[1.0, 0.5, 0.0]))
    assert [games.players[i] for i in games.white] == ["C", "B", "A"]


def _first_ratings_by_loop(white: list[str], black: list[str], wr: list[float],
                           br: list[float]) -> dict[str, float]:
    """Game by game, white's cell before black's: the first rating each player is given."""
    first: dict[str, float] = {}
    for pair in zip(white, black, wr, br, strict=True):
        for name, rating in ((pair[0], pair[2]), (pair[1], pair[3])):
            if name not in first and not math.isnan(rating):
                first[name] = rating
    return first


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 6), st.integers(1, 6), st.sampled_from([math.nan,
                1400.0, 1500.0, 1612.5]), st.sampled_from([math.nan, 1450.0, 2000.0])),
                min_size=1, max_size=30), st.booleans())
def test_codes_and_first_ratings_match_a_plain_loop(
        pairs: list[tuple[int, int, float, float]], categorical: bool) -> None:
    """Players sorted by name, each game's codes pointing at its names, first ratings as a
    game-by-game loop finds them; the same from text columns and from categorical ones."""
    white = [f"P{w}" for w, _, _, _ in pairs]
    black = [f"P{(w + d) % 7}" for w, d, _, _ in pairs]
    wr, br = [p[2] for p in pairs], [p[3] for p in pairs]
    frame = _frame(white=white, black=black, white_rating=wr, black_rating=br,
                   white_score=[1.0] * len(pairs))
    if categorical:
        frame = frame.astype({"white": "category", "black": "category"})
    games = games_from_frame(frame)
    assert list(games.players) == sorted(set(white) | set(black))
    assert [games.players[i] for i in games.white] == white
    assert [games.players[i] for i in games.black] == black
    start = dict(zip(games.players, games.start_ratings().tolist(), strict=True))
    assert {k: v for k, v in start.items() if not math.isnan(v)} == \
        _first_ratings_by_loop(white, black, wr, br)


def test_an_unreadable_date_is_said_with_its_rows() -> None:
    """'12.05.24' is not ISO: that game counts as undated, comes last, and a warning names the
    table row it came from (row 2 is the first; the bye on row 3 is not counted)."""
    games = games_from_frame(_frame(
        date=["2024-05-01", "", "12.05.24", "2024-06-01"], white=["A", "A", "B", "C"],
        black=["B", "", "C", "A"], white_rating=[1500.0] * 4, black_rating=[1400.0] * 4,
        white_score=[1.0, 1.0, 0.0, 0.5], played=[True, False, True, True]))
    assert [games.players[i] for i in games.white] == ["A", "C", "B"]
    (warning,) = games.warnings
    assert (warning.code, warning.rows, warning.column, warning.value) == \
        ("date_unreadable", (4,), "date", "12.05.24")
    assert str(warning).startswith("row 4, column 'date': 1 date(s) could not be read")


def test_read_games_keeps_the_readers_warnings() -> None:
    """A rating written '1,500' is read as 1500 and said; the games carry that warning."""
    data = (b"white,black,white_rating,black_rating,result\n"
            b'A,B,"1,500",1400,1-0\nB,A,1400,1500,0-1\n')
    games = read_games(data, source="club.csv")
    assert games.white_rating.tolist() == [1500.0, 1400.0]
    assert [w.code for w in games.warnings] == ["thousands_separator"]
    assert games.warnings[0].rows == (2,)
