"""The PDF path through Debian's Chromium: the arbiter's event report and the exercise sheets
come out as PDFs whose pages and text are checked (pypdf), and a missing browser is said."""

from __future__ import annotations

import datetime as dt
import io
import shutil
import unicodedata

import pytest
from pypdf import PdfReader

from elo_core.display.event_report import event_report
from elo_core.display.report import ReportError, html_to_pdf
from elo_core.display.worksheet import answer_key_html, sheet_meta, worksheet_html
from elo_core.field.rate import rate_field
from elo_core.io import read_event_file
from elo_core.teaching.exercises import Level, exercises
from tests.support.real_files import REAL

ROBIN = ("event,date,round,white,black,white_rating,black_rating,result\n"
         "Robin,2025-06-01,1,Ann,Bob,2000,1900,1-0\n"
         "Robin,2025-06-01,2,Bob,Cy,1900,1800,1/2-1/2\n"
         "Robin,2025-06-01,3,Cy,Ann,1800,2000,0-1\n")
A4_LANDSCAPE = (842, 595)  # points, as the report's @page asks


@pytest.fixture
def chromium() -> None:
    """Debian's chromium on the PATH (`make test` installs it): its absence fails, as in the
    browser tests."""
    if shutil.which("chromium") is None:
        pytest.fail("the PDF tests need Debian's 'chromium' on the PATH (`make chromium`)")


def _read(pdf: bytes) -> tuple[PdfReader, str]:
    assert pdf.startswith(b"%PDF-")
    reader = PdfReader(io.BytesIO(pdf))
    text = "\n".join(page.extract_text() for page in reader.pages)
    return reader, unicodedata.normalize("NFKC", text)  # the printed 'fi' is one ligature


@pytest.mark.usefixtures("chromium")
def test_the_event_report_prints_its_standings_and_changes() -> None:
    """The round robin: A4 landscape, standings Ann 2 / Bob 0.5 / Cy 0.5 with the changes
    worked by hand (+12, -10, -2 at K 20) and the crosstable, in 2 pages."""
    report = event_report(rate_field(read_event_file(ROBIN.encode(), source="robin.csv")),
                          generated=dt.date(2026, 12, 4))
    reader, text = _read(html_to_pdf(report))
    assert len(reader.pages) == 2
    box = reader.pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == A4_LANDSCAPE
    assert "Robin: rating report" in text
    assert "1 Ann 2 2 2000 20 12 12 2012" in text
    assert "2 Bob 0.5 2 1900 20 -10 -10 1890" in text
    assert "2 Cy 0.5 2 1800 20 -2 -2 1798" in text
    assert "Crosstables" in text
    assert "report of\n2026-12-04" in text or "report of 2026-12-04" in text


@pytest.mark.usefixtures("chromium")
def test_a_real_tournaments_report_names_every_player() -> None:
    """Gros 2010 after round 4 (a real TRF): all 52 players' names are in the PDF's text,
    nothing cut off the page."""
    event = read_event_file((REAL / "gros-2010-after-round4.trf").read_bytes(),
                            source="gros.trf")
    names = sorted({str(name) for name in event.games["white"]}
                   | {str(name) for name in event.games["black"]} - {""})
    _, text = _read(html_to_pdf(event_report(rate_field(event))))
    flat = " ".join(text.split())
    assert len(names) == 52
    assert [name for name in names if name not in flat] == []


@pytest.mark.usefixtures("chromium")
def test_the_worksheet_and_its_key_print() -> None:
    """Seed 7, easy, 6 exercises: the sheet has every question; the key has the same sheet
    number and every exercise's answer."""
    items = exercises(seed=7, level=Level.EASY, count=6)
    meta = sheet_meta(seed=7, level="easy", count=6)
    _, sheet = _read(html_to_pdf(worksheet_html(items, meta=meta)))
    _, key = _read(html_to_pdf(answer_key_html(items, meta=meta)))
    for text in (sheet, key):
        assert "sheet number (seed) 7" in text
    flat_sheet, flat_key = " ".join(sheet.split()), " ".join(key.split())
    assert all(" ".join(item.question.split())[:40] in flat_sheet for item in items)
    assert all(item.answer_text in flat_key for item in items)


def test_without_chromium_the_pdf_is_refused_with_a_reason(monkeypatch: pytest.MonkeyPatch
                                                           ) -> None:
    """No chromium on the PATH: a ReportError that says what to do instead."""
    monkeypatch.setattr(shutil, "which", lambda _name: None)
    with pytest.raises(ReportError, match=r"PDF needs a local Chromium \('chromium' on the "
                                          r"PATH\); the HTML report prints cleanly"):
        html_to_pdf("<p>x</p>")
