"""Projector mode: a built figure restyled for the back of a classroom (large dark text)."""

from __future__ import annotations

import math

import plotly.graph_objects as go

PROJECTOR_TEXT = "#222222"  # dark grey, on white
PROJECTOR_SIZE = 20  # px: axis titles, ticks, legend and labels (the brief asks for 18 or more)
PROJECTOR_HEIGHT = 560  # px: larger than the usual 450
_NICE = (1, 2, 2.5, 5, 10)


def _ticks(low: float, high: float, count: int = 5) -> list[float]:
    """About `count` round ticks from `low` to `high`, the last one at `high` (so the end of
    the axis is labelled)."""
    raw = (high - low) / count
    power = 10.0 ** math.floor(math.log10(raw))
    step = next(n * power for n in _NICE if n * power >= raw)
    first = math.ceil(low / step) * step
    ticks = [first + i * step for i in range(int((high - first) / step) + 1)]
    if ticks and high - ticks[-1] < step / 2:
        ticks[-1] = high
    elif ticks[-1] != high:
        ticks.append(high)
    return [round(t, 9) for t in ticks]


def projector(figure: go.Figure) -> go.Figure:
    """A copy of `figure` with every text at least PROJECTOR_SIZE px in dark grey, thicker axis
    lines, a taller plot, and each numeric axis with a set range labelled at its end."""
    fig = go.Figure(figure)
    font = {"size": PROJECTOR_SIZE, "color": PROJECTOR_TEXT}
    fig.update_layout(font=font, height=PROJECTOR_HEIGHT, legend={"font": font},
                      hoverlabel={"font": {"size": PROJECTOR_SIZE}})
    fig.update_annotations(font=font)  # (subplot titles and notes)
    axis_style = {"tickfont": font, "title_font": {**font, "size": PROJECTOR_SIZE + 2},
                  "linecolor": PROJECTOR_TEXT, "linewidth": 2, "showline": True}
    fig.update_xaxes(**axis_style)
    fig.update_yaxes(**axis_style)
    fig.update_traces(textfont=font, selector={"mode": "markers+text"})
    fig.update_traces(textfont=font, selector={"mode": "lines+markers+text"})
    fig.update_layout(coloraxis_colorbar={"tickfont": font})
    for axis in [*fig.select_xaxes(), *fig.select_yaxes()]:
        rng = axis.range
        if rng is None or axis.type in ("category", "log") or axis.tickformat == ".0%":
            continue
        low, high = float(rng[0]), float(rng[1])
        if axis.tickvals is None:
            axis.tickvals = _ticks(low, high)
        elif high not in axis.tickvals and axis.ticktext is None:
            axis.tickvals = sorted({*axis.tickvals, high})
    return fig
