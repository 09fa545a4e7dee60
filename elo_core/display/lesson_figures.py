"""The lesson's figures: the K-and-gap chart with the class's game marked on it."""

from __future__ import annotations

import plotly.graph_objects as go

from elo_core.display.figures import k_gap_lines
from elo_core.teaching.lesson import Working

_COLUMN = {1.0: 1, 0.5: 2, 0.0: 3}  # the panel of each score (win, draw, loss)


def k_gap_marked(game: Working) -> go.Figure:
    """Points won or lost across the gap for the game's K, the game itself marked (a black
    diamond labelled with its change) in the panel of its result."""
    span = max(800, int(abs(game.gap) // 100 + 1) * 100)
    fig = k_gap_lines([game.k], span=span)
    fig.add_trace(go.Scatter(
        x=[game.gap], y=[game.change], mode="markers+text", name="This game",
        marker={"size": 16, "color": "#000000", "symbol": "diamond"},
        text=[f"{game.change:+.1f}"], textposition="top center" if game.change < 0
        else "bottom center", hovertemplate="gap %{x:+d}<br>%{y:+.1f} points<extra></extra>",
        showlegend=True), row=1, col=_COLUMN[game.score])
    return fig
