"""Performance ratings: linear, single game, FIDE table method, perfect performance."""

from __future__ import annotations

import pytest

from elo_core.errors import InputError
from elo_core.models import Result
from elo_core.rules.performance import (
    Method,
    Performance,
    fide_table,
    linear,
    perfect,
    performances,
    single_game,
)

SEED_D_OPPONENTS = [1610, 1720, 1480, 1590, 1655]


def test_linear_seed_d() -> None:
    """Seed D: 3.5 of 5 against an average of 1611 -> linear performance 1771."""
    assert linear(SEED_D_OPPONENTS, 3.5) == pytest.approx(1771, abs=0.5)


def test_linear_seed_d_fide_example() -> None:
    """Seed D FIDE example: 1.5 of 3 against 2210, 1980, 2140 -> 2110."""
    assert linear([2210, 1980, 2140], 1.5) == pytest.approx(2110, abs=0.5)


def test_linear_extremes_are_plus_minus_400() -> None:
    """At 100 % the linear method gives average + 400, at 0 % average - 400."""
    assert linear([1500, 1700], 2) == pytest.approx(2000, abs=1e-9)
    assert linear([1500, 1700], 0) == pytest.approx(1200, abs=1e-9)


@pytest.mark.parametrize(
    ("opp", "result", "expected"),
    [(1500, Result.WIN, 1900), (1500, Result.DRAW, 1500), (1500, Result.LOSS, 1100),
     (1800, Result.WIN, 2200)],
)
def test_single_game_performance(opp: float, result: Result, expected: float) -> None:
    """One game: opponent + 400 for a win, opponent for a draw, - 400 for a loss."""
    assert single_game(opp, result) == pytest.approx(expected, abs=1e-9)


def test_fide_table_seed_d() -> None:
    """FIDE method for seed D: average 1611 + dp(70 %) 149 = 1760."""
    assert fide_table(SEED_D_OPPONENTS, 3.5) == 1760


def test_fide_table_rounds_average_and_percent_half_up() -> None:
    """Average 1600.5 rounds to 1601; 2 of 3 = 66.67 % rounds to 67 % (dp 125)."""
    assert fide_table([1600, 1601, 1600.5], 2) == 1601 + 125


def test_fide_table_zero_and_full_score() -> None:
    """FIDE table method: 0 % -> average - 800, 100 % -> average + 800."""
    assert fide_table([1500, 1700], 0) == 800
    assert fide_table([1500, 1700], 2) == 2400


def test_perfect_seed_d() -> None:
    """Perfect performance for seed D: 1767 reaches 3.50 expected, 1766 only 3.49."""
    assert perfect(SEED_D_OPPONENTS, 3.5) == 1767


def test_perfect_zero_score() -> None:
    """A zero score gives 800 below the lowest opponent."""
    assert perfect([1500, 1700, 1600], 0) == 700


def test_perfect_full_score() -> None:
    """A perfect score gives the highest opponent + 736 (the first D with PD 1.00)."""
    assert perfect([1500, 1700, 1600], 3) == 1700 + 736


def test_perfect_fifty_percent_equal_field() -> None:
    """Half the points against two 2000s gives 1997: D = -3 still expects 0.50."""
    assert perfect([2000, 2000], 1) == 1997


def test_performances_none_without_rated_games() -> None:
    """With no rated games all three performances are None."""
    perf = performances([], 0)
    assert (perf.fide, perf.linear, perf.perfect) == (None, None, None)


def test_performances_bundle() -> None:
    """performances() returns the three methods together."""
    perf = performances(SEED_D_OPPONENTS, 3.5)
    assert (perf.fide, perf.perfect) == (1760, 1767)
    assert perf.linear == pytest.approx(1771, abs=0.5)


@pytest.mark.parametrize("score", [-0.5, 5.5, 0.3])
def test_bad_score_raises(score: float) -> None:
    """A score outside 0..n or not a multiple of 0.5 raises InputError."""
    with pytest.raises(InputError, match=r"score must be a multiple of 0\.5"):
        linear(SEED_D_OPPONENTS, score)


def test_empty_opponents_raises() -> None:
    """A performance with no games raises InputError."""
    with pytest.raises(InputError, match="at least one rated game"):
        fide_table([], 0)


def test_bad_opponent_rating_raises() -> None:
    """An absurd opponent rating raises InputError."""
    with pytest.raises(InputError, match="opponent rating"):
        perfect([1500, 9000], 1)


def test_perfect_performance_at_the_bottom_of_the_table() -> None:
    """Half a point from 50 games against 2000s: at 1265 (735 below) each game expects 0.01,
    50 x 0.01 = 0.50 reaches the score; at 1264 (736 below) each expects 0.00."""
    assert perfect([2000.0] * 50, 0.5) == 1265


def test_a_performance_is_read_by_the_method_named() -> None:
    """FIDE table gives the table's whole number, linear the average + 400 (W - L) / n."""
    result = Performance(fide=1800, linear=1790.5, perfect=1850)
    assert result.by(Method.FIDE_TABLE) == 1800
    assert result.by(Method.LINEAR) == 1790.5
