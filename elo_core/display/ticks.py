"""Round axis ticks: a range widened to whole steps, so that both ends carry a labelled tick."""

from __future__ import annotations

import math

_NICE = (1, 2, 2.5, 5, 10)


def _step(low: float, high: float, count: int = 5) -> float:
    """A round tick step (1, 2, 2.5 or 5 times a power of ten) giving about `count` ticks."""
    raw = (high - low) / count
    power = 10.0 ** math.floor(math.log10(raw))
    return next(n * power for n in _NICE if n * power >= raw)


def rounded_axis(low: float, high: float) -> tuple[tuple[float, float], list[float]]:
    """The range widened to whole steps and its ticks: both ends fall on a labelled tick."""
    step = _step(low, high)
    first, last = math.floor(low / step + 1e-9) * step, math.ceil(high / step - 1e-9) * step
    ticks = [round(first + i * step, 9) for i in range(round((last - first) / step) + 1)]
    return (round(first, 9), round(last, 9)), ticks
