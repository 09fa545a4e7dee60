"""Played games as numpy arrays in date order: player indices, ratings in the file, white's score.

The analyses work on `Games`, built from the games table every reader produces
(`elo_core.io.EventFile.games`) or from any DataFrame with the columns white, black,
white_rating, black_rating and white_score (optional: played, date, event, round).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt
import pandas as pd

from elo_core.errors import FileWarning, InputError
from elo_core.io import read_event_file
from elo_core.io.encoding import FileInput

FloatArray = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.int64]
REQUIRED = ("white", "black", "white_rating", "black_rating", "white_score")
MIN_GAMES = 20  # fewer games than this make every figure below mostly noise
_NUMBER = re.compile(r"\d+")


@dataclass(frozen=True, kw_only=True, slots=True, eq=False)
class Games:
    """Played games in date order (arrays of equal length; ratings NaN when not given)."""

    white: IntArray  # index into `players`
    black: IntArray
    white_rating: FloatArray
    black_rating: FloatArray
    score: FloatArray  # white's score: 1, 0.5 or 0
    date: npt.NDArray[np.datetime64]
    players: tuple[str, ...]
    # each game's event and time control as the file gives them ('' when it does not): the lab
    # splits the games by them (elo_core.analysis.groups)
    event: npt.NDArray[np.object_]
    time_control: npt.NDArray[np.object_]
    # what the file's reader warned about (rows left out, values read one of two ways...): the
    # games come with them so that no caller, a notebook included, can lose them on the way
    warnings: tuple[FileWarning, ...] = ()

    def __len__(self) -> int:
        return int(self.score.size)

    @property
    def rated(self) -> npt.NDArray[np.bool_]:
        """Games where the file gives both players' ratings."""
        return np.isfinite(self.white_rating) & np.isfinite(self.black_rating)

    def start_ratings(self) -> FloatArray:
        """Each player's first rating in the file (NaN for a player never given one)."""
        return _first_ratings(self)


def _first_ratings(games: Games) -> FloatArray:
    """Each player's rating in their earliest game with a rating (ties: white's column first).

    Game i's white cell is cell 2i, its black cell 2i + 1: a player's first rating is the one in
    their lowest-numbered cell with a rating (np.minimum.at, no sort of the 2 M cells)."""
    n = len(games)
    cells = np.empty(2 * n)
    cells[0::2], cells[1::2] = games.white_rating, games.black_rating
    who = np.empty(2 * n, dtype=np.int64)
    who[0::2], who[1::2] = games.white, games.black
    known = np.flatnonzero(np.isfinite(cells))
    first = np.full(len(games.players), 2 * n, dtype=np.int64)
    np.minimum.at(first, who[known], known)
    start = np.full(len(games.players), np.nan)
    rated = first < 2 * n
    start[rated] = cells[first[rated]]
    return start


def _round_key(labels: pd.Series) -> FloatArray:
    """'3' -> 3, '1.10' -> 1.0010, 'G2' -> 2; text without a number keeps file order (NaN)."""
    def key(text: str) -> float:
        parts = [float(p) for p in _NUMBER.findall(text)[:2]]  # (5,000 digits: inf, no error)
        if not parts:
            return np.nan
        return parts[0] + (parts[1] / 10_000 if len(parts) > 1 else 0.0)

    codes, unique = _distinct(labels)
    return np.array([key(label) for label in unique], dtype=float)[codes]


def _distinct(column: pd.Series) -> tuple[IntArray, list[str]]:
    """Each row's index into the column's distinct values as text, in order of first
    appearance (a categorical column by its codes: no text per row)."""
    codes, values = pd.factorize(column, use_na_sentinel=False)
    return codes, [str(value) for value in values]


def _player_codes(*columns: pd.Series) -> tuple[list[str], list[IntArray]]:
    """The names in sorted order and each column's index into them. Only the distinct names
    are sorted: np.unique over the 2 M names of 1 M games, as Python strings, took 6.6 s."""
    found = [_distinct(column) for column in columns]
    names = np.unique(np.array([name for _, labels in found for name in labels], dtype=object))
    return names.tolist(), [np.searchsorted(names, np.array(labels, dtype=object))[codes]
                            .astype(np.int64) for codes, labels in found]


