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

In a table (CSV, spreadsheet) a bare `base+increment` with a base under 150 is minutes and
seconds, as organisers write it (`90+30`, `3+2`): `minutes_in_tables` rewrites it `90min+30s`
and says so; a PGN's stays seconds, as the PGN standard has it.

Blank, '?' and '-' (PGN's "unknown" and "no time control") give no class: the page's or the CLI's
time control applies. Anything else is a problem listed with its row and value.
"""

from __future__ import annotations

import re

import numpy as np
import pandas as pd

from elo_core.errors import FileWarning, Problem
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
_BARE = re.compile(r"(\d{1,3})\s*\+\s*(\d{1,3})", re.ASCII)
MINUTES_BELOW = 150  # a bare base under this in a table is minutes; from it, seconds (180+2)
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


def minutes_in_tables(values: pd.Categorical, lines: np.ndarray, column: str
                      ) -> tuple[pd.Categorical, list[FileWarning]]:
    """A table's bare `base+increment` cells with a base under MINUTES_BELOW read as minutes
    and seconds ('90+30' -> '90min+30s', standard), one time_control_minutes warning each."""
    labels = np.asarray(values.categories, dtype=object)
    found = [_BARE.fullmatch(str(label).strip()) for label in labels]
    renamed = {i: f"{m.group(1)}min+{m.group(2)}s" for i, m in enumerate(found)
               if m is not None and int(m.group(1)) < MINUTES_BELOW}
    if not renamed:
        return values, []
    codes = np.asarray(values.codes, dtype=np.int64)
    warnings = []
    for i, text in renamed.items():
        rows = lines[codes == i]
        if not len(rows):
            continue
        control = time_class(text)
        warnings.append(FileWarning(
            code="time_control_minutes", column=column, value=str(labels[i]),
            rows=tuple(int(x) for x in rows),
            what=f"'{labels[i]}' is read as {text.replace('min+', ' minutes + ')[:-1]} "
                 f"seconds ({control}), as tables write it; PGN's seconds are written "
                 f"{60 * int(text.split('min')[0])}+{text.split('+')[1][:-1]}"))
    out = labels.copy()
    for i, text in renamed.items():
        out[i] = text
    merged, distinct = pd.factorize(out)  # ('90+30' beside '90min+30s': one label)
    return pd.Categorical.from_codes(np.asarray(merged)[codes], categories=pd.Index(
        np.asarray(distinct, dtype=object)), validate=False), warnings
