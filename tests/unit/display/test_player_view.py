"""One player's events and rating periods as the Event upload page shows and exports them."""

from __future__ import annotations

import io
from pathlib import Path

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

ROOT = Path(__file__).resolve().parents[3]


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


def test_unrated_player_periods_show_games_toward_a_first_rating() -> None:
    """Newbie (no rating) plays 3 rated opponents in Spring (period 2025-04) and 2 in May
    (2025-06, first rating 1850): the periods show Games 3 and 2 as the events rows do, and
    Change blank (NaN), never 0; P1, rated but meeting only unrated players, keeps 0 and 0.0."""
    data = (ROOT / "tests/data/season_new_players.csv").read_bytes()
    result = rate_field(read_event_file(data, source="s.csv"), system=System.FIDE)
    periods = player_periods(result, "Newbie")
    assert periods["Games"].tolist() == [3, 2]
    assert periods["Change"].isna().all()
    assert periods["Change (rounded)"].isna().all()
    assert periods["Rating after"].tolist()[1] == 1850.0
    assert player_events(result, "Newbie")["Games"].tolist() == [3, 2]
    rated = player_periods(result, "P1")
    assert rated["Games"].tolist() == [0, 0]
    assert rated["Change"].tolist() == [0.0, 0.0]
