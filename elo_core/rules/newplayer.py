"""A new player's first FIDE rating, by the rule of the event's date."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

from elo_core.models import Game, TimeControl
from elo_core.rules.editions import InitialRule, cached_fide_edition
from elo_core.rules.fide_tables import dp_for_percent
from elo_core.rules.rounding import half_up_int

MIN_GAMES = 5


@dataclass(frozen=True, kw_only=True, slots=True)
class InitialRating:
    """The first rating, or None with the reason it is not published yet."""

    rating: int | None
    unrounded: float | None
    reason: str
    rule: str



def fide_initial_rating(
    games: Sequence[Game], date: dt.date, time_control: TimeControl = TimeControl.STANDARD
) -> InitialRating:
    """FIDE initial rating from games against rated opponents (2022 or 2024 rule by date)."""
    rated = [g for g in games if g.rated]
    opponents = [float(g.opponent_rating) for g in rated if g.opponent_rating is not None]
    return initial_from_results(opponents, sum(g.result.score for g in rated), date, time_control)


def initial_from_results(opponents: Sequence[float], score: float, date: dt.date,
                         time_control: TimeControl = TimeControl.STANDARD) -> InitialRating:
    """FIDE initial rating from the rated games' opponent ratings (summed in the order given)
    and the score against them."""
    edition = cached_fide_edition(date, time_control)
    n = len(opponents)
    if edition.initial == InitialRule.NONE:
        return InitialRating(rating=None, unrounded=None, rule=edition.name,
                             reason=f"initial ratings under the rules of {date.year} are not "
                                    "modelled (the engine knows the 2022 and 2024 rules)")
    if n < MIN_GAMES:
        return InitialRating(rating=None, unrounded=None, rule=edition.name,
                             reason=f"needs at least {MIN_GAMES} games against rated opponents "
                                    f"(has {n}); results can be pooled over 26 months")
    if score == 0:
        return InitialRating(rating=None, unrounded=None, rule=edition.name,
                             reason="a zero score in a first event is disregarded")
    if edition.initial == InitialRule.RULE_2024:
        ra = (Decimal(repr(sum(opponents))) + 2 * 1800) / (n + 2)
        p = ((Decimal(repr(score)) + 1) / (n + 2)).quantize(Decimal("0.01"), ROUND_HALF_UP)
        dp = dp_for_percent(int(p.scaleb(2)))  # (p has two decimals)
        value = ra + dp
        how = f"two 1800 draws added: average {float(ra):.2f}, score {p} -> dp {dp:+d}"
        whole = half_up_int(value)
        rating = min(whole, 2200)
        if whole > 2200:
            how += "; capped at 2200"
    else:
        ra = Decimal(repr(sum(opponents))) / n
        half = Decimal(n) / 2
        s = Decimal(repr(score))
        if s > half:
            value = ra + 40 * (s - half)
            how = f"average {float(ra):.2f} + 20 per half point above 50 %"
        else:
            percent = half_up_int(s * 100 / n)
            dp = dp_for_percent(percent)
            value = ra + dp
            how = f"average {float(ra):.2f} + dp {dp:+d} for {percent} %"
        rating = half_up_int(value)
    if edition.floor is not None and rating < edition.floor:
        return InitialRating(rating=None, unrounded=float(value), rule=edition.name,
                             reason=f"{how} = {float(value):.1f}, below the {edition.floor} "
                                    "floor: not published")
    return InitialRating(rating=rating, unrounded=float(value), rule=edition.name,
                         reason=f"{how} = {float(value):.1f} -> {rating}")
