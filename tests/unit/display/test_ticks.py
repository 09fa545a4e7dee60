"""Round ticks: a range widened to whole steps, both ends on a tick."""

from __future__ import annotations

from elo_core.display.ticks import rounded_axis


def test_axes_widen_to_whole_steps() -> None:
    """0-124.625 -> 0-125 by 25; 0-30 by 10; -18.9..18.9 -> -20..20 by 10."""
    assert rounded_axis(0, 124.625) == ((0.0, 125.0), [0.0, 25.0, 50.0, 75.0, 100.0, 125.0])
    assert rounded_axis(0, 30) == ((0.0, 30.0), [0.0, 10.0, 20.0, 30.0])
    assert rounded_axis(-18.909, 18.909)[0] == (-20.0, 20.0)


def test_k_40_points_axis() -> None:
    """K 40's points axis (to 42) is -60..60 by 20: 42 / 5 = 8.4 rounds up to a step of 20."""
    assert rounded_axis(-42, 42) == ((-60.0, 60.0), [-60.0, -40.0, -20.0, 0.0, 20.0, 40.0, 60.0])
