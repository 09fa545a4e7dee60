"""Projector mode: every text at least 18 px dark grey, a taller figure, the axis end labelled."""

from __future__ import annotations

from elo_core.display import figures
from elo_core.display.projector import PROJECTOR_TEXT, projector, rounded_axis


def test_text_is_large_and_dark_and_the_figure_taller() -> None:
    """The S-curve: layout, axis and marker label fonts are 20 px #222222, height 560."""
    built = figures.scurve(400, cap=None)
    fig = projector(built)
    assert fig.layout.font.size >= 18
    assert fig.layout.font.color == PROJECTOR_TEXT
    assert fig.layout.xaxis.tickfont.size >= 18
    assert fig.layout.yaxis.title.font.size >= 18
    assert fig.layout.height == 560
    marked = next(t for t in fig.data if t.name == "This game")
    assert marked.textfont.size >= 18
    assert built.layout.font.size is None  # the figure given is not changed


def test_every_panel_title_is_large_too() -> None:
    """K and the gap: the three panel titles (annotations) are at least 18 px."""
    fig = projector(figures.k_gap_lines([20]))
    assert [a.font.size for a in fig.layout.annotations] == [20, 20, 20]


def test_the_last_tick_of_a_set_range_is_labelled() -> None:
    """K 20's points axis (to 21) is widened to -30..30 with ticks every 10; the x axes keep
    the ticks their builder chose, and a label at the edge is drawn (not hidden)."""
    fig = projector(figures.k_gap_lines([20]))
    assert fig.layout.yaxis.range == (-30.0, 30.0)
    assert fig.layout.yaxis.tickvals == (-30.0, -20.0, -10.0, 0.0, 10.0, 20.0, 30.0)
    assert fig.layout.xaxis.tickvals == (-400, 0, 400)
    assert fig.layout.xaxis.ticklabeloverflow == "allow"


def test_a_trajectory_ends_on_a_round_tick() -> None:
    """Ratings 1600 to 1622.9 (axis to 1622.898 before): 1560 to 1640 in steps of 20."""
    fig = projector(figures.trajectory([1600.0, 1601.5, 1602.9, 1596.3, 1581.8, 1583.4]))
    assert fig.layout.yaxis.range == (1560.0, 1640.0)
    assert fig.layout.yaxis.tickvals[-1] == 1640.0


def test_axes_widen_to_whole_steps() -> None:
    """0-124.625 -> 0-125 by 25; 0-30 by 10; -18.9..18.9 -> -20..20 by 10."""
    assert rounded_axis(0, 124.625) == ((0.0, 125.0), [0.0, 25.0, 50.0, 75.0, 100.0, 125.0])
    assert rounded_axis(0, 30) == ((0.0, 30.0), [0.0, 10.0, 20.0, 30.0])
    assert rounded_axis(-18.909, 18.909)[0] == (-20.0, 20.0)
