"""Event upload's inputs: the templates, the two uploaders and the field's options, read into one
UploadOptions value; the last computation kept with the inputs it was made from."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypedDict, TypeVar

import streamlit as st

from elo_core.display.text import SYSTEM_NAMES
from elo_core.errors import EloError
from elo_core.field.rate import FIELD_SYSTEMS
from elo_core.models import System, TimeControl
from elo_core.rules.editions import EARLIEST, LATEST
from pages.ui.common import coerce, kept, keys
from pages.ui.common.kept import KEEP
from pages.ui.common.upload_limit import upload_limit
from pages.ui.event_upload import rounds_view
from pages.ui.event_upload.next_list_download import PLAYERS_TYPES, players_help, players_mb
from pages.ui.event_upload.views import forget_time_controls, new_upload, uploader_key

TEMPLATES = Path(__file__).resolve().parents[3] / "elo_core" / "data" / "templates"
EVENT_TYPES = ["csv", "tsv", "txt", "xlsx", "ods", "trf", "trfx", "pgn"]
T = TypeVar("T")


@dataclass(frozen=True, kw_only=True, slots=True)
class UploadOptions:
    """The field's options as typed (k: None when left blank) and the upload limit's problem."""

    system: System
    k: float | None
    date: dt.date | None
    tc: str
    bad_limit: EloError | None


class DefaultIndex(TypedDict, total=False):
    """A choice widget's default option, when it is given one."""

    index: int


def _keep_upload(widget: Any, key: str) -> None:
    """Keep a new upload for the session (the widget itself is empty again after a page
    switch)."""
    upload = new_upload(widget, st.session_state.get(key))
    if upload is not None:
        st.session_state[key] = upload
        if key == keys.UP_DATA:  # another file: its events and players are others
            st.session_state.pop(keys.UP_GONE, None)
            forget_time_controls()
            st.session_state.pop(keys.UP_SEASON, None)  # (its chart starts with its first three)


def computed(inputs: tuple[Any, ...], work: Callable[[], T]) -> T | EloError:
    """The result for `inputs`: the stored one when the inputs are unchanged, else `work()`."""
    stored = st.session_state.get(keys.UP_COMPUTED)
    if stored is not None and stored[0] == inputs:
        value: T | EloError = stored[1]
        return value
    st.session_state.pop(keys.UP_COMPUTED, None)  # the old result is not kept beside the new one
    try:
        value = work()
    except EloError as exc:
        value = exc
    st.session_state[keys.UP_COMPUTED] = (inputs, value)
    return value


def templates() -> None:
    """The three CSV templates, each with a line on what it holds."""
    with st.expander("CSV templates"):
        st.caption("games.csv: one row per game (optional rating_period: the FIDE list, "
                   "YYYY-MM); rounds.csv: one player's rounds; players.csv: optional profiles "
                   "that feed the K rules (games played, birth year, peak, K, games_in_period: "
                   "rated games played elsewhere in the period, for the 700 rule).")
        for template in ("games.csv", "rounds.csv", "players.csv"):
            st.download_button(f"Download {template}", (TEMPLATES / template).read_bytes(),
                               file_name=template, mime="text/csv",
                               key=f"upload_tpl_{template}")


def read_options() -> UploadOptions:
    """The two uploaders (their files kept for the session) and the field's options."""
    limit = upload_limit()  # one limit ($ELO_MAX_UPLOAD_MB) for the uploaders and the readers
    left, right = st.columns(2)
    _keep_upload(left.file_uploader("Event file", type=EVENT_TYPES,
                                    key=uploader_key(keys.UP_FILE), help=limit.help,
                                    max_upload_size=limit.widget_mb), keys.UP_DATA)
    kept.file_in_use(left, st.session_state.get(keys.UP_DATA), what="Event file")
    _keep_upload(right.file_uploader("Players file (optional): player, rating, games_played, "
                                     "birth_year, peak_rating, k, games_in_period; or FIDE's "
                                     "rating list", type=PLAYERS_TYPES,
                                     key=uploader_key(keys.UP_PLAYERS_FILE),
                                     help=players_help(limit.help),
                                     max_upload_size=players_mb(limit.widget_mb)),
                 keys.UP_PLAYERS)
    kept.file_in_use(right, st.session_state.get(keys.UP_PLAYERS), what="Players file")
    cols = st.columns(4)
    field_only = rounds_view.field_only()  # a one-player file has the Tournament page's choices
    # FIDE by default; a system set in the session (the no-rules message's buttons) is not given
    # a default too (Streamlit warns about a widget with both)
    default_system: DefaultIndex = {} if keys.UP_SYSTEM in st.session_state else {"index": 1}
    system = cols[0].selectbox("System", [str(s) for s in FIELD_SYSTEMS], key=keys.UP_SYSTEM,
                               format_func=lambda code: SYSTEM_NAMES[System(code)], **KEEP,
                               **field_only, **default_system)
    k = cols[1].number_input("K for everyone (blank: the system's rule)", min_value=1.0,
                             max_value=200.0, value=None, key=keys.UP_K, **KEEP, **field_only)
    date = cols[2].date_input("Date for events without one", value=None, key=keys.UP_DATE,
                              min_value=EARLIEST, max_value=LATEST, **KEEP)
    tc = cols[3].selectbox("Time control (for events whose file gives none)",
                           [str(t) for t in TimeControl], key=keys.UP_TC, **KEEP)
    return UploadOptions(system=System(system), k=coerce.optional_number(k), date=date,
                         tc=str(tc), bad_limit=limit.problem)
