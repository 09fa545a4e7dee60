"""Plotly figures for a rated field: one player's per-game bars and trajectories over a season."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pandas as pd
import plotly.graph_objects as go

from elo_core.display.chart_style import styled
from elo_core.display.player_games import round_labels
from elo_core.display.plot_text import plain
from elo_core.display.season_rows import event_progress
from elo_core.field.rate import FieldResult
from elo_core.models import System


def game_bars(result: FieldResult, player: str) -> go.Figure:
    """One bar per rated game: the change it brought (K (S - E)), labelled by event and round."""
    lines = result.lines.frame(player=player)
    rated = lines[lines["rated"].to_numpy(bool)]
    ticks = round_labels(list(rated["event"]), list(rated["round"]))  # as the crosstable
    labels = [plain(f"{e} {t} v {o}") for e, t, o in
              zip(rated["event"], ticks, rated["opponent"], strict=True)]
    change = rated["change"].to_numpy(float)
    figure = go.Figure(go.Bar(x=[plain(t) for t in ticks], y=change, hovertext=labels,
                              marker_color=np.where(change >= 0, "#2e7d32", "#c62828")))
    figure.update_layout(title=f"{plain(player)}: change per game",
                         xaxis={"title": "round (rated games only)", "type": "category"},
                         yaxis_title="rating change", showlegend=False)
    return styled(figure)


MIN_SPAN = 40.0  # rating points: a small change should not fill the whole chart


def _event_label(event: object, date: object) -> str:
    when = getattr(date, "strftime", None)
    return plain(f"{event} ({when('%d %b %Y')})" if when else str(event))


AFTER_HOVER = {False: "after the event", True: "after the event (unrounded; rated from the "
                                             "period's start)"}


def _next_lists(figure: go.Figure, mine: pd.DataFrame, next_list: pd.Series,
                labels: list[str], name: str) -> list[float]:
    """FIDE: a square at each rating period's last event of the player, at the rating the
    next list shows (the period's change rounded once, or a first rating); its values."""
    last = ~mine["period"].astype(str).duplicated(keep="last").to_numpy()
    values = next_list.to_numpy(dtype=float)[last]
    periods = mine["period"].astype(str).to_numpy()[last]
    figure.add_trace(go.Scatter(
        x=[label for label, keep in zip(labels, last, strict=True) if keep],
        y=values.tolist(), customdata=periods.tolist(), mode="markers",
        name=f"{name} (next list)", marker={"symbol": "square-open", "size": 11},
        hovertemplate="%{y:.0f}<extra>" + name + ": the list after the %{customdata} "
                      "period</extra>"))
    out: list[float] = values.tolist()
    return out


def trajectories(result: FieldResult, players: Sequence[str]) -> go.Figure:
    """Rating before the first event ('start') and after each event for each player (x: the
    events in rating order, as categories; y: at least MIN_SPAN points). Under FIDE a point
    after an event is the rating after it, unrounded (the period's start plus the changes so
    far), and an open square at a period's last event is the rating the next list shows. The
    rating the file
    gives before an event is an open diamond where that event starts: at 'start' for the
    player's first event, else at the player's previous event (beside the computed rating it
    is compared with)."""
    figure = go.Figure()
    rows = result.rows
    after = event_progress(result)
    shown: list[float] = []
    seen = {"start"}
    blank: list[str] = []  # players with no rating anywhere in the file: nothing to draw
    for player in players:
        mine_at = (rows["player"] == player).to_numpy()
        mine = rows[mine_at]
        if mine.empty:
            continue
        name = plain(player)
        labels = [_event_label(e, d) for e, d in zip(mine["event"], mine["date"], strict=True)]
        seen.update(labels)
        ratings = [float(mine["rating"].iloc[0]), *after["after_event"][mine_at].astype(float)]
        figure.add_trace(go.Scatter(
            x=["start", *labels], y=ratings, mode="lines+markers", name=f"{name} (computed)",
            customdata=["before the first event", *[AFTER_HOVER[result.system == System.FIDE]]
                        * len(labels)],
            marker={"symbol": "circle", "size": 8},
            hovertemplate="%{x}<br>%{y:.1f}<extra>" + name + ", %{customdata}</extra>"))
        figure.add_trace(go.Scatter(
            x=["start", *labels[:-1]], y=mine["file_rating"].astype(float).tolist(),
            customdata=labels, mode="markers", name=f"{name} (the file, before)",
            marker={"symbol": "diamond-open", "size": 14, "line": {"width": 2}},
            hovertemplate="%{y:.1f}<extra>" + name + ": the file's rating before "
                          "%{customdata}</extra>"))
        own = [*ratings, *mine["file_rating"].dropna().astype(float)]
        if result.system == System.FIDE:
            own += _next_lists(figure, mine, after["next_list"][mine_at], labels, name)
        if all(np.isnan(value) for value in own):
            blank.append(name)
        shown += own
    shown = [value for value in shown if not np.isnan(value)]
    events = result.events
    order = ["start", *(label for label in dict.fromkeys(
        _event_label(e, d) for e, d in zip(events["event"], events["date"], strict=True))
        if label in seen)]
    low, high = (min(shown), max(shown)) if shown else (1400.0, 1600.0)
    middle, half = (low + high) / 2, max(MIN_SPAN, (high - low) * 1.3) / 2
    figure.update_layout(title="Rating trajectories", xaxis_title="event (date)",
                         yaxis_title="rating",
                         xaxis={"type": "category", "categoryorder": "array",
                                "categoryarray": order},
                         yaxis={"range": [middle - half, middle + half]},
                         # at the foot of the figure, not of the plot: there the slanted
                         # event names and the axis title would run into it
                         legend={"orientation": "h", "yref": "container", "yanchor": "bottom",
                                 "y": 0},
                         height=min(900, 420 + 24 * len(players)))  # a legend row per player
    if blank:
        figure.add_annotation(
            text=f"No rating to draw for {', '.join(blank)}: no rating before or after any "
                 "event in this file yet.<br>The games counting toward a first rating are in "
                 "the tables.", xref="paper", yref="paper", x=0.5, y=0.5, showarrow=False,
            font={"size": 15, "color": "#222222"})
    return styled(figure)
