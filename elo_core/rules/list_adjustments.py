"""FIDE's list-level adjustments: a change made to every rating on one list, not earned in games."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from elo_core.models import TimeControl


@dataclass(frozen=True, kw_only=True, slots=True)
class ListAdjustment:
    """Every rating of one time control's list under `below` raised by tenths/10 of its gap to
    `below` (rounded half away from zero: ratings on a list are whole numbers)."""

    period: str  # the list ('YYYY-MM') whose ratings were changed
    time_control: TimeControl
    below: int
    tenths: int
    label: str

    def raise_of(self, ratings: np.ndarray) -> np.ndarray:
        """Per rating, the points added (0 for blank ratings and those at `below` or over)."""
        gap = np.where(np.isnan(ratings), 0.0, self.below - np.nan_to_num(ratings))
        gap = np.maximum(gap, 0.0)
        return np.floor(gap * self.tenths / 10 + 0.5 + 1e-9)


# RULES.md 2.5: the one list-level change in the modelled editions (FIDE Qualification
# Commission notice; the 1 March 2024 list). The floor's rise to 1400 the same day takes no
# one off: the lowest rating, 1000, becomes 1400.
ADJUSTMENTS = (
    ListAdjustment(period="2024-03", time_control=TimeControl.STANDARD, below=2000, tenths=4,
                   label="FIDE's one-off raise on the 1 March 2024 list: "
                         "+0.4 x (2000 - R) for standard ratings under 2000"),
)


def adjustments_between(control: TimeControl, after: str, before: str
                        ) -> tuple[ListAdjustment, ...]:
    """The adjustments a list state of period `after` ('' when none) passes through on its way
    to rating period `before`: those of lists `after` .. the one before `before`."""
    if not after:
        return ()
    return tuple(a for a in ADJUSTMENTS
                 if a.time_control == control and after <= a.period < before)


def adjustments_of(control: TimeControl, period: str) -> tuple[ListAdjustment, ...]:
    """The adjustments made to list `period` itself (a list written for that period has them)."""
    return tuple(a for a in ADJUSTMENTS if a.time_control == control and a.period == period)
