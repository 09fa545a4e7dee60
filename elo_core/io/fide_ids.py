"""FIDE IDs given beside the games (CSV `white_id` / `black_id`, PGN `WhiteFideId` / `BlackFideId`)
as the players table's `fide_id`, for matching players against FIDE's rating list."""

from __future__ import annotations

import numpy as np
import pandas as pd

from elo_core.errors import FileWarning, Problem
from elo_core.io.cells.values import capped, factorized

NO_ID = frozenset(("", "0", "-", "?"))


def id_texts(values: object, lines: np.ndarray, column: str,
              problems: list[Problem]) -> np.ndarray:
    """Each row's FIDE ID as digits without leading zeros ('' when not given)."""
    codes, uniques = factorized(pd.Series(np.asarray(values, dtype=object)))
    texts = []
    for value in uniques:
        text = "" if value is None or (isinstance(value, float) and np.isnan(value)) else \
            (str(int(value)) if isinstance(value, float) and value.is_integer() else
             str(value).strip())
        texts.append("" if text in NO_ID else str(int(text)) if text.isdigit() else
                     f"?{text}")
    found = np.array(texts, dtype=object)[codes] if len(codes) else np.array([], dtype=object)
    bad = np.flatnonzero(np.array([t.startswith("?") for t in found], dtype=bool))
    for row in capped(bad, lines, column, problems, "not a FIDE ID"):
        shown = str(found[row])[1:]
        problems.append(Problem(message=f"'{shown}' is not a FIDE ID (digits only)",
                                line=int(lines[row]), column=column, value=shown))
    return found


def with_fide_ids(players: pd.DataFrame, sides: list[tuple[np.ndarray, object, str]],
                  lines: np.ndarray, problems: list[Problem]
                  ) -> tuple[pd.DataFrame, tuple[FileWarning, ...]]:
    """The players table with a `fide_id` column from (names, ids, column) per side; a player
    given two IDs keeps the first (a warning), an ID given to two names is a warning."""
    parts = []
    for names, ids, column in sides:
        texts = id_texts(ids, lines, column, problems)
        parts.append(pd.DataFrame({"player": np.asarray(names, dtype=object), "fide_id": texts,
                                   "line": lines, "column": column}))
    given = pd.concat(parts)
    given = given[(given["fide_id"] != "") & (given["player"] != "")
                  & ~given["fide_id"].str.startswith("?")].sort_values("line", kind="stable")
    warnings = []
    pairs = given.drop_duplicates(["player", "fide_id"])
    for player, rows in pairs.groupby("player", sort=False):
        if len(rows) > 1:
            warnings.append(FileWarning(
                code="fide_id_differs", what=f"'{player}' is given {len(rows)} FIDE IDs "
                f"({', '.join(rows['fide_id'])}): the first, {rows['fide_id'].iloc[0]}, is used",
                rows=tuple(int(x) for x in rows["line"]), column=str(rows["column"].iloc[1]),
                players=(str(player),), value=str(rows["fide_id"].iloc[1])))
    for fide_id, rows in pairs.drop_duplicates("player").groupby("fide_id", sort=False):
        if len(rows) > 1:
            warnings.append(FileWarning(
                code="fide_id_shared", what=f"FIDE ID {fide_id} is given to {len(rows)} "
                f"players ({', '.join(rows['player'])}): each is looked up under it",
                rows=tuple(int(x) for x in rows["line"]), column=str(rows["column"].iloc[1]),
                players=tuple(str(p) for p in rows["player"]), value=str(fide_id)))
    if given.empty:
        return players, ()
    first = given.drop_duplicates("player").set_index("player")["fide_id"]
    out = players.reindex(players.index.union(first.index, sort=False))
    out.index.name = "player"
    out["fide_id"] = first.reindex(out.index).fillna("").to_numpy(dtype=object)
    return out, tuple(warnings)
