"""Numbers as spreadsheets write them: thousands separators read only where the file says so."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from elo_core.io.cells.numbers import Number, Reading, spreadsheet_number, typed_rating


@pytest.mark.parametrize(("text", "decimal", "expected"), [
    ("1,500", ".", Number(value=1500.0, reading=Reading.GROUPED, separator=",")),
    ("1.500", ",", Number(value=1500.0, reading=Reading.GROUPED, separator=".")),
    ("1,500", ",", Number(value=1.5, reading=Reading.PLAIN)),
    ("1.500", ".", Number(value=1.5, reading=Reading.PLAIN)),
    ("1,500", None, Number(value=None, reading=Reading.AMBIGUOUS, separator=",")),
    ("1.500", None, Number(value=None, reading=Reading.AMBIGUOUS, separator=".")),
    ("1.500.000", None, Number(value=1500000.0, reading=Reading.GROUPED, separator=".")),
    ("1.850,5", None, Number(value=1850.5, reading=Reading.GROUPED, separator=".")),
    ("1,850.5", ",", Number(value=1850.5, reading=Reading.GROUPED, separator=",")),
    ("1850,5", ".", Number(value=1850.5, reading=Reading.PLAIN)),
    ("1850", None, Number(value=1850.0, reading=Reading.PLAIN)),
    ("1,50", ".", Number(value=1.5, reading=Reading.PLAIN)),
    ("12,5000", ".", Number(value=12.5, reading=Reading.PLAIN)),
    ("1 500", ".", Number(value=None, reading=Reading.NOT_A_NUMBER)),
])
def test_a_separator_groups_thousands_only_where_the_file_says_so(
        text: str, decimal: str | None, expected: Number) -> None:
    """',' groups in a ',' file (decimals '.'); '.' groups in a ';' file; unknown: ambiguous."""
    assert spreadsheet_number(text, decimal) == expected


@pytest.mark.parametrize(("text", "value", "why"), [
    ("1500", 1500.0, ""),
    ("1500.5", 1500.5, ""),
    ("100", 100.0, ""),
    ("4000", 4000.0, ""),
    ("1,500", None, "'1,500' is not a rating: ',' may separate thousands or mark decimals "
                    "(write 1500, or 1500.5)"),
    ("1.5", None, "'1.5' is not a rating (a number from 100 to 4000: no rating system holds "
                  "one outside that range)"),
    ("99", None, "'99' is not a rating (a number from 100 to 4000: no rating system holds one "
                 "outside that range)"),
])
def test_a_typed_rating_is_refused_when_no_system_holds_it(text: str, value: float | None,
                                                           why: str) -> None:
    """The command line and links: no thousands separator, 100 to 4000."""
    assert typed_rating(text) == (value, why)


@given(st.integers(min_value=1000, max_value=999_999_999))
def test_grouped_text_reads_back_the_number(number: int) -> None:
    """Any whole number written with ',' groups in a '.' file (and '.' in a ',' file) reads back."""
    assert spreadsheet_number(f"{number:,}", ".").value == number
    assert spreadsheet_number(f"{number:,}".replace(",", "."), ",").value == number
