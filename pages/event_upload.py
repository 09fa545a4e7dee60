"""Event upload: rate a whole field (or one player's rounds) from a CSV, FIDE TRF or PGN file."""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import Any

import streamlit as st

from elo_core.display.field_tables import (
    event_table,
    problems_table,
)
from elo_core.display.safe_text import markdown_text
from elo_core.display.text import SYSTEM_NAMES, counted
from elo_core.errors import EloError
from elo_core.field.rate import FIELD_SYSTEMS
from elo_core.io.detect import csv_shape_of
from elo_core.io.games import max_upload_bytes
from elo_core.models import System, TimeControl
from elo_core.rules.editions import EARLIEST, LATEST
from pages.ui.common import coerce, kept, keys, session
from pages.ui.common.downloads import table_downloads
from pages.ui.common.upload_limit import upload_limit
from pages.ui.common.warnings_view import show_warnings
from pages.ui.event_upload import fragments, rounds_view
from pages.ui.event_upload.next_list_download import (
    PLAYERS_TYPES,
    next_list_download,
    players_help,
    players_mb,
)
from pages.ui.event_upload.norms_view import norms_view
from pages.ui.event_upload.report_download import event_report_download
from pages.ui.event_upload.views import (
    PROBLEM_COLUMNS,
    chosen_time_controls,
    events_tables,
    field_views,
    forget_time_controls,
    forget_uploads,
    new_upload,
    rate_ahead,
    show_problems,
    table_config,
    time_control_choices,
    uploader_key,
)

session.page_setup("pages/event_upload.py")

# Canonical state (keys in pages/ui/common/keys.py; it survives page switches): uploaded bytes,
# names and ids, and the last computation with the inputs it was made from (so picking a player
# or sorting never re-reads).
TEMPLATES = Path(__file__).resolve().parent.parent / "elo_core" / "data" / "templates"
KEEP = {"persist_state": "session"}


def _keep_upload(widget: Any, key: str) -> None:
    """Keep a new upload for the session (the widget itself is empty again after a page
    switch)."""
    kept = new_upload(widget, st.session_state.get(key))
    if kept is not None:
        st.session_state[key] = kept
        if key == keys.UP_DATA:  # another file: its events and players are others
            forget_time_controls()
            st.session_state.pop(keys.UP_SEASON, None)  # (its chart starts with its first three)


def _computed(inputs: tuple[Any, ...], work: Any) -> Any:
    """The result for `inputs`: the stored one when the inputs are unchanged, else `work()`."""
    stored = st.session_state.get(keys.UP_COMPUTED)
    if stored is not None and stored[0] == inputs:
        return stored[1]
    st.session_state.pop(keys.UP_COMPUTED, None)  # the old result is not kept beside the new one
    try:
        value = work()
    except EloError as exc:
        value = exc
    st.session_state[keys.UP_COMPUTED] = (inputs, value)
    return value


st.title("Event upload")
st.caption("Upload a games CSV or spreadsheet (.xlsx, .ods), a one-player rounds file, a FIDE "
           "TRF or a PGN: every player's rating change, the crosstable and trajectories. "
           "Nothing leaves this machine.")
with st.expander("CSV templates"):
    st.caption("games.csv: one row per game (optional rating_period: the FIDE list, YYYY-MM); "
               "rounds.csv: one player's rounds; players.csv: optional profiles that feed the K "
               "rules (games played, birth year, peak, K, games_in_period: rated games played "
               "elsewhere in the period, for the 700 rule).")
    for template in ("games.csv", "rounds.csv", "players.csv"):
        st.download_button(f"Download {template}", (TEMPLATES / template).read_bytes(),
                           file_name=template, mime="text/csv", key=f"upload_tpl_{template}")
LIMIT = upload_limit()  # one limit ($ELO_MAX_UPLOAD_MB) for the uploaders and the readers
bad_limit, widget_mb, limit_help = LIMIT.problem, LIMIT.widget_mb, LIMIT.help
left, right = st.columns(2)
_keep_upload(left.file_uploader("Event file", type=["csv", "tsv", "txt", "xlsx", "ods", "trf",
                                                   "trfx", "pgn"],
                                key=uploader_key(keys.UP_FILE), help=limit_help,
                                max_upload_size=widget_mb), keys.UP_DATA)
kept.file_in_use(left, st.session_state.get(keys.UP_DATA), what="Event file")
_keep_upload(right.file_uploader("Players file (optional): player, rating, games_played, "
                                 "birth_year, peak_rating, k, games_in_period; or FIDE's "
                                 "rating list", type=PLAYERS_TYPES,
                                 key=uploader_key(keys.UP_PLAYERS_FILE),
                                 help=players_help(limit_help),
                                 max_upload_size=players_mb(widget_mb)), keys.UP_PLAYERS)
