"""The Exercises page's parts: one exercise with its answer box, and the printable downloads."""

from __future__ import annotations

import shutil

import streamlit as st

from elo_core.display.report import html_to_pdf
from elo_core.display.worksheet import answer_key_html, sheet_meta, worksheet_html
from elo_core.errors import EloError
from elo_core.teaching.exercises import Exercise, Level, check
from pages.ui.common.messages import md


def exercise(item: Exercise, *, sheet: str) -> None:
    """The question, a box that checks what is typed, and the answer folded away."""
    st.markdown(f"**{item.number}.** {item.question}")
    typed = st.text_input(f"Answer to {item.number}", key=f"ex_{sheet}_{item.number}",
                          placeholder=f"{item.decimals} decimal" + "s" * (item.decimals != 1),
                          label_visibility="collapsed")
    if typed.strip():
        try:
            verdict = check(item, typed)
        except EloError as exc:
            st.warning(md(exc))
        else:
            (st.success if verdict.right else st.error)(verdict.message)
    with st.expander("Answer"):
        st.markdown(f"**{md(item.answer_text)}**: {md(item.working)}")


def downloads(items: tuple[Exercise, ...], *, seed: int, level: Level) -> None:
    """The worksheet and its answer key, as HTML and (with a local Chromium) as PDF."""
    meta = sheet_meta(seed=seed, level=level.value, count=len(items))
    sheet, key = worksheet_html(items, meta=meta), answer_key_html(items, meta=meta)
    stem = f"elo-exercises-{level.value}-{seed}"
    pdf = shutil.which("chromium") is not None or shutil.which("chromium-browser") is not None
    row = st.columns(4)
    row[0].download_button("Worksheet (HTML)", sheet, file_name=f"{stem}.html",
                           mime="text/html", key="ex_sheet_html", on_click="ignore",
                           width="stretch")
    row[1].download_button("Answer key (HTML)", key, file_name=f"{stem}-key.html",
                           mime="text/html", key="ex_key_html", on_click="ignore",
                           width="stretch")
    row[2].download_button("Worksheet (PDF)", lambda: html_to_pdf(sheet),
                           file_name=f"{stem}.pdf", mime="application/pdf", key="ex_sheet_pdf",
                           on_click="ignore", width="stretch", disabled=not pdf)
    row[3].download_button("Answer key (PDF)", lambda: html_to_pdf(key),
                           file_name=f"{stem}-key.pdf", mime="application/pdf",
                           key="ex_key_pdf", on_click="ignore", width="stretch",
                           disabled=not pdf)
    st.caption("The sheet and its key carry the same sheet number (the seed): print the key "
               "separately." + ("" if pdf else " PDF needs Chromium on this machine; the "
                                "HTML files print from any browser."))
