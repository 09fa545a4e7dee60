"""The logistic divisor (400 in Elo) that best fits a file's results, with a 95 % interval.

Model: white's expected score is 1 / (1 + 10^(-(white - black) / c)). Written with
b = ln(10) / c it is a logistic regression through the origin, whose log-likelihood
L(b) = sum s ln p + (1 - s) ln(1 - p) (a draw counts as half a point) is concave in b, so the
maximum is where its slope sum (s - p) d is zero; found by bisection on log b.

Interval: profile likelihood. Draws make scores less spread than wins and losses alone, so the
deviance is divided by the dispersion phi = sum (s - p)^2 / (p (1 - p)) / (n - 1) (the
quasi-likelihood rule); the interval holds the b whose scaled deviance 2 (L(b_hat) - L(b)) / phi
is at most 3.841 (chi-square, 1 degree of freedom, 95 %), mapped back to c = ln(10) / b.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
import pandas as pd

from elo_core.analysis.games import FloatArray, Games, require
from elo_core.errors import InputError

CHI2_95 = 3.841458820694124  # 95 % point of chi-square with 1 degree of freedom
LN10 = math.log(10.0)
SMALLEST, LARGEST = 20.0, 100_000.0  # the divisors searched (steep .. practically flat)
SCALE_COLUMNS = ("fitted", "low", "high", "games", "dispersion")


@dataclass(frozen=True, kw_only=True, slots=True)
class _Gaps:
    """The games gathered by gap (a file's gaps take a few thousand values, so each step of
    the search costs that many terms, not one per game): each distinct gap, its number of
    games, the sum of white's scores and the sum of their squares."""

    d: FloatArray
    n: FloatArray
    total: FloatArray
    squares: FloatArray

    @classmethod
    def of(cls, d: FloatArray, s: FloatArray) -> _Gaps:
        gaps, where = np.unique(d, return_inverse=True)
        def summed(weights: FloatArray | None) -> FloatArray:
            return np.bincount(where, weights=weights).astype(float)

        return cls(d=gaps, n=summed(None), total=summed(s), squares=summed(s * s))

    def p(self, b: float) -> FloatArray:
        """White's expected score at each gap."""
        result: FloatArray = 1.0 / (1.0 + np.exp(-b * self.d))
        return result


def _log_likelihood(b: float, g: _Gaps) -> float:
    """sum s ln p + (1 - s) ln(1 - p) with p = 1 / (1 + e^(-b d)), computed without overflow
    (per game: s b d - ln(1 + e^(b d)))."""
    x = b * g.d
    return float(np.sum(g.total * x - g.n * np.logaddexp(0.0, x)))


def _slope(b: float, g: _Gaps) -> float:
    """dL/db = sum (s - p) d."""
    return float(np.sum((g.total - g.n * g.p(b)) * g.d))


def _bisect(f: Callable[[float], bool], low: float, high: float, steps: int = 60) -> float:
    """The point in [low, high] where `f` turns from True to False (geometric bisection)."""
    for _ in range(steps):
        middle = math.sqrt(low * high)
        if f(middle):
            low = middle
        else:
            high = middle
    return math.sqrt(low * high)


def fit_divisor(d: FloatArray, s: FloatArray) -> tuple[float, float, float, float]:
    """(fitted c, low, high, dispersion) for gaps `d` (white minus black) and white's scores.

    `high` is infinity when even a flat curve (no effect of the gap) is inside the interval.
    Raises InputError when no positive divisor fits: favourites did not outscore underdogs, or
    they won so nearly everything that the curve is steeper than a divisor of 20.
    """
    informative = d != 0
    d, s = d[informative], s[informative]
    require(d.size, "fitting the scale (games with both ratings, not equally rated)")
    g = _Gaps.of(d, s)
    b_low, b_high = LN10 / LARGEST, LN10 / SMALLEST
    if _slope(b_low, g) <= 0:
        raise InputError("favourites did not score more than the curve's midpoint: "
                         "no positive divisor fits these results")
    if _slope(b_high, g) >= 0:
        raise InputError(f"favourites won nearly every game: the curve would be steeper than "
                         f"a divisor of {SMALLEST:g}, too steep to fit")
    b_hat = _bisect(lambda b: _slope(b, g) > 0, b_low, b_high)
    p = g.p(b_hat)  # sum (s - p)^2 = squares - 2 p total + n p^2 at each gap
    residual = g.squares - 2.0 * p * g.total + g.n * p * p
    phi = float(np.sum(residual / (p * (1.0 - p))) / max(d.size - 1, 1))
    phi = max(phi, 1e-9)
    best = _log_likelihood(b_hat, g)

    def inside(b: float) -> bool:
        return 2.0 * (best - _log_likelihood(b, g)) / phi <= CHI2_95

    upper_b = _bisect(inside, b_hat, b_high) if not inside(b_high) else b_high
    lower_b = _bisect(lambda b: not inside(b), b_low, b_hat) if not inside(b_low) else 0.0
    high = math.inf if lower_b == 0.0 else LN10 / lower_b
    return LN10 / b_hat, LN10 / upper_b, high, phi


def scale(games: Games) -> pd.DataFrame:
    """One row: the fitted divisor, its 95 % interval (low, high), the games used (both
    ratings, not equally rated) and the dispersion (below 1 when draws are common)."""
    rated = games.rated
    d = games.white_rating[rated] - games.black_rating[rated]
    fitted, low, high, phi = fit_divisor(d, games.score[rated])
    return pd.DataFrame([{"fitted": fitted, "low": low, "high": high,
                          "games": int(np.count_nonzero(d)), "dispersion": phi}],
                        columns=list(SCALE_COLUMNS))
