"""Spreadsheet cell values as the text a CSV cell would hold (numbers whole when whole, dates as
ISO dates, a month cell as YYYY-MM in rating_period, a date column's serial numbers as dates)."""

from __future__ import annotations

import datetime as dt

from elo_core.io.cells.values import FIRST_DATE, LAST_DATE

SERIAL_EPOCH = dt.date(1899, 12, 30)  # day 0 of Excel's and LibreOffice's date serials
# A serial read as a date in a date column: 1900-01-01 .. 2099-12-31 (the dates a file may give).
FIRST_SERIAL = (FIRST_DATE - SERIAL_EPOCH).days
LAST_SERIAL = (LAST_DATE - SERIAL_EPOCH).days


def number_text(value: float) -> str:
    """1850.0 -> '1850', 0.5 -> '0.5' (the shortest text that reads back to the same float)."""
    if value.is_integer() and abs(value) < 2**53:
        return str(int(value))
    return repr(value)


def serial_date(value: float) -> dt.date | None:
    """A date serial (46082 -> 2026-03-01; a time of day in the fraction is dropped), None
    when the number is no serial of a date from 1900 to 2099."""
    if not FIRST_SERIAL <= value <= LAST_SERIAL:
        return None
    return SERIAL_EPOCH + dt.timedelta(days=int(value))


def date_text(value: dt.date, role: str) -> str:
    """A date cell: '2026-03-01' ('2026-03' in rating_period when it is a month's first day,
    as a sheet stores a typed '2026-03'); a time of day, when there is one, after a space."""
    if isinstance(value, dt.datetime):
        if value.time() != dt.time(0):
            return value.isoformat(sep=" ")
        value = value.date()
    if role == "rating_period" and value.day == 1:
        return f"{value.year:04d}-{value.month:02d}"
    return value.isoformat()


def cell_text(value: object, role: str) -> tuple[str, bool]:
    """The cell as CSV text, and whether it was a number read as a date serial.

    `role` is the column's canonical name ('date' reads whole numbers as serials). A line
    break inside a text cell becomes a space (names are read with spaces collapsed anyway).
    """
    if value is None:
        return "", False
    if isinstance(value, str):
        if "\n" in value or "\r" in value:
            return " ".join(value.split()), False
        return value, False
    if isinstance(value, bool):
        return ("TRUE" if value else "FALSE"), False
    if isinstance(value, int | float):
        number = float(value)
        if role == "date":
            day = serial_date(number)
            if day is not None:
                return day.isoformat(), True
        return number_text(number), False
    if isinstance(value, dt.date):
        return date_text(value, role), False
    if isinstance(value, dt.time):
        return value.isoformat(), False
    return " ".join(str(value).split()), False
