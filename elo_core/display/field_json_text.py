"""The CLI's JSON `players` list, each player's `events` and `periods` lists within it, written as
text column by column.

A 1,000,000-game season has 240,000 event lines and as many period lines: building a dict per
line and handing 480,000 dicts to the encoder cost 1.6 s of the command's 4 s. Here each column
is encoded once (orjson on the whole numpy column; text columns once per distinct value), the
cells are joined into one text per line by pyarrow between the constant key texts, and each
player's run of lines is one slice of that text: a `ListText`, which the CLI writes straight from
pyarrow's buffer (elo_core.cli.json_text), never copied into one document. The text is the very
text the dict path gives with two spaces a level (tests compare the bytes on every file in
tests/data). The players' objects are joined the same way around those lists (a real-shaped
100,000-game PGN has 76,700 players: a dict each, then merged with its lists, cost 0.6 s), and
text columns are encoded in one orjson call, not one per distinct value.
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
from elo_core.display.season_rows import name_positions, row_figures
from elo_core.field.rate import FieldResult
from elo_core.models import System

# A player's lists sit three levels down (root, players, player): the list's key is indented
# six spaces, its objects eight and their keys ten; an empty list is written [].
_OPEN, _CLOSE, _EMPTY = b"[\n", b"\n      ]", orjson.Fragment(b"[]")
_ROW_START, _KEY_INDENT = b"        {\n", b"          "
_ROW_END, _LAST_ROW_END = b"\n        },\n", b"\n        }"
_NUMPY = orjson.OPT_SERIALIZE_NUMPY
_TEXT = pa.large_binary()
_COMMA, _NEWLINE = ord(","), ord("\n")


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


def _string_tokens(texts: list[str]) -> pa.Array:
    """Texts as their JSON strings, as orjson writes each, all encoded at once: orjson writes a
    list indented one item a line (a string holds no raw line end: it is escaped), so item i is
    line i + 1 less its two-space indent and its comma."""
    if not texts:
        return pa.array([], _TEXT)
    raw = np.frombuffer(orjson.dumps(texts, option=orjson.OPT_INDENT_2), dtype=np.uint8)
    breaks = np.flatnonzero(raw == _NEWLINE)  # (n + 1 of them: after '[' and after each item)
    starts = breaks[:-1] + 3
    ends = breaks[1:] - 1
    ends[-1] += 1  # (no comma after the last item)
    edge = np.zeros(raw.size + 1, dtype=np.int8)
    edge[starts], edge[ends] = 1, -1  # (a token is two bytes or more: the places differ)
    keep = np.cumsum(edge[:-1], dtype=np.int8) > 0
    offsets = np.concatenate([[0], np.cumsum(ends - starts)]).astype(np.int64)
    return pa.LargeBinaryArray.from_buffers(_TEXT, len(texts), [
        None, pa.py_buffer(offsets), pa.py_buffer(np.ascontiguousarray(raw[keep]))])


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
        tokens = pa.concat_arrays([_string_tokens(labels.to_numpy(dtype=object).tolist()),
                                   pa.array([b"null"], _TEXT)])
        return tokens.take(pa.array(np.where(codes < 0, len(labels), codes)[order]))
    return pa.array([orjson.dumps(value, option=_NUMPY) for value in
                     json_column(column.iloc[order], decimals)], _TEXT)


def _list_texts(frame: pd.DataFrame, keys: dict[str, str]
                ) -> tuple[list[str], np.ndarray, pa.Buffer | None]:
    """Each player's list of row objects (`keys`: column -> JSON key) as JSON text, rows in
    the frame's order: the players, the edges of each one's text in the buffer, the buffer. The
    rows are put in player order (a stable sort), each row's text is joined by pyarrow from its
    cells' tokens and the key texts, and each player's run of rows is one slice of that text."""
    codes, players = pd.factorize(frame["player"].astype(str))
    if not len(players):
        return [], np.zeros(1, dtype=np.int64), None
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
    edges = np.frombuffer(offsets_buffer, dtype=np.int64)[rows.offset + bounds]
    return players.tolist(), edges, data_buffer


def player_lists(frame: pd.DataFrame, keys: dict[str, str]) -> dict[str, ListText]:
    """Each player's list of row objects (`keys`: column -> JSON key) as a `ListText`."""
    players, edges, data_buffer = _list_texts(frame, keys)
    if not players or data_buffer is None:
        return {}
    text, at = memoryview(data_buffer), edges.tolist()
    return {name: ListText(text, at[j], at[j + 1]) for j, name in enumerate(players)}


