"""Exports built a column at a time give what the cell-by-cell versions gave."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
from hypothesis import given, settings
from hypothesis import strategies as st

from elo_core.display.field_json import json_column
from elo_core.display.field_tables import PLAYER_COLUMNS, player_records
from elo_core.display.safe_text import neutralise, neutralised_column

CELLS = st.one_of(st.none(), st.floats(allow_nan=True), st.integers(-5, 5),
                  st.text(alphabet="=+-@\t\rab1 ", max_size=4))


@settings(max_examples=200, deadline=None)
@given(st.lists(CELLS, min_size=1, max_size=12))
def test_neutralised_column_matches_cell_by_cell(cells: list[object]) -> None:
    """Every cell: the same as `neutralise` on it alone (text starting =, +, -, @, tab, CR)."""
    column = pd.Series(cells, dtype=object)
    got = neutralised_column(column).tolist()
    want = column.map(neutralise).tolist()
    assert len(got) == len(want)
    for a, b in zip(got, want, strict=True):
        assert a == b or (_missing(a) and _missing(b))  # a CSV writes both as an empty cell


def _missing(value: object) -> bool:
    return value is None or (isinstance(value, float) and math.isnan(value))


def test_json_column_rounding_and_nulls() -> None:
    """Floats to 4 places, NaN as null, numpy integers as ints, text unchanged."""
    assert json_column(pd.Series([1.23456, np.nan, 2.0])) == [1.2346, None, 2.0]
    assert json_column(pd.Series([3, 4], dtype="int64")) == [3, 4]
    assert json_column(pd.Series(["a", np.float64(0.12345), None], dtype=object)) == [
        "a", 0.1235, None]


@settings(max_examples=100, deadline=None)
@given(st.lists(st.one_of(st.none(), st.text(max_size=6)), min_size=1, max_size=12),
       st.sampled_from(["str", "string"]))
def test_json_column_of_text_keeps_every_value_and_gives_null_for_missing(
        cells: list[str | None], dtype: str) -> None:
    """A text column (pandas' string types, read at once) gives what cleaning each value gave:
    the strings themselves, a missing cell as null."""
    got = json_column(pd.Series(cells, dtype=dtype))
    assert got == cells
    assert all(type(value) is str or value is None for value in got)


def test_player_records_keys_and_values() -> None:
    """One object per row with the JSON's keys, in PLAYER_COLUMNS order."""
    table = pd.DataFrame({c: [1.5, np.nan] for c in PLAYER_COLUMNS})
    table["Player"] = ["Ann", "Bo"]
    table["Games"] = np.array([5, 0], dtype="int64")
    records = player_records(table)
    assert list(records[0]) == list(PLAYER_COLUMNS.values())
    assert records[0]["name"] == "Ann"
    assert records[0]["games"] == 5
    assert records[0]["rating"] == 1.5
    assert records[1]["rating"] is None
    assert records[1]["games"] == 0
