"""Straightforward reference versions of the readers' vectorised steps (FIDE IDs beside the games,
PGN board rounds), written as plainly as possible: the tests hold the fast code equal to them."""

from __future__ import annotations

import numpy as np
import pandas as pd

from elo_core.errors import FileWarning, Problem
from elo_core.io.cells.values import capped, factorized
from elo_core.io.fide_ids import NO_ID, first_few


def reference_id_texts(values: object, lines: np.ndarray, column: str,
                       problems: list[Problem]) -> np.ndarray:
    """id_texts one distinct cell after another in Python."""
    codes, uniques = factorized(pd.Series(np.asarray(values, dtype=object)))
    texts = []
    for value in uniques:
        text = "" if value is None or (isinstance(value, float) and np.isnan(value)) else \
            (str(int(value)) if isinstance(value, float) and value.is_integer() else
             str(value).strip())
        texts.append("" if text in NO_ID else str(int(text)) if text.isdecimal() else
                     f"?{text}")
    found = np.array(texts, dtype=object)[codes] if len(codes) else np.array([], dtype=object)
    bad = np.flatnonzero(np.array([t.startswith("?") for t in found], dtype=bool))
    for row in capped(bad, lines, column, problems, "not a FIDE ID"):
        shown = str(found[row])[1:]
        problems.append(Problem(message=f"'{shown}' is not a FIDE ID (digits only)",
                                line=int(lines[row]), column=column, value=shown))
    return found


def reference_fide_ids(players: pd.DataFrame, sides: list[tuple[np.ndarray, object, str]],
                       lines: np.ndarray, problems: list[Problem]
                       ) -> tuple[pd.DataFrame, tuple[FileWarning, ...]]:
    """with_fide_ids by a pandas group-by over every player and every ID, one step each."""
    parts = []
    for names, ids, column in sides:
        texts = reference_id_texts(ids, lines, column, problems)
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
                f"({first_few(rows['fide_id'])}): the first, {rows['fide_id'].iloc[0]}, is used",
                rows=tuple(int(x) for x in rows["line"]), column=str(rows["column"].iloc[1]),
                players=(str(player),), value=str(rows["fide_id"].iloc[1])))
    for fide_id, rows in pairs.drop_duplicates("player").groupby("fide_id", sort=False):
        if len(rows) > 1:
            warnings.append(FileWarning(
                code="fide_id_shared", what=f"FIDE ID {fide_id} is given to {len(rows)} "
                f"players ({first_few(rows['player'])}): each is looked up under it",
                rows=tuple(int(x) for x in rows["line"]), column=str(rows["column"].iloc[1]),
                players=tuple(str(p) for p in rows["player"]), value=str(fide_id)))
    if given.empty:
        return players, ()
    first = given.drop_duplicates("player").set_index("player")["fide_id"]
    out = players.reindex(players.index.union(first.index, sort=False))
    out.index.name = "player"
    out["fide_id"] = first.reindex(out.index).fillna("").to_numpy(dtype=object)
    return out, tuple(warnings)


def reference_board_rounds(events: np.ndarray, rounds: np.ndarray, white: np.ndarray,
                           black: np.ndarray) -> np.ndarray:
    """board_rounds one game at a time: 'N.M' is round N unless, in that event, two players
    would then meet twice in one round."""
    merged = [r.split(".")[0] if _board_label(r) else r for r in rounds]
    seen: set[tuple[str, str, str, str]] = set()
    clashing: set[str] = set()
    for event, label, w, b in zip(events, merged, white, black, strict=True):
        if w != "" and b != "":
            key = (event, label, min(w, b), max(w, b))
            if key in seen:
                clashing.add(event)
            seen.add(key)
    return np.array([m if _board_label(r) and e not in clashing else r
                     for e, r, m in zip(events, rounds, merged, strict=True)], dtype=object)


def _board_label(label: str) -> bool:
    head, dot, tail = label.partition(".")
    return bool(dot) and _digits(head) and _digits(tail)


def _digits(text: str) -> bool:
    return text.isdecimal()  # (what the regular expression's \d takes)