class PlayersText:
    """The JSON's whole `players` list as one text (`json_parts`: the opening, the objects, the
    closing), written by the CLI straight from pyarrow's buffer."""

    __slots__ = ("_parts",)

    def __init__(self, parts: tuple[bytes, memoryview, bytes]) -> None:
        self._parts = parts

    def json_parts(self) -> tuple[bytes, memoryview, bytes]:
        return self._parts


def _lists_of(table_names: pd.Index, frame: pd.DataFrame, keys: dict[str, str], key: str,
              *, always: bool) -> list[pa.Array]:
    """Per player of the table, the pieces of their list under `key` ('events'): the key and the
    opening, the rows' text (a slice of `_list_texts`' buffer; taken, not joined again), the
    closing. A player without rows gets '[]' when `always`, else nothing (no key)."""
    players, edges, data_buffer = _list_texts(frame, keys)
    at = name_positions(table_names, players)
    found = pa.array(at >= 0)
    head = b",\n      " + orjson.dumps(key) + b": "
    texts = pa.LargeBinaryArray.from_buffers(_TEXT, len(players) + 1, [  # (the last: empty)
        None, pa.py_buffer(np.append(edges, edges[-1])),
        data_buffer if data_buffer is not None else pa.py_buffer(b"")])
    return [pc.if_else(found, _text(head + _OPEN), _text(head + b"[]" if always else b"")),
            texts.take(pa.array(np.where(at >= 0, at, len(players)))),
            pc.if_else(found, _text(_CLOSE), _text(b""))]


def players_text(table: pd.DataFrame, keys: dict[str, str], result: FieldResult
                 ) -> PlayersText | list[Any]:
    """The `players` list of the CLI's JSON (a table row a player, `keys`: column -> JSON key,
    then `events` and the FIDE or Glicko-2 `periods`) written column by column as the text
    orjson gives `add_breakdowns`' dicts with two spaces a level: no dict per player."""
    if table.empty:
        return []
    names = pd.Index(table["Player"].astype(str).to_numpy(dtype=object))
    order = np.arange(len(table))
    parts: list[Any] = []
    for j, (column, key) in enumerate(keys.items()):
        parts.append(_text((b"    {\n" if j == 0 else b",\n") + b"      " + orjson.dumps(key)
                           + b": "))
        parts.append(cell_tokens(table[column], order, places(key)))
    parts += _lists_of(names, result.rows.assign(**row_figures(result)), EVENT_KEYS, "events",
                       always=True)
    if result.system in (System.FIDE, System.GLICKO2):
        keys = GLICKO_PERIOD_KEYS if result.system == System.GLICKO2 else PERIOD_KEYS
        ordered = result.periods.sort_values(["period", "time_control"], kind="stable")
        parts += _lists_of(names, ordered, keys, "periods", always=False)
    last = np.zeros(len(table), dtype=bool)
    last[-1] = True
    parts.append(pc.if_else(pa.array(last), _text(b"\n    }"), _text(b"\n    },\n")))
    objects = pc.binary_join_element_wise(*parts, _text(b""))
    if isinstance(objects, pa.ChunkedArray):
        objects = objects.combine_chunks()
    _, offsets_buffer, data_buffer = objects.buffers()
    edges = np.frombuffer(offsets_buffer, dtype=np.int64)[
        [objects.offset, objects.offset + len(objects)]].tolist()
    return PlayersText((b"[\n", memoryview(data_buffer)[edges[0]:edges[1]], b"\n  ]"))
