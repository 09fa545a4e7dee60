"""Rounds as the norm checks read them: the pairing system from the header's words."""

from __future__ import annotations

import math

import pandas as pd
import pytest

from elo_core.norms.rounds import Kind, Pairing, pairing_of, player_rounds, round_number

COLUMNS = ("round", "white", "black", "white_rating", "black_rating", "white_score",
           "black_score", "played", "note", "source_line")


def _games(*rows: tuple[object, ...]) -> pd.DataFrame:
    return pd.DataFrame(list(rows), columns=list(COLUMNS))


@pytest.mark.parametrize(("description", "pairing"), [
    ("Double round robin", Pairing.DOUBLE_ROUND_ROBIN),
    ("Doppel-Rundenturnier (double)", Pairing.DOUBLE_ROUND_ROBIN),
    ("Round robin", Pairing.ROUND_ROBIN),
    ("Rundenturnier", Pairing.ROUND_ROBIN),
    ("Scheveningen", Pairing.ROUND_ROBIN),
    ("Open Swiss", Pairing.SWISS),
])
def test_the_header_names_the_pairing(description: str, pairing: Pairing) -> None:
    """TRF 092's words decide before the pairings are looked at (no rounds given here)."""
    assert pairing_of({}, description) is pairing


def test_three_players_who_met_once_each_are_a_round_robin() -> None:
    """A, B, C: each met the other two once, the header silent: a round robin of three."""
    games = _games(("1", "A", "B", 2400, 2300, 1.0, 0.0, True, "", 1),
                   ("2", "B", "C", 2300, 2200, 0.5, 0.5, True, "", 2),
                   ("3", "C", "A", 2200, 2400, 0.0, 1.0, True, "", 3))
    assert pairing_of(player_rounds(games, pd.DataFrame())) is Pairing.ROUND_ROBIN


def test_round_numbers_run_from_1_to_99() -> None:
    """99 is a round number; 100 and 0 are not (None)."""
    assert (round_number("1"), round_number("99")) == (1, 99)
    assert (round_number("100"), round_number("0")) == (None, None)


def test_a_zero_rating_is_unrated_and_a_blank_score_is_no_point() -> None:
    """Rating 0 in the file is unrated (None); a blank (NaN) score counts 0 points."""
    games = _games(("1", "A", "B", 2400, 0, 1.0, math.nan, True, "", 1))
    rounds = player_rounds(games, pd.DataFrame())
    assert rounds["A"].rounds[0].opponent is not None
    assert rounds["A"].rounds[0].opponent.rating is None
    assert rounds["B"].rounds[0].points == 0.0


def test_a_bye_without_a_round_number_is_the_next_round() -> None:
    """A played round 1, then a bye with no round label: it is A's round 2."""
    games = _games(("1", "A", "B", 2400, 2300, 1.0, 0.0, True, "", 1),
                   ("", "A", "", 2400, math.nan, 1.0, math.nan, False, "(U)", 2))
    bye = player_rounds(games, pd.DataFrame())["A"].rounds[1]
    assert (bye.number, bye.kind, bye.points) == (2, Kind.PAIRING_BYE, 1.0)


def test_a_listed_player_with_no_round_keeps_their_rating() -> None:
    """C is in the players table (rated 2250) but in no game: listed, rated 2250, no rounds."""
    games = _games(("1", "A", "B", 2400, 2300, 1.0, 0.0, True, "", 1))
    players = pd.DataFrame({"rating": [2400, 2300, 2250]}, index=["A", "B", "C"])
    idle = player_rounds(games, players)["C"]
    assert (idle.rating, idle.rounds) == (2250.0, ())
