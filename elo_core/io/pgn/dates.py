"""PGN game dates, whole or partial: 'YYYY.MM.DD', 'YYYY.MM.??', 'YYYY.??.??', '????.??.??'.

A full Date tag is the game's date; else a full EventDate. A date that gives only the year (or
the year and month) is used when the rating rules cannot differ inside it: the game is dated the
last day it can be, with a `partial_date` warning. When an edition of the FIDE (any time control)
or US Chess rules starts inside it, the game has no date: its event is dated by its other games,
else by the date given for events without one (`--date`), else it is a problem asking for the
date. A game with no date at all (no tag, or '????.??.??') is dated the same way, said in the
`date_unknown` warning.
"""

from __future__ import annotations

import calendar
import datetime as dt
import re

import numpy as np
import pandas as pd

from elo_core.errors import EditionError, FileWarning, Problem
from elo_core.io.cells.values import FIRST_DATE, LAST_DATE, day_first_warning, parse_dates
from elo_core.io.pgn.checks import pair_codes
from elo_core.models import TimeControl
from elo_core.rules.editions import fide_edition, uscf_edition

_PARTIAL = re.compile(r"\s*([0-9]{4})[.\-/]([0-9]{2}|\?\?)[.\-/](?:[0-9]{2}|\?\?)\s*", re.ASCII)


def _span(text: str) -> tuple[dt.date, dt.date] | None:
    """The days a partial date can be (None: it gives no year, or is no partial date)."""
    found = _PARTIAL.fullmatch(text)
    if found is None:
        return None
    year, month = int(found.group(1)), found.group(2)
    if month != "??" and 1 <= int(month) <= 12:
        last = calendar.monthrange(year, int(month))[1]
        first, end = dt.date(year, int(month), 1), dt.date(year, int(month), last)
    else:
        first, end = dt.date(year, 1, 1), dt.date(year, 12, 31)
    return (first, end) if first >= FIRST_DATE and end <= LAST_DATE else None


def _rules(day: dt.date) -> tuple[object, ...]:
    """Every edition in force on a day (FIDE per time control, US Chess); None where none is."""
    out: list[object] = []
    for rules in (lambda: fide_edition(day, TimeControl.STANDARD),
                  lambda: fide_edition(day, TimeControl.RAPID),
                  lambda: fide_edition(day, TimeControl.BLITZ), lambda: uscf_edition(day)):
        try:
            out.append(rules())
        except EditionError:
            out.append(None)
    return tuple(out)


def rules_change_in(first: dt.date, last: dt.date) -> bool:
    """Whether any rule edition starts after `first` and by `last` (editions follow one another
    in time, so the same editions at both ends are the same all through)."""
    return _rules(first) != _rules(last)


