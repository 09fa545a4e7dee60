"""One player's events and rating periods as the Event upload page shows and exports them."""

from __future__ import annotations

import io

import pandas as pd

from elo_core.display.player_view import (
    events_overview,
    file_stem,
    player_events,
    player_periods,
    untimed_events,
)
from elo_core.display.safe_text import safe_csv
from elo_core.field.rate import rate_field
from elo_core.io import read_event_file
from elo_core.models import System, TimeControl
from tests.unit.field.period_files import five_events


def test_hero_events_and_period_tables_and_csv() -> None:
    """The five-event period worked by hand in test_period: rows and the CSV's period line."""
    result = rate_field(read_event_file(five_events().encode(), source="p.csv"))
    events = player_events(result, "Hero")
    assert events["Change"].tolist() == [32.98, 17.0, 17.0, 17.0, 8.5]
    periods = player_periods(result, "Hero")
    assert periods.iloc[0].tolist() == ["2026-10", "standard", 2054.0, 17.0, 39, 92.48, 92.0,
                                        2146.0, ""]
    back = pd.read_csv(io.BytesIO(safe_csv(periods)), encoding="utf-8-sig",
                       keep_default_na=False)
    assert back.columns.tolist() == ["Rating period", "Time control", "Rating before", "K",
                                     "Games", "Change", "Change (rounded)", "Rating after",
                                     "Note"]
    assert back.iloc[0].tolist() == ["2026-10", "standard", 2054, 17, 39, 92.48, 92, 2146, ""]


def test_classic_has_no_periods_and_untimed_events_are_listed() -> None:
    event = read_event_file(five_events().encode(), source="p.csv")
    result = rate_field(event, system=System.CLASSIC,
                        event_time_controls={"E2": TimeControl.RAPID})
    assert player_periods(result, "Hero").empty
    assert untimed_events(result) == ["E1", "E3", "E4", "E5"]
    shown = events_overview(result).set_index("Event")
    assert shown.loc["E1", "Time control from"] == "standard (not in the file: the default)"
    assert shown.loc["E2", "Time control from"] == "rapid (chosen for this event)"


def test_file_stem() -> None:
    assert [file_stem(n) for n in ("Hero, A.", "Ding Liren", "===")] == [
        "Hero_A", "Ding_Liren", "player"]
