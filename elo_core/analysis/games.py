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

from elo_core.errors import InputError
from elo_core.io import read_event_file

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
    """Each player's rating in their earliest game with a rating (ties: white's column first)."""
    n = len(games)
    idx = np.concatenate([games.white, games.black])
    rating = np.concatenate([games.white_rating, games.black_rating])
    when = np.concatenate([np.arange(n), np.arange(n)])
    known = np.isfinite(rating)
    idx, rating, when = idx[known], rating[known], when[known]
    order = np.lexsort((when, idx))  # by player, then by game position
    idx, rating = idx[order], rating[order]
    first = np.ones(idx.size, dtype=bool)
    first[1:] = idx[1:] != idx[:-1]
    start = np.full(len(games.players), np.nan)
    start[idx[first]] = rating[first]
    return start


def _round_key(labels: pd.Series) -> FloatArray:
    """'3' -> 3, '1.10' -> 1.0010, 'G2' -> 2; text without a number keeps file order (NaN)."""
    def key(text: str) -> float:
        parts = [int(p) for p in _NUMBER.findall(text)[:2]]
        if not parts:
            return np.nan
        return parts[0] + (parts[1] / 10_000 if len(parts) > 1 else 0.0)

    unique = pd.unique(labels.astype(str))
    mapping = {label: key(label) for label in unique}
    return labels.astype(str).map(mapping).to_numpy(float)


def games_from_frame(table: pd.DataFrame) -> Games:
    """Played games from a games table, sorted by date, event (first seen), round, file order.

    Rows not played over the board (byes, forfeits: `played` False), rows without an opponent
    and rows without a score are left out. Dates are datetimes or ISO text (YYYY-MM-DD); one
    that cannot be read counts as no date.
    Raises InputError when a column is missing or a score is not 1, 0.5 or 0.
    """
    missing = [c for c in REQUIRED if c not in table.columns]
    if missing:
        raise InputError(f"the games table has no column {', '.join(map(repr, missing))} "
                         f"(needed: {', '.join(REQUIRED)})")
    keep = table["black"].astype(str).ne("") & table["white_score"].notna()
    if "played" in table.columns:
        keep &= table["played"].astype(bool)
    rows = table[keep.to_numpy(bool)].reset_index(drop=True)
    n = len(rows)
    dates = pd.to_datetime(rows["date"], errors="coerce", format="ISO8601") \
        if "date" in rows.columns else \
        pd.Series(pd.NaT, index=rows.index, dtype="datetime64[ns]")
    event = rows["event"].astype(str) if "event" in rows.columns else pd.Series([""] * n)
    event_rank = pd.factorize(event)[0]
    rounds = _round_key(rows["round"]) if "round" in rows.columns else np.full(n, np.nan)
    date_key = dates.to_numpy("datetime64[ns]").astype(np.int64).astype(float)
    date_key[dates.isna().to_numpy()] = np.inf  # undated games after dated ones
    rounds = np.where(np.isnan(rounds), np.inf, rounds)
    order = np.lexsort((np.arange(n), rounds, event_rank, date_key))
    rows = rows.iloc[order].reset_index(drop=True)
    names, codes = np.unique(np.concatenate([rows["white"].astype(str).to_numpy(),
                                             rows["black"].astype(str).to_numpy()]),
                             return_inverse=True)
    score = rows["white_score"].to_numpy(float)
    bad = ~np.isin(score, (0.0, 0.5, 1.0))
    if bad.any():
        raise InputError(f"white's score must be 1, 0.5 or 0; game {int(np.argmax(bad)) + 1} in "
                         f"date order has {score[bad][0]:g}")
    return Games(white=codes[:n].astype(np.int64), black=codes[n:].astype(np.int64),
                 white_rating=rows["white_rating"].to_numpy(float),
                 black_rating=rows["black_rating"].to_numpy(float), score=score,
                 date=dates.iloc[order].to_numpy("datetime64[ns]"),
                 players=tuple(str(name) for name in names))


def read_games(data: bytes, *, format: str | None = None, source: str = "",
               max_mb: float | None = None) -> Games:
    """The played games of a CSV, TRF or PGN file (raises FileError listing every problem)."""
    event = read_event_file(data, format=format, source=source, max_mb=max_mb)
    return games_from_frame(event.games)


def require(count: int, what: str, needed: int = MIN_GAMES) -> None:
    """Refuse an analysis with fewer games than it needs, saying how many there are."""
    if count < needed:
        raise InputError(f"{what} needs at least {needed} games, the file has {count}")
