"""The class league's figures: ratings beside the hidden strengths, and how far they are apart."""

from __future__ import annotations

import plotly.graph_objects as go

from elo_core.display.chart_style import styled
from elo_core.display.figures import CURVE_COLOUR, TABLE_COLOUR
from elo_core.display.plot_text import plain_all
from elo_core.teaching.league import League


def standings(league: League, number: int, *, show_true: bool = True) -> go.Figure:
    """One row per pupil (best rating on top) after round `number`: the rating as a filled dot,
    the true strength as an open diamond, a grey line between them; pupils not yet joined left
    out. Traces: the lines, the ratings, then (when `show_true`) the strengths."""
    ratings = league.ratings_after(number)
    rows = sorted(((r, s, n) for r, s, n in zip(ratings, league.strengths, league.names,
                                                strict=True) if r is not None),
                  key=lambda row: row[0])
    names = plain_all(n for _, _, n in rows)
    fig = go.Figure()
    if show_true:
        xs: list[float | None] = []
        ys: list[str | None] = []
        for (rating, strength, _), name in zip(rows, names, strict=True):
            xs += [rating, strength, None]
            ys += [name, name, None]
        fig.add_trace(go.Scatter(x=xs, y=ys, mode="lines", line={"color": "#9e9e9e", "width": 2},
                                 hoverinfo="skip", showlegend=False))
    fig.add_trace(go.Scatter(
        x=[r for r, _, _ in rows], y=names, mode="markers+text", name="Rating",
        marker={"size": 14, "color": CURVE_COLOUR}, text=[f"{r:.0f}" for r, _, _ in rows],
        textposition=["middle right" if show_true and r > s else "middle left"
                      for r, s, _ in rows], hovertemplate="%{y}: rating %{x:.1f}<extra></extra>"))
    if show_true:
        fig.add_trace(go.Scatter(
            x=[s for _, s, _ in rows], y=names, mode="markers", name="True strength (hidden)",
            marker={"size": 14, "color": TABLE_COLOUR, "symbol": "diamond-open",
                    "line": {"width": 3}},
            hovertemplate="%{y}: true strength %{x}<extra></extra>"))
    values = [v for r, s, _ in rows for v in ((r, s) if show_true else (r,))]
    low, high = min(values), max(values)
    pad = max(60.0, (high - low) * 0.12)
    fig.update_layout(
        xaxis={"title": "Rating", "range": [low - 1.5 * pad, high + 1.5 * pad]},
        yaxis={"title": None, "type": "category"},
        legend={"orientation": "h", "y": -0.2}, margin={"t": 20, "l": 10},
        height=max(320, 34 * len(rows) + 140))
    return styled(fig)


def distance(league: League, number: int) -> go.Figure:
    """The mean distance between rating and true strength after each round, the round shown
    marked; a dotted line where K changes."""
    rounds = list(range(len(league.rounds) + 1))
    errors = [league.error_after(n) for n in rounds]
    fig = go.Figure(go.Scatter(
        x=rounds, y=errors, mode="lines", name="Mean distance",
        line={"color": CURVE_COLOUR, "width": 3},
        hovertemplate="after round %{x}<br>%{y:.0f} points away<extra></extra>"))
    fig.add_trace(go.Scatter(x=[number], y=[errors[number]], mode="markers", name="Now",
                             marker={"size": 14, "color": "#000000"}, hoverinfo="skip",
                             cliponaxis=False))  # (round 0 sits on the axis: drawn whole)
    ks = [r.k for r in league.rounds]
    for i in range(1, len(ks)):
        if ks[i] != ks[i - 1]:
            fig.add_vline(x=i, line_dash="dot", line_color="#555555",
                          annotation_text=f"K {ks[i - 1]} → {ks[i]}",
                          annotation_position="top right")
    played = max(len(league.rounds), 1)  # (the axis ends on the last round, labelled)
    step = next(n for n in (1, 2, 5, 10, 20, 50, 100) if played <= 6 * n)
    x_ticks = list(range(0, played, step))
    if played - x_ticks[-1] < step / 2:
        x_ticks.pop()  # (a tick too close to the last round's)
    x_ticks.append(played)
    x_range = (0, played)
    fig.update_layout(  # (the last round labelled: its label may pass the plot's edge)
        xaxis={"title": "Round", "range": x_range, "tickvals": x_ticks,
               "ticklabeloverflow": "allow"},
        yaxis={"title": "Points from true strength", "range": [0, max(errors) * 1.15 + 1]},
        showlegend=False, margin={"t": 30, "r": 40})
    return styled(fig)
