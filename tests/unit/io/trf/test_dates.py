"""A TRF's 042, 052 and 132 dates: one reading that fits, or refused with line and code."""

from __future__ import annotations

import pandas as pd

from elo_core.errors import FileWarning, Problem
from elo_core.io.trf.dates import event_date

LINES = {"042": 2, "052": 3, "132": 4}


def _date(header: dict[str, str]) -> tuple[pd.Timestamp | None, list[str], list[str]]:
    problems: list[Problem] = []
    warnings: list[FileWarning] = []
    found = event_date(header, LINES, problems, warnings)
    return found, [f"{p.line} {p.column}: {p.message}" for p in problems], \
        [w.code for w in warnings]


def test_yy_mm_dd_round_dates_fit_the_start_unsaid() -> None:
    """'25/03/01 25/03/02' (TRF's form) beside 042 2025/03/01: the last round, 2025-03-02."""
    assert _date({"042": "2025/03/01", "132": "25/03/01  25/03/02"}) == (
        pd.Timestamp("2025-03-02"), [], [])


def test_day_first_round_dates_are_read_as_the_start_says_and_said() -> None:
    assert _date({"042": "2025/03/01", "132": "01/03/25  02/03/25"}) == (
        pd.Timestamp("2025-03-02"), [], ["trf_date_day_first"])


def test_two_digit_start_and_end_settle_each_other() -> None:
    """042 25/03/01, 052 25/03/09: day first would span 2001 to 2009, so YY/MM/DD."""
    assert _date({"042": "25/03/01", "052": "25/03/09"})[0] == pd.Timestamp("2025-03-09")


def test_a_date_that_is_no_date_is_refused() -> None:
    assert _date({"042": "2025/13/45"})[1] == [
        "2 042: '2025/13/45' is not a date (use 2024/03/01)"]


def test_no_dates_give_no_date() -> None:
    assert _date({}) == (None, [], [])
