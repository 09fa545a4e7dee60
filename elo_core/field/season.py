"""A file's events in rating order: dates, FIDE rating periods, time controls set by the user."""

from __future__ import annotations

import datetime as dt
import functools
from collections.abc import Mapping

import numpy as np
import pandas as pd

from elo_core.errors import InputError
from elo_core.models import System, TimeControl
from elo_core.rules.editions import uscf_edition
from elo_core.rules.rating_lists import fide_period

FROM_USER = "choice for this event"
PERIOD_FROM_FILE = "file"
PERIOD_FROM_DATE = "derived from the date"


def event_date(dates: pd.Series, given: dt.date | None) -> dt.date:
    """One event's date, as `event_order` dates every event of a field: its latest game date,
    else the date the user gave, else today."""
    latest = dates.max() if len(dates) else pd.NaT
    if not pd.isna(latest):
        return pd.Timestamp(latest).date()
    return given or dt.date.today()


def date_source(dates: pd.Series, given: dt.date | None) -> str:
    """Where `event_date` took the date from: 'file', 'given' or 'today' (`event_order`'s
    date_source)."""
    return "file" if dates.notna().any() else "given" if given is not None else "today"


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
    period_of = np.full(len(labels), np.iinfo(np.int64).min)  # (no period: code -1, label "")
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
    return grouped.sort_values(["date", "first"], kind="stable", ignore_index=True)


def by_month(order: pd.DataFrame) -> pd.DataFrame:
    """Glicko-2: the file's rating periods, else the month of each event's date, then by
    period (a club ladder's or an online pool's periods are calendar months)."""
    derived = order["period_source"] == PERIOD_FROM_DATE
    months = pd.to_datetime(order["date"]).dt.strftime("%Y-%m")
    return by_period(order.assign(period=order["period"].where(~derived, months)))


def by_period(order: pd.DataFrame) -> pd.DataFrame:
    """FIDE: events by rating period, then by date (all events of a period rate together)."""
    return order.sort_values(["period", "date", "first"], kind="stable", ignore_index=True)


LISTED_EVENTS = 20  # an unknown event name is answered with the first 20 of the file's events


def set_time_controls(controls: dict[str, tuple[TimeControl, str]],
                      chosen: Mapping[str, TimeControl] | None
                      ) -> dict[str, tuple[TimeControl, str]]:
    """Each event's time control with the user's choices applied ('NAME=blitz' on the CLI, the
    events table on the page); a name that is no event of the file is refused, listing them."""
    out = dict(controls)
    for name, control in (chosen or {}).items():
        if name not in out:
            known = ", ".join(f"'{e}'" for e in list(out)[:LISTED_EVENTS])
            more = (f" and {len(out) - LISTED_EVENTS} more" if len(out) > LISTED_EVENTS
                    else "")
            raise InputError(f"no event named '{name}' in the file, so its time control cannot "
                             f"be set; the events are {known}{more}")
        out[name] = (TimeControl(control), FROM_USER)
    return out


def batches(order: pd.DataFrame, system: System, bounds: np.ndarray, player: np.ndarray,
            size: int) -> np.ndarray:
    """Each event's batch (batches numbered in the order they must be rated): the events rated
    from the same ratings together.

    FIDE and Glicko-2: all events of one rating period and time control. Classic and US Chess
    rate event after event, but events that share no player do not depend on each other: an
    event goes in the wave after the last wave of any of its players (so a player's events stay
    in date order), and the events of one wave are rated at once (US Chess: those under the same
    rules, i.e. the same bonus threshold).
    """
    controls = order["time_control"].astype(str)
    if system in (System.FIDE, System.GLICKO2):
        codes, _ = pd.factorize(order["period"].astype(str) + "|" + controls)
        return np.asarray(codes, dtype=np.int64)
    control_codes, _ = pd.factorize(controls)
    wave = event_waves(bounds, player, np.asarray(control_codes), size)
    same = [_uscf_rules(day) for day in order["date"]] if system == System.USCF else ""
    keys = pd.DataFrame({"wave": wave, "control": controls, "same": same})
    return np.asarray(keys.groupby(["wave", "control", "same"]).ngroup(), dtype=np.int64)


@functools.lru_cache(maxsize=4096)
def _uscf_rules(day: pd.Timestamp) -> str:
    return uscf_edition(day.date()).name


def event_waves(bounds: np.ndarray, player: np.ndarray, control: np.ndarray,
                size: int) -> np.ndarray:
    """Per event (its sides between `bounds`): 1 + the latest wave of its players' earlier
    events on the same list (0 for an event whose players have none)."""
    after: dict[int, np.ndarray] = {}  # per list, per player: 1 + their latest wave (0: none)
    wave = np.zeros(len(control), dtype=np.int64)
    for e in range(len(control)):
        mine = player[bounds[e]:bounds[e + 1]]
        if int(control[e]) not in after:
            after[int(control[e])] = np.zeros(size, dtype=np.int64)
        line = after[int(control[e])]
        wave[e] = line[mine].max(initial=0)
        line[mine] = wave[e] + 1
    return wave
