"""Rate a whole field from an event file: every player, every event in date order, vectorised."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

import numpy as np
import pandas as pd

from elo_core.errors import InputError, Problem
from elo_core.field import arrays
from elo_core.field.event import EventInput, rate_one_event, season_sides
from elo_core.field.lines import LINE_KEYS, FieldLines, season_performance
from elo_core.field.state import PlayerState, text_column
from elo_core.field.time_controls import check_rules_exist, split_by_time_control
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
    events: pd.DataFrame  # event, date, date_source, time_control, time_control_from, games,
    # players, edition
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


def event_date(dates: pd.Series, given: dt.date | None) -> dt.date:
    """One event's date, as for every event of a field: its latest game date, else the date
    the user gave, else today."""
    latest = dates.max() if len(dates) else pd.NaT
    if not pd.isna(latest):
        return pd.Timestamp(latest).date()
    return given or dt.date.today()


def _event_order(games: pd.DataFrame, default_date: dt.date | None) -> pd.DataFrame:
    """Events with their date (latest game date, else the given date, else today), in order;
    `code` is the event's code in the games' categories."""
    codes = np.asarray(games["event"].cat.codes, dtype=np.int64)
    labels = np.asarray(games["event"].cat.categories, dtype=object)
    stamps = games["date"].to_numpy(dtype="datetime64[ns]").view(np.int64)
    latest = np.full(len(labels), np.iinfo(np.int64).min)  # NaT
    np.maximum.at(latest, codes, stamps)
    first = np.full(len(labels), np.iinfo(np.int64).max)
    np.minimum.at(first, codes, games["source_line"].to_numpy(dtype=np.int64))
    used = np.flatnonzero(np.bincount(codes, minlength=len(labels)) > 0)
    dates = pd.Series(latest[used].view("datetime64[ns]"))
    given = pd.Timestamp(default_date or dt.date.today())
    grouped = pd.DataFrame({
        "event": labels[used], "date": dates.fillna(given),
        "first": first[used], "code": used,
        "date_source": np.where(dates.isna(), "given" if default_date else "today", "file"),
    })
    return grouped.sort_values(["date", "first"], kind="stable").reset_index(drop=True)


def _season(games: pd.DataFrame, order: pd.DataFrame, white: np.ndarray, black: np.ndarray
            ) -> tuple[dict[str, np.ndarray], np.ndarray]:
    """The season's sides with games in event order, and where each event's sides start."""
    columns = _columns(games)
    rank = np.zeros(len(games["event"].cat.categories), dtype=np.int64)
    rank[order["code"].to_numpy()] = np.arange(len(order))
    game_rank = rank[columns["event"]]
    if len(game_rank) and np.any(game_rank[1:] < game_rank[:-1]):
        perm = np.argsort(game_rank, kind="stable")
        columns = {key: value[perm] for key, value in columns.items()}
        white, black, game_rank = white[perm], black[perm], game_rank[perm]
    sides = season_sides(columns, white, black)
    per_event = np.bincount(game_rank, weights=1 + (black >= 0), minlength=len(order))
    return sides, np.append(0, np.cumsum(per_event).astype(np.int64))


def rate_field(
    source: EventFile,
    *,
    system: System = System.FIDE,
    k: float | None = None,
    date: dt.date | None = None,
    time_control: TimeControl = TimeControl.STANDARD,
) -> FieldResult:
    """Rate every player of every event in `source`, events in date order, each from the
    ratings the previous one produced (a player's first rating comes from the file).

    Each event is rated under the rules of its time control: the file's (CSV `time_control`,
    PGN `TimeControl`, classified as in `elo_core.io.time_control`) when its games give one,
    else `time_control`. An event mixing time controls is split into one event per time control.
    FIDE keeps a list per time control, so each time control carries its own ratings from event
    to event. FIDE rapid or blitz before 2012 raises FileError naming the events.
    """
    if system not in FIELD_SYSTEMS:
        raise InputError(f"a whole field can be rated with classic, FIDE or US Chess, not {system}")
    if k is not None and not 0 < k <= 200:
        raise InputError(f"K must be between 0 and 200, got {k:g}")
    games, controls = split_by_time_control(source.games, time_control)
    names, white, black = _codes(games)
    order = _event_order(games, date)
    order["time_control"] = [str(controls[str(e)][0]) for e in order["event"]]
    order["time_control_from"] = [controls[str(e)][1] for e in order["event"]]
    check_rules_exist(order, system, source.source)
    states: dict[TimeControl, PlayerState] = {}
    sides, bounds = _season(games, order, white, black)
    computed = {key: np.empty(len(sides["player"]), dtype=bool if key == "rated" else float)
                for key in ("rating", "opponent_rating", "rated", "expected", "change")}
    parts, summaries = [], []
    for i, event in enumerate(order.itertuples(index=False)):
        part = slice(int(bounds[i]), int(bounds[i + 1]))
        control = TimeControl(str(event.time_control))
        if control not in states:  # one rating list per time control
            states[control] = PlayerState.start(names, source.players)
        rated = rate_one_event(EventInput(
            name=str(event.event), date=pd.Timestamp(str(event.date)).date(),
            sides={key: value[part] for key, value in sides.items()}, system=system, k=k,
            time_control=control), states[control], names)
        for key, value in rated.lines.items():
            computed[key][part] = value
        parts.append(rated.rows)
        summaries.append({"event": event.event, "date": event.date,
                          "date_source": event.date_source, "time_control": str(control),
                          "time_control_from": event.time_control_from,
                          "games": rated.games_played,
                          "players": len(rated.rows["player"]), "edition": rated.edition})
    events = pd.DataFrame(summaries, columns=["event", "date", "date_source", "time_control",
                                              "time_control_from", "games", "players", "edition"])
    all_rows = _rows(parts, order, names)
    labels = {name: np.asarray(games[name].cat.categories, dtype=object)
              for name in ("event", "round", "note")}
    given = {**sides, **computed, "source_line": sides["line"]}
    all_lines = FieldLines(data={key: given[key] for key in LINE_KEYS}, names=names,
                           events=labels["event"], rounds=labels["round"], notes=labels["note"])
    return FieldResult(system=system, k_note=k_note(system, k), events=events, rows=all_rows,
                       lines=all_lines, players=_final(all_rows, all_lines, system),
                       skipped=source.skipped)


def _rows(parts: list[dict[str, np.ndarray]], order: pd.DataFrame,
          names: np.ndarray) -> pd.DataFrame:
    """Every event's per-player figures as one table (columns ROW_COLUMNS)."""
    if not parts:
        return pd.DataFrame(columns=ROW_COLUMNS)
    sizes = [len(part["player"]) for part in parts]
    data: dict[str, object] = {key: np.concatenate([part[key] for part in parts])
                               for key in parts[0]}
    events = np.repeat(np.arange(len(parts)), sizes)
    data["event"] = text_column(order["event"].to_numpy(dtype=object), events)
    data["player"] = text_column(names, np.asarray(data["player"]))
    for key in ("k_reason", "note"):
        codes, labels = pd.factorize(np.asarray(data[key], dtype=object))
        data[key] = text_column(np.asarray(labels, dtype=object), codes)
    days = [np.datetime64(pd.Timestamp(str(day)).date(), "s") for day in order["date"]]
    data["date"] = np.array(days, dtype="datetime64[s]")[events]
    return pd.DataFrame({key: data[key] for key in ROW_COLUMNS})


def _columns(games: pd.DataFrame) -> dict[str, np.ndarray]:
    """The games' columns as plain arrays (codes for round, note and event)."""
    out = {name: games[name].to_numpy() for name in
           ("white_score", "black_score", "white_rating", "black_rating", "played",
            "source_line")}
    for name in ("round", "note", "event"):
        out[name] = np.asarray(games[name].cat.codes)  # int8 or int16: a few labels
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
    if system != System.FIDE:  # ratings chain unrounded: round the season's change once
        places = 1 if system == System.CLASSIC else 0
        out["change_rounded"] = arrays.half_away_float(out["change"].to_numpy(dtype=float), places)
    single = out["events"] == 1
    perf = grouped["performance"].last()
    if not single.all():
        season = season_performance(lines, system)
        perf = perf.where(single, season.reindex(perf.index))
    out["performance"] = perf
    return out.reset_index()
