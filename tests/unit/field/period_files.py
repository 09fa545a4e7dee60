"""Event files for the rating-period tests, and a check against the one-player engine."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from elo_core.event import rate_event
from elo_core.field.rate import FieldResult
from elo_core.models import Game, Profile, Result, System
from elo_core.rules.rounding import half_away_int

HEADER = "event,date,white,black,white_rating,black_rating,result,white_games_played\n"
RESULTS = {1.0: Result.WIN, 0.5: Result.DRAW, 0.0: Result.LOSS}


def five_events() -> str:
    """Hero (2054, 100 games) in five September 2026 events, one game per opponent."""
    plan = [("E1", "2026-09-05", "11111100"), ("E2", "2026-09-12", "1111==00"),
            ("E3", "2026-09-19", "11111000"), ("E4", "2026-09-24", "1111=00"),
            ("E5", "2026-09-28", "111===00")]
    rows, n = [], 0
    for event, day, results in plan:
        for mark in results:
            n += 1
            opponent = 2010 if n == 1 else 2054
            score = {"1": "1", "=": "1/2", "0": "0"}[mark]
            rows.append(f"{event},{day},Hero,O{n},2054,{opponent},{score},100")
    return HEADER + "\n".join(rows) + "\n"


def two_events() -> str:
    """A (2000) scores 10.5 of 20 in X and in Y (January 2025) against 2000 opponents."""
    rows = []
    for event, day in (("X", "2025-01-12"), ("Y", "2025-01-26")):
        marks = "1" * 10 + "=" + "0" * 9
        rows += [f"{event},{day},A,{event}{i},2000,2000,{ {'1': '1', '=': '1/2', '0': '0'}[m] },"
                 "100" for i, m in enumerate(marks)]
    return HEADER + "\n".join(rows) + "\n"


def agree_with_one_player_engine(result: FieldResult) -> int:
    """Compare every (event, player) row with rate_event and every period with the rounded sum
    of its events; returns how many players were checked."""
    periods = result.periods.set_index(["period", "player"])
    checked = set()
    for (period, player), rows in result.rows.groupby(["period", "player"], sort=False):
        total = int(rows["games"].sum())
        changes = []
        for row in rows.itertuples(index=False):
            lines = result.lines.frame(event=str(row.event), player=str(player))
            games = [Game(opponent_rating=None if np.isnan(r) else float(r),
                          result=RESULTS[s], played=bool(p), opponent=str(o))
                     for r, s, p, o in zip(lines["opponent_rating"], lines["score"],
                                           lines["played"], lines["opponent"], strict=True)]
            if pd.isna(row.rating):
                assert row.games == 0
                continue
            profile = Profile(rating=float(row.rating), games_played=100,
                              games_in_period=total or None)
            expected = rate_event(profile, games, system=System.FIDE,
                                  date=pd.Timestamp(row.date).date())
            assert row.games == expected.n_rated, (player, row.event)
            if row.games:
                assert row.k == expected.k, (player, row.event)
                assert row.expected == np.float64(expected.expected), (player, row.event)
            assert row.change == pytest.approx(expected.change, abs=1e-9), (player, row.event)
            changes.append(expected.change)
        mine = periods.loc[(period, player)]
        if changes and total:
            assert mine["change_rounded"] == half_away_int(sum(changes))
            assert mine["rating_after"] == mine["rating_before"] + mine["change_rounded"]
        checked.add(player)
    return len(checked)

