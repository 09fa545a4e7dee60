"""The warnings of an uploaded file, shown above its results as a table of plain text."""

from __future__ import annotations

from collections.abc import Sequence

import streamlit as st

from elo_core.display.safe_text import markdown_text
from elo_core.display.warnings_table import warnings_heading, warnings_table
from elo_core.errors import FileWarning

# A warnings table (the table right after a warning box) may break the codes of its last column
# anywhere, so 'trf_birth_date_unreadable' wraps instead of running past a phone's edge, in a
# column at least CODE_REM wide (8 characters a line, not 3); its heading and the other columns
# break between words only (a value such as 120242 stays whole; a value's long word has its own
# break opportunities: warnings_table.breakable).
CODE_REM = 5.5
_TABLE = ("[data-testid='stMain'] .stElementContainer:has([data-testid='stAlertContentWarning'])"
          " + .stElementContainer [data-testid='stTable']")
WRAP_CODES = (f"<style>{_TABLE} td:last-child * {{ overflow-wrap: anywhere; }} "
              f"{_TABLE} :is(td, th):last-child {{ min-width: {CODE_REM}rem; }}</style>")


def show_warnings(warnings: Sequence[FileWarning], *, typed: bool = False) -> None:
    """A warning box with the count, then one table row per warning (nothing when none).

    A static table, so the sentences wrap instead of being cut; st.table reads Markdown, so
    every cell (file text included) is escaped to read literally.
    """
    if not warnings:
        return
    st.html(WRAP_CODES)
    st.warning(warnings_heading(warnings, typed=typed))
    st.table(warnings_table(warnings).map(markdown_text), hide_index=True)
