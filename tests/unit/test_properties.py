"""Hypothesis properties of the rating engine: symmetry, zero sum, monotonicity, additivity."""

from __future__ import annotations

import datetime as dt

import pytest
from hypothesis import given
from hypothesis import strategies as st

from elo_core.calculator import single_game
from elo_core.event import rate_event
from elo_core.models import Game, Profile, Result, System
from elo_core.rules.editions import fide_edition
from elo_core.rules.expected import fide_expectations, logistic
from elo_core.rules.fide_tables import pd_hundredths
from elo_core.rules.performance import fide_table, linear, perfect

ratings = st.floats(min_value=100, max_value=3000, allow_nan=False)
int_ratings = st.integers(min_value=100, max_value=2649)
results = st.sampled_from(list(Result))
fide_dates = st.sampled_from([dt.date(2008, 1, 1), dt.date(2015, 1, 1), dt.date(2023, 1, 1),
                              dt.date(2024, 6, 1), dt.date(2025, 9, 30), dt.date(2026, 1, 1)])
games_st = st.lists(st.tuples(st.integers(min_value=1000, max_value=2800), results),
                    min_size=1, max_size=12)


def _games(pairs: list[tuple[int, Result]]) -> list[Game]:
    return [Game(opponent_rating=opp, result=res) for opp, res in pairs]


@given(ratings, ratings)
def test_logistic_sides_sum_to_one(a: float, b: float) -> None:
    """The two sides' logistic expected scores add up to 1."""
    assert logistic(a, b) + logistic(b, a) == pytest.approx(1.0, abs=1e-12)


@given(st.integers(min_value=-1000, max_value=1000))
def test_pd_table_sides_sum_to_one(diff: int) -> None:
    """For any whole-point D, PD(D) + PD(-D) = 1.00 exactly."""
    assert pd_hundredths(diff) + pd_hundredths(-diff) == 100


@given(int_ratings, int_ratings, fide_dates)
def test_fide_expectations_sides_sum_to_one(a: int, b: int, date: dt.date) -> None:
    """Both players below 2650: FIDE single-game expectations of the two sides sum to 1.00."""
    edition = fide_edition(date)
    ab = fide_expectations(a, [b], edition)[0].pd
    ba = fide_expectations(b, [a], edition)[0].pd
    assert ab + ba == 100


@given(st.integers(min_value=100, max_value=3500), st.integers(min_value=100, max_value=3500),
       st.sampled_from([dt.date(2015, 1, 1), dt.date(2024, 6, 1), dt.date(2025, 9, 30)]))
def test_fide_sides_sum_to_one_before_2650_rule(a: int, b: int, date: dt.date) -> None:
    """Before 2025-10-01 the sides sum to 1.00 at any rating, 2650+ included."""
    edition = fide_edition(date)
    assert (fide_expectations(a, [b], edition)[0].pd
            + fide_expectations(b, [a], edition)[0].pd) == 100


@given(ratings, ratings, st.floats(min_value=1, max_value=100, allow_nan=False))
def test_equal_k_is_zero_sum(own: float, opp: float, k: float) -> None:
    """A classic single game with equal K: the opponent's change is minus yours."""
    out = single_game(own, opp, k=k, opponent_k=k)
    for r in Result:
        theirs = out.opponent_outcome(r)
        assert theirs is not None
        assert theirs.change == pytest.approx(-out.outcome(r).change, abs=1e-9)


@given(ratings, ratings, st.floats(min_value=0.1, max_value=500, allow_nan=False))
def test_logistic_rises_with_gap(own: float, opp: float, step: float) -> None:
    """A higher own rating gives a strictly higher logistic expectation."""
    if own + step <= 4000:
        assert logistic(own + step, opp) > logistic(own, opp)


@given(st.integers(min_value=-1000, max_value=1000), st.integers(min_value=0, max_value=300))
def test_pd_rises_with_gap(diff: int, step: int) -> None:
    """The FIDE table expectation never falls as the gap grows."""
    assert pd_hundredths(diff + step) >= pd_hundredths(diff)


@given(st.integers(min_value=1000, max_value=2800), games_st, st.floats(min_value=1, max_value=60))
def test_classic_per_game_changes_add_up(own: int, pairs: list[tuple[int, Result]],
                                         k: float) -> None:
    """Classic: per-game changes add up to the event change."""
    res = rate_event(Profile(rating=own), _games(pairs), system=System.CLASSIC, k=k)
    assert sum(line.change or 0.0 for line in res.games) == pytest.approx(res.change, abs=1e-9)


@given(st.integers(min_value=1000, max_value=2800), games_st, fide_dates)
def test_fide_per_game_changes_add_up_and_rounding(own: int, pairs: list[tuple[int, Result]],
                                                   date: dt.date) -> None:
    """FIDE: per-game changes add up to the unrounded change; the rounded one is within 0.5."""
    res = rate_event(Profile(rating=own, games_played=100), _games(pairs), system=System.FIDE,
                     date=date)
    assert sum(line.change or 0.0 for line in res.games) == pytest.approx(res.change, abs=1e-9)
    assert abs(res.change_rounded - res.change) <= 0.5
    assert res.change_rounded == int(res.change_rounded)
    assert res.new_rating == own + res.change_rounded


@given(st.lists(st.integers(min_value=1000, max_value=2800), min_size=1, max_size=10),
       st.data())
def test_performance_monotone_in_score(opps: list[int], data: st.DataObject) -> None:
    """More points never lower a performance rating (linear strictly, table methods weakly)."""
    n = len(opps)
    halves = data.draw(st.integers(min_value=0, max_value=2 * n - 1))
    low, high = halves / 2, (halves + 1) / 2
    assert linear(opps, high) > linear(opps, low)
    assert fide_table(opps, high) >= fide_table(opps, low)
    assert perfect(opps, high) >= perfect(opps, low)
