"""What a games file says twice, differently: a rating that changes within an event, a rating
left blank where other rows give one, a row repeated exactly."""

from __future__ import annotations

import numpy as np
import pandas as pd

from elo_core.errors import FileWarning

MAX_LISTED = 200  # players (or repeated rows) warned about one by one; the rest in one entry


def _sides(games: pd.DataFrame) -> pd.DataFrame:
    """One row per player per game: event code, player code, rating given, file line."""
    names = np.asarray(games["white"].cat.categories, dtype=object)
    blank = names == ""
    event = np.asarray(games["event"].cat.codes, dtype=np.int64)
    parts = []
    for side in ("white", "black"):
        codes = np.asarray(games[side].cat.codes, dtype=np.int64)
        keep = (codes >= 0) & ~blank[np.maximum(codes, 0)]
        parts.append(pd.DataFrame({
            "event": event[keep], "player": codes[keep],
            "rating": games[f"{side}_rating"].to_numpy()[keep],
            "line": games["source_line"].to_numpy()[keep]}))
    return pd.concat(parts, ignore_index=True).sort_values("line", kind="stable")


def rating_warnings(games: pd.DataFrame) -> tuple[FileWarning, ...]:
    """rating_differs: a player's rating is not the same on every row of one event (the first
    row's is the one read: an event is rated from one list, and which value is the typo only
    the organiser knows, so it is said); rating_blank: some rows of the event give it and some
    leave it blank (the given one is read)."""
    sides = _sides(games)
    if sides.empty:
        return ()
    grouped = sides.groupby(["event", "player"], sort=False)["rating"]
    stats = pd.DataFrame({"low": grouped.min(), "high": grouped.max(),
                          "given": grouped.count(), "rows": grouped.size()})
    differs = stats.index[(stats["given"] > 1) & (stats["low"] != stats["high"])]
    blank = stats.index[(stats["given"] > 0) & (stats["given"] < stats["rows"])]
    if not len(differs) and not len(blank):
        return ()
    names = np.asarray(games["white"].cat.categories, dtype=object)
    events = np.asarray(games["event"].cat.categories, dtype=object)
    by_key = sides.set_index(["event", "player"]).sort_index(kind="stable")
    out = [_differs(by_key.loc[[key]], str(names[key[1]]), str(events[key[0]]))
           for key in differs[:MAX_LISTED]]
    out += _more("rating_differs", len(differs), "players whose rating differs within an event")
    out += [_blank(by_key.loc[[key]], str(names[key[1]]), str(events[key[0]]))
            for key in blank[:MAX_LISTED]]
    out += _more("rating_blank", len(blank), "players with a blank rating beside a given one")
    return tuple(out)


def _more(code: str, found: int, what: str) -> list[FileWarning]:
    """One counted warning for those past the first MAX_LISTED."""
    if found <= MAX_LISTED:
        return []
    return [FileWarning(code=code, value=f"{found - MAX_LISTED:,}",
                        what=f"and {found - MAX_LISTED:,} more {what}")]


def _differs(rows: pd.DataFrame, name: str, event: str) -> FileWarning:
    rows = rows.sort_values("line", kind="stable")
    given = rows[~rows["rating"].isna()]
    used = float(given["rating"].iloc[0])
    other = given[given["rating"] != used]
    values = " and ".join(dict.fromkeys(f"{v:g}" for v in other["rating"]))
    lines = [int(given["line"].iloc[0]), *(int(x) for x in other["line"])]
    return FileWarning(
        code="rating_differs", rows=tuple(lines), players=(name,), value=f"{used:g} / {values}",
        what=f"'{name}' is rated {used:g} on row {lines[0]} but {values} on "
             f"row{'s' if len(other) > 1 else ''} {', '.join(map(str, lines[1:]))} in event "
             f"'{event}': the first, {used:g}, is the rating read for the event")


def _blank(rows: pd.DataFrame, name: str, event: str) -> FileWarning:
    rows = rows.sort_values("line", kind="stable")
    given = rows[~rows["rating"].isna()]
    empty = rows[rows["rating"].isna()]
    used = float(given["rating"].iloc[0])
    lines = [int(x) for x in empty["line"]]
    return FileWarning(
        code="rating_blank", rows=tuple(lines), players=(name,), value=f"{used:g}",
        what=f"'{name}' has no rating on row{'s' if len(lines) > 1 else ''} "
             f"{', '.join(map(str, lines))} but {used:g} on row {int(given['line'].iloc[0])} in "
             f"event '{event}': {used:g} is the rating read for the event")


def repeated_rows(cells: pd.DataFrame, lines: np.ndarray) -> tuple[FileWarning, ...]:
    """repeated_row: a row that is an exact copy of an earlier one, in a file without rounds
    (with rounds, a repeated pairing in one round is a problem already). Both are rated."""
    if "round" in cells.columns or cells.empty:
        return ()
    key = pd.util.hash_pandas_object(cells, index=False).to_numpy()
    repeated = pd.Series(key).duplicated().to_numpy()
    if not repeated.any():
        return ()
    first = pd.Series(np.arange(len(key))).groupby(key).first()
    out = []
    found = np.flatnonzero(repeated)
    for i in found[:MAX_LISTED]:
        earlier = int(lines[int(first.loc[key[i]])])
        out.append(FileWarning(
            code="repeated_row", rows=(earlier, int(lines[i])),
            value=", ".join(_cell(v) for v in cells.iloc[i].tolist()),
            what=f"row {int(lines[i])} repeats row {earlier} exactly and the file has no round "
                 "column: both games are rated (delete one if it was pasted twice)"))
    return (*out, *_more("repeated_row", len(found), "rows that repeat an earlier row"))


def _cell(value: object) -> str:
    """A cell as written: a whole float (the fast path's ratings) without '.0'."""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)
