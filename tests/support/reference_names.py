"""The plain, event-by-event form of elo_core.io.events.names.near_names, which the tests hold the
vectorised one equal to."""

from __future__ import annotations

import numpy as np
import pandas as pd
from rapidfuzz.distance import Levenshtein
from rapidfuzz.process import cdist

from elo_core.errors import FileWarning
from elo_core.io.cells.names import look_alike_key
from elo_core.io.events.names import (
    LONG_NAME,
    MAX_EDITS,
    MAX_LISTED,
    MAX_PLAYERS,
    SHORTEST,
    near_warning,
)


def reference_near_names(games: pd.DataFrame) -> tuple[FileWarning, ...]:
    """near_names as it was written first: one np.unique, one comparison and one length
    matrix per event, in a loop over the events."""
    names = np.asarray(games["white"].cat.categories, dtype=object)
    if len(names) < 2:
        return ()
    event = np.asarray(games["event"].cat.codes, dtype=np.int64)
    white = np.asarray(games["white"].cat.codes, dtype=np.int64)
    black = np.asarray(games["black"].cat.codes, dtype=np.int64)
    size = len(names)
    sides = np.concatenate([event * size + white, event * size + black])
    valid = (np.concatenate([white, black]) >= 0) & np.tile(event >= 0, 2)
    pairs = pd.unique(sides[valid])  # (event, player) once each (hashed: no sort)
    per_event = np.bincount(pairs // size, minlength=len(games["event"].cat.categories))
    small = (per_event >= 2) & (per_event <= MAX_PLAYERS)
    if not small.any():
        return ()  # (a season's pool of thousands: not compared pairwise)
    chosen = small[np.maximum(event, 0)] & (event >= 0)
    event, white, black = event[chosen], white[chosen], black[chosen]
    lines = games["source_line"].to_numpy(dtype=np.int64)[chosen]
    keys = np.full(size, "", dtype=object)
    for p in np.unique(pairs[small[pairs // size]] % size).tolist():
        keys[p] = look_alike_key(str(names[p]))
    events = np.asarray(games["event"].cat.categories, dtype=object)
    order = np.argsort(event, kind="stable")  # each event's games together, in file order
    cuts = np.flatnonzero(np.diff(event[order])) + 1
    out: list[FileWarning] = []
    for rows in np.split(order, cuts):
        players, played = np.unique(np.concatenate([white[rows], black[rows]]),
                                    return_counts=True)
        counts = dict(zip(players.tolist(), played.tolist(), strict=True))
        players = players[players >= 0]
        players = players[[len(keys[p]) >= SHORTEST for p in players.tolist()]]
        if not 2 <= len(players) <= MAX_PLAYERS:
            continue
        found = cdist(keys[players].tolist(), keys[players].tolist(), scorer=Levenshtein.distance,
                      score_cutoff=MAX_EDITS, dtype=np.int32)
        length = np.array([len(keys[p]) for p in players.tolist()])
        allowed = np.where(np.minimum.outer(length, length) >= LONG_NAME, MAX_EDITS, 1)
        close = np.argwhere((found <= allowed) & (found > 0))
        for i, j in close[close[:, 0] < close[:, 1]].tolist():
            a, b = int(players[i]), int(players[j])
            w, k = white[rows], black[rows]
            if (((w == a) & (k == b)) | ((w == b) & (k == a))).any() or \
                    2 * min(counts[a], counts[b]) > max(counts[a], counts[b]):
                continue  # they met, or both play as much: two people
            out.append(near_warning(str(names[a]), str(names[b]), edits=int(found[i, j]),
                                event=str(events[event[rows[0]]]),
                                line_a=int(lines[rows][(w == a) | (k == a)].min()),
                                line_b=int(lines[rows][(w == b) | (k == b)].min())))
            if len(out) >= MAX_LISTED:
                return tuple(out)
    return tuple(out)

