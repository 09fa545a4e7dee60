"""Rate a whole field from an event file: every player, every event in date order, vectorised."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

import numpy as np
import pandas as pd

from elo_core.errors import InputError, Problem
from elo_core.field_event import EventInput, rate_one_event
from elo_core.field_lines import FieldLines, season_performance
from elo_core.field_state import PlayerState
from elo_core.io.games import EventFile
from elo_core.models import System, TimeControl

FIELD_SYSTEMS = (System.CLASSIC, System.FIDE, System.USCF)
ROW_COLUMNS = ("event", "date", "player", "rating", "file_rating", "k", "k_reason", "games",
               "score", "points", "expected", "change", "change_rounded", "new_rating",
               "performance", "performance_linear", "wins", "draws", "losses", "note")


@dataclass(frozen=True, kw_only=True, slots=True, eq=False)
class FieldResult:
    """A rated file: per-event rows, per-game lines, the final table and what was skipped."""

    system: System
    k_note: str
    events: pd.DataFrame  # event, date, date_source, games, players, edition
    rows: pd.DataFrame  # one row per (event, player), columns ROW_COLUMNS
    lines: FieldLines  # every game from each player's side; .frame() gives a table
    players: pd.DataFrame  # one row per player after the last event
    skipped: tuple[Problem, ...]


def k_note(system: System, k: float | None) -> str:
    """The K rule in words, as the page and the CLI state it."""
    if k is not None:
        return f"K {k:g} for every player without a K of their own in the file"
    if system == System.FIDE:
        return ("FIDE K by the event's date (junior, 2400 and 700 rules); a player whose games "
                "played are not given is taken as established (30+ games)")
    if system == System.USCF:
        return ("US Chess K = 800 / (N' + m); games played not given is taken as established "
                "(N' = N*); an estimate: opponents count at their pre-event ratings")
    return "classic 'auto' K: 40 below 2100, 20 below 2400, 10 from 2400"


def _event_order(games: pd.DataFrame, default_date: dt.date | None) -> pd.DataFrame:
    """Events with their date (latest game date, else the given date, else today), in order."""
    grouped = games.groupby("event", sort=False).agg(date=("date", "max"),
                                                     first=("source_line", "min"))
    given = pd.Timestamp(default_date or dt.date.today())
    grouped["date_source"] = np.where(grouped["date"].isna(),
                                      "given" if default_date else "today", "file")
    grouped["date"] = grouped["date"].fillna(given)
    grouped = grouped.sort_values(["date", "first"], kind="stable")
    return grouped.reset_index()


def rate_field(
    source: EventFile,
    *,
    system: System = System.FIDE,
    k: float | None = None,
    date: dt.date | None = None,
    time_control: TimeControl = TimeControl.STANDARD,
) -> FieldResult:
    """Rate every player of every event in `source`, events in date order, each from the
    ratings the previous one produced (a player's first rating comes from the file)."""
    if system not in FIELD_SYSTEMS:
        raise InputError(f"a whole field can be rated with classic, FIDE or US Chess, not {system}")
    if k is not None and not 0 < k <= 200:
        raise InputError(f"K must be between 0 and 200, got {k:g}")
    games = source.games
    names, white, black = _codes(games)
    state = PlayerState.start(names, source.players)
    order = _event_order(games, date)
    event_codes = np.asarray(games["event"].cat.codes)
    event_names = list(games["event"].cat.categories)
    groups = pd.Series(np.arange(len(games))).groupby(event_codes).indices
    columns = _columns(games)
    labels = np.asarray(event_names, dtype=object)
    rows, lines, summaries = [], [], []
    for event in order.itertuples(index=False):
        index = groups[event_names.index(event.event)]
        event_input = EventInput(
            name=str(event.event), date=pd.Timestamp(str(event.date)).date(),
            cols={**{key: value[index] if not key.endswith("_labels") else value
                     for key, value in columns.items()}, "event_labels": labels},
            white=white[index], black=black[index], system=system, k=k,
            time_control=time_control)
        rated = rate_one_event(event_input, state, names)
        rows.append(rated.rows)
        lines.append(rated.lines)
        summaries.append({"event": event.event, "date": event.date,
                          "date_source": event.date_source, "games": rated.games_played,
                          "players": len(rated.rows), "edition": rated.edition})
    events = pd.DataFrame(summaries, columns=["event", "date", "date_source", "games", "players",
                                              "edition"])
    all_rows = pd.concat(rows, ignore_index=True) if rows else pd.DataFrame(columns=ROW_COLUMNS)
    all_lines = FieldLines.join(lines, names=names, events=labels,
                                rounds=columns["round_labels"], notes=columns["note_labels"])
    return FieldResult(system=system, k_note=k_note(system, k), events=events, rows=all_rows,
                       lines=all_lines, players=_final(all_rows, all_lines, system),
                       skipped=source.skipped)


def _columns(games: pd.DataFrame) -> dict[str, np.ndarray]:
    """The games' columns as plain arrays (sliced per event without copying a DataFrame)."""
    out = {name: games[name].to_numpy() for name in
           ("white_score", "black_score", "white_rating", "black_rating", "played",
            "source_line")}
    for name in ("round", "note"):
        out[name] = np.asarray(games[name].cat.codes)
        out[name + "_labels"] = np.asarray(games[name].cat.categories, dtype=object)
    return out


def _codes(games: pd.DataFrame) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Every player name (white and black share categories), and each game's codes (-1: none)."""
    names = np.asarray(games["white"].cat.categories, dtype=object)
    white = np.asarray(games["white"].cat.codes, dtype=np.int64)
    black = np.asarray(games["black"].cat.codes, dtype=np.int64)
    blank = np.flatnonzero(names == "")
    if len(blank):
        black = np.where(black == blank[0], -1, black)
    return names, white, black


def _final(rows: pd.DataFrame, lines: FieldLines, system: System) -> pd.DataFrame:
    """One row per player: first rating, season totals, last K, rating after the last event."""
    if rows.empty:
        return pd.DataFrame(columns=["player", "rating", "k", "games", "score", "expected",
                                     "change", "change_rounded", "new_rating", "performance",
                                     "events", "k_reason", "points", "note"])
    grouped = rows.groupby("player", sort=False)
    out = grouped.agg(rating=("rating", "first"), k=("k", "last"),
                      k_reason=("k_reason", "last"), games=("games", "sum"),
                      score=("score", "sum"), points=("points", "sum"),
                      expected=("expected", "sum"), change=("change", "sum"),
                      change_rounded=("change_rounded", "sum"), new_rating=("new_rating", "last"),
                      events=("event", "size"), note=("note", "last"))
    single = out["events"] == 1
    perf = grouped["performance"].last()
    if not single.all():
        season = season_performance(lines, system)
        perf = perf.where(single, season.reindex(perf.index))
    out["performance"] = perf
    return out.reset_index()
