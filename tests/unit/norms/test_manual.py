"""Norm checks over rounds typed on the Tournament page, worked by hand."""

from __future__ import annotations

import datetime as dt

import pandas as pd
import pytest

from elo_core.errors import InputError
from elo_core.models import Game, Result
from elo_core.norms.manual import (
    TypedEvent,
    TypedRound,
    check_typed,
    result_words,
    typed_rounds,
)
from elo_core.norms.rounds import Pairing
from elo_core.norms.rules import NormTitle
from elo_core.scenarios.rounds_grid import GAME_COLUMNS

FEDS = ("GER", "FRA", "ESP", "NED", "ITA", "HUN", "SRB", "CRO", "AUT")
TITLES = ("GM", "GM", "GM", "IM", "IM", "", "", "", "")
WORDS = ("win",) * 6 + ("draw", "draw", "loss")
EVENT = TypedEvent(name="Sam", title="FM", federation="ENG", start=dt.date(2024, 5, 1),
                   rating=2450)


def _rows(words: tuple[str, ...] = WORDS) -> list[TypedRound]:
    return [TypedRound(number=i + 1, opponent=f"Opp{i}", rating=2400, result=word,
                       title=TITLES[i], federation=FEDS[i]) for i, word in enumerate(words)]


def test_a_typed_gm_norm() -> None:
    """Nine 2400s (3 GMs, 5 titled, 9 federations), 7/9: Ra 2400, 78 % -> dp 220, Rp 2620, a GM
    norm; each round keeps its table row as its line (1 to 9)."""
    result = check_typed(_rows(), EVENT)
    gm = next(n for n in result.players[0].norms if n.title is NormTitle.GM)
    assert (len(gm.counted), gm.points, gm.ra, gm.dp, gm.rp, gm.met) == (9, 7.0, 2400, 220,
                                                                         2620, True)
    assert [r.line for r in gm.counted] == list(range(1, 10))
    assert result.rounds_played == 9


def test_a_requested_half_point_bye_is_a_missing_game() -> None:
    """Round 9 a requested bye (½ point, no opponent): 8 games, 7 points (81 %, dp 251 on Ra
    2400: the least score is 6.5, so no full point over it): no norm; the score is 7.5."""
    result = check_typed(_rows((*WORDS[:8], "bye ½")), EVENT)
    gm = next(n for n in result.players[0].norms if n.title is NormTitle.GM)
    assert (len(gm.counted), gm.points, gm.met) == (8, 7.0, False)
    assert result.players[0].points == 7.5  # the bye's half point counts in the score


@pytest.mark.parametrize(("row", "words"), [
    (TypedRound(number=1, opponent="A", rating=2400, result="won"), "'won' is not a result"),
    (TypedRound(number=1, opponent="A", rating=2400, result="win", title="XM"),
     "'XM' is not a FIDE title"),
    (TypedRound(number=1, opponent="A", rating=2400, result="win", federation="GE"),
     "'GE' is not a federation code"),
])
def test_a_typed_cell_that_is_not_understood_is_refused(row: TypedRound, words: str) -> None:
    with pytest.raises(InputError, match=words):
        check_typed([row], EVENT)


def test_typed_rounds_fill_missing_titles_and_federations_with_blanks() -> None:
    """Two games, one title and one federation typed: the second round gets ''."""
    games = [Game(opponent="A", opponent_rating=2400, result=Result.WIN),
             Game(opponent="B", opponent_rating=2300, result=Result.DRAW)]
    rows = typed_rounds(games, [1, 2], ["win", "draw"], ["GM"], ["GER"])
    assert [(r.number, r.result, r.title, r.federation) for r in rows] == [
        (1, "win", "GM", "GER"), (2, "draw", "", "")]


def test_no_typed_round_has_played_none() -> None:
    """An empty table: 0 rounds played, no norm met."""
    result = check_typed([], EVENT)
    assert result.rounds_played == 0


def test_result_words_are_the_last_cell_of_each_filled_row() -> None:
    """Rows with any cell filled give their result word; blank rows are skipped."""
    frame = pd.DataFrame([dict.fromkeys(GAME_COLUMNS, None) for _ in range(3)])
    frame.loc[0, list(GAME_COLUMNS)] = ["Ann", 2400, "win"]
    frame.loc[2, list(GAME_COLUMNS)] = ["Bo", 2300, "bye ½"]
    assert result_words(frame) == ["win", "bye ½"]


def test_byes_and_forfeits_score_their_points() -> None:
    """Win 1 + pairing bye 1 + bye 0 + forfeit win 1 + forfeit loss 0 = 3 points in 5 rounds."""
    words = ("win", "bye 1", "bye 0", "forfeit win", "forfeit loss")
    result = check_typed(_rows(words), TypedEvent(name="Sam", rounds=5,
                                                  start=dt.date(2024, 5, 1)))
    assert result.players[0].points == 3.0


def test_an_event_of_one_round_is_checked() -> None:
    """One scheduled round is the least the table takes (1 to MAX_ROUND): no refusal."""
    result = check_typed(_rows(("win",)), TypedEvent(name="Sam", rounds=1,
                                                     start=dt.date(2024, 5, 1)))
    assert (result.rounds_played, result.players[0].points) == (1, 1.0)


