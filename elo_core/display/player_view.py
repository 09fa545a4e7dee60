"""One player of a rated field: events and (FIDE) rating periods as tables; the events list."""

from __future__ import annotations

import re

import pandas as pd

from elo_core.display.field_tables import after_columns
from elo_core.display.season_rows import event_progress
from elo_core.field.rate import FieldResult
from elo_core.field.time_controls import (
    FROM_OPTION,
    date_source_text,
    period_source_text,
    time_control_text,
)
from elo_core.models import System

PERIOD_HELP = ("FIDE rates every event of a rating period from the ratings at its start, applies "
               "the 700 rule to all the period's games and rounds the period's change once: the "
               "list's change is the rounded total, not the sum of the events' rounded changes")


def player_events(result: FieldResult, player: str) -> pd.DataFrame:
    """The player's line in each event: rating before, K, games, score, expected, change and
    what the event left (FIDE: the rating after it, unrounded, and the next list's rating)."""
    mine = (result.rows["player"] == player).to_numpy()
    r, shown = result.rows[mine], event_progress(result)[mine]
    return pd.DataFrame({
        "Event": r["event"].astype(str), "Date": r["date"].dt.date,
        "Rating period": r["period"].astype(str), "Rating before": r["rating"],
        "Rating in file": r["file_rating"], "K": r["k"], "K rule": r["k_reason"].astype(str),
        "Games": shown["games"],
        "Score": shown["score"], "Points": r["points"], "Expected": shown["expected"].round(2),
        "Change": shown["change"].round(2), "Change (rounded)": shown["change_rounded"],
        **after_columns(result, shown),
        "Performance": r["performance"].round(1), "Note": r["note"].astype(str),
    }).reset_index(drop=True)


def player_periods(result: FieldResult, player: str) -> pd.DataFrame:
    """FIDE: the player's rating periods (the list's figures); empty for the other systems."""
    p = result.periods[result.periods["player"] == player]
    return pd.DataFrame({
        "Rating period": p["period"].astype(str), "Time control": p["time_control"].astype(str),
        "Rating before": p["rating_before"], "K": p["k"], "Games": p["games"],
        "Change": p["change"].round(2), "Change (rounded)": p["change_rounded"],
        "Rating after": p["rating_after"], "Note": p["note"].astype(str),
    }).reset_index(drop=True)


def has_periods(result: FieldResult) -> bool:
    """Whether the system rates by rating period (FIDE)."""
    return result.system == System.FIDE


def events_overview(result: FieldResult) -> pd.DataFrame:
    """The events as read: date, rating period, time control and where each came from."""
    e = result.events
    source = [time_control_text(str(control), str(how))
              for control, how in zip(e["time_control"], e["time_control_from"], strict=True)]
    return pd.DataFrame({
        "Event": e["event"].astype(str), "Date": e["date"].dt.date,
        "Date from": [date_source_text(str(how)) for how in e["date_source"]],
        "Rating period": e["period"],
        "Period from": [period_source_text(str(how)) for how in e["period_source"]],
        "Time control": e["time_control"],
        "Time control from": source, "Games played": e["games"], "Players": e["players"],
        "Rules applied": e["edition"],
    })


def untimed_events(result: FieldResult) -> list[str]:
    """Events whose file gives no time control (rated under the default one)."""
    e = result.events
    return e.loc[e["time_control_from"].astype(str).str.startswith(FROM_OPTION),
                 "event"].astype(str).tolist()


def file_stem(name: str) -> str:
    """A name made safe for a download's file name: 'Hero, A.' -> 'Hero_A'."""
    return re.sub(r"[^A-Za-z0-9]+", "_", name).strip("_") or "player"
