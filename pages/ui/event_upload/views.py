"""Event upload page parts: the kept upload, reading and rating it, tables, one player."""

from __future__ import annotations

import datetime as dt
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pandas as pd
import streamlit as st
from streamlit.runtime.uploaded_file_manager import UploadedFile

from elo_core.display.field_tables import (
    COLUMN_HELP,
    event_table,
    player_table,
    problems_table,
)
from elo_core.display.number_formats import number_formats
from elo_core.display.player_view import (
    PERIOD_HELP,
    events_overview,
    file_stem,
    has_periods,
    player_events,
    player_periods,
    untimed_events,
)
from elo_core.display.safe_text import markdown_text, safe_csv
from elo_core.display.text import counted
from elo_core.errors import EloError, FileError, NoRulesError
from elo_core.field.rate import FIELD_SYSTEMS, FieldResult, rate_field
from elo_core.io import read_event_file
from elo_core.io.players.match import players_match
from elo_core.io.summary import read_summary
from elo_core.models import System, TimeControl
from pages.ui.common import keys
from pages.ui.common.downloads import table_downloads
from pages.ui.event_upload import no_rules
from pages.ui.server import memory


def new_upload(widget: UploadedFile | None, stored: tuple[str, str, bytes] | None
               ) -> tuple[str, str, bytes] | None:
    """(id, name, bytes) of an upload the session does not hold yet, else None. The bytes are
    the uploader's own object (`getvalue()` shares the buffer, it never copies): while the page
    shows the uploader both refer to one buffer; after a page switch the uploader forgets the
    file and the session's reference is the only one."""
    if widget is None or (stored is not None and stored[0] == widget.file_id):
        return None
    return widget.file_id, widget.name, widget.getvalue()


def uploader_key(base: str) -> str:
    """An uploader's key: `base` until the first Forget, then a new one per Forget (an uploader
    cannot be emptied; one with a new key is drawn empty, so the same file can be chosen again)."""
    generation = st.session_state.get(keys.UP_GENERATION, 0)
    return base if generation == 0 else f"{base}_{generation}"


def forget_uploads() -> None:
    """Drop the kept uploads, their results and this session's cached readings and ratings, and
    empty the uploaders."""
    for key in (keys.UP_DATA, keys.UP_PLAYERS, keys.UP_COMPUTED):
        st.session_state.pop(key, None)
    st.session_state[keys.UP_GENERATION] = st.session_state.get(keys.UP_GENERATION, 0) + 1
    _read_views.clear()  # (per session: other sessions keep theirs)
    field_views.clear()
    forget_time_controls()


NAME_LIST_MAX = 1000
PINNED = ("No.", "Player")  # stay in view while the whole-field table scrolls sideways


def _tc_key(control: TimeControl) -> str:
    return f"{keys.UP_EVENT_TC}_{control}"


def forget_time_controls() -> None:
    for control in TimeControl:
        st.session_state.pop(_tc_key(control), None)


def chosen_time_controls() -> tuple[tuple[str, str], ...]:
    """(event, time control) the user set in the events table's choices (later lists win)."""
    chosen = {name: str(control) for control in TimeControl
              for name in st.session_state.get(_tc_key(control)) or ()}
    return tuple(sorted(chosen.items()))


# The value found is cut to 200 px (hover it for all of it) so the explanation beside it is read.
PROBLEM_COLUMNS = {"Value found": st.column_config.TextColumn(width="medium")}
EVENT_COLUMNS = ("Event", "Date", "Rating period", "Time control", "Games played", "Players")
SOURCE_COLUMNS = ("Event", "Rules applied", "Date from", "Period from", "Time control from")
RULES_WIDTH = 600  # px: an edition's whole name, e.g. 'FIDE Rapid & Blitz Regulations 2024, with
# the 600-point rule (in force from 2024-12-01)' (88 characters); the columns after it scroll


def events_tables(result: Any) -> None:
    """The events as read, in a table that fits the page; where each value came from and the
    rules applied in a second one, folded away."""
    events = events_overview(result)
    st.dataframe(events, hide_index=True, key="upload_events", column_order=EVENT_COLUMNS)
    with st.expander("The rules applied to each event, and where its date, rating period and "
                     "time control came from"):
        st.dataframe(events, hide_index=True, key="upload_event_sources",
                     column_order=SOURCE_COLUMNS, column_config={
                         "Rules applied": st.column_config.TextColumn(width=RULES_WIDTH)})


