"""Tolerant, vectorised readers for the cells of event files: results, ratings, dates, numbers."""

from __future__ import annotations

import datetime as dt
import math

import numpy as np
import pandas as pd

from elo_core.errors import FileWarning, Problem
from elo_core.io.cells import dates, numbers
from elo_core.io.cells.dates import DateKind, cell_date, day_first_doubts, read_date
from elo_core.io.cells.numbers import (
    Number,
    Reading,
    spreadsheet_number,
)
from elo_core.io.cells.results import (
    RESULT_HINT,
    RESULTS,
    UNRATED_WORDS,
    ResultValue,
    normalise_result,
)

MIN_RATING, MAX_RATING = numbers.MIN_RATING, numbers.MAX_RATING  # (trf.py reads them here)
UNRATED = UNRATED_WORDS  # and any number equal to 0; nothing else (not 'nan', 'none')


PER_COLUMN = 500  # problems listed per kind and column; the rest are counted in one entry


def capped(rows: np.ndarray, lines: np.ndarray, column: str, problems: list[Problem],
           what: str) -> np.ndarray:
    """The first PER_COLUMN of `rows` to report one by one; the rest become one counted entry."""
    if len(rows) > PER_COLUMN:
        rest = len(rows) - PER_COLUMN
        problems.append(Problem(message=f"and {rest:,} more rows like this ({what})",
                                line=int(lines[rows[PER_COLUMN]]), column=column, count=rest))
    return rows[:PER_COLUMN]


def factorized(values: pd.Series | pd.Categorical) -> tuple[np.ndarray, np.ndarray]:
    """Each row's code and the distinct values (a categorical column's own, without a rescan)."""
    column = values.array if isinstance(values, pd.Series) else values
    if isinstance(column, pd.Categorical):
        codes = np.asarray(column.codes, dtype=np.int64)
        uniques = np.asarray(column.categories, dtype=object)
        if len(codes) and codes.min() < 0:
            codes = np.where(codes < 0, len(uniques), codes)
            uniques = np.append(uniques, np.array([np.nan], dtype=object))
        return codes, uniques
    found, distinct = pd.factorize(values, use_na_sentinel=False)
    return np.asarray(found, dtype=np.int64), np.asarray(distinct, dtype=object)


def parse_results(values: pd.Series, lines: np.ndarray, column: str,
                  problems: list[Problem]
                  ) -> tuple[np.ndarray, np.ndarray, np.ndarray, pd.Categorical]:
    """Read a result column: (first side's points, second side's points, played, note)."""
    codes, uniques = factorized(values)
    table: list[ResultValue | None] = []
    for value in uniques:
        if isinstance(value, float) and math.isnan(value):
            table.append(None)
            continue
        key = normalise_result(_plain(value))
        table.append(RESULTS.get(key))
    bad = [i for i, entry in enumerate(table) if entry is None]
    if bad:
        for row in capped(np.flatnonzero(np.isin(codes, bad)), lines, column, problems,
                          RESULT_HINT.removeprefix("is ")):
            shown = _plain(uniques[codes[row]])
            message = "the result is empty" if not shown.strip() else f"'{shown}' {RESULT_HINT}"
            problems.append(Problem(message=message, line=int(lines[row]), column=column,
                                    value=shown))
    filled = [entry or (np.nan, np.nan, False, "") for entry in table]
    first = np.array([e[0] for e in filled], dtype=float)[codes]
    second = np.array([e[1] for e in filled], dtype=float)[codes]
    played = np.array([e[2] for e in filled], dtype=bool)[codes]
    note_codes, note_names = pd.factorize(np.array([e[3] for e in filled] + [""], dtype=object))
    note = pd.Categorical.from_codes(note_codes[:-1][codes] if len(codes) else codes,
                                     categories=pd.Index(np.asarray(note_names, dtype=object)))
    return first, second, played, note


def _plain(value: object) -> str:
    if isinstance(value, float) and (value.is_integer() or math.isnan(value)):
        return "" if math.isnan(value) else str(int(value))
    return "" if value is None else str(value)


