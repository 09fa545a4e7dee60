"""Plain-words labels for an expected score ("Even match", "Clear favourite", ...)."""

from __future__ import annotations

import math

from elo_core.errors import InputError

# (largest distance of E from 0.5, label when you are the stronger side, when you are weaker)
_BANDS: tuple[tuple[float, str, str], ...] = (
    (0.03, "Even match", "Even match"),
    (0.10, "Slightly stronger", "Slightly weaker"),
    (0.25, "Stronger: clear favourite", "Weaker: clear underdog"),
    (0.40, "Much stronger: heavy favourite", "Much weaker: heavy underdog"),
)
_BEYOND = ("Far stronger: near-certain favourite", "Far weaker: long shot")


def assessment(expected: float, *, short: bool = False) -> str:
    """A label for expected score `expected` (0..1), from the player's side; `short` drops the
    favourite / underdog wording."""
    if isinstance(expected, bool) or not isinstance(expected, int | float) or math.isnan(
            expected) or not 0 <= expected <= 1:
        raise InputError(f"expected score must be between 0 and 1, got {expected!r}")
    distance = abs(expected - 0.5)
    stronger = expected >= 0.5
    label = _BEYOND[0] if stronger else _BEYOND[1]
    for limit, strong, weak in _BANDS:
        if distance < limit:
            label = strong if stronger else weak
            break
    return label.split(":")[0] if short else label
