"""Saved runs page: list the runs stored in the SQLite file, reopen, rename or delete them."""

from __future__ import annotations

import pandas as pd
import streamlit as st

from elo_core.display.text import (
    calculator_headline_text,
    headline_text,
    upload_headline_text,
)
from elo_core.errors import EloError
from elo_core.scenarios import rounds_grid
from elo_core.scenarios.norm_link import NormInputs, decode_norms
from elo_core.scenarios.store import SavedRun
from pages.ui.analysis import saved as analysis_saved
from pages.ui.calculator import link as calc_link
from pages.ui.calculator.link import calculator_query
from pages.ui.common import keys, messages, run_store, session
from pages.ui.common.messages import md
from pages.ui.common.norm_state import put_norms
from pages.ui.event_upload import link as upload_link

session.page_setup("pages/saved_runs.py")

PAGES = {"calculator": "pages/calculator.py", "tournament": "pages/tournament.py",
         "event_upload": "pages/event_upload.py", "analysis": "pages/analysis.py"}
PAGE_TITLES = {"calculator": "Calculator", "tournament": "Tournament",
               "event_upload": "Event upload", "analysis": "Analysis lab"}  # as in the navigation


def _headline(run: SavedRun) -> str:
    h = run.headline
    try:
        if run.kind == "calculator":
            return calculator_headline_text(h)
        if run.kind in ("event_upload", "analysis"):
            return upload_headline_text(h)
        return headline_text(h)
    except (KeyError, TypeError, ValueError):
        return "(no summary)"


def _reopen(run: SavedRun) -> dict[str, list[str]] | None:
    """Put the run's inputs back for its page; the address that page opens with."""
    note, query = "", None
    if run.kind == "event_upload":
        query = upload_link.reopen(store, run)  # (a StoreError is shown by the caller)
    elif run.kind == "analysis":
        query = analysis_saved.reopen(store, run)
    elif run.kind == "tournament":
        run_store.restore(run.inputs, keys.TOURNAMENT_DEFAULTS)
        rows = run.inputs.get("rounds")
        rows = rows if isinstance(rows, list) and rows else []
        session.set_rounds(rounds_grid.rounds_frame(rows))
        norms = run.inputs.get("norms")
        try:
            put_norms(decode_norms(norms if isinstance(norms, dict) else {}))
        except EloError as exc:
            put_norms(NormInputs())
            note = f" Its norm inputs could not be read: {md(exc)}."
    else:
        calc_link.reopen(run.inputs)
        query = calculator_query(run.inputs)
    messages.flash(f"Reopened saved run '{md(run.name)}'.{note}")
    return query


messages.show_flash()
st.title("Saved runs")
st.caption("Runs saved from the Calculator, Tournament, Event upload and Analysis lab pages, "
           "kept in a local SQLite file (a run of an uploaded file keeps the file too). Reopen "
           "one to see it again on its page with every input as it was.")
store = run_store.open_store()  # shows the notices of opening the file
if store is None:
    st.stop()
opening_notices = len(store.notices)
st.caption(f"Store: {md(store.path)} (set the ELO_STORE_PATH environment variable to "
           "change it).")
try:
    runs = store.list_runs()
except EloError as exc:
    st.error(md(exc))
    st.stop()
for notice in store.notices[opening_notices:]:  # rows that could not be read
    st.warning(md(notice))
if not runs:
    st.info("Nothing saved yet: use 'Save this run' on the Calculator, Tournament, Event "
            "upload or Analysis lab page.")
    st.stop()

st.dataframe(pd.DataFrame([{"id": r.id, "name": r.name, "page": PAGE_TITLES.get(r.kind, r.kind),
                            "saved (UTC)": r.created.replace("T", " ")[:16],
                            "headline": _headline(r)} for r in runs]),
             hide_index=True, key="runs_table")
by_id = {r.id: r for r in runs}
picked = st.selectbox("Run", list(by_id), key="runs_pick",
                      format_func=lambda i: f"{by_id[i].name} "
                      f"({PAGE_TITLES.get(by_id[i].kind, by_id[i].kind)}, #{i})")
run = by_id[picked] if picked in by_id else runs[0]
cols = st.columns(3)
if cols[0].button("Reopen", key="runs_reopen", type="primary"):
    try:
        query = _reopen(run)
    except EloError as exc:
        st.error(f"Run '{md(run.name)}' cannot be reopened: {md(exc)}")
    else:
        st.switch_page(PAGES.get(run.kind, "pages/calculator.py"), query_params=query)
with cols[1].form("runs_rename", border=False):
    new_name = st.text_input("New name", value=run.name, key=f"runs_name_{run.id}")
    if st.form_submit_button("Rename"):
        try:
            store.rename(run.id, new_name)
            messages.flash(f"Renamed to '{md(' '.join(new_name.split()))}'.")
            st.rerun()
        except EloError as exc:
            st.error(md(exc))
with cols[2]:
    sure = st.checkbox("Yes, delete it", key=f"runs_sure_{run.id}")
    if st.button("Delete", key="runs_delete", disabled=not sure):
        try:
            store.delete(run.id)
            messages.flash(f"Deleted '{md(run.name)}'.")
            st.rerun()
        except EloError as exc:
            st.error(md(exc))
