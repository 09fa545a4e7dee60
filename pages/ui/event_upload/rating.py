"""Event upload's reading and rating: a file read once per session, rated per options (the other
systems rated ahead in the background), and what the page shows of it."""

from __future__ import annotations

import datetime as dt
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field

import pandas as pd
import streamlit as st

from elo_core.display.field_tables import player_table
from elo_core.errors import EloError
from elo_core.field.rate import FIELD_SYSTEMS, FieldResult, rate_field
from elo_core.io import read_event_file
from elo_core.io.games import EventFile
from elo_core.io.players.matched import ListMatch, PlayersMatch
from elo_core.io.summary import ReadSummary, read_summary
from elo_core.models import System, TimeControl
from pages.ui.server import memory


@dataclass(frozen=True, kw_only=True, slots=True)
class FieldViews:
    """One rated file as the page shows it; the crosstables and TRF checks are found when
    first asked for and kept here with it."""

    event: EventFile
    summary: ReadSummary
    players_match: PlayersMatch | ListMatch | None
    result: FieldResult
    table: pd.DataFrame
    crosstables: dict[str, pd.DataFrame] = field(default_factory=dict)
    trf_checks: dict[str, str | EloError] = field(default_factory=dict)


RateOptions = tuple[str, float | None, dt.date | None, str, tuple[tuple[str, str], ...]]
"""How a field is rated: system, K for everyone, date for events without one, time control,
the time controls the user gave events."""


@dataclass(frozen=True, kw_only=True, slots=True)
class Reading:
    """A file read once for the session, with the ratings started ahead (by options) and the
    options already asked for."""

    event: EventFile
    summary: ReadSummary
    players_match: PlayersMatch | ListMatch | None
    ahead: dict[RateOptions, Future[FieldResult]] = field(default_factory=dict)
    asked: set[RateOptions] = field(default_factory=set)



# One copy, shared, never pickled: a cached value is handed to the session as it is (st.cache_data
# would pickle a 200,000-game season's 80 MB at each call and unpickle a copy). Session-scoped:
# what a session read and rated is released when it disconnects, not kept for the server's life.
@st.cache_resource(max_entries=2, show_spinner="Reading the file...", scope="session",
                   on_release=memory.release_soon)
def _read_views(data: bytes, name: str, players: bytes | None, max_mb: float, *,
                players_name: str = "", date: dt.date | None = None) -> Reading:
    """Read once per (file bytes, players bytes, size limit, date for events without one):
    switching the system or K rates again without reading again. (A FIDE single list's name
    gives its time control; the date dates a PGN's partial dates when the year alone cannot.)"""
    event = read_event_file(data, source=name, players=players, max_mb=max_mb,
                            players_name=players_name, date=date)
    return Reading(event=event, summary=read_summary(event),
                   players_match=event.players_match)  # (matched once, as the file was read)


# Switching the system is the page's slowest step on a big season (rating 200,000 games takes a
# quarter to two thirds of a second): once the page has been drawn from a rating, the other systems
# with the same options are rated in one background thread, and a switch picks that result up
# (waiting for it if it is still running). Only up to AHEAD_MAX_GAMES games: each result held costs
# memory (about 0.25 KB a game), and a bigger file is rated when asked for, as before.
AHEAD_MAX_GAMES = 300_000
_AHEAD = ThreadPoolExecutor(max_workers=1, thread_name_prefix="rate-ahead")


def _rate(event: EventFile, options: RateOptions) -> FieldResult:
    system, k, date, tc, event_tcs = options
    return rate_field(event, system=System(system), k=k, date=date,
                      time_control=TimeControl(tc),
                      event_time_controls={e: TimeControl(c) for e, c in event_tcs})


def rated(read: Reading, options: RateOptions) -> FieldResult:
    """The file rated with `options`: the background result when one was started, else rated
    now."""
    started = read.ahead.pop(options, None)
    read.asked.add(options)
    return started.result() if started is not None else _rate(read.event, options)


def start_ahead(read: Reading, options: RateOptions) -> None:
    """Start rating, in the background, the other systems with the same options (each once per
    reading: not those already asked for or started)."""
    if len(read.event.games) > AHEAD_MAX_GAMES:
        return
    for other in FIELD_SYSTEMS:
        wanted: RateOptions = (str(other), *options[1:])
        if wanted not in read.asked and wanted not in read.ahead:
            read.ahead[wanted] = _AHEAD.submit(_rate, read.event, wanted)


def rate_ahead(data: bytes, name: str, players: bytes | None, max_mb: float,
               options: RateOptions, *, players_name: str = "") -> None:
    """`start_ahead` for this session's reading of the file (called once the page is drawn, so
    the background work does not slow the page down)."""
    start_ahead(_read_views(data, name, players, max_mb, players_name=players_name,
                            date=options[2]), options)


@st.cache_resource(max_entries=4, show_spinner="Rating the field...", scope="session",
                   on_release=memory.release_soon)
def field_views(data: bytes, name: str, players: bytes | None, *, system: str,
                k: float | None, date: dt.date | None, tc: str,
                event_tcs: tuple[tuple[str, str], ...], max_mb: float,
                players_name: str = "") -> FieldViews:
    """Rate once per (file, players file, options, size limit) in this session. The CSV
    downloads (and the every-event table) are written when clicked, not kept beside the tables;
    nothing on the page changes these in place (the crosstables are filled in once)."""
    read = _read_views(data, name, players, max_mb, players_name=players_name, date=date)
    result = rated(read, (system, k, date, tc, event_tcs))
    return FieldViews(event=read.event, summary=read.summary,
                      players_match=read.players_match, result=result,
                      table=player_table(result))


def forget_readings() -> None:
    """Drop this session's readings and ratings (per session: other sessions keep theirs)."""
    _read_views.clear()
    field_views.clear()
