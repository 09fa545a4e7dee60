"""The working of one game: the formula or FIDE's table with the user's numbers."""

from __future__ import annotations

import datetime as dt

from elo_core.calculator import single_game
from elo_core.display.working import game_working
from elo_core.models import Result, System


def test_classic_working_seed_a() -> None:
    """1613 v 1609, K 32: E = 0.506; a win 32 x 0.494 = +15.8; a loss -16.2 -> 1596.8."""
    game = single_game(1613, 1609, k=32)
    assert game_working(game, 1613, 1609, Result.WIN) == [
        "E = 1 / (1 + 10^((1609 - 1613) / 400)) = 0.506",
        "change = K x (S - E) = 32 x (1 - 0.506) = +15.8",
        "new rating = 1613 +15.8 = 1628.8",
    ]
    assert game_working(game, 1613, 1609, Result.LOSS)[1:] == [
        "change = K x (S - E) = 32 x (0 - 0.506) = -16.2",
        "new rating = 1613 -16.2 = 1596.8",
    ]


def test_fide_working_capped_side() -> None:
    """2200 v 2700 on 2025-11-01, K 20: capped to -400, E 0.08; a draw 20 x 0.42 = +8.40."""
    day = dt.date(2025, 11, 1)
    game = single_game(2200, 2700, system=System.FIDE, k=20, date=day)
    assert game_working(game, 2200, 2700, Result.DRAW, date=day) == [
        "gap D = 2200 - 2700 = -500 (ratings to whole points)",
        "400-point rule: the gap counts as -400",
        "FIDE table 8.1.2, a gap of 392 to 411 points: the lower-rated player expects E = 0.08",
        "change = K x (S - E) = 20 x (0.5 - 0.08) = +8.40, rounded half away from zero: +8",
        "new rating = 2200 +8 = 2208",
    ]


def test_fide_working_small_gap_row() -> None:
    """1613 v 1609: D = +4 is in the 4 to 10 row, E 0.51."""
    day = dt.date(2025, 3, 1)
    game = single_game(1613, 1609, system=System.FIDE, k=32, date=day)
    lines = game_working(game, 1613, 1609, Result.WIN, date=day)
    assert lines[1] == ("FIDE table 8.1.2, a gap of 4 to 10 points: the higher-rated player "
                        "expects E = 0.51")
    assert lines[2].endswith("= +15.68, rounded half away from zero: +16")
