"""Calculator outcomes: floor notes per outcome, the headline matching the metric, opponent K."""

from __future__ import annotations

from typing import Any

import pytest
from streamlit.testing.v1 import AppTest


def test_calculator_shows_each_outcomes_floor_note(at: AppTest, h: Any) -> None:
    """100 vs 100 (the lowest rating), classic: the loss falls below the floor and says so."""
    at.number_input(key="calc_own").set_value(100)
    at.number_input(key="calc_opp").set_value(100)
    h.rerun(at)
    notes = [h.plain(w.value) for w in at.warning]
    assert notes, "no floor note under the loss"
    assert all("below" in note for note in notes)


# ---- the calculator's success line uses the metric's figures ---------------------------------
@pytest.mark.parametrize(("model", "pattern"), [("fide", "+16 points, new rating 1629."),
                                                ("classic", "+15.8 points, new rating 1628.8.")])
def test_calculator_success_line_matches_the_metric(at: AppTest, h: Any, model: str,
                                                    pattern: str) -> None:
    """FIDE: whole numbers as in the metric; classic: one decimal."""
    at.radio(key="calc_model").set_value(model)
    h.rerun(at)
    line = h.plain(at.success[0].value)
    assert pattern in line, line
    value = h.value(at, "Win: new rating")
    assert value in line


# ---- the opponent's K under the US Chess formula ---------------------------------------------
def test_opponent_k_note_states_the_assumed_games(at: AppTest, h: Any) -> None:
    """The note speaks of the opponent, not 'your' games, and says 100 games are assumed;
    giving their games played replaces the assumption."""
    at.selectbox(key="calc_k_rule").set_value("uscf")
    h.rerun(at)
    at.number_input(key="calc_games").set_value(10)
    h.rerun(at)
    info = " ".join(h.plain(i.value) for i in at.info)
    assert "Your opponent's K" in info
    assert "your 100" not in info
    assert "smaller of 100 games played" in info
    assert "not given: 100 assumed" in info
    at.number_input(key="calc_opp_games").set_value(20)
    h.rerun(at)
    info = " ".join(h.plain(i.value) for i in at.info)
    assert "their 20 rated games as given" in info
    assert "your 20" not in info