def time_control_choices(result: Any, default: str) -> None:
    """Say which events have no time control in the file; let the user set any event's."""
    untimed = untimed_events(result)
    if untimed:
        one = len(untimed) == 1
        st.warning(f"{counted(len(untimed), 'event')} {'gives' if one else 'give'} no time "
                   f"control and {'is' if one else 'are'} rated as {default} "
                   f"(the choice above): {markdown_text(', '.join(untimed[:10]))}"
                   + (" ..." if len(untimed) > 10 else "") + ". Set an event's time control "
                   "below if it was rapid or blitz.")
    with st.expander("Set an event's time control", expanded=bool(untimed)):
        events = result.events["event"].astype(str).tolist()
        cols = st.columns(len(TimeControl))
        for column, control in zip(cols, TimeControl, strict=True):
            column.multiselect(f"Rate as {control}", events, key=_tc_key(control),
                               persist_state="session")  # (kept over a page switch)


def _formats(table: pd.DataFrame, system: System) -> dict[str, Any]:
    return {name: st.column_config.NumberColumn(format=fmt)
            for name, fmt in number_formats(table, system).items()}


def player_view(result: Any, player: str) -> None:
    """The player's events and (FIDE) rating periods, each with its CSV and Excel downloads."""
    stem = file_stem(player)
    events = player_events(result, player)
    st.markdown("**Events**")
    st.dataframe(events, hide_index=True, key="upload_player_rows", placeholder="",
                 column_config=_formats(events, result.system))
    table_downloads("this player's events", events, file_stem=f"{stem}_events",
                    key="upload_player_events_csv")
    if has_periods(result):
        periods = player_periods(result, player)
        st.markdown("**Rating periods**", help=PERIOD_HELP)
        st.dataframe(periods, hide_index=True, key="upload_player_periods", placeholder="",
                     column_config=_formats(periods, result.system))
        table_downloads("this player's rating periods", periods,
                        file_stem=f"{stem}_periods", key="upload_player_periods_csv")


# One copy, shared, never pickled: a cached value is handed to the session as it is (st.cache_data
# would pickle a 200,000-game season's 80 MB at each call and unpickle a copy). Session-scoped:
# what a session read and rated is released when it disconnects, not kept for the server's life.
@st.cache_resource(max_entries=2, show_spinner="Reading the file...", scope="session",
                   on_release=memory.release_soon)
def _read_views(data: bytes, name: str, players: bytes | None, max_mb: float, *,
                players_name: str = "", date: dt.date | None = None) -> dict[str, Any]:
    """Read once per (file bytes, players bytes, size limit, date for events without one):
    switching the system or K rates again without reading again. (A FIDE single list's name
    gives its time control; the date dates a PGN's partial dates when the year alone cannot.)"""
    event = read_event_file(data, source=name, players=players, max_mb=max_mb,
                            players_name=players_name, date=date)
    return {"event": event, "summary": read_summary(event),
            "players_match": None if players is None else players_match(event, players),
            "ahead": {}, "asked": set()}


# Switching the system is the page's slowest step on a big season (rating 200,000 games takes a
# quarter to two thirds of a second): once the page has been drawn from a rating, the other systems
# with the same options are rated in one background thread, and a switch picks that result up
# (waiting for it if it is still running). Only up to AHEAD_MAX_GAMES games: each result held costs
# memory (about 0.25 KB a game), and a bigger file is rated when asked for, as before.
AHEAD_MAX_GAMES = 300_000
_AHEAD = ThreadPoolExecutor(max_workers=1, thread_name_prefix="rate-ahead")


def _rate(event: Any, options: tuple[Any, ...]) -> FieldResult:
    system, k, date, tc, event_tcs = options
    return rate_field(event, system=System(system), k=k, date=date,
                      time_control=TimeControl(tc),
                      event_time_controls={e: TimeControl(c) for e, c in event_tcs})


def rated(read: dict[str, Any], options: tuple[Any, ...]) -> FieldResult:
    """The file rated with `options` (system, k, date, time control, event time controls): the
    background result when one was started, else rated now."""
    started = read["ahead"].pop(options, None)
    read["asked"].add(options)
    return started.result() if started is not None else _rate(read["event"], options)


