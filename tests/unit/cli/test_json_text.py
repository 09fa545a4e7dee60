"""The CLI's JSON text: the same text as `json.dumps(indent=2, ensure_ascii=False)` for the
values the commands print, and valid JSON that reads back to the value for any value."""

from __future__ import annotations

import json
import math
from typing import Any

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from elo_core.cli.json_text import json_bytes

# What the commands print: text, None, booleans, 64-bit integers, ratings and changes to 4 places.
SCALARS = (st.none() | st.booleans() | st.integers(-(2**63), 2**63 - 1) | st.text(max_size=8)
           | st.floats(-5000, 5000, allow_nan=False).map(lambda x: round(x, 4)))
VALUES = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=4)
                      | st.dictionaries(st.text(max_size=6), inner, max_size=4), max_leaves=30)


@settings(max_examples=600, deadline=None)
@given(VALUES)
def test_same_text_as_the_standard_encoder(value: Any) -> None:
    """Byte for byte the standard library's indent=2 text, non-ASCII as it is."""
    assert json_bytes(value).decode("utf-8") == json.dumps(value, indent=2, ensure_ascii=False)


@settings(max_examples=300, deadline=None)
@given(st.floats(allow_nan=False, allow_infinity=False))
def test_any_finite_float_reads_back(value: float) -> None:
    """Any finite float is written so that it reads back as the same float."""
    assert json.loads(json_bytes([value])) == [value]


def test_player_objects_numpy_and_nan() -> None:
    """A payload like the CLI's: nested objects, non-ASCII kept, numpy values as numbers, NaN
    written as null (the standard library would write the invalid token NaN)."""
    payload = {"system": "fide", "players": [{"name": "Šárka", "rating": np.float64(1500.5),
                                              "k": np.int64(40), "performance": math.nan}],
               "skipped": [], "changes": np.array([1.5, -2.0])}
    assert json_bytes(payload).decode("utf-8") == (
        '{\n  "system": "fide",\n  "players": [\n    {\n      "name": "Šárka",\n'
        '      "rating": 1500.5,\n      "k": 40,\n      "performance": null\n    }\n  ],\n'
        '  "skipped": [],\n  "changes": [\n    1.5,\n    -2.0\n  ]\n}')
