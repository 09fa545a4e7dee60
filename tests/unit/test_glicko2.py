"""Glicko-2: Glickman's paper example, RD growth without games, events."""

from __future__ import annotations

import math

import pytest

from elo_core.errors import InputError
from elo_core.event import rate_event
from elo_core.models import Game, Profile, Result, System
from elo_core.rules import glicko2

PAPER_GAMES = [(1400.0, 30.0, 1.0), (1550.0, 100.0, 0.0), (1700.0, 300.0, 0.0)]


def test_paper_example() -> None:
    """Paper: 1500/200/0.06 vs 1400/30 W, 1550/100 L, 1700/300 L -> 1464.06, 151.52, 0.05999."""
    res = glicko2.update(1500, 200, 0.06, PAPER_GAMES, tau=0.5)
    assert res.rating == pytest.approx(1464.06, abs=0.01)
    assert res.rd == pytest.approx(151.52, abs=0.01)
    assert res.volatility == pytest.approx(0.05999, abs=0.00001)


def test_rd_grows_without_games() -> None:
    """No games: rating and volatility stay, phi' = sqrt(phi^2 + sigma^2) (200 -> 200.27)."""
    res = glicko2.update(1500, 200, 0.06, [])
    expected_rd = math.sqrt((200 / 173.7178) ** 2 + 0.06**2) * 173.7178
    assert res.rating == pytest.approx(1500, abs=1e-12)
    assert res.volatility == pytest.approx(0.06, abs=1e-12)
    assert res.rd == pytest.approx(expected_rd, abs=1e-9)
    assert res.rd == pytest.approx(200.27, abs=0.005)


@pytest.mark.parametrize("tau", [0.1, 2.5])
def test_tau_out_of_range_raises(tau: float) -> None:
    """tau outside 0.2..2.0 raises InputError."""
    with pytest.raises(InputError, match="tau must be between"):
        glicko2.update(1500, 200, 0.06, PAPER_GAMES, tau=tau)


def test_nonpositive_rd_raises() -> None:
    """An RD of zero raises InputError."""
    with pytest.raises(InputError, match="RD and volatility must be positive"):
        glicko2.update(1500, 0, 0.06, PAPER_GAMES)


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
