"""FIDE IDs given beside the games (CSV `white_id` / `black_id`, PGN `WhiteFideId` / `BlackFideId`)
as the players table's `fide_id`, for matching players against FIDE's rating list."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

import numpy as np
import pandas as pd
import pyarrow as pa  # type: ignore[import-untyped]
import pyarrow.compute as pc  # type: ignore[import-untyped]

from elo_core.errors import FileWarning, Problem
from elo_core.io.cells.values import capped, factorized

NO_ID = frozenset(("", "0", "-", "?"))
SHOWN = 5  # names (or IDs) a warning's sentence gives; the JSON's `where` lists up to MAX_WHERE


def first_few(values: Iterable[object]) -> str:
    """'A, B, C, D, E and 427 more': the first SHOWN of the values and a count of the rest, so
    that a warning about an ID given to hundreds of players stays one readable sentence."""
    texts = [str(value) for value in values]
    more = f" and {len(texts) - SHOWN:,} more" if len(texts) > SHOWN else ""
    return ", ".join(texts[:SHOWN]) + more


def _id_text(value: object) -> str:
    """One distinct cell as digits without leading zeros, '' when not given, '?cell' when bad."""
    text = "" if value is None or (isinstance(value, float) and np.isnan(value)) else \
        (str(int(value)) if isinstance(value, float) and value.is_integer() else
         str(value).strip())
    return "" if text in NO_ID else str(int(text)) if text.isdecimal() else f"?{text}"


def _distinct_texts(uniques: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """`_id_text` of every distinct cell, and which are bad ('?cell'): cells of ASCII digits in
    pyarrow (leading zeros off, '0' no ID), any other cell one by one."""
    texts = np.full(max(len(uniques), 1), "", dtype=object)
    bad = np.zeros(len(texts), dtype=bool)
    cells = pa.array(uniques, from_pandas=True)
    if not pa.types.is_string(cells.type) and not pa.types.is_large_string(cells.type):
        others = np.arange(len(uniques))
    else:
        digits = pc.fill_null(pc.match_substring_regex(cells, "^[0-9]+$"), False)
        trimmed = pc.utf8_ltrim(cells, characters="0")
        read = pc.if_else(pc.equal(cells, "0"), "",
                          pc.if_else(pc.equal(trimmed, ""), "0", trimmed))
        plain = np.asarray(digits.to_numpy(zero_copy_only=False), dtype=bool)
        texts[:len(uniques)][plain] = np.asarray(read.filter(digits).to_pylist(), dtype=object)
        others = np.flatnonzero(~plain)
    for i in others.tolist():  # (digits are never bad)
        texts[i] = _id_text(uniques[i])
        bad[i] = texts[i].startswith("?")
    return texts, bad


def id_texts(values: object, lines: np.ndarray, column: str,
             problems: list[Problem]) -> np.ndarray:
    """Each row's FIDE ID as digits without leading zeros ('' when not given); a bad cell is
    '?' and the cell, and a problem. One step per distinct cell, none per row."""
    return _id_column(values, lines, column, problems)[0]


def _id_column(values: object, lines: np.ndarray, column: str,
               problems: list[Problem]) -> tuple[np.ndarray, np.ndarray]:
    """id_texts, and which rows are bad cells."""
    # (object cells: as pandas' text dtype each cell would be copied into pyarrow first)
    codes, uniques = factorized(pd.Series(np.asarray(values, dtype=object), dtype=object))
    texts, bad_texts = _distinct_texts(uniques)
    found = texts[codes] if len(codes) else np.array([], dtype=object)
    bad = bad_texts[codes] if len(codes) else np.array([], dtype=bool)
    for row in capped(np.flatnonzero(bad), lines, column, problems, "not a FIDE ID"):
        shown = str(found[row])[1:]
        problems.append(Problem(message=f"'{shown}' is not a FIDE ID (digits only)",
                                line=int(lines[row]), column=column, value=shown))
    return found, bad


def _repeated(keys: np.ndarray) -> Iterator[np.ndarray]:
    """The positions of every key given more than once, a group per key in the order of its
    first position, each group in position order (one sort, no step per key given once)."""
    codes, _ = pd.factorize(keys)  # (codes in order of first appearance)
    counts = np.bincount(codes)
    many = np.flatnonzero(counts[codes] > 1)
    if not len(many):
        return
    ordered = many[np.argsort(codes[many], kind="stable")]
    yield from np.split(ordered, np.flatnonzero(np.diff(codes[ordered])) + 1)


def with_fide_ids(players: pd.DataFrame, sides: list[tuple[np.ndarray, object, str]],
                  lines: np.ndarray, problems: list[Problem]
                  ) -> tuple[pd.DataFrame, tuple[FileWarning, ...]]:
    """The players table with a `fide_id` column from (names, ids, column) per side; a player
    given two IDs keeps the first (a warning), an ID given to two names is a warning."""
    read = [_id_column(ids, lines, column, problems) for _, ids, column in sides]
    names = np.concatenate([np.asarray(side[0], dtype=object) for side in sides])
    found = np.concatenate([texts for texts, _ in read])
    bad = np.concatenate([flags for _, flags in read])
    columns = np.repeat(np.array([side[2] for side in sides], dtype=object), len(lines))
    rows = np.tile(np.asarray(lines, dtype=np.int64), len(sides))
    usable = np.flatnonzero((found != "") & (names != "") & ~bad)
    given = usable[np.argsort(rows[usable], kind="stable")]  # file order, white before black
    if not len(given):
        return players, ()
    name_codes, _ = pd.factorize(names[given])
    id_codes, _ = pd.factorize(found[given])
    pairs = given[~pd.Series(name_codes * (id_codes.max() + 1) + id_codes).duplicated()
                  .to_numpy()]  # each (player, ID) at its first line

    def warning(code: str, what: str, at: np.ndarray, value: str) -> FileWarning:
        return FileWarning(code=code, what=what, rows=tuple(int(x) for x in rows[at]),
                           column=str(columns[at[1]]), value=value,
                           players=tuple(dict.fromkeys(str(p) for p in names[at])))
    warnings = [warning("fide_id_differs", f"'{names[at[0]]}' is given {len(at)} FIDE IDs "
                        f"({first_few(found[at])}): the first, {found[at[0]]}, is used",
                        at, str(found[at[1]]))
                for at in (pairs[group] for group in _repeated(names[pairs]))]
    firsts = pairs[~pd.Series(names[pairs], dtype=object).duplicated().to_numpy()]
    warnings += [warning("fide_id_shared", f"FIDE ID {found[at[0]]} is given to {len(at)} "
                         f"players ({first_few(names[at])}): each is looked up under it",
                         at, str(found[at[0]]))
                 for at in (firsts[group] for group in _repeated(found[firsts]))]
    first = pd.Series(found[firsts], index=pd.Index(names[firsts], name="player"))
    out = players.reindex(players.index.union(first.index, sort=False))
    out.index.name = "player"
    out["fide_id"] = first.reindex(out.index).fillna("").to_numpy(dtype=object)
    return out, tuple(warnings)
