"""One reading of the numbers people type, shared by the command line and the file readers."""

from __future__ import annotations

import enum
import math
import re
from dataclasses import dataclass

# ASCII digits only: no '1_800' (Python's underscores), no '١٨٠٠' (other scripts' digits), no
# superscripts, 'nan' or 'inf'. A decimal comma is read as a point.
_NUMBER = re.compile(r"[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]{1,3})?", re.ASCII)
_WHOLE = re.compile(r"[0-9]+", re.ASCII)
MAX_DIGITS = 30  # longer digit strings are not a number anyone meant
# '1,500', '1.500', '1,500,000', '1.850,5', '1,850.5': digits in groups of three after the first.
_GROUPED = {sep: re.compile(r"([+-]?[0-9]{1,3}(?:" + re.escape(sep) + r"[0-9]{3})+)"
                            r"(?:" + re.escape(other) + r"([0-9]+))?", re.ASCII)
            for sep, other in ((",", "."), (".", ","))}
DECIMAL_MARK = {",": ".", ";": ",", "\t": None}  # a file's delimiter -> its decimal mark


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


class Reading(enum.StrEnum):
    """How a number's text was read."""

    PLAIN = "plain"  # digits, one decimal mark at most: '1850', '1850.5', '1850,5'
    GROUPED = "grouped"  # a thousands separator read as one: '1,500' -> 1500
    AMBIGUOUS = "ambiguous"  # '1,500' where nothing says whether ',' groups or is a decimal mark
    NOT_A_NUMBER = "not a number"


@dataclass(frozen=True, kw_only=True, slots=True)
class Number:
    """A cell's number, how it was read, and the separator that grouped its thousands."""

    value: float | None
    reading: Reading
    separator: str = ""


def spreadsheet_number(text: str, decimal: str | None) -> Number:
    """A number as a spreadsheet writes it, where `decimal` is the file's decimal mark.

    A ',' file writes decimals with '.', so its '1,500' is 1500; a ';' file writes them with
    ',', so its '1.500' is 1500 and its '1,500' is 1.5. Two groups ('1.500.000') or both marks
    ('1.850,5') say it themselves. With no known mark (a tab file, the command line, a PGN tag),
    '1,500' and '1.500' are AMBIGUOUS: the caller refuses them.
    """
    cleaned = text.strip()
    if len(cleaned) <= MAX_DIGITS:
        for sep, pattern in _GROUPED.items():
            found = pattern.fullmatch(cleaned)
            if found is None:
                continue
            whole, fraction = found.group(1), found.group(2)
            says_itself = fraction is not None or whole.count(sep) > 1
            if not says_itself and decimal is None:
                return Number(value=None, reading=Reading.AMBIGUOUS, separator=sep)
            if says_itself or sep != decimal:
                value = float(whole.replace(sep, "") + ("." + fraction if fraction else ""))
                return Number(value=value, reading=Reading.GROUPED, separator=sep)
    plain = plain_number(cleaned)
    return Number(value=plain, reading=Reading.NOT_A_NUMBER if plain is None else Reading.PLAIN)


MIN_RATING, MAX_RATING = 100.0, 4000.0  # US Chess's floor is 100; no system rates above 4000
RATING_RANGE_TEXT = (f"a number from {MIN_RATING:g} to {MAX_RATING:g}: no rating system holds "
                     "one outside that range")


def typed_rating(text: str) -> tuple[float | None, str]:
    """A rating typed by hand (an argument, a link): (value, '') or (None, why it is refused).

    No file says what its separators mean here, so '1,500' and '1.500' are refused (write
    1500); so is a number no rating system holds (below 100 or above 4000).
    """
    number = spreadsheet_number(text, None)
    if number.reading == Reading.AMBIGUOUS:
        return None, (f"'{text}' is not a rating: '{number.separator}' may separate thousands "
                      "or mark decimals (write 1500, or 1500.5)")
    if number.value is None:
        return None, f"'{text}' is not a rating ({RATING_RANGE_TEXT})"
    if not MIN_RATING <= number.value <= MAX_RATING:
        return None, f"'{text}' is not a rating ({RATING_RANGE_TEXT})"
    return number.value, ""