def parse_ratings(values: pd.Series, lines: np.ndarray, column: str,
                  problems: list[Problem], *, decimal: str | None = None,
                  warnings: list[FileWarning] | None = None) -> np.ndarray:
    """Read a rating column: numbers; blank, 0 or '-' mean unrated.

    Any other text is a problem (row, column, value), 'nan', 'none' and 'null' included. A
    numeric column (the CSV fast path) holds finite numbers only: NaN there means nothing.
    `decimal` is the file's decimal mark (numbers.DECIMAL_MARK); a thousands separator is read
    as one only where the file makes it unambiguous, said in `warnings` (numbers.Reading).
    """
    if pd.api.types.is_numeric_dtype(values.dtype):
        out = values.to_numpy(dtype=float, na_value=np.nan).copy()
        out[out == 0] = np.nan
    else:
        out = _text_numbers(values, lines, column, problems, decimal=decimal,
                            warnings=warnings, blank=UNRATED, what=_RATING_TEXT)
        out[out == 0] = np.nan
    wrong = np.flatnonzero(~np.isnan(out) & ((out < MIN_RATING) | (out > MAX_RATING)))
    for row in capped(wrong, lines, column, problems,
                      f"not a rating from {MIN_RATING:g} to {MAX_RATING:g}"):
        shown, read = f"{out[row]:g}", ""
        if not pd.api.types.is_numeric_dtype(values.dtype):
            written = _number_text(values.iloc[row])
            read = f" (read as {shown})" if written != shown else ""
            shown = written
        problems.append(Problem(
            message=f"'{shown}'{read} is not a rating: no rating system holds one below "
                    f"{MIN_RATING:g} or above {MAX_RATING:g}", line=int(lines[row]),
            column=column, value=shown))
    out[wrong] = np.nan
    return out


_RATING_TEXT = "a rating (a number, or blank, 0, '-', 'unr' or 'NR' for unrated)"


def _text_numbers(values: pd.Series, lines: np.ndarray, column: str, problems: list[Problem],
                  *, decimal: str | None, warnings: list[FileWarning] | None,
                  blank: frozenset[str], what: str) -> np.ndarray:
    """Numbers of a text column (NaN for `blank` cells, 0 stays 0 for the caller to read);
    text that is no number, or a separator that may group or be a decimal mark, is a problem;
    a separator read as a thousands separator is one warning for the column."""
    codes, uniques = factorized(values)
    table = np.full(len(uniques), np.nan)
    readings: list[Number | None] = []
    for i, value in enumerate(uniques):
        text = _number_text(value)
        reading = None if " ".join(text.lower().split()) in blank else \
            spreadsheet_number(text, decimal)
        readings.append(reading)
        if reading is not None and reading.value is not None:
            table[i] = reading.value
    decimal_uses = {sep for sep in ",." if any(
        r is not None and r.reading == Reading.PLAIN and sep in _number_text(v)
        for r, v in zip(readings, uniques, strict=True))}
    grouped = [i for i, r in enumerate(readings) if r is not None and r.reading == Reading.GROUPED]
    clash = [i for i in grouped if readings[i].separator in decimal_uses]  # type: ignore[union-attr]
    bad = [i for i, r in enumerate(readings) if r is not None and r.reading in
           (Reading.NOT_A_NUMBER, Reading.AMBIGUOUS)] + clash
    table[clash] = np.nan
    for row in capped(np.flatnonzero(np.isin(codes, bad)), lines, column, problems,
                      f"not {what.split(' (', maxsplit=1)[0]}"):
        code = int(codes[row])
        shown = _number_text(uniques[code])
        reading = readings[code]
        assert reading is not None
        if code in clash:
            why = (f"'{reading.separator}' separates thousands here but is a decimal mark "
                   "elsewhere in this column: write the number without a thousands separator")
        elif reading.reading == Reading.AMBIGUOUS:
            why = (f"'{reading.separator}' may separate thousands or be a decimal mark, and "
                   "nothing in the file says which: write the number without a thousands "
                   "separator")
        else:
            why = f"not {what}"
        problems.append(Problem(message=f"'{shown}' is {why}" if why.startswith("not ")
                                else f"'{shown}': {why}", line=int(lines[row]),
                                column=column, value=shown))
    out: np.ndarray = table[codes]
    kept = [i for i in grouped if i not in clash]
    if kept and warnings is not None:
        rows = np.flatnonzero(np.isin(codes, kept))
        example = _number_text(uniques[int(codes[rows[0]])])
        sep = readings[kept[0]].separator  # type: ignore[union-attr]
        warnings.append(FileWarning(
            code="thousands_separator", column=column, value=example,
            rows=tuple(int(line) for line in lines[rows]),
            what=f"'{sep}' in this column was read as a thousands separator ('{example}' as "
                 f"{table[int(codes[rows[0]])]:g}); the file writes decimals with "
                 f"'{decimal or ('.' if sep == ',' else ',')}'"))
    elif kept:  # no warnings to carry the reading: refuse rather than read it unsaid
        for row in np.flatnonzero(np.isin(codes, kept))[:PER_COLUMN]:
            shown = _number_text(uniques[int(codes[row])])
            problems.append(Problem(message=f"'{shown}' has a thousands separator: write the "
                                    "number without one", line=int(lines[row]), column=column,
                                    value=shown))
        out[np.isin(codes, kept)] = np.nan
    return out


FIRST_DATE, LAST_DATE, DATE_RANGE = dates.FIRST_DATE, dates.LAST_DATE, dates.DATE_RANGE


