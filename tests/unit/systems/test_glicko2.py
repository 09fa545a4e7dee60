"""Glicko-2 for one player's event: the paper example, first ratings, assumed RDs."""

from __future__ import annotations

import math

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
    # the paper's step 3: E = 0.639, 0.432, 0.303 (the logistic curve alone, without g(phi_j),
    # gave 0.640, 0.429, 0.240)
    assert [round(line.expected or 0.0, 3) for line in res.games] == [0.639, 0.432, 0.303]


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



def test_an_unrated_player_starts_at_1500_350_and_an_opponent_rd_defaults_to_50() -> None:
    """No rating: 1500, RD 350, volatility 0.06. A win over 1600 whose RD is not given (50):
    1732.41, RD 253.04 (worked with an independent Glicko-2 from Glickman's paper, tau 0.5)."""
    res = rate_event(Profile(rating=None), [Game(opponent_rating=1600, result=Result.WIN)],
                     system=System.GLICKO2)
    assert res.new_rating == pytest.approx(1732.4105, abs=1e-3)
    assert res.new_rd == pytest.approx(253.0436, abs=1e-3)
    assert res.notes == ("opponent RD not given: 50 assumed (established)",)


def test_an_opponent_rd_not_given_is_50() -> None:
    """1500, RD 100 beats 1600 (RD not given: 50): 1534.1176, RD 96.9520 (RD 51 would give
    1534.0994, RD 96.9551)."""
    res = rate_event(Profile(rating=1500, rd=100), [Game(opponent_rating=1600, result=Result.WIN)],
                     system=System.GLICKO2)
    assert res.new_rating == pytest.approx(1534.1176, abs=1e-3)
    assert res.new_rd == pytest.approx(96.9520, abs=1e-3)


def test_an_unrated_opponent_is_listed_not_rated() -> None:
    """An unrated opponent's game is shown, not rated: no expectation, no change."""
    res = rate_event(Profile(rating=1500, rd=100),
                     [Game(opponent_rating=None, result=Result.WIN),
                      Game(opponent_rating=1600, result=Result.WIN, opponent_rd=50)],
                     system=System.GLICKO2)
    first = res.games[0]
    assert (first.rated, first.expected, first.change) == (False, None, None)
    assert res.new_rating == pytest.approx(1534.1176, abs=1e-3)


def test_the_expected_total_counts_only_rated_games() -> None:
    """Beside an unrated opponent, the event's expected score is the one rated game's E, worked
    from Glickman's formulas: mu 0, mu_j = 100 / 173.7178, phi_j = 50 / 173.7178,
    g = 1 / sqrt(1 + 3 phi_j^2 / pi^2), E = 1 / (1 + exp(-g (mu - mu_j))) = 0.3616."""
    scale = 173.7178
    mu_j, phi_j = 100 / scale, 50 / scale
    g = 1 / math.sqrt(1 + 3 * phi_j**2 / math.pi**2)
    e = 1 / (1 + math.exp(-g * (0 - mu_j)))
    res = rate_event(Profile(rating=1500, rd=100),
                     [Game(opponent_rating=None, result=Result.WIN),
                      Game(opponent_rating=1600, result=Result.WIN, opponent_rd=50)],
                     system=System.GLICKO2)
    assert e == pytest.approx(0.3616, abs=1e-4)
    assert res.expected == pytest.approx(e, abs=1e-6)
