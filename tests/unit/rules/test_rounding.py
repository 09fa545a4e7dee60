"""Rounding helpers: half away from zero and half up, never banker's rounding."""

from __future__ import annotations

from decimal import Decimal

import pytest

from elo_core.rules.rounding import half_away, half_away_int, half_up_int


@pytest.mark.parametrize(
    ("value", "expected"),
    [(2.5, 3), (-2.5, -3), (0.5, 1), (-0.5, -1), (1.5, 2), (2.4999, 2), (-2.4999, -2), (0, 0),
     (Decimal("2.5"), 3), (Decimal("-2.5"), -3)],
)
def test_half_away_int(value: float | Decimal, expected: int) -> None:
    """Whole-number rounding sends .5 away from zero on both signs."""
    assert half_away_int(value) == expected


def test_half_away_int_differs_from_banker() -> None:
    """Python's round(2.5) is 2; the FIDE period rounding gives 3."""
    assert round(2.5) == 2
    assert half_away_int(2.5) == 3


@pytest.mark.parametrize(
    ("value", "places", "expected"),
    [(45.34, 1, 45.3), (0.05, 1, 0.1), (-0.25, 1, -0.3), (0.25, 1, 0.3), (1238.77, 0, 1239.0),
     (2.675, 2, 2.68), (-16.18, 1, -16.2)],
)
def test_half_away_places(value: float, places: int, expected: float) -> None:
    """Rounding to places uses the decimal text of the float, .5 away from zero."""
    assert half_away(value, places) == pytest.approx(expected, abs=1e-12)


@pytest.mark.parametrize(
    ("value", "expected"),
    [(1872.5, 1873), (-0.5, 0), (-1.5, -1), (0.49, 0), (1922.43, 1922), (Decimal("0.5"), 1)],
)
def test_half_up_int(value: float | Decimal, expected: int) -> None:
    """Half-up rounding sends .5 upwards, also for negative values."""
    assert half_up_int(value) == expected
