"""Simulation of the K trade-off: seeded, vectorised over runs, spread growing like sqrt(K)."""

from __future__ import annotations

import math

import pandas as pd
import pytest

from elo_core.analysis import games_to_within, simulate, simulation_summary
from elo_core.errors import InputError


def test_same_seed_same_numbers_and_n_plus_one_points() -> None:
    """The seed fixes every number; each K has games + 1 points, the start first."""
    one = simulate(true_rating=1800, start=1500, k_values=[10, 40], games=30, runs=50, seed=7)
    two = simulate(true_rating=1800, start=1500, k_values=[10, 40], games=30, runs=50, seed=7)
    pd.testing.assert_frame_equal(one, two)
    other = simulate(true_rating=1800, start=1500, k_values=[10, 40], games=30, runs=50, seed=8)
    assert not one.equals(other)
    for k in (10.0, 40.0):
        rows = one[one["k"] == k]
        assert rows["game"].tolist() == list(range(31))
        first = rows.iloc[0]
        assert (first["mean"], first["p05"], first["p95"], first["sd"]) == (1500, 1500, 1500, 0)


def test_the_first_game_moves_by_exactly_k_over_the_result() -> None:
    """With no draws and opponents rated exactly like the player (spread 0), game 1 is a coin
    weighted by the true gap, and the rating moves by +K/2 or -K/2: 1510 or 1490 at K 20."""
    curves = simulate(true_rating=1500, start=1500, k_values=[20], games=1, runs=400, seed=1,
                      draw_rate=0.0, opponent_spread=0.0)
    end = curves.iloc[1]
    assert end["p05"] == 1490
    assert end["p95"] == 1510
    assert abs(end["mean"] - 1500) < 2.0  # 400 fair coins: sd of the mean 0.5 point


def test_spread_grows_like_the_square_root_of_k() -> None:
    """A player already at their true strength: after 300 games the ratings' sd settles near
    sqrt(K) x const. Theory for small K: var = K v / (2 c - K c^2) with c = ln10/400 x 0.25, so
    sd(40) / sd(10) = 2 x sqrt((2 - 10 c) / (2 - 40 c)) = 2.02. With 3,000 runs an sd is known
    to about 1.3 % (1 / sqrt(2 R)), so the ratio lies within 2.02 +/- 0.08."""
    curves = simulate(true_rating=1800, start=1800, k_values=[10, 40], games=300, runs=3000,
                      seed=11)
    end = curves[curves["game"] == 300].set_index("k")["sd"]
    assert end[40.0] / end[10.0] == pytest.approx(2.02, abs=0.08)


def test_larger_k_gets_there_sooner() -> None:
    """From 1500 towards 1800: K 40's mean settles within 50 points in fewer games than K 20
    (about 35 against 70: each game closes K x 0.0014 of the gap's remaining distance)."""
    curves = simulate(true_rating=1800, start=1500, k_values=[20, 40], games=150, runs=500,
                      seed=2)
    reach = games_to_within(curves, 1800, 50)
    assert reach[40.0] is not None
    assert reach[20.0] is not None
    assert 25 <= reach[40.0] < reach[20.0] <= 90


def test_never_within_is_none() -> None:
    """A curve that ends outside the band has no 'games to get within'."""
    curves = pd.DataFrame({"k": 10.0, "game": [0, 1, 2], "mean": [1500.0, 1600.0, 1600.0]})
    assert games_to_within(curves, 1800, 50) == {10.0: None}
    curves["mean"] = [1500.0, 1790.0, 1760.0]
    assert games_to_within(curves, 1800, 50) == {10.0: 1}


@pytest.mark.parametrize(("options", "text"), [
    ({"games": 0}, "at least 1"), ({"runs": 0}, "at least 1"),
    ({"games": 10_001, "runs": 1000}, "is 10,001,000, over the limit of 10,000,000"),
    ({"games": 10_000_000, "runs": 1}, "games per run is 10,000,000, over the limit of 100,000"),
    ({"games": 100_001, "runs": 1}, "games per run is 100,001, over the limit of 100,000"),
    ({"draw_rate": 1.5}, "draw rate must be from 0 to 1"),
    ({"k_values": [0]}, "positive numbers"),
])
def test_bad_numbers_are_refused(options: dict[str, object], text: str) -> None:
    """Each bad input is an InputError that says what was wrong."""
    base: dict[str, object] = {"true_rating": 1800, "start": 1500, "k_values": [10],
                               "games": 10, "runs": 10}
    with pytest.raises(InputError, match=text):
        simulate(**{**base, **options})


def test_sqrt_constant_in_the_docstring() -> None:
    """The 2.02 used above: 2 x sqrt((2 - 10 c) / (2 - 40 c)) with c = ln10 / 1600."""
    c = math.log(10) / 1600
    assert 2 * math.sqrt((2 - 10 * c) / (2 - 40 * c)) == pytest.approx(2.02, abs=0.005)


def test_summary_per_k() -> None:
    """Per K: games to get within 50 (None when never), end mean, 5-95 % spread and sd."""
    curves = pd.DataFrame({
        "k": [10.0] * 3 + [40.0] * 3, "game": [0, 1, 2] * 2,
        "mean": [1500, 1520, 1540, 1500, 1600, 1760], "p05": [1500, 1510, 1530, 1500, 1580, 1740],
        "p95": [1500, 1530, 1550, 1500, 1620, 1780], "sd": [0, 3, 5, 0, 6, 10]})
    summary = simulation_summary(curves, 1800)
    assert summary["k"].tolist() == [10.0, 40.0]
    assert summary["games_to_within"].tolist() == [pd.NA, 2]
    assert summary["end_mean"].tolist() == [1540.0, 1760.0]
    assert summary["end_spread"].tolist() == [20.0, 40.0]
    assert summary["end_sd"].tolist() == [5.0, 10.0]
