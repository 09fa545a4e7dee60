"""Events a file does not name: guessed from its dates, and said (a weekend Swiss is one event)."""

from __future__ import annotations

import numpy as np
import pandas as pd

from elo_core.errors import FileWarning
from elo_core.io.cells.dates import DateKind, read_date

LONGEST_WEEKEND = 7  # days: rounds that continue over dates this close are one event


def events_from_dates(dates: pd.Categorical, rounds: object,
                      *, name: str) -> tuple[pd.Categorical | np.ndarray, list[FileWarning]]:
    """With no event column, each date was an event. When the rounds continue from one date to
    the next (no round number on two dates) within LONGEST_WEEKEND days, the dates are one
    event, `name` (events_joined_by_rounds); otherwise one event per date
    (events_from_dates). Either is said; one date alone is one event, unsaid."""
    labels = np.asarray(dates.categories, dtype=object)
    codes = np.asarray(dates.codes, dtype=np.int64)
    used = [str(labels[c]) for c in np.unique(codes[codes >= 0]).tolist() if labels[c] != ""]
    if len(used) < 2:
        return dates, []
    shown = ", ".join(used[:5]) + (f" and {len(used) - 5:,} more" if len(used) > 5 else "")
    if isinstance(rounds, pd.Categorical) and _one_event(dates, rounds, used):
        return np.full(len(codes), name, dtype=object), [FileWarning(
            code="events_joined_by_rounds", value=shown,  # (no column or row to point at)
            what=f"no event column: the games of {shown} are read as one event, '{name}', "
                 "because the round numbers go on from one date to the next; add an event "
                 "column if they are separate events")]
    return dates, [FileWarning(
        code="events_from_dates", value=shown,
        what=f"no event column: each of the {len(used):,} dates ({shown}) is rated as its "
             "own event (its own list, norms and standings); if they are one tournament, add "
             "an event column with one name")]


def _one_event(dates: pd.Categorical, rounds: pd.Categorical, used: list[str]) -> bool:
    """No round label on two dates, and every date read and within LONGEST_WEEKEND days."""
    days = [read_date(text) for text in used]
    if any(d.kind != DateKind.FULL or d.date is None for d in days):
        return False
    span = max(d.date for d in days if d.date) - min(d.date for d in days if d.date)
    if span.days > LONGEST_WEEKEND:
        return False
    pairs = pd.DataFrame({"round": np.asarray(rounds.codes), "date": np.asarray(dates.codes)})
    pairs = pairs[(pairs["round"] >= 0) & (np.asarray(rounds.categories, dtype=object)[
        np.maximum(pairs["round"].to_numpy(), 0)] != "")]
    if pairs.empty:
        return False
    return bool((pairs.drop_duplicates().groupby("round")["date"].size() == 1).all())
