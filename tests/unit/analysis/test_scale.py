"""Fitted scale: the logistic divisor that best fits the results, with a 95 % interval."""

from __future__ import annotations

import math
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from elo_core.analysis import games_from_frame, scale
from elo_core.analysis.scale import CHI2_95, fit_divisor
from elo_core.errors import InputError


def test_three_quarters_at_200_points_gives_419() -> None:
    """15 wins and 5 losses at +200: p = 0.75 solves 1 / (1 + 10^(-200/c)) = 0.75, so
    10^(-200/c) = 1/3 and c = 200 / log10(3) = 419.1807. Dispersion: sum (s - p)^2 / (p (1 - p))
    = (15 x 0.0625 + 5 x 0.5625) / 0.1875 = 20, over n - 1 = 19: 20/19."""
    d = np.full(20, 200.0)
    s = np.array([1.0] * 15 + [0.0] * 5)
    fitted, low, high, phi = fit_divisor(d, s)
    assert fitted == pytest.approx(419.1807, abs=1e-3)
    assert phi == pytest.approx(20 / 19)
    # Independently: at each bound the binomial log-likelihood 15 ln p + 5 ln(1 - p) is
    # 3.841 x phi / 2 below its maximum.
    def loglik(c: float) -> float:
        p = 1 / (1 + 10 ** (-200 / c))
        return 15 * math.log(p) + 5 * math.log(1 - p)
    top = loglik(fitted)
    for bound in (low, high):
        assert 2 * (top - loglik(bound)) / phi == pytest.approx(CHI2_95, rel=1e-6)
    assert low < fitted < high


@pytest.mark.parametrize("divisor", [400.0, 600.0])
def test_the_fit_recovers_the_divisor_that_made_the_games(synthetic: Any, divisor: float
                                                          ) -> None:
    """Leagues generated with divisor 400 (Elo) or 600 (a flatter curve): the 95 % interval
    holds the true divisor in at least 18 of 20 seeded leagues (a correct 95 % interval misses
    2 or more in 20 with probability 0.26, 3 or more with 0.08: 18 leaves room, a badly
    calibrated interval would miss far more), and 600's fits lie above 400 on average."""
    fits = [scale(games_from_frame(synthetic(seed=seed, rounds=30, divisor=divisor))).iloc[0]
            for seed in range(20)]
    covered = sum(f["low"] <= divisor <= f["high"] for f in fits)
    assert covered >= 18
    mean = float(np.mean([f["fitted"] for f in fits]))
    assert mean == pytest.approx(divisor, rel=0.05)
    if divisor == 600.0:
        assert all(f["low"] > 400 for f in fits)  # 3,000 games tell 600 from Elo's 400


def test_equally_rated_games_carry_no_information(small: Any) -> None:
    """Games between equal ratings do not count towards the fit: 25 of them are too few."""
    rows = [("A", f"B{i}", 1500, 1500, 1.0) for i in range(25)]
    with pytest.raises(InputError, match="at least 20 games, the file has 0"):
        scale(games_from_frame(small(rows)))


def test_underdogs_winning_everything_fits_no_divisor() -> None:
    """When the lower-rated player scores more, no positive divisor fits: a clear error."""
    d = np.full(30, 100.0)
    with pytest.raises(InputError, match="no positive divisor"):
        fit_divisor(d, np.zeros(30))
    with pytest.raises(InputError, match="steeper than a divisor of 20"):
        fit_divisor(d, np.ones(30))


def test_a_coin_toss_pool_has_no_upper_limit() -> None:
    """Results barely related to the gap: the flat curve is inside the interval (high = inf)."""
    d = np.tile([100.0, -100.0], 20)
    s = np.tile([1.0, 0.0, 0.0, 1.0], 10)  # favourites and underdogs 20 wins each
    s[2] = 1.0  # favourites 21-19: a hint, not evidence
    fitted, _low, high, _phi = fit_divisor(d, s)
    assert fitted > 1000
    assert math.isinf(high)


def _per_game_fit(d: np.ndarray, s: np.ndarray) -> tuple[float, float]:
    """The fit and dispersion summed game by game (no gathering by gap), the module's
    definitions written out: bisection on log b of sum (s - p) d = 0."""
    d, s = d[d != 0], s[d != 0]
    low, high = math.log(10) / 100_000, math.log(10) / 20
    for _ in range(60):
        b = math.sqrt(low * high)
        if float(np.sum((s - 1 / (1 + np.exp(-b * d))) * d)) > 0:
            low = b
        else:
            high = b
    b = math.sqrt(low * high)
    p = 1 / (1 + np.exp(-b * d))
    return math.log(10) / b, float(np.sum((s - p) ** 2 / (p * (1 - p)))) / (d.size - 1)


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from([1.0, 0.5, 7.3]))
def test_gathering_games_by_gap_gives_the_per_game_fit(seed: int, step: float) -> None:
    """The search sums over distinct gaps (count, score sum, sum of squares at each): the same
    divisor and dispersion as summing over every game, for whole, half and odd-step gaps."""
    rng = np.random.default_rng(seed)
    d = rng.integers(-80, 81, 3_000) * step
    # (scores follow a curve whose divisor grows with the step: the gap always tells, so a
    # divisor fits; at divisor 400 a narrow range of half-point gaps could show none, seed 281)
    s = np.where(rng.random(d.size) < 1 / (1 + 10 ** (-d / (100 * step))), 1.0, 0.0)
    s[rng.random(d.size) < 0.3] = 0.5
    fitted, _, _, phi = fit_divisor(d, s)
    want_fitted, want_phi = _per_game_fit(d, s)
    assert fitted == pytest.approx(want_fitted, rel=1e-9)
    assert phi == pytest.approx(want_phi, rel=1e-9)
