"""Rounding as the regulations mean it (never Python's banker's rounding)."""

from __future__ import annotations

from decimal import ROUND_FLOOR, ROUND_HALF_UP, Decimal


def _dec(value: float | Decimal) -> Decimal:
    return value if isinstance(value, Decimal) else Decimal(repr(value))


def half_away(value: float | Decimal, places: int) -> float:
    """Round to `places` decimals with .5 going away from zero (FIDE's period rounding)."""
    return float(_dec(value).quantize(Decimal(f"1e{-places}"), rounding=ROUND_HALF_UP))


def half_away_int(value: float | Decimal) -> int:
    """Round to a whole number with .5 away from zero: 2.5 -> 3, -2.5 -> -3."""
    return int(_dec(value).to_integral_value(rounding=ROUND_HALF_UP))


def half_up_int(value: float | Decimal) -> int:
    """Round to a whole number with .5 upwards: 1872.5 -> 1873, -0.5 -> 0."""
    return int((_dec(value) + Decimal("0.5")).to_integral_value(rounding=ROUND_FLOOR))
