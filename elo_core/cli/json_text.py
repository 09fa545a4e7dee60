"""JSON text exactly as `json.dumps(value, indent=2, ensure_ascii=False)` writes it, made fast:
the standard library's indenting encoder is pure Python, so each flat object (a player, an event)
is written by the C encoder with separators that reproduce the indentation."""

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
        return _container(value, level, "{", "}") if value else "{}"
    if isinstance(value, list | tuple):
        return _container(value, level, "[", "]") if value else "[]"
    return _SCALAR.encode(value)


def _container(value: dict[Any, Any] | list[Any] | tuple[Any, ...], level: int, opening: str,
               closing: str) -> str:
    inner, outer = "\n" + "  " * (level + 1), "\n" + "  " * level
    members = value.values() if isinstance(value, dict) else value
    if _PLAIN.issuperset(map(type, members)) and (
            not isinstance(value, dict) or _TEXT.issuperset(map(type, value))):
        flat = _flat_encoder(level).encode(value)
        return opening + inner + flat[1:-1] + outer + closing
    if isinstance(value, dict):
        parts = [f"{_key(k)}: {indented(v, level + 1)}" for k, v in value.items()]
    else:
        parts = [indented(v, level + 1) for v in value]
    return opening + inner + ("," + inner).join(parts) + outer + closing


@functools.cache
def _flat_encoder(level: int) -> json.JSONEncoder:
    """The C encoder writing one member a line at this level's indentation."""
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
