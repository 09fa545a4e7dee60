"""A file's problems (or skipped items) as a table whose every reason reads whole."""

from __future__ import annotations

import pandas as pd
import streamlit as st

from elo_core.display.problem_layout import problem_layout


def show_problems_table(table: pd.DataFrame, *, key: str) -> None:
    """`table` (from `problems_table`) with fixed column widths that fit the page at 1280 px
    and rows tall enough for the longest reason to wrap instead of scrolling sideways (in a
    container keyed `<key>_box`, which browser tests find it by)."""
    layout = problem_layout(table)
    columns = {name: st.column_config.Column(width=width) for name, width in layout.widths}
    st.container(key=f"{key}_box").dataframe(table, hide_index=True, key=key,
                                             row_height=layout.row_height,
                                             column_config=columns)
