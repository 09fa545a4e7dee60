"""What a page keeps over a page switch, shown as kept: the open tab, the uploaded file in use
(support code for the pages, not a page)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import streamlit as st

from elo_core.display.safe_text import markdown_text
from elo_core.io.games import size_text


def _kept_key(key: str) -> str:
    return f"{key}_kept"


def _keep(key: str) -> None:
    st.session_state[_kept_key(key)] = st.session_state.get(key)


def tabs(labels: Sequence[str], *, key: str) -> Sequence[Any]:
    """st.tabs that reopens on the tab last open in this session (a tab's own state is
    dropped when the page is left: a copy kept under another key brings it back)."""
    kept = st.session_state.get(_kept_key(key))
    return st.tabs(list(labels), key=key, on_change=_keep, args=(key,),
                   default=kept if kept in labels else None)


def file_in_use(where: Any, kept: tuple[str, str, bytes] | None, *, what: str) -> None:
    """Under an uploader: the file the page is using (its name and size), which the uploader
    no longer shows after a page switch, and how to replace it."""
    if kept is None:
        return
    _, name, data = kept
    where.caption(f"{what} in use: **{markdown_text(name)}** ({size_text(len(data))}). Choose "
                  "or drop another file above to replace it.")
