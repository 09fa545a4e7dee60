"""What every Learn page shares: the projector toggle, its charts, and where controls go."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import plotly.graph_objects as go
import streamlit as st

from elo_core.display.projector import projector
from elo_core.scenarios.url_checks import LinkValue

PROJ = "proj"  # the URL parameter (and key) of projector mode, shared by the Learn pages
PROJ_LINK = {PROJ: LinkValue.FLAG}
# Projector mode: larger text everywhere on the page, for the back of the room (a slider's value
# kept to one line's height: at the larger size its paragraph ran down onto the slider's thumb).
_PROJECTOR_CSS = """<style>
[data-testid="stMain"] p, [data-testid="stMain"] li, [data-testid="stMain"] td,
[data-testid="stMain"] th, [data-testid="stMain"] [data-testid="stSelectbox"] input,
[data-testid="stMain"] [data-testid="stNumberInput"] input,
[data-testid="stMain"] [data-testid="stTextArea"] textarea,
[data-testid="stMain"] [data-testid="stTextInput"] input
{ font-size: 1.3rem; }
[data-testid="stMain"] .stMarkdown p, [data-testid="stMain"] .stMarkdown li,
[data-testid="stMain"] td, [data-testid="stMain"] th { color: #222222; }
[data-testid="stMetricValue"], [data-testid="stMetricValue"] * { font-size: 2.6rem !important; }
[data-testid="stMetricLabel"] p { font-size: 1.2rem !important; }
[data-testid="stMain"] [data-testid="stSliderThumbValue"] p { line-height: 1; margin: 0; }
</style>"""


def projector_toggle() -> bool:
    """The sidebar's projector switch (kept in the address); on, it enlarges the page's text."""
    on = st.sidebar.toggle("Projector mode", key=PROJ, bind="query-params",
                           help="Large dark text and charts for a projected screen; the "
                                "controls fold away. Kept in the page address.")
    if on:
        st.html(_PROJECTOR_CSS)
    return bool(on)


def controls(proj: bool, label: str = "The class's numbers") -> Any:
    """Where a page's inputs go: in view, or folded away in projector mode."""
    if proj:
        return st.expander(label, expanded=False)
    return st.container(border=True)


def chart(figure: go.Figure, *, key: str, proj: bool,
          on_click: Callable[[], None] | None = None) -> None:
    """A figure as built, or restyled for the projector; with `on_click`, a point clicked
    calls it (the selection is in st.session_state[key])."""
    shown = projector(figure) if proj else figure
    if on_click is None:
        st.plotly_chart(shown, key=key)
    else:
        st.plotly_chart(shown, key=key, on_select=on_click, selection_mode="points")