def games_from_frame(table: pd.DataFrame, warnings: tuple[FileWarning, ...] = ()) -> Games:
    """Played games from a games table, sorted by date, event (first seen), round, file order.

    Rows not played over the board (byes, forfeits: `played` False), rows without an opponent
    and rows without a score are left out. Dates are datetimes or ISO text (YYYY-MM-DD); one
    that cannot be read counts as no date and is said: a `date_unreadable` warning, added to
    `warnings`, names its rows (the table's first row being row 2, as in a file under its header).
    Raises InputError when a column is missing or a score is not 1, 0.5 or 0.
    """
    missing = [c for c in REQUIRED if c not in table.columns]
    if missing:
        raise InputError(f"the games table has no column {', '.join(map(repr, missing))} "
                         f"(needed: {', '.join(REQUIRED)})")
    codes, labels = _distinct(table["black"])
    keep = np.array([label != "" for label in labels], dtype=bool)[codes] \
        & table["white_score"].notna().to_numpy()
    if "played" in table.columns:
        keep &= table["played"].astype(bool).to_numpy()
    kept = np.flatnonzero(keep)
    rows = table[keep].reset_index(drop=True)
    n = len(rows)
    dates = pd.to_datetime(rows["date"], errors="coerce", format="ISO8601") \
        if "date" in rows.columns else \
        pd.Series(pd.NaT, index=rows.index, dtype="datetime64[ns]")
    if "date" in rows.columns:
        warnings = (*warnings, *_unreadable_dates(rows["date"], dates, kept))
    event_rank = _distinct(rows["event"])[0] if "event" in rows.columns else np.zeros(n, int)
    rounds = _round_key(rows["round"]) if "round" in rows.columns else np.full(n, np.nan)
    date_key = dates.to_numpy("datetime64[ns]").astype(np.int64).astype(float)
    date_key[dates.isna().to_numpy()] = np.inf  # undated games after dated ones
    rounds = np.where(np.isnan(rounds), np.inf, rounds)
    order = np.lexsort((np.arange(n), rounds, event_rank, date_key))
    rows = rows.iloc[order].reset_index(drop=True)
    names, (white, black) = _player_codes(rows["white"], rows["black"])
    score = rows["white_score"].to_numpy(float)
    bad = ~np.isin(score, (0.0, 0.5, 1.0))
    if bad.any():
        raise InputError(f"white's score must be 1, 0.5 or 0; game {int(np.argmax(bad)) + 1} in "
                         f"date order has {score[bad][0]:g}")
    return Games(white=white, black=black,
                 white_rating=rows["white_rating"].to_numpy(float),
                 black_rating=rows["black_rating"].to_numpy(float), score=score,
                 date=dates.iloc[order].to_numpy("datetime64[ns]"),
                 event=_text(rows, "event"), time_control=_text(rows, "time_control"),
                 players=tuple(names), warnings=warnings)


def _text(rows: pd.DataFrame, column: str) -> npt.NDArray[np.object_]:
    """A column as one stripped text per row ('' for a blank cell or a missing column)."""
    if column not in rows.columns:
        return np.full(len(rows), "", dtype=object)
    codes, labels = _distinct(rows[column])
    cleaned = ["" if label in ("nan", "None", "<NA>", "NaT") else label.strip()
               for label in labels]
    return np.array(cleaned, dtype=object)[codes] if labels else np.full(0, "", dtype=object)


def _unreadable_dates(given: pd.Series, read: pd.Series, kept: IntArray
                      ) -> tuple[FileWarning, ...]:
    """A warning naming the rows whose date was given but could not be read (none: ())."""
    lost = (read.isna() & given.notna() & (given.astype(str).str.strip() != "")).to_numpy()
    if not lost.any():
        return ()
    return (FileWarning(
        code="date_unreadable", column="date", value=str(given[lost].iloc[0]),
        rows=tuple(int(r) + 2 for r in kept[lost]),
        what=f"{int(lost.sum()):,} date(s) could not be read as YYYY-MM-DD: those games count "
             "as undated and come after the dated ones"),)


def read_games(data: FileInput, *, format: str | None = None, source: str = "",
               max_mb: float | None = None) -> Games:
    """The played games of a CSV, spreadsheet, TRF or PGN file (a path, bytes or a binary file
    object), with the reader's warnings in `Games.warnings` (raises FileError listing every
    problem)."""
    event = read_event_file(data, format=format, source=source, max_mb=max_mb)
    return games_from_frame(event.games, event.warnings)


def require(count: int, what: str, needed: int = MIN_GAMES) -> None:
    """Refuse an analysis with fewer games than it needs, saying how many there are."""
    if count < needed:
        raise InputError(f"{what} needs at least {needed} games, the file has {count}")
