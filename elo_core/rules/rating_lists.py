"""FIDE rating lists by date: which list (rating period) rates an event that ended on a date."""

from __future__ import annotations

import datetime as dt
import re

MONTHLY_FROM = dt.date(2012, 7, 1)  # monthly lists from July 2012
BIMONTHLY_FROM = dt.date(2009, 7, 1)  # Jan, Mar, May, Jul, Sep, Nov lists until June 2012
BIMONTHLY = (1, 3, 5, 7, 9, 11)
QUARTERLY = (1, 4, 7, 10)  # the frequency assumed before July 2009
PERIOD_TEXT = re.compile(r"^(\d{4})-(\d{2})$")


def list_months(day: dt.date) -> tuple[int, ...]:
    """The months in which FIDE published a list in the year of `day`, as of that day."""
    if day >= MONTHLY_FROM:
        return tuple(range(1, 13))
    if day >= BIMONTHLY_FROM:
        return BIMONTHLY
    return QUARTERLY


def fide_period(last_day: dt.date) -> str:
    """The list ('YYYY-MM') that rates an event whose last game was on `last_day`: the first
    list published after the month the event ended in."""
    year, month = last_day.year, last_day.month
    following = [m for m in list_months(last_day) if m > month]
    if following:
        return f"{year:04d}-{following[0]:02d}"
    return f"{year + 1:04d}-01"


def parse_period(text: str) -> str | None:
    """'2026-10' as given (a list month), None when it is not a YYYY-MM month."""
    match = PERIOD_TEXT.match(text.strip())
    if match is None or not 1 <= int(match.group(2)) <= 12 or int(match.group(1)) < 1900:
        return None
    return f"{match.group(1)}-{match.group(2)}"
