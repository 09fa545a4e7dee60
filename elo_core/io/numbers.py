"""One reading of the numbers people type, shared by the command line and the file readers."""

from __future__ import annotations

import math
import re

# ASCII digits only: no '1_800' (Python's underscores), no '١٨٠٠' (other scripts' digits), no
# superscripts, 'nan' or 'inf'. A decimal comma is read as a point.
_NUMBER = re.compile(r"[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]{1,3})?", re.ASCII)
_WHOLE = re.compile(r"[0-9]+", re.ASCII)
MAX_DIGITS = 30  # longer digit strings are not a number anyone meant


def plain_number(text: str) -> float | None:
    """'1800', ' 1800.5 ', '1800,5', '1.8e3' as a finite float; None for anything else."""
    cleaned = text.strip().replace(",", ".")
    if len(cleaned) > MAX_DIGITS or _NUMBER.fullmatch(cleaned) is None:
        return None
    value = float(cleaned)
    return value if math.isfinite(value) else None


def whole_number(text: str) -> int | None:
    """'42' as an int (ASCII digits only, at most 30 of them); None for anything else."""
    cleaned = text.strip()
    if len(cleaned) > MAX_DIGITS or _WHOLE.fullmatch(cleaned) is None:
        return None
    return int(cleaned)
