"""Which K fits a pool: replay the games in date order under each K and score the predictions.

Every player starts from their first rating in the file (later ratings in the file are
ignored); each game is predicted with the logistic curve from the ratings before it, then both
players move by K (S - E). Games are grouped into batches in which nobody plays twice (a game
goes one batch after the latest batch of either of its players), so each batch is one numpy
step over its games and over every K at once, and the result equals a game-by-game replay.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt
import pandas as pd

from elo_core.analysis.games import MIN_GAMES, FloatArray, Games, IntArray, require
from elo_core.errors import InputError

DEFAULT_K: tuple[float, ...] = tuple(float(k) for k in range(5, 61, 5))
KSCAN_COLUMNS = ("k", "log_loss", "brier", "games")
TRAJECTORY_COLUMNS = ("player", "k", "game", "date", "rating")


def check_k_values(k_values: Sequence[float]) -> tuple[float, ...]:
    """The K values as floats; InputError unless there is at least one and all are positive."""
    ks = tuple(float(k) for k in k_values)
    if not ks:
        raise InputError("give at least one K value")
    bad = [k for k in ks if not (math.isfinite(k) and k > 0)]
    if bad:
        raise InputError(f"K values must be positive numbers, got {bad[0]:g}")
    return ks


def batches(white: IntArray, black: IntArray, n_players: int) -> IntArray:
    """Batch number of each game: one after the latest batch of either player."""
    last = [-1] * n_players
    out = [0] * len(white)
    for i, (w, b) in enumerate(zip(white.tolist(), black.tolist(), strict=True)):
        batch = max(last[w], last[b]) + 1
        out[i] = last[w] = last[b] = batch
    return np.asarray(out, dtype=np.int64)


@dataclass(frozen=True, kw_only=True, slots=True, eq=False)
class Replay:
    """The replay of the usable games under each K (columns of the 2-D arrays follow `k`)."""

    k: tuple[float, ...]
    used: npt.NDArray[np.bool_]  # games where both players have a first rating in the file
    expected: FloatArray  # (games used, K): white's expected score before the game
    white_after: FloatArray  # (games used, K): ratings after the game
    black_after: FloatArray
    start: FloatArray  # each player's first rating in the file


def replay(games: Games, k_values: Sequence[float] = DEFAULT_K) -> Replay:
    """Rate every usable game in date order under each K (see the module docstring)."""
    ks = check_k_values(k_values)
    start = games.start_ratings()
    used = np.isfinite(start[games.white]) & np.isfinite(start[games.black])
    white, black, score = games.white[used], games.black[used], games.score[used]
    n = white.size
    k_row = np.asarray(ks)[None, :]
    ratings = np.repeat(start[:, None], len(ks), axis=1)
    expected = np.empty((n, len(ks)))
    white_after, black_after = np.empty((n, len(ks))), np.empty((n, len(ks)))
    batch = batches(white, black, len(games.players))
    order = np.argsort(batch, kind="stable")
    bounds = np.searchsorted(batch[order], np.arange(int(batch.max(initial=-1)) + 2))
    for lo, hi in zip(bounds[:-1].tolist(), bounds[1:].tolist(), strict=True):
        idx = order[lo:hi]
        w, b = white[idx], black[idx]
        p = 1.0 / (1.0 + np.power(10.0, (ratings[b] - ratings[w]) / 400.0))
        change = k_row * (score[idx, None] - p)
        ratings[w] += change  # nobody plays twice in a batch: no index repeats
        ratings[b] -= change
        expected[idx], white_after[idx], black_after[idx] = p, ratings[w], ratings[b]
    return Replay(k=ks, used=used, expected=expected, white_after=white_after,
                  black_after=black_after, start=start)


def k_scan(games: Games, k_values: Sequence[float] = DEFAULT_K, *,
           min_games: int = MIN_GAMES) -> pd.DataFrame:
    """One row per K: mean log loss (a draw counts as half a point) and mean Brier score of the
    predictions, over the games used (both players with a rating somewhere in the file)."""
    run = replay(games, k_values)
    require(int(run.used.sum()), "the K scan (games between players with a rating)", min_games)
    s = games.score[run.used][:, None]
    p = np.clip(run.expected, 1e-12, 1 - 1e-12)
    log_loss = -(s * np.log(p) + (1 - s) * np.log(1 - p)).mean(axis=0)
    brier = ((p - s) ** 2).mean(axis=0)
    return pd.DataFrame({"k": run.k, "log_loss": log_loss, "brier": brier,
                         "games": int(run.used.sum())}, columns=list(KSCAN_COLUMNS))


def best_k(points: pd.DataFrame) -> float:
    """The K with the lowest log loss (the smallest such K on a tie)."""
    return float(points.sort_values(["log_loss", "k"]).iloc[0]["k"])


def busiest_players(games: Games, count: int = 3) -> list[str]:
    """The `count` players with the most games between rated players (ties: alphabetical),
    for trajectory charts."""
    start = games.start_ratings()
    used = np.isfinite(start[games.white]) & np.isfinite(start[games.black])
    played = np.bincount(np.concatenate([games.white[used], games.black[used]]),
                         minlength=len(games.players))
    order = sorted(range(len(played)), key=lambda i: (-played[i], games.players[i]))
    return [games.players[i] for i in order[:count]]


def trajectories(games: Games, players: Sequence[str], k_values: Sequence[float]
                 ) -> pd.DataFrame:
    """Each chosen player's rating under each K: game 0 is the first rating in the file, then
    the rating after each of their games (date: that game's date)."""
    run = replay(games, k_values)
    index = {name: i for i, name in enumerate(games.players)}
    white, black = games.white[run.used], games.black[run.used]
    dates = games.date[run.used]
    frames = []
    for name in players:
        if name not in index:
            raise InputError(f"no player called {name!r} in the games")
        me = index[name]
        if not np.isfinite(run.start[me]):
            raise InputError(f"{name!r} has no rating in the file: there is nothing to replay")
        as_white, as_black = white == me, black == me
        mine = as_white | as_black
        for j, k in enumerate(run.k):
            after = np.where(as_white, run.white_after[:, j], run.black_after[:, j])[mine]
            frames.append(pd.DataFrame({
                "player": name, "k": k, "game": np.arange(after.size + 1),
                "date": np.concatenate([dates[mine][:1] if mine.any() else
                                        np.array(["NaT"], "datetime64[ns]"), dates[mine]]),
                "rating": np.concatenate([[run.start[me]], after])}))
    if not frames:
        return pd.DataFrame(columns=list(TRAJECTORY_COLUMNS))
    return pd.concat(frames, ignore_index=True)[list(TRAJECTORY_COLUMNS)]
