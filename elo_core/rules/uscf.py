"""US Chess pieces: bonus points, the special formula for provisional players, rating floors."""

from __future__ import annotations

import math
from collections.abc import Sequence

from elo_core.models import History

FLOOR_GAMES = 26  # games before an event that make a rating established (for floors)
ESTABLISHED_GAMES = 50  # games played not given: established, N' = N* (at most 50)


def bonus(k: float, score: float, expected: float, games: int, threshold_b: float) -> float:
    """Bonus points: max(0, K (S - E) - B sqrt(max(m, 4))); the caller checks eligibility."""
    return max(0.0, k * (score - expected) - threshold_b * math.sqrt(max(games, 4)))


def _pwe(rating: float, opponent: float) -> float:
    return min(1.0, max(0.0, 0.5 + (rating - opponent) / 800.0))


def special_formula(
    prior_rating: float | None,
    prior_games: float,
    history: History,
    opponents: Sequence[float],
    score: float,
) -> float:
    """The rating R with N' PWe(R, R0') + sum PWe(R, R_i) = S' (PWe linear, clamped to [0, 1]).

    An all-wins history counts the prior games as wins against R0 - 400; all losses as losses
    against R0 + 400; otherwise as N'/2 points against R0. When a range of ratings solves the
    equation (a perfect or zero score), the end nearest the opponents is taken.
    """
    anchors = list(opponents)
    weights = [1.0] * len(anchors)
    target = score
    if prior_rating is not None and prior_games > 0:
        if history == History.ALL_WINS:
            anchors.append(prior_rating - 400)
            target = score + prior_games
        elif history == History.ALL_LOSSES:
            anchors.append(prior_rating + 400)
        else:
            anchors.append(prior_rating)
            target = score + prior_games / 2
        weights.append(prior_games)

    def total(rating: float) -> float:
        return sum(w * _pwe(rating, a) for w, a in zip(weights, anchors, strict=True))

    low, high = min(anchors) - 400.0, max(anchors) + 400.0  # total() is 0 and full there

    def lowest_reaching(goal: float) -> float:
        lo, hi = low, high
        for _ in range(80):
            mid = (lo + hi) / 2
            if total(mid) >= goal - 1e-12:
                hi = mid
            else:
                lo = mid
        return hi

    def highest_not_above(goal: float) -> float:
        lo, hi = low, high
        for _ in range(80):
            mid = (lo + hi) / 2
            if total(mid) <= goal + 1e-12:
                lo = mid
            else:
                hi = mid
        return lo

    if target >= sum(weights) - 1e-12:
        return lowest_reaching(target)
    if target <= 1e-12:
        return highest_not_above(target)
    return (lowest_reaching(target) + highest_not_above(target)) / 2


def approximate_special(
    prior_rating: float, prior_games: int, opponents: Sequence[float], wins: int, losses: int
) -> float:
    """Hand approximation (N R0 + m Ravg + 400 (W - L)) / (N + m)."""
    m = len(opponents)
    return (prior_games * prior_rating + sum(opponents) + 400 * (wins - losses)) / (prior_games + m)


def floor(peak: float | None, games_played: float | None = None) -> int:
    """Rating floor: 100, or (peak - 200) with the last two digits zeroed, from 1200 up to 2100.

    Only an established player (26 games or more before the event; not given counts as
    established) has a floor from the peak: a provisional rating sets none.
    """
    if peak is None or (games_played is not None and games_played < FLOOR_GAMES):
        return 100
    peak_floor = int(peak - 200) // 100 * 100  # (below 200 the floor is 100 either way)
    if peak_floor < 1200:
        return 100
    return min(peak_floor, 2100)
