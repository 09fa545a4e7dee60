"""Event upload's whole-field section: what was read, the field's table and its downloads."""

from __future__ import annotations

from functools import partial
from pathlib import Path

import streamlit as st

from elo_core.display.field_tables import event_table, problems_table
from elo_core.display.safe_text import markdown_text
from elo_core.display.text import counted
from pages.ui.common.downloads import table_downloads
from pages.ui.common.problems_view import show_problems_table
from pages.ui.common.warnings_view import show_warnings
from pages.ui.event_upload.next_list_download import next_list_download
from pages.ui.event_upload.rating import FieldViews
from pages.ui.event_upload.report_download import event_report_download
from pages.ui.event_upload.views import (
    events_tables,
    table_config,
    time_control_choices,
)


def show_field(views: FieldViews, file_name: str, tc: str) -> list[str]:
    """The warnings, what was read, every player's row and the downloads; the players' names
    in the table's order."""
    result, table = views.result, views.table
    show_warnings(result.warnings)
    st.subheader("What was read")
    for sentence in views.summary.sentences():
        st.markdown(markdown_text(sentence))
    if views.players_match is not None:
        st.markdown(markdown_text(views.players_match.sentence()))
    events_tables(result)
    time_control_choices(result, tc)
    st.caption(f"K: {markdown_text(result.k_note)}")
    if result.skipped:
        st.warning(f"Skipped: {counted(len(result.skipped), 'item')}, each with its line and "
                   "reason.")
        show_problems_table(problems_table(result.skipped), key="upload_skipped")

    st.subheader("The whole field")
    st.caption("Click a column header to sort; hover the table for its search box. Hover a "
               "column name for what it means.")
    st.dataframe(table, hide_index=True, key="upload_table", placeholder="",
                 column_config=table_config(table, result.system))
    stem = Path(file_name).stem or "event"
    table_downloads("the table", table, file_stem=f"{stem}-ratings", key="upload_download")
    if len(result.events) > 1:
        table_downloads("every event", partial(event_table, result), file_stem=f"{stem}-events",
                        key="upload_download_season")
    next_list_download(result, stem)
    event_report_download(result, stem)
    return [str(name) for name in table["Player"].tolist()]
