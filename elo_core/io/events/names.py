"""Names one or two letters apart within one event ('Kowalsky', 'Kowalski'): perhaps one person."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pandas as pd
from rapidfuzz.distance import Levenshtein
from rapidfuzz.process import cdist, cpdist

from elo_core.errors import FileWarning
from elo_core.io.cells.names import look_alike_keys

MAX_EDITS = 2  # letters changed, added or dropped: 2 from LONG_NAME letters, else 1
LONG_NAME = 10
SHORTEST = 5  # names shorter than this are too short for a letter to say anything
MAX_PLAYERS = 2_000  # players of one event compared pairwise (a pairing-sized field)
MAX_LISTED = 50
SMALL_EVENT = 256  # events of at most this many players are paired up together, in one pass
PAIRS_AT_ONCE = 1_000_000  # (bounds the memory of that pass)


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
    keys = _keys(names, np.unique(pairs[small[pairs // size]] % size))
    length = np.fromiter(map(len, keys), dtype=np.int64, count=size)
    # Each (event, player) once with their games in it, event by event, players in code order.
    sides = np.concatenate([event * size + white, event * size + black])
    seen, played = np.unique(sides[np.concatenate([white, black]) >= 0], return_counts=True)
    kept = length[seen % size] >= SHORTEST
    seen, played = seen[kept], played[kept]
    bounds = np.flatnonzero(np.diff(seen // size)) + 1
    starts, ends = np.r_[0, bounds], np.r_[bounds, len(seen)]
    player, lengths = seen % size, length[seen % size]
    met: pd.MultiIndex | None = None  # (who met whom in each event: made when first needed)
    parts: list[tuple[np.ndarray, ...]] = []
    for batch in _batches(ends - starts):  # (in event order: stops once MAX_LISTED are found)
        first, second, edits = _batch_pairs(batch, starts, ends, player, keys=keys,
                                            lengths=lengths, played=played)
        allowed = np.where(np.minimum(lengths[first], lengths[second]) >= LONG_NAME,
                           MAX_EDITS, 1)
        fewer = np.minimum(played[first], played[second])
        more = np.maximum(played[first], played[second])
        close = (edits > 0) & (edits <= allowed) & (2 * fewer <= more)  # (both play as much)
        if not close.any():
            continue
        e, a, b, edits = (seen[first[close]] // size, player[first[close]],
                          player[second[close]], edits[close])
        if met is None:
            met = pd.MultiIndex.from_arrays(
                [event, np.minimum(white, black), np.maximum(white, black)]).unique()
        unmet = met.get_indexer(pd.MultiIndex.from_arrays([e, a, b])) < 0
        order = np.lexsort((b[unmet], a[unmet], e[unmet]))  # pairs in the names' order
        parts.append(tuple(column[unmet][order] for column in (e, a, b, edits)))
        if sum(len(part[0]) for part in parts) >= MAX_LISTED:
            break
    if not parts:
        return ()
    e, a, b, edits = (np.concatenate(column)[:MAX_LISTED] for column in zip(*parts, strict=True))
    lines = games["source_line"].to_numpy(dtype=np.int64)[chosen]
    events = np.asarray(games["event"].cat.categories, dtype=object)

    def first_line(in_event: np.ndarray, who: int) -> int:
        return int(lines[in_event & ((white == who) | (black == who))].min())

    out: list[FileWarning] = []
    for e_, a_, b_, n_ in zip(e.tolist(), a.tolist(), b.tolist(), edits.tolist(), strict=True):
        in_event = event == e_
        out.append(near_warning(str(names[a_]), str(names[b_]), edits=n_, event=str(events[e_]),
                                line_a=first_line(in_event, a_), line_b=first_line(in_event, b_)))
    return tuple(out)


def _batches(players: np.ndarray) -> Iterator[np.ndarray]:
    """The events to compare (2 to MAX_PLAYERS players), in event order, in batches: events of
    up to SMALL_EVENT players one after another up to PAIRS_AT_ONCE pairs, each larger one
    alone."""
    batch: list[int] = []
    pairs = 0
    for at, n in enumerate(players.tolist()):
        if not 2 <= n <= MAX_PLAYERS:
            continue
        if n > SMALL_EVENT:
            if batch:
                yield np.array(batch)
                batch, pairs = [], 0
            yield np.array([at])
            continue
        batch.append(at)
        pairs += n * (n - 1) // 2
        if pairs >= PAIRS_AT_ONCE:
            yield np.array(batch)
            batch, pairs = [], 0
    if batch:
        yield np.array(batch)


def _batch_pairs(batch: np.ndarray, starts: np.ndarray, ends: np.ndarray, player: np.ndarray,
                 *, keys: np.ndarray, lengths: np.ndarray, played: np.ndarray
                 ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """`_compared` over a batch of events, those of one size together."""
    sizes = (ends - starts)[batch]
    found = [_compared(starts[same], ends[same], player, keys=keys, lengths=lengths,
                       played=played)
             for same in (batch[sizes == n] for n in np.unique(sizes).tolist())]
    first, second, edits = (np.concatenate(column) for column in zip(*found, strict=True))
    return first, second, edits


def _compared(starts: np.ndarray, ends: np.ndarray, player: np.ndarray, *, keys: np.ndarray,
              lengths: np.ndarray, played: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The pairs (first, second) of positions in `player`, first < second in one of these
    events (all of one size), with their distance (MAX_EDITS + 1 when further apart). In small
    events, pairs who play as much or whose keys (of `lengths` letters) differ by more than
    MAX_EDITS letters are not measured."""
    n = int(ends[0] - starts[0])
    if len(starts) == 1 and n > SMALL_EVENT:  # one large event: its whole matrix at once
        texts = keys[player[starts[0]:ends[0]]].tolist()
        matrix = cdist(texts, texts, scorer=Levenshtein.distance, score_cutoff=MAX_EDITS,
                       dtype=np.int32)
        i, j = np.nonzero(np.triu(matrix <= MAX_EDITS, 1))
        return starts[0] + i, starts[0] + j, matrix[i, j].astype(np.int64)
    i, j = np.triu_indices(n, 1)
    first = (starts[:, None] + i).ravel()
    second = (starts[:, None] + j).ravel()
    fewer = np.minimum(played[first], played[second])
    more = np.maximum(played[first], played[second])
    worth = (2 * fewer <= more) & (np.abs(lengths[first] - lengths[second]) <= MAX_EDITS)
    first, second = first[worth], second[worth]
    edits = cpdist(keys[player[first]].tolist(), keys[player[second]].tolist(),
                   scorer=Levenshtein.distance, score_cutoff=MAX_EDITS, dtype=np.int32)
    return first, second, np.asarray(edits, dtype=np.int64)


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
