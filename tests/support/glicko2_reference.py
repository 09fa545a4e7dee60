"""Glicko-2 for one player and one rating period, written from Glickman's paper ("Example of
the Glicko-2 system", steps 2 to 8) with plain floats and no elo_core import: the tests hold the
whole-field engine's figures to it. Step 5's volatility is found by bisection (60 halvings of
the paper's bracket [B, A]), not by the engine's Illinois iteration."""

from __future__ import annotations

import math
from collections.abc import Sequence

SCALE = 173.7178  # 400 / ln 10, as the paper rounds it


def volatility(sigma: float, phi: float, v: float, delta: float, tau: float) -> float:
    """Step 5: the root of f(x) = e^x (delta^2 - phi^2 - v - e^x) / (2 (phi^2 + v + e^x)^2)
    - (x - a) / tau^2, a = ln sigma^2, bracketed as the paper says; returns e^(x / 2)."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return (ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex) ** 2)
                - (x - a) / (tau * tau))

    if delta * delta > phi * phi + v:
        b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        b = a - k * tau
    ends = (b, a)  # f has opposite signs at the two ends
    if f(b) == 0.0:
        return math.exp(b / 2.0)
    plus, minus = ends if f(b) > 0 else ends[::-1]
    for _ in range(60):
        mid = (plus + minus) / 2.0
        if f(mid) > 0:
            plus = mid
        else:
            minus = mid
    return math.exp((plus + minus) / 4.0)


def period(rating: float, rd: float, sigma: float,
           games: Sequence[tuple[float, float, float]], tau: float
           ) -> tuple[float, float, float]:
    """Steps 2 to 8 for one player: (rating, RD, volatility) after the games, each (opponent's
    rating, opponent's RD, score)."""
    mu, phi = (rating - 1500.0) / SCALE, rd / SCALE
    v_inv = delta_sum = 0.0
    for opp_rating, opp_rd, score in games:
        phi_j = opp_rd / SCALE
        g = 1.0 / math.sqrt(1.0 + 3.0 * phi_j * phi_j / math.pi ** 2)
        e = 1.0 / (1.0 + math.exp(-g * (mu - (opp_rating - 1500.0) / SCALE)))
        v_inv += g * g * e * (1.0 - e)
        delta_sum += g * (score - e)
    v = 1.0 / v_inv
    new_sigma = volatility(sigma, phi, v, v * delta_sum, tau)
    phi_star = math.sqrt(phi * phi + new_sigma * new_sigma)
    phi_new = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    return (SCALE * (mu + phi_new * phi_new * delta_sum) + 1500.0, SCALE * phi_new, new_sigma)
