"""A table as .xlsx bytes for a download, made safe as the CSV downloads are: text that a
spreadsheet would run as a formula gets a leading apostrophe (and is stored as text anyway),
whole-number columns are written as integers, other numbers to CSV_PLACES decimals, booleans
as the sheet's TRUE and FALSE."""

from __future__ import annotations

import datetime as dt

import numpy as np
import pandas as pd

from elo_core.display.safe_text import CSV_PLACES, neutralised_column
from elo_core.io.sheets.write import Value, xlsx_bytes


def _values(column: pd.Series) -> list[Value]:
    """One column's cells: text neutralised, NaN and NA blank, numbers as numbers."""
    if pd.api.types.is_bool_dtype(column.dtype):
        return [bool(v) for v in column]  # (TRUE / FALSE in the sheet)
    if pd.api.types.is_datetime64_any_dtype(column.dtype):
        return [None if pd.isna(v) else v.to_pydatetime() for v in column]
    if pd.api.types.is_numeric_dtype(column.dtype):
        numbers = pd.to_numeric(column, errors="coerce").astype("float64").to_numpy()
        whole = bool(np.all(np.isnan(numbers) | (numbers == np.round(numbers))))
        return [None if np.isnan(v) else int(v) if whole and abs(v) < 2**53
                else round(float(v), CSV_PLACES) for v in numbers]
    safe = neutralised_column(column.astype(object))
    out: list[Value] = []
    for value in safe:
        if value is None or (isinstance(value, float) and np.isnan(value)) or value is pd.NA:
            out.append(None)
        elif isinstance(value, dt.date | int | float) and not isinstance(value, bool):
            out.append(value)
        else:
            out.append(str(value))
    return out


def table_xlsx(table: pd.DataFrame, *, sheet: str = "Table") -> bytes:
    """The table as a one-sheet workbook (header in bold), for a download button."""
    columns = [_values(table[name]) for name in table.columns]
    rows = [list(row) for row in zip(*columns, strict=True)] if columns else []
    return xlsx_bytes([str(name) for name in table.columns], rows, sheet=sheet)
