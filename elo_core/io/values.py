"""Tolerant, vectorised readers for the cells of event files: results, ratings, dates, numbers."""

from __future__ import annotations

import datetime as dt
import math
import re

import numpy as np
import pandas as pd

from elo_core.errors import Problem
from elo_core.io.numbers import plain_number

# Text of a result, normalised (lower case, no spaces, '.' decimals, '-' separators), mapped to
# (points of the first side, points of the second side, played over the board, note).
ResultValue = tuple[float, float, bool, str]
_WIN: ResultValue = (1.0, 0.0, True, "")
_DRAW: ResultValue = (0.5, 0.5, True, "")
_LOSS: ResultValue = (0.0, 1.0, True, "")
RESULTS: dict[str, ResultValue] = {
    **dict.fromkeys(("1", "1.0", "1.00", "w", "win", "1-0", "won"), _WIN),
    **dict.fromkeys(("0.5", ".5", "0.50", "½", "1/2", "=", "d", "draw", "1/2-1/2", "½-½",
                     "0.5-0.5", "=-=", "drawn", "remis"), _DRAW),
    **dict.fromkeys(("0", "0.0", "0.00", "l", "loss", "0-1", "lost"), _LOSS),
    **dict.fromkeys(("+", "+-", "1f", "1-0f", "1f-0f", "1-0ff"), (1.0, 0.0, False, "forfeit")),
    **dict.fromkeys(("-", "-+", "0f", "0-1f", "0f-1f", "0-1ff"), (0.0, 1.0, False, "forfeit")),
    **dict.fromkeys(("--", "0f-0f", "-/-"), (0.0, 0.0, False, "double forfeit")),
}
RESULT_HINT = "is not a result (use 1, 0.5 or 0)"
UNRATED = frozenset(("", "-"))  # and any number equal to 0; nothing else (not 'nan', 'none')
MIN_RATING, MAX_RATING = 1.0, 4000.0


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


def normalise_result(text: str) -> str:
    """Lower-case, drop spaces, decimal comma -> point, ':' and dashes -> '-'."""
    out = str(text).strip().lower().replace(" ", "").replace(",", ".")
    for dash in (":", "–", "—", "‒"):
        out = out.replace(dash, "-")
    return out


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
                  problems: list[Problem]) -> np.ndarray:
    """Read a rating column: numbers (decimal comma allowed); blank, 0 or '-' mean unrated.

    Any other text is a problem (row, column, value), 'nan', 'none' and 'null' included. A
    numeric column (the CSV fast path) holds finite numbers only: NaN there means nothing.
    """
    if pd.api.types.is_numeric_dtype(values.dtype):
        out = values.to_numpy(dtype=float, na_value=np.nan).copy()
        out[out == 0] = np.nan
    else:
        codes, uniques = factorized(values)
        table = np.full(len(uniques), np.nan)
        bad_codes: list[int] = []
        for i, value in enumerate(uniques):
            text = "" if value is None or (isinstance(value, float) and math.isnan(value)) \
                else str(value).strip()
            if text in UNRATED:
                continue
            number = plain_number(text)  # also refuses 'nan', 'inf', '1_800', '١٨٠٠'
            if number is None:
                bad_codes.append(i)
                continue
            table[i] = number
            if table[i] == 0:
                table[i] = np.nan
        for row in capped(np.flatnonzero(np.isin(codes, bad_codes)), lines, column, problems,
                          "not a rating"):
            shown = str(uniques[codes[row]])
            problems.append(Problem(message=f"'{shown}' is not a rating (a number, or blank, "
                                    "0 or '-' for unrated)", line=int(lines[row]),
                                    column=column, value=shown))
        out = table[codes]
    wrong = np.flatnonzero(~np.isnan(out) & ((out < MIN_RATING) | (out > MAX_RATING)))
    problems.extend(
        Problem(message=f"'{out[row]:g}' is not a rating (between 1 and 4000)",
                line=int(lines[row]), column=column, value=f"{out[row]:g}")
        for row in capped(wrong, lines, column, problems, "not a rating from 1 to 4000")
    )
    out[wrong] = np.nan
    return out


