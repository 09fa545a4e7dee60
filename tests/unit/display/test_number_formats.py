"""Number formats of the field tables: one per column, from the system's rounding."""

from __future__ import annotations

import pandas as pd
import pytest

from elo_core.display.number_formats import number_formats
from elo_core.models import System

TABLE = pd.DataFrame({
    "Player": ["A", "B"], "Rating": [1850.0, 1850.5], "K": [20.0, 40.0], "Games": [3, 4],
    "Score": [2.5, 1.0], "Expected": [1.5, 2.125], "Change": [12.35, -3.0],
    "Change (rounded)": [12.4, -3.0], "New rating": [1862.4, 1847.5],
    "Performance": [1900.0, 1760.5], "Note": ["", "first rating"],
})


@pytest.mark.parametrize(("system", "rating", "rounded"), [
    (System.FIDE, "%.0f", "%.0f"), (System.CLASSIC, "%.1f", "%.1f"),
    (System.USCF, "%.0f", "%.0f")])
def test_one_format_per_column_from_the_systems_rounding(system: System, rating: str,
                                                         rounded: str) -> None:
    """FIDE publishes whole points and rounds the change to whole points; classic keeps one
    decimal for both; US Chess keeps decimals in its sums but shows ratings and the change
    rounded to whole points (so a shown rating plus the rounded change is the new rating
    shown). Expected and the unrounded change always have two places; text columns none."""
    assert number_formats(TABLE, system) == {
        "Rating": rating, "K": "%.0f", "Games": "%d", "Score": "%.1f", "Expected": "%.2f",
        "Change": "%.2f", "Change (rounded)": rounded, "New rating": rating,
        "Performance": rating}


def test_a_formulas_k_gets_two_decimals_for_the_whole_column() -> None:
    """US Chess K 35.8532 beside K 24: both shown to two decimals ('24.00', '35.85')."""
    table = pd.DataFrame({"K": [24.0, 35.8532, None]})
    assert number_formats(table, System.USCF) == {"K": "%.2f"}
