"""A TRF's dates (042 start, 052 end, 132 round dates) read one way that fits together, or said."""

from __future__ import annotations

import datetime as dt
import re

import pandas as pd

from elo_core.errors import FileWarning, Problem
from elo_core.io.cells.dates import DATE_RANGE, FIRST_DATE, LAST_DATE, day_first_doubts
from elo_core.io.cells.values import parse_date

LONGEST_EVENT = 366  # days from the first to the last date of one event (a league season fits)
_TWO_DIGITS = re.compile(r"([0-9]{2}) ?([-./]) ?([0-9]{1,2}) ?\2 ?([0-9]{2})", re.ASCII)
YEAR_FIRST, DAY_FIRST = "YY/MM/DD", "DD/MM/YY"
_Dates = list[tuple[str, int, dt.date]]  # (code, round or 0, date)


def _reading(text: str, order: str) -> dt.date | None:
    """A date as written, a two-digit year read in `order` (YY/MM/DD is TRF's own form)."""
    found = _TWO_DIGITS.fullmatch(text.strip())
    if found is None or order == YEAR_FIRST:
        return parse_date(text)
    day, _, month, year = found.groups()
    try:
        return dt.date(2000 + int(year) if int(year) < 70 else 1900 + int(year), int(month),
                       int(day))
    except ValueError:
        return None


def _texts(header: dict[str, str]) -> list[tuple[str, int, str]]:
    """(code, round, text) of every date given: 042, each 132 round date, 052."""
    out = [("042", 0, header.get("042", ""))]
    out += [("132", n, part) for n, part in enumerate(header.get("132", "").split(), start=1)]
    return [(code, n, text) for code, n, text in (*out, ("052", 0, header.get("052", "")))
            if text.strip("?- ")]


def _dates(texts: list[tuple[str, int, str]], order: str) -> _Dates:
    return [(code, n, day) for code, n, text in texts
            if (day := _reading(text, order)) is not None]


def _faults(dates: _Dates) -> list[tuple[str, int, str]]:
    """What does not fit together: (code, round, why), empty when the dates agree."""
    start = next((d for code, _, d in dates if code == "042"), None)
    end = next((d for code, _, d in dates if code == "052"), None)
    rounds = [(n, d) for code, n, d in dates if code == "132"]
    out: list[tuple[str, int, str]] = []
    if start and end and end < start:
        out.append(("052", 0, f"the end date {end.isoformat()} is before the start date "
                    f"{start.isoformat()} (042){_new_year(start, end)}"))
    for i, (n, day) in enumerate(rounds):
        previous = rounds[i - 1] if i else None
        if start and day < start:
            out.append(("132", n, f"round {n}'s date {day.isoformat()} is before the start "
                        f"date {start.isoformat()} (042)"))
        elif end and day > end:
            out.append(("132", n, f"round {n}'s date {day.isoformat()} is after the end date "
                        f"{end.isoformat()} (052)"))
        elif previous and day < previous[1]:
            out.append(("132", n, f"round {n}'s date {day.isoformat()} is before round "
                        f"{previous[0]}'s, {previous[1].isoformat()}"))
    every = [d for _, _, d in dates]
    if not out and every and (max(every) - min(every)).days > LONGEST_EVENT:
        out.append(("132" if rounds else "052", 0, f"the dates run from {min(every).isoformat()} "
                    f"to {max(every).isoformat()}, over {LONGEST_EVENT} days for one event"))
    return out


def _new_year(start: dt.date, end: dt.date) -> str:
    """A hint when the end looks written in the start's year over New Year."""
    if end.year == start.year and end.month < start.month:
        return f": over New Year the end is in {start.year + 1}"
    return ""


def _day_first(texts: list[tuple[str, int, str]], lines: dict[str, int]) -> list[FileWarning]:
    """date_day_first: 042, 052 or 132 dates written with slashes and the year last that read
    both ways ('03/01/2025'), read day first as every reader does, said at their lines."""
    doubts = day_first_doubts([text for _, _, text in texts])
    if not doubts:
        return []
    code, _, text = texts[doubts[0]]
    return [FileWarning(
        code="date_day_first", column=code, value=text,
        rows=tuple(sorted({lines[texts[i][0]] for i in doubts})),
        what=f"'{text}' is read day first, as {parse_date(text)}; programs set to US English "
             "write the month first: if these dates are month first, write them year first "
             "(2025/05/01, TRF's form)")]


def event_date(header: dict[str, str], lines: dict[str, int], problems: list[Problem],
               warnings: list[FileWarning]) -> pd.Timestamp | None:
    """The event's last day (it picks the rules and the rating period): the end date (052), else
    the last round date (132), else the start date (042).

    Two-digit years ('01/03/25') are read in the one order (TRF's YY/MM/DD, or day first, said
    with a warning) under which every date fits together (start <= rounds in order <= end,
    within LONGEST_EVENT days); when both orders fit, the date is refused as ambiguous, and
    dates that fit in neither are refused with the contradiction named."""
    texts = _texts(header)
    for code, n, text in texts:
        if _reading(text, YEAR_FIRST) is None and _reading(text, DAY_FIRST) is None:
            what = f"round {n}'s date " if code == "132" else ""
            problems.append(Problem(message=f"{what}'{text}' is not a date (use 2024/03/01)",
                                    line=lines[code], column=code, value=text))
    ambiguous = [(code, n, text) for code, n, text in texts
                 if _reading(text, YEAR_FIRST) != _reading(text, DAY_FIRST)
                 and None not in (_reading(text, YEAR_FIRST), _reading(text, DAY_FIRST))]
    fits = [order for order in (YEAR_FIRST, DAY_FIRST) if not _faults(_dates(texts, order))]
    if ambiguous and len(fits) != 1:
        code, _, text = ambiguous[0]
        why = "and the other dates do not tell which" if fits else \
            "and neither reading fits the other dates"
        problems.append(Problem(
            message=f"'{text}' has a two-digit year: it reads as "
                    f"{_reading(text, YEAR_FIRST)} (YY/MM/DD, TRF's form) or "
                    f"{_reading(text, DAY_FIRST)} (day first), {why}: write the year in full "
                    "(2025/03/01)", line=lines[code], column=code, value=text))
        return None
    order = fits[0] if fits else YEAR_FIRST
    dates = _dates(texts, order)
    given = {(code, n): text for code, n, text in texts}
    for code, n, why in _faults(dates):
        problems.append(Problem(message=why, line=lines[code], column=code,
                                value=given.get((code, n))))
    if ambiguous and order == DAY_FIRST:
        code, _, text = ambiguous[0]
        warnings.append(FileWarning(
            code="trf_date_day_first", rows=tuple(sorted({lines[c] for c, _, _ in ambiguous})),
            column=code, value=text,
            what=f"'{text}' is written day first (TRF writes YY/MM/DD): read as "
                 f"{_reading(text, DAY_FIRST)}, the one reading that fits the other dates"))
    warnings += _day_first(texts, lines)
    for code, _, day in dates:
        if not FIRST_DATE <= day <= LAST_DATE:
            problems.append(Problem(message=f"'{day.isoformat()}' is outside the dates read "
                                    f"({DATE_RANGE})", line=lines[code], column=code,
                                    value=day.isoformat()))
            return None
    last = [d for code, _, d in dates if code == "052"] or \
        [d for code, _, d in dates if code == "132"][-1:] or [d for _, _, d in dates]
    return pd.Timestamp(last[0]) if last else None