kept.file_in_use(right, st.session_state.get(keys.UP_PLAYERS), what="Players file")
cols = st.columns(4)
FIELD_ONLY = rounds_view.field_only()  # a one-player file has the Tournament page's choices
# FIDE by default; a system set in the session (the no-rules message's buttons) is not given a
# default too (Streamlit warns about a widget with both)
DEFAULT_SYSTEM = {} if keys.UP_SYSTEM in st.session_state else {"index": 1}
system = cols[0].selectbox("System", [str(s) for s in FIELD_SYSTEMS], key=keys.UP_SYSTEM,
                           format_func=lambda code: SYSTEM_NAMES[System(code)], **KEEP,
                           **FIELD_ONLY, **DEFAULT_SYSTEM)
k = cols[1].number_input("K for everyone (blank: the system's rule)", min_value=1.0,
                         max_value=200.0, value=None, key=keys.UP_K, **KEEP, **FIELD_ONLY)
date = cols[2].date_input("Date for events without one", value=None, key=keys.UP_DATE,
                        min_value=EARLIEST, max_value=LATEST, **KEEP)
tc = cols[3].selectbox("Time control (for events whose file gives none)",
                       [str(t) for t in TimeControl], key=keys.UP_TC, **KEEP)

if bad_limit is not None:
    st.error(markdown_text(str(bad_limit)))
    st.stop()
if keys.UP_DATA not in st.session_state:
    st.info("Upload a file to start (or download a template above).")
    st.stop()
file_id, file_name, data = st.session_state[keys.UP_DATA]
players_file = st.session_state.get(keys.UP_PLAYERS)
if st.button("Forget the uploaded files", key="upload_forget"):
    forget_uploads()
    st.rerun()
k = coerce.optional_number(k)
if system == System.GLICKO2 and k is not None:
    st.info("Glicko-2 has no K (each step follows the player's RD and volatility), so the K "
            "box is not used.")
    k = None
if csv_shape_of(data) == "rounds":
    rounds_view.show(data, file_name, date=date, tc=tc, computed=_computed)
    st.stop()

event_tcs = chosen_time_controls()
players_data = players_file[2] if players_file else None
field_inputs = ("field", file_id, players_file[0] if players_file else None, system, k, date, tc,
                event_tcs)
views = _computed(
    field_inputs,
    lambda: field_views(data, file_name, players_data, system=system, k=k, date=date, tc=tc,
                        event_tcs=event_tcs, max_mb=max_upload_bytes()[1],
                        players_name=players_file[1] if players_file else ""))
if isinstance(views, EloError):
    show_problems(file_name, views)
    st.stop()
result, table = views["result"], views["table"]
show_warnings(result.warnings)

st.subheader("What was read")
for sentence in views["summary"].sentences():
    st.markdown(markdown_text(sentence))
if views["players_match"] is not None:
    st.markdown(markdown_text(views["players_match"].sentence()))
events_tables(result)
time_control_choices(result, tc)
st.caption(f"K: {markdown_text(result.k_note)}")
if result.skipped:
    st.warning(f"Skipped: {counted(len(result.skipped), 'item')}, each with its line and reason.")
    st.dataframe(problems_table(result.skipped), hide_index=True, key="upload_skipped",
                 column_config=PROBLEM_COLUMNS)

st.subheader("The whole field")
st.caption("Click a column header to sort; hover the table for its search box. Hover a column "
           "name for what it means.")
st.dataframe(table, hide_index=True, key="upload_table", placeholder="",
             column_config=table_config(table, result.system))
stem = Path(file_name).stem or "event"
table_downloads("the table", table, file_stem=f"{stem}-ratings", key="upload_download")
if len(result.events) > 1:
    table_downloads("every event", partial(event_table, result), file_stem=f"{stem}-events",
                    key="upload_download_season")
next_list_download(result, stem)
event_report_download(result, stem)


player_names = table["Player"].tolist()
fragments.crosstable_view(views)
fragments.player_view(views, player_names)
fragments.season_chart(views, player_names)
norms_view(data, file_name, len(player_names))
if st.session_state.get(keys.UP_AHEAD) != field_inputs:  # once per inputs, not at every rerun
    rate_ahead(data, file_name, players_data, max_upload_bytes()[1],
               (system, k, date, tc, event_tcs),
               players_name=players_file[1] if players_file else "")
    st.session_state[keys.UP_AHEAD] = field_inputs
