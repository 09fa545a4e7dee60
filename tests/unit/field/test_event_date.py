"""`field.rate.event_date`: the date whose rules rate an event."""

from __future__ import annotations

import datetime as dt

import pandas as pd

from elo_core.field.rate import event_date


def test_latest_game_date_wins() -> None:
    """The file's latest date, whatever the user gave."""
    dates = pd.Series(pd.to_datetime(["2005-07-29", "2005-07-30", None]))
    assert event_date(dates, dt.date(2020, 1, 1)) == dt.date(2005, 7, 30)


def test_without_dates_the_given_date_then_today() -> None:
    """No date in the file: the date given, else today."""
    empty = pd.Series(pd.to_datetime([None, None]))
    assert event_date(empty, dt.date(2020, 1, 1)) == dt.date(2020, 1, 1)
    assert event_date(empty, None) == dt.date.today()
