"""The printed S-curve: the game's point where the curve puts it, both axis ends labelled."""

from __future__ import annotations

import re

import pytest

from elo_core.display.curve_svg import curve_span, curve_svg


def test_the_game_is_marked_and_labelled() -> None:
    """Gap +400: the dot at x = 44 + 1200/1600 x 420 = 359, y = 12 + (1 - 10/11) x 192 =
    29.5, labelled '+400: E = 0.909'."""
    svg = curve_svg(400)
    assert "<circle cx='359.0' cy='29.5'" in svg
    assert "+400: E = 0.909" in svg


@pytest.mark.parametrize(("gap", "span"), [(0, 800), (800, 800), (-1300, 1600), (801, 1200)])
def test_the_axis_reaches_the_game(gap: int, span: int) -> None:
    """800 points each way, widened in 400s: -1300 draws -1600..+1600."""
    assert curve_span(gap) == span


def test_both_ends_of_each_axis_are_labelled() -> None:
    """x ticks -1600, -800, +0, +800, +1600 for -1300; y ticks 0 to 1."""
    labels = re.findall(r">([^<]+)</text>", curve_svg(-1300))
    assert labels[:5] == ["-1600", "-800", "+0", "+800", "+1600"]
    assert labels[5:10] == ["0", "0.25", "0.5", "0.75", "1"]
