"""Dates as people write them: one rule for day-first dates, two-digit years and partial dates."""

from __future__ import annotations

import calendar
import datetime as dt
import enum
import re
from dataclasses import dataclass
from functools import cache

from elo_core.errors import EloError
from elo_core.models import TimeControl
from elo_core.rules.editions import fide_edition, uscf_edition

# One separator, the same twice ('2024-05-01', '01.05.2024', '28. 07. 2005'); no sign, no
# time of day, nothing before or after.
_FULL = re.compile(r"([0-9]{1,4}) ?([-./]) ?([0-9]{1,2}) ?\2 ?([0-9]{1,4})", re.ASCII)
_MONTH = re.compile(r"([0-9]{4}) ?[-./] ?([0-9]{1,2})|([0-9]{1,2}) ?[-./] ?([0-9]{4})", re.ASCII)
_YEAR = re.compile(r"[0-9]{4}", re.ASCII)
FIRST_DATE, LAST_DATE = dt.date(1900, 1, 1), dt.date(2099, 12, 31)  # dates a file may give
DATE_RANGE = f"{FIRST_DATE.isoformat()} to {LAST_DATE.isoformat()}"
DATE_RULE = ("year first (2024-05-12, 2024.05.12) or day first with a four-digit year "
             "(12.05.2024, 12/05/2024)")


class DateKind(enum.StrEnum):
    """What a date's text gives."""

    FULL = "full"
    MONTH = "month"  # '2024-05': a month, read as its first day
    YEAR = "year"  # '2024': a year, read as 1 January
    TWO_DIGIT_YEAR = "two-digit year"  # '12.05.24': 2012-05-24 or 2024-05-12?
    NOT_A_DATE = "not a date"


@dataclass(frozen=True, kw_only=True, slots=True)
class DateText:
    """A date's text read: the date (the first day of a month or year given alone) and kind."""

    date: dt.date | None
    kind: DateKind


def read_date(text: str, *, two_digit_year: bool = False) -> DateText:
    """A date written year first or day first (four-digit year), a month or a year alone.

    Day first is the one reading of a date with the year last: '03/15/2024' is not a date
    (month 15), never read month first. A two-digit year is TWO_DIGIT_YEAR ('12.05.24' is read
    neither way) unless `two_digit_year` (a TRF 132 line: YY/MM/DD, as FIDE writes it).
    """
    cleaned = text.strip()
    found = _FULL.fullmatch(cleaned)
    if found is not None:
        first, _, middle, last = found.groups()
        if len(first) == 4:
            return _full(int(first), int(middle), int(last))
        if len(last) == 4 and len(first) <= 2:
            return _full(int(last), int(middle), int(first))
        if len(first) <= 2 and len(last) <= 2:
            if two_digit_year and len(first) == 2:
                year = int(first)
                return _full(2000 + year if year < 70 else 1900 + year, int(middle), int(last))
            return DateText(date=None, kind=DateKind.TWO_DIGIT_YEAR)
        return DateText(date=None, kind=DateKind.NOT_A_DATE)
    month = _MONTH.fullmatch(cleaned)
    if month is not None:
        year_text, number = (month.group(1), month.group(2)) if month.group(1) else \
            (month.group(4), month.group(3))
        if 1 <= int(number) <= 12 and int(year_text) >= 1:
            return DateText(date=dt.date(int(year_text), int(number), 1), kind=DateKind.MONTH)
        return DateText(date=None, kind=DateKind.NOT_A_DATE)
    if _YEAR.fullmatch(cleaned) is not None and int(cleaned) >= 1:
        return DateText(date=dt.date(int(cleaned), 1, 1), kind=DateKind.YEAR)
    return DateText(date=None, kind=DateKind.NOT_A_DATE)


_SLASHED = re.compile(r"([0-9]{1,2}) ?/ ?([0-9]{1,2}) ?/ ?[0-9]{4}", re.ASCII)


def day_first_doubts(texts: list[str]) -> list[int]:
    """The positions of slash dates with the year last that read as a date both ways
    ('5/1/2025': 5 January, or 1 May as US programs write it), unless one slash date of the
    column settles the order day first ('25/1/2025'). Dotted dates are day first only."""
    parts = [(i, _SLASHED.fullmatch(text.strip())) for i, text in enumerate(texts)]
    found = [(i, int(m.group(1)), int(m.group(2))) for i, m in parts if m is not None]
    if any(first > 12 for _, first, _ in found):
        return []
    return [i for i, first, second in found if first != second and 1 <= second <= 12
            and first >= 1]


def _full(year: int, month: int, day: int) -> DateText:
    try:
        return DateText(date=dt.date(year, month, day), kind=DateKind.FULL)
    except ValueError:
        return DateText(date=None, kind=DateKind.NOT_A_DATE)


def cell_date(text: str, *, may_warn: bool) -> tuple[dt.date | None, str, str]:
    """A file cell's date: (date, why it is refused, what a partial date was read as); a
    partial date is refused when no warning can say how it was read (`may_warn` False)."""
    reading = read_date(text)
    if reading.kind == DateKind.NOT_A_DATE:
        return None, ("is not a date (use 2024-03-01); a date with the year last is read day "
                      "first (01.03.2024)"), ""
    if reading.kind == DateKind.TWO_DIGIT_YEAR:
        return None, (f"has a two-digit year, which is read neither way: write the year in "
                      f"full, {DATE_RULE}"), ""
    if reading.kind == DateKind.FULL or reading.date is None:
        return reading.date, "", ""
    first, last = reading.date, last_day(reading)
    change = edition_change(first, last) if FIRST_DATE <= first <= LAST_DATE else None
    if change is not None:
        return None, (f"gives only the {reading.kind}, and the rules change within it (on "
                      f"{change[0].isoformat()}: {change[1]}): give the full date"), ""
    if not may_warn:
        return None, f"gives only the {reading.kind}: give the full date", ""
    if reading.kind == DateKind.MONTH:
        note = (f"'{text}' gives only the month: read as {first.isoformat()} (no rule edition "
                "changes within the month, and a FIDE list covers a whole month)")
    else:
        note = (f"'{text}' gives only the year: read as {first.isoformat()} (no rule edition "
                f"changes during {first.year}); the rating period is then {first:%Y-%m}: give "
                "the full date if the event was in another month")
    return first, "", note


def last_day(reading: DateText) -> dt.date:
    """The last day a partial date covers (the date itself for a full one)."""
    assert reading.date is not None
    if reading.kind == DateKind.YEAR:
        return dt.date(reading.date.year, 12, 31)
    if reading.kind == DateKind.MONTH:
        days = calendar.monthrange(reading.date.year, reading.date.month)[1]
        return reading.date.replace(day=days)
    return reading.date


def edition_change(first: dt.date, last: dt.date) -> tuple[dt.date, str] | None:
    """The first day after `first`, up to `last`, on which some system's rules change (FIDE
    standard, rapid, blitz, US Chess), with the new rules' name; None if none changes."""
    day = first + dt.timedelta(days=1)
    before = _editions(first)
    while day <= last:
        now = _editions(day)
        if now != before:
            changed = next(name for name, old in zip(now, before, strict=True) if name != old)
            return day, changed
        day += dt.timedelta(days=1)
    return None


@cache
def _editions(day: dt.date) -> tuple[str, ...]:
    """The name of each system's rules in force on `day` ('' where none is known)."""
    names = []
    for control in TimeControl:
        try:
            names.append(fide_edition(day, control).name)
        except EloError:
            names.append("")
    try:
        names.append(uscf_edition(day).name)
    except EloError:
        names.append("")
    return tuple(names)
