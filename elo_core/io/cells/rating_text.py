"""Ratings as PGN and TRF files write them: a thousands separator read as one ('1,850', '1.850'
are 1850 where a rating is a whole number), and no rating below the lowest any system holds."""

from __future__ import annotations

import re

import numpy as np

from elo_core.errors import FileWarning, Problem
from elo_core.io.cells.values import capped

LOWEST_RATING = 100.0  # US Chess's absolute floor; FIDE's lists start at 1000 (1400 from 2024)
LOWEST_TEXT = f"below {LOWEST_RATING:g}, the lowest rating any system holds"
_THOUSANDS = re.compile(r"\s*([1-9][0-9]?)[,.]([0-9]{3})\s*", re.ASCII)


def whole_ratings(values: list[str], lines: np.ndarray, column: str
                  ) -> tuple[list[str], list[FileWarning]]:
    """A PGN Elo tag is a whole number, so '1,850' and '1.850' (a digit or two, a separator,
    three digits) can only be 1850: read so, with a `thousands_separator` warning naming the
    lines. Every other value is left for the rating reader as written."""
    found = {value: f"{m.group(1)}{m.group(2)}" for value in set(values)
             if (m := _THOUSANDS.fullmatch(value)) is not None}
    if not found:
        return values, []
    rows = tuple(int(lines[i]) for i, value in enumerate(values) if value in found)
    example = next(value for value in values if value in found)
    warning = FileWarning(
        code="thousands_separator",
        what=f"{column} '{example.strip()}' read as {found[example]}: a rating is a whole number, "
             f"so ',' or '.' before three digits is a thousands separator ({len(rows)} "
             f"value{'s' if len(rows) > 1 else ''})",
        rows=rows, column=column, value=example.strip())
    return [found.get(value, value) for value in values], [warning]


def refuse_below_lowest(ratings: np.ndarray, lines: np.ndarray, column: str,
                        problems: list[Problem]) -> np.ndarray:
    """Ratings under LOWEST_RATING are problems (line, column, value), not rated: no system
    holds them, so they are a typo or a misread number ('1.85')."""
    low = np.flatnonzero(ratings < LOWEST_RATING)  # (NaN, unrated, compares False)
    problems.extend(
        Problem(message=f"'{ratings[i]:g}' is not a rating ({LOWEST_TEXT})",
                line=int(lines[i]), column=column, value=f"{ratings[i]:g}")
        for i in capped(low, lines, column, problems, f"a rating {LOWEST_TEXT}"))
    out = ratings.copy()
    out[low] = np.nan
    return out
