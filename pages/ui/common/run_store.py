"""The saved-runs store as pages use it: open, save once, snapshot and restore inputs."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import Any

import streamlit as st

from elo_core.errors import EloError
from elo_core.io.games import max_upload_bytes
from elo_core.scenarios.store import RunStore
from pages.ui.common.keys import CALC_DATE, LAST_SAVED, NULLABLE, T_DATE
from pages.ui.common.messages import md


def open_store() -> RunStore | None:
    """The saved-runs store, or None with an error shown when it cannot be opened."""
    try:
        store = RunStore()
    except EloError as exc:
        st.error(f"Saved runs are unavailable: {md(exc)}")
        return None
    for notice in store.notices:
        st.info(md(notice))
    return store


def save_run(store: RunStore, *, kind: str, name: str, inputs: dict[str, Any],
             headline: dict[str, Any], files: Sequence[bytes] = (),
             max_file_bytes: int | None = None) -> None:
    """Save a run (with its uploaded `files`) and say so. The same name and inputs saved again
    in this session (a form sent by Enter in its name box, then by its button) point to the
    run already saved instead of making a copy (unless that run was deleted meanwhile)."""
    last = st.session_state.get(LAST_SAVED, {}).get(kind)
    if last is not None and last[:2] == (name, inputs):
        try:
            run = store.get(last[2])
        except EloError:  # deleted on the Saved runs page: save it again
            run = None
        if run is not None:
            st.info(f"Already saved as '{md(run.name)}' (run {run.id}): nothing has changed "
                    "since.")
            return
    try:
        saved = store.save(kind=kind, name=name, inputs=inputs, headline=headline,
                           files=files, max_file_bytes=max_file_bytes)
    except EloError as exc:
        st.error(md(exc))
        return
    st.session_state[LAST_SAVED] = {**st.session_state.get(LAST_SAVED, {}),
                                    kind: (name, inputs, saved.id)}
    st.success(f"Saved as '{md(saved.name)}' (run {saved.id}).")


def file_run_form(*, form: str, name_key: str, placeholder: str) -> tuple[RunStore, str] | None:
    """'Save this run' of a page whose run keeps an uploaded file: the store and the run's name
    once the form is sent (None until then, or when the store cannot be opened)."""
    st.subheader("Save this run")
    with st.form(form, border=False):
        name = st.text_input("Name this run", key=name_key, placeholder=placeholder,
                             help="An uploaded file is saved with the run and its choices (up "
                                  "to the upload limit), in the saved-runs file on this "
                                  "computer.")
        if not st.form_submit_button("Save this run"):
            return None
    store = open_store()
    return None if store is None else (store, name or placeholder)


def save_file_run(store: RunStore, *, kind: str, name: str, inputs: dict[str, Any],
                  headline: dict[str, Any], files: Sequence[bytes]) -> None:
    """`save_run` with the files, each up to the upload limit ($ELO_MAX_UPLOAD_MB)."""
    try:
        limit = max_upload_bytes()[0]
    except EloError as exc:  # (the page has said it; saving is refused with the same words)
        st.error(md(exc))
        return
    save_run(store, kind=kind, name=name, inputs=inputs, headline=headline, files=files,
             max_file_bytes=limit)


def snapshot(keys: tuple[str, ...] | list[str],
             source: dict[str, Any] | None = None) -> dict[str, Any]:
    """The values of `keys` in `source` (the session state by default), as JSON-friendly values
    (dates become ISO text)."""
    values = st.session_state if source is None else source
    out: dict[str, Any] = {}
    for key in keys:
        value = values.get(key)
        out[key] = value.isoformat() if isinstance(value, dt.date) else value
    return out


def restore(inputs: dict[str, Any], defaults: dict[str, Any]) -> None:
    """Put saved values back under their keys (only known keys; dates parsed back)."""
    st.session_state.update(restored(inputs, defaults))


def restored(inputs: dict[str, Any], defaults: dict[str, Any]) -> dict[str, Any]:
    """The saved values of the known keys, dates parsed back, a number that is not one
    replaced by its default."""
    out: dict[str, Any] = {}
    for key, default in defaults.items():
        if key not in inputs:
            continue
        value = inputs[key]
        if value is None and key in NULLABLE:
            pass  # saved empty (unrated, no override...): stays empty
        elif key in (CALC_DATE, T_DATE) and isinstance(value, str):
            try:
                value = dt.date.fromisoformat(value)
            except ValueError:
                value = dt.date.today()
        elif default is not None and isinstance(default, int | float) and not isinstance(
                value, int | float):
            value = default
        out[key] = value
    return out
