"""A file's warnings as a table for the page: what was found, where, and the value."""

from __future__ import annotations

from collections.abc import Sequence

import pandas as pd

from elo_core.errors import MAX_WHERE, FileWarning

WARNING_COLUMNS = ("What", "Where", "Value", "Code")  # Code: the JSON's `code`, for searching


def where_cell(warning: FileWarning) -> str:
    """'rows 3, 7, column 'white_rating'; players Anna Berg, anna berg' (blank: nowhere)."""
    parts = [warning.where_text()] if warning.where_text() else []
    if warning.players:
        shown = ", ".join(warning.players[:MAX_WHERE])
        more = len(warning.players) - MAX_WHERE
        parts.append(f"player{'s' if len(warning.players) > 1 else ''} {shown}"
                     + (f" and {more:,} more" if more > 0 else ""))
    return "; ".join(parts)


def warnings_table(warnings: Sequence[FileWarning]) -> pd.DataFrame:
    """One row per warning (columns WARNING_COLUMNS), the file's order; text, never markup."""
    return pd.DataFrame({
        "What": [w.what for w in warnings],
        "Where": [where_cell(w) for w in warnings],
        "Value": [w.value or "" for w in warnings],
        "Code": [w.code for w in warnings],
    }, columns=list(WARNING_COLUMNS))


def warnings_heading(warnings: Sequence[FileWarning], *, typed: bool = False) -> str:
    """'2 warnings: the figures below are computed, but check these in the file first.'
    (`typed`: the rounds typed on the page, not a file.)"""
    count = len(warnings)
    start = (f"{count} warning{'' if count == 1 else 's'}: the figures below are computed as "
             "said here")
    if typed:
        return f"{start}, but check the rounds typed above first."
    return (f"{start}, but check the file first (the command line's --strict refuses a file "
            "with any warning).")
