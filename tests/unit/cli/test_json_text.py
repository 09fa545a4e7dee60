"""The fast indented JSON writer gives the same text as `json.dumps(indent=2)`."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from elo_core.cli.json_text import indented

SCALARS = st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8)
KEYS = st.text(max_size=6) | st.integers() | st.booleans() | st.none() | st.floats()
VALUES = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=4)
                      | st.dictionaries(KEYS, inner, max_size=4), max_leaves=30)


@settings(max_examples=600, deadline=None)
@given(VALUES)
def test_same_text_as_the_standard_encoder(value: Any) -> None:
    """Any JSON-like value: byte for byte the standard library's indent=2 text."""
    assert indented(value) == json.dumps(value, indent=2, ensure_ascii=False)


def test_player_objects() -> None:
    """A payload like the CLI's: nested lists of flat objects, non-ASCII kept, NaN-free."""
    payload = {"system": "fide", "players": [{"name": "Šárka", "rating": 1500.5, "k": 40,
                                              "performance": None}], "skipped": []}
    assert indented(payload) == (
        '{\n  "system": "fide",\n  "players": [\n    {\n      "name": "Šárka",\n'
        '      "rating": 1500.5,\n      "k": 40,\n      "performance": null\n    }\n  ],\n'
        '  "skipped": []\n}')
