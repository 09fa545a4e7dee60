"""Calibration: bins of the rating gap, the favourite's observed score and its 95 % interval."""

from __future__ import annotations

from typing import Any

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from elo_core.analysis import calibration, games_from_frame
from elo_core.analysis.calibration import _groups, fide_curve, logistic, score_interval
from elo_core.errors import InputError


def test_one_bin_worked_by_hand(small: Any) -> None:
    """20 games at a 100-point gap, 12 wins, 4 draws, 4 losses for the favourite.

    Observed (12 + 4 x 0.5) / 20 = 0.7; expected 1 / (1 + 10^(-100/400)) = 0.640065; FIDE's table
    gives 0.64 for 100 points; draws 4 / 20 = 0.2. Interval: the scores' variance is
    (12 + 4 x 0.25) / 20 - 0.49 = 0.16, so n_eff = 20 x 0.21 / 0.16 = 26.25 and Wilson's
    interval at z = 1.96 is 0.674468 -/+ 0.165713 = [0.508756, 0.840180].
    """
    results = [1.0] * 12 + [0.5] * 4 + [0.0] * 4
    rows = [("A", f"B{i}", 1700, 1600, s) for i, s in enumerate(results)]
    bins = calibration(games_from_frame(small(rows)))
    assert len(bins) == 1
    row = bins.iloc[0]
    assert (row["gap_from"], row["gap_to"], row["games"]) == (100, 150, 20)
    assert row["expected"] == pytest.approx(0.640065, abs=1e-6)
    assert row["fide_expected"] == pytest.approx(0.64)
    assert row["observed"] == pytest.approx(0.7)
    assert row["draw_rate"] == pytest.approx(0.2)
    assert (row["observed_low"], row["observed_high"]) == pytest.approx((0.508756, 0.840180),
                                                                          abs=1e-6)


def test_the_favourite_is_black_when_black_is_higher_rated(small: Any) -> None:
    """A 1600 white who beats a 1700 black 20 times is a favourite scoring 0 at gap 100."""
    rows = [(f"W{i}", "B", 1600, 1700, 1.0) for i in range(20)]
    row = calibration(games_from_frame(small(rows))).iloc[0]
    assert (row["gap_from"], row["observed"], row["draw_rate"]) == (100, 0.0, 0.0)
    assert row["observed_low"] == 0.0
    assert row["observed_high"] == pytest.approx(0.1611, abs=1e-4)  # Wilson, n = 20, p = 0


def test_short_bins_are_merged_and_the_top_one_joins_its_neighbour() -> None:
    """Counts 30, 5, 25, 3, 2 with 20 per bin: [0], [1..2], and the short [3..4] joins [1..2]."""
    assert _groups([30, 5, 25, 3, 2], 20) == [(0, 0), (1, 4)]
    assert _groups([5, 5], 20) == [(0, 1)]
    assert _groups([0, 0, 25, 0, 20], 20) == [(2, 2), (3, 4)]
    assert _groups([20, 20], 20) == [(0, 0), (1, 1)]


def test_too_few_rated_games_is_refused(small: Any) -> None:
    """Fewer than 20 games with both ratings: an error that gives the count."""
    rows = [("A", f"B{i}", 1700, 1600, 1.0) for i in range(19)]
    with pytest.raises(InputError, match="at least 20 games, the file has 19"):
        calibration(games_from_frame(small(rows)))


def test_intervals_cover_the_truth(synthetic: Any) -> None:
    """Games drawn from the Elo curve itself: each bin's true expected score (the logistic mean,
    since the file's ratings are the true strengths) falls inside the 95 % interval.

    Tolerance: 20 seeded leagues give about 150 bins; with a 95 % interval the count of misses
    is binomial, so coverage from 0.90 to 0.99 is expected (a coverage near 0.80 would mean the
    interval is too narrow, near 1.0 that it is far too wide); the seeds are fixed.
    """
    hits = total = 0
    for seed in range(20):
        bins = calibration(games_from_frame(synthetic(seed=seed, rounds=30)))
        hits += int(((bins["observed_low"] <= bins["expected"])
                     & (bins["expected"] <= bins["observed_high"])).sum())
        total += len(bins)
    assert total > 100
    assert 0.90 <= hits / total <= 0.99


def test_curves_at_known_points() -> None:
    """Logistic 0.5 at 0 and 0.909091 at 400 (1 / 1.1); FIDE's table 0.92 at 400 and at 700
    (the 400-point rule), 0.64 at 100."""
    assert logistic(np.array([0.0, 400.0])) == pytest.approx([0.5, 1 / 1.1])
    assert fide_curve(np.array([400.0, 700.0, 100.0])) == pytest.approx([0.92, 0.92, 0.64])


@settings(max_examples=50, deadline=None)
@given(st.floats(0.01, 0.99), st.floats(0.0, 0.25), st.integers(1, 500))
def test_interval_holds_the_mean_inside_zero_and_one(mean: float, var: float, n: int) -> None:
    """Whatever the mean, variance and count, low <= mean <= high and 0 <= low < high <= 1."""
    low, high = score_interval(np.array([mean]), np.array([min(var, mean * (1 - mean))]),
                               np.array([float(n)]))
    assert 0.0 <= low[0] <= mean <= high[0] <= 1.0
    assert low[0] < high[0]


@settings(max_examples=25, deadline=None)
@given(st.lists(st.tuples(st.integers(1000, 2500), st.integers(1000, 2500),
                          st.sampled_from([0.0, 0.5, 1.0])), min_size=20, max_size=60))
def test_swapping_colours_changes_nothing(games: list[tuple[int, int, float]]) -> None:
    """The curve is about the favourite, not the colour: swapping every game's colours (and
    scores) gives the same table."""
    def frame(rows: list[tuple[int, int, float]]) -> pd.DataFrame:
        return pd.DataFrame({"white": [f"w{i}" for i in range(len(rows))],
                             "black": [f"b{i}" for i in range(len(rows))],
                             "white_rating": [r[0] for r in rows],
                             "black_rating": [r[1] for r in rows],
                             "white_score": [r[2] for r in rows]})
    swapped = [(b, w, 1.0 - s) for w, b, s in games]
    left = calibration(games_from_frame(frame(games)))
    right = calibration(games_from_frame(frame(swapped)))
    # At a tie white is the favourite, so a swap flips those games' scores: compare the rest.
    if all(w != b for w, b, _ in games):
        pd.testing.assert_frame_equal(left, right)
    assert left["games"].sum() == right["games"].sum() == len(games)
