"""The one-page handout's downloads (HTML, and PDF printed by a local Chromium), shared by
the Calculator and the S-curve explorer."""

from __future__ import annotations

import shutil

import streamlit as st

from elo_core.display.report import html_to_pdf


def handout_downloads(page: str, *, stem: str, key: str) -> None:
    """'Handout (HTML)' and 'Handout (PDF)' side by side; the PDF is printed on the click."""
    pdf = shutil.which("chromium") is not None or shutil.which("chromium-browser") is not None
    row = st.columns(2)
    row[0].download_button("Handout (HTML)", page, file_name=f"{stem}.html", mime="text/html",
                           key=f"{key}_html", on_click="ignore", width="stretch",
                           help="One printable page: the figures with why, the working, the "
                                "curve and a table of common gaps")
    row[1].download_button("Handout (PDF)", lambda: html_to_pdf(page), file_name=f"{stem}.pdf",
                           mime="application/pdf", key=f"{key}_pdf", on_click="ignore",
                           width="stretch", disabled=not pdf,
                           help=None if pdf else "PDF needs Chromium on this machine; the HTML "
                                                 "file prints from any browser")
