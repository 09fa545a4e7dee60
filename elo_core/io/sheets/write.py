"""Writing a table (header and rows of text, numbers, dates, blanks) as CSV, .xlsx or .ods bytes;
text is always stored as text (a cell starting with '=' never becomes a formula)."""

from __future__ import annotations

import csv
import datetime as dt
import io
import re
import zipfile
from collections.abc import Sequence
from xml.sax.saxutils import escape, quoteattr

from openpyxl import Workbook
from openpyxl.cell import WriteOnlyCell
from openpyxl.styles import Font

from elo_core.io.sheets.cells import number_text

Value = str | float | int | dt.date | None
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")  # no place in an XML file
ODS_MIME = "application/vnd.oasis.opendocument.spreadsheet"


def _csv_text(value: Value) -> str:
    if value is None:
        return ""
    if isinstance(value, float | int) and not isinstance(value, bool):
        return number_text(float(value))
    if isinstance(value, dt.date):
        return value.isoformat()
    return str(value)


def csv_bytes(header: Sequence[str], rows: Sequence[Sequence[Value]]) -> bytes:
    """CSV (UTF-8 with BOM, so that Excel shows accents), text written as it is."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(header)
    writer.writerows([_csv_text(v) for v in row] for row in rows)
    return out.getvalue().encode("utf-8-sig")


def xlsx_bytes(header: Sequence[str], rows: Sequence[Sequence[Value]], *,
               sheet: str = "Games") -> bytes:
    """An .xlsx workbook of one sheet: a bold header row, numbers as numbers, dates as dates."""
    book = Workbook(write_only=True)
    table = book.create_sheet(sheet[:31])
    bold = Font(bold=True)
    cells = []
    for name in header:
        cell = WriteOnlyCell(table, value=_NOT_XML.sub("", name))
        cell.data_type = "s"
        cell.font = bold
        cells.append(cell)
    table.append(cells)
    for row in rows:
        out = []
        for value in row:
            if isinstance(value, str):
                cell = WriteOnlyCell(table, value=_NOT_XML.sub("", value))
                cell.data_type = "s"  # text, even when it starts with '='
            else:
                cell = WriteOnlyCell(table, value=value)
                if isinstance(value, dt.date):
                    cell.number_format = "yyyy-mm-dd"
            out.append(cell)
        table.append(out)
    buffer = io.BytesIO()
    book.save(buffer)
    return buffer.getvalue()


def _ods_cell(value: Value) -> str:
    if value is None or value == "":
        return "<table:table-cell/>"
    if isinstance(value, float | int) and not isinstance(value, bool):
        shown = number_text(float(value))
        return (f'<table:table-cell office:value-type="float" office:value="{shown}">'
                f"<text:p>{shown}</text:p></table:table-cell>")
    if isinstance(value, dt.date):
        day = value.isoformat()
        return (f'<table:table-cell office:value-type="date" office:date-value="{day}">'
                f"<text:p>{day}</text:p></table:table-cell>")
    text = escape(_NOT_XML.sub("", str(value)))
    return (f'<table:table-cell office:value-type="string"><text:p>{text}</text:p>'
            "</table:table-cell>")


_CONTENT_HEAD = (
    '<?xml version="1.0" encoding="UTF-8"?>\n<office:document-content '
    'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
    'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
    'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.2">'
    "<office:body><office:spreadsheet>")
_MANIFEST = (
    '<?xml version="1.0" encoding="UTF-8"?>\n<manifest:manifest '
    'xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2">'
    f'<manifest:file-entry manifest:full-path="/" manifest:media-type="{ODS_MIME}"/>'
    '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>'
    "</manifest:manifest>")


def ods_bytes(header: Sequence[str], rows: Sequence[Sequence[Value]], *,
              sheet: str = "Games") -> bytes:
    """An .ods workbook of one sheet (OpenDocument 1.2: mimetype first and stored, a manifest,
    the content), numbers as numbers, dates as dates, text as text."""
    parts = [_CONTENT_HEAD, f"<table:table table:name={quoteattr(sheet)}>"]
    for row in [list(header), *rows]:
        parts.append("<table:table-row>" + "".join(_ods_cell(v) for v in row)
                     + "</table:table-row>")
    parts.append("</table:table></office:spreadsheet></office:body></office:document-content>")
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr(zipfile.ZipInfo("mimetype"), ODS_MIME, compress_type=zipfile.ZIP_STORED)
        archive.writestr("META-INF/manifest.xml", _MANIFEST)
        archive.writestr("content.xml", "".join(parts))
    return buffer.getvalue()
