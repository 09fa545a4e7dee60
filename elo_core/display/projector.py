"""Projector mode: a built figure restyled for the back of a classroom (large dark text)."""

from __future__ import annotations

import math

import plotly.graph_objects as go

PROJECTOR_TEXT = "#222222"  # dark grey, on white
PROJECTOR_SIZE = 20  # px: axis titles, ticks, legend and labels (the brief asks for 18 or more)
PROJECTOR_HEIGHT = 560  # px: larger than the usual 450
_NICE = (1, 2, 2.5, 5, 10)


def _step(low: float, high: float, count: int = 5) -> float:
    """A round tick step (1, 2, 2.5 or 5 times a power of ten) giving about `count` ticks."""
    raw = (high - low) / count
    power = 10.0 ** math.floor(math.log10(raw))
    return next(n * power for n in _NICE if n * power >= raw)


def rounded_axis(low: float, high: float) -> tuple[tuple[float, float], list[float]]:
    """The range widened to whole steps and its ticks: both ends fall on a labelled tick."""
    step = _step(low, high)
    first, last = math.floor(low / step + 1e-9) * step, math.ceil(high / step - 1e-9) * step
    ticks = [round(first + i * step, 9) for i in range(round((last - first) / step) + 1)]
    return (round(first, 9), round(last, 9)), ticks


def projector(figure: go.Figure) -> go.Figure:
    """A copy of `figure` with every text at least PROJECTOR_SIZE px in dark grey, thicker axis
    lines, a taller plot, and each numeric axis with a set range (and no ticks of its own)
    widened to round ticks at both ends, so that its last tick is labelled."""
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
        rng = axis.range
        if rng is None or axis.tickvals is not None or axis.type in ("category", "log") \
                or axis.tickformat == ".0%" or rng[1] <= rng[0]:
            continue  # (ticks chosen by the figure's builder are kept)
        axis.range, axis.tickvals = rounded_axis(float(rng[0]), float(rng[1]))
    return fig
