"""Shared result helpers: which results are a first rating rather than a change."""

from __future__ import annotations

import datetime as dt

from elo_core.event import rate_event
from elo_core.models import Game, Profile, Result, System
from elo_core.systems.result import is_first_rating

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
