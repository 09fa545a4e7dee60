"""Number coercion: a number input's value or None, and a whole float shown as an int."""

from __future__ import annotations

import math
from typing import Any


def optional_number(value: Any) -> float | None:
    """A number input's value, or None when it was left empty."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return None
    return float(value)


def whole(value: float | None) -> float | int | None:
    """A whole float as an int (for inputs whose step is 1), any other value as it is."""
    return int(value) if value is not None and value.is_integer() else value
