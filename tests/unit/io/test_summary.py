"""What a reader found, in sentences: the Karl-Mala file's 284 lines and 283 players; no
'0 rounds', no 'over the board' for games that may have been played online."""

from __future__ import annotations

from pathlib import Path

import pytest

from elo_core.io import read_event_file
from elo_core.io.summary import read_summary

SHARED = Path(__file__).resolve().parents[4] / "shared" / "data"


needs_shared = pytest.mark.skipif(not SHARED.is_dir(), reason="../shared/data not present")


@needs_shared
def test_summary_explains_284_lines_but_283_players() -> None:
    """Karl-Mala lists 284 player lines; one ('spielfrei', line 297) is the bye marker."""
    event = read_event_file((SHARED / "karl-mala-2005.trf").read_bytes(), source="k")
    summary = read_summary(event)
    assert (summary.listed_players, summary.players, summary.games_played, summary.rows,
            summary.rounds) == (284, 283, 970, 982, 7)
    assert summary.sentences()[1] == ("The file lists 284 player lines, 283 of them players: "
                                      "line 297 ('spielfrei') is the bye marker, not a player.")
    assert summary.not_played == (("forfeit", 10), ("zero-point bye (blank)", 1),
                                  ("forfeit win", 1))


@needs_shared
def test_file_without_round_numbers_says_so() -> None:
    """The lichess PGN has no round numbers: 'no round numbers in the file', never '0 rounds';
    its 8 games are 'played', not 'played over the board'."""
    pgn = SHARED / "lichess-8-games.pgn"
    sentences = read_summary(read_event_file(pgn.read_bytes(), source=pgn.name)).sentences()
    assert "no round numbers in the file" in sentences[0]
    assert "0 rounds" not in " ".join(sentences)
    assert "over the board" not in " ".join(sentences)
    assert any(s.startswith("8 games played (each counted once)") for s in sentences)
