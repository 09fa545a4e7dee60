"""FIDE tables 8.1.1 and 8.1.2 as embedded in elo_core.rules.fide_tables."""

from __future__ import annotations

import itertools

import pytest

from elo_core.rules.fide_tables import (
    DP_BY_PERCENT,
    PD_MAX_DIFF,
    PD_ROWS,
    dp_for_percent,
    pd_hundredths,
)

ROW_EDGES = [(lo, hi, h) for lo, hi, h in PD_ROWS]


def test_pd_table_has_fifty_contiguous_rows() -> None:
    """Table 8.1.2 has 50 rows from 0 to 735 with no gap or overlap and H from 50 to 99."""
    assert len(PD_ROWS) == 50
    assert PD_ROWS[0][0] == 0
    assert PD_ROWS[-1][1] == PD_MAX_DIFF == 735
    for (_, hi, h), (lo_next, _, h_next) in itertools.pairwise(PD_ROWS):
        assert lo_next == hi + 1
        assert h_next == h + 1
    assert [row[2] for row in PD_ROWS] == list(range(50, 100))


@pytest.mark.parametrize(("lo", "hi", "h"), ROW_EDGES)
def test_pd_row_edges_positive_side(lo: int, hi: int, h: int) -> None:
    """Both ends of every row give that row's H, and one past the top gives the next H."""
    assert pd_hundredths(lo) == h
    assert pd_hundredths(hi) == h
    assert pd_hundredths(hi + 1) == h + 1


@pytest.mark.parametrize(("lo", "hi", "h"), ROW_EDGES)
def test_pd_row_edges_negative_side(lo: int, hi: int, h: int) -> None:
    """For a negative D the lower-rated side gets L = 1 - H of the row holding |D|."""
    assert pd_hundredths(-hi) == 100 - h
    if lo > 0:
        assert pd_hundredths(-lo) == 100 - h


@pytest.mark.parametrize(
    ("diff", "expected"),
    [(3, 50), (4, 51), (10, 51), (11, 52), (17, 52), (18, 53), (400, 92), (411, 92), (412, 93),
     (735, 99), (736, 100), (5000, 100), (-3, 50), (-4, 49), (-735, 1), (-736, 0), (-5000, 0)],
)
def test_pd_hand_picked_boundaries(diff: int, expected: int) -> None:
    """Hand-derived boundaries: 3/4, 10/11, 17/18, 411/412, 735/736 on both sides."""
    assert pd_hundredths(diff) == expected


def test_pd_zero_difference_is_half() -> None:
    """Equal ratings expect 0.50 each (D = 0 is in the first row, which is not negative)."""
    assert pd_hundredths(0) == 50


def test_dp_table_is_antisymmetric_and_anchored() -> None:
    """Table 8.1.1: dp(p) = -dp(100 - p), 50 % -> 0, 0 % -> -800, 100 % -> +800."""
    assert len(DP_BY_PERCENT) == 101
    for p in range(101):
        assert DP_BY_PERCENT[p] == -DP_BY_PERCENT[100 - p]
    assert dp_for_percent(50) == 0
    assert dp_for_percent(0) == -800
    assert dp_for_percent(100) == 800


@pytest.mark.parametrize(
    ("percent", "dp"),
    [(1, -677), (57, 50), (70, 149), (86, 309), (21, -230), (40, -72), (99, 677)],
)
def test_dp_spot_values(percent: int, dp: int) -> None:
    """Spot values of table 8.1.1 as published."""
    assert dp_for_percent(percent) == dp


def test_dp_is_strictly_increasing() -> None:
    """A higher percentage always gives a higher dp."""
    assert all(a < b for a, b in itertools.pairwise(DP_BY_PERCENT))


@pytest.mark.parametrize("percent", [-1, 101])
def test_dp_out_of_range_raises(percent: int) -> None:
    """A percentage outside 0..100 is refused."""
    with pytest.raises(ValueError, match=r"percent must be 0\.\.100"):
        dp_for_percent(percent)
