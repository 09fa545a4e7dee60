"""Rate a whole field from an event file: every player, every event (FIDE: by rating period)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from dataclasses import dataclass

import numpy as np
import pandas as pd

from elo_core.errors import FileWarning, InputError, Problem
from elo_core.field.batches import rate_batches
from elo_core.field.event import season_sides
from elo_core.field.glicko import RATED_RD
from elo_core.field.lines import LINE_KEYS, FieldLines
from elo_core.field.season import by_month, by_period, event_order, set_time_controls
from elo_core.field.standings import final_table, period_table
from elo_core.field.state import Carried, text_column
from elo_core.field.time_controls import check_rules_exist, split_by_time_control
from elo_core.io.games import EventFile
from elo_core.models import System, TimeControl
from elo_core.rules.editions import cached_fide_edition

FIELD_SYSTEMS = (System.CLASSIC, System.FIDE, System.USCF, System.GLICKO2)
ROW_COLUMNS = ("event", "date", "period", "player", "rating", "file_rating", "k", "k_reason",
               "games", "score", "points", "expected", "change", "change_rounded", "new_rating",
               "performance", "performance_linear", "wins", "draws", "losses", "note")
EVENT_COLUMNS = ["event", "date", "date_source", "period", "period_source", "time_control",
                 "time_control_from", "games", "players", "edition"]


@dataclass(frozen=True, kw_only=True, slots=True, eq=False)
class FieldResult:
    """A rated file: per-event rows, per-game lines, the final table and what was skipped."""

    system: System
    k_note: str
    events: pd.DataFrame  # columns EVENT_COLUMNS, in rating order
    rows: pd.DataFrame  # one row per (event, player), columns ROW_COLUMNS
    lines: FieldLines  # every game from each player's side; .frame() gives a table
    periods: pd.DataFrame  # FIDE: one row per (period, time control, player), PERIOD_COLUMNS
    players: pd.DataFrame  # one row per player after the last event, in standings order
    skipped: tuple[Problem, ...]
    warnings: tuple[FileWarning, ...] = ()  # the reader's, then the rating's own
    carried: Carried | None = None  # every list's state after the file (for the next list)


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
    if system == System.GLICKO2:
        return ("Glicko-2 has no K: each step follows the player's RD and volatility; a player "
                f"rated in the file starts with RD {RATED_RD:g} (established) unless the players "
                f"file gives one, an unrated player at 1500 / RD 350 / volatility 0.06")
    return "classic 'auto' K: 40 below 2100, 20 below 2400, 10 from 2400"


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
    event_time_controls: Mapping[str, TimeControl] | None = None,
    tau: float = 0.5,
) -> FieldResult:
    """Rate every player of every event in `source`.

    FIDE rates by rating period: every event of a period from the ratings at its start (the
    file's, or what the previous period produced), K status at its start, the 700 rule over the
    period's games, each player's period change rounded once; a player who ends a period below
    the floor is off the next list and unrated in later periods. Classic and US Chess rate the
    events one after another by date, each from the ratings the previous one produced.
    Glicko-2 rates by month (or the file's `rating_period`): every game of a period from the
    ratings, RDs and volatilities at its start (system constant `tau`), RDs growing for the
    periods a player missed.

    Each event is rated under the rules of its time control: `event_time_controls` (event name
    -> time control) when given, else the file's (CSV `time_control`, PGN `TimeControl`) when its
    games give one, else `time_control`. An event mixing time controls is split into one event
    per time control. Each time control keeps its own list. FIDE rapid or blitz before 2012
    raises FileError naming the events.
    """
    if system not in FIELD_SYSTEMS:
        raise InputError("a whole field can be rated with classic, FIDE, US Chess or Glicko-2, "
                         f"not '{system}'")
    if system == System.GLICKO2 and k is not None:
        raise InputError("Glicko-2 has no K (the step follows each player's RD and "
                         "volatility): leave K out, or choose classic, FIDE or US Chess")
    if not 0.2 <= tau <= 2.0:
        raise InputError(f"tau must be between 0.2 and 2.0 (Glickman suggests 0.3 to 1.2), "
                         f"got {tau:g}")
    if k is not None and not 0 < k <= 200:
        raise InputError(f"K must be between 0 and 200, got {k:g}")
    games, found = split_by_time_control(source.games, time_control)
    controls = set_time_controls(found, event_time_controls)
    names, white, black = _codes(games)
    order = event_order(games, date)
    chosen = [controls[e] for e in order["event"].astype(str).tolist()]
    order["time_control"] = [str(control) for control, _ in chosen]
    order["time_control_from"] = [source for _, source in chosen]
    check_rules_exist(order, system, source.source)
    if system == System.FIDE:
        order = by_period(order)
    elif system == System.GLICKO2:
        order = by_month(order)
    sides, bounds = _season(games, order, white, black)
    done = rate_batches(order, sides, bounds, system=system, k=k, names=names,
                        profiles=source.players, tau=tau)
    parts, period_parts, computed = done.rows, done.periods, done.computed
    games_played, players, editions = done.games_played, done.players, done.editions
    events_table = order.assign(games=games_played, players=players, edition=editions)[
        EVENT_COLUMNS]
    all_rows, row_players = _rows(parts, order, names)
    labels = {name: np.asarray(games[name].cat.categories, dtype=object)
              for name in ("event", "round", "note")}
    given = {**sides, **computed, "source_line": sides["line"]}
    all_lines = FieldLines(data={key: given[key] for key in LINE_KEYS}, names=names,
                           events=labels["event"], rounds=labels["round"], notes=labels["note"])
    periods = period_table(period_parts, names)
    table = final_table(all_rows, all_lines, periods, system, source.players,
                        players=row_players)
    return FieldResult(system=system, k_note=k_note(system, k), events=events_table,
                       rows=all_rows, lines=all_lines, periods=periods, players=table,
                       skipped=source.skipped,
                       warnings=(*source.warnings, *junior_warning(system, k, order,
                                                                   source.players, table)),
                       carried=Carried(names=names, states={str(c): v for c, v in
                                                            done.states.items()},
                                       profiles=source.players))


def junior_warning(system: System, k: float | None, order: pd.DataFrame,
                   players: pd.DataFrame, table: pd.DataFrame) -> tuple[FileWarning, ...]:
    """junior_rule_not_applied: FIDE K where the junior rule was in force, and no player has a
    birth year (every junior was given an adult's K, 20 not 40), or some players have one and
    others rated under 2300 with a K under 40 do not (those are named)."""
    if system != System.FIDE or k is not None or order.empty:
        return ()
    junior = [cached_fide_edition(pd.Timestamp(day).date(), TimeControl(control)).junior_rule
              for day, control in zip(order["date"], order["time_control"], strict=True)]
    if not any(junior):
        return ()
    if "birth_year" in players.columns and players["birth_year"].notna().any():
        return _juniors_unknown(players, table)
    return (FileWarning(
        code="junior_rule_not_applied",  # (no column to point at: none is given)
        what="no player has a birth year, so FIDE's junior rule (K 40 to the end of the year "
             "a player turns 18, while under 2300) could not be applied: a junior is given "
             "K 20 or the K of their games played; add a birth_year column (or a players file) "
             "to apply it"),)


JUNIOR_CEILING, JUNIOR_K = 2300, 40  # FIDE's junior rule: K 40 while rated under 2300


def _juniors_unknown(players: pd.DataFrame, table: pd.DataFrame) -> tuple[FileWarning, ...]:
    """The players a birth year would change: rated under 2300, K under 40, no birth year."""
    years = players["birth_year"].reindex(table["player"].astype(str)).to_numpy(dtype=float)
    open_ = (table["rating"].to_numpy(dtype=float) < JUNIOR_CEILING) & np.isnan(years) & \
        (table["k"].to_numpy(dtype=float) < JUNIOR_K)
    names = tuple(str(name) for name in table["player"][open_])
    if not names:
        return ()
    one = len(names) == 1
    return (FileWarning(
        code="junior_rule_not_applied", players=names, column="birth_year",
        what=f"{len(names)} player{'' if one else 's'} rated under 2300 "
             f"{'has' if one else 'have'} no birth year, so FIDE's junior rule (K 40 to the end "
             "of the year a player turns 18) could not be applied to "
             f"{'this player' if one else 'them'}: a junior among them is given K 20; add "
             "their birth years to apply it"),)


def _rows(parts: list[dict[str, np.ndarray]], order: pd.DataFrame,
          names: np.ndarray) -> tuple[pd.DataFrame, np.ndarray]:
    """Every event's per-player figures as one table (columns ROW_COLUMNS), in event order, and
    each row's player code (an index into `names`)."""
    if not parts:
        return pd.DataFrame(columns=ROW_COLUMNS), np.zeros(0, dtype=np.int64)
    data: dict[str, object] = {key: np.concatenate([part[key] for part in parts])
                               for key in parts[0]}
    events = np.asarray(data["event"], dtype=np.int64)
    if len(events) and np.any(events[1:] < events[:-1]):
        perm = np.argsort(events, kind="stable")
        data = {key: np.asarray(value)[perm] for key, value in data.items()}
        events = events[perm]
    data["event"] = text_column(order["event"].to_numpy(dtype=object), events)
    data["period"] = text_column(order["period"].to_numpy(dtype=object), events)
    players = np.asarray(data["player"], dtype=np.int64)
    data["player"] = text_column(names, players)
    for key in ("k_reason", "note"):
        codes, labels = pd.factorize(np.asarray(data[key], dtype=object))
        data[key] = text_column(np.asarray(labels, dtype=object), codes)
    days = pd.to_datetime(order["date"]).to_numpy(dtype="datetime64[ns]")
    data["date"] = days.astype("datetime64[D]").astype("datetime64[s]")[events]  # the day
    return pd.DataFrame({key: data[key] for key in ROW_COLUMNS}), players


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
