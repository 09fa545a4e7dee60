"""Glicko-2's algorithm: Glickman's worked example and its input checks."""

from __future__ import annotations

import math

import pytest

from elo_core.errors import InputError
from elo_core.rules import glicko2

PAPER_GAMES = [(1400.0, 30.0, 1.0), (1550.0, 100.0, 0.0), (1700.0, 300.0, 0.0)]


def test_paper_example() -> None:
    """Paper: 1500/200/0.06 vs 1400/30 W, 1550/100 L, 1700/300 L -> 1464.06, 151.52, 0.05999."""
    res = glicko2.update(1500, 200, 0.06, PAPER_GAMES, tau=0.5)
    assert res.rating == pytest.approx(1464.06, abs=0.01)
    assert res.rd == pytest.approx(151.52, abs=0.01)
    assert res.volatility == pytest.approx(0.05999, abs=0.00001)


def test_rd_grows_without_games() -> None:
    """No games: rating and volatility stay, phi' = sqrt(phi^2 + sigma^2) (200 -> 200.27)."""
    res = glicko2.update(1500, 200, 0.06, [])
    expected_rd = math.sqrt((200 / 173.7178) ** 2 + 0.06**2) * 173.7178
    assert res.rating == pytest.approx(1500, abs=1e-12)
    assert res.volatility == pytest.approx(0.06, abs=1e-12)
    assert res.rd == pytest.approx(expected_rd, abs=1e-9)
    assert res.rd == pytest.approx(200.27, abs=0.005)


@pytest.mark.parametrize("tau", [0.1, 2.5])
def test_tau_out_of_range_raises(tau: float) -> None:
    """tau outside 0.2..2.0 raises InputError."""
    with pytest.raises(InputError, match="tau must be between"):
        glicko2.update(1500, 200, 0.06, PAPER_GAMES, tau=tau)


def test_nonpositive_rd_raises() -> None:
    """An RD of zero raises InputError."""
    with pytest.raises(InputError, match="RD and volatility must be positive"):
        glicko2.update(1500, 0, 0.06, PAPER_GAMES)



def test_fitted_rd_narrows_with_games() -> None:
    """350 with no games; 1 / sqrt(1/350^2 + 10 (ln10/400)^2 / 4) = 104.83 after 10; the 50
    floor from 50 games on (48.2 unfloored)."""
    assert glicko2.fitted_rd(0) == 350
    assert glicko2.fitted_rd(10) == pytest.approx(104.83, abs=0.01)
    assert glicko2.fitted_rd(50) == 50
    assert glicko2.fitted_rd(100) == 50
    with pytest.raises(InputError):
        glicko2.fitted_rd(-1)


def _reference_volatility(rating: float, rd: float, sigma: float,
                          games: list[tuple[float, float, float]], tau: float) -> float:
    """Glickman's steps 2-5 written out again (not from elo_core): v, delta and the root of
    f(x) = e^x (delta^2 - phi^2 - v - e^x) / (2 (phi^2 + v + e^x)^2) - (x - a) / tau^2, found by
    bisection (f falls from about +40 at a - 10 to -40 at a + 10) to the last float bit."""
    scale = 173.7178
    mu, phi = (rating - 1500) / scale, rd / scale
    total_v, total_d = 0.0, 0.0
    for opponent, opponent_rd, score in games:
        g = 1 / math.sqrt(1 + 3 * (opponent_rd / scale) ** 2 / math.pi ** 2)
        e = 1 / (1 + math.exp(-g * (mu - (opponent - 1500) / scale)))
        total_v += g * g * e * (1 - e)
        total_d += g * (score - e)
    v = 1 / total_v
    delta = v * total_d
    a = math.log(sigma ** 2)

    def f(x: float) -> float:
        return (math.exp(x) * (delta ** 2 - phi ** 2 - v - math.exp(x))
                / (2 * (phi ** 2 + v + math.exp(x)) ** 2) - (x - a) / tau ** 2)

    low, high = a - 10, a + 10
    for _ in range(200):
        middle = (low + high) / 2
        low, high = (middle, high) if f(middle) > 0 else (low, middle)
    return math.exp(low / 2)


@pytest.mark.parametrize(("rd", "sigma", "games"), [
    (200, 0.06, PAPER_GAMES), (200, 0.06, [(1900.0, 50.0, 1.0)] * 3),
    (200, 0.6, PAPER_GAMES), (30, 0.06, [(1520.0, 30.0, 1.0)])])
def test_the_new_volatility_is_the_root_of_glickmans_f(
        rd: float, sigma: float, games: list[tuple[float, float, float]]) -> None:
    """The paper's player (sigma' 0.0599960, printed 0.05999); one who beats three 1900s (a
    surprise: delta^2 > phi^2 + v); the paper's games at volatility 0.6 (e^x is no longer small
    beside delta^2 - phi^2 - v); RD 30 beating a 1520 (delta^2 - v = 0.49, between phi^2 = 0.03
    and 1). The volatility equals the bisection root of step 5's f within 1e-7 (the Illinois
    iteration stops at 1e-6 on ln sigma^2, i.e. about 3e-8 on sigma here)."""
    res = glicko2.update(1500, rd, sigma, games, tau=0.5)
    assert res.volatility == pytest.approx(
        _reference_volatility(1500, rd, sigma, games, tau=0.5), abs=1e-7)
    if games == PAPER_GAMES and sigma == 0.06:
        assert res.volatility == pytest.approx(0.0599960, abs=1e-7)


def test_the_paper_example_moved_up_100_points_moves_up_100() -> None:
    """Glicko-2 reads only rating differences: the paper's player and opponents each 100 higher
    (1600 v 1500, 1650, 1800) end at 1464.06 + 100 = 1564.06, RD 151.52, volatility 0.05999."""
    moved = [(rating + 100, rd, score) for rating, rd, score in PAPER_GAMES]
    res = glicko2.update(1600, 200, 0.06, moved, tau=0.5)
    assert (res.rating, res.rd, res.volatility) == pytest.approx((1564.06, 151.52, 0.05999),
                                                                 abs=0.01)


def test_tau_and_volatility_at_their_bounds() -> None:
    """tau 0.2 and 2.0 are taken (the paper's example still ends at 1464.05 with RD 151.52);
    a volatility of 0 is refused, one of 0.5 is taken; an RD of 1 is taken (no games: it grows to
    sqrt((1 / 173.7178)^2 + 0.06^2) x 173.7178 = 10.47)."""
    for tau in (0.2, 2.0):
        res = glicko2.update(1500, 200, 0.06, PAPER_GAMES, tau=tau)
        assert (res.rating, res.rd) == pytest.approx((1464.05, 151.52), abs=0.01)
    with pytest.raises(InputError, match="RD and volatility must be positive"):
        glicko2.update(1500, 200, 0.0, PAPER_GAMES, tau=0.5)
    assert glicko2.update(1500, 200, 0.5, [], tau=0.5).volatility == 0.5
    assert glicko2.update(1500, 1, 0.06, [], tau=0.5).rd == pytest.approx(10.47, abs=0.005)
