"""Glicko-2 for one player's event: the paper example, first ratings, assumed RDs."""

from __future__ import annotations

import pytest

from elo_core.event import rate_event
from elo_core.models import Game, Profile, Result, System


def test_paper_example_through_an_event() -> None:
    """rate_event with system glicko2 gives the paper's figures and new RD / volatility."""
    games = [Game(opponent_rating=1400, opponent_rd=30, result=Result.WIN),
             Game(opponent_rating=1550, opponent_rd=100, result=Result.LOSS),
             Game(opponent_rating=1700, opponent_rd=300, result=Result.LOSS)]
    res = rate_event(Profile(rating=1500, rd=200, volatility=0.06), games, system=System.GLICKO2)
    assert res.new_rating == pytest.approx(1464.06, abs=0.01)
    assert res.new_rd == pytest.approx(151.52, abs=0.01)
    assert res.new_volatility == pytest.approx(0.05999, abs=0.00001)
    assert res.change == pytest.approx(-35.94, abs=0.01)
    assert res.k is None
    assert res.model == "glicko2"


def test_unrated_player_starts_at_1500_350() -> None:
    """An unrated player starts from 1500 / 350 and a draw against 1500 keeps 1500."""
    res = rate_event(Profile(rating=None), [Game(opponent_rating=1500, result=Result.DRAW)],
                     system=System.GLICKO2)
    assert res.new_rating == pytest.approx(1500, abs=1e-9)
    assert res.new_rd is not None
    assert res.new_rd < 350


def test_missing_opponent_rd_assumed_with_note() -> None:
    """An opponent without RD is assumed at RD 50, and a note says so."""
    res = rate_event(Profile(rating=1500, rd=200), [Game(opponent_rating=1500, result=Result.WIN)],
                     system=System.GLICKO2)
    assert any("RD not given" in note for note in res.notes)
    assert res.change > 0

