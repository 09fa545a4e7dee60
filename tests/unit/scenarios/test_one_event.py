"""The Tournament page's one call: its options and rounds table in, the rated event out."""

from __future__ import annotations

import datetime as dt

import pandas as pd
import pytest

from elo_core.models import System
from elo_core.rules.kfactor import KRule
from elo_core.scenarios import rounds_grid
from elo_core.scenarios.one_event import EventOptions, read_rounds, run_event

DAY = dt.date(2025, 1, 1)


def test_seed_d_through_the_page_call() -> None:
    """SEEDS D: classic bands (K 32 below 2100), 1550 and 120 games, the five example rounds:
    E 2.0832, score 3.5, change 32 x 1.4168 = +45.3, and the scenario the link is made from."""
    rounds = read_rounds(rounds_grid.rounds_frame())
    assert rounds.numbers == (1, 2, 3, 4, 5)
    assert rounds.problems == ()
    options = EventOptions(choice="classic_bands", rating=1550, games_played=120, date=DAY)
    assert (options.system, options.k_rule) == (System.CLASSIC, KRule.USCF_BANDS)
    run = run_event(options, rounds.games)
    assert run.result.k == 32
    assert run.result.change == pytest.approx(45.341, abs=1e-3)
    assert run.scenario.system == "classic_bands"
    assert run.scenario.games == rounds.games
    assert run.scenario.rating == 1550


def test_every_bad_cell_and_round_number_is_one_problem() -> None:
    """A rating that is not one and a round number that is not whole are both reported."""
    frame = pd.DataFrame([{"round": "1", "opponent": "", "rating": "abc", "result": "win"},
                          {"round": "2.5", "opponent": "", "rating": "1600", "result": "draw"}])
    rounds = read_rounds(frame)
    assert [(p.line, p.column) for p in rounds.problems] == [(1, "rating"), (2, "round")]

