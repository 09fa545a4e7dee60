"""Which K fits a pool: replay the games in date order under each K and score the predictions.

Every player starts from their first rating in the file (later ratings in the file are
ignored); each game is predicted with the logistic curve from the ratings before it, then both
players move by K (S - E). Games are grouped into batches in which nobody plays twice (a game
goes one batch after the latest batch of either of its players), so each batch is one numpy
step over its games and over every K at once, and the result equals a game-by-game replay.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt
import pandas as pd

from elo_core.analysis.games import MIN_GAMES, FloatArray, Games, IntArray, require
from elo_core.errors import InputError

DEFAULT_K: tuple[float, ...] = tuple(float(k) for k in range(5, 61, 5))
KSCAN_COLUMNS = ("k", "log_loss", "brier", "games")
TRAJECTORY_COLUMNS = ("player", "k", "game", "date", "rating")
LN10_400 = math.log(10.0) / 400.0  # ln u = gap x ln(10) / 400


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
    out = []
    for w, b in zip(white.tolist(), black.tolist(), strict=True):
        x, y = last[w], last[b]
        batch = (x if x > y else y) + 1  # (max() as a call is a third of this loop's time)
        last[w] = last[b] = batch
        out.append(batch)
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


@dataclass(frozen=True, kw_only=True, slots=True, eq=False)
class _Step:
    """One batch of the replay: its games (positions among the games used), black's rating
    minus white's before them under each K (games x K), u = 10^(gap / 400), white's expected
    score 1 / (1 + u), and the ratings after them (white's, black's)."""

    games: IntArray
    gap: FloatArray
    odds: FloatArray
    expected: FloatArray
    white_after: FloatArray
    black_after: FloatArray


def _usable(games: Games) -> tuple[FloatArray, npt.NDArray[np.bool_]]:
    start = games.start_ratings()
    return start, np.isfinite(start[games.white]) & np.isfinite(start[games.black])


def _steps(games: Games, ks: tuple[float, ...], start: FloatArray,
           used: npt.NDArray[np.bool_]) -> Iterator[_Step]:
    """The replay batch by batch (each batch one numpy step over its games and every K)."""
    white, black, score = games.white[used], games.black[used], games.score[used]
    k_row = np.asarray(ks)[None, :]
    ratings = np.repeat(start[:, None], len(ks), axis=1)
    batch = batches(white, black, len(games.players))
    order = np.argsort(batch, kind="stable")
    bounds = np.searchsorted(batch[order], np.arange(int(batch.max(initial=-1)) + 2))
    for lo, hi in zip(bounds[:-1].tolist(), bounds[1:].tolist(), strict=True):
        idx = order[lo:hi]
        w, b = white[idx], black[idx]
        before_w, before_b = ratings[w], ratings[b]
        gap = before_b - before_w
        u = np.power(10.0, gap / 400.0)
        p = 1.0 / (1.0 + u)
        change = k_row * (score[idx, None] - p)
        after_w, after_b = before_w + change, before_b - change
        ratings[w], ratings[b] = after_w, after_b  # nobody plays twice in a batch
        yield _Step(games=idx, gap=gap, odds=u, expected=p, white_after=after_w,
                    black_after=after_b)


def replay(games: Games, k_values: Sequence[float] = DEFAULT_K) -> Replay:
    """Rate every usable game in date order under each K (see the module docstring)."""
    ks = check_k_values(k_values)
    start, used = _usable(games)
    n = int(used.sum())
    expected = np.empty((n, len(ks)))
    white_after, black_after = np.empty((n, len(ks))), np.empty((n, len(ks)))
    for step in _steps(games, ks, start, used):
        idx = step.games
        expected[idx], white_after[idx], black_after[idx] = \
            step.expected, step.white_after, step.black_after
    return Replay(k=ks, used=used, expected=expected, white_after=white_after,
                  black_after=black_after, start=start)


def k_scan(games: Games, k_values: Sequence[float] = DEFAULT_K, *,
           min_games: int = MIN_GAMES) -> pd.DataFrame:
    """One row per K: mean log loss (a draw counts as half a point) and mean Brier score of the
    predictions, over the games used (both players with a rating somewhere in the file).

    Summed batch by batch as the replay goes (nothing per game is kept). With u = 10^(gap/400)
    white's expected score is p = 1 / (1 + u) and 1 - p = u / (1 + u), so a game's log loss
    -(s ln p + (1 - s) ln(1 - p)) is ln(1 + u) - (1 - s) ln u: one logarithm, and finite at any
    gap (no clipping of p)."""
    ks = check_k_values(k_values)
    start, used = _usable(games)
    count = int(used.sum())
    require(count, "the K scan (games between players with a rating)", min_games)
    score = games.score[used]
    log_loss, brier = np.zeros(len(ks)), np.zeros(len(ks))
    for step in _steps(games, ks, start, used):
        s = score[step.games][:, None]
        log_loss += (np.log1p(step.odds)
                     - (1.0 - s) * (step.gap * LN10_400)).sum(axis=0)
        brier += ((step.expected - s) ** 2).sum(axis=0)
    return pd.DataFrame({"k": ks, "log_loss": log_loss / count, "brier": brier / count,
                         "games": count}, columns=list(KSCAN_COLUMNS))


def best_k(points: pd.DataFrame) -> float:
    """The K with the lowest log loss (the smallest such K on a tie)."""
    return float(points.sort_values(["log_loss", "k"]).iloc[0]["k"])


def busiest_players(games: Games, count: int = 3) -> list[str]:
    """The `count` players with the most games between rated players (ties: alphabetical),
    for trajectory charts."""
    _, used = _usable(games)
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
