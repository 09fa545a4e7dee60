"""Dates: year first or day first with a four-digit year; two-digit years and signs refused;
a month or year alone used only when the rules cannot differ within it."""

from __future__ import annotations

import datetime as dt

import pytest
from hypothesis import given
from hypothesis import strategies as st

from elo_core.io.cells.dates import DateKind, DateText, cell_date, edition_change, read_date
from elo_core.io.cells.values import parse_date

D = dt.date


@pytest.mark.parametrize(("text", "expected"), [
    ("2024-05-12", DateText(date=D(2024, 5, 12), kind=DateKind.FULL)),
    ("12.05.2024", DateText(date=D(2024, 5, 12), kind=DateKind.FULL)),
    ("12/05/2024", DateText(date=D(2024, 5, 12), kind=DateKind.FULL)),
    ("28. 07. 2005", DateText(date=D(2005, 7, 28), kind=DateKind.FULL)),
    ("12.05.24", DateText(date=None, kind=DateKind.TWO_DIGIT_YEAR)),  # was 2012-05-24
    ("-2024-05-01", DateText(date=None, kind=DateKind.NOT_A_DATE)),  # was 2024-05-01
    ("+2024-05-01", DateText(date=None, kind=DateKind.NOT_A_DATE)),
    ("2024-05-01 12:00", DateText(date=None, kind=DateKind.NOT_A_DATE)),
    ("2024-05/01", DateText(date=None, kind=DateKind.NOT_A_DATE)),
    ("03/15/2024", DateText(date=None, kind=DateKind.NOT_A_DATE)),  # was 15 March: day first
    ("2024-05", DateText(date=D(2024, 5, 1), kind=DateKind.MONTH)),
    ("05.2024", DateText(date=D(2024, 5, 1), kind=DateKind.MONTH)),
    ("2024-13", DateText(date=None, kind=DateKind.NOT_A_DATE)),
    ("2024", DateText(date=D(2024, 1, 1), kind=DateKind.YEAR)),
])
def test_one_rule_for_dates(text: str, expected: DateText) -> None:
    assert read_date(text) == expected


def test_a_trf_keeps_its_two_digit_year_first() -> None:
    """TRF 132 writes YY/MM/DD; that reading stays for the TRF reader (parse_date)."""
    assert parse_date("24/03/01") == D(2024, 3, 1)
    assert parse_date("2024-05") is None


def test_edition_changes_are_found_by_day() -> None:
    """2024 holds FIDE's 2024-03-01 edition; 2019 holds none; May 2024 none."""
    assert edition_change(D(2024, 1, 1), D(2024, 12, 31)) == (D(2024, 3, 1),
                                                               "FIDE Rating Regulations 2024")
    assert edition_change(D(2019, 1, 1), D(2019, 12, 31)) is None
    assert edition_change(D(2024, 5, 1), D(2024, 5, 31)) is None


def test_a_year_with_an_edition_change_asks_for_the_full_date() -> None:
    assert cell_date("2024", may_warn=True) == (
        None, "gives only the year, and the rules change within it (on 2024-03-01: FIDE "
              "Rating Regulations 2024): give the full date", "")
    assert cell_date("2024-05", may_warn=False) == (
        None, "gives only the month: give the full date", "")
    date, why, note = cell_date("2019", may_warn=True)
    assert (date, why) == (D(2019, 1, 1), "")
    assert note.startswith("'2019' gives only the year: read as 2019-01-01")


@given(st.dates(min_value=D(1000, 1, 1), max_value=D(9999, 12, 31)))
def test_iso_and_day_first_read_back(day: dt.date) -> None:
    """Every date written YYYY-MM-DD or DD.MM.YYYY reads back as itself."""
    assert read_date(day.isoformat()).date == day
    assert read_date(f"{day.day:02d}.{day.month:02d}.{day.year:04d}").date == day
