"""The one base style every chart of the app uses: dark text, ticks of at least 13 px, labels
that make room for themselves (a 'projector mode' or any other layer goes on top of this)."""

from __future__ import annotations

import plotly.graph_objects as go

TEXT_COLOUR = "#1f2328"  # near black: 15.8:1 on white
TICK_PX = 13  # the least size of tick text
TEXT_PX = 14  # titles of axes, legend and hover text
FONT = "Source Sans Pro, sans-serif"  # the app's own


def styled(figure: go.Figure, *, scale: float = 1.0) -> go.Figure:
    """`figure` with the base style (sizes times `scale`, never below the base): dark text,
    tick text at least 13 px, axis titles and legend 14 px, margins that fit the labels.
    Returns the same figure (styled in place) so a builder can end with `return styled(f)`."""
    grow = max(scale, 1.0)
    tick, text = round(TICK_PX * grow), round(TEXT_PX * grow)
    figure.update_layout(
        font={"family": FONT, "size": text, "color": TEXT_COLOUR},
        legend={"font": {"size": text, "color": TEXT_COLOUR}},
        hoverlabel={"font": {"size": text}},
    )
    axis = {"tickfont": {"size": tick, "color": TEXT_COLOUR},
            "title": {"font": {"size": text, "color": TEXT_COLOUR}}, "automargin": True}
    figure.update_xaxes(**axis)
    figure.update_yaxes(**axis)
    figure.update_annotations(font_color=TEXT_COLOUR)
    return figure
