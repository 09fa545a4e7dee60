"""Written .xlsx and .ods files open in openpyxl and odfpy, text stays text, numbers and dates
keep their types; games rows say what a CSV cannot hold."""

from __future__ import annotations

import datetime as dt
import io

import openpyxl
from odf.opendocument import load
from odf.table import TableCell, TableRow

from elo_core.io import read_event_file
from elo_core.io.csv.rows import games_rows
from elo_core.io.sheets.write import csv_bytes, ods_bytes, xlsx_bytes
from tests.support.real_files import REAL

HEADER = ["player", "rating", "date"]
ROWS: list[list[str | float | dt.date | None]] = [
    ["=cmd|' /C calc'!A0", 1850.0, dt.date(2026, 3, 1)], ["Ann\x01 Berg", None, None]]


def test_xlsx_opens_in_openpyxl_with_types_kept() -> None:
    """'=cmd...' is a text cell (no formula), 1850 a number, the date a date; a control
    character (no place in XML) is dropped."""
    book = openpyxl.load_workbook(io.BytesIO(xlsx_bytes(HEADER, ROWS)))
    sheet = book["Games"]
    first = list(sheet[2])
    assert (first[0].value, first[0].data_type) == ("=cmd|' /C calc'!A0", "s")
    assert first[1].value == 1850
    assert first[2].value == dt.datetime(2026, 3, 1)
    assert sheet["A3"].value == "Ann Berg"
    assert sheet["A1"].font.bold


def test_ods_opens_in_odfpy_with_types_kept() -> None:
    """The same in an .ods: office:value-type string, float and date."""
    doc = load(io.BytesIO(ods_bytes(HEADER, ROWS)))
    rows = doc.spreadsheet.getElementsByType(TableRow)
    cells = rows[1].getElementsByType(TableCell)
    kinds = [cell.getAttribute("valuetype") for cell in cells]
    assert kinds == ["string", "float", "date"]
    assert cells[1].getAttribute("value") == "1850"
    assert cells[2].getAttribute("datevalue") == "2026-03-01"
    assert str(cells[0]) == "=cmd|' /C calc'!A0"


def test_csv_bytes_are_plain() -> None:
    """UTF-8 with a BOM; numbers whole when whole, blanks empty, dates ISO."""
    assert csv_bytes(HEADER, ROWS).decode("utf-8-sig").splitlines() == [
        "player,rating,date", "=cmd|' /C calc'!A0,1850,2026-03-01", "Ann\x01 Berg,,"]


def test_a_birth_year_the_csv_reader_refuses_is_not_written() -> None:
    """Capo d'Orso's TRF writes 11 birth dates day-month-year ('120242'): the TRF reader reads
    no year from them (and says so), so no out-of-range year reaches the games table."""
    path = REAL / "capo-dorso-2012.trfx"
    event = read_event_file(path.read_bytes(), source=path.name)
    header, rows, warnings = games_rows(event)
    assert not [w for w in warnings if w.code == "csv_profile_out_of_range"]
    assert [w.code for w in event.warnings] == ["trf_birth_date_unread"]
    years = [header.index("white_birth_year"), header.index("black_birth_year")]
    assert all(isinstance(row[i], float | None) for row in rows for i in years)
    assert header[8:10] == ["white_id", "black_id"]  # (the TRF's FIDE IDs, as the reader reads)
