"""Performance ratings: linear, single game, FIDE's table method and the perfect performance."""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

from elo_core.errors import InputError
from elo_core.models import Result, check_rating
from elo_core.rules.fide_tables import PD_MAX_DIFF, dp_for_percent, pd_hundredths
from elo_core.rules.rounding import half_up_int


def _check(opponents: Sequence[float], score: float) -> None:
    if not opponents:
        raise InputError("a performance rating needs at least one rated game")
    for opp in opponents:
        check_rating(opp, "opponent rating")
    if not 0 <= score <= len(opponents) or (score * 2) % 1:
        top = len(opponents)
        raise InputError(f"score must be a multiple of 0.5 from 0 to {top}, got {score:g}")


def linear(opponents: Sequence[float], score: float) -> float:
    """Average opponent + 400 (W - L) / n (misleading at 0 % and 100 %)."""
    _check(opponents, score)
    n = len(opponents)
    wins_minus_losses = 2 * score - n  # W - L = 2S - n whatever the draws
    return sum(opponents) / n + 400 * wins_minus_losses / n


def single_game(opponent: float, result: Result) -> float:
    """One game: opponent + 400 for a win, the opponent's rating for a draw, - 400 for a loss."""
    check_rating(opponent, "opponent rating")
    return opponent + {Result.WIN: 400, Result.DRAW: 0, Result.LOSS: -400}[result]


def fide_table(opponents: Sequence[float], score: float) -> int:
    """FIDE method: average opponent (rounded, .5 up) + dp of the whole-percent score (.5 up)."""
    _check(opponents, score)
    average = half_up_int(Decimal(repr(float(sum(opponents)))) / len(opponents))
    percent = half_up_int(Decimal(repr(float(score))) * 100 / len(opponents))
    return average + dp_for_percent(percent)


def perfect(opponents: Sequence[float], score: float) -> int:
    """Lowest whole rating whose FIDE expected score (table, no cap) reaches the actual score.

    A zero score gives 800 below the lowest opponent, as the tie-break regulations define it.
    """
    _check(opponents, score)
    ratings = [half_up_int(opp) for opp in opponents]
    if score == 0:
        return min(ratings) - 800
    target = round(score * 100)

    def reaches(rating: int) -> bool:
        return sum(pd_hundredths(rating - opp) for opp in ratings) >= target

    low, high = min(ratings) - PD_MAX_DIFF - 1, max(ratings) + PD_MAX_DIFF + 1
    while low < high:  # smallest rating that reaches the target (monotone in rating)
        mid = (low + high) // 2
        if reaches(mid):
            high = mid
        else:
            low = mid + 1
    return low


class Method(enum.StrEnum):
    """A performance rating method, by the name the pages give it."""

    FIDE_TABLE = "FIDE table"
    LINEAR = "linear"


LEADING = Method.FIDE_TABLE  # the method the pages show first and the norms use


@dataclass(frozen=True, kw_only=True, slots=True)
class Performance:
    """The three performance ratings of one event (None when no game was rated)."""

    fide: int | None
    linear: float | None
    perfect: int | None

    def by(self, method: Method) -> float | None:
        """The performance by `method`."""
        return self.fide if method == Method.FIDE_TABLE else self.linear


def performances(opponents: Sequence[float], score: float) -> Performance:
    """All three performance ratings, or all None when there are no rated games."""
    if not opponents:
        return Performance(fide=None, linear=None, perfect=None)
    return Performance(fide=fide_table(opponents, score), linear=linear(opponents, score),
                       perfect=perfect(opponents, score))
