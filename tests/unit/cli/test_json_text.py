"""The CLI's JSON text: the same text as `json.dumps(indent=2, ensure_ascii=False)` for the
values the commands print, and valid JSON that reads back to the value for any value."""

from __future__ import annotations

import io
import json
import math
import sys
from typing import Any
from unittest.mock import patch

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from elo_core.cli.json_text import json_bytes, write_json

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


class _Parts:
    """A value written from pieces of text (as a season's per-player lists are)."""

    def __init__(self, *parts: bytes) -> None:
        self.parts = parts

    def json_parts(self) -> tuple[memoryview, ...]:
        return tuple(memoryview(part) for part in self.parts)


class _Out:
    def __init__(self) -> None:
        self.buffer = io.BytesIO()

    def flush(self) -> None:
        """Nothing is held before the buffer."""


@settings(max_examples=300, deadline=None)
@given(VALUES, st.lists(st.binary(max_size=6).map(lambda b: b.replace(b"\x01", b"")),
                        max_size=3))
def test_written_in_pieces_as_joined(value: Any, pieces: list[bytes]) -> None:
    """write_json writes pieces of text where they stand, never joined: the same bytes as
    json_bytes, whatever the document around them holds (text with \\x01 in it included, which
    orjson escapes, so that it cannot pass for the writer's mark)."""
    document = {"before": value, "x": _Parts(b"[", *pieces, b"]"), "text": "a\x01b",
                "list": [_Parts(b"1"), value, _Parts()]}
    out = _Out()
    with patch.object(sys, "stdout", out):
        write_json(document)
    assert out.buffer.getvalue() == json_bytes(document) + b"\n"
    assert b'"a\\u0001b"' in out.buffer.getvalue()


def test_an_object_without_parts_is_refused() -> None:
    """Anything else orjson cannot write is still an error, as before."""
    with pytest.raises(TypeError, match="not JSON serializable"):
        json_bytes({"x": object()})
