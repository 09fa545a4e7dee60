"""Event upload: rate a whole field from a CSV, FIDE TRF or PGN file."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import streamlit as st

from elo_core.errors import EloError, FileError
from elo_core.field import FIELD_SYSTEMS, FieldResult, rate_field
from elo_core.field_figures import game_bars, trajectories
from elo_core.field_report import crosstable, event_table, player_table, safe_csv
from elo_core.io import read_event_file
from elo_core.models import System, TimeControl

UPLOAD_BYTES, UPLOAD_NAME = "upload_bytes", "upload_name"
UPLOAD_RESULT, UPLOAD_ERROR = "upload_result", "upload_error"
UPLOAD_SYSTEM, UPLOAD_K, UPLOAD_DATE = "upload_system", "upload_k", "upload_date"
UPLOAD_TC, UPLOAD_FILE, UPLOAD_PLAYER = "upload_tc", "upload_file", "upload_player"
UPLOAD_SEASON, UPLOAD_EVENT = "upload_season", "upload_event"
TEMPLATES = Path(__file__).resolve().parent.parent / "elo_core" / "data" / "templates"


@st.cache_data(show_spinner="Reading and rating the file...", max_entries=4)
def rated(data: bytes, name: str, *, system: str, k: float | None, date: dt.date | None,
          time_control: str) -> FieldResult:
    """Read and rate, cached on the bytes and the options."""
    event = read_event_file(data, source=name)
    return rate_field(event, system=System(system), k=k, date=date,
                      time_control=TimeControl(time_control))


st.title("Event upload")
st.caption("Upload a games CSV, a FIDE TRF or a PGN: every player's rating change, the "
           "crosstable and trajectories. Nothing leaves this machine.")
with st.expander("CSV templates"):
    for template in ("games.csv", "rounds.csv", "players.csv"):
        st.download_button(f"Download {template}", (TEMPLATES / template).read_bytes(),
                           file_name=template, mime="text/csv", key=f"upload_tpl_{template}")
uploaded = st.file_uploader("Event file", type=["csv", "tsv", "txt", "trf", "trfx", "pgn"],
                            key=UPLOAD_FILE)
if uploaded is not None:
    st.session_state[UPLOAD_BYTES] = uploaded.getvalue()
    st.session_state[UPLOAD_NAME] = uploaded.name
left, middle, right, far = st.columns(4)
system = left.selectbox("System", [str(s) for s in FIELD_SYSTEMS], index=1, key=UPLOAD_SYSTEM)
k = middle.number_input("K for everyone (blank: the system's rule)", min_value=1.0,
                        max_value=200.0, value=None, key=UPLOAD_K)
date = right.date_input("Date for events without one", value=None, key=UPLOAD_DATE)
tc = far.selectbox("Time control", [str(t) for t in TimeControl], key=UPLOAD_TC)

data = st.session_state.get(UPLOAD_BYTES)
if data is None:
    st.info("Upload a file to start.")
    st.stop()
try:
    result = rated(data, st.session_state[UPLOAD_NAME], system=system, k=k, date=date,
                   time_control=tc)
except EloError as exc:
    st.error(f"{st.session_state[UPLOAD_NAME]} could not be used:")
    problems = exc.problems if isinstance(exc, FileError) else ()
    st.error("\n".join(f"- {p}" for p in problems) if problems else str(exc))
    st.stop()
st.session_state[UPLOAD_RESULT] = result

st.subheader("What was read")
st.dataframe(result.events, hide_index=True)
st.caption(f"K: {result.k_note}")
if result.skipped:
    st.warning("Skipped:\n" + "\n".join(f"- {p}" for p in result.skipped))
table = player_table(result)
st.subheader("The whole field")
st.dataframe(table, hide_index=True, key="upload_table")
st.download_button("Download the table (CSV)", safe_csv(table), file_name="field.csv",
                   mime="text/csv", key="upload_download")
if len(result.events) > 1:
    st.download_button("Download every event (CSV)", safe_csv(event_table(result)),
                       file_name="season.csv", mime="text/csv", key="upload_download_season")
events = result.events["event"].astype(str).tolist()
event = st.selectbox("Crosstable of", events, key=UPLOAD_EVENT)
st.dataframe(crosstable(result, event), hide_index=True)
players = table["Player"].tolist()
player = st.selectbox("Player", players, key=UPLOAD_PLAYER)
if player:
    st.plotly_chart(game_bars(result, player))
    st.dataframe(event_table(result).query("Player == @player"), hide_index=True)
season = st.multiselect("Season chart", players, default=players[:3], key=UPLOAD_SEASON)
if season:
    st.plotly_chart(trajectories(result, season))
