"""Event upload page parts: the kept upload, the events and time-control tables, one player."""

from __future__ import annotations

from typing import Any

import pandas as pd
import streamlit as st
from streamlit.runtime.uploaded_file_manager import UploadedFile

from elo_core.display.field_tables import (
    COLUMN_HELP,
    event_table,
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
from elo_core.field.rate import FieldResult
from elo_core.models import System, TimeControl
from pages.ui.common import held_files, keys
from pages.ui.common.downloads import table_downloads
from pages.ui.common.problems_view import show_problems_table
from pages.ui.event_upload import no_rules
from pages.ui.event_upload.rating import forget_readings


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


FILE_PICKS = (keys.UP_EVENT, keys.UP_PLAYER, keys.UP_SEASON, keys.NORM_EVENT, keys.NORM_PLAYER)


def forget_uploads() -> None:
    """Drop the kept uploads, their results, the picks made in them (event, players) and this
    session's cached readings and ratings, and empty the uploaders."""
    for key in (keys.UP_COMPUTED, *FILE_PICKS):
        st.session_state.pop(key, None)
    for slot in (keys.UP_DATA, keys.UP_PLAYERS):
        held_files.let_go(slot)  # (the server forgets them once no other session uses them)
    st.session_state[keys.UP_GENERATION] = st.session_state.get(keys.UP_GENERATION, 0) + 1
    forget_readings()
    forget_time_controls()


NAME_LIST_MAX = 1000
PINNED = ("No.", "Player")  # stay in view while the whole-field table scrolls sideways


def tc_key(control: TimeControl) -> str:
    """The key of the events the user rates under `control`."""
    return f"{keys.UP_EVENT_TC}_{control}"


def forget_time_controls() -> None:
    for control in TimeControl:
        st.session_state.pop(tc_key(control), None)


def chosen_time_controls() -> tuple[tuple[str, str], ...]:
    """(event, time control) the user set in the events table's choices (later lists win)."""
    chosen = {name: str(control) for control in TimeControl
              for name in st.session_state.get(tc_key(control)) or ()}
    return tuple(sorted(chosen.items()))


# The value found is cut to 200 px (hover it for all of it) so the explanation beside it is read.
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
        for control in TimeControl:  # (an address may name events this file does not hold)
            chosen = st.session_state.get(tc_key(control))
            if chosen and any(event not in events for event in chosen):
                st.session_state[tc_key(control)] = [e for e in chosen if e in events]
        cols = st.columns(len(TimeControl))
        for column, control in zip(cols, TimeControl, strict=True):
            column.multiselect(f"Rate as {control}", events, key=tc_key(control),
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
        show_problems_table(problems_table(problems), key="upload_problems")
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
