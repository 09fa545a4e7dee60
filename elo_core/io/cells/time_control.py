"""Time controls as written in event files, classified as FIDE standard, rapid or blitz.

A cell (CSV `time_control`, PGN `TimeControl`) is either a word (standard / classical / slow,
rapid / quick, blitz, any case) or PGN's form in seconds: `base+increment` (`5400+30`, `180+2`),
`moves/seconds` periods joined by ':' (`40/5400+30:1800+30`), or a sandglass `*seconds`. Minutes
are read only when written as such: `90min+30s`, `90m+30s`, `90'+30"`, `15 min` (a bare `90+30`
is PGN's seconds, so it is rapid; write `90min+30s` for the classical control).

The time of a game is the time each player has for 60 moves, FIDE's measure (Laws of Chess,
Appendices A and B): `time = base + 60 x increment` seconds, where `base` adds up the periods that
start within the first 60 moves and `increment` is the first period's. Then

- blitz: time <= 10 minutes (600 s);
- rapid: more than 10 and less than 60 minutes;
- standard: 60 minutes (3600 s) or more.

Blank, '?' and '-' (PGN's "unknown" and "no time control") give no class: the page's or the CLI's
time control applies. Anything else is a problem listed with its row and value.
"""

from __future__ import annotations

import re

import numpy as np
import pandas as pd

from elo_core.errors import Problem
from elo_core.io.cells.values import capped, factorized
from elo_core.models import TimeControl

WORDS = {
    "standard": TimeControl.STANDARD, "classical": TimeControl.STANDARD,
    "classic": TimeControl.STANDARD, "slow": TimeControl.STANDARD, "long": TimeControl.STANDARD,
    "rapid": TimeControl.RAPID, "quick": TimeControl.RAPID, "quickplay": TimeControl.RAPID,
    "blitz": TimeControl.BLITZ,
}
UNKNOWN = frozenset(("", "?", "-", "??"))
CLASSES = (TimeControl.STANDARD, TimeControl.RAPID, TimeControl.BLITZ)  # codes 0, 1, 2
HINT = ("is not a time control (use standard, rapid or blitz, or PGN's form in seconds such "
        "as 5400+30 or 180+2)")
_MINUTES = re.compile(r"(\d+(?:\.\d+)?)(?:min|m|')(?:\+(\d+(?:\.\d+)?)(?:sec|s|\"|'')?)?",
                      re.ASCII)
_PERIOD = re.compile(r"(?:(\d+)/)?(\d+(?:\.\d+)?)(?:\+(\d+(?:\.\d+)?))?|\*(\d+(?:\.\d+)?)",
                     re.ASCII)
BLITZ_MAX, STANDARD_MIN = 600.0, 3600.0
LONGEST = 7 * 24 * 3600.0  # more than a week for 60 moves is not a time control


def seconds_for_60_moves(text: str) -> float | None:
    """Each player's time for 60 moves in seconds, from PGN's TimeControl form; None if unread."""
    total, increment, moves_done = 0.0, None, 0
    for period in text.replace(" ", "").split(":"):
        match = _PERIOD.fullmatch(period)
        if match is None:
            return None
        moves, base, inc, sandglass = match.groups()
        if moves_done < 60:
            total += float(base if sandglass is None else sandglass)
        if increment is None:
            increment = float(inc or 0)
        moves_done += int(moves) if moves else 60
    return total + 60 * (increment or 0.0)


def time_class(text: str) -> TimeControl | None:
    """FIDE's class of a time control cell (see the module's docstring); None when not given.

    Raises ValueError for text that is not a time control.
    """
    key = " ".join(str(text).split()).lower()
    if key in UNKNOWN:
        return None
    if key in WORDS:
        return WORDS[key]
    minutes = _MINUTES.fullmatch(key.replace(" ", ""))
    seconds = (60 * float(minutes.group(1)) + 60 * float(minutes.group(2) or 0) if minutes
               else seconds_for_60_moves(key))
    if seconds is None or not 0 < seconds <= LONGEST:
        raise ValueError(text)
    if seconds <= BLITZ_MAX:
        return TimeControl.BLITZ
    return TimeControl.RAPID if seconds < STANDARD_MIN else TimeControl.STANDARD


def class_codes(labels: np.ndarray) -> np.ndarray:
    """Each label's class as a code into CLASSES, -1 when not given (labels already checked)."""
    found = [time_class(str(label)) for label in labels]
    return np.array([-1 if tc is None else CLASSES.index(tc) for tc in found], dtype=np.int64)


def check_time_controls(values: pd.Series | pd.Categorical, lines: np.ndarray, column: str,
                        problems: list[Problem]) -> None:
    """Add a problem (row, column, value) for every cell that is not a time control."""
    codes, uniques = factorized(values)
    bad = []
    for i, value in enumerate(uniques):
        try:
            time_class("" if not isinstance(value, str) else value)
        except ValueError:
            bad.append(i)
    for row in capped(np.flatnonzero(np.isin(codes, bad)), lines, column, problems,
                      "not a time control"):
        shown = str(uniques[codes[row]])
        problems.append(Problem(message=f"'{shown}' {HINT}", line=int(lines[row]),
                                column=column, value=shown))
