"""The `rating_period` column: read as given, checked per event, refused when only some give it."""

from __future__ import annotations

import datetime as dt

import pytest

from elo_core.errors import FileError
from elo_core.field.rate import rate_field
from elo_core.io import read_event_file
from elo_core.rules.rating_lists import fide_period, parse_period

HEADER = "event,date,white,black,white_rating,black_rating,result,rating_period\n"


def test_given_period_wins_over_the_date() -> None:
    """A late-reported August event rated on the October list, as the file says."""
    text = HEADER + ("Late,2026-08-20,A,B,2000,2000,1,2026-10\n"
                     "On time,2026-09-10,A,C,2000,2000,1,2026-10\n")
    result = rate_field(read_event_file(text.encode(), source="p.csv"))
    assert result.events[["event", "period", "period_source"]].values.tolist() == [
        ["Late", "2026-10", "file"], ["On time", "2026-10", "file"]]
    # one period: both games from 2000, K 20, 20 x (2 - 1.00) = +20
    assert result.periods.set_index("player").loc["A", "rating_after"] == 2020.0


def test_period_for_some_events_only_lists_the_rows() -> None:
    """Rows 3 and 4 (event 'B') have no period while event 'A' gives one: one problem naming
    the event and its rows."""
    text = HEADER + "A,2026-09-01,P,Q,2000,2000,1,2026-10\nB,2026-09-02,P,R,2000,2000,1,\n" \
        "B,2026-09-03,Q,R,2000,2000,0,\n"
    with pytest.raises(FileError) as caught:
        read_event_file(text.encode(), source="p.csv")
    (problem,) = caught.value.problems
    assert (problem.line, problem.column) == (3, "rating_period")
    assert problem.message == ("event 'B' has no rating_period on rows 3, 4, while other rows "
                               "give one: give it for every event or for none")


def test_two_periods_for_one_event_and_bad_text_are_problems() -> None:
    text = HEADER + "A,2026-09-01,P,Q,2000,2000,1,2026-10\nA,2026-09-02,P,R,2000,2000,1,2026-11\n"
    with pytest.raises(FileError) as caught:
        read_event_file(text.encode(), source="p.csv")
    assert caught.value.problems[0].message == (
        "event 'A' is given 2 rating periods: 2026-10 (row 2), 2026-11 (row 3); all games of an "
        "event are rated on one list")
    bad = HEADER + "A,2026-09-01,P,Q,2000,2000,1,Oct 2026\n"
    with pytest.raises(FileError) as caught:
        read_event_file(bad.encode(), source="p.csv")
    assert str(caught.value.problems[0]) == (
        "row 2, column 'rating_period': 'Oct 2026' is not a rating period (write the list's "
        "month as YYYY-MM, e.g. 2026-10)")


@pytest.mark.parametrize(("day", "period"), [
    (dt.date(2026, 9, 30), "2026-10"), (dt.date(2026, 12, 5), "2027-01"),  # monthly
    (dt.date(2012, 6, 30), "2012-07"), (dt.date(2010, 2, 10), "2010-03"),  # every two months
    (dt.date(2009, 11, 30), "2010-01"), (dt.date(2005, 7, 30), "2005-10"),  # quarterly
    (dt.date(2009, 6, 1), "2009-07"),
    # both sides of each boundary: a month's last and first day, and the schedule changes
    (dt.date(2026, 10, 1), "2026-11"), (dt.date(2026, 12, 31), "2027-01"),
    (dt.date(2012, 7, 1), "2012-08"),  # monthly lists from July 2012
    (dt.date(2009, 7, 1), "2009-09"),  # lists every two months from July 2009 (Jul, Sep, ...)
    (dt.date(2009, 3, 31), "2009-04"), (dt.date(2009, 4, 1), "2009-07"),  # quarterly before
])
def test_derived_period_is_the_first_list_after_the_last_day(day: dt.date, period: str) -> None:
    assert fide_period(day) == period


def test_parse_period() -> None:
    assert [parse_period(t) for t in ("2026-10", " 2026-01 ", "2026-13", "26-10", "")] == [
        "2026-10", "2026-01", None, None, None]


@pytest.mark.parametrize(("day", "period"), [
    # every two months (Jan, Mar, May, Jul, Sep, Nov): each list month and the month before
    (dt.date(2010, 1, 15), "2010-03"), (dt.date(2010, 2, 15), "2010-03"),
    (dt.date(2010, 4, 15), "2010-05"), (dt.date(2010, 6, 15), "2010-07"),
    (dt.date(2010, 8, 15), "2010-09"), (dt.date(2010, 10, 15), "2010-11"),
    (dt.date(2010, 11, 15), "2011-01"),
    # quarterly (Jan, Apr, Jul, Oct)
    (dt.date(2008, 1, 15), "2008-04"), (dt.date(2008, 3, 15), "2008-04"),
    (dt.date(2008, 4, 15), "2008-07"), (dt.date(2008, 6, 15), "2008-07"),
    (dt.date(2008, 9, 15), "2008-10"), (dt.date(2008, 10, 15), "2009-01"),
])
def test_each_list_month_of_the_older_schedules(day: dt.date, period: str) -> None:
    """An event counts for the first list published after the month it ended in."""
    assert fide_period(day) == period


@pytest.mark.parametrize(("text", "period"), [
    ("1900-01", "1900-01"), ("1899-12", None), ("2026-00", None), ("2026-01", "2026-01"),
    ("2026-12", "2026-12"), ("2026-13", None)])
def test_parse_period_on_both_sides(text: str, period: str | None) -> None:
    """A list month is YYYY-MM with a month 01 to 12 and a year from 1900."""
    assert parse_period(text) == period
