"""Projector mode: every text at least 18 px dark grey, a taller figure, the axis end labelled."""

from __future__ import annotations

from elo_core.display import figures
from elo_core.display.projector import PROJECTOR_TEXT, _ticks, projector


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
    """K 20's points axis runs to 21: its ticks end at 21; the x axis's at 800."""
    fig = projector(figures.k_gap_lines([20]))
    assert fig.layout.yaxis.tickvals == (-20.0, -10.0, 0.0, 10.0, 21.0)
    assert fig.layout.xaxis.tickvals[-1] == 800


def test_ticks_are_round_and_end_at_the_top() -> None:
    """1320-1580: 1400, 1500 then 1580; -42..42: steps of 20 and 42 last."""
    assert _ticks(1320, 1580) == [1400, 1500, 1580]
    assert _ticks(-42, 42) == [-40, -20, 0, 20, 42]
