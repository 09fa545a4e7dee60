"""The class tournament's figure: every rating round by round, the game chosen marked."""

from __future__ import annotations

import itertools

import plotly.graph_objects as go

from elo_core.display.chart_style import styled
from elo_core.display.figures import K_PALETTE
from elo_core.display.plot_text import plain
from elo_core.display.ticks import rounded_axis
from elo_core.teaching.class_tournament import ClassGame, ClassTournament


def rating_lines(cup: ClassTournament, *, shown: int, game: ClassGame | None = None) -> go.Figure:
    """One line per rated pupil from round 0 (the ratings typed) to round `shown`, its last
    rating written at its end, each point carrying the code of the pupil's game that round
    (its customdata: clicking it opens that game); `game` (when rated) marked by two black
    rings at its round.
    The axes end on labelled ticks: rounds 0 to the last, ratings widened to round steps."""
    fig = go.Figure()
    rounds = list(range(shown + 1))
    values: list[float] = []
    for i, pupil in enumerate(cup.pupils):
        if pupil.rating is None:
            continue
        ys = [r[i] for r in (cup.ratings_after(n) for n in rounds)]
        games = [cup.game_of(i, n) for n in rounds]  # (a point clicked opens its game)
        values += [y for y in ys if y is not None]
        fig.add_trace(go.Scatter(
            x=rounds, y=ys, mode="lines+markers+text", name=plain(pupil.name),
            line={"color": K_PALETTE[i % len(K_PALETTE)], "width": 3},
            text=[""] * shown + [f"{plain(pupil.name)} {ys[-1]:.0f}"],
            textposition="middle right", cliponaxis=False,
            customdata=[[g.code if g else ""] for g in games],
            hovertemplate=f"{plain(pupil.name)}<br>after round %{{x}}: %{{y:.1f}}<extra></extra>"))
    marked = game is not None and game.white_side is not None and game.round <= shown
    if marked and game is not None and game.white_side is not None \
            and game.black_side is not None:
        sides = (game.white_side, game.black_side)
        fig.add_trace(go.Scatter(
            x=[game.round, game.round], y=[s.after for s in sides], mode="markers",
            name="The game shown", marker={"size": 18, "color": "rgba(0,0,0,0)",
                                           "line": {"color": "#000000", "width": 3}},
            hoverinfo="skip"))
    low, high = (min(values), max(values)) if values else (1000.0, 1100.0)
    pad = max(10.0, (high - low) * 0.08)
    y_range, y_ticks = rounded_axis(low - pad, high + pad)
    _part_end_labels(fig, near=(y_range[1] - y_range[0]) * 0.07)
    last = len(cup.rounds)
    fig.update_layout(
        xaxis={"title": "After round", "range": [0, last], "tickvals": list(range(last + 1))},
        yaxis={"title": "Rating", "range": y_range, "tickvals": y_ticks},
        legend={"orientation": "h", "y": -0.25}, margin={"t": 30, "r": 110})
    return styled(fig)


def _part_end_labels(fig: go.Figure, *, near: float) -> None:
    """Two end labels closer than `near` (in rating points) are moved apart: the higher one
    above its line's end, the lower one below (on a phone 'Ben 1220' ran into 'Dev 1191')."""
    ends = sorted((t for t in fig.data if t.text is not None), key=lambda t: t.y[-1])
    for lower, upper in itertools.pairwise(ends):
        if upper.y[-1] - lower.y[-1] < near:
            upper.textposition, lower.textposition = "top right", "bottom right"
