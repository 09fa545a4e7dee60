"""The warnings of an uploaded file, shown above its results as a table of plain text."""

from __future__ import annotations

from collections.abc import Sequence

import streamlit as st

from elo_core.display.safe_text import markdown_text
from elo_core.display.warnings_table import warnings_heading, warnings_table
from elo_core.errors import FileWarning

# A warnings table (the table right after a warning box) may break a long word anywhere, so a
# code such as 'trf_birth_date_unreadable' wraps instead of running past a phone's edge.
WRAP_CODES = ("<style>[data-testid='stMain'] .stElementContainer:has([data-testid="
              "'stAlertContentWarning']) + .stElementContainer [data-testid='stTable'] td *"
              " { overflow-wrap: anywhere; }</style>")


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
