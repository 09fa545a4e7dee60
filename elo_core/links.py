"""Checking URL parameters before URL-bound widgets read them (a bad value becomes a message)."""

from __future__ import annotations

import datetime as dt
import enum
import re
from collections.abc import Mapping, Sequence

Params = Mapping[str, str | Sequence[str]]
_SIGNED_WHOLE = re.compile(r"-?\d{1,9}")
_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


class LinkValue(enum.StrEnum):
    """What kind of text a URL-bound widget accepts (for messages about a bad link)."""

    WHOLE = "a whole number"
    OPTIONAL_WHOLE = "a whole number, or nothing"
    DATE = "a date as YYYY-MM-DD"


def link_problems(params: Params,
                  expected: Mapping[str, LinkValue | Sequence[str]]) -> dict[str, str]:
    """Parameter -> what is wrong, for every known parameter whose text its widget must not
    take (a page drops those before its widgets read the URL)."""
    problems = {}
    for name, kind in expected.items():
        raw = params.get(name)
        if raw is None:
            continue
        values = [raw] if isinstance(raw, str) else list(raw)
        text = values[0] if len(values) == 1 else None
        if not isinstance(kind, LinkValue):
            what, ok = "one of " + ", ".join(kind), text in kind
        elif kind == LinkValue.DATE:
            what, ok = str(kind), text is not None and valid_date(text)
        else:
            what = str(kind)
            ok = text is not None and (bool(_SIGNED_WHOLE.fullmatch(text)) or (
                kind == LinkValue.OPTIONAL_WHOLE and text == ""))
        if not ok:
            given = repr(text) if text is not None else f"{len(values)} values"
            problems[name] = f"The link's '{name}' was ignored: expected {what}, got {given}."
    return problems


def valid_date(text: str) -> bool:
    """True for a real calendar date written YYYY-MM-DD."""
    try:
        dt.date.fromisoformat(text)
    except ValueError:
        return False
    return bool(_DATE.fullmatch(text))
