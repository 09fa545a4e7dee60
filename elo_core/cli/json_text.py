"""The CLI's JSON text: indented two spaces, non-ASCII text kept, written by orjson (a field of
100,000 games prints 25 MB of JSON; the standard library's indenting encoder is pure Python and
took 1.6 s for it, orjson 0.2 s). Numpy arrays and scalars are written as lists and numbers."""

from __future__ import annotations

import sys
from typing import Any

import orjson

_OPTIONS = orjson.OPT_INDENT_2 | orjson.OPT_SERIALIZE_NUMPY | orjson.OPT_NON_STR_KEYS


def json_bytes(value: Any) -> bytes:
    """`value` as UTF-8 JSON text, two spaces a level (NaN and infinities as null)."""
    return orjson.dumps(value, option=_OPTIONS)


def write_json(value: Any) -> None:
    """Print `value` as JSON and a newline on stdout (as bytes when stdout has a buffer)."""
    data = json_bytes(value)
    buffer = getattr(sys.stdout, "buffer", None)
    if buffer is None:
        sys.stdout.write(data.decode("utf-8") + "\n")
        return
    sys.stdout.flush()
    buffer.write(data)  # (data + newline would copy the 128 MB of a 1,000,000-game season)
    buffer.write(b"\n")
    buffer.flush()
