"""Ratings and profiles carried by a whole field from event to event; text columns from codes."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd
import pyarrow as pa  # type: ignore[import-untyped]
import pyarrow.compute as pc  # type: ignore[import-untyped]

from elo_core.io.games import GLICKO_COLUMNS
from elo_core.io.players.profile_columns import Pool, for_control, parse_pool
from elo_core.models import TimeControl
from elo_core.rules.list_adjustments import adjustments_between

__all__ = ["TEXT", "Carried", "PlayerState", "Pool", "text_column"]

TEXT = pd.Series([""]).dtype  # pandas' default text type: "str" (Arrow) in pandas 3, else object


def text_column(labels: np.ndarray, codes: np.ndarray) -> object:
    """labels[codes] as a column of pandas' default text type, without a Python str per row."""
    if isinstance(TEXT, pd.StringDtype) and TEXT.storage == "pyarrow":
        taken = pc.take(pa.array(labels, type=pa.large_string()), pa.array(codes))
        return pd.array(taken, dtype=TEXT)
    return labels[codes]


class PlayerState:
    """Ratings and profiles carried from one event to the next (arrays indexed by player code)."""

    __slots__ = ("birth_year", "dropped", "elsewhere", "games_played", "k", "last_period",
                 "list_k", "list_period", "notes", "peak", "pending", "rating", "rd",
                 "volatility")

    def __init__(self, size: int) -> None:
        # an unrated player's earlier rated games, pooled towards a first FIDE rating
        self.pending: dict[int, Pool] = {}
        self.rating = np.full(size, np.nan)
        self.games_played = np.full(size, np.nan)
        self.peak = np.full(size, np.nan)
        self.birth_year = np.full(size, np.nan)
        self.k = np.full(size, np.nan)
        # a rating list's K for the next period: used in the player's first rated period here
        self.list_k = np.full(size, np.nan)
        # rated games played elsewhere in the player's first rating period of the file (700 rule)
        self.elsewhere = np.zeros(size, dtype=np.int64)
        # fell below FIDE's floor: off the list, so the file's ratings no longer apply to them
        self.dropped = np.zeros(size, dtype=bool)
        # Glicko-2: rating deviation and volatility, and the month number of the last period
        # with a game (NaN: none yet)
        self.rd = np.full(size, np.nan)
        self.volatility = np.full(size, np.nan)
        self.last_period = np.full(size, np.nan)
        # FIDE: the list the ratings stand on ('' before the first period) and what happened to
        # a player's rating between lists (said on their next row)
        self.list_period = ""
        self.notes = np.full(size, "", dtype=object)

    @classmethod
    def start(cls, names: np.ndarray, profiles: pd.DataFrame,
              control: str = "standard") -> PlayerState:
        """Profiles from the players table (rating, games played, birth year, peak, K, the list's
        K, off the list, pooled results) for one time control's list; Glicko-2's RD and
        volatility when it has them."""
        state = cls(len(names))
        if len(profiles):
            table = for_control(profiles, control).reindex(  # absent: NaN
                index=pd.Index(names, dtype=object))
            state.rating = table["rating"].to_numpy(dtype=float, copy=True)
            state.games_played = table["games_played"].to_numpy(dtype=float, copy=True)
            state.peak = table["peak_rating"].to_numpy(dtype=float, copy=True)
            # (read, never written: a read-only view of the table will do)
            state.birth_year = table["birth_year"].to_numpy(dtype=float)
            state.k = table["k"].to_numpy(dtype=float)
            state.elsewhere = np.nan_to_num(table["games_in_period"].to_numpy(dtype=float)
                                            ).astype(np.int64)
            state.list_k = table["list_k"].to_numpy(dtype=float, copy=True)
            state.dropped = table["off_list"].to_numpy(dtype=float) == 1
            state.rating[state.dropped] = np.nan
            texts = table["pending"].fillna("").astype(str).to_numpy(dtype=object)
            for code in np.flatnonzero(texts != "").tolist():
                pool = parse_pool(str(texts[code]))
                if isinstance(pool, list) and pool:  # (the players file reader checked it)
                    state.pending[code] = pool
            for name in GLICKO_COLUMNS:  # optional: only a players file for Glicko-2 has them
                if name in profiles.columns:
                    values = profiles[name].reindex(pd.Index(names, dtype=object))
                    setattr(state, name, values.to_numpy(dtype=float, copy=True))
        return state

    def advance(self, present: np.ndarray, pre: np.ndarray, new: np.ndarray,
                n: np.ndarray) -> None:
        """Carry ratings, games played and peaks on to the next event."""
        started_unrated = np.isnan(pre[present]) & ~np.isnan(new[present])
        gp = self.games_played[present]
        self.games_played[present] = np.where(np.isnan(gp) & ~started_unrated, gp,
                                              np.nan_to_num(gp) + n[present])
        self.rating[present] = new[present]
        self.peak[present] = np.fmax(self.peak[present], np.fmax(pre[present], new[present]))

    def adjust(self, control: TimeControl, period: str) -> None:
        """Apply the list-level adjustments between the list the ratings stand on and the
        rating period `period` (FIDE's 1 March 2024 raise), saying each on the player's row."""
        for rule in adjustments_between(control, self.list_period, period):
            raised = rule.raise_of(self.rating)
            moved = np.flatnonzero(raised > 0)
            before = self.rating[moved]
            self.rating[moved] = before + raised[moved]
            self.peak[moved] = np.fmax(self.peak[moved], self.rating[moved])
            self.notes[moved] = [f"{b:g} -> {b + r:g} on the {rule.period} list ({rule.label})"
                                 for b, r in zip(before, raised[moved], strict=True)]

    def drop(self, players: np.ndarray) -> None:
        """Players below the floor leave the list: unrated from now on, their pool restarts."""
        self.rating[players] = np.nan
        self.dropped[players] = True
        for code in players.tolist():
            self.pending.pop(int(code), None)


@dataclass(frozen=True, kw_only=True, slots=True, eq=False)
class Carried:
    """What a rated file hands on: the players (codes into `names`), each time control's list
    state after the last event, and the players table the file started from."""

    names: np.ndarray
    states: dict[str, PlayerState]  # time control -> its list
    profiles: pd.DataFrame
