"""PGN rounds written 'round.board' are rounds; a match's games between the same two players are
kept apart; the vectorised reading equals a game-by-game reference on every PGN."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from elo_core.display.field_tables import crosstable
from elo_core.errors import FileError
from elo_core.field.rate import rate_field
from elo_core.io import read_event_file
from elo_core.io.pgn import read as pgn_read
from elo_core.io.pgn.read import board_rounds
from elo_core.models import System
from tests.support.real_files import REAL
from tests.support.reference_readers import reference_board_rounds

sys.path.insert(0, str(Path(__file__).resolve().parents[4] / "scripts"))
from make_big_pgn import make_real_pgn


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


ROOT = Path(__file__).resolve().parents[4]
PGN_FILES = sorted({p for folder in (ROOT / "tests" / "data", ROOT / "elo_core" / "data")
                    if folder.is_dir() for p in folder.rglob("*.pgn")})


def _rounds_by_both(data: bytes, monkeypatch: pytest.MonkeyPatch) -> tuple[object, object]:
    """The games' rounds (or the problems) read with board_rounds and with the reference."""
    def rounds() -> object:
        try:
            return read_event_file(data, source="f.pgn", max_mb=200).games["round"].tolist()
        except FileError as error:
            return [str(p) for p in error.problems]
    quick = rounds()
    with monkeypatch.context() as patch:
        patch.setattr(pgn_read, "board_rounds", reference_board_rounds)
        return quick, rounds()


@pytest.mark.parametrize("path", PGN_FILES, ids=[p.name for p in PGN_FILES])
def test_every_pgn_gives_the_reference_s_rounds(path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    quick, plain = _rounds_by_both(path.read_bytes(), monkeypatch)
    assert quick == plain


def test_a_real_shaped_file_gives_the_reference_s_rounds(monkeypatch: pytest.MonkeyPatch) -> None:
    """10,000 of TWIC's games copied whole: its board rounds and its knockout's '1.11', '1.12'."""
    quick, plain = _rounds_by_both(make_real_pgn(10_000).encode(), monkeypatch)
    assert quick == plain
    assert isinstance(quick, list)
    assert {"1", "1.11", "1.12"} <= set(quick)


labels = st.sampled_from(["1", "1.1", "1.2", "2.1", "2.2", "x.1", "1.", "١.٢"])
players = st.sampled_from(["", "a", "b", "c"])


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["E", "F"]), labels, players, players),
                min_size=1, max_size=10))
def test_any_small_file_gives_the_reference_s_rounds(
        rows: list[tuple[str, str, str, str]]) -> None:
    columns = [np.array(column, dtype=object) for column in zip(*rows, strict=True)]
    assert board_rounds(*columns).tolist() == reference_board_rounds(*columns).tolist()
