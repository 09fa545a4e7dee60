"""The rating curve against real games: score of the higher-rated side by bins of the rating gap."""

from __future__ import annotations

import numpy as np
import pandas as pd

from elo_core.analysis.games import MIN_GAMES, FloatArray, Games, require
from elo_core.errors import InputError
from elo_core.rules.expected import fide_table

Z95 = 1.959963984540054  # two-sided 95 % point of the normal distribution
CALIBRATION_COLUMNS = ("gap_from", "gap_to", "games", "mean_gap", "expected", "fide_expected",
                       "observed", "observed_low", "observed_high", "draw_rate")


def logistic(gap: FloatArray, scale: float = 400.0) -> FloatArray:
    """Expected score of a player `gap` points above the opponent: 1 / (1 + 10^(-gap/scale))."""
    return 1.0 / (1.0 + np.power(10.0, -gap / scale))


def fide_curve(gap: FloatArray) -> FloatArray:
    """FIDE table 8.1.2 with the 400-point rule, for whole-point gaps (rounded half up)."""
    whole = np.floor(np.abs(gap) + 0.5).astype(int) * np.sign(gap).astype(int)
    gaps, where = np.unique(whole, return_inverse=True)  # the table once per distinct gap
    return np.array([fide_table(int(g), 400) for g in gaps.tolist()], dtype=float)[where]


def favourite_view(games: Games) -> tuple[FloatArray, FloatArray]:
    """(gap, score) of the higher-rated side in every game with both ratings (white at a tie)."""
    rated = games.rated
    diff = games.white_rating[rated] - games.black_rating[rated]
    score = games.score[rated]
    return np.abs(diff), np.where(diff >= 0, score, 1.0 - score)


def score_interval(mean: FloatArray, var: FloatArray, n: FloatArray) -> tuple[FloatArray,
                                                                               FloatArray]:
    """95 % Wilson interval for a mean score, with draws taken into account.

    A score of 1, 0.5 or 0 has variance p (1 - p) minus a quarter of the draw rate, so a bin
    with draws knows its mean better than a bin of wins and losses alone: the Wilson interval is
    used with the effective number of games n p (1 - p) / variance, at most 2 n (a game counted
    as two half-point trials: an all-draw bin must not look certain). With p at 0 or 1 it is n,
    which keeps the interval inside [0, 1] and never zero-width.
    """
    bernoulli = mean * (1.0 - mean)
    ratio = bernoulli / np.maximum(var, 1e-300)
    n_eff = np.where(bernoulli > 0, n * np.minimum(ratio, 2.0), n)
    z2 = Z95 * Z95
    centre = (mean + z2 / (2 * n_eff)) / (1 + z2 / n_eff)
    half = Z95 * np.sqrt(bernoulli / n_eff + z2 / (4 * n_eff * n_eff)) / (1 + z2 / n_eff)
    return np.clip(centre - half, 0.0, 1.0), np.clip(centre + half, 0.0, 1.0)


def _groups(counts: list[int], min_games: int) -> list[tuple[int, int]]:
    """Consecutive bins merged (first index, last index) so each group has `min_games` games;
    a short group left at the top end joins the one below it; empty bins below the first
    game are dropped."""
    groups: list[tuple[int, int]] = []
    start, total = next((i for i, c in enumerate(counts) if c), 0), 0  # no empty leading bins
    for i, count in enumerate(counts[start:], start=start):
        total += count
        if total >= min_games:
            groups.append((start, i))
            start, total = i + 1, 0
    if total and groups:
        groups[-1] = (groups[-1][0], len(counts) - 1)
    elif total:
        groups.append((start, len(counts) - 1))
    return groups


def calibration(games: Games, *, bin_width: int = 50, min_games: int = 20) -> pd.DataFrame:
    """One row per bin of the rating gap (from the favourite's side; bins of `bin_width` points,
    merged so each has at least `min_games` games): games, their mean gap, expected score
    (logistic, the mean over the bin's games), FIDE's expectation (table, 400-point rule),
    observed score with its 95 % interval, and the share of draws. Gaps: [gap_from, gap_to)."""
    if bin_width <= 0 or min_games <= 0:
        raise InputError(f"bin width and games per bin must be positive, got {bin_width} and "
                         f"{min_games}")
    gap, score = favourite_view(games)
    require(gap.size, "the calibration (games with both ratings)", max(min_games, MIN_GAMES))
    edge = (gap // bin_width).astype(int)
    counts = np.bincount(edge).tolist()
    order = np.argsort(edge, kind="stable")  # each group of bins is then one slice
    gap, score, edge = gap[order], score[order], edge[order]
    rows = []
    for first, last in _groups(counts, min_games):
        lo, hi = np.searchsorted(edge, [first, last + 1]).tolist()
        inside = slice(lo, hi)
        s = score[inside]
        n = s.size
        mean = float(s.mean())
        low, high = score_interval(np.array([mean]), np.array([s.var()]), np.array([float(n)]))
        rows.append({
            "gap_from": first * bin_width, "gap_to": (last + 1) * bin_width, "games": n,
            "mean_gap": float(gap[inside].mean()),
            "expected": float(logistic(gap[inside]).mean()),
            "fide_expected": float(fide_curve(gap[inside]).mean()),
            "observed": mean, "observed_low": float(low[0]), "observed_high": float(high[0]),
            "draw_rate": float(np.mean(s == 0.5))})
    return pd.DataFrame(rows, columns=list(CALIBRATION_COLUMNS))
