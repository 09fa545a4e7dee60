"""What each event's row of a season says: the rating after that event and, under FIDE, the
rating the next list shows (a period is rated at once), each labelled; a player without a
rating shows the games that count toward a first rating, not zeros."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pyarrow as pa  # type: ignore[import-untyped]
import pyarrow.compute as pc  # type: ignore[import-untyped]

from elo_core.field.rate import FieldResult
from elo_core.models import System

AFTER_EVENT = "After this event (unrounded)"
NEXT_LIST = "Rating on the next list"
FIGURES = ("games", "score", "expected", "change", "change_rounded")
SEASON_HELP = {
    AFTER_EVENT: "FIDE rates every event of a rating period from the rating at its start: "
                 "that rating plus the unrounded changes of the period's events so far, this "
                 "one included (blank: no rating yet)",
    NEXT_LIST: "the rating the list after this event's rating period shows: the period's "
               "change rounded once (half away from zero), or a first rating (blank: none "
               "yet); the same for every event of the period",
}


def row_figures(result: FieldResult) -> pd.DataFrame:
    """Per row of `result.rows` (same order): `games`, `score`, `expected`, `change`,
    `change_rounded` as the row should show them. For a player without a rating at that
    event: the games against rated opponents and the points in them (what a first rating is
    computed from), and no expected score or change (NaN, not 0); other rows as rated."""
    r = result.rows
    out = pd.DataFrame({name: r[name] for name in FIGURES}, index=r.index)
    unrated = r["rating"].isna().to_numpy()
    if unrated.any():
        games, score = _first_rating_games(result, np.flatnonzero(unrated))
        out["games"] = np.where(unrated, games, r["games"].to_numpy()).astype(np.int64)
        out["score"] = np.where(unrated, score, r["score"].to_numpy(dtype=float))
        for name in ("expected", "change", "change_rounded"):
            out[name] = np.where(unrated, np.nan, r[name].to_numpy(dtype=float))
    return out


def event_progress(result: FieldResult) -> pd.DataFrame:
    """`row_figures` with `after_event` (the rating after that event; FIDE: the period's
    start plus the unrounded changes so far in that period and time control) and
    `next_list` (FIDE: the rating on the list after the period; NaN for the other systems,
    where a rating moves at every event)."""
    r = result.rows
    out = row_figures(result)
    if result.system != System.FIDE:
        out["after_event"] = r["new_rating"].to_numpy(dtype=float)
        out["next_list"] = np.nan
        return out
    event_code, event_names = pd.factorize(r["event"])
    events = result.events["event"].astype(str).tolist()
    control = dict(zip(events, result.events["time_control"].astype(str), strict=True))
    place = np.array([events.index(name) for name in event_names], dtype=np.int64)[event_code]
    controls = pd.factorize(np.array([control[name] for name in event_names],
                                     dtype=object))[0][event_code]
    player, period = pd.factorize(r["player"])[0], pd.factorize(r["period"])[0]
    key = (player.astype(np.int64) * (period.max() + 1) + period) * (controls.max() + 1) + controls
    order = np.argsort(place, kind="stable")  # (rows come in rating order already)
    change = out["change"].to_numpy(dtype=float)[order]
    running = np.empty(len(order))
    running[order] = pd.Series(change).groupby(key[order]).cumsum().to_numpy(dtype=float)
    out["after_event"] = r["rating"].to_numpy(dtype=float) + running
    out["next_list"] = r["new_rating"].to_numpy(dtype=float)
    return out


def first_rating_totals(result: FieldResult) -> pd.DataFrame:
    """For the players with an event where they had no rating (index: name): the games,
    score, expected score and change of their rows as `row_figures` gives them, summed over
    the file; expected and change stay NaN for a player never rated at an event (a first
    rating has neither). Empty when every row had a rating (the engine's totals hold)."""
    r = result.rows
    unrated = r["rating"].isna().to_numpy()
    if not unrated.any():
        return pd.DataFrame(columns=["games", "score", "expected", "change"])
    names = r["player"].astype(str)
    codes = pd.factorize(names)[0]  # (isin on a text column makes a pyarrow scalar a name)
    mine = np.isin(codes, codes[unrated])
    shown = row_figures(result)[mine].assign(player=names[mine].to_numpy(dtype=object))
    grouped = shown.groupby("player", sort=False)
    return pd.DataFrame({"games": grouped["games"].sum(), "score": grouped["score"].sum(),
                         "expected": grouped["expected"].sum(min_count=1),
                         "change": grouped["change"].sum(min_count=1)})


def _first_rating_games(result: FieldResult, unrated: np.ndarray
                        ) -> tuple[np.ndarray, np.ndarray]:
    """Per row: the games a player without a rating played against an opponent with one, and
    the points in them (filled for the `unrated` rows only)."""
    d = result.lines.data
    counted = (d["played"].astype(bool) & np.isnan(d["rating"])
               & ~np.isnan(d["opponent_rating"]))
    games, score = np.zeros(len(result.rows)), np.zeros(len(result.rows))
    if not counted.any():
        return games, score
    sides = pd.DataFrame({"event": result.lines.events[d["event"][counted]],
                          "player": result.lines.names[d["player"][counted]],
                          "score": d["score"][counted]})
    totals = sides.groupby(["event", "player"], sort=False)["score"].agg(["size", "sum"])
    index = pd.MultiIndex.from_arrays([
        result.rows["event"].iloc[unrated].astype(str).to_numpy(dtype=object),
        result.rows["player"].iloc[unrated].astype(str).to_numpy(dtype=object)])
    found = totals.reindex(index)
    games[unrated] = found["size"].fillna(0).to_numpy(dtype=float)
    score[unrated] = found["sum"].fillna(0).to_numpy(dtype=float)
    return games, score


def name_positions(names: object, players: object) -> np.ndarray:
    """Where each of `names` is among `players` (-1: not there), hashed in pyarrow: a pandas
    index of 76,730 names, made of Python strings and hashed one by one, took 0.06 s."""
    among = np.asarray(players, dtype=object)
    if not len(among):
        return np.full(len(np.asarray(names, dtype=object)), -1, dtype=np.int64)
    found = pc.index_in(pa.array(np.asarray(names, dtype=object), pa.string()),
                        value_set=pa.array(among, pa.string()))
    return np.asarray(found.fill_null(-1).to_numpy(zero_copy_only=False), dtype=np.int64)


def player_totals(result: FieldResult, names: np.ndarray
                  ) -> tuple[dict[str, np.ndarray], np.ndarray]:
    """Per player of `names` (the final table's): games, score, expected and change as the
    table shows them (the engine's totals; a player without a rating at an event: the
    `first_rating_totals` figures, no zeros), and who was never rated at an event (expected
    and change NaN). Each name is found once, by position (a pandas update and isin hashed
    the names twice)."""
    p, first = result.players, first_rating_totals(result)
    at = name_positions(names, first.index)
    mine = np.flatnonzero(at >= 0)
    totals = {}
    for name in ("games", "score", "expected", "change"):
        values = np.array(p[name].to_numpy(dtype=float), dtype=float)  # (a copy: written)
        given = first[name].to_numpy(dtype=float)[at[mine]]
        values[mine[~np.isnan(given)]] = given[~np.isnan(given)]  # (as update: NaN keeps)
        totals[name] = values
    never_rated = np.zeros(len(names), dtype=bool)
    never_rated[mine] = np.isnan(first["change"].to_numpy(dtype=float)[at[mine]])
    for name in ("expected", "change"):
        totals[name][never_rated] = np.nan
    return totals, never_rated
