"""Which reader a file needs: from the format asked for, the file name, and the content."""

from __future__ import annotations

import re
from types import EllipsisType

from elo_core.errors import EloError, FileError, Problem
from elo_core.io import sheets
from elo_core.io.csv.shape import csv_shape
from elo_core.io.csv.table_text import header_cells, header_names
from elo_core.io.games import decode
from elo_core.io.sheets.kind import SHEET_KINDS, refuse_xls, sheet_kind

FORMATS = ("csv", "trf", "pgn", "xlsx", "ods")
_EXTENSIONS = {".csv": "csv", ".tsv": "csv", ".txt": None, ".trf": "trf", ".trfx": "trf",
               ".pgn": "pgn", ".xlsx": "xlsx", ".xlsm": "xlsx", ".ods": "ods"}
# a tag line, perhaps indented: spaces and tabs only before the '[' (a '\s*' there would
# rescan every following blank line from every line start: quadratic on blank lines)
_PGN_TAG = re.compile(rb"^[ \t\r\f\v]*\[[A-Za-z]+[ \t]+\"", re.MULTILINE)
_TRF_PLAYER = re.compile(rb"^001 ", re.MULTILINE)


def sniff(data: bytes, *, workbook: str | EllipsisType | None = ...) -> str | None:
    """'xlsx' or 'ods' (a workbook), else 'trf', 'pgn' or 'csv' from the first 64 KB of content;
    None when it is none of them. `workbook`: sheet_kind(data) when the caller has it already
    (the bytes are not looked at twice)."""
    workbook = sheet_kind(data) if workbook is ... else workbook
    if workbook is not None:
        return workbook
    head = data[:65536].lstrip(b"\xef\xbb\xbf")
    if _TRF_PLAYER.search(head):
        return "trf"
    if _PGN_TAG.search(head):
        return "pgn"
    first = head.split(b"\n", 1)[0]
    if any(sep in first for sep in (b",", b";", b"\t")):
        return "csv"
    return None


def detect_format(data: bytes, *, format: str | None = None, source: str = "",
                  workbook: str | EllipsisType | None = ...) -> str:
    """The reader to use; a format that contradicts the content is an error that says so.
    (`workbook`: as for sniff.)"""
    found = sniff(data, workbook=workbook)
    if found == "xls":
        raise refuse_xls(source)
    if format is not None:
        if format not in FORMATS:
            raise FileError([Problem(message=f"unknown format '{format}' (use "
                                             f"{', '.join(FORMATS)})",
                                     value=format)], source=source)
        if found is not None and found != format:
            raise FileError([Problem(
                message=f"this file looks like {found.upper()}, not {format.upper()}: choose "
                        f"the {found.upper()} reader (or leave the format to be detected)",
                value=format)], source=source)
        return format
    suffix = "." + source.rsplit(".", 1)[-1].lower() if "." in source else ""
    by_name = _EXTENSIONS.get(suffix)
    if found is not None:
        return found
    if by_name is not None:
        return by_name
    raise FileError([Problem(message="the file is not a CSV (with a header row), a spreadsheet "
                             "(.xlsx, .ods), a FIDE TRF or a PGN file")], source=source)


def csv_shape_of(data: bytes) -> str | None:
    """'games', 'rounds' or 'players' from a CSV's (or a sheet's) header line (None: not a
    table we know, or a workbook that cannot be read: reading it says why)."""
    kind = sheet_kind(data)
    if kind in SHEET_KINDS:
        try:
            sheet = sheets.load_sheet(data, kind=kind)
        except EloError:
            return None
        return csv_shape(header_cells(sheet.header[sheet.left:sheet.right], sheet.delimiter, []))
    if sniff(data) != "csv":
        return None
    first = decode(data[:4096]).split("\n", 1)[0].rstrip("\r")
    return csv_shape(header_names(first))
