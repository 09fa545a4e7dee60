"""Event upload: a file the chosen system has no rules for, said in one sentence, with buttons
for the systems that can rate it (support code, not a page)."""

from __future__ import annotations

import streamlit as st

from elo_core.display.safe_text import markdown_text
from elo_core.display.text import SYSTEM_NAMES
from elo_core.errors import NoRulesError
from elo_core.models import System
from pages.ui.common import keys

MAX_NAMED = 3  # events named in the sentence; the rest are counted


def _pick(system: str) -> None:
    st.session_state[keys.UP_SYSTEM] = system


def show(name: str, error: NoRulesError) -> None:
    """'x.trf is fine, but US Chess cannot rate it: ...', then one button per usable system."""
    system = SYSTEM_NAMES[System(error.system)]
    first = error.missing[0]
    events = f"its event '{first.event}' is dated {first.date} ({first.detail})"
    if len(error.missing) > 1:
        others = len(error.missing) - 1
        events += f", and {others} more event{'s' if others > 1 else ''} like it"
    st.warning(markdown_text(f"{name} was read without a problem, but {system} cannot rate "
                             f"it: {events}, and {first.reason}."))
    if not error.usable:
        return
    named = " or ".join(SYSTEM_NAMES[System(code)] for code in error.usable)
    st.markdown(f"Rate it under {named} instead:")
    cols = st.columns(len(error.usable) + 2)
    for column, code in zip(cols, error.usable, strict=False):
        column.button(f"Rate under {SYSTEM_NAMES[System(code)]}", key=f"upload_use_{code}",
                      on_click=_pick, args=(code,))
    if len(error.missing) > MAX_NAMED:
        st.caption(f"{len(error.missing)} events have no {system} rules; the problems table "
                   "below lists each with its line.")
