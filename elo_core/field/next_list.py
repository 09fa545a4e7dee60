"""The next rating list out of a rated file, in the players-file format: every player's rating,
games played, peak, birth year, K status and title per time control, with all a later file needs
to go on exactly as if both had been rated in one (the list's unused K, off the list, the pooled
results of unrated players)."""

from __future__ import annotations

import datetime as dt
import math

import numpy as np
import pandas as pd

from elo_core.errors import EditionError
from elo_core.field import arrays
from elo_core.field.rate import FieldResult
from elo_core.field.state import PlayerState
from elo_core.io.games import IDENTITY_COLUMNS
from elo_core.io.players.profile_columns import (
    LIST_IDENTITY,
    PER_CONTROL,
    PREFIX,
    for_control,
    pool_text,
)
from elo_core.models import System, TimeControl
from elo_core.rules.editions import fide_edition
from elo_core.rules.list_adjustments import adjustments_of

IDENTITY = tuple(c for c in (*IDENTITY_COLUMNS, *LIST_IDENTITY) if c != "start_number")
SHARED = ("birth_year", "k")  # one value for every list: the birth year, a K of one's own


def _from_state(state: PlayerState, control: str) -> dict[str, np.ndarray]:
    rating = state.rating  # the list written for the state's period has its adjustments
    for rule in adjustments_of(TimeControl(control), state.list_period):
        rating = rating + rule.raise_of(rating)
    pending = np.full(len(state.rating), "", dtype=object)
    for code, pool in state.pending.items():
        pending[code] = pool_text(pool)
    return {"rating": rating, "games_played": state.games_played,
            "peak_rating": np.fmax(state.peak, rating),  # (a raised rating may be a new peak;
            # the period's own ratings are in the peak already)
            "games_in_period": state.elsewhere.astype(float),
            "list_k": state.list_k, "off_list": state.dropped.astype(float), "pending": pending,
            "birth_year": state.birth_year, "k": state.k}


def next_period_day(result: FieldResult, control: str) -> dt.date | None:
    """The first day of the month of the last list the file rated for `control` (the events of
    that month go on the next list), None when the file rated no FIDE period of it."""
    periods = result.periods
    if periods.empty:
        return None
    mine = periods.loc[periods["time_control"].astype(str) == control, "period"].astype(str)
    if mine.empty:
        return None
    return dt.date.fromisoformat(f"{mine.max()}-01")


def next_k(result: FieldResult, control: str, table: pd.DataFrame) -> np.ndarray:
    """FIDE: each rated player's K for the next period by the rules (before the 700 rule, which
    depends on that period's games), as a list shows it; a K of one's own or the list's unused
    K as they are; NaN for unrated players. `table`: the control's CARRIED columns."""
    day = next_period_day(result, control) if result.system == System.FIDE else None
    size = len(table)
    if day is None:
        return np.full(size, math.nan)
    try:
        edition = fide_edition(day, TimeControl(control))
    except EditionError:
        return np.full(size, math.nan)
    column = {name: table[name].to_numpy(dtype=float) for name in
              ("rating", "peak_rating", "birth_year", "games_played", "k", "list_k")}
    k, _ = arrays.fide_k(column["rating"], column["peak_rating"], column["birth_year"],
                         column["games_played"], np.zeros(size, dtype=np.int64),
                         edition=edition, date=day)
    own = np.where(np.isnan(column["k"]), column["list_k"], column["k"])
    return np.where(np.isnan(column["rating"]), math.nan, np.where(np.isnan(own), k, own))


def next_list(result: FieldResult) -> pd.DataFrame:
    """One row per player (the file's and the players table's) in name order, columns in the
    players-file format; a time control's columns are prefixed (`rapid_rating`) unless they
    are the same as the standard ones (which the players file then uses for every list)."""
    carried = result.carried
    if carried is None:
        raise ValueError("this result carries no list state")
    names = [str(n) for n in carried.names if str(n)]
    extra = [str(n) for n in carried.profiles.index if str(n) not in set(names)]
    index = pd.Index(names + extra, dtype=object, name="player")
    at = pd.Index([str(n) for n in carried.names], dtype=object)
    out = pd.DataFrame(index=index)
    profiles = carried.profiles
    for column in IDENTITY:
        if column in profiles.columns:
            values = profiles[column].reindex(index)
            out[column] = values.astype(object).where(values.notna(), "")
    for control, prefix in PREFIX.items():
        given = for_control(profiles, control).reindex(index) if len(profiles) else None
        state = carried.states.get(control)
        figures = _from_state(state, control) if state is not None else {}
        for name in (*PER_CONTROL, *SHARED):
            column = name if name in SHARED or not prefix else prefix + name
            if name in figures:
                values = pd.Series(figures[name], index=at).reindex(index)
                if given is not None and name in given.columns and extra:
                    values = values.where(values.index.isin(names), given[name])
            elif given is not None and name in given.columns:
                values = given[name]
            else:
                continue
            if name in SHARED and name in out.columns:
                out[name] = out[name].where(out[name].notna(), values)
            else:
                out[column] = values
        if state is not None:
            mine = for_control(out, control)
            out[prefix + "next_k"] = next_k(result, control, mine)
    # by name, as a list is read (case aside; the exact text breaks a tie)
    order = sorted(range(len(out)), key=lambda i: (str(out.index[i]).casefold(),
                                                    str(out.index[i])))
    return _without_repeats(out.iloc[order])


def _without_repeats(table: pd.DataFrame) -> pd.DataFrame:
    """Leave out what the players file reads the same without it: a column at its default for
    everyone (blank; 0 for off_list and games_in_period) whose standard column is too, and a
    `rapid_x` / `blitz_x` equal to `x` (a missing prefixed column falls back to `x`)."""
    def default(column: str) -> bool:
        values = table[column]
        blank = values.isna() | (values.astype(str) == "")
        if column.endswith(("off_list", "games_in_period")):
            blank |= values.astype(str).isin(["0", "0.0"])
        return bool(blank.all())

    keep = []
    for column in table.columns:
        base = column.split("_", 1)[1] if column.startswith(("rapid_", "blitz_")) else None
        if base is None:
            if not default(column):
                keep.append(column)
            continue
        base_default = base not in table.columns or default(base)
        if (default(column) and base_default) or (
                base in table.columns and _same(table[column], table[base])):
            continue
        keep.append(column)
    return table[keep]


def _same(a: pd.Series, b: pd.Series) -> bool:
    """Equal for every player (blank and not given alike)."""
    a_blank, b_blank = a.isna() | (a.astype(str) == ""), b.isna() | (b.astype(str) == "")
    return bool(((a_blank & b_blank) | (~a_blank & ~b_blank & (a.astype(str) == b.astype(str)))
                 ).all())


def list_csv(table: pd.DataFrame) -> bytes:
    """The table as a players CSV (UTF-8): whole numbers without '.0', others exactly (the
    shortest text that reads back to the same float), blanks for not given."""
    lines = [",".join(["player", *table.columns])]
    columns = [table[c].tolist() for c in table.columns]
    for i, name in enumerate(table.index):
        cells = [_cell(name)] + [_cell(values[i]) for values in columns]
        lines.append(",".join(cells))
    return ("\n".join(lines) + "\n").encode("utf-8")


def _cell(value: object) -> str:
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return ""
    if isinstance(value, (float, np.floating)):
        number = float(value)
        return str(int(number)) if number.is_integer() else repr(number)
    text = str(value)
    if any(c in text for c in ',"\n\r'):
        return '"' + text.replace('"', '""') + '"'
    return text
