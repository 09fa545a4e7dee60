"""Event upload's 'Save this run': the uploaded files and the page's choices into the saved-runs
store (support code for pages/event_upload.py, not a page)."""

from __future__ import annotations

from pathlib import Path

import streamlit as st

from elo_core.errors import EloError
from elo_core.io.games import max_upload_bytes
from pages.ui.common import keys, run_store
from pages.ui.event_upload import link
from pages.ui.event_upload.rating import FieldViews


def save_form(views: FieldViews, file_name: str, system: str) -> None:
    """Name the run and save it: the file (and players file) with every choice as it is now;
    Saved runs reopens it here."""
    st.subheader("Save this run")
    with st.form("upload_save", border=False):
        placeholder = Path(file_name).stem or "Event"
        name = st.text_input("Name this run", key=keys.UP_RUN_NAME, placeholder=placeholder,
                             help="The file itself is saved with its choices (up to the upload "
                                  "limit), in the saved-runs file on this computer.")
        if not st.form_submit_button("Save this run"):
            return
    store = run_store.open_store()
    if store is None:
        return
    inputs, files = link.saved_inputs()
    try:
        limit = max_upload_bytes()[0]
    except EloError as exc:  # (the page has said it; saving is refused with the same words)
        st.error(str(exc))
        return
    run_store.save_run(store, kind="event_upload", name=name or placeholder, inputs=inputs,
                       headline={"file": file_name, "games": views.summary.games_played,
                                 "players": views.summary.players, "system": system},
                       files=files, max_file_bytes=limit)
