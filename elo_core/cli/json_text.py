"""The CLI's JSON text: indented two spaces, non-ASCII text kept, written by orjson (a field of
100,000 games prints 25 MB of JSON; the standard library's indenting encoder is pure Python and
took 1.6 s for it, orjson 0.2 s). Numpy arrays and scalars are written as lists and numbers.

A value may also be any object with a `json_parts()` method returning the pieces of its JSON
text (bytes or memoryviews), such as the per-player lists of a season (1,000,000 games: 128 MB
of text). `json_bytes` joins them into the document; `write_json` never does: it encodes the
document with a one-byte mark in each such place and writes the marked text's pieces and those
parts in turn, so the big texts are neither copied into one document nor held twice.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable
from typing import Any, cast

import orjson

_OPTIONS = orjson.OPT_INDENT_2 | orjson.OPT_SERIALIZE_NUMPY | orjson.OPT_NON_STR_KEYS


# orjson writes a control character inside a string escaped (\u0001), and JSON has no other place
# for one: this byte in its output can only be a mark this module put there.
_MARK = b"\x01"
Parts = Callable[[], Iterable[bytes | memoryview]]


def _parts_of(value: Any) -> Parts:
    parts = getattr(value, "json_parts", None)
    if parts is None:
        raise TypeError(f"{type(value).__name__} is not JSON serializable")
    return cast(Parts, parts)


def _joined(value: Any) -> orjson.Fragment:
    return orjson.Fragment(b"".join(_parts_of(value)()))


def json_bytes(value: Any) -> bytes:
    """`value` as UTF-8 JSON text, two spaces a level (NaN and infinities as null)."""
    return orjson.dumps(value, default=_joined, option=_OPTIONS)


def write_json(value: Any) -> None:
    """Print `value` as JSON and a newline on stdout (as bytes when stdout has a buffer)."""
    buffer = getattr(sys.stdout, "buffer", None)
    if buffer is None:
        sys.stdout.write(json_bytes(value).decode("utf-8") + "\n")
        return
    later: list[Parts] = []

    def mark(found: Any) -> orjson.Fragment:
        later.append(_parts_of(found))  # orjson meets them in document order
        return orjson.Fragment(_MARK)

    pieces = orjson.dumps(value, default=mark, option=_OPTIONS).split(_MARK)
    sys.stdout.flush()
    if len(pieces) != len(later) + 1:  # a mark of somebody else's Fragment: join instead
        buffer.write(json_bytes(value))
    else:
        for piece, parts in zip(pieces, later, strict=False):
            buffer.write(piece)
            buffer.writelines(parts())
        buffer.write(pieces[-1])
    buffer.write(b"\n")
    buffer.flush()
