"""What a games file says twice, differently: a rating that changes within an event, a rating
left blank where other rows give one, a row repeated exactly."""

from __future__ import annotations

import numpy as np
import pandas as pd

from elo_core.errors import FileWarning

MAX_LISTED = 200  # players (or repeated rows) warned about one by one; the rest in one entry


def _sides(games: pd.DataFrame) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Per player per game (named sides only): event code, player code, rating, file line."""
    names = np.asarray(games["white"].cat.categories, dtype=object)
    blank = names == ""
    codes = np.concatenate([np.asarray(games[side].cat.codes, dtype=np.int64)
                            for side in ("white", "black")])
    keep = (codes >= 0) & ~blank[np.maximum(codes, 0)]
    event = np.tile(np.asarray(games["event"].cat.codes, dtype=np.int64), 2)[keep]
    rating = np.concatenate([games["white_rating"].to_numpy(dtype=float),
                             games["black_rating"].to_numpy(dtype=float)])[keep]
    lines = np.tile(games["source_line"].to_numpy(dtype=np.int64), 2)[keep]
    return event, codes[keep], rating, lines


def rating_warnings(games: pd.DataFrame, unit: str = "row") -> tuple[FileWarning, ...]:
    """rating_differs: a player's rating is not the same on every row of one event (the first
    row's is the one read: an event is rated from one list, and which value is the typo only
    the organiser knows, so it is said); rating_blank: some rows of the event give it and some
    leave it blank (the given one is read). One sort of the sides, no per-row Python."""
    event, player, rating, lines = _sides(games)
    size = max(len(games["white"].cat.categories), 1)
    varies = _varying(player, rating, size)[player]  # (over the whole file: cheap, no sort)
    if not varies.any():
        return ()
    event, player, rating, lines = event[varies], player[varies], rating[varies], lines[varies]
    key = event * size + player
    order = np.argsort(key, kind="stable")
    ordered = key[order]
    starts = np.flatnonzero(np.r_[True, ordered[1:] != ordered[:-1]])
    ends = np.append(starts[1:], len(order))
    values = rating[order]
    count = np.add.reduceat((~np.isnan(values)).astype(np.int64), starts)
    with np.errstate(invalid="ignore"):
        low, high = np.fmin.reduceat(values, starts), np.fmax.reduceat(values, starts)
    differs = np.flatnonzero((count > 1) & (low != high))
    blank = np.flatnonzero((count > 0) & (count < ends - starts))
    if not len(differs) and not len(blank):
        return ()
    names = np.asarray(games["white"].cat.categories, dtype=object)
    events = np.asarray(games["event"].cat.categories, dtype=object)
    out: list[FileWarning] = []
    for code, chosen, what in (
            ("rating_differs", differs, "players whose rating differs within an event"),
            ("rating_blank", blank, "players with a blank rating beside a given one")):
        for g in chosen[:MAX_LISTED]:
            at = order[starts[g]:ends[g]]
            at = at[np.argsort(lines[at], kind="stable")]
            build = _differs if code == "rating_differs" else _blank
            out.append(build(rating[at], lines[at], str(names[player[at[0]]]),
                             str(events[event[at[0]]]), unit))
        out += _more(code, len(chosen), what)
    return tuple(out)


def _varying(player: np.ndarray, rating: np.ndarray, size: int) -> np.ndarray:
    """Which players' ratings are not one value (or blank) over the whole file: only their
    rows can contradict each other within an event."""
    given = ~np.isnan(rating)
    low, high = np.full(size, np.inf), np.full(size, -np.inf)
    np.minimum.at(low, player[given], rating[given])
    np.maximum.at(high, player[given], rating[given])
    count = np.bincount(player[given], minlength=size)
    rows = np.bincount(player, minlength=size)
    return np.asarray(((count > 1) & (low != high)) | ((count > 0) & (count < rows)), dtype=bool)


def _more(code: str, found: int, what: str) -> list[FileWarning]:
    """One counted warning for those past the first MAX_LISTED."""
    if found <= MAX_LISTED:
        return []
    return [FileWarning(code=code, value=f"{found - MAX_LISTED:,}",
                        what=f"and {found - MAX_LISTED:,} more {what}")]


def _differs(ratings: np.ndarray, lines: np.ndarray, name: str, event: str,
             unit: str) -> FileWarning:
    given = ~np.isnan(ratings)
    used = float(ratings[given][0])
    other = given & (ratings != used)
    values = " and ".join(dict.fromkeys(f"{v:g}" for v in ratings[other]))
    shown = [int(lines[given][0]), *(int(x) for x in lines[other])]
    return FileWarning(
        code="rating_differs", rows=tuple(shown), players=(name,), value=f"{used:g} / {values}",
        what=f"'{name}' is rated {used:g} on {unit} {shown[0]} but {values} on "
             f"{unit}{'s' if other.sum() > 1 else ''} {', '.join(map(str, shown[1:]))} in event "
             f"'{event}': the first, {used:g}, is the rating read for the event")


def _blank(ratings: np.ndarray, lines: np.ndarray, name: str, event: str,
           unit: str) -> FileWarning:
    given = ~np.isnan(ratings)
    used = float(ratings[given][0])
    empty = [int(x) for x in lines[~given]]
    return FileWarning(
        code="rating_blank", rows=tuple(empty), players=(name,), value=f"{used:g}",
        what=f"'{name}' has no rating on {unit}{'s' if len(empty) > 1 else ''} "
             f"{', '.join(map(str, empty))} but {used:g} on {unit} {int(lines[given][0])} in "
             f"event '{event}': {used:g} is the rating read for the event")


def repeated_rows(cells: pd.DataFrame, lines: np.ndarray) -> tuple[FileWarning, ...]:
    """repeated_row: a row that is an exact copy of an earlier one, in a file without rounds
    (with rounds, a repeated pairing in one round is a problem already). Both are rated."""
    if "round" in cells.columns or cells.empty:
        return ()
    key = _row_hash(cells)
    repeated = pd.Series(key).duplicated().to_numpy()
    if not repeated.any():
        return ()
    candidates = np.flatnonzero(repeated)
    out = []
    for i in candidates[:MAX_LISTED]:
        first = int(np.flatnonzero(key[:i] == key[i])[0])
        if cells.iloc[i].tolist() != cells.iloc[first].tolist():
            continue  # a hash collision, not a repeat
        earlier = int(lines[first])
        out.append(FileWarning(
            code="repeated_row", rows=(earlier, int(lines[i])),
            value=", ".join(_cell(v) for v in cells.iloc[i].tolist()),
            what=f"row {int(lines[i])} repeats row {earlier} exactly and the file has no round "
                 "column: both games are rated (delete one if it was pasted twice)"))
    if not out:
        return ()
    found = len(out) + max(len(candidates) - MAX_LISTED, 0)  # (past the cap: not compared)
    return (*out, *_more("repeated_row", found, "rows that repeat an earlier row"))


_MIX = np.uint64(0x9E3779B97F4A7C15)  # an odd constant: mixes each column into the row's hash


def _row_hash(cells: pd.DataFrame) -> np.ndarray:
    """A 64-bit hash of each row from its columns' codes (float ratings: their bits), equal for
    equal rows; the caller checks a match cell by cell."""
    out = np.zeros(len(cells), dtype=np.uint64)
    for name in cells.columns:
        column = cells[name].array
        if isinstance(column, pd.Categorical):
            part = np.asarray(column.codes, dtype=np.int64).view(np.uint64)
        elif pd.api.types.is_float_dtype(cells[name].dtype):
            part = np.asarray(column, dtype=np.float64).view(np.uint64)
        else:  # text cells of the tolerant path
            part = np.asarray(pd.factorize(column)[0], dtype=np.int64).view(np.uint64)
        with np.errstate(over="ignore"):
            out = (out ^ part) * _MIX + np.uint64(1)
    return out


def _cell(value: object) -> str:
    """A cell as written: a whole float (the fast path's ratings) without '.0'."""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def blank_rows(lines: tuple[int, ...] | list[int]) -> tuple[FileWarning, ...]:
    """blank_rows: rows whose every cell is empty (',,,,' a spreadsheet leaves), skipped."""
    if not len(lines):
        return ()
    many = len(lines) > 1
    return (FileWarning(
        code="blank_rows", rows=tuple(int(line) for line in lines),
        what=f"{len(lines):,} row{'s' if many else ''} with every cell empty "
             f"{'were' if many else 'was'} skipped (no game in {'them' if many else 'it'})"),)
