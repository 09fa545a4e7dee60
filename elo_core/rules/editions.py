"""Which FIDE and US Chess rules were in force on a given date ("rules as of")."""

from __future__ import annotations

import datetime as dt
import enum
import functools
from dataclasses import dataclass

from elo_core.errors import EditionError
from elo_core.models import TimeControl

EARLIEST = dt.date(2000, 1, 1)
LATEST = dt.date(2099, 12, 31)


class CapRule(enum.StrEnum):
    """How the 400 (earlier 350) point rule limits a rating difference."""

    ALWAYS = "always"  # every game capped
    ONCE_PER_EVENT = "once"  # 2022-2024: the higher-rated side benefits once per event
    BELOW_2650 = "below_2650"  # from 2025-10-01 (standard): players rated 2650+ use the real gap


class InitialRule(enum.StrEnum):
    """How a new player's first FIDE rating is computed."""

    NONE = "none"  # older rules: not modelled
    RULE_2022 = "2022"  # average of opponents, +20 per half point above 50 %
    RULE_2024 = "2024"  # two hypothetical 1800 draws, capped at 2200


@dataclass(frozen=True, kw_only=True, slots=True)
class FideEdition:
    """The FIDE rating rules of one period, for one time control."""

    name: str
    start: dt.date
    time_control: TimeControl
    cap: int
    cap_rule: CapRule
    k_new: int
    k_established: int
    k_top: int
    junior_rule: bool
    flat_k: int | None  # rapid/blitz 2012-2022: one K for everybody
    rule_700: bool
    floor: int | None
    initial: InitialRule
    wide_gap_unrated: bool  # rapid/blitz from 2024-12-01: 600+ apart with one side above 2600

    @property
    def label(self) -> str:
        """Name with its start date, as shown to users."""
        return f"{self.name} (in force from {self.start.isoformat()})"


def check_date(date: dt.date) -> dt.date:
    """Return the date if some edition covers it, else raise EditionError."""
    if not EARLIEST <= date <= LATEST:
        raise EditionError(
            f"no rule edition is known for {date.isoformat()}: "
            f"the engine covers {EARLIEST.isoformat()} to {LATEST.isoformat()}"
        )
    return date


_D = dt.date
RAPID_START = _D(2012, 1, 1)  # FIDE rapid and blitz rules exist from this date


def _standard_edition(date: dt.date) -> FideEdition:
    row: tuple[str, dt.date, int, CapRule, int | None, InitialRule]
    # Each row: start, name, cap, cap_rule, (k_new, k_est, k_top), junior, 700 rule, floor, initial
    if date >= _D(2025, 10, 1):
        row = ("FIDE Rating Regulations 2024, amended 1 Oct 2025", _D(2025, 10, 1), 400,
               CapRule.BELOW_2650, 1400, InitialRule.RULE_2024)
    elif date >= _D(2024, 3, 1):
        row = ("FIDE Rating Regulations 2024", _D(2024, 3, 1), 400, CapRule.ALWAYS, 1400,
               InitialRule.RULE_2024)
    elif date >= _D(2022, 1, 1):
        row = ("FIDE Rating Regulations 2022", _D(2022, 1, 1), 400, CapRule.ONCE_PER_EVENT, 1000,
               InitialRule.RULE_2022)
    elif date >= _D(2017, 9, 1):
        row = ("FIDE Rating Regulations 2017 (700 rule)", _D(2017, 9, 1), 400, CapRule.ALWAYS,
               1000, InitialRule.NONE)
    elif date >= _D(2014, 7, 1):
        row = ("FIDE Rating Regulations 2014 (K 40/20/10)", _D(2014, 7, 1), 400, CapRule.ALWAYS,
               1000, InitialRule.NONE)
    elif date >= _D(2012, 7, 1):
        row = ("FIDE Rating Regulations 2012 (floor 1000)", _D(2012, 7, 1), 400, CapRule.ALWAYS,
               1000, InitialRule.NONE)
    elif date >= _D(2011, 1, 1):
        row = ("FIDE Rating Regulations 2011 (K 30/15/10)", _D(2011, 1, 1), 400, CapRule.ALWAYS,
               1200, InitialRule.NONE)
    elif date >= _D(2009, 7, 1):
        row = ("FIDE Rating Regulations 2009 (400-point rule)", _D(2009, 7, 1), 400,
               CapRule.ALWAYS, 1200, InitialRule.NONE)
    else:
        row = ("FIDE Rating Regulations before July 2009 (350-point rule)", EARLIEST, 350,
               CapRule.ALWAYS, None, InitialRule.NONE)
    name, start, cap, cap_rule, floor, initial = row
    if date >= _D(2014, 7, 1):
        k_new, k_est, junior = 40, 20, True
    elif date >= _D(2011, 1, 1):
        k_new, k_est, junior = 30, 15, False
    else:
        k_new, k_est, junior = 25, 15, False
    return FideEdition(
        name=name, start=start, time_control=TimeControl.STANDARD, cap=cap, cap_rule=cap_rule,
        k_new=k_new, k_established=k_est, k_top=10, junior_rule=junior, flat_k=None,
        rule_700=date >= _D(2017, 9, 1), floor=floor, initial=initial, wide_gap_unrated=False,
    )


