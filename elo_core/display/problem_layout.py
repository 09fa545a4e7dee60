"""How a table of file problems is laid out so its longest reason reads whole without scrolling."""

from __future__ import annotations

import textwrap
from dataclasses import dataclass

import pandas as pd

# Widths in px of the problem table's columns: 770 px in all, inside the 820 px the page's main
# column has at 1280 px, so the table never scrolls sideways there.
WIDTHS = {"Line": 60, "Column": 90, "Value found": 200, "Problem": 420}
CHARS_PER_PX = 1 / 8  # characters a line of the table's text holds per px, kept on the safe side
LINE_PX = 21  # px of one line of wrapped table text
ROW_PADDING_PX = 12
WRAP_FROM_PX = 65  # Streamlit wraps a table's text only in rows taller than 4 rem (64 px)
MOST_LINES = 8  # a reason longer than this many lines opens whole when its cell is clicked


@dataclass(frozen=True, kw_only=True, slots=True)
class ProblemLayout:
    """Column widths (px, by column name) and the row height (px; None: one line, the
    default) that show every cell of a problem table whole."""

    widths: tuple[tuple[str, int], ...]
    row_height: int | None


def lines_needed(text: str, width: int) -> int:
    """Lines `text` takes in a column `width` px wide, broken between words."""
    per_line = max(1, int((width - ROW_PADDING_PX) * CHARS_PER_PX))
    return max(1, len(textwrap.wrap(text, per_line)))


def problem_layout(table: pd.DataFrame) -> ProblemLayout:
    """The widths of `table`'s columns and the row height its longest cell needs."""
    widths = tuple((name, WIDTHS[name]) for name in table.columns if name in WIDTHS)
    lines = max((lines_needed(str(cell), width) for name, width in widths
                 for cell in table[name]), default=1)
    lines = min(lines, MOST_LINES)
    height = None if lines == 1 else max(WRAP_FROM_PX, lines * LINE_PX + ROW_PADDING_PX)
    return ProblemLayout(widths=widths, row_height=height)

