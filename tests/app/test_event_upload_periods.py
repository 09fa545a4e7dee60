"""AppTest, Event upload: a player's events and FIDE rating periods with their CSV downloads, and
an event's time control set on the page."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pandas as pd
import pytest
from streamlit.testing.v1 import AppTest

from tests.support.real_files import REAL
from tests.unit.field.period_files import five_events

PAGE = "pages/event_upload.py"
ROOT = Path(__file__).resolve().parents[2]


def _upload(at: AppTest, h: Any, name: str, data: bytes) -> None:
    h.open_page(at, PAGE)
    at.file_uploader(key="upload_file").upload(name, data, "text/plain")
    h.rerun(at)


def _frame(at: AppTest, column: str) -> pd.DataFrame:
    return next(d.value for d in at.dataframe if column in d.value.columns)


def test_player_view_shows_events_and_the_period(at: AppTest, h: Any) -> None:
    """Hero's five September 2026 events: 2054 before each, K 17, and one October 2026 period
    +92.48 -> +92 -> 2146 (worked by hand in tests/unit/field/test_period.py)."""
    _upload(at, h, "period.csv", five_events().encode())
    at.selectbox(key="upload_player").set_value("Hero")
    h.rerun(at)
    events = _frame(at, "Rating in file")
    assert events["Event"].tolist() == ["E1", "E2", "E3", "E4", "E5"]
    assert events["Rating before"].tolist() == [2054.0] * 5
    assert events["K"].tolist() == [17.0] * 5
    assert events["Change (rounded)"].tolist() == [33.0, 17.0, 17.0, 17.0, 9.0]
    periods = _frame(at, "Rating after")
    assert periods[["Rating period", "Rating before", "K", "Games", "Change (rounded)",
                    "Rating after"]].values.tolist() == [["2026-10", 2054.0, 17.0, 39, 92.0,
                                                          2146.0]]
    labels = [b.proto.label for b in at.get("download_button")]
    assert "Download this player's events (CSV)" in labels
    assert "Download this player's rating periods (CSV)" in labels
    button = next(b.proto for b in at.get("download_button")
                  if b.proto.label == "Download this player's rating periods (CSV)")
    assert button.url.endswith(".csv")


def test_events_without_time_control_are_marked_and_can_be_set(at: AppTest, h: Any) -> None:
    """No time control in the file: the events table says so; choosing blitz for E5 rates it
    under the rapid & blitz rules."""
    _upload(at, h, "period.csv", five_events().encode())
    events = _frame(at, "Time control from")
    assert events["Date from"].tolist() == ["from the file"] * 5  # in words, as the CLI says it
    assert events["Period from"].tolist() == ["derived from the date"] * 5
    assert events["Time control from"].tolist() == ["standard (not in the file: the default)"] * 5
    assert any("5 events give no time control" in w.value for w in at.warning)
    at.multiselect(key="upload_event_tc_blitz").set_value(["E5"])
    h.rerun(at)
    events = _frame(at, "Time control from")
    row = events.set_index("Event").loc["E5"]
    assert (row["Time control"], row["Time control from"]) == (
        "blitz", "blitz (chosen for this event)")
    assert row["Rules applied"].startswith("FIDE Rapid & Blitz Regulations")


def test_an_events_time_control_choice_survives_a_page_switch(at: AppTest, h: Any) -> None:
    """E5 set to blitz, then the Calculator and back: the choice is still there and still
    applied (E5 rated under the rapid & blitz rules), as the page's other inputs are."""
    _upload(at, h, "period.csv", five_events().encode())
    at.multiselect(key="upload_event_tc_blitz").set_value(["E5"])
    h.rerun(at)
    h.open_page(at, "pages/calculator.py")
    h.open_page(at, PAGE)
    assert at.multiselect(key="upload_event_tc_blitz").value == ["E5"]
    row = _frame(at, "Time control from").set_index("Event").loc["E5"]
    assert (row["Time control"], row["Time control from"]) == (
        "blitz", "blitz (chosen for this event)")


def test_a_season_players_events_say_what_each_event_did(at: AppTest, h: Any) -> None:
    """TWIC 232 under FIDE (issue 17, group 8): Nakamura's two 2020-06 events show 2759.40
    and 2778.90 after each, unrounded (2736 + 23.40, + 19.50), and 2779 as the next list's
    rating beside both, each labelled; no 'New rating' of 2779 after his first event."""
    data = (REAL / "twic-232-games.pgn").read_bytes()
    _upload(at, h, "twic-232-games.pgn", data)
    at.selectbox(key="upload_player").set_value("Nakamura,Hi")
    h.rerun(at)
    events = _frame(at, "Rating in file")
    assert "New rating" not in events.columns
    assert events["After this event (unrounded)"].tolist() == pytest.approx([2759.40, 2778.90],
                                                                            abs=1e-9)
    assert events["Rating on the next list"].tolist() == [2779.0, 2779.0]


def test_unrated_player_periods_are_blank_not_zero(at: AppTest, h: Any) -> None:
    """Newbie, unrated, 3 rated opponents in Spring and 2 in May: his periods show Games 3 and 2
    as his events do, and no change (blank), never 'Games 0, Change 0.00' (issue 29, item 4)."""
    _upload(at, h, "new.csv", (ROOT / "tests/data/season_new_players.csv").read_bytes())
    at.selectbox(key="upload_player").set_value("Newbie")
    h.rerun(at)
    periods = _frame(at, "Rating after")
    assert periods["Games"].tolist() == [3, 2]
    assert periods["Change"].isna().all()
    assert periods["Change (rounded)"].isna().all()


def test_the_arbiters_report_is_offered_and_holds_every_change(
        at: AppTest, h: Any, every_download: dict[str, Any]) -> None:
    """'Arbiter's report (HTML)': Hero's five events with K 17 and the standings, written when
    clicked (a callable), and a button to print it as PDF."""
    _upload(at, h, "period.csv", five_events().encode())
    make = every_download["Arbiter's report (HTML)"]
    page = (make() if callable(make) else make).decode()
    assert "<h2>Standings</h2>" in page
    # the standings row, a row per event in the changes, a row in each event's crosstable
    assert page.count("<td>Hero</td>") == 1 + 5 + 5
    assert "<h2>Crosstables</h2>" in page
    assert any(b.label == "Prepare the report as PDF" for b in at.button)


def test_trf_header_lines_set_on_the_page(at: AppTest, h: Any,
                                          every_download: dict[str, Any]) -> None:
    """From the Gros TRF: its 022 Donostia and 032 ESP are kept, the 102 typed on the page
    replaces the file's chief arbiter, and 042 stays the start date 24/09/2010."""
    _upload(at, h, "gros.trf", (ROOT / "tests/data/gros-2010-after-round4.trf").read_bytes())
    at.text_input(key="upload_trf_102").set_value("IA Ann Berg")
    h.rerun(at)
    make = every_download["Download this event as TRF"]
    lines = (make() if callable(make) else make).decode().splitlines()
    assert "022 Donostia" in lines
    assert "032 ESP" in lines
    assert "042 24/09/2010" in lines
    assert "102 IA Ann Berg" in lines
    assert not any(line.startswith("102 IA Mikel") for line in lines)