def _rapid_edition(date: dt.date, time_control: TimeControl) -> FideEdition:
    if date < RAPID_START:
        raise EditionError(
            f"FIDE {time_control} ratings start on {RAPID_START.isoformat()}; "
            f"no {time_control} rules exist for {date.isoformat()}"
        )
    standard = _standard_edition(date)
    if date >= _D(2022, 10, 1):
        wide = date >= _D(2024, 12, 1)
        start = _D(2024, 12, 1) if wide else max(standard.start, _D(2022, 10, 1))
        name = ("FIDE Rapid & Blitz Regulations 2024, with the 600-point rule"
                if wide else "FIDE Rapid & Blitz Regulations (standard K rules, from 2022-10-01)")
        return FideEdition(
            name=name, start=start, time_control=time_control, cap=400, cap_rule=CapRule.ALWAYS,
            k_new=40, k_established=20, k_top=10, junior_rule=True, flat_k=None, rule_700=True,
            floor=standard.floor, initial=standard.initial, wide_gap_unrated=wide,
        )
    return FideEdition(
        name="FIDE Rapid & Blitz Regulations 2012 (K 20 for everyone)", start=RAPID_START,
        time_control=time_control, cap=400, cap_rule=CapRule.ALWAYS, k_new=20, k_established=20,
        k_top=20, junior_rule=False, flat_k=20, rule_700=date >= _D(2017, 9, 1),
        floor=standard.floor, initial=standard.initial, wide_gap_unrated=False,
    )


def fide_edition(date: dt.date, time_control: TimeControl = TimeControl.STANDARD) -> FideEdition:
    """The FIDE rules in force on `date` for `time_control`."""
    check_date(date)
    if time_control == TimeControl.STANDARD:
        return _standard_edition(date)
    return _rapid_edition(date, time_control)


@functools.lru_cache(maxsize=4096)
def cached_fide_edition(date: dt.date, time_control: TimeControl) -> FideEdition:
    """`fide_edition`, kept per (date, time control): a season's rules check, its rating and its
    first ratings ask for the same few hundred days (an edition is immutable)."""
    return fide_edition(date, time_control)


@dataclass(frozen=True, kw_only=True, slots=True)
class UscfEdition:
    """US Chess constants of one period (the bonus threshold B changed twice)."""

    name: str
    start: dt.date
    bonus_b: float


US_CHESS_START = _D(2017, 5, 1)


def uscf_edition(date: dt.date) -> UscfEdition:
    """The US Chess bonus threshold for an event ending on `date`."""
    check_date(date)
    if date >= _D(2025, 1, 1):
        return UscfEdition(name="US Chess rating system, 2025 (bonus threshold B = 10)",
                           start=_D(2025, 1, 1), bonus_b=10)
    if date >= _D(2023, 2, 1):
        return UscfEdition(name="US Chess rating system, Feb 2023 (bonus threshold B = 12)",
                           start=_D(2023, 2, 1), bonus_b=12)
    if date >= US_CHESS_START:
        return UscfEdition(name="US Chess rating system, May 2017 (bonus threshold B = 14)",
                           start=US_CHESS_START, bonus_b=14)
    raise EditionError(
        f"US Chess bonus thresholds before {US_CHESS_START.isoformat()} are not modelled "
        f"(event date {date.isoformat()})"
    )
