"""Page setup: every page's first call, the session's defaults and the detour through app.py."""

from __future__ import annotations

import datetime as dt

import pandas as pd
import streamlit as st
from streamlit.errors import StreamlitAPIException

from elo_core.scenarios import rounds_grid
from pages.ui.common.keys import (
    CALC_DATE,
    DEEP_LINK,
    T_DATE,
    T_EDITOR,
    T_ROUNDS,
    T_ROUNDS_BASE,
    TOURNAMENT_DEFAULTS,
)
from pages.ui.common.links import query
from pages.ui.server import memory

_PROCESS = {"entrypoint_ran": False}  # process-wide, like Streamlit's own navigation mode


def init_state() -> None:
    """Give every tournament key its default once per session (never overwrite what was typed).
    The calculator's widgets take their defaults from CALC_DEFAULTS themselves (see
    calculator/link.py): a widget given a default must not also get a value through
    st.session_state in one run."""
    for key, value in TOURNAMENT_DEFAULTS.items():
        if value is not None:  # a link's value still wins on a bound widget's first load
            st.session_state.setdefault(key, value)
    if CALC_DATE in st.session_state and st.session_state[CALC_DATE] is None:
        del st.session_state[CALC_DATE]  # a reopened run saved without a date: today again
    if st.session_state.get(T_DATE) is None:
        st.session_state[T_DATE] = dt.date.today()
    if T_ROUNDS not in st.session_state:
        st.session_state[T_ROUNDS] = rounds_grid.rounds_frame()
        st.session_state[T_ROUNDS_BASE] = st.session_state[T_ROUNDS]
    memory.watch_session()  # the session's memory is handed back once it ends


def mark_entrypoint() -> None:
    """Called by app.py after st.navigation: finish a deep link that arrived before it ever ran."""
    _PROCESS["entrypoint_ran"] = True
    link = st.session_state.pop(DEEP_LINK, None)
    if isinstance(link, dict) and isinstance(link.get("page"), str):
        st.switch_page(link["page"], query_params=link.get("query") or None)


def page_setup(page_path: str) -> None:
    """First lines of every page: default state, and a detour through app.py when needed.

    With a `pages/` folder next to app.py, Streamlit runs a page file on its own (the old
    folder-based navigation) until app.py has called st.navigation once in this server process.
    A shared link opened on a freshly started server would then miss the app's navigation, so
    the page sends the session through app.py once, keeping the page and its URL parameters.
    """
    if not _PROCESS["entrypoint_ran"]:
        st.session_state[DEEP_LINK] = {"page": page_path, "query": query()}
        try:
            st.switch_page("app.py")
        except StreamlitAPIException:  # the page runs on its own (a test of this page alone)
            st.session_state.pop(DEEP_LINK, None)
    init_state()


def set_rounds(frame: pd.DataFrame) -> None:
    """Replace the rounds table and make the editor reopen on it (for resets and reopened runs)."""
    st.session_state[T_ROUNDS] = frame
    st.session_state[T_ROUNDS_BASE] = frame
    st.session_state.pop(T_EDITOR, None)
