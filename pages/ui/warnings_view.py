"""The warnings of an uploaded file, shown above its results as a plain-text table."""

from __future__ import annotations

from collections.abc import Sequence

import streamlit as st

from elo_core.display.warnings_table import warnings_heading, warnings_table
from elo_core.errors import FileWarning


def show_warnings(warnings: Sequence[FileWarning], *, key: str) -> None:
    """A warning box with the count, then one table row per warning (nothing when none)."""
    if not warnings:
        return
    st.warning(warnings_heading(warnings))
    st.dataframe(warnings_table(warnings), hide_index=True, key=key, column_config={
        "What": st.column_config.TextColumn(width="large"),
        "Where": st.column_config.TextColumn(width="medium"),
        "Value": st.column_config.TextColumn(width="small")})
