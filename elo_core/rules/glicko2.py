"""Glicko-2 (Glickman's paper algorithm), offered beside Elo for comparison."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from elo_core.errors import InputError

SCALE = 173.7178
EPSILON = 1e-6


@dataclass(frozen=True, kw_only=True, slots=True)
class Glicko2Result:
    """A player's rating, rating deviation and volatility after a rating period."""

    rating: float
    rd: float
    volatility: float


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / math.pi**2)


def expected_score(rating: float, opponent_rating: float, opponent_rd: float) -> float:
    """Glicko-2's expected score against one opponent: E(mu, mu_j, phi_j), the logistic curve
    flattened by the opponent's uncertainty g(phi_j) (the paper's step 3)."""
    mu, mu_j = (rating - 1500.0) / SCALE, (opponent_rating - 1500.0) / SCALE
    return 1.0 / (1.0 + math.exp(-_g(opponent_rd / SCALE) * (mu - mu_j)))


def _new_volatility(sigma: float, phi: float, v: float, delta: float, tau: float) -> float:
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        num = ex * (delta * delta - phi * phi - v - ex)
        den = 2.0 * (phi * phi + v + ex) ** 2
        return num / den - (x - a) / (tau * tau)

    big_a = a
    # Else the paper steps k = 1, 2, ... until f(a - k tau) >= 0, and k = 1 always does it:
    # f(a - tau) = e^x (delta^2 - phi^2 - v - e^x) / (2 (phi^2 + v + e^x)^2) + 1 / tau, whose
    # first term is above -e^x / (2 (phi^2 + v + e^x)) > -1/2, and 1 / tau >= 1/2 (tau <= 2).
    big_b = math.log(delta * delta - phi * phi - v) if delta * delta > phi * phi + v \
        else a - tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:  # Illinois variant of regula falsi
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2.0
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2.0)


def update(
    rating: float,
    rd: float,
    volatility: float,
    games: Sequence[tuple[float, float, float]],
    tau: float = 0.5,
) -> Glicko2Result:
    """One rating period: `games` are (opponent rating, opponent RD, score 1/0.5/0)."""
    if not 0.2 <= tau <= 2.0:
        raise InputError(f"tau must be between 0.2 and 2.0 (the paper: 0.3 to 1.2), got {tau:g}")
    if rd <= 0 or volatility <= 0:
        raise InputError("RD and volatility must be positive")
    mu, phi = (rating - 1500.0) / SCALE, rd / SCALE
    if not games:
        return Glicko2Result(rating=rating, rd=math.sqrt(phi**2 + volatility**2) * SCALE,
                             volatility=volatility)
    v_inv = 0.0
    delta_sum = 0.0
    for opp_rating, opp_rd, score in games:
        g = _g(opp_rd / SCALE)
        e = expected_score(rating, opp_rating, opp_rd)
        v_inv += g * g * e * (1.0 - e)
        delta_sum += g * (score - e)
    v = 1.0 / v_inv
    delta = v * delta_sum
    sigma = _new_volatility(volatility, phi, v, delta, tau)
    phi_star = math.sqrt(phi * phi + sigma * sigma)
    phi_new = 1.0 / math.sqrt(1.0 / phi_star**2 + 1.0 / v)
    mu_new = mu + phi_new**2 * delta_sum
    return Glicko2Result(rating=SCALE * mu_new + 1500.0, rd=SCALE * phi_new, volatility=sigma)


NEW_PLAYER_RD = 350.0
ACTIVE_FLOOR_RD = 50.0  # the least RD this tool assumes for a player not given one


def fitted_rd(games_played: int) -> float:
    """A starting RD that fits a profile given only its game count: the new player's 350
    narrowed by each earlier game as Glicko's own update narrows it against an equal, certain
    opponent (each adds q^2 / 4 to 1 / RD^2, q = ln 10 / 400), never below 50.

    0 games -> 350, 10 -> 104.8, 50 or more -> 50.
    """
    if games_played < 0:
        raise InputError(f"games played must be 0 or more, got {games_played}")
    q = math.log(10) / 400
    information = 1 / NEW_PLAYER_RD**2 + games_played * q * q / 4
    return max(ACTIVE_FLOOR_RD, 1 / math.sqrt(information))
