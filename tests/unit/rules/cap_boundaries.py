"""FIDE's 350/400-point rule on both sides of its dates, of 2650 and of the 2022 'once per
event' wording: one player's games, the gaps used and PD (hundredths) worked by hand from
RULES.md 2.1-2.2 (shared by the one-player and the whole-field engine's tests)."""

from __future__ import annotations

import datetime as dt
from typing import NamedTuple

D = dt.date


class CapCase(NamedTuple):
    """A player's rating, opponents and date; the gaps used and PD of each game."""

    why: str
    date: dt.date
    own: float
    opponents: tuple[float, ...]
    used: tuple[int, ...]
    pd: tuple[int, ...]


CASES = [
    CapCase("2009-06-30: 400 counts as 350 (row 345-357: 0.89)", D(2009, 6, 30), 2000, (1600,),
            (350,), (89,)),
    CapCase("2009-07-01: 400 stays 400 (0.92)", D(2009, 7, 1), 2000, (1600,), (400,), (92,)),
    CapCase("2009-06-30: the lower side, -400 counts as -350 (0.11)", D(2009, 6, 30), 1600,
            (2000,), (-350,), (11,)),
    CapCase("2009-06-30: 350 is not over 350", D(2009, 6, 30), 2000, (1650,), (350,), (89,)),
    CapCase("2024-06-01: 500 counts as 400 (0.92), 400 stays", D(2024, 6, 1), 2000,
            (1500, 1600), (400, 400), (92, 92)),
    CapCase("2025-09-30: a 2650 is still capped (0.92)", D(2025, 9, 30), 2650, (2150,), (400,),
            (92,)),
    CapCase("2025-10-01: a 2650 uses the real 500 (row 485-517: 0.96)", D(2025, 10, 1), 2650,
            (2150,), (500,), (96,)),
    CapCase("2025-10-01: a 2649 is capped (0.92)", D(2025, 10, 1), 2649, (2149,), (400,),
            (92,)),
    CapCase("2025-10-01: the 2150 facing a 2650 is capped (0.08)", D(2025, 10, 1), 2150,
            (2650,), (-400,), (8,)),
    CapCase("2023-06-01: the higher side is capped only in its largest gap (500 -> 400: 0.92; "
            "450 stays: row 433-456, 0.94; 100: 0.64)", D(2023, 6, 1), 2000,
            (1550, 1500, 1900), (450, 400, 100), (94, 92, 64)),
    CapCase("2023-06-01: the lower side is capped in every game (-500 and -450 -> -400)",
            D(2023, 6, 1), 1500, (2000, 1950), (-400, -400), (8, 8)),
    CapCase("2024-03-01: capped in every game again", D(2024, 3, 1), 2000, (1550, 1500),
            (400, 400), (92, 92)),
]
