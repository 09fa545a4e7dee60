"""PGN rounds written 'round.board' are rounds; a match's games between the same two players are
kept apart."""

from __future__ import annotations

import numpy as np

from elo_core.display.field_tables import crosstable
from elo_core.field.rate import rate_field
from elo_core.io import read_event_file
from elo_core.io.pgn.read import board_rounds
from elo_core.models import System
from tests.support.real_files import REAL


def _array(*values: str) -> np.ndarray:
    return np.array(values, dtype=object)


def test_round_board_labels_become_rounds() -> None:
    """'1.1', '1.2', '2.1' in a round robin: rounds 1, 1, 2; other labels stay as written."""
    out = board_rounds(_array("E", "E", "E", "E"), _array("1.1", "1.2", "2.1", "3"),
                       _array("a", "c", "a", "b"), _array("b", "d", "c", "d"))
    assert out.tolist() == ["1", "1", "2", "3"]


def test_match_games_keep_their_labels() -> None:
    """'4.1' and '4.4' between the same two players are two games, not one round twice; the
    other event of the file is still read as rounds."""
    out = board_rounds(_array("M", "M", "R", "R"), _array("4.1", "4.4", "1.1", "1.2"),
                       _array("a", "b", "a", "c"), _array("b", "a", "b", "d"))
    assert out.tolist() == ["4.1", "4.4", "1", "1"]


def test_chebanenko_memorial_has_nine_rounds() -> None:
    """TWIC's file: the Chebanenko Memorial (10 players, 45 games) is a 9-round crosstable."""
    event = read_event_file((REAL / "twic-232-games.pgn").read_bytes(), source="twic.pgn")
    table = crosstable(rate_field(event, system=System.FIDE), "Chebanenko Memorial")
    assert len(table) == 10
    assert list(table.columns) == ["No", "Player", "Rating", "Points",
                                   *[f"R{i}" for i in range(1, 10)]]
    assert (table[[f"R{i}" for i in range(1, 10)]] != "").all().all()  # everyone plays each round
