"""Norm arithmetic (1.4.6-1.4.9): adjusted opponent ratings, Ra, p, dp and Rp, exactly."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from elo_core.norms.rules import MIN_SHARE_PERCENT
from elo_core.rules.fide_tables import dp_for_percent


@dataclass(frozen=True, kw_only=True, slots=True)
class Adjusted:
    """Opponent ratings as the norm counts them: unrated at the edition's value, one floor raise."""

    ratings: tuple[int, ...]
    raised: int | None  # index of the opponent raised to the floor (1.4.6b-c), None if none
    unrated: tuple[int, ...]  # indexes of unrated opponents


def half_up(value: Fraction) -> int:
    """Nearest whole number, .5 upward (1.4.7b, 1.4.9)."""
    return math.floor(value + Fraction(1, 2))


def _whole(rating: float) -> int:
    """A rating as a whole number, .5 upward: a whole rating as it is (no Fraction built: the
    norm check rounds millions of them), any other exactly through Fraction."""
    if isinstance(rating, int):
        return rating
    if rating.is_integer():
        return int(rating)
    return half_up(Fraction(rating))


def _halves(points: float) -> int | None:
    """The score in half points when it is a whole number of them (every score a file gives),
    else None (then the Fraction path is taken)."""
    doubled = points * 2
    return int(doubled) if float(doubled).is_integer() else None


def whole_ratings(ratings: Sequence[float | None], *, unrated: int) -> list[int]:
    """Each opponent's rating as a whole number (.5 up), an unrated one (None) as `unrated`."""
    return [unrated if r is None else _whole(r) for r in ratings]


def adjust(ratings: Sequence[float | None], *, floor: int, unrated: int) -> Adjusted:
    """Unrated (None) counts as `unrated`; the lowest opponent only, if below `floor`, is raised
    to it (at most one opponent is raised, 1.4.6c)."""
    values = whole_ratings(ratings, unrated=unrated)
    raised = None
    if values:
        lowest = min(range(len(values)), key=lambda i: (values[i], i))
        if values[lowest] < floor:
            values[lowest] = floor
            raised = lowest
    return Adjusted(ratings=tuple(values), raised=raised,
                    unrated=tuple(i for i, r in enumerate(ratings) if r is None))


def average(ratings: Sequence[int]) -> int:
    """Ra: the mean of the adjusted ratings, rounded .5 upward (1.4.7): floor(sum/n + 1/2) in
    whole numbers."""
    total, n = sum(ratings), len(ratings)
    if n == 0:
        raise ZeroDivisionError("Ra of no opponents")
    return (2 * total + n) // (2 * n)


def percent(points: float, games: int) -> int:
    """p as a whole percent, 0.5 % upward (7/8 = 87.5 % -> 88): floor(50 h / n + 1/2) in whole
    numbers for a score of h half points."""
    halves = _halves(points)
    if halves is None:
        return half_up(Fraction(points) * 100 / games)
    return (100 * halves + games) // (2 * games)


def performance(ra: int, points: float, games: int) -> int:
    """Rp = Ra + dp(p) (1.4.8), dp from table 1.4.9 (= Rating Regulations table 8.1.1)."""
    return ra + dp_for_percent(percent(points, games))


def share_ok(points: float, games: int) -> bool:
    """At least 35 % of the games (1.4.8b), on the unrounded ratio."""
    halves = _halves(points)
    if halves is None:
        return Fraction(points) * 100 >= MIN_SHARE_PERCENT * games
    return halves * 50 >= MIN_SHARE_PERCENT * games


def least_points(ra: int, games: int, rp_min: int) -> float | None:
    """The least score (in half points) that gives Rp >= rp_min and 35 % with this Ra, or None."""
    for halves in range(2 * games + 1):
        points = halves / 2
        if share_ok(points, games) and performance(ra, points, games) >= rp_min:
            return points
    return None


def least_ra(points: float, games: int, *, rp_min: int, ra_min: int) -> int | None:
    """The least Ra with which this score makes the norm (the Annex table's row), or None
    below 35 %."""
    if not share_ok(points, games):
        return None
    return max(ra_min, rp_min - dp_for_percent(percent(points, games)))
