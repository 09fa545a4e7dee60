"""A file's events in rating order: dates, FIDE rating periods, time controls set by the user."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping

import numpy as np
import pandas as pd

from elo_core.errors import InputError
from elo_core.models import TimeControl
from elo_core.rules.rating_lists import fide_period

FROM_USER = "choice for this event"
PERIOD_FROM_FILE = "file"
PERIOD_FROM_DATE = "derived from the date"


def event_order(games: pd.DataFrame, default_date: dt.date | None) -> pd.DataFrame:
    """Events with their date (latest game date, else the given date, else today) and rating
    period (the file's `rating_period`, else the list after the event's last day), in date
    order; `code` is the event's code in the games' categories."""
    codes = np.asarray(games["event"].cat.codes, dtype=np.int64)
    labels = np.asarray(games["event"].cat.categories, dtype=object)
    stamps = games["date"].to_numpy(dtype="datetime64[ns]").view(np.int64)
    latest = np.full(len(labels), np.iinfo(np.int64).min)  # NaT
    np.maximum.at(latest, codes, stamps)
    first = np.full(len(labels), np.iinfo(np.int64).max)
    np.minimum.at(first, codes, games["source_line"].to_numpy(dtype=np.int64))
    period_codes = np.asarray(games["rating_period"].cat.codes, dtype=np.int64)
    period_of = np.full(len(labels), -1)
    np.maximum.at(period_of, codes, period_codes)  # one period per event (the reader checks)
    period_labels = np.append(np.asarray(games["rating_period"].cat.categories, dtype=object), "")
    used = np.flatnonzero(np.bincount(codes, minlength=len(labels)) > 0)
    dates = pd.Series(latest[used].view("datetime64[ns]"))
    given = pd.Timestamp(default_date or dt.date.today())
    grouped = pd.DataFrame({
        "event": labels[used], "date": dates.fillna(given),
        "first": first[used], "code": used,
        "date_source": np.where(dates.isna(), "given" if default_date else "today", "file"),
        "period": period_labels[period_of[used]],
    })
    derived = grouped["period"] == ""
    grouped["period_source"] = np.where(derived, PERIOD_FROM_DATE, PERIOD_FROM_FILE)
    if derived.any():
        days = {day: fide_period(pd.Timestamp(day).date())
                for day in grouped.loc[derived, "date"].unique()}
        grouped.loc[derived, "period"] = grouped.loc[derived, "date"].map(days)
    return grouped.sort_values(["date", "first"], kind="stable").reset_index(drop=True)


def by_period(order: pd.DataFrame) -> pd.DataFrame:
    """FIDE: events by rating period, then by date (all events of a period rate together)."""
    return order.sort_values(["period", "date", "first"], kind="stable").reset_index(drop=True)


def set_time_controls(controls: dict[str, tuple[TimeControl, str]],
                      chosen: Mapping[str, TimeControl] | None
                      ) -> dict[str, tuple[TimeControl, str]]:
    """Each event's time control with the user's choices applied ('NAME=blitz' on the CLI, the
    events table on the page); a name that is no event of the file is refused, listing them."""
    out = dict(controls)
    for name, control in (chosen or {}).items():
        if name not in out:
            known = ", ".join(f"'{e}'" for e in list(out)[:20])
            more = f" and {len(out) - 20} more" if len(out) > 20 else ""
            raise InputError(f"no event named '{name}' in the file, so its time control cannot "
                             f"be set; the events are {known}{more}")
        out[name] = (TimeControl(control), FROM_USER)
    return out


def batches(order: pd.DataFrame, fide: bool) -> np.ndarray:
    """Each event's batch: the events rated from the same ratings together. FIDE: all events of
    one rating period and time control; classic and US Chess: each event alone."""
    if not fide:
        return np.arange(len(order))
    keys = order["period"].astype(str) + "|" + order["time_control"].astype(str)
    codes, _ = pd.factorize(keys)
    return np.asarray(codes, dtype=np.int64)
