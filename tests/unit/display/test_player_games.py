"""One player's games in a field: round labels as the crosstable's, opponents and results."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from elo_core.display.player_games import player_games, round_labels
from elo_core.field.rate import rate_field
from elo_core.io import read_event_file
from elo_core.models import System
from tests.support.real_files import REAL

CAPO = REAL / "capo-dorso-2012.trfx"
GAMES = Path(__file__).resolve().parents[3] / "elo_core" / "data" / "templates" / "games.csv"


def test_round_labels() -> None:
    """R1, R3 in one event; the event leads when there are several; no round: its place."""
    assert round_labels(["A", "A"], [1, 3]) == ["R1", "R3"]
    assert round_labels(["A", "B"], [1, 1]) == ["A R1", "B R1"]
    assert round_labels(["A", "A", "A"], [1, None, ""]) == ["R1", "game 2", "game 3"]


def test_carl_dahls_games_list_opponents_and_results() -> None:
    """The games template under FIDE: Carl Dahl lost to Anna Berg (1850, E 0.32, -6.4) and to
    Eva Falk (1600, E 0.66, -13.2): K 20 x (0 - E)."""
    event = read_event_file(GAMES.read_bytes(), source=GAMES.name)
    table = player_games(rate_field(event, system=System.FIDE), "Carl Dahl")
    assert table[["Round", "Opponent", "Opponent rating", "Result"]].values.tolist() == [
        ["R1", "Anna Berg", 1850.0, "loss"], ["R2", "Eva Falk", 1600.0, "loss"]]
    assert table["Expected"].tolist() == [pytest.approx(0.32), pytest.approx(0.66)]
    assert table["Change"].tolist() == [pytest.approx(-6.4), pytest.approx(-13.2)]


def test_a_bye_is_listed_unplayed_with_its_reason() -> None:
    """Capo d'Orso 2012, Papale Carmelo: round 1 a zero-point bye (unplayed, no expected score
    or change, the reason in the note), then R2 a win over Casu Marco (1655)."""
    event = read_event_file(CAPO.read_bytes(), source=CAPO.name)
    table = player_games(rate_field(event, system=System.FIDE), "Papale Carmelo")
    first, second = table.iloc[0], table.iloc[1]
    assert (first["Round"], first["Result"], first["Note"]) == (
        "R1", "unplayed (0 points)", "zero-point bye (Z)")
    assert math.isnan(first["Expected"])
    assert math.isnan(first["Change"])
    assert (second["Round"], second["Opponent"], second["Opponent rating"],
            second["Result"]) == ("R2", "Casu Marco", 1655.0, "win")
    assert len(table) == 9