def start_ahead(read: dict[str, Any], options: tuple[Any, ...]) -> None:
    """Start rating, in the background, the other systems with the same options (each once per
    reading: not those already asked for or started)."""
    if len(read["event"].games) > AHEAD_MAX_GAMES:
        return
    for other in FIELD_SYSTEMS:
        wanted = (str(other), *options[1:])
        if wanted not in read["asked"] and wanted not in read["ahead"]:
            read["ahead"][wanted] = _AHEAD.submit(_rate, read["event"], wanted)


def rate_ahead(data: bytes, name: str, players: bytes | None, max_mb: float,
               options: tuple[Any, ...], *, players_name: str = "") -> None:
    """`start_ahead` for this session's reading of the file (called once the page is drawn, so
    the background work does not slow the page down)."""
    start_ahead(_read_views(data, name, players, max_mb, players_name=players_name,
                            date=options[2]), options)


@st.cache_resource(max_entries=4, show_spinner="Rating the field...", scope="session",
                   on_release=memory.release_soon)
def field_views(data: bytes, name: str, players: bytes | None, *, system: str,
                k: float | None, date: dt.date | None, tc: str,
                event_tcs: tuple[tuple[str, str], ...], max_mb: float,
                players_name: str = "") -> dict[str, Any]:
    """Rate once per (file, players file, options, size limit) in this session. The CSV
    downloads (and the every-event table) are written when clicked, not kept beside the tables;
    nothing on the page changes these in place (the crosstables are filled in once)."""
    read = _read_views(data, name, players, max_mb, players_name=players_name, date=date)
    result = rated(read, (system, k, date, tc, event_tcs))
    return {**{key: read[key] for key in ("event", "summary", "players_match")},
            "result": result, "table": player_table(result), "crosstables": {}}


def season_csv(result: FieldResult) -> bytes:
    """Every event's rows as CSV, built when the download is clicked."""
    return safe_csv(event_table(result))


def table_config(table: pd.DataFrame, system: System) -> dict[str, Any]:
    """Column settings of a big table (no per-cell styling): one number format per column, the
    meaning of each column on hover; the start number and the name stay in view while the
    table scrolls sideways."""
    formats = number_formats(table, system)
    return {name: st.column_config.NumberColumn(help=COLUMN_HELP.get(name),
                                                format=formats.get(name), pinned=name in PINNED)
            if pd.api.types.is_numeric_dtype(table[name])
            else st.column_config.Column(help=COLUMN_HELP.get(name), pinned=name in PINNED)
            for name in table.columns}


def show_problems(name: str, error: EloError) -> None:
    if isinstance(error, NoRulesError):  # the file is fine: say so, offer the systems that work
        no_rules.show(name, error)
        if len(error.missing) <= no_rules.MAX_NAMED:
            return
    problems = error.problems if isinstance(error, FileError) else ()
    count = error.total if isinstance(error, FileError) else 0
    st.error(f"{markdown_text(name)} could not be used, nothing was rated: "
             + (f"{count:,} problem{'s' if count != 1 else ''} found." if problems
                else markdown_text(str(error))))
    if problems:
        st.dataframe(problems_table(problems), hide_index=True, key="upload_problems",
                     column_config=PROBLEM_COLUMNS)
    if isinstance(error, FileError) and error.more:
        st.caption(f"The first {len(problems):,} are listed, and {error.more:,} more: fix "
                   "these and upload the file again to see the rest.")


def name_options(names: list[str], *, key: str, label: str, keep: list[str]) -> list[str]:
    """The names a picker offers: all of them up to NAME_LIST_MAX; beyond that a search box
    narrows them first (a browser select box with ten thousand names lags at every key).
    `keep` (the names already chosen) are always offered."""
    if len(names) <= NAME_LIST_MAX:
        return names
    query = st.text_input(label, key=key, placeholder="part of a name").strip().casefold()
    found = [name for name in names if query in name.casefold()] if query else names
    shown = found[:NAME_LIST_MAX]
    if len(found) > len(shown):
        st.caption(f"{len(found):,} names match; the list offers the first {len(shown):,} "
                   "(type more of the name to narrow it).")
    return list(dict.fromkeys([*keep, *shown]))
