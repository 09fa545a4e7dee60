"""What each event's row of a season says: the rating after that event and, under FIDE, the
rating the next list shows (a period is rated at once), each labelled; a player without a
rating shows the games that count toward a first rating, not zeros."""

from __future__ import annotations

import numpy as np
import pandas as pd

from elo_core.field.rate import FieldResult
from elo_core.models import System

AFTER_EVENT = "After this event (unrounded)"
NEXT_LIST = "Rating on the next list"
SEASON_HELP = {
    AFTER_EVENT: "FIDE rates every event of a rating period from the rating at its start: "
                 "that rating plus the unrounded changes of the period's events so far, this "
                 "one included (blank: no rating yet)",
    NEXT_LIST: "the rating the list after this event's rating period shows: the period's "
               "change rounded once (half away from zero), or a first rating (blank: none "
               "yet); the same for every event of the period",
}


def event_progress(result: FieldResult) -> pd.DataFrame:
    """Per row of `result.rows` (same order): `after_event` (the rating after that event;
    FIDE: the period's start plus the unrounded changes so far), `next_list` (FIDE: the
    rating on the list after the period; NaN for the other systems, where a rating moves at
    every event) and the row's `games`, `score`, `expected`, `change`, `change_rounded` as
    the row should show them: for a player without a rating at that event, the games against
    rated opponents and the points in them (what a first rating is computed from), and no
    expected score or change (NaN, not 0)."""
    r = result.rows
    unrated = r["rating"].isna().to_numpy()
    games, score = _first_rating_games(result)
    out = pd.DataFrame({
        "games": np.where(unrated, games, r["games"].to_numpy(dtype=float)).astype(np.int64),
        "score": np.where(unrated, score, r["score"].to_numpy(dtype=float)),
        **{name: np.where(unrated, np.nan, r[name].to_numpy(dtype=float))
           for name in ("expected", "change", "change_rounded")},
    }, index=r.index)
    if result.system != System.FIDE:
        out["after_event"] = r["new_rating"].to_numpy(dtype=float)
        out["next_list"] = np.nan
        return out
    controls = dict(zip(result.events["event"].astype(str),
                        result.events["time_control"].astype(str), strict=True))
    place = {name: i for i, name in enumerate(result.events["event"].astype(str))}
    events = r["event"].astype(str)
    keys = pd.DataFrame({"player": r["player"].astype(str), "period": r["period"].astype(str),
                         "control": events.map(controls), "place": events.map(place),
                         "change": out["change"]}, index=r.index)
    ordered = keys.sort_values("place", kind="stable")  # (rows come in rating order)
    running = ordered.groupby(["player", "period", "control"], sort=False)["change"].cumsum()
    out["after_event"] = r["rating"] + running.reindex(r.index)
    out["next_list"] = r["new_rating"].to_numpy(dtype=float)
    return out


def _first_rating_games(result: FieldResult) -> tuple[np.ndarray, np.ndarray]:
    """Per row: the games played against an opponent with a rating, and the points in them
    (counted for every row; used for the rows of players without a rating)."""
    d = result.lines.data
    counted = d["played"].astype(bool) & ~np.isnan(d["opponent_rating"])
    sides = pd.DataFrame({"event": result.lines.events[d["event"][counted]],
                          "player": result.lines.names[d["player"][counted]],
                          "score": d["score"][counted]})
    totals = sides.groupby(["event", "player"], sort=False)["score"].agg(["size", "sum"])
    index = pd.MultiIndex.from_arrays([result.rows["event"].astype(str).to_numpy(dtype=object),
                                       result.rows["player"].astype(str).to_numpy(dtype=object)])
    found = totals.reindex(index)
    return (found["size"].fillna(0).to_numpy(dtype=float),
            found["sum"].fillna(0).to_numpy(dtype=float))
