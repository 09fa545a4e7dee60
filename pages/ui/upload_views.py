"""Event upload page parts: each event's time control chosen by the user, and one player's view."""

from __future__ import annotations

from typing import Any

import pandas as pd
import streamlit as st
from streamlit.runtime.uploaded_file_manager import UploadedFile

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
from elo_core.models import System, TimeControl
from pages.ui import state as ui


def new_upload(widget: UploadedFile | None,
               stored: tuple[str, str, bytes] | None) -> tuple[str, str, bytes] | None:
    """(id, name, bytes) of an upload the session does not hold yet, else None. The bytes are
    the uploader's own object (`getvalue()` shares the buffer, it never copies): while the page
    shows the uploader both refer to one buffer; after a page switch the uploader forgets the
    file and the session's reference is the only one."""
    if widget is None or (stored is not None and stored[0] == widget.file_id):
        return None
    return widget.file_id, widget.name, widget.getvalue()


def _tc_key(control: TimeControl) -> str:
    return f"{ui.UP_EVENT_TC}_{control}"


def forget_time_controls() -> None:
    for control in TimeControl:
        st.session_state.pop(_tc_key(control), None)


def chosen_time_controls() -> tuple[tuple[str, str], ...]:
    """(event, time control) the user set in the events table's choices (later lists win)."""
    chosen = {name: str(control) for control in TimeControl
              for name in st.session_state.get(_tc_key(control)) or ()}
    return tuple(sorted(chosen.items()))


EVENT_COLUMNS = ("Event", "Date", "Rating period", "Time control", "Games played", "Players")
SOURCE_COLUMNS = ("Event", "Date from", "Period from", "Time control from", "Rules applied")


def events_tables(result: Any) -> None:
    """The events as read, in a table that fits the page; where each value came from and the
    rules applied in a second one, folded away."""
    events = events_overview(result)
    st.dataframe(events, hide_index=True, key="upload_events", column_order=EVENT_COLUMNS)
    with st.expander("Where each event's date, rating period and time control came from, and "
                     "the rules applied"):
        st.dataframe(events, hide_index=True, key="upload_event_sources",
                     column_order=SOURCE_COLUMNS)


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
            column.multiselect(f"Rate as {control}", events, key=_tc_key(control))


def _formats(table: pd.DataFrame, system: System) -> dict[str, Any]:
    return {name: st.column_config.NumberColumn(format=fmt)
            for name, fmt in number_formats(table, system).items()}


def player_view(result: Any, player: str) -> None:
    """The player's events and (FIDE) rating periods, each with its CSV download."""
    stem = file_stem(player)
    events = player_events(result, player)
    st.markdown("**Events**")
    st.dataframe(events, hide_index=True, key="upload_player_rows", placeholder="",
                 column_config=_formats(events, result.system))
    st.download_button("Download this player's events (CSV)", safe_csv(events),
                       file_name=f"{stem}_events.csv", mime="text/csv",
                       key="upload_player_events_csv")
    if has_periods(result):
        periods = player_periods(result, player)
        st.markdown("**Rating periods**", help=PERIOD_HELP)
        st.dataframe(periods, hide_index=True, key="upload_player_periods", placeholder="",
                     column_config=_formats(periods, result.system))
        st.download_button("Download this player's rating periods (CSV)", safe_csv(periods),
                           file_name=f"{stem}_periods.csv", mime="text/csv",
                           key="upload_player_periods_csv")
