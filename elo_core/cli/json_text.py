"""JSON text exactly as `json.dumps(value, indent=2, ensure_ascii=False)` writes it, made fast:
the standard library's indenting encoder is pure Python, so flat objects (a player's figures, an
event line) and whole lists of them are written by the C encoder, with separators that give the
indentation. A raw newline never occurs inside JSON text (it is escaped), so the separators can
be told apart from the values and adjusted with plain string replacement."""

from __future__ import annotations

import functools
import json
from typing import Any

_SCALAR = json.JSONEncoder(ensure_ascii=False)
# Exact types of a flat object's members (anything else, subclasses too, takes the general path).
_PLAIN = frozenset((str, int, float, bool, type(None)))
_TEXT = frozenset((str,))


def indented(value: Any, level: int = 0) -> str:
    """`value` as indented JSON text (two spaces a level)."""
    if isinstance(value, dict):
        return _object(value, level) if value else "{}"
    if isinstance(value, list | tuple):
        return _array(value, level) if value else "[]"
    return _SCALAR.encode(value)


def _flat(value: Any) -> bool:
    """A non-empty dict of str keys and plain values, or a list of plain values."""
    if type(value) is dict:
        return bool(value) and _TEXT.issuperset(map(type, value)) and _PLAIN.issuperset(
            map(type, value.values()))
    return type(value) is list and _PLAIN.issuperset(map(type, value))


def _object(value: dict[Any, Any], level: int) -> str:
    inner, outer = "\n" + "  " * (level + 1), "\n" + "  " * level
    if _flat(value):
        return "{" + inner + _encoder(level).encode(value)[1:-1] + outer + "}"
    parts: list[str] = []
    plain: dict[str, Any] = {}  # a run of plain members, written by one C call
    for key, member in value.items():
        if type(key) is str and type(member) in _PLAIN:
            plain[key] = member
            continue
        if plain:
            parts.append(_encoder(level).encode(plain)[1:-1])
            plain = {}
        parts.append(f"{_key(key)}: {indented(member, level + 1)}")
    if plain:
        parts.append(_encoder(level).encode(plain)[1:-1])
    return "{" + inner + ("," + inner).join(parts) + outer + "}"


def _array(value: list[Any] | tuple[Any, ...], level: int) -> str:
    inner, outer = "\n" + "  " * (level + 1), "\n" + "  " * level
    if _flat(value):
        return "[" + inner + _encoder(level).encode(value)[1:-1] + outer + "]"
    if type(value) is list and all(map(_flat, value)) and all(type(v) is dict for v in value):
        return _objects(value, level)
    return "[" + inner + ("," + inner).join(indented(v, level + 1) for v in value) + outer + "]"


def _objects(value: list[dict[str, Any]], level: int) -> str:
    """A list of flat objects in one C call: every separator is ',' + newline + the members'
    indentation, and only between two objects is it preceded by '}' and followed by '{'."""
    close, item, member = ("\n" + "  " * n for n in (level, level + 1, level + 2))
    text = _encoder(level + 1).encode(value)  # '[{"a": 1,<member>"b": 2},<member>{"a": 3...}]'
    text = text.replace("}," + member + "{", item + "}," + item + "{" + member)
    return "[" + item + "{" + member + text[2:-2] + item + "}" + close + "]"


@functools.cache
def _encoder(level: int) -> json.JSONEncoder:
    """The C encoder writing one member a line at the indentation of `level` + 1."""
    return json.JSONEncoder(ensure_ascii=False, separators=(",\n" + "  " * (level + 1), ": "))


def _key(key: Any) -> str:
    """A dict key as the standard encoder writes it (numbers, booleans and None as text)."""
    if not isinstance(key, str):
        if key is True or key is False or key is None:
            key = {True: "true", False: "false", None: "null"}[key]
        elif isinstance(key, float):
            key = _SCALAR.encode(key)
        elif isinstance(key, int):
            key = int.__repr__(key)
        else:
            raise TypeError(f"keys must be str, int, float, bool or None, not {type(key).__name__}")
    return _SCALAR.encode(key)
