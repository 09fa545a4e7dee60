"""Shared result helpers: which results are a first rating rather than a change."""

from __future__ import annotations

import datetime as dt

from elo_core.event import rate_event
from elo_core.models import Game, Profile, Result, System
from elo_core.systems.result import is_first_rating, trajectory

GAMES = [Game(opponent_rating=1800, result=Result.WIN) for _ in range(5)]


def test_unrated_player_gets_a_first_rating_except_under_glicko2() -> None:
    """FIDE and US Chess set a first rating; Glicko-2 changes an assumed 1500."""
    day = dt.date(2024, 6, 1)
    for system in (System.FIDE, System.USCF):
        res = rate_event(Profile(rating=None), GAMES, system=system, date=day)
        assert is_first_rating(res), system
    glicko = rate_event(Profile(rating=None), GAMES, system=System.GLICKO2, date=day)
    assert not is_first_rating(glicko)


def test_rated_player_has_a_change() -> None:
    """A rated player's event is a change under every system."""
    for system in System:
        res = rate_event(Profile(rating=1700, games_played=50), GAMES, system=system,
                         date=dt.date(2024, 6, 1))
        assert not is_first_rating(res), system


def test_an_unrated_players_trajectory_is_flat_at_the_first_rating() -> None:
    """FIDE first rating from 5 draws against 1800s (2024 rules: 1800): no game changes a
    rating that did not exist, so the path is 1800 six times."""
    games = [Game(opponent_rating=1800, result=Result.DRAW) for _ in range(5)]
    res = rate_event(Profile(rating=None), games, system=System.FIDE, date=dt.date(2025, 1, 1))
    assert trajectory(res) == [1800.0] * 6


def test_a_rated_players_trajectory_adds_each_change() -> None:
    """Classic, K 32, 1500 beats then loses to 1500s (E 0.5 each): 1500, 1516, 1500."""
    games = [Game(opponent_rating=1500, result=Result.WIN),
             Game(opponent_rating=1500, result=Result.LOSS)]
    res = rate_event(Profile(rating=1500), games, system=System.CLASSIC, k=32)
    assert trajectory(res) == [1500.0, 1516.0, 1500.0]


def test_a_player_with_no_rating_before_or_after_starts_the_path_at_zero() -> None:
    """US Chess, unrated, only a bye: no rating before or after, so the path is 0, 0."""
    res = rate_event(Profile(rating=None), [Game(opponent_rating=None, result=Result.WIN,
                                                 played=False)],
                     system=System.USCF, date=dt.date(2025, 1, 1))
    assert (res.rating, res.new_rating) == (None, None)
    assert trajectory(res) == [0.0, 0.0]
