"""The warnings of an uploaded file, shown above its results as a table of plain text."""

from __future__ import annotations

from collections.abc import Sequence

import streamlit as st

from elo_core.display.safe_text import markdown_text
from elo_core.display.warnings_table import warnings_heading, warnings_table
from elo_core.errors import FileWarning


def show_warnings(warnings: Sequence[FileWarning]) -> None:
    """A warning box with the count, then one table row per warning (nothing when none).

    A static table, so the sentences wrap instead of being cut; st.table reads Markdown, so
    every cell (file text included) is escaped to read literally.
    """
    if not warnings:
        return
    st.warning(warnings_heading(warnings))
    st.table(warnings_table(warnings).map(markdown_text), hide_index=True)
