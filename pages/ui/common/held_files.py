"""An uploaded file kept in the session, named in the page address by its short id and held in
the server's memory for a reload (support code below the pages; see pages/ui/server/uploads.py)."""

from __future__ import annotations

import streamlit as st

from elo_core.scenarios.upload_link import upload_id
from pages.ui.server import uploads

IDS = "held_file_ids"  # session key -> (the kept file's id, its short id in the address)
GONE = "This upload is no longer held by the server: upload the file again."


def short_id(slot: str) -> str | None:
    """The short id of the file (id, name, bytes) kept under session key `slot` (hashed once
    per file), held by the server for this session; None when there is none."""
    kept = st.session_state.get(slot)
    if kept is None:
        return None
    ids = st.session_state.setdefault(IDS, {})
    known = ids.get(slot)
    if known is None or known[0] != kept[0]:
        known = ids[slot] = (kept[0], upload_id(kept[2]))
    uploads.hold(slot, known[1], kept[1], kept[2])
    return str(known[1])


def put(slot: str, short: str, name: str, data: bytes) -> None:
    """Keep a file opened from an address or a saved run under `slot`, held by the server."""
    st.session_state[slot] = (f"held:{short}", name, data)
    st.session_state.setdefault(IDS, {})[slot] = (f"held:{short}", short)
    uploads.hold(slot, short, name, data)


def open_held(slot: str, short: str) -> bool:
    """Put the file the address names under `slot` (nothing to do when the session has it
    already); False when the server no longer holds it."""
    known = st.session_state.get(IDS, {}).get(slot)
    if slot in st.session_state and known is not None and known[1] == short:
        return True
    found = uploads.held(short)
    if found is None:
        return False
    put(slot, short, *found)
    return True


def let_go(slot: str) -> None:
    """Forget the file kept under `slot` (the server keeps it while another session uses it)."""
    st.session_state.pop(slot, None)
    st.session_state.get(IDS, {}).pop(slot, None)
    uploads.let_go(slot)
