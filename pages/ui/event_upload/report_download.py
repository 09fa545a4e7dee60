"""Event upload's arbiter report: the printable HTML (written when clicked) and a PDF printed by
the local Chromium on request (support code for pages/event_upload.py, not a page)."""

from __future__ import annotations

from functools import partial

import streamlit as st

from elo_core.display.event_report import event_report
from elo_core.display.report import html_to_pdf
from elo_core.display.safe_text import markdown_text
from elo_core.errors import EloError
from elo_core.field.rate import FieldResult

REPORT_PDF = "upload_report_pdf"  # (result's id, PDF bytes) of the last PDF prepared; the
# result is the page's cached one, the same object for the same file and options


def _html(result: FieldResult) -> bytes:
    return event_report(result).encode("utf-8")


def event_report_download(result: FieldResult, stem: str) -> None:
    """The report's HTML download and the PDF's prepare / download buttons."""
    cols = st.columns(2)
    cols[0].download_button(
        "Arbiter's report (HTML)", partial(_html, result), file_name=f"{stem}-report.html",
        mime="text/html", key="upload_report", on_click="ignore",
        help="Standings, every player's rating change with K and why, each event's "
             "crosstable and every warning, on A4 landscape pages: print it from the browser.")
    with cols[1]:
        if st.button("Prepare the report as PDF", key="upload_report_pdf_make",
                     help="Printed by the Chromium installed on this machine"):
            try:
                st.session_state[REPORT_PDF] = (id(result), html_to_pdf(event_report(result)))
            except EloError as exc:
                st.error(markdown_text(str(exc)))
        ready = st.session_state.get(REPORT_PDF)
        if ready and ready[0] == id(result):
            st.download_button("Download the report (PDF)", ready[1],
                               file_name=f"{stem}-report.pdf", mime="application/pdf",
                               key="upload_report_pdf_download", on_click="ignore")
