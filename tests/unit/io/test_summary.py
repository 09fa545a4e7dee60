"""What was read, in words: no '0 rounds', no 'over the board' for games that may be online."""

from __future__ import annotations

from pathlib import Path

from elo_core.io import read_event_file
from elo_core.io.summary import read_summary

DATA = Path(__file__).resolve().parents[2] / "data"
SHARED = Path(__file__).resolve().parents[3] / ".." / "shared" / "data"


def test_file_without_round_numbers_says_so() -> None:
    """The lichess PGN has no round numbers: 'no round numbers in the file', never '0 rounds';
    its 8 games are 'played', not 'played over the board'."""
    pgn = SHARED / "lichess-8-games.pgn"
    sentences = read_summary(read_event_file(pgn.read_bytes(), source=pgn.name)).sentences()
    assert "no round numbers in the file" in sentences[0]
    assert "0 rounds" not in " ".join(sentences)
    assert "over the board" not in " ".join(sentences)
    assert any(s.startswith("8 games played (each counted once)") for s in sentences)