def game_dates(dates: list[str], event_dates: list[str], *, events: np.ndarray,
               lines: np.ndarray, given: dt.date | None, problems: list[Problem],
               warnings: list[FileWarning]) -> pd.Series:
    """Each game's date (NaT: none), reading partial and unknown dates as the module says."""
    codes, pairs = pair_codes(dates, event_dates)
    pair_texts: list[str] = []
    pair_spans: dict[int, tuple[str, dt.date, dt.date]] = {}
    for k, (date_tag, event_tag) in enumerate(pairs):  # (a few per event, not one per game)
        date, event_date = date_tag.strip(), event_tag.strip()
        if date and "?" not in date:
            pair_texts.append(date)
        elif event_date and "?" not in event_date:
            pair_texts.append(event_date)
        else:
            pair_texts.append("")
            shown = date if _span(date) else event_date
            span = _span(shown)
            if span is not None:
                pair_spans[k] = (shown, *span)
    texts = np.array(pair_texts, dtype=object)[codes]
    partial = {int(i): found for k, found in pair_spans.items()
               for i in np.flatnonzero(codes == k)}
    stamps = parse_dates(pd.Series(texts, dtype=object), lines, "Date", problems)
    text_codes, distinct = pd.factorize(texts)
    read = pd.Series(stamps.to_numpy()).groupby(text_codes).first()
    warnings += day_first_warning([str(t) for t in distinct],
                                  [None if pd.isna(d) else pd.Timestamp(d).date() for d in read],
                                  np.asarray(text_codes), lines, "Date")
    spans: dict[tuple[dt.date, dt.date], bool] = {}
    usable: dict[str, list[int]] = {}
    unusable: dict[str, list[int]] = {}
    for i, (shown, first, last) in partial.items():
        if (first, last) not in spans:
            spans[first, last] = rules_change_in(first, last)
        (unusable if spans[first, last] else usable).setdefault(shown, []).append(i)
    values = stamps.to_numpy(dtype="datetime64[ns]").copy()
    for rows in usable.values():
        values[rows] = np.datetime64(partial[rows[0]][2], "ns")
    stamps = pd.Series(values, index=stamps.index)
    for shown, rows in usable.items():
        last = partial[rows[0]][2]
        warnings.append(FileWarning(
            code="partial_date",
            what=f"the date '{shown}' is not whole: dated {last.isoformat()}, the last day it "
                 "can be (the rating rules are the same all through it; a rating period "
                 "derived from it may not be the event's): write the full date",
            rows=tuple(int(lines[i]) for i in rows), column="Date", value=shown))
    dated = set(events[stamps.notna().to_numpy()].tolist())
    for shown, rows in unusable.items():
        first, last = partial[rows[0]][1:]
        unresolved = [i for i in rows if events[i] not in dated]
        if unresolved and given is None:
            problems.extend(Problem(
                message=f"the date '{shown}' is not whole and the rating rules changed between "
                        f"{first.isoformat()} and {last.isoformat()}: write the full date (or "
                        "give the date for events without one: on the page, in the box \"Date for "
                        "events without one\"; on the command line, --date)",
                line=int(lines[i]), column="Date", value=shown) for i in unresolved[:50])
            continue
        how = "its event's other games" if not unresolved else f"the date given, {given}"
        warnings.append(FileWarning(
            code="partial_date",
            what=f"the date '{shown}' is not whole and the rating rules changed inside it: "
                 f"dated by {how}", rows=tuple(int(lines[i]) for i in rows), column="Date",
            value=shown))
    _unknown_warning(texts, partial, events=events, lines=lines, dated=dated, given=given,
                     warnings=warnings)
    return stamps


def _unknown_warning(texts: np.ndarray, partial: dict[int, tuple[str, dt.date, dt.date]], *,
                     events: np.ndarray, lines: np.ndarray, dated: set[object],
                     given: dt.date | None, warnings: list[FileWarning]) -> None:
    """Games that give no date at all: one warning saying how their events are dated."""
    rows = [i for i in np.flatnonzero(texts == "").tolist() if i not in partial]
    if not rows:
        return
    undated = sorted({str(events[i]) for i in rows if events[i] not in dated})
    fallback = f"the date given, {given}" if given is not None else "today"
    how = (f"{len(undated):,} event{'s' if len(undated) > 1 else ''} with no dated game "
           f"({', '.join(undated[:3])}{', ...' if len(undated) > 3 else ''}) "
           f"{'are' if len(undated) > 1 else 'is'} dated {fallback}") if undated else \
        "each is dated by its event's other games"
    warnings.append(FileWarning(
        code="date_unknown",
        what=f"{len(rows):,} game{'s give' if len(rows) > 1 else ' gives'} no date (no Date or "
             f"EventDate tag, or '????.??.??'): {how}", rows=tuple(int(lines[i]) for i in rows),
        column="Date"))


_FULL = re.compile(r"\s*([0-9]{4})[.\-/]([0-9]{2})[.\-/]([0-9]{2})\s*", re.ASCII)


def _full_date(text: str) -> dt.date | None:
    found = _FULL.fullmatch(text)
    if found is None:
        return None
    try:
        return dt.date(*(int(part) for part in found.groups()))
    except ValueError:
        return None


def before_start(dates: list[str], event_dates: list[str], lines: np.ndarray
                 ) -> list[FileWarning]:
    """date_before_event_start: a game's Date before its EventDate (the event's first day):
    one of the two is wrong; the game's Date is the one used. Once per distinct pair."""
    codes, pairs = pair_codes(dates, event_dates)
    out = []
    for k, (date, start) in enumerate(pairs):
        day, first = _full_date(date), _full_date(start)
        if day is None or first is None or day >= first:
            continue
        rows = tuple(int(x) for x in lines[codes == k])
        out.append(FileWarning(
            code="date_before_event_start", rows=rows, column="Date", value=f"{date} / {start}",
            what=f"{len(rows):,} game{'s' if len(rows) > 1 else ''} dated {day.isoformat()}, "
                 f"before the EventDate {first.isoformat()} (the event's first day): the "
                 "game's Date is used; correct whichever is wrong"))
    return out
