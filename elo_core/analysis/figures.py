"""Plotly charts of the analysis lab (pure functions; names from files are escaped by plain)."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pandas as pd
import plotly.graph_objects as go
from plotly.subplots import make_subplots

from elo_core.analysis.calibration import fide_curve, logistic
from elo_core.display.chart_style import styled
from elo_core.display.plot_text import plain

CURVE = "#1f4e79"
TABLE = "#e07b00"
FITTED = "#6a1b9a"
OBSERVED = "#000000"
BARS = "#b0bec5"
PALETTE = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#8c564b", "#e377c2", "#17becf")


def _rgba(colour: str, alpha: float) -> str:
    red, green, blue = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return f"rgba({red},{green},{blue},{alpha})"


def calibration_chart(bins: pd.DataFrame, fit: pd.DataFrame, *, title: str = "",
                      games: str = "Games in the file") -> go.Figure:
    """Observed score of the favourite per gap bin (95 % bars) over the logistic curve, FIDE's
    table (400-point rule) and the fitted curve; games per bin as light bars below. `games`
    names the points ('Chosen games' when the lab's choice leaves some out)."""
    figure = make_subplots(rows=2, cols=1, shared_xaxes=True, row_heights=[0.75, 0.25],
                           vertical_spacing=0.06)
    top = float(max(bins["gap_to"].max(), 100))
    gaps = np.arange(0.0, top + 1.0)
    fitted = float(fit.iloc[0]["fitted"])
    figure.add_trace(go.Scatter(x=gaps, y=logistic(gaps), name="Elo curve (divisor 400)",
                                mode="lines", line={"color": CURVE, "width": 2},
                                hovertemplate="gap %{x}: %{y:.3f}<extra>Elo curve</extra>"),
                     row=1, col=1)
    figure.add_trace(go.Scatter(x=gaps, y=fide_curve(gaps), name="FIDE table (400-point rule)",
                                mode="lines", line={"color": TABLE, "width": 1.5},
                                line_shape="hv",
                                hovertemplate="gap %{x}: %{y:.2f}<extra>FIDE table</extra>"),
                     row=1, col=1)
    figure.add_trace(go.Scatter(x=gaps, y=logistic(gaps, fitted),
                                name=f"Fitted curve (divisor {fitted:.0f})", mode="lines",
                                line={"color": FITTED, "width": 2, "dash": "dash"},
                                hovertemplate="gap %{x}: %{y:.3f}<extra>fitted</extra>"),
                     row=1, col=1)
    labels = [f"gaps {a:g}-{b:g}: {n} games<br>observed {o:.1%} ({lo:.1%} to {hi:.1%})<br>"
              f"Elo curve {e:.1%}, FIDE table {f:.1%}<br>draws {d:.0%}"
              for a, b, n, o, lo, hi, e, f, d in zip(
                  bins["gap_from"], bins["gap_to"], bins["games"], bins["observed"],
                  bins["observed_low"], bins["observed_high"], bins["expected"],
                  bins["fide_expected"], bins["draw_rate"], strict=True)]
    figure.add_trace(go.Scatter(
        x=bins["mean_gap"], y=bins["observed"], mode="markers",
        name=f"{games} (95 % interval)",
        marker={"color": OBSERVED, "size": 9},
        error_y={"type": "data", "symmetric": False,
                 "array": bins["observed_high"] - bins["observed"],
                 "arrayminus": bins["observed"] - bins["observed_low"], "color": OBSERVED},
        hovertext=labels, hoverinfo="text"), row=1, col=1)
    figure.add_trace(go.Bar(x=(bins["gap_from"] + bins["gap_to"]) / 2, y=bins["games"],
                            width=(bins["gap_to"] - bins["gap_from"]) * 0.95,
                            marker_color=BARS, name="Games per bin", hovertext=labels,
                            hoverinfo="text", showlegend=False), row=2, col=1)
    bottom = min(0.4, float(bins["observed_low"].min()) - 0.02)
    figure.update_yaxes(title_text="Favourite's score", range=[bottom, 1.0], tickformat=".0%",
                        row=1, col=1)
    figure.update_yaxes(title_text="Games", row=2, col=1)
    figure.update_xaxes(title_text="Rating gap (higher-rated minus lower-rated)", range=[0, top],
                        row=2, col=1)
    figure.update_layout(height=560, legend={"orientation": "h", "y": -0.18}, **_titled(title, 20))
    return styled(figure)


def _titled(title: str, top: int) -> dict[str, object]:
    """The layout of a figure's title: none (the page's heading says it), or `title` with the
    top margin widened to hold it."""
    return {"title": plain(title) if title else None, "margin": {"t": top + 30 if title else top}}


def kscan_chart(points: pd.DataFrame, best: float, *, title: str = "") -> go.Figure:
    """Log loss of the replay's predictions against K, the best K marked."""
    figure = go.Figure(go.Scatter(
        x=points["k"], y=points["log_loss"], mode="lines+markers", name="log loss",
        line={"color": CURVE}, customdata=points["brier"],
        hovertemplate="K %{x:g}<br>log loss %{y:.5f}<br>Brier %{customdata:.5f}<extra></extra>"))
    row = points.loc[points["k"] == best].iloc[0]
    figure.add_trace(go.Scatter(x=[best], y=[row["log_loss"]], mode="markers+text",
                                name=f"best K {best:g}", text=[f"best K {best:g}"],
                                textposition="top center",
                                marker={"symbol": "star", "size": 16, "color": TABLE}))
    figure.update_layout(xaxis_title="K", yaxis_title="log loss (lower is better)",
                         yaxis_tickformat=".4f", showlegend=False, height=380,
                         **_titled(title, 20))
    return styled(figure)


def trajectory_chart(paths: pd.DataFrame, k_pair: Sequence[float], *, title: str = ""
                     ) -> go.Figure:
    """Chosen players' ratings game by game under two K values, side by side (same colours)."""
    figure = make_subplots(rows=1, cols=len(k_pair), shared_yaxes=True,
                           subplot_titles=[f"K {k:g}" for k in k_pair], horizontal_spacing=0.04)
    names = list(dict.fromkeys(paths["player"].tolist()))
    for col, k in enumerate(k_pair, start=1):
        for i, name in enumerate(names):
            mine = paths[(paths["player"] == name) & (paths["k"] == k)]
            label = plain(name)
            figure.add_trace(go.Scatter(
                x=mine["game"], y=mine["rating"], mode="lines+markers", name=label,
                legendgroup=label, showlegend=col == 1,
                line={"color": PALETTE[i % len(PALETTE)]},
                hovertemplate=f"{label}<br>after game %{{x}}: %{{y:.0f}}<extra>K {k:g}</extra>"),
                row=1, col=col)
        figure.update_xaxes(title_text="games played", row=1, col=col)
    figure.update_yaxes(title_text="rating", row=1, col=1)
    figure.update_layout(height=420, legend={"orientation": "h", "y": -0.2}, **_titled(title, 40))
    if not paths["rating"].notna().any():  # never an empty frame without a word
        figure.add_annotation(text="Nothing to draw: none of the chosen players has a rated "
                                   "game in this file to replay.", xref="paper", yref="paper",
                              x=0.5, y=0.5, showarrow=False, font={"size": 15})
    return styled(figure)


def fan_chart(curves: pd.DataFrame, true_rating: float, *, title: str = "") -> go.Figure:
    """Per K: the mean rating after each game and the band holding 90 % of the runs."""
    figure = go.Figure()
    ks = curves["k"].to_numpy(float)
    for i, k in enumerate(dict.fromkeys(ks.tolist())):
        mine = curves[ks == k]
        colour = PALETTE[i % len(PALETTE)]
        games = mine["game"].tolist()
        figure.add_trace(go.Scatter(
            x=games + games[::-1], y=mine["p95"].tolist() + mine["p05"].tolist()[::-1],
            fill="toself", fillcolor=_rgba(colour, 0.15), line={"width": 0},
            name=f"K {k:g}: 5-95 % of runs", legendgroup=f"k{k:g}", hoverinfo="skip"))
        figure.add_trace(go.Scatter(
            x=games, y=mine["mean"], mode="lines", name=f"K {k:g}: mean",
            legendgroup=f"k{k:g}", line={"color": colour, "width": 2.5},
            customdata=np.column_stack([mine["p05"], mine["p95"]]),
            hovertemplate=(f"K {k:g}, after game %{{x}}<br>mean %{{y:.0f}}<br>"
                           "90 % of runs: %{customdata[0]:.0f} to %{customdata[1]:.0f}"
                           "<extra></extra>")))
    figure.add_hline(y=true_rating, line_dash="dot", line_color="#555555",
                     annotation_text=f"true strength {true_rating:g}",
                     annotation_position="bottom right")
    figure.update_layout(xaxis_title="games played", yaxis_title="rating", height=460,
                         legend={"orientation": "h", "y": -0.2}, **_titled(title, 20))
    return styled(figure)