_DIGITS = re.compile(r"[0-9]+", re.ASCII)
FIRST_DATE, LAST_DATE = dt.date(1900, 1, 1), dt.date(2099, 12, 31)  # dates a file may give
DATE_RANGE = f"{FIRST_DATE.isoformat()} to {LAST_DATE.isoformat()}"


def parse_date(text: str) -> dt.date | None:
    """Read 2024-03-01, 2024.03.01, 01.03.2024, 01/03/2024, '28. 07. 2005', 24/03/01 (TRF 132)."""
    parts = _DIGITS.findall(text)
    if len(parts) != 3 or "?" in text or any(len(part) > 4 for part in parts):
        return None
    a, b, c = (int(p) for p in parts)
    if len(parts[0]) == 4:
        year, month, day = a, b, c
    elif len(parts[2]) == 4:
        year, month, day = c, b, a
        if month > 12 >= day:
            month, day = day, month
    elif all(len(p) == 2 for p in parts):
        year, month, day = 2000 + a if a < 70 else 1900 + a, b, c
    else:
        return None
    try:
        return dt.date(year, month, day)
    except ValueError:
        return None


def parse_dates(values: pd.Series, lines: np.ndarray, column: str,
                problems: list[Problem]) -> pd.Series:
    """Read a date column (blank allowed): datetime64 values, NaT where not given."""
    codes, uniques = factorized(values)
    table: list[dt.date | None] = []
    bad: list[int] = []
    outside: list[int] = []
    for i, value in enumerate(uniques):
        if isinstance(value, dt.date):
            parsed: dt.date | None = value
        else:
            text = "" if value is None or (isinstance(value, float) and math.isnan(value)) \
                else str(value).strip()
            parsed = parse_date(text) if text else None
            if text and parsed is None:
                bad.append(i)
        if parsed is not None and not FIRST_DATE <= parsed <= LAST_DATE:
            outside.append(i)  # (nanosecond timestamps would wrap round outside 1677-2262)
            parsed = None
        table.append(parsed)
    for row in capped(np.flatnonzero(np.isin(codes, bad + outside)), lines, column, problems,
                      "not a date that is read"):
        shown = str(uniques[codes[row]])
        why = f"is outside the dates read ({DATE_RANGE})" if codes[row] in outside \
            else "is not a date (use 2024-03-01)"
        problems.append(Problem(message=f"'{shown}' {why}", line=int(lines[row]), column=column,
                                value=shown))
    stamps = np.array([np.datetime64("NaT") if d is None else np.datetime64(d, "ns")
                       for d in table] or [np.datetime64("NaT")], dtype="datetime64[ns]")
    return pd.Series(stamps[np.asarray(codes, dtype=np.int64)], index=values.index)


def parse_numbers(values: pd.Series, lines: np.ndarray, column: str, problems: list[Problem],
                  *, low: float, high: float) -> np.ndarray:
    """Read an optional numeric profile column (blank = not given), checking a plausible range."""
    codes, uniques = factorized(values)
    text = [_number_text(value) for value in uniques]
    blank_values = np.array([item in ("", "-") for item in text], dtype=bool)
    found = [None if blank else plain_number(item)
             for item, blank in zip(text, blank_values, strict=True)]
    numbers = np.array([np.nan if number is None else number for number in found], dtype=float)
    out: np.ndarray = numbers[codes]
    given = ~blank_values[codes]
    wrong = (np.isnan(out) & given) | (out < low) | (out > high)
    for row in capped(np.flatnonzero(wrong), lines, column, problems,
                      f"not a {column.replace('_', ' ')}"):
        shown = str(uniques[codes[row]])
        problems.append(Problem(message=f"'{shown}' is not a {column.replace('_', ' ')} "
                                f"(a number from {low:g} to {high:g})", line=int(lines[row]),
                                column=column, value=shown))
    return out


def _number_text(value: object) -> str:
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return ""
    return str(value).strip()
