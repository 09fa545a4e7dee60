"""User text made safe for exports and for the screen: CSV cells a spreadsheet would run as a
formula are neutralised; text shown through markdown is escaped so it reads literally."""

from __future__ import annotations

import re
from typing import Any

import pandas as pd

DANGEROUS_START = ("=", "+", "-", "@", "\t", "\r")
_MARKDOWN = re.compile(r"([\\`*_{}\[\]()#+\-.!|<>~:$])")


def neutralise(value: Any) -> Any:
    """A text cell that a spreadsheet would run as a formula gets a leading apostrophe."""
    if isinstance(value, str) and value.startswith(DANGEROUS_START):
        return "'" + value
    return value


CSV_PLACES = 4


def safe_csv(table: pd.DataFrame) -> bytes:
    """CSV bytes (UTF-8 with BOM, for Excel) with formula-like text cells neutralised, number
    columns holding only whole numbers written without '.0' (2558, not 2558.0) and other
    numbers to at most CSV_PLACES decimals, as in the CLI's JSON (a US Chess K of
    13.559322033898304 is written 13.5593)."""
    safe = table.copy()
    for column in safe.columns:
        values = safe[column]
        if values.dtype == object or pd.api.types.is_string_dtype(values.dtype):
            safe[column] = neutralised_column(values)
        elif pd.api.types.is_float_dtype(values.dtype):
            finite = values.dropna()
            if len(finite) and bool((finite == finite.round()).all()) and bool(
                    (finite.abs() < 2**53).all()):
                safe[column] = values.astype("Int64")
            else:
                safe[column] = values.round(CSV_PLACES)
    return safe.to_csv(index=False).encode("utf-8-sig")


def neutralised_column(column: pd.Series) -> pd.Series:
    """`neutralise` on a whole text column at once (cells that are not text stay as they are)."""
    try:
        risky = column.str.startswith(DANGEROUS_START, na=False).astype(bool)
    except AttributeError:  # no text in the column at all
        return column
    if not risky.any():
        return column
    return column.where(~risky, "'" + column[risky].astype(str))


def markdown_text(text: object) -> str:
    """Text from a user or a file, escaped so markdown shows it literally (no links, HTML or
    styling); newlines become spaces so a value cannot start a new markdown block."""
    return _MARKDOWN.sub(r"\\\1", " ".join(str(text).splitlines()))
