"""The CSV column `rating_period` (YYYY-MM, the FIDE list that rates an event): read and checked."""

from __future__ import annotations

import numpy as np
import pandas as pd

from elo_core.errors import Problem
from elo_core.io.cells.values import factorized
from elo_core.rules.rating_lists import parse_period

MAX_LISTED = 200  # problems listed per kind (a bad column would otherwise list every row)
ROWS_SHOWN = 10


def _rows_text(lines: np.ndarray) -> str:
    shown = ", ".join(str(int(line)) for line in lines[:ROWS_SHOWN])
    more = f" and {len(lines) - ROWS_SHOWN} more" if len(lines) > ROWS_SHOWN else ""
    return f"row{'s' if len(lines) > 1 else ''} {shown}{more}"


def read_periods(values: pd.Series, lines: np.ndarray, events: pd.Categorical,
                 problems: list[Problem]) -> pd.Categorical:
    """Each row's rating period ('' when blank), with a problem for every bad cell, every event
    given two periods, and every event without one when other events give one."""
    codes, uniques = factorized(values)
    texts = np.array(["" if not isinstance(v, str) and pd.isna(v) else str(v).strip()
                      for v in uniques], dtype=object)
    parsed = np.array([parse_period(t) or "" if t else "" for t in texts], dtype=object)
    bad_label = (texts != "") & (parsed == "")
    bad = np.flatnonzero(bad_label[codes])
    problems.extend(Problem(message=f"'{texts[codes[i]]}' is not a rating period (write the "
                            "list's month as YYYY-MM, e.g. 2026-10)", line=int(lines[i]),
                            column="rating_period", value=str(texts[codes[i]]))
                    for i in bad[:MAX_LISTED])
    row_period = parsed[codes] if len(codes) else np.array([], dtype=object)
    out_codes, labels = pd.factorize(row_period)
    given = row_period != ""
    if given.any() and not bad.size:
        _check_events(np.asarray(out_codes), np.asarray(labels, dtype=object), given,
                      lines=lines, events=events, problems=problems)
    return pd.Categorical.from_codes(np.asarray(out_codes),
                                     categories=pd.Index(np.asarray(labels, dtype=object)),
                                     validate=False)


def _check_events(codes: np.ndarray, labels: np.ndarray, given: np.ndarray, *,
                  lines: np.ndarray, events: pd.Categorical, problems: list[Problem]) -> None:
    """One period per event, and a period for every event once any event has one (only the
    events with a problem are visited one by one)."""
    event_codes = np.asarray(events.codes, dtype=np.int64)
    names = np.asarray(events.categories, dtype=object)
    pairs = np.unique(event_codes[given] * len(labels) + codes[given])
    per_event = np.bincount(pairs // len(labels), minlength=len(names))
    for code in np.flatnonzero(per_event > 1)[:MAX_LISTED]:
        periods = pairs[pairs // len(labels) == code] % len(labels)
        mine = event_codes == code
        firsts = [int(lines[np.flatnonzero(mine & given & (codes == p))[0]]) for p in periods]
        listed = ", ".join(f"{labels[p]} (row {line})" for p, line in zip(periods, firsts,
                                                                       strict=True))
        problems.append(Problem(
            message=f"event '{names[code]}' is given {len(periods)} rating periods: {listed}; "
                    "all games of an event are rated on one list", line=firsts[1],
            column="rating_period", value=str(labels[periods[1]])))
    for code in np.unique(event_codes[~given])[:MAX_LISTED]:
        missing = lines[(event_codes == code) & ~given]
        problems.append(Problem(
            message=f"event '{names[code]}' has no rating_period on {_rows_text(missing)}, while "
                    "other rows give one: give it for every event or for none",
            line=int(missing[0]), column="rating_period", value=""))
