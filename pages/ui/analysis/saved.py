"""The Analysis lab's 'Save this run' and its reopening: the page's address (the example or the
uploaded file's id, the chosen games, the simulation) with the uploaded file itself (support
code for pages/analysis.py, not a page)."""

from __future__ import annotations

import hashlib
from pathlib import Path

import streamlit as st

from elo_core.scenarios.store import RunStore, SavedRun, StoreError
from elo_core.scenarios.upload_link import upload_id
from pages.ui.analysis.choice_link import GONE, OPENED, PARAMS, UPLOAD, UPLOADED
from pages.ui.analysis.parts import SIM_DEFAULTS, SIM_LINK_OPENED
from pages.ui.common import held_files, keys, links, run_store

KIND = "analysis"
RUN_NAME = "an_run_name"


def save_form(name: str, games: int, *, uploaded: bool) -> None:
    """Name the run and save it: the address's settings, and the file when it was uploaded."""
    sent = run_store.file_run_form(form="an_save", name_key=RUN_NAME,
                                   placeholder=Path(name).stem or "Analysis")
    if sent is None:
        return
    kept = st.session_state.get(keys.AN_DATA) if uploaded else None
    query = {key: values for key, values in links.query().items()
             if key in PARAMS or key in SIM_DEFAULTS}
    inputs = {"query": query, "file": None if kept is None else {
        "name": kept[1], "sha256": hashlib.sha256(kept[2]).hexdigest()}}
    run_store.save_file_run(sent[0], kind=KIND, name=sent[1], inputs=inputs,
                            headline={"file": name, "games": games},
                            files=[] if kept is None else [kept[2]])


def reopen(store: RunStore, run: SavedRun) -> dict[str, list[str]]:
    """Put a saved run's file back (in the session and the server's memory); the address
    that opens its view on the Analysis lab."""
    query, meta = run.inputs.get("query"), run.inputs.get("file")
    if not isinstance(query, dict):
        raise StoreError(f"saved run {run.id} is damaged: it holds no Analysis lab address")
    if isinstance(meta, dict):
        data = store.file(str(meta.get("sha256")))
        held_files.put(keys.AN_DATA, upload_id(data), str(meta.get("name") or "file"), data)
        st.session_state[keys.AN_SOURCE] = UPLOADED
        st.session_state.pop(GONE, None)
    else:  # an example: the address names it (src), or the page opens on its first one
        st.session_state.pop(keys.AN_SOURCE, None)
    for opened in (OPENED, SIM_LINK_OPENED):  # the address is opened even if unchanged
        st.session_state.pop(opened, None)
    return {key: [str(v) for v in values] for key, values in query.items()
            if (key in PARAMS or key in SIM_DEFAULTS) and isinstance(values, list)
            and (key != UPLOAD or isinstance(meta, dict))}
