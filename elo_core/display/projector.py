"""Projector mode: a built figure restyled for the back of a classroom (large dark text)."""

from __future__ import annotations

import plotly.graph_objects as go

from elo_core.display.ticks import rounded_axis

PROJECTOR_TEXT = "#222222"  # dark grey, on white
PROJECTOR_SIZE = 20  # px: axis titles, ticks, legend and labels (the brief asks for 18 or more)
PROJECTOR_HEIGHT = 560  # px: larger than the usual 450


def projector(figure: go.Figure) -> go.Figure:
    """A copy of `figure` with every text at least PROJECTOR_SIZE px in dark grey, thicker axis
    lines, a taller plot, and each numeric axis ending on a labelled tick (`_round_ends`)."""
    fig = go.Figure(figure)
    font = {"size": PROJECTOR_SIZE, "color": PROJECTOR_TEXT}
    fig.update_layout(font=font, height=max(PROJECTOR_HEIGHT, figure.layout.height or 0),
                      legend={"font": font, "title": {"font": font}},
                      hoverlabel={"font": {"size": PROJECTOR_SIZE}})
    # (room on the right, and labels allowed past the plot: the last tick's label is drawn)
    fig.update_layout(margin={"r": max(48, fig.layout.margin.r or 0)})
    fig.update_annotations(font=font)  # (subplot titles and notes)
    axis_style = {"tickfont": font, "ticklabeloverflow": "allow",
                  "title_font": {**font, "size": PROJECTOR_SIZE + 2},
                  "linecolor": PROJECTOR_TEXT, "linewidth": 2, "showline": True}
    fig.update_xaxes(**axis_style)
    fig.update_yaxes(**axis_style)
    fig.update_traces(textfont=font, selector={"mode": "markers+text"})
    fig.update_traces(textfont=font, selector={"mode": "lines+markers+text"})
    fig.update_layout(coloraxis_colorbar={"tickfont": font})
    for axis in [*fig.select_xaxes(), *fig.select_yaxes()]:
        _round_ends(axis)
    return fig


def _round_ends(axis: go.layout.XAxis | go.layout.YAxis) -> None:
    """A numeric axis with a set range and no ticks of its own: widened to round ticks at both
    ends. Ticks chosen by the builder are kept as they are (labelling the K-and-gap panels'
    400s too made Plotly turn all their labels on end at 1280 px with 20 px text)."""
    rng = axis.range
    if rng is None or axis.tickvals is not None or axis.type in ("category", "log") \
            or rng[1] <= rng[0]:
        return
    axis.range, axis.tickvals = rounded_axis(float(rng[0]), float(rng[1]))
