"""Reading a games or rounds sheet (.xlsx, .ods): its rows handed as cell strings to the table
reader the CSV path uses, the problems and warnings at the rows the sheet shows."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pandas as pd

from elo_core.errors import FileError, Problem
from elo_core.io.csv.read import read_table
from elo_core.io.csv.shape import Table
from elo_core.io.csv.table_text import BLANK_ROWS, canonical, header_cells, written_names
from elo_core.io.games import EventFile, max_upload_bytes, raise_if
from elo_core.io.sheets.body import body_cells
from elo_core.io.sheets.workbook import (
    UNZIPPED_TIMES,
    Sheet,
    body_warnings,
    in_sheet_rows,
    load_sheet,
)


def text_mb(max_mb: float | None) -> float:
    """The size limit for the sheet's text: the workbook passed the upload limit already, and
    its text (unzipped) may be several times bigger than the file."""
    return UNZIPPED_TIMES * max_upload_bytes(max_mb)[1]


def read_sheet(data: bytes, *, kind: str | None = None, source: str = "",
               max_mb: float | None = None, player: str = "",
               player_rating: float | None = None,
               profile: dict[str, float] | None = None) -> EventFile:
    """A games sheet (or one player's rounds) read as its CSV would be; `kind` ('xlsx', 'ods')
    when the caller has told the workbook's kind already."""
    sheet = load_sheet(data, kind=kind, source=source, max_mb=max_mb, want="games")
    table, serials, outside = _table(sheet, source)
    try:
        event = read_table(table, source=source, player=player, player_rating=player_rating,
                           profile=profile)
    except FileError as exc:
        raise in_sheet_rows(exc, sheet.top + 1) from None
    return replace(event, format=event.format.replace("csv", sheet.kind, 1),
                   warnings=(*sheet.warnings, *body_warnings(serials, outside, sheet.last),
                             *event.warnings))


def _table(sheet: Sheet, source: str) -> tuple[Table, tuple[int, ...], tuple[int, ...]]:
    """The sheet's rows below its header as a table of cell strings at their sheet rows (a
    blank row skipped; one of spaces only said, as a CSV's is), and the body rows (0-based)
    with date serials and with cells outside the header's columns."""
    header = sheet.header[sheet.left:sheet.right]
    problems: list[Problem] = []
    columns = header_cells(header, sheet.delimiter, problems)
    try:
        raise_if(problems, source)
    except FileError as exc:
        raise in_sheet_rows(exc, sheet.top + 1) from None
    body = body_cells(sheet.rows[sheet.last + 1:], left=sheet.left, right=sheet.right,
                      roles=[canonical(cell) for cell in header])
    spaces = body.spaces if len(columns) > 1 else np.zeros(len(body.blank), dtype=bool)
    keep = np.flatnonzero(~body.blank & ~spaces)
    rows = np.arange(len(body.blank), dtype=np.int64) + sheet.last + 2  # (sheet row numbers)
    cells = pd.DataFrame({name: pd.Series(_categorical(text, code[keep]), copy=False)
                          for name, text, code in zip(columns, body.texts, body.codes,
                                                      strict=True)}, columns=columns)
    cells.attrs[BLANK_ROWS] = [int(row) for row in rows[np.flatnonzero(spaces)]]
    return (Table(columns=columns, written=written_names(header), cells=cells,
                  lines=rows[keep], sep=sheet.delimiter), body.serials, body.outside)


def _categorical(texts: np.ndarray, codes: np.ndarray) -> pd.Categorical:
    """A column's cells from its distinct texts (two values may render alike: merged)."""
    merged, distinct = pd.factorize(texts)
    return pd.Categorical.from_codes(merged[codes],
                                     categories=pd.Index(np.asarray(distinct, dtype=object)),
                                     validate=False).remove_unused_categories()
