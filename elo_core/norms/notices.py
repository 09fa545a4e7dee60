"""What a norm check read one way of two, as FileWarnings with their rows (--strict refuses)."""

from __future__ import annotations

import pandas as pd

from elo_core.errors import FileWarning
from elo_core.norms.rounds import MAX_ROUND, PlayerRounds, round_number

FULL_BYE = "full-point bye (F)"


def norm_warnings(games: pd.DataFrame,
                  players: dict[str, PlayerRounds]) -> tuple[FileWarning, ...]:
    """Round labels taken as file order, and 'F' byes not taken as pairing-allocated."""
    out = []
    labels = games["round"].astype(str)
    unread = [i for i, label in enumerate(labels) if round_number(label) is None]
    if unread:
        lines = games["source_line"].to_numpy()
        out.append(FileWarning(
            code="norm_round_order",
            what=f"{len(unread)} game{'s have' if len(unread) > 1 else ' has'} no round number "
                 f"from 1 to {MAX_ROUND}: each player's games without one are taken in file "
                 "order as the next rounds",
            rows=tuple(int(lines[i]) for i in unread), column="round",
            value=labels.iloc[unread[0]]))
    full = sorted(p.name for p in players.values() if any(r.note == FULL_BYE for r in p.rounds))
    if full:
        out.append(FileWarning(
            code="norm_full_bye",
            what="'F' full-point byes are not taken as pairing-allocated byes (only 'U' is), so "
                 "they cannot stand in for a game under 1.4.1c; the arbiter can confirm",
            players=tuple(full), value="F"))
    return tuple(out)
