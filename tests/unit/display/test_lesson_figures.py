"""The K-and-gap chart with the class's game marked in the panel of its result."""

from __future__ import annotations

import pytest

from elo_core.display.lesson_figures import k_gap_marked
from elo_core.models import Result
from elo_core.teaching.lesson import working


def test_a_win_is_marked_in_the_win_panel_at_its_gap_and_change() -> None:
    """1500 beats 1100, K 20: the diamond at (+400, +1.82) on the first panel, labelled +1.8."""
    fig = k_gap_marked(working(1500, 1100, k=20, result=Result.WIN))
    mark = fig.data[-1]
    assert mark.name == "This game"
    assert (mark.x[0], mark.y[0]) == (400, pytest.approx(20 / 11))
    assert mark.text == ("+1.8",)
    assert mark.xaxis == "x"


def test_a_loss_beyond_800_widens_the_chart() -> None:
    """2800 loses to 1500: the loss panel (x3), the axes widened to 1400."""
    fig = k_gap_marked(working(2800, 1500, k=10, result=Result.LOSS))
    assert fig.data[-1].xaxis == "x3"
    assert fig.layout.xaxis3.range == (-1400, 1400)
