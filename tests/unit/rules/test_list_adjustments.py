"""FIDE's 1 March 2024 raise of standard ratings under 2000, worked by hand."""

from __future__ import annotations

import numpy as np
import pytest

from elo_core.models import TimeControl
from elo_core.rules.list_adjustments import ADJUSTMENTS, adjustments_between, adjustments_of

RAISE = ADJUSTMENTS[0]


def test_the_raise_is_four_tenths_of_the_gap_to_2000_rounded() -> None:
    """1500 -> +200 (RULES.md's example), 1510 -> +196, 1993 -> 2.8 -> +3, 1999 -> 0.4 -> 0,
    1000 (the old floor) -> +400, 2000 and over and blank ratings -> 0."""
    ratings = np.array([1500, 1510, 1993, 1999, 1000, 2000, 2400, np.nan])
    assert RAISE.raise_of(ratings).tolist() == [200, 196, 3, 0, 400, 0, 0, 0]


@pytest.mark.parametrize(("control", "after", "before", "found"), [
    (TimeControl.STANDARD, "2024-03", "2024-04", 1),  # Feb events' list, then March events
    (TimeControl.STANDARD, "2024-02", "2024-05", 1),  # a gap in the season over the list
    (TimeControl.STANDARD, "2024-02", "2024-03", 0),  # Jan then Feb: the raise comes later
    (TimeControl.STANDARD, "2024-04", "2024-05", 0),  # after it
    (TimeControl.STANDARD, "", "2024-04", 0),  # a season's first period: the file's ratings
    (TimeControl.RAPID, "2024-03", "2024-04", 0),  # standard ratings only
    (TimeControl.BLITZ, "2024-01", "2024-06", 0),
])
def test_which_periods_pass_through_the_list(control: TimeControl, after: str, before: str,
                                             found: int) -> None:
    """A state on list `after` rated next for list `before` passes the lists in between."""
    assert len(adjustments_between(control, after, before)) == found


def test_a_list_written_for_march_2024_has_the_raise_and_no_other_list_has() -> None:
    """adjustments_of: the standard 2024-03 list itself carries the raise; 2024-02, 2024-04 and
    the rapid 2024-03 list carry none."""
    assert adjustments_of(TimeControl.STANDARD, "2024-03") == (RAISE,)
    assert adjustments_of(TimeControl.STANDARD, "2024-02") == ()
    assert adjustments_of(TimeControl.STANDARD, "2024-04") == ()
    assert adjustments_of(TimeControl.RAPID, "2024-03") == ()
