"""The Calculator page's one call: typed options in, both K choices and the game out."""

from __future__ import annotations

import datetime as dt

import pytest

from elo_core.errors import EloError
from elo_core.models import Result, System
from elo_core.rules.kfactor import KRule
from elo_core.scenarios.one_game import GameOptions, run_game

DAY = dt.date(2025, 1, 1)


def test_seed_a_with_a_fixed_k_32() -> None:
    """SEEDS A: 1613 v 1609, K 32: E 0.5058 (1 / (1 + 10^(-4/400))); win +15.8, draw -0.2,
    loss -16.2; the opponent gets the same fixed K, so the game is zero-sum."""
    run = run_game(GameOptions(own=1613, opponent=1609, model=System.CLASSIC,
                               rule=KRule.FIXED, k=32, date=DAY))
    assert run.game.expected == pytest.approx(0.505756, abs=1e-6)
    assert [run.shown_change(r) for r in Result] == pytest.approx([15.8158, -0.1842, -16.1842],
                                                                  abs=1e-4)
    assert run.their_choice.k == 32
    assert run.game.zero_sum
    assert not run.whole
    assert run.headline() == {"expected": 0.5058, "k": 32, "whole": False,
                              "win": pytest.approx(15.8158, abs=1e-4),
                              "draw": pytest.approx(-0.1842, abs=1e-4),
                              "loss": pytest.approx(-16.1842, abs=1e-4)}


def test_fide_profile_shows_whole_changes() -> None:
    """FIDE 2024, 2310 (50 games: K 20) v 2200: the 110-point gap gives PD 0.65 (table 8.1.2,
    107 to 113); win +7, draw -3, loss -13; the opponent's K by the same rule, 100 games assumed."""
    run = run_game(GameOptions(own=2310, opponent=2200, model=System.FIDE, rule=KRule.FIDE,
                               games=50, date=DAY))
    assert run.game.expected == 0.65
    assert run.choice.k == 20
    assert run.whole
    assert [run.shown_change(r) for r in Result] == [7, -3, -13]
    assert "100 assumed" in run.their_choice.reason
    assert run.headline() == {"expected": 0.65, "k": 20, "whole": True, "win": 7, "draw": -3,
                              "loss": -13}


def test_a_rating_no_system_holds_is_an_elo_error() -> None:
    """A negative rating is refused with the engine's error, never a traceback on the page."""
    with pytest.raises(EloError):
        run_game(GameOptions(own=-5, opponent=1609, model=System.CLASSIC, rule=KRule.FIXED,
                             k=32, date=DAY))
