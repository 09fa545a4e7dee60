"""Names one or two letters apart within one event ('Kowalsky', 'Kowalski'): perhaps one person."""

from __future__ import annotations

import numpy as np
import pandas as pd
from rapidfuzz.distance import Levenshtein
from rapidfuzz.process import cdist

from elo_core.errors import FileWarning
from elo_core.io.cells.names import look_alike_keys

MAX_EDITS = 2  # letters changed, added or dropped: 2 from LONG_NAME letters, else 1
LONG_NAME = 10
SHORTEST = 5  # names shorter than this are too short for a letter to say anything
MAX_PLAYERS = 2_000  # players of one event compared pairwise (a pairing-sized field)
MAX_LISTED = 50


def near_names(games: pd.DataFrame) -> tuple[FileWarning, ...]:
    """similar_names_in_event: two players of one event whose names are one letter apart (two
    from LONG_NAME letters; after case and accents), who never meet in it, one with at most
    half the other's games: perhaps one person written two ways, their games split between
    two players. Names that differ only in case or accents are `similar_names` already."""
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
    keys = _keys(names, np.unique(pairs[small[pairs // size]] % size))
    length = np.fromiter(map(len, keys), dtype=np.int64, count=size)
    events = np.asarray(games["event"].cat.categories, dtype=object)
    # Each (event, player) once with their games in it, event by event, players in code order
    # (one unique over all sides, no step per event but the comparison itself).
    sides = np.concatenate([event * size + white, event * size + black])
    seen, played = np.unique(sides[np.concatenate([white, black]) >= 0], return_counts=True)
    kept = length[seen % size] >= SHORTEST
    seen, played = seen[kept], played[kept]
    bounds = np.flatnonzero(np.diff(seen // size)) + 1
    starts, ends = np.r_[0, bounds].tolist(), np.r_[bounds, len(seen)].tolist()
    order = np.argsort(event, kind="stable")  # each event's games together, in file order
    game_bounds = np.searchsorted(event[order], seen[starts] // size if len(seen) else [])
    out: list[FileWarning] = []
    for n, (start, end) in enumerate(zip(starts, ends, strict=True)):
        if not 2 <= end - start <= MAX_PLAYERS:
            continue
        players = seen[start:end] % size
        texts = keys[players].tolist()
        found = cdist(texts, texts, scorer=Levenshtein.distance, score_cutoff=MAX_EDITS,
                      dtype=np.int32)
        e = int(seen[start] // size)
        rows = order[game_bounds[n]:np.searchsorted(event[order], e, side="right")]
        w, k = white[rows], black[rows]
        close = _apart(found, players, mine=length[players], counts=played[start:end], w=w, k=k)
        for i_, j_ in close.tolist():
            a_, b_ = int(players[i_]), int(players[j_])
            out.append(near_warning(str(names[a_]), str(names[b_]), edits=int(found[i_, j_]),
                                    event=str(events[e]),
                                    line_a=int(lines[rows][(w == a_) | (k == a_)].min()),
                                    line_b=int(lines[rows][(w == b_) | (k == b_)].min())))
            if len(out) >= MAX_LISTED:
                return tuple(out)
    return tuple(out)


def _keys(names: np.ndarray, compared: np.ndarray) -> np.ndarray:
    """look_alike_key of the compared players ('' for the others), plain names in pyarrow."""
    keys = np.full(len(names), "", dtype=object)
    keys[compared] = look_alike_keys(names[compared])
    return keys


def _apart(found: np.ndarray, players: np.ndarray, *, mine: np.ndarray, counts: np.ndarray,
           w: np.ndarray, k: np.ndarray) -> np.ndarray:
    """The pairs (i, j) of one event's players, i < j, that are few enough letters apart
    (MAX_EDITS from LONG_NAME letters, else 1), one with at most half the other's games, who
    never meet in the event's games (`w`, `k`), in the order of the distance matrix."""
    close = np.argwhere((found <= MAX_EDITS) & (found > 0))
    close = close[close[:, 0] < close[:, 1]]
    i, j = close[:, 0], close[:, 1]
    allowed = np.where(np.minimum(mine[i], mine[j]) >= LONG_NAME, MAX_EDITS, 1)
    fewer, more = np.minimum(counts[i], counts[j]), np.maximum(counts[i], counts[j])
    close = close[(found[i, j] <= allowed) & (2 * fewer <= more)]  # (both play as much: two)
    span = int(max(players.max(initial=0), w.max(initial=0), k.max(initial=0))) + 1
    met = np.unique(np.minimum(w, k) * span + np.maximum(w, k))
    a, b = players[close[:, 0]], players[close[:, 1]]
    unmet: np.ndarray = close[~np.isin(np.minimum(a, b) * span + np.maximum(a, b), met)]
    return unmet


def near_warning(a: str, b: str, *, edits: int, event: str, line_a: int, line_b: int
                 ) -> FileWarning:
    """The similar_names_in_event warning for players `a` and `b`, first seen on those lines."""
    letters = "one letter" if edits == 1 else f"{edits} letters"
    return FileWarning(
        code="similar_names_in_event", players=(a, b), value=b, rows=tuple(sorted((line_a,
                                                                                   line_b))),
        what=f"'{a}' and '{b}' in event '{event}' are {letters} apart and never meet: they are "
             "rated as two players; if they are one person, write the name one way")
