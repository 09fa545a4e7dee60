"""K-factor rules, each returning the K and a plain-words reason for it."""

from __future__ import annotations

import datetime as dt
import enum
import math
from dataclasses import dataclass

from elo_core.errors import InputError
from elo_core.models import Profile, TimeControl, check_rating
from elo_core.rules.editions import fide_edition


class KRule(enum.StrEnum):
    """Which rule picks K."""

    FIXED = "fixed"
    AUTO = "auto"  # 40 / 20 / 10 at 2100 / 2400
    USCF_BANDS = "uscf_bands"  # US Chess before 2001: 32 / 24 / 16
    FIDE = "fide"  # FIDE by the event's date and the player's profile
    USCF = "uscf"  # current US Chess: 800 / (N' + m)


@dataclass(frozen=True, kw_only=True, slots=True)
class KChoice:
    """A K factor with the rule that chose it and why."""

    k: float
    reason: str
    rule: KRule


def fixed_k(k: float) -> KChoice:
    """A K the user chose."""
    if isinstance(k, bool) or not isinstance(k, int | float) or math.isnan(k) or k <= 0:
        raise InputError(f"K must be a positive number, got {k!r}")
    if k > 200:
        raise InputError(f"K must be at most 200, got {k:g}")
    return KChoice(k=float(k), reason=f"K {k:g} chosen by you", rule=KRule.FIXED)


def simple_auto_k(rating: float) -> KChoice:
    """'Auto' K of the popular calculators: 40 below 2100, 20 below 2400, 10 from 2400."""
    check_rating(rating)
    if rating < 2100:
        return KChoice(k=40, reason="auto: 40 below 2100", rule=KRule.AUTO)
    if rating < 2400:
        return KChoice(k=20, reason="auto: 20 from 2100 to 2399", rule=KRule.AUTO)
    return KChoice(k=10, reason="auto: 10 from 2400", rule=KRule.AUTO)


def uscf_bands_k(rating: float) -> KChoice:
    """US Chess K bands in use before 2001: 32 below 2100, 24 to 2399, 16 from 2400."""
    check_rating(rating)
    if rating < 2100:
        k, band = 32, "32 below 2100"
    elif rating < 2400:
        k, band = 24, "24 from 2100 to 2399"
    else:
        k, band = 16, "16 from 2400"
    return KChoice(k=k, reason=f"US Chess (pre-2001 bands): {band}", rule=KRule.USCF_BANDS)


RULE_700_LIMIT = 700  # from September 2017: K x rated games in a period may not exceed this


def _age_year_limit(birth_year: int) -> int:
    return birth_year + 18


def fide_k(
    profile: Profile,
    *,
    date: dt.date,
    time_control: TimeControl = TimeControl.STANDARD,
    games_in_period: int = 0,
) -> KChoice:
    """FIDE K for `profile` on `date`, including the junior, peak and 700 rules of that edition."""
    edition = fide_edition(date, time_control)
    if profile.birth_year is not None and profile.birth_year > date.year:
        raise InputError(f"birth year {profile.birth_year} is after the game's date "
                         f"({date.isoformat()}): no one plays before they are born, so the "
                         "junior rule cannot be applied; check the birth year")
    rating = profile.rating
    peak = profile.peak_rating
    if edition.flat_k is not None:
        k = edition.flat_k
        reason = f"FIDE {time_control} before 2022-10-01: K {k} for all"
    elif rating is None:
        k, reason = edition.k_new, f"new to the list: K {edition.k_new}"
    elif rating >= 2400 or (peak is not None and peak >= 2400):
        shown = f"peak {peak:g}" if peak is not None and peak >= 2400 > rating else f"{rating:g}"
        k, reason = edition.k_top, f"has reached 2400 ({shown}): K {edition.k_top} for good"
    elif (
        edition.junior_rule
        and profile.birth_year is not None
        and date.year <= _age_year_limit(profile.birth_year)
        and rating < 2300
    ):
        k = edition.k_new
        reason = (f"junior (born {profile.birth_year}, K 40 until the end of "
                  f"{_age_year_limit(profile.birth_year)}) rated under 2300: K {k}")
    elif profile.games_played is not None and profile.games_played < 30:
        k = edition.k_new
        reason = f"fewer than 30 rated games ({profile.games_played}): K {k}"
    else:
        k = edition.k_established
        assumed = " (games played not given: assumed 30+)" if profile.games_played is None else ""
        reason = f"established, under 2400{assumed}: K {k}"
    if edition.rule_700 and k * games_in_period > RULE_700_LIMIT:  # (so games_in_period > 0)
        capped = RULE_700_LIMIT // games_in_period
        reason += (f"; 700 rule: {k} × {games_in_period} games in the period exceeds 700, "
                   f"so K {capped}")
        k = capped
    return KChoice(k=k, reason=f"{edition.name}: {reason}", rule=KRule.FIDE)  # (names say FIDE)


def uscf_effective_games(rating: float, games_played: int) -> float:
    """N' = min(N, N*), with N* = 50 / sqrt(0.662 + 0.00000739 (2569 - R)^2), 50 above 2355."""
    check_rating(rating)
    n_star = 50.0 if rating > 2355 else 50.0 / math.sqrt(0.662 + 0.00000739 * (2569 - rating) ** 2)
    return min(float(games_played), n_star)


def uscf_k(rating: float, games_played: int, games_in_event: int) -> KChoice:
    """Current US Chess K = 800 / (N' + m)."""
    if games_in_event <= 0:
        raise InputError("US Chess K needs at least one game in the event")
    n_eff = uscf_effective_games(rating, games_played)
    k = 800.0 / (n_eff + games_in_event)
    reason = (f"US Chess: K = 800 / (N' {n_eff:.2f} + m {games_in_event}) = {k:.2f}, "
              f"N' being the smaller of {games_played} games played and N* for {rating:g}")
    return KChoice(k=k, reason=reason, rule=KRule.USCF)


def choose_k(
    rule: KRule,
    profile: Profile,
    *,
    k: float | None = None,
    date: dt.date | None = None,
    time_control: TimeControl = TimeControl.STANDARD,
    games_in_event: int = 0,
) -> KChoice:
    """Pick K by `rule` (a given `k` always wins and is reported as the user's choice)."""
    if k is not None:
        return fixed_k(k)
    if rule == KRule.FIXED:
        raise InputError("a fixed K rule needs a K value")
    rating = profile.rating
    if rule == KRule.FIDE:
        period = profile.games_in_period or games_in_event
        return fide_k(profile, date=date or dt.date.today(), time_control=time_control,
                      games_in_period=period)
    if rating is None:
        raise InputError(f"the {rule} K rule needs a rating")
    if rule == KRule.AUTO:
        return simple_auto_k(rating)
    if rule == KRule.USCF_BANDS:
        return uscf_bands_k(rating)
    return uscf_k(rating, profile.games_played or 0, max(games_in_event, 1))
