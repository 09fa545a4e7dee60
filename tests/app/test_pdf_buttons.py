"""The PDF buttons of Event upload (the arbiter's report) and Exercises (worksheet and key):
printed by the local Chromium when it is there, a reason and no traceback when it is not."""

from __future__ import annotations

import io
import shutil
from collections.abc import Callable
from typing import Any

import pytest
from pypdf import PdfReader
from streamlit.testing.v1 import AppTest

from tests.support.real_files import REAL

UPLOAD, EXERCISES = "pages/event_upload.py", "pages/exercises.py"
REAL_WHICH = shutil.which


def _no_chromium(monkeypatch: pytest.MonkeyPatch) -> None:
    """shutil.which finds no chromium (every other program as before)."""
    def which(name: str, *args: Any, **kwargs: Any) -> str | None:
        return None if "chromium" in name else REAL_WHICH(name, *args, **kwargs)

    monkeypatch.setattr(shutil, "which", which)


def _gros(at: AppTest, h: Any) -> None:
    h.open_page(at, UPLOAD)
    at.file_uploader(key="upload_file").upload(
        "gros.trf", (REAL / "gros-2010-after-round4.trf").read_bytes(), "text/plain")
    h.rerun(at)


def test_the_arbiters_report_prints_to_pdf(at: AppTest, h: Any,
                                           every_download: dict[str, Any]) -> None:
    """Gros 2010: 'Prepare the report as PDF' prints with Chromium; the download is a PDF of
    several A4 pages naming the event and its first seed."""
    if REAL_WHICH("chromium") is None:
        pytest.fail("this test needs Debian's 'chromium' on the PATH (`make chromium`)")
    _gros(at, h)
    at.button(key="upload_report_pdf_make").click()
    h.rerun(at)
    assert not at.error
    pdf = every_download["Download the report (PDF)"]
    assert pdf.startswith(b"%PDF-")
    reader = PdfReader(io.BytesIO(pdf))
    assert len(reader.pages) > 1
    first = reader.pages[0].extract_text()
    assert "XX Open Internacional de Gros: rating report" in first
    assert "Mirzoev Azer" in first


def test_without_chromium_the_report_button_says_why(at: AppTest, h: Any,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """No chromium: the click shows the reason and offers the HTML instead; no PDF button."""
    _no_chromium(monkeypatch)
    _gros(at, h)
    at.button(key="upload_report_pdf_make").click()
    h.rerun(at)
    assert h.errors(at) == ["PDF needs a local Chromium ('chromium' on the PATH); the HTML "
                            "report prints cleanly from any browser instead"]
    assert "Download the report (PDF)" not in [b.label for b in at.get("download_button")]
    assert not at.exception


def test_without_chromium_the_sheet_pdfs_are_greyed_out_and_said(
        store_path: object, h: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """Exercises without chromium: both PDF buttons disabled, the HTML ones not, and the
    caption says the HTML files print from any browser."""
    _no_chromium(monkeypatch)
    at = h.fresh(page=EXERCISES)
    buttons = {b.label: b.disabled for b in at.get("download_button")}
    assert buttons == {"Worksheet (HTML)": False, "Answer key (HTML)": False,
                       "Worksheet (PDF)": True, "Answer key (PDF)": True}
    assert "PDF needs Chromium on this machine; the HTML files print from any browser." \
        in h.texts(at)


def test_with_chromium_the_sheet_pdf_is_printed(
        store_path: object, h: Any, every_download: dict[str, Any]) -> None:
    """The worksheet's PDF button prints seed 1's sheet: its first question in the text."""
    at = h.fresh(page=EXERCISES)
    make: Callable[[], bytes] = every_download["Worksheet (PDF)"]
    text = PdfReader(io.BytesIO(make())).pages[0].extract_text()
    assert "sheet number (seed) 1" in text
    assert "A player rated 1900 meets an opponent rated 2200" in " ".join(text.split())
    assert not at.exception
