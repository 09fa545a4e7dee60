"""US Chess formulas on their own: bonus, the special formula, peak floors."""

from __future__ import annotations

import datetime as dt
import math

import pytest

from elo_core.event import rate_event
from elo_core.models import Game, History, Profile, Result, System
from elo_core.rules import uscf
from tests.unit.rules.floor_boundaries import FLOORS

D = dt.date


B14_DATE = D(2020, 6, 1)  # inside 2017-05-01 .. 2023-01-31


def _games(pairs: list[tuple[float | None, str]]) -> list[Game]:
    return [Game(opponent_rating=opp, result=Result.parse(res)) for opp, res in pairs]


def _bonus_event(date: dt.date) -> float:
    res = rate_event(Profile(rating=1500, games_played=100),
                     _games([(1500, "w"), (1500, "w"), (1500, "w"), (1500, "w")]),
                     system=System.USCF, date=date)
    return res.bonus


def test_bonus_formula_four_wins() -> None:
    """Four wins against 1500 (E 2): bonus = K x 2 - 14 x sqrt(4) with K = 800/(16.568+4)."""
    k = 800 / (50 / math.sqrt(0.662 + 0.00000739 * (2569 - 1500) ** 2) + 4)
    assert _bonus_event(B14_DATE) == pytest.approx(2 * k - 28, abs=1e-9)
    assert _bonus_event(B14_DATE) == pytest.approx(49.79, abs=0.005)


def test_bonus_function_never_negative() -> None:
    """bonus() is max(0, K (S - E) - B sqrt(max(m, 4))): a small gain gives 0."""
    assert uscf.bonus(32, 2.0, 1.5, 3, 14) == pytest.approx(0.0, abs=1e-12)
    assert uscf.bonus(32, 5.0, 1.0, 9, 10) == pytest.approx(128 - 30, abs=1e-9)


def test_special_formula_hand_approximation_1511() -> None:
    """1500 on 6 games vs 1400 W, 1550 L, 1650 D: hand approximation 1511."""
    assert uscf.approximate_special(1500, 6, [1400, 1550, 1650], 1, 1) == pytest.approx(
        1511, abs=0.5)


def test_special_formula_solves_its_equation() -> None:
    """The special-formula rating R satisfies N' PWe(R, R0) + sum PWe(R, Ri) = S + N'/2."""
    opps = [1400.0, 1550.0, 1650.0]
    r = uscf.special_formula(1500, 6, History.MIXED, opps, 1.5)

    def pwe(a: float, b: float) -> float:
        return min(1.0, max(0.0, 0.5 + (a - b) / 800))

    assert 6 * pwe(r, 1500) + sum(pwe(r, o) for o in opps) == pytest.approx(4.5, abs=1e-9)


@pytest.mark.parametrize(
    ("peak", "floor"),
    [(None, 100), (1399, 100), (1400, 1200), (1450, 1200), (1499, 1200), (1500, 1300),
     (2299, 2000), (2300, 2100), (2600, 2100)],
)
def test_peak_floors(peak: float | None, floor: int) -> None:
    """Floors: peak - 200 with the last two digits zeroed, 1200 to 2100; absolute floor 100."""
    assert uscf.floor(peak) == floor



@pytest.mark.parametrize(("peak", "games", "floor"), FLOORS)
def test_floors_on_both_sides(peak: float | None, games: int | None, floor: int) -> None:
    """The floor one step either side of 1400, 1500, 2300, 2400 and 26 games."""
    assert uscf.floor(peak, games) == floor


def test_special_formula_counts_a_single_prior_game() -> None:
    """1500 with one earlier game (N' = 1, mixed history) beats a 1500: 1 PWe(R, 1500) +
    PWe(R, 1500) = 1 + 1/2, so PWe = 0.75 and R = 1500 + 0.25 x 800 = 1700 (without the
    prior game the win alone would give 1900)."""
    assert uscf.special_formula(1500, 1.0, History.MIXED, [1500], 1.0) == pytest.approx(1700)


@pytest.mark.parametrize(("history", "score", "rating"), [
    (History.ALL_LOSSES, 1.0, 1580.0), (History.ALL_WINS, 0.0, 1420.0)])
def test_special_formula_all_wins_or_losses_anchor_400_away(history: History, score: float,
                                                            rating: float) -> None:
    """1500 with 4 earlier games (N' = 4) meets a 1500. All lost before: they count as losses
    to 1900 (R0 + 400), S' = S = 1: 4 PWe(R, 1900) + PWe(R, 1500) = 1 -> 5R - 9100 = -1200,
    R = 1580. All won before: wins against 1100, S' = 0 + 4: 4 PWe(R, 1100) + PWe(R, 1500) = 4
    -> 5R - 5900 = 1200, R = 1420."""
    assert uscf.special_formula(1500, 4.0, history, [1500], score) == pytest.approx(rating)


@pytest.mark.parametrize(("history", "score", "rating"), [
    (History.ALL_LOSSES, 0.0, 1100.0), (History.ALL_WINS, 1.0, 1900.0),
    (History.MIXED, 0.0, 1420.0), (History.MIXED, 1.0, 1580.0)])
def test_all_wins_or_losses_differ_from_mixed_where_a_game_is_clamped(
        history: History, score: float, rating: float) -> None:
    """Unclamped, the R0 +/- 400 anchors give the mixed history's equation (the two tests
    above). They differ once PWe is clamped: 1500 (N' = 4), all lost before, loses to a 1500:
    S' = 0, 4 PWe(R, 1900) + PWe(R, 1500) = 0 holds up to R = 1100 (the highest is taken).
    All won before, wins: S' = 5, reached from R = 1900 (the lowest). Mixed: 5 PWe(R, 1500)
    = 0 + 2 -> 1420, = 1 + 2 -> 1580."""
    result = uscf.special_formula(1500, 4.0, history, [1500], score)
    assert result == pytest.approx(rating, abs=1e-6)


def test_special_formula_takes_the_middle_of_a_range_of_solutions() -> None:
    """No prior games, a win over a 1000 and a loss to a 2000: PWe(R, 1000) + PWe(R, 2000) = 1
    holds from R = 1400 (PWe(R, 1000) reaches 1, PWe(R, 2000) is still 0) to R = 1600 (where
    PWe(R, 2000) starts to rise); a score short of perfect takes the middle, 1500."""
    assert uscf.special_formula(None, 0.0, History.MIXED, [1000, 2000], 1.0) == \
        pytest.approx(1500, abs=1e-6)
