"""Plotly figure builders: pure functions that take numbers and return a `go.Figure`."""

from __future__ import annotations

from collections.abc import Sequence

import plotly.graph_objects as go
from plotly.subplots import make_subplots

from elo_core.display.chart_style import styled
from elo_core.display.plot_text import plain, plain_all
from elo_core.display.text import signed
from elo_core.display.ticks import rounded_axis
from elo_core.models import Curve
from elo_core.rules.expected import CLASSIC_LABEL, fide_table, logistic_diff

WIN_COLOUR = "#2e7d32"
DRAW_COLOUR = "#9e9d24"
LOSS_COLOUR = "#c62828"
CURVE_COLOUR = "#1f4e79"
TABLE_COLOUR = "#e07b00"
DEFAULT_SPAN = 800


def _span_for(diff: float, span: int) -> int:
    """Half-width of the x axis: `span`, widened in 100s so that `diff` stays visible."""
    needed = int(abs(diff) // 100 + 1) * 100
    return max(span, needed)


def scurve(
    diff: float, *, cap: int | None = 400, span: int = DEFAULT_SPAN, label: str = ""
) -> go.Figure:
    """Expected score against rating difference: logistic curve, FIDE steps, cap, marked point.

    Traces, in order: the logistic curve, FIDE's table (with the cap applied), the marked point.
    The cap is drawn as two dashed vertical lines (layout shapes) when `cap` is given.
    """
    half = _span_for(diff, span)
    xs = list(range(-half, half + 1, 2))
    expected = logistic_diff(diff)
    fig = go.Figure()
    fig.add_trace(go.Scatter(
        x=xs, y=[logistic_diff(x) for x in xs], mode="lines", name=CLASSIC_LABEL,
        line={"color": CURVE_COLOUR, "width": 3},
        hovertemplate="gap %{x:+d}<br>E = %{y:.3f}<extra>logistic</extra>",
    ))
    whole = list(range(-half, half + 1))
    fig.add_trace(go.Scatter(
        x=whole, y=[fide_table(x, cap) for x in whole], mode="lines", line_shape="hv",
        name="FIDE table" + (f" ({cap}-point rule)" if cap else ""),
        line={"color": TABLE_COLOUR, "width": 2},
        hovertemplate="gap %{x:+d}<br>E = %{y:.2f}<extra>FIDE table</extra>",
    ))
    fig.add_trace(go.Scatter(
        x=[diff], y=[expected], mode="markers+text", name="This game",
        marker={"size": 14, "color": "#000000", "symbol": "diamond"},
        text=[f"{diff:+.0f}: {expected:.1%}" + (f" ({plain(label)})" if label else "")],
        # near the top (a big favourite) the label goes below the point, near the bottom above;
        # towards the middle (an even game's label ran off a phone's right edge)
        textposition=("bottom" if expected > 0.85 else "top")
        + (" left" if diff >= 0 else " right"),
        cliponaxis=False,  # a point at 99.9 % sits on the plot's edge: drawn whole
        hovertemplate="gap %{x:+.0f}<br>E = %{y:.3f}<extra>this game</extra>",
    ))
    if cap:
        for x in (-cap, cap):
            fig.add_vline(x=x, line_dash="dash", line_color="#777777")
        fig.add_annotation(x=cap, y=0.05, text=f"{cap}-point rule", showarrow=False,
                           xanchor="right", font={"color": "#555555"})  # (inward: read whole
        # on a phone, where right of the line it ran off the chart as '400-point r')
    fig.update_layout(
        xaxis={"title": "Rating difference (you minus opponent)", "range": [-half, half],
               "zeroline": True, "tickvals": list(range(-half, half + 1, 200))},
        yaxis={"title": "Expected score", "range": [0, 1], "tickformat": ".0%",
               "tickvals": [0, 0.2, 0.4, 0.6, 0.8, 1]},
        legend={"orientation": "h", "y": -0.2}, margin={"t": 30},
    )
    return styled(fig)


K_PALETTE = ("#1f4e79", "#e07b00", "#2e7d32", "#8e24aa", "#c62828", "#00838f", "#6d4c41",
             "#9e9d24", "#455a64")


def expected_at(gap: float, curve: Curve, cap: int | None = None) -> float:
    """E for a player `gap` points above the opponent on `curve` (the FIDE table uses the
    whole-point gap and, with `cap`, the 400-point rule)."""
    if curve == Curve.FIDE_TABLE:
        return fide_table(round(gap), cap)
    return logistic_diff(gap)


def k_gap_lines(ks: Sequence[float], *, curve: Curve = Curve.LOGISTIC, cap: int | None = None,
                own_k: float | None = None, span: int = DEFAULT_SPAN,
                step: int = 10) -> go.Figure:
    """Points won or lost across the gap: one panel per result (win, draw, loss), one line per
    K (its colour), `own_k` drawn black and dashed; E from `curve` (FIDE: `cap` applies)."""
    xs = list(range(-span, span + 1, step))
    es = [expected_at(x, curve, cap) for x in xs]
    fig = make_subplots(rows=1, cols=3, shared_yaxes=True, horizontal_spacing=0.14,
                        subplot_titles=("Win", "Draw", "Loss"))
    lines = [(k, K_PALETTE[i % len(K_PALETTE)], "solid") for i, k in enumerate(ks)]
    if own_k is not None:
        lines.append((own_k, "#000000", "dash"))
    for column, (result, score) in enumerate((("win", 1.0), ("draw", 0.5), ("loss", 0.0)),
                                             start=1):
        for k, colour, dash in lines:
            own = dash == "dash"
            fig.add_trace(go.Scatter(
                x=xs, y=[k * (score - e) for e in es], mode="lines",
                name=f"your K {k:g}" if own else f"K {k:g}", legendgroup=f"{k}-{dash}",
                showlegend=column == 1, line={"color": colour, "dash": dash, "width": 2.5},
                hovertemplate=f"K {k:g}, {result}<br>gap %{{x:+d}}<br>%{{y:+.1f}} points"
                              "<extra></extra>"), row=1, col=column)
        fig.add_hline(y=0, line_color="#999999", row=1, col=column)
    top = max((abs(k) for k, _, _ in lines), default=40)
    # (each panel's ends and 0 labelled, its halves a grid line without a label: five labels
    # per panel crowd a phone and were turned on end in projector mode; panels 0.14 of the
    # width apart: the '800' and '-800' at a seam ran together at 1100 px with 0.04, and nearly
    # at 390 px with 0.1. One x title under the middle panel: three ran into each other on a
    # phone)
    fig.update_xaxes(range=[-span, span], tickvals=[-span, -span // 2, 0, span // 2, span],
                     ticktext=[f"−{span:d}", "", "0", "", f"{span:d}"])  # (Plotly's minus)
    fig.update_xaxes(title_text="Gap (you minus opponent)", row=1, col=2)
    y_range, y_ticks = rounded_axis(-top, top)  # (a round tick at both ends; no line reaches K)
    fig.update_yaxes(range=y_range, tickvals=y_ticks)
    fig.update_yaxes(title_text="Points won or lost", row=1, col=1)
    # (a top margin above the panel titles, where the chart's toolbar shows on hover)
    fig.update_layout(legend={"orientation": "h", "y": -0.25, "title": "K"},
                      margin={"t": 70, "l": 60})
    return styled(fig)


def k_gap_heatmap(
    ks: Sequence[float], gaps: Sequence[int], *, score: float = 1.0, result_name: str = "win",
    curve: Curve = Curve.LOGISTIC, cap: int | None = None,
) -> go.Figure:
    """Heatmap of the rating change K * (score - E) over gap (x) and K (y) for one result,
    E from `curve` (FIDE: `cap` applies)."""
    z = [[k * (score - expected_at(g, curve, cap)) for g in gaps] for k in ks]
    fig = go.Figure(go.Heatmap(
        x=list(gaps), y=[f"K {k:g}" for k in ks], z=z, colorscale="RdYlGn", zmid=0,
        colorbar={"title": "points"},
        hovertemplate="gap %{x:+d}<br>%{y}<br>%{z:+.1f} points<extra></extra>",
    ))
    fig.update_layout(
        title=f"Rating change for a {result_name}",
        xaxis={"title": "Rating difference (you minus opponent)"}, yaxis={"title": "K"},
        margin={"t": 40},
    )
    return styled(fig)


def points_bars(
    labels: Sequence[str], changes: Sequence[float], expected: Sequence[float],
    actual: Sequence[float],
) -> go.Figure:
    """Per-game bars of rating points won or lost (the points written under each game), with
    expected and actual score as markers.

    Traces, in order: points bars (left axis), expected score, actual score (right axis, 0..1).
    """
    labels = plain_all(labels)
    fig = go.Figure()
    fig.add_trace(go.Bar(
        x=list(labels), y=list(changes), name="Rating points",
        marker_color=[WIN_COLOUR if c >= 0 else LOSS_COLOUR for c in changes],
        hovertemplate="%{x}<br>%{y:+.1f} points<extra></extra>",
    ))
    fig.add_trace(go.Scatter(
        x=list(labels), y=list(expected), name="Expected score", yaxis="y2", mode="markers",
        marker={"symbol": "line-ew-open", "size": 28, "color": "#333333",
                "line": {"width": 3}},
        hovertemplate="%{x}<br>expected %{y:.3f}<extra></extra>",
    ))
    fig.add_trace(go.Scatter(
        x=list(labels), y=list(actual), name="Actual score", yaxis="y2", mode="markers",
        marker={"symbol": "circle", "size": 11, "color": CURVE_COLOUR},
        hovertemplate="%{x}<br>scored %{y:g}<extra></extra>",
    ))
    top = max((abs(c) for c in changes), default=1.0) or 1.0
    fig.update_layout(
        yaxis={"title": "Rating points", "range": [-top * 1.3, top * 1.3]},
        yaxis2={"title": "Score (0 to 1)", "overlaying": "y", "side": "right",
                "range": [-1.3, 1.3], "tickvals": [0, 0.5, 1]},
        xaxis={"title": "Game", "tickvals": list(labels),  # the points under each game
               "ticktext": [f"{label}<br>{signed(c)}" for label, c in zip(labels, changes,
                                                                         strict=True)]},
        # at the foot of the figure, below the slanted round names and the axis title (a
        # legend placed under the plot ran into them on a phone)
        legend={"orientation": "h", "yref": "container", "yanchor": "bottom", "y": 0},
        margin={"t": 30}, bargap=0.35,
    )
    return styled(fig)


def end_label_sides(ratings: Sequence[float]) -> list[str]:
    """Where the start's and the end's figures sit: right of the start and left of the end,
    below their point where the line leaves it upwards, above where it leaves downwards or
    level (the start's figure sat on a rising line)."""
    if len(ratings) < 2:
        return ["top right"] * len(ratings)
    start = "bottom right" if ratings[1] > ratings[0] else "top right"
    end = "bottom left" if ratings[-2] > ratings[-1] else "top left"
    return [start, *(["top left"] * (len(ratings) - 2)), end]


def trajectory(ratings: Sequence[float], labels: Sequence[str] | None = None) -> go.Figure:
    """Rating after each game, the starting rating first (one line trace)."""
    xs = plain_all(labels) if labels is not None else ["start", *(f"{i}" for i in
                                                              range(1, len(ratings)))]
    if len(xs) != len(ratings):
        raise ValueError(f"{len(xs)} labels for {len(ratings)} ratings")
    # the start and the end written beside their points (every point's figure ran into its
    # neighbours' on a phone), on the side of their point the line does not take; every point
    # says its rating on hover
    ends = {0, len(ratings) - 1}
    fig = go.Figure(go.Scatter(
        x=xs, y=list(ratings), mode="lines+markers+text", name="Rating",
        text=[f"{r:.1f}" if i in ends else "" for i, r in enumerate(ratings)],
        textposition=end_label_sides(ratings),
        cliponaxis=False,
        line={"color": CURVE_COLOUR, "width": 3},
        hovertemplate="%{x}<br>%{y:.1f}<extra></extra>",
    ))
    low, high = (min(ratings), max(ratings)) if ratings else (0.0, 1.0)
    pad = max(20.0, (high - low) * 0.25)  # at least 40 points shown: small changes look small
    fig.update_layout(
        xaxis={"title": "After game", "type": "category"},
        yaxis={"title": "Rating", "range": [low - pad, high + pad]}, margin={"t": 30},
        showlegend=False,
    )
    return styled(fig)
