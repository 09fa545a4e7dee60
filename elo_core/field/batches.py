"""Rate a season batch by batch: events rated from the same ratings go together (FIDE: a
rating period of one time control; classic and US Chess: events that share no player)."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

import numpy as np
import pandas as pd

from elo_core.field import arrays
from elo_core.field.event import EventInput, rate_one_event
from elo_core.field.glicko import GlickoInput, rate_glicko_period
from elo_core.field.period import PeriodInput, rate_period
from elo_core.field.season import batches
from elo_core.field.state import PlayerState
from elo_core.models import System, TimeControl
from elo_core.rules.editions import cached_fide_edition


@dataclass(frozen=True, kw_only=True, slots=True, eq=False)
class Batched:
    """Every batch's rows and period rows, the per-side figures, and per-event counts."""

    rows: list[dict[str, np.ndarray]]  # `event`: the event's place in the order
    periods: list[dict[str, np.ndarray]]
    computed: dict[str, np.ndarray]
    games_played: np.ndarray
    players: np.ndarray
    editions: np.ndarray
    states: dict[TimeControl, PlayerState]  # each time control's list after the last batch


def rate_batches(order: pd.DataFrame, sides: dict[str, np.ndarray], bounds: np.ndarray, *,
                 system: System, k: float | None, names: np.ndarray,
                 profiles: pd.DataFrame, tau: float) -> Batched:
    """Rate the events of `order` (their sides between `bounds`) batch after batch; each time
    control keeps its own list."""
    computed = {key: np.empty(len(sides["player"]), dtype=bool if key == "rated" else float)
                for key in ("rating", "opponent_rating", "rated", "expected", "change")}
    states: dict[TimeControl, PlayerState] = {}
    event_of_side = np.repeat(np.arange(len(order)), np.diff(bounds))
    batch = batches(order, system, bounds, sides["player"], len(names))
    perm = np.argsort(batch[event_of_side], kind="stable")
    side_bounds = np.append(0, np.cumsum(np.bincount(batch[event_of_side])))  # (no batch is
    # without sides: an event is its games)
    parts: list[dict[str, np.ndarray]] = []
    period_parts: list[dict[str, np.ndarray]] = []
    games_played = np.zeros(len(order), dtype=np.int64)
    players = np.zeros(len(order), dtype=np.int64)
    editions = np.empty(len(order), dtype=object)
    stamps = pd.to_datetime(order["date"]).to_numpy(dtype="datetime64[ns]")
    all_days = stamps.astype("datetime64[D]").astype(object)  # a datetime.date per event
    controls_of = order["time_control"].astype(str).tolist()
    periods_of = order["period"].astype(str).tolist()
    by_batch = np.argsort(batch, kind="stable")
    event_bounds = np.append(0, np.cumsum(np.bincount(batch)))
    for b in range(len(side_bounds) - 1):
        events = by_batch[event_bounds[b]:event_bounds[b + 1]]
        control = TimeControl(controls_of[int(events[0])])
        if control not in states:  # one rating list per time control
            states[control] = PlayerState.start(names, profiles, str(control))
        where = perm[side_bounds[b]:side_bounds[b + 1]]
        if len(where) and where[-1] - where[0] == len(where) - 1:  # in order: views, no copies
            where = slice(int(where[0]), int(where[-1]) + 1)  # type: ignore[assignment]
        if system == System.FIDE:
            states[control].adjust(control, periods_of[int(events[0])])
        part = {key: value[where] for key, value in sides.items()}
        days = all_days[events].tolist()
        done = _rate_batch(_Batch(system=system, k=k, tau=tau, control=control,
                                  period=periods_of[int(events[0])], days=days, sides=part,
                                  event=np.searchsorted(events, event_of_side[where])),
                           states[control], names)
        rows, lines = done.rows, done.lines
        rows["event"] = events[rows["event"]]
        games_played[events], players[events] = done.games_played, done.players
        editions[events] = done.editions
        if done.periods is not None:
            period_parts.append(done.periods)
        for key, value in lines.items():
            computed[key][where] = value
        parts.append(rows)
    return Batched(rows=parts, periods=period_parts, computed=computed,
                   games_played=games_played, players=players, editions=editions, states=states)


