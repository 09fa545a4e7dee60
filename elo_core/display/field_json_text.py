"""The per-player `events` and `periods` lists of the CLI's JSON written as text column by column.

A 1,000,000-game season has 240,000 event lines and as many period lines: building a dict per
line and handing 480,000 dicts to the encoder cost 1.6 s of the command's 4 s. Here each column
is encoded once (orjson on the whole numpy column; text columns once per distinct value), the
cells are joined into one text per line by pyarrow between the constant key texts, and each
player's run of lines is one slice of that text: a `ListText`, which the CLI writes straight from
pyarrow's buffer (elo_core.cli.json_text), never copied into one document. The text is the very
text the dict path gives with two spaces a level (tests compare the bytes on every file in
tests/data).
"""

from __future__ import annotations

from typing import Any

import numpy as np
import orjson
import pandas as pd
import pyarrow as pa  # type: ignore[import-untyped]
import pyarrow.compute as pc  # type: ignore[import-untyped]

from elo_core.display.field_json import (
    EVENT_KEYS,
    GLICKO_PERIOD_KEYS,
    PERIOD_KEYS,
    json_column,
    places,
    rounded_array,
)
from elo_core.display.season_rows import row_figures
from elo_core.field.rate import FieldResult
from elo_core.models import System

# A player's lists sit three levels down (root, players, player): the list's key is indented
# six spaces, its objects eight and their keys ten; an empty list is written [].
_OPEN, _CLOSE, _EMPTY = b"[\n", b"\n      ]", orjson.Fragment(b"[]")
_ROW_START, _KEY_INDENT = b"        {\n", b"          "
_ROW_END, _LAST_ROW_END = b"\n        },\n", b"\n        }"
_NUMPY = orjson.OPT_SERIALIZE_NUMPY
_TEXT = pa.large_binary()
_COMMA = ord(",")


class ListText:
    """One player's list as JSON text: a slice of the text of all players' rows, not copied
    (`json_parts` gives the pieces: the opening, the rows, the closing)."""

    __slots__ = ("_end", "_start", "_text")

    def __init__(self, text: memoryview, start: int, end: int) -> None:
        self._text, self._start, self._end = text, start, end

    def json_parts(self) -> tuple[bytes, memoryview, bytes]:
        return _OPEN, self._text[self._start:self._end], _CLOSE


def _text(value: bytes) -> pa.Scalar:
    return pa.scalar(value, _TEXT)


def _encoded(values: np.ndarray) -> pa.Array:
    """A numeric numpy column as one JSON token per value, as orjson writes Python's numbers
    (numpy numbers get the same shortest text, NaN null): the column is encoded at once and
    cut at its commas (numbers and null hold none)."""
    if values.size == 0:
        return pa.array([], _TEXT)
    body = np.frombuffer(orjson.dumps(values, option=_NUMPY), dtype=np.uint8)[1:-1]
    commas = body == _COMMA
    ends = np.append(np.flatnonzero(commas), body.size) - np.arange(values.size)
    offsets = np.concatenate([[0], ends]).astype(np.int64)
    return pa.LargeBinaryArray.from_buffers(_TEXT, values.size, [
        None, pa.py_buffer(offsets), pa.py_buffer(body[~commas])])


def cell_tokens(column: pd.Series, order: np.ndarray, decimals: int = 4) -> pa.Array:
    """The column's cells in `order` as their JSON text, exactly as `field_json.json_column`
    values are written: floats to `decimals` places (NaN as null), integers and booleans as they
    are, text once per distinct value (missing as null), anything else value by value."""
    if column.dtype.kind == "f":
        return _encoded(rounded_array(column.to_numpy(dtype=float)[order], 10.0**decimals))
    if column.dtype.kind in "iub":
        return _encoded(column.to_numpy()[order])
    if isinstance(column.dtype, pd.StringDtype):
        codes, labels = pd.factorize(column)  # missing: code -1, the last token (null)
        tokens = pa.array([orjson.dumps(str(label)) for label in labels] + [b"null"], _TEXT)
        return tokens.take(pa.array(np.where(codes < 0, len(labels), codes)[order]))
    return pa.array([orjson.dumps(value, option=_NUMPY) for value in
                     json_column(column.iloc[order], decimals)], _TEXT)


def player_lists(frame: pd.DataFrame, keys: dict[str, str]) -> dict[str, ListText]:
    """Each player's list of row objects (`keys`: column -> JSON key) as JSON text, rows in
    the frame's order: the rows are put in player order (a stable sort), each row's text is
    joined by pyarrow from its cells' tokens and the key texts, and each player's run of rows
    is one slice of the joined text."""
    codes, players = pd.factorize(frame["player"].astype(str))
    if not len(players):
        return {}
    order = np.argsort(codes, kind="stable")
    bounds = np.searchsorted(codes[order], np.arange(len(players) + 1))
    last = np.zeros(len(order), dtype=bool)
    last[bounds[1:] - 1] = True  # every player has a row: no comma after their last
    parts: list[Any] = []
    for j, (column, key) in enumerate(keys.items()):
        parts.append(_text((_ROW_START if j == 0 else b",\n") + _KEY_INDENT +
                           orjson.dumps(key) + b": "))
        parts.append(cell_tokens(frame[column], order, places(key)))
    parts.append(pc.if_else(pa.array(last), _text(_LAST_ROW_END), _text(_ROW_END)))
    rows = pc.binary_join_element_wise(*parts, _text(b""))
    if isinstance(rows, pa.ChunkedArray):
        rows = rows.combine_chunks()
    _, offsets_buffer, data_buffer = rows.buffers()
    edges = np.frombuffer(offsets_buffer, dtype=np.int64)[rows.offset + bounds].tolist()
    text = memoryview(data_buffer) if data_buffer is not None else memoryview(b"")
    return {name: ListText(text, edges[j], edges[j + 1]) for j, name in enumerate(players.tolist())}


def add_breakdown_text(players: list[dict[str, Any]], result: FieldResult
                       ) -> list[dict[str, Any]]:
    """The players' JSON entries with their `events` (and FIDE or Glicko-2 `periods`) lists added as
    text, the same as `field_json.add_breakdowns` gives once encoded."""
    found: dict[str, dict[str, ListText | orjson.Fragment]] = {
        name: {"events": text} for name, text in
        player_lists(result.rows.assign(**row_figures(result)), EVENT_KEYS).items()}
    if result.system in (System.FIDE, System.GLICKO2):
        keys = GLICKO_PERIOD_KEYS if result.system == System.GLICKO2 else PERIOD_KEYS
        ordered = result.periods.sort_values(["period", "time_control"], kind="stable")
        for name, text in player_lists(ordered, keys).items():
            found.setdefault(name, {"events": _EMPTY})["periods"] = text
    empty = {"events": _EMPTY}
    return [{**entry, **found.get(str(entry["name"]), empty)} for entry in players]
