"""Names one or two letters apart within one event ('Kowalsky', 'Kowalski'): perhaps one person."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pandas as pd
from rapidfuzz.distance import Levenshtein
from rapidfuzz.process import cpdist

from elo_core.errors import FileWarning
from elo_core.io.cells.names import look_alike_keys

MAX_EDITS = 2  # letters changed, added or dropped: 2 from LONG_NAME letters, else 1
LONG_NAME = 10
SHORTEST = 5  # names shorter than this are too short for a letter to say anything
MAX_PLAYERS = 2_000  # players of one event compared pairwise (a pairing-sized field)
MAX_LISTED = 50
PAIRS_AT_ONCE = 2_000_000  # pairs of players made at once (events are never split)


def near_names(games: pd.DataFrame) -> tuple[FileWarning, ...]:
    """similar_names_in_event: two players of one event whose names are one letter apart (two
    from LONG_NAME letters; after case and accents), who never meet in it, one with at most
    half the other's games: perhaps one person written two ways, their games split between
    two players. Names that differ only in case or accents are `similar_names` already.

    Every event's pairs of players at once (in slices of events, at most PAIRS_AT_ONCE pairs),
    narrowed by their games and name lengths before any name is compared."""
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
    keys = _keys(names, np.unique(pairs[small[pairs // size]] % size))
    length = np.fromiter(map(len, keys), dtype=np.int64, count=size)
    # Each (event, player) of a small event once, with their games in it, in (event, player)
    # order; names shorter than SHORTEST are not compared.
    seen, played = np.unique(sides[valid & np.tile(small[np.maximum(event, 0)], 2)],
                             return_counts=True)
    kept = length[seen % size] >= SHORTEST
    seen, played = seen[kept], played[kept]
    out: list[FileWarning] = []
    for close in _close_pairs(seen, played, length, size):
        e, a, b = close
        edits = cpdist(keys[a].tolist(), keys[b].tolist(), scorer=Levenshtein.distance,
                       score_cutoff=MAX_EDITS, dtype=np.int32)
        allowed = np.where(np.minimum(length[a], length[b]) >= LONG_NAME, MAX_EDITS, 1)
        near = np.flatnonzero((edits > 0) & (edits <= allowed))
        near = near[~_met(e[near], a[near], b[near], games=(event, white, black))]
        out += _said(e[near], a[near], b[near], edits[near], games=games, sides=sides[valid],
                     size=size)
        if len(out) >= MAX_LISTED:
            break
    return tuple(out[:MAX_LISTED])


def _close_pairs(seen: np.ndarray, played: np.ndarray, length: np.ndarray, size: int
                 ) -> Iterator[tuple[np.ndarray, np.ndarray, np.ndarray]]:
    """The pairs of players of one event (`seen`: event * size + player, in order, each with
    its games `played`), one with at most half the other's games, whose names' lengths are near
    enough for the edits allowed: (event, lower player, higher player) in that order, a slice
    of whole events at a time. Within an event ordered by games, a player's partners are the
    run from the first with twice their games to the event's end."""
    event = seen // size
    order = np.lexsort((played, event))
    seen, played, event = seen[order], played[order], event[order]
    step = 2 * int(played.max(initial=0)) + 2
    key = event * step + played
    partners = np.searchsorted(key, event * step + 2 * played)  # (still in the event: step)
    ends = np.searchsorted(event, event, side="right")
    after = ends - partners
    total = np.cumsum(after)
    start = 0
    while start < len(seen):
        stop = int(np.searchsorted(total, total[start] - after[start] + PAIRS_AT_ONCE,
                                   side="right"))
        stop = int(ends[max(stop, start + 1) - 1])  # (whole events)
        counts = after[start:stop]
        first = np.repeat(np.arange(start, stop), counts)
        second = np.repeat(partners[start:stop] - np.cumsum(counts) + counts, counts) + \
            np.arange(len(first))
        a, b = seen[first] % size, seen[second] % size
        allowed = np.where(np.minimum(length[a], length[b]) >= LONG_NAME, MAX_EDITS, 1)
        close = np.abs(length[a] - length[b]) <= allowed
        e, low, high = event[first][close], np.minimum(a, b)[close], np.maximum(a, b)[close]
        ranked = np.lexsort((high, low, e))
        yield e[ranked], low[ranked], high[ranked]
        start = stop


def _met(event: np.ndarray, a: np.ndarray, b: np.ndarray, *,
         games: tuple[np.ndarray, np.ndarray, np.ndarray]) -> np.ndarray:
    """Whether each pair (a[i], b[i]) meets in its event event[i]: `games` holds each game's
    (event, white, black) codes as three columns."""
    if not len(a):
        return np.zeros(0, dtype=bool)
    low, high = np.minimum(a, b), np.maximum(a, b)
    e, w, k = games
    may = np.isin(e, event) & np.isin(np.minimum(w, k), low)  # (a few games)
    met = set(zip(e[may].tolist(), np.minimum(w, k)[may].tolist(),
                  np.maximum(w, k)[may].tolist(), strict=True))
    return np.array([pair in met for pair in zip(event.tolist(), low.tolist(), high.tolist(),
                                                  strict=True)], dtype=bool)


def _said(event: np.ndarray, a: np.ndarray, b: np.ndarray, edits: np.ndarray, *,
          games: pd.DataFrame, sides: np.ndarray, size: int) -> list[FileWarning]:
    """The warnings of the pairs (a[i], b[i]) in their events, each player's first line in
    the event found among `sides` (event * size + player of every game's white, then black)."""
    if not len(a):
        return []
    lines = np.tile(games["source_line"].to_numpy(dtype=np.int64), 2)
    valid = np.concatenate([games["white"].cat.codes, games["black"].cat.codes]) >= 0
    lines = lines[valid & np.tile(np.asarray(games["event"].cat.codes) >= 0, 2)]
    wanted = np.isin(sides, np.concatenate([event * size + a, event * size + b]))
    first = pd.Series(lines[wanted]).groupby(sides[wanted]).min()
    names = games["white"].cat.categories
    events = games["event"].cat.categories
    return [near_warning(str(names[x]), str(names[y]), edits=int(d), event=str(events[e]),
                         line_a=int(first[e * size + x]), line_b=int(first[e * size + y]))
            for e, x, y, d in zip(event.tolist(), a.tolist(), b.tolist(), edits.tolist(),
                                  strict=True)]


def _keys(names: np.ndarray, compared: np.ndarray) -> np.ndarray:
    """look_alike_key of the compared players ('' for the others), plain names in pyarrow."""
    keys = np.full(len(names), "", dtype=object)
    keys[compared] = look_alike_keys(names[compared])
    return keys


def near_warning(a: str, b: str, *, edits: int, event: str, line_a: int, line_b: int
                 ) -> FileWarning:
    """The similar_names_in_event warning for players `a` and `b`, first seen on those lines."""
    letters = "one letter" if edits == 1 else f"{edits} letters"
    return FileWarning(
        code="similar_names_in_event", players=(a, b), value=b, rows=tuple(sorted((line_a,
                                                                                   line_b))),
        what=f"'{a}' and '{b}' in event '{event}' are {letters} apart and never meet: they are "
             "rated as two players; if they are one person, write the name one way")