def parse_date(text: str) -> dt.date | None:
    """Read 2024-03-01, 2024.03.01, 01.03.2024, 01/03/2024, '28. 07. 2005', 24/03/01 (TRF 132:
    a two-digit year first); a partial date or any other text is None (dates.read_date)."""
    reading = read_date(text, two_digit_year=True)
    return reading.date if reading.kind == DateKind.FULL else None


def parse_dates(values: pd.Series, lines: np.ndarray, column: str,
                problems: list[Problem], *,
                warnings: list[FileWarning] | None = None) -> pd.Series:
    """Read a date column (blank allowed): datetime64 values, NaT where not given.

    A two-digit year is a problem (dates.DATE_RULE). A month or year alone is read as its
    first day, with a partial_date warning, when no rule edition changes within it; else (or
    with no `warnings` to say it) it is a problem asking for the full date.
    """
    codes, uniques = factorized(values)
    table: list[dt.date | None] = []
    why: dict[int, str] = {}
    partial: list[tuple[int, str]] = []
    for i, value in enumerate(uniques):
        parsed: dt.date | None = None
        if isinstance(value, dt.date):
            parsed = value
        elif (text := _number_text(value)):
            parsed, reason, note = cell_date(text, may_warn=warnings is not None)
            if reason:
                why[i] = reason
            elif note:
                partial.append((i, note))
        if parsed is not None and not FIRST_DATE <= parsed <= LAST_DATE:
            why[i] = f"is outside the dates read ({DATE_RANGE})"
            parsed = None  # (nanosecond timestamps would wrap round outside 1677-2262)
        table.append(parsed)
    for row in capped(np.flatnonzero(np.isin(codes, list(why))), lines, column, problems,
                      "not a date that is read"):
        shown = str(uniques[codes[row]])
        problems.append(Problem(message=f"'{shown}' {why[int(codes[row])]}",
                                line=int(lines[row]), column=column, value=shown))
    for code, note in partial:
        if warnings is not None and code not in why:
            rows = np.flatnonzero(codes == code)
            warnings.append(FileWarning(code="partial_date", column=column, what=note,
                                        value=str(uniques[code]),
                                        rows=tuple(int(line) for line in lines[rows])))
    if warnings is not None:
        warnings += day_first_warning([str(u) for u in uniques], table, codes, lines, column,
                                      left_out=set(why))
    stamps = np.array([np.datetime64("NaT") if d is None else np.datetime64(d, "ns")
                       for d in table] or [np.datetime64("NaT")], dtype="datetime64[ns]")
    return pd.Series(stamps[np.asarray(codes, dtype=np.int64)], index=values.index)


def day_first_warning(texts: list[str], read: list[dt.date | None], codes: np.ndarray,
                      lines: np.ndarray, column: str, *, left_out: set[int] | None = None
                      ) -> list[FileWarning]:
    """date_day_first: distinct date `texts` (read as `read`; `codes` each row's text) that are
    slash dates with the year last reading as a date both ways, read day first; said with the
    rows, since programs set to US English write the month first (dates.day_first_doubts)."""
    doubts = [i for i in day_first_doubts(texts) if i not in (left_out or set())]
    if not doubts:
        return []
    rows = np.flatnonzero(np.isin(codes, doubts))
    shown = texts[doubts[0]]
    return [FileWarning(
        code="date_day_first", column=column, value=shown,
        rows=tuple(int(line) for line in lines[rows]),
        what=f"'{shown}' is read day first, as {read[doubts[0]]}; programs set to US "
             "English write the month first: if these dates are month first, write them "
             "year first (2025-05-01)")]


def parse_numbers(values: pd.Series, lines: np.ndarray, column: str, problems: list[Problem],
                  *, low: float, high: float, whole: bool = False, decimal: str | None = None,
                  warnings: list[FileWarning] | None = None) -> np.ndarray:
    """Read an optional numeric profile column (blank = not given), checking a plausible range
    (and, for counts and years, that the number is whole); separators as in parse_ratings."""
    what = f"a {column.replace('_', ' ')}"
    out = _text_numbers(values, lines, column, problems, decimal=decimal, warnings=warnings,
                        blank=frozenset(("", "-")), what=f"{what} (a number from {low:g} to "
                        f"{high:g})")
    given = ~np.isnan(out)
    wrong = given & ((out < low) | (out > high) | (whole & (out != np.floor(out))))
    for row in capped(np.flatnonzero(wrong), lines, column, problems, f"not {what}"):
        shown = _number_text(values.iloc[row])
        kind = "a whole number" if whole else "a number"
        problems.append(Problem(message=f"'{shown}' is not {what} ({kind} from {low:g} to "
                                f"{high:g})", line=int(lines[row]), column=column, value=shown))
    out[wrong] = np.nan
    return out


def _number_text(value: object) -> str:
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return ""
    return str(value).strip()