def test_ra_at_the_minimum_shows_the_least_score() -> None:
    """Nine 2380s: Ra 2380 is the GM minimum itself, so the least score is given: 7/9 (78 % ->
    dp 220 -> Rp 2600, NORMS.md's 9-game GM row); 6/9 (67 % -> 125 -> 2505) misses."""
    rows = [TypedRound(number=i + 1, opponent=f"Opp{i}", rating=2380, result=word,
                       title=TITLES[i], federation=FEDS[i])
            for i, word in enumerate(("win",) * 5 + ("draw",) * 2 + ("loss",) * 2)]
    gm = next(n for n in check_typed(rows, EVENT).players[0].norms if n.title is NormTitle.GM)
    assert (gm.ra, gm.rp, gm.least_points) == (2380, 2505, 7.0)


def test_a_round_robin_win_left_out_makes_the_norm() -> None:
    """Round robin, 10 rounds: a win over a 2200 (round 1), then 6 wins and 3 draws against nine
    2380s. All 10: Ra (9 x 2380 + 2200) / 10 = 2362 < 2380, no norm. The mix holds, so a win
    may be left out (1.4.1f): without the 2200, 7.5/9 against Ra 2380 (83 % -> dp 273 ->
    Rp 2653) is a GM norm over 9 games."""
    titles = ("", "GM", "GM", "GM", "GM", "IM", "IM", "", "", "")
    feds = ("GER", "FRA", "ESP", "NED", "ITA", "HUN", "SRB", "CRO", "AUT", "SUI")
    words = ("win",) * 7 + ("draw",) * 3
    rows = [TypedRound(number=i + 1, opponent=f"Opp{i}", rating=2200 if i == 0 else 2380,
                       result=word, title=titles[i], federation=feds[i])
            for i, word in enumerate(words)]
    event = TypedEvent(name="Sam", title="FM", federation="ENG", start=dt.date(2024, 5, 1),
                       rating=2450, rounds=10, pairing=Pairing.ROUND_ROBIN, field_size=11)
    gm = next(n for n in check_typed(rows, event).players[0].norms if n.title is NormTitle.GM)
    assert (gm.met, len(gm.counted), gm.points, gm.ra, gm.rp) == (True, 9, 7.5, 2380, 2653)
    assert [r.round.number for r in gm.left_out] == [1]


def test_a_thirteen_round_swiss_is_cut_after_the_title_result() -> None:
    """Swiss, 13 rounds against 2400s: 7/9 in rounds 1-9 (Ra 2400, 78 % -> 220 -> Rp 2620),
    then four losses. All 13: 7/13 = 54 % -> dp 29 -> Rp 2429, no norm; cut after round 9
    (1.4.1e; 13 games counted is still searched) the GM norm holds over 9 games."""
    feds, titles = (*FEDS, "SUI", "DEN", "POL", "SWE"), (*TITLES, "", "", "", "")
    rows = [TypedRound(number=i + 1, opponent=f"Opp{i}", rating=2400, result=word,
                       title=titles[i], federation=feds[i])
            for i, word in enumerate((*WORDS, "loss", "loss", "loss", "loss"))]
    event = TypedEvent(name="Sam", title="FM", federation="ENG", start=dt.date(2024, 5, 1),
                       rating=2450, rounds=13)
    gm = next(n for n in check_typed(rows, event).players[0].norms if n.title is NormTitle.GM)
    assert (gm.met, len(gm.counted), gm.points, gm.rp) == (True, 9, 7.0, 2620)
    assert [r.round.number for r in gm.left_out] == [10, 11, 12, 13]


def test_a_fourteen_round_swiss_says_its_smaller_sets_were_not_searched() -> None:
    """The same 7/9 against 2400s, then five losses: all 14 give 7/14 = 50 % -> dp 0 -> Rp
    2400, no norm. Over 13 games counted the smaller sets are not searched (a 20-game player has
    thousands), and the check says so as an item for the arbiter instead of a silent 'no'."""
    feds, titles = (*FEDS, "SUI", "DEN", "POL", "SWE", "BEL"), (*TITLES, "", "", "", "", "")
    rows = [TypedRound(number=i + 1, opponent=f"Opp{i}", rating=2400, result=word,
                       title=titles[i], federation=feds[i])
            for i, word in enumerate((*WORDS, *("loss",) * 5))]
    event = TypedEvent(name="Sam", title="FM", federation="ENG", start=dt.date(2024, 5, 1),
                       rating=2450, rounds=14)
    gm = next(n for n in check_typed(rows, event).players[0].norms if n.title is NormTitle.GM)
    assert (gm.met, len(gm.counted), gm.points, gm.rp) == (False, 14, 7.0, 2400)
    (said,) = [c for c in gm.conditions if c.rule == "1.4.1e-f smaller game sets"]
    assert (said.met, said.arbiter) == (None, True)
    assert said.detail.startswith("not searched: over 13 games are counted")
