"""Plotly figures for a rated field: one player's per-game bars and trajectories over a season."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import plotly.graph_objects as go

from elo_core.field import FieldResult
from elo_core.plot_text import plain


def game_bars(result: FieldResult, player: str) -> go.Figure:
    """One bar per rated game: the change it brought (K (S - E)), labelled by event and round."""
    lines = result.lines.frame(player=player)
    rated = lines[lines["rated"].to_numpy(bool)]
    labels = [plain(f"{e} R{r} v {o}" if r else f"{e} v {o}") for e, r, o in
              zip(rated["event"], rated["round"], rated["opponent"], strict=True)]
    change = rated["change"].to_numpy(float)
    figure = go.Figure(go.Bar(x=list(range(1, len(change) + 1)), y=change, hovertext=labels,
                              marker_color=np.where(change >= 0, "#2e7d32", "#c62828")))
    figure.update_layout(title=f"{plain(player)}: change per game", xaxis_title="game",
                         yaxis_title="rating change", showlegend=False)
    return figure


def trajectories(result: FieldResult, players: Sequence[str]) -> go.Figure:
    """Rating after each event for each player (file ratings dotted, for comparison)."""
    figure = go.Figure()
    rows = result.rows
    for player in players:
        mine = rows[rows["player"] == player]
        if mine.empty:
            continue
        dates = [mine["date"].iloc[0], *mine["date"]]
        ratings = [mine["rating"].iloc[0], *mine["new_rating"]]
        figure.add_trace(go.Scatter(x=dates, y=ratings, mode="lines+markers", name=plain(player)))
        figure.add_trace(go.Scatter(x=mine["date"], y=mine["file_rating"], mode="markers",
                                    name=f"{plain(player)} (in file)",
                                    marker_symbol="x"))
    figure.update_layout(title="Rating trajectories", xaxis_title="event date",
                         yaxis_title="rating")
    return figure
