"""What a reader found, in sentences: the Karl-Mala file's 284 lines and 283 players."""

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