@dataclass(frozen=True, kw_only=True, slots=True, eq=False)
class _Batch:
    """Events rated from the same ratings: a FIDE period (of one time control), or events
    that share no player (classic, US Chess)."""

    system: System
    k: float | None
    tau: float  # Glicko-2's system constant
    control: TimeControl
    period: str
    days: list[dt.date]
    sides: dict[str, np.ndarray]
    event: np.ndarray  # per side: the event's place in the batch


@dataclass(frozen=True, kw_only=True, slots=True, eq=False)
class _Rated:
    rows: dict[str, np.ndarray]  # `event`: the place in the batch
    lines: dict[str, np.ndarray]
    games_played: np.ndarray
    players: np.ndarray
    editions: list[str] | np.ndarray  # per event: the rules applied
    periods: dict[str, np.ndarray] | None


def glicko_edition(tau: float) -> str:
    """The 'rules applied' of a Glicko-2 period."""
    return f"Glicko-2 (Glickman's paper algorithm, tau {tau:g}), rated by month"


def month_index(period: str) -> int:
    """'2026-10' -> 12 x year + month, a month's number (Glicko-2 counts the periods a player
    missed: only differences are used)."""
    year, month = period.split("-")
    return int(year) * 12 + int(month)


def _period_labels(periods: dict[str, np.ndarray], batch: _Batch) -> dict[str, np.ndarray]:
    """A period's per-player rows with the period and time control written in."""
    size = len(periods["player"])
    return {**periods, "period": np.full(size, batch.period, dtype=object),
            "time_control": np.full(size, str(batch.control), dtype=object)}


def _rate_batch(batch: _Batch, state: PlayerState, names: np.ndarray) -> _Rated:
    """FIDE and Glicko-2: the whole period at once; classic and US Chess: events without a
    common player (grouping by player is then grouping by event and player)."""
    if batch.system == System.GLICKO2:
        rated = rate_glicko_period(GlickoInput(
            sides=batch.sides, event=batch.event, events=len(batch.days),
            period_index=month_index(batch.period), tau=batch.tau), state, names)
        return _Rated(rows=rated.rows, lines=rated.lines, games_played=rated.games_played,
                      players=rated.players, editions=[glicko_edition(batch.tau)] * len(batch.days),
                      periods=_period_labels(rated.periods, batch))
    if batch.system == System.FIDE:  # the rules looked up once per distinct day
        days = list(dict.fromkeys(batch.days))
        day_place = {day: i for i, day in enumerate(days)}
        day_of = np.array([day_place[day] for day in batch.days], dtype=np.int64)
        eds = [cached_fide_edition(day, batch.control) for day in days]
        rated = rate_period(PeriodInput(
            sides=batch.sides, event=batch.event, dates=batch.days, day_of=day_of, days=days,
            editions=eds, k=batch.k, time_control=batch.control, period=batch.period), state,
            names)
        return _Rated(rows=rated.rows, lines=rated.lines, games_played=rated.games_played,
                      players=rated.players,
                      editions=np.array([ed.label for ed in eds], dtype=object)[day_of],
                      periods=_period_labels(rated.periods, batch))
    one = rate_one_event(EventInput(  # the batch's events share no player
        date=batch.days[0], sides=batch.sides, system=batch.system, k=batch.k,
        time_control=batch.control), state, names)
    place = np.zeros(len(names), dtype=np.int64)
    place[batch.sides["player"]] = batch.event
    event = place[one.rows["player"]]
    m = len(batch.days)
    return _Rated(rows={**one.rows, "event": event}, lines=one.lines,
                  games_played=arrays.games_per_event(batch.event, batch.sides["played"], m),
                  players=np.bincount(event, minlength=m), editions=[one.edition] * m,
                  periods=None)
