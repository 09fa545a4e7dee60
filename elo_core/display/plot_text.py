"""User text for Plotly figures: shown as written, never read as Plotly's HTML-like markup."""

from __future__ import annotations

from collections.abc import Iterable

# Plotly reads <a>, <b>, <i>, <span style=...>, <br> and entities in titles, legends, hover text,
# tick labels and annotations; escaped, a name such as '<b>Bob</b>' is shown as typed.
_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;"})


def plain(text: object) -> str:
    """`text` escaped for any Plotly text property."""
    return str(text).translate(_ESCAPES)


def plain_all(texts: Iterable[object]) -> list[str]:
    """Each of `texts` escaped."""
    return [plain(text) for text in texts]
