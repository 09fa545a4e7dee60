"""FIDE K thresholds on both sides, each K worked by hand from RULES.md 2.3 (shared by the
one-player engine's tests and the whole-field engine's array tests)."""

from __future__ import annotations

import datetime as dt
from typing import NamedTuple

from elo_core.models import TimeControl

D = dt.date
DAY = D(2025, 6, 1)  # 40/20/10, junior and 700 rules in force; the junior year is 2025


class KCase(NamedTuple):
    """One player on one date and the K the rules give, with why."""

    why: str
    rating: float
    k: int
    peak: float | None = None
    birth_year: int | None = None
    games_played: int | None = 100
    games_in_period: int = 0
    date: dt.date = DAY
    time_control: TimeControl = TimeControl.STANDARD


CASES = [
    KCase("2399 is under 2400: established K 20", 2399, 20),
    KCase("2399.5 (a field's fractional rating) is under 2400: K 20", 2399.5, 20),
    KCase("2400 has reached 2400: K 10", 2400, 10),
    KCase("peak 2399 has not reached 2400: K 20", 2300, 20, peak=2399),
    KCase("peak 2400 has: K 10 for good", 2300, 10, peak=2400),
    KCase("29 games: new, K 40", 1800, 40, games_played=29),
    KCase("30 games: established, K 20", 1800, 20, games_played=30),
    KCase("junior in the year of the 18th birthday, under 2300: K 40", 2299, 40,
          birth_year=2007),
    KCase("junior the year after the 18th birthday: K 20", 2299, 20, birth_year=2006),
    KCase("junior rated 2300: K 20", 2300, 20, birth_year=2007),
    KCase("700 rule: 20 x 35 = 700 does not exceed 700: K 20", 2000, 20, games_in_period=35),
    KCase("700 rule: 20 x 36 = 720: K = 700 // 36 = 19", 2000, 19, games_in_period=36),
    KCase("700 rule: 40 x 17 = 680: K 40", 1600, 40, games_played=5, games_in_period=17),
    KCase("700 rule: 40 x 18 = 720: K = 700 // 18 = 38", 1600, 38, games_played=5,
          games_in_period=18),
    KCase("700 rule: 10 x 70 = 700: K 10", 2500, 10, games_in_period=70),
    KCase("700 rule: 10 x 71 = 710: K = 700 // 71 = 9", 2500, 9, games_in_period=71),
    KCase("2014-06-30: K 15 for an established player", 2000, 15, date=D(2014, 6, 30)),
    KCase("2014-07-01: K 20", 2000, 20, date=D(2014, 7, 1)),
    KCase("2014-06-30: no junior rule, K 15", 2000, 15, birth_year=2000, date=D(2014, 6, 30)),
    KCase("2014-07-01: junior rule, K 40", 2000, 40, birth_year=2000, date=D(2014, 7, 1)),
    KCase("2010-12-31: new player K 25", 1800, 25, games_played=5, date=D(2010, 12, 31)),
    KCase("2011-01-01: new player K 30", 1800, 30, games_played=5, date=D(2011, 1, 1)),
    KCase("2017-08-31: no 700 rule, 39 games keep K 20", 2000, 20, games_in_period=39,
          date=D(2017, 8, 31)),
    KCase("2017-09-01: 700 rule, 39 games: K = 700 // 39 = 17", 2000, 17, games_in_period=39,
          date=D(2017, 9, 1)),
    KCase("rapid 2022-09-30: K 20 for all, a new player too", 1500, 20, games_played=3,
          date=D(2022, 9, 30), time_control=TimeControl.RAPID),
    KCase("rapid 2022-10-01: standard K rules, new player K 40", 1500, 40, games_played=3,
          date=D(2022, 10, 1), time_control=TimeControl.RAPID),
    KCase("rapid 2022-09-30: a 2450 also K 20", 2450, 20, date=D(2022, 9, 30),
          time_control=TimeControl.RAPID),
    KCase("rapid 2022-10-01: a 2450 gets K 10", 2450, 10, date=D(2022, 10, 1),
          time_control=TimeControl.RAPID),
]
