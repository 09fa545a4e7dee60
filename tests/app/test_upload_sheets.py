"""AppTest: a spreadsheet uploaded on the Event upload page rates as its CSV does; the tables
offer Excel downloads; an event offers 'Download this event as TRF' (or says why not)."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import openpyxl
from streamlit.testing.v1 import AppTest

from elo_core.cli.convert import converted
from elo_core.io import read_event_file
from elo_core.io.trf.write import write_trf

ROOT = Path(__file__).resolve().parents[2]
PAGE = "pages/event_upload.py"
SEASON = ROOT / "tests" / "data" / "season_classic.csv"
GROS = ROOT / "tests" / "data" / "gros-2010-after-round4.trf"


def _xlsx(path: Path) -> bytes:
    """The file's games as a workbook, as `elo-core convert` writes it."""
    return converted(read_event_file(path.read_bytes(), source=path.name), ".xlsx")[0]


def _upload(at: AppTest, h: Any, name: str, data: bytes) -> AppTest:
    h.open_page(at, PAGE)
    at.file_uploader(key="upload_file").upload(name, data, "application/octet-stream")
    return h.rerun(at)


def _table(at: AppTest) -> Any:
    return next(d.value for d in at.dataframe if "Change (rounded)" in d.value.columns)


def _labels(at: AppTest) -> list[str]:
    return [b.proto.label for b in at.get("download_button")]


def test_xlsx_upload_rates_as_the_csv(at: AppTest, h: Any) -> None:
    """The season typed into a workbook: the same whole-field table as the CSV upload."""
    from_csv = _table(_upload(at, h, "season.csv", SEASON.read_bytes()))
    from_sheet = _table(_upload(at, h, "season.xlsx", _xlsx(SEASON)))
    assert from_sheet.equals(from_csv)
    labels = _labels(at)
    assert "Download the table (CSV)" in labels
    assert "Download the table (Excel)" in labels
    assert "Download every event (Excel)" in labels


def test_trf_download_for_an_event(at: AppTest, h: Any) -> None:
    """Gros's TRF offers its event as TRF, the bytes our writer gives; the season's February
    (a player with two ratings) says why it has no TRF form."""
    _upload(at, h, "gros.trf", GROS.read_bytes())
    assert "Download this event as TRF" in _labels(at)
    expected = write_trf(read_event_file(GROS.read_bytes(), source="gros.trf")).text
    assert expected.startswith("012 XX Open Internacional de Gros\n")
    _upload(at, h, "season.csv", SEASON.read_bytes())
    at.selectbox(key="upload_event").set_value("February")
    h.rerun(at)
    assert "Download this event as TRF" not in _labels(at)
    assert any("No TRF for this event" in c.value and "has ratings 1740, 1760" in c.value
               for c in at.caption)


def test_what_the_sheet_left_out_is_shown(at: AppTest, h: Any) -> None:
    """A title row above the header: the summary names the sheet, the warning the row."""
    book = openpyxl.Workbook()
    sheet = book.active
    assert sheet is not None
    sheet.append(["Club night, March"])
    sheet.append(["white", "black", "white_rating", "black_rating", "result"])
    sheet.append(["Ann", "Bob", 1800, 1700, 1])
    out = io.BytesIO()
    book.save(out)
    _upload(at, h, "club.xlsx", out.getvalue())
    assert any("Read a games sheet (.xlsx): 1 event" in h.plain(m.value) for m in at.markdown)
    shown = next(t.value for t in at.table if "Where" in t.value.columns)  # the warnings table
    assert any("above the header (row 2), not read" in h.plain(str(cell))
               for cell in shown.to_numpy().ravel())
