"""Events in rating order: periods, time controls chosen per event, and batches of events that
can be rated together."""

from __future__ import annotations

import datetime as dt

import numpy as np
import pandas as pd
import pytest

from elo_core.errors import InputError
from elo_core.field.rate import rate_field
from elo_core.field.season import (
    PERIOD_FROM_DATE,
    PERIOD_FROM_FILE,
    by_month,
    date_source,
    event_date,
    event_waves,
    set_time_controls,
)
from elo_core.io import read_event_file
from elo_core.models import System, TimeControl


def test_waves_keep_each_players_events_in_order() -> None:
    """E0 (A, B) and E1 (C, D) share no player: wave 0; E2 (A, C) follows both: wave 1; E3 (E, F)
    has new players: wave 0; E4 (B, E) follows E0 and E3: wave 1; on another list E5 (A):
    wave 0."""
    players = np.array([0, 1, 2, 3, 0, 2, 4, 5, 1, 4, 0, 1])
    bounds = np.arange(0, 14, 2)
    control = np.array([0, 0, 0, 0, 0, 1])
    assert event_waves(bounds, players, control, 6).tolist() == [0, 0, 1, 0, 1, 0]


def test_events_sharing_no_player_rated_together_chain_like_one_by_one() -> None:
    """Classic, K 40 below 2100: E1 A 1500 beats B 1500 (+20); E2 C 1500 beats D 1500 (+20),
    same wave; E3 on the next day: A (1520) v C (1520) draw: 0 change, both start from 1520."""
    text = ("event,date,white,black,white_rating,black_rating,result\n"
            "E1,2025-01-01,A,B,1500,1500,1\nE2,2025-01-01,C,D,1500,1500,1\n"
            "E3,2025-01-02,A,C,1500,1500,1/2\n")
    result = rate_field(read_event_file(text.encode(), source="w.csv"), system=System.CLASSIC)
    rows = result.rows.set_index(["event", "player"])
    assert rows.loc[("E3", "A"), "rating"] == pytest.approx(1520.0)
    assert rows.loc[("E3", "C"), "rating"] == pytest.approx(1520.0)
    assert rows.loc[("E2", "C"), "new_rating"] == pytest.approx(1520.0)
    assert result.events[["event", "games", "players"]].values.tolist() == [
        ["E1", 1, 2], ["E2", 1, 2], ["E3", 1, 2]]


def test_unknown_event_name_lists_the_events() -> None:
    controls = {"Open": (TimeControl.STANDARD, "file")}
    with pytest.raises(InputError, match="no event named 'Opn' in the file, so its time "
                                         "control cannot be set; the events are 'Open'"):
        set_time_controls(controls, {"Opn": TimeControl.BLITZ})
    assert set_time_controls(controls, {"Open": TimeControl.BLITZ}) == {
        "Open": (TimeControl.BLITZ, "choice for this event")}


def test_an_unknown_name_among_22_events_lists_the_first_20_and_counts_the_rest() -> None:
    """22 events E00..E21: the message names E00 to E19 and says '2 more'."""
    controls = {f"E{i:02d}": (TimeControl.STANDARD, "file") for i in range(22)}
    listed = ", ".join(f"'E{i:02d}'" for i in range(20))
    with pytest.raises(InputError) as caught:
        set_time_controls(controls, {"X": TimeControl.BLITZ})
    assert str(caught.value).endswith(f"the events are {listed} and 2 more")


@pytest.mark.parametrize(("events", "tail"), [(20, "'E19'"), (21, "'E19' and 1 more")])
def test_20_events_are_all_listed_and_a_21st_is_counted(events: int, tail: str) -> None:
    """20 events: all 20 named, nothing counted; 21: the first 20 named and '1 more'."""
    controls = {f"E{i:02d}": (TimeControl.STANDARD, "file") for i in range(events)}
    with pytest.raises(InputError) as caught:
        set_time_controls(controls, {"X": TimeControl.BLITZ})
    assert str(caught.value).endswith(tail)
    assert "'E20'" not in str(caught.value)


def test_waves_count_up_by_one_and_an_event_without_players_is_wave_0() -> None:
    """E0 (A, B): wave 0; E1 (A, C): 1; E2 (C, B): 2; E3 has no side: 0; E4 (B): 3."""
    players = np.array([0, 1, 0, 2, 2, 1, 1])
    bounds = np.array([0, 2, 4, 6, 6, 7])
    control = np.zeros(5, dtype=np.int64)
    assert event_waves(bounds, players, control, 3).tolist() == [0, 1, 2, 0, 3]


def test_event_date_latest_game_date_wins() -> None:
    """The file's latest date, whatever the user gave."""
    dates = pd.Series(pd.to_datetime(["2005-07-29", "2005-07-30", None]))
    assert event_date(dates, dt.date(2020, 1, 1)) == dt.date(2005, 7, 30)


def test_event_date_without_dates_the_given_date_then_today() -> None:
    """No date in the file: the date given, else today."""
    empty = pd.Series(pd.to_datetime([None, None]))
    assert event_date(empty, dt.date(2020, 1, 1)) == dt.date(2020, 1, 1)
    assert event_date(empty, None) == dt.date.today()


def test_date_source_says_file_then_given_then_today() -> None:
    """A date in the file: 'file'; none: 'given' when the user gave one, else 'today'."""
    dated = pd.Series(pd.to_datetime(["2005-07-29", None]))
    empty = pd.Series(pd.to_datetime([None, None]))
    assert date_source(dated, None) == "file"
    assert date_source(empty, dt.date(2020, 1, 1)) == "given"
    assert date_source(empty, None) == "today"


def test_glicko_months_keep_the_files_own_periods() -> None:
    """Glicko-2 rates by the file's rating period where it gives one (B, played 2026-01-25,
    counted in '2026-04'; C in '2026-03'), else by the calendar month of the event's date (A,
    2026-01-20: '2026-01', not FIDE's next list '2026-02'); periods in order."""
    order = pd.DataFrame({
        "event": ["A", "B", "C"],
        "date": pd.to_datetime(["2026-01-20", "2026-01-25", "2026-03-02"]),
        "first": [0, 1, 2],
        "period": ["2026-02", "2026-04", "2026-03"],
        "period_source": [PERIOD_FROM_DATE, PERIOD_FROM_FILE, PERIOD_FROM_FILE],
    })
    months = by_month(order)
    assert months[["event", "period"]].values.tolist() == [
        ["A", "2026-01"], ["C", "2026-03"], ["B", "2026-04"]]


@pytest.mark.parametrize("system", [System.CLASSIC, System.FIDE])
def test_the_events_table_is_numbered_in_rating_order(system: System) -> None:
    """Events named against their dates (B on 2024-05-01, A on 2024-05-10; FIDE: C on 2024-05-20
    reported on the June list, D on 2024-05-25 on May's): the events table lists them in the
    order they are rated and numbers its rows 0, 1, 2, 3 (not the file's or the names' order)."""
    text = ("event,date,white,black,white_rating,black_rating,result,rating_period\n"
            "A,2024-05-10,P,Q,1500,1500,1,2024-05\nB,2024-05-01,P,R,1500,1500,1,2024-05\n"
            "C,2024-05-20,P,S,1500,1500,1,2024-06\nD,2024-05-25,P,T,1500,1500,1,2024-05\n")
    events = rate_field(read_event_file(text.encode(), source="t.csv"), system=system).events
    order = ["B", "A", "C", "D"] if system == System.CLASSIC else ["B", "A", "D", "C"]
    assert events["event"].tolist() == order
    assert events.index.tolist() == [0, 1, 2, 3]
