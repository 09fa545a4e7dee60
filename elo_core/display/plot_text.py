"""User text for Plotly figures: shown as written, never read as Plotly's HTML-like markup or
as a hovertemplate field (both through safe_text.literal, the one escaping function)."""

from __future__ import annotations

from collections.abc import Iterable

from elo_core.display.safe_text import Surface, literal


def plain(text: object) -> str:
    """`text` escaped for any Plotly text property (a name such as '<b>Bob</b>' or '%{y}' is
    shown as typed)."""
    return literal(text, Surface.PLOTLY)


def plain_all(texts: Iterable[object]) -> list[str]:
    """Each of `texts` escaped."""
    return [plain(text) for text in texts]
