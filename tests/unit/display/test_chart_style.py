"""Every chart of the app reads well: the one base style gives tick text of at least 13 px in
near black (15.8:1 on white) and axis titles of 14 px, whichever builder made the figure."""

from __future__ import annotations

import datetime as dt

import pandas as pd
import plotly.graph_objects as go
import pytest

from elo_core.analysis import figures as lab
from elo_core.display import figures
from elo_core.display.chart_style import TEXT_COLOUR, TICK_PX, styled
from elo_core.display.compare import compare_bars, compare_systems
from elo_core.models import Curve, Game, Profile, Result


def _contrast(colour: str) -> float:
    """WCAG contrast of `colour` on white."""
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    lum = 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
    return 1.05 / (lum + 0.05)


GAMES = [Game(opponent_rating=1610, result=Result.WIN), Game(opponent_rating=1720,
                                                            result=Result.LOSS)]
BUILT = {
    "scurve": lambda: figures.scurve(120),
    "k_gap_lines": lambda: figures.k_gap_lines([16, 32], curve=Curve.LOGISTIC),
    "k_gap_heatmap": lambda: figures.k_gap_heatmap([16, 32], [-100, 0, 100]),
    "points_bars": lambda: figures.points_bars(["round 1"], [12.0], [0.4], [1.0]),
    "trajectory": lambda: figures.trajectory([1500.0, 1512.0], ["start", "round 1"]),
    "compare_bars": lambda: compare_bars(compare_systems(Profile(rating=1550), GAMES,
                                                         date=dt.date(2025, 1, 1)), [1, 2]),
    "kscan_chart": lambda: lab.kscan_chart(pd.DataFrame({"k": [10.0, 20.0], "brier": [0.2, 0.2],
                                                         "log_loss": [0.6, 0.5]}), 20.0),
}


def _axes(figure: go.Figure) -> list[go.layout.XAxis | go.layout.YAxis]:
    return [getattr(figure.layout, name) for name in figure.layout
            if name.startswith(("xaxis", "yaxis"))]


@pytest.mark.parametrize("name", sorted(BUILT))
def test_every_builder_uses_the_base_style(name: str) -> None:
    """Each builder's axes: ticks >= 13 px in a colour of at least 4.5:1 (here 15.8:1)."""
    figure = BUILT[name]()
    axes = _axes(figure)
    assert axes, name
    for axis in axes:
        assert axis.tickfont.size >= TICK_PX, (name, axis.plotly_name)
        assert axis.tickfont.color == TEXT_COLOUR
    assert figure.layout.font.color == TEXT_COLOUR
    assert _contrast(TEXT_COLOUR) >= 4.5


def test_a_larger_scale_grows_every_size_and_never_shrinks() -> None:
    """scale 1.5: ticks 20 px (13 x 1.5 rounded), text 21 px; scale 0.5 keeps the base."""
    big = styled(go.Figure(go.Scatter(x=[1], y=[1])), scale=1.5)
    assert (big.layout.xaxis.tickfont.size, big.layout.font.size) == (20, 21)
    small = styled(go.Figure(go.Scatter(x=[1], y=[1])), scale=0.5)
    assert small.layout.yaxis.tickfont.size == TICK_PX
    assert round(_contrast(TEXT_COLOUR), 1) == 15.8
