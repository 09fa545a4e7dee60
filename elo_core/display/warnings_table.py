"""A file's warnings as a table for the page: what was found, where, and the value."""

from __future__ import annotations

import re
from collections.abc import Sequence

import pandas as pd

from elo_core.errors import MAX_WHERE, FileWarning

# The sentence a user reads first; last the code the command line's --json prints (for searching
# a log or the docs), headed so that a user knows what it is.
CODE_COLUMN = "Code (JSON output)"
WARNING_COLUMNS = ("What", "Where", "Value", CODE_COLUMN)
LONG_WORD = 16  # characters: a value's longer words may break (a narrow phone's column)
ZERO_WIDTH_SPACE = "\u200b"
_LONG = re.compile(rf"\S{{{LONG_WORD + 1},}}")


def breakable(value: str) -> str:
    """`value` with a line-break opportunity (an invisible zero-width space) every LONG_WORD
    characters of a longer word, never inside a run of digits: '120242' stays whole on a
    phone (the page lets a table break its code column anywhere, not its values)."""

    def split(word: str) -> str:
        out, since = [], 0
        for at, char in enumerate(word):
            if since >= LONG_WORD and not (char.isdigit() and word[at - 1].isdigit()):
                out.append(ZERO_WIDTH_SPACE)
                since = 0
            out.append(char)
            since += 1
        return "".join(out)

    return _LONG.sub(lambda found: split(found.group()), value)


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
        "Value": [breakable(w.value or "") for w in warnings],
        CODE_COLUMN: [w.code for w in warnings],
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
