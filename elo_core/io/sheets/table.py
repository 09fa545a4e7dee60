"""A workbook's chosen sheet as the table of cell strings the CSV path reads too: its rows below
the header at the sheet's own row numbers, with no CSV text in between."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

from elo_core.errors import FileError, FileWarning, Problem
from elo_core.io.csv.shape import Table
from elo_core.io.csv.table_text import BLANK_ROWS, canonical, header_cells, written_names
from elo_core.io.games import raise_if
from elo_core.io.sheets.body import body_cells
from elo_core.io.sheets.workbook import Sheet, body_warnings, in_sheet_rows, load_sheet


@dataclass(frozen=True, kw_only=True, slots=True)
class SheetTable:
    """The sheet read (`kind` 'xlsx' or 'ods', its `name`), the header's sheet row (1-based),
    its table of cell strings, and what the sheet itself gave to warn about."""

    kind: str
    name: str
    header_row: int
    table: Table
    warnings: tuple[FileWarning, ...]


def sheet_table(data: bytes, *, kind: str | None = None, source: str = "",
                max_mb: float | None = None, want: str = "games") -> SheetTable:
    """The workbook's games (or players, `want`) sheet as a table; `kind` when the caller has
    told the workbook's kind already. Raises FileError for a workbook that cannot be read or a
    header with problems (at the header's sheet row)."""
    sheet = load_sheet(data, kind=kind, source=source, max_mb=max_mb, want=want)
    table, serials, outside = _table(sheet, source)
    return SheetTable(kind=sheet.kind, name=sheet.name, header_row=sheet.top + 1, table=table,
                      warnings=(*sheet.warnings, *body_warnings(serials, outside, sheet.last)))


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
