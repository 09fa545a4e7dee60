"""Formula cells whose value was never calculated: a workbook written by a program (openpyxl
writes no value, xlsxwriter a 0 and 'calculate on load') holds no figure a reader can trust.
Found in the sheet's XML, as (row, column) 0-based; and .ods rows repeated past any sheet's use."""

from __future__ import annotations

import io
import re
import xml.etree.ElementTree as ET
import zipfile

from elo_core.errors import FileError, Problem

Cell = tuple[int, int]
_TABLE = "{urn:oasis:names:tc:opendocument:xmlns:table:1.0}"
_OFFICE = "{urn:oasis:names:tc:opendocument:xmlns:office:1.0}"
_XLSX_CELL = re.compile(rb"<c\b([^>]*?)(?:/>|>(.*?)</c>)", re.DOTALL)
_REF = re.compile(rb'\br="([A-Z]+)([0-9]+)"')
_CACHED = re.compile(rb"<v>[^<]+</v>")
_SHEET = re.compile(rb'<sheet\b[^>]*\bname="([^"]*)"[^>]*\br:id="([^"]*)"')
_TARGET = re.compile(rb'<Relationship\b[^>]*\bTarget="([^"]*)"[^>]*\bId="([^"]*)"'
                     rb'|<Relationship\b[^>]*\bId="([^"]*)"[^>]*\bTarget="([^"]*)"')
MAX_FILLED_CELLS = 200_000  # cells with a value or formula an .ods may hold by repeating rows
_ROW = re.compile(rb"<table:table(-row)?(?=[\s>/])([^>]*?)(/?)>")  # a table, or a row
_REPEAT = re.compile(rb'number-rows-repeated="([0-9]+)"')
_COLUMNS = re.compile(rb'number-columns-repeated="([0-9]+)"')
_FILLED_CELL = re.compile(rb"<table:table-cell\b([^>]*?)(?:/>|>)")


def _column_index(letters: bytes) -> int:
    index = 0
    for letter in letters:
        index = index * 26 + letter - ord("A") + 1
    return index - 1


def _xlsx_part(archive: zipfile.ZipFile, sheet: str) -> str | None:
    """The path inside the workbook of the worksheet named `sheet`."""
    book = archive.read("xl/workbook.xml")
    rels = archive.read("xl/_rels/workbook.xml.rels")
    ids = {m.group(1).decode(): m.group(2) for m in _SHEET.finditer(book)}
    targets = {(m.group(2) or m.group(3)): (m.group(1) or m.group(4))
               for m in _TARGET.finditer(rels)}
    target = targets.get(ids.get(sheet, b""))
    if target is None:
        return None
    path = target.decode().lstrip("/")
    return path if path.startswith("xl/") else f"xl/{path}"


def _xlsx_stale(data: bytes, sheet: str) -> list[Cell]:
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        part = _xlsx_part(archive, sheet)
        if part is None or part not in archive.namelist():
            return []
        xml = archive.read(part)
        if b"<f" not in xml:
            return []
        recalc = b'fullCalcOnLoad="1"' in archive.read("xl/workbook.xml")
    stale = []
    for match in _XLSX_CELL.finditer(xml):
        body = match.group(2) or b""
        if b"<f" not in body:
            continue
        if recalc or _CACHED.search(body) is None:
            ref = _REF.search(match.group(1))
            if ref:
                stale.append((int(ref.group(2)) - 1, _column_index(ref.group(1))))
    return stale


def _ods_stale(data: bytes, sheet: str) -> list[Cell]:
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        with archive.open("content.xml") as handle:
            if b"table:formula" not in handle.read():
                return []
        stale: list[Cell] = []
        inside, row = False, 0
        with archive.open("content.xml") as handle:
            for event, element in ET.iterparse(handle, events=("start", "end")):
                if element.tag == _TABLE + "table" and event == "start":
                    inside, row = element.get(_TABLE + "name") == sheet, 0
                elif inside and element.tag == _TABLE + "table-row" and event == "end":
                    column = 0
                    for cell in element:
                        span = int(cell.get(_TABLE + "number-columns-repeated", "1") or 1)
                        if cell.get(_TABLE + "formula") and \
                                cell.get(_OFFICE + "value-type") is None:
                            stale.append((row, column))
                        column += span
                    row += int(element.get(_TABLE + "number-rows-repeated", "1") or 1)
                    element.clear()
    return stale


def stale_formulas(data: bytes, kind: str, sheet: str) -> list[Cell]:
    """The formula cells of `sheet` whose value cannot be trusted (never calculated)."""
    return _xlsx_stale(data, sheet) if kind == "xlsx" else _ods_stale(data, sheet)


def a1(cell: Cell) -> str:
    """(1, 4) -> 'E2'."""
    row, column = cell
    letters = ""
    column += 1
    while column:
        column, rest = divmod(column - 1, 26)
        letters = chr(ord("A") + rest) + letters
    return f"{letters}{row + 1}"


def refuse_stale(cells: list[Cell], *, sheet: str, source: str) -> None:
    """A FileError naming the formula cells read whose value was never calculated."""
    if not cells:
        return
    shown = ", ".join(a1(cell) for cell in cells[:10])
    more = f" and {len(cells) - 10:,} more" if len(cells) > 10 else ""
    raise FileError([Problem(
        line=cells[0][0] + 1, count=len(cells),
        message=f"{len(cells):,} formula cell{'s' if len(cells) > 1 else ''} in sheet "
                f"'{sheet}' ({shown}{more}) hold no calculated value (the workbook was written "
                "by a program, not saved by Excel or LibreOffice): open it in Excel or "
                "LibreOffice and save it, or save the sheet as CSV")], source=source)


def refuse_filled_rows(data: bytes, source: str) -> None:
    """Refuse an .ods whose repeated rows would unfold into more than MAX_FILLED_CELLS cells
    with a value or formula (a formula filled down a whole column), before it is unfolded."""
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        if "content.xml" not in archive.namelist():
            return
        with archive.open("content.xml") as handle:
            xml = handle.read()
    if b"number-rows-repeated" not in xml:
        return
    filled, row = 0, 0
    for match in _ROW.finditer(xml):
        if match.group(1) is None:  # a new table: its rows counted from 1
            row = 0
            continue
        repeat_match = _REPEAT.search(match.group(2))
        repeat = int(repeat_match.group(1)) if repeat_match else 1
        if repeat > 1 and not match.group(3):
            end = xml.find(b"</table:table-row>", match.end())
            cells = _FILLED_CELL.findall(xml, match.end(), end if end >= 0 else len(xml))
            width = sum(int(c.group(1)) if (c := _COLUMNS.search(attrs)) else 1
                        for attrs in cells if b"value-type" in attrs or b"formula" in attrs)
            filled += repeat * width
            if filled > MAX_FILLED_CELLS:
                raise FileError([Problem(
                    line=row + 1,
                    message=f"sheet row {row + 1:,} is repeated {repeat:,} times with a value or "
                            f"formula in it ({repeat * width:,} filled cells: a formula filled "
                            "down to the end of the sheet?): delete the rows below the games "
                            "and save again")], source=source)
        row += repeat
