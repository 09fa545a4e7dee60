"""Values no list or person writes, said where they stand: a name with no letter, a rating
that is not a whole number. Both are read as written; the user is told to check them."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pyarrow as pa  # type: ignore[import-untyped]
import pyarrow.compute as pc  # type: ignore[import-untyped]

from elo_core.errors import FileWarning

MAX_LISTED = 50  # names warned about one by one
SIDES = ("white", "black")


def matches(names: np.ndarray, pattern: str) -> np.ndarray:
    """Which names hold `pattern` (RE2, Unicode classes such as \\pL), in pyarrow: one pass, no
    Python step per name (100,000 names: a few ms)."""
    if not len(names):
        return np.zeros(0, dtype=bool)
    cells = pa.array(names, type=pa.string(), from_pandas=True)
    return np.asarray(pc.match_substring_regex(cells, pattern).to_numpy(zero_copy_only=False),
                      dtype=bool)


def letterless_names(games: pd.DataFrame) -> tuple[FileWarning, ...]:
    """name_without_letters: a player's name with no letter in it ('12', '-', '?', '1800'),
    most likely a shifted column or a start number or ID in the name column. It is rated as
    a player of that name (anonymised files name players by number), so it is said, once per
    name, at the first row and side where it plays."""
    names = np.asarray(games["white"].cat.categories, dtype=object)
    bare = ~matches(names, r"\pL") & (names != "")
    if not bare.any():
        return ()
    lines = games["source_line"].to_numpy(dtype=np.int64)
    first = {side: np.full(len(names), np.iinfo(np.int64).max, dtype=np.int64)
             for side in SIDES}
    for side in SIDES:
        codes = np.asarray(games[side].cat.codes, dtype=np.int64)
        np.minimum.at(first[side], codes[codes >= 0], lines[codes >= 0])
    out = []
    for i in np.flatnonzero(bare)[:MAX_LISTED].tolist():
        side = min(SIDES, key=lambda s: int(first[s][i]))
        line = int(first[side][i])
        if line == np.iinfo(np.int64).max:
            continue  # (a name no game is played under)
        name = str(names[i])
        out.append(FileWarning(
            code="name_without_letters", rows=(line,), column=side, players=(name,), value=name,
            what=f"'{name}' has no letter, where a player's name is expected: perhaps a "
                 f"shifted column or an ID in the name column; it is rated as a player named "
                 f"'{name}'; check the column"))
    return tuple(out)


def fractional_ratings(games: pd.DataFrame) -> tuple[FileWarning, ...]:
    """rating_not_whole: ratings with a fraction ('1800.5'): every list publishes whole
    numbers, so a fraction is a typo or a computed value. One warning per rating column, with
    every row; the ratings are used as written."""
    lines = games["source_line"].to_numpy(dtype=np.int64)
    out = []
    for side in SIDES:
        ratings = games[f"{side}_rating"].to_numpy(dtype=float)
        with np.errstate(invalid="ignore"):
            odd = np.flatnonzero(np.isfinite(ratings) & (ratings != np.floor(ratings)))
        if not len(odd):
            continue
        order = odd[np.argsort(lines[odd], kind="stable")]
        first = float(ratings[order[0]])
        players = tuple(dict.fromkeys(str(n) for n in games[side].to_numpy()[order]))
        count = len(order)
        out.append(FileWarning(
            code="rating_not_whole", rows=tuple(int(x) for x in lines[order]),
            column=f"{side}_rating", players=players, value=f"{first:g}",
            what=f"{side.capitalize()}'s rating {first:g} "
                 + (f"and {count - 1:,} more of the column are not whole numbers" if count > 1
                    else "is not a whole number")
                 + ": rating lists publish whole numbers; used as written; check the ratings"))
    return tuple(out)
