"""One player of a rated field: events and (FIDE) rating periods as tables; the events list."""

from __future__ import annotations

import re

import numpy as np
import pandas as pd

from elo_core.display.field_tables import after_columns
from elo_core.display.season_rows import event_progress, row_figures
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
    """FIDE: the player's rating periods (the list's figures); empty for the other systems.

    A period the player starts without a rating shows the games that count toward a first
    rating (those of the events rows) and no change (blank, never 0): there is none to show.
    """
    p = result.periods[result.periods["player"] == player]
    unrated = p["rating_before"].isna().to_numpy()
    games = p["games"].to_numpy(dtype=float)
    change = p["change"].round(2).to_numpy(dtype=float)
    rounded = p["change_rounded"].to_numpy(dtype=float)
    if unrated.any():
        toward = _first_rating_games(result, player)
        keys = zip(p["period"].astype(str), p["time_control"].astype(str), strict=True)
        games = np.where(unrated, [toward.get(key, 0) for key in keys], games)
        change, rounded = np.where(unrated, np.nan, change), np.where(unrated, np.nan, rounded)
    return pd.DataFrame({
        "Rating period": p["period"].astype(str), "Time control": p["time_control"].astype(str),
        "Rating before": p["rating_before"], "K": p["k"], "Games": games.astype(np.int64),
        "Change": change, "Change (rounded)": rounded,
        "Rating after": p["rating_after"], "Note": p["note"].astype(str),
    }).reset_index(drop=True)


def _first_rating_games(result: FieldResult, player: str) -> dict[tuple[str, str], int]:
    """The player's games toward a first rating, by (rating period, time control)."""
    mine = (result.rows["player"] == player).to_numpy()
    rows = result.rows[mine]
    control = dict(zip(result.events["event"].astype(str),
                       result.events["time_control"].astype(str), strict=True))
    games = row_figures(result)[mine]["games"].to_numpy()
    out: dict[tuple[str, str], int] = {}
    for period, event, count in zip(rows["period"].astype(str), rows["event"].astype(str),
                                    games, strict=True):
        key = (period, control.get(event, ""))
        out[key] = out.get(key, 0) + int(count)
    return out


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
