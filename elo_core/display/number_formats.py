"""One printf format per number column of the field tables, from the rating system's rounding."""

from __future__ import annotations

import numpy as np
import pandas as pd

from elo_core.display.season_rows import AFTER_EVENT, NEXT_LIST
from elo_core.field.arrays import half_away_float
from elo_core.models import System

RATINGS = ("Rating", "Rating before", "Rating in file", "New rating", "Rating after", NEXT_LIST)
# unrounded figures, to the places the rules quote them
TWO_PLACES = ("Expected", "Change", AFTER_EVENT)
HALVES = ("Score", "Points")
COUNTS = ("Games", "Events", "Games played", "Players", "No.")


def number_formats(table: pd.DataFrame, system: System) -> dict[str, str]:
    """printf formats for `table`'s number columns, every value of a column with the same
    decimals: ratings as the system shows them (FIDE and US Chess whole points -- US Chess keeps
    the decimals in its sums but shows ratings rounded --, classic one decimal), the rounded
    change with the places of the rule (classic one, FIDE and US Chess none), expected score
    and unrounded change two, scores one (half points), counts none; K whole when every K is
    whole, else two decimals (a formula's K); performance as the ratings; Glicko-2's RD one
    decimal and volatility six."""
    rating = "%.1f" if system == System.CLASSIC else "%.0f"
    fixed = {**dict.fromkeys(RATINGS, rating), **dict.fromkeys(TWO_PLACES, "%.2f"),
             **dict.fromkeys(HALVES, "%.1f"), **dict.fromkeys(COUNTS, "%d"),
             "Change (rounded)": "%.1f" if system == System.CLASSIC else "%.0f",
             "Performance": rating, "RD": "%.1f", "Volatility": "%.6f"}
    formats = {}
    for name in table.columns:
        if not pd.api.types.is_numeric_dtype(table[name]):
            continue
        if name == "K":
            values = table[name].dropna().to_numpy(dtype=float)
            formats[name] = "%.0f" if np.all(values == np.round(values)) else "%.2f"
        elif name in fixed:
            formats[name] = fixed[name]
    return formats



def text_table(table: pd.DataFrame, system: System) -> str:
    """`table` as plain text for the terminal, each number column in its `number_formats`
    format (values rounded half away from zero first, as the rules round; a blank cell '-')."""
    shown = table.copy()
    for name, fmt in number_formats(table, system).items():
        places = int(fmt[2:-1]) if fmt[1] == "." else 0
        values = half_away_float(table[name].to_numpy(dtype=float, na_value=np.nan), places)
        shown[name] = ["-" if np.isnan(value) else fmt % value for value in values.tolist()]
    return shown.to_string(index=False, na_rep="-")
