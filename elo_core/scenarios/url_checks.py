"""Checking URL parameters before URL-bound widgets read them (a bad value becomes a message)."""

from __future__ import annotations

import datetime as dt
import enum
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

Params = Mapping[str, str | Sequence[str]]
_SIGNED_WHOLE = re.compile(r"-?\d{1,9}")
_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


class LinkValue(enum.StrEnum):
    """What kind of text a URL-bound widget accepts (for messages about a bad link)."""

    WHOLE = "a whole number"
    OPTIONAL_WHOLE = "a whole number, or nothing"
    DATE = "a date as YYYY-MM-DD"
    FLAG = "true or false"


@dataclass(frozen=True, kw_only=True, slots=True)
class WholeRange:
    """A whole number from `low` to `high` (a slider's range)."""

    low: int
    high: int


@dataclass(frozen=True, kw_only=True, slots=True)
class AnyOf:
    """Any number of values, each one of `options` (a multiselect)."""

    options: tuple[str, ...]


Expected = LinkValue | WholeRange | AnyOf | Sequence[str]


def _check(kind: Expected, values: list[str]) -> tuple[str, bool]:
    """What the parameter should hold, and whether `values` fit it."""
    if isinstance(kind, AnyOf):
        return "any of " + ", ".join(kind.options), all(v in kind.options for v in values)
    text = values[0] if len(values) == 1 else None
    if isinstance(kind, WholeRange):
        ok = text is not None and bool(_SIGNED_WHOLE.fullmatch(text))
        return (f"a whole number from {kind.low} to {kind.high}",
                ok and kind.low <= int(text or 0) <= kind.high)
    if not isinstance(kind, LinkValue):
        return "one of " + ", ".join(kind), text in kind
    if kind == LinkValue.DATE:
        return str(kind), text is not None and valid_date(text)
    if kind == LinkValue.FLAG:
        return str(kind), text is not None and text.lower() in {"true", "false"}
    return str(kind), text is not None and (bool(_SIGNED_WHOLE.fullmatch(text)) or (
        kind == LinkValue.OPTIONAL_WHOLE and text == ""))


def link_problems(params: Params, expected: Mapping[str, Expected]) -> dict[str, str]:
    """Parameter -> what is wrong, for every known parameter whose text its widget must not
    take (a page drops those before its widgets read the URL)."""
    problems = {}
    for name, kind in expected.items():
        raw = params.get(name)
        if raw is None:
            continue
        values = [raw] if isinstance(raw, str) else list(raw)
        what, ok = _check(kind, values)
        if not ok:
            given = repr(values[0]) if len(values) == 1 else f"{len(values)} values"
            problems[name] = f"The link's '{name}' was ignored: expected {what}, got {given}."
    return problems


def valid_date(text: str) -> bool:
    """True for a real calendar date written YYYY-MM-DD."""
    try:
        dt.date.fromisoformat(text)
    except ValueError:
        return False
    return bool(_DATE.fullmatch(text))
