"""One player's event charts from an EventResult: the Tournament page's bars and rating line."""

from __future__ import annotations

import datetime as dt

import pytest

from elo_core import Game, Profile, Result, System, rate_event
from elo_core.display.event_figures import event_points_bars, event_trajectory
from elo_core.errors import InputError

# README's example: 2050 (85 games) draws 2210, beats 1980, loses to 2140 under FIDE on
# 2025-06-01: K 20, PD 0.29, 0.60, 0.38, changes +4.2, +8.0, -7.6 (event +4.6)
GAMES = [Game(opponent_rating=2210, result=Result.DRAW),
         Game(opponent_rating=1980, result=Result.WIN),
         Game(opponent_rating=2140, result=Result.LOSS)]
PROFILE = Profile(rating=2050, games_played=85)
DATE = dt.date(2025, 6, 1)


def test_points_bars_are_each_games_change_with_its_expected_and_actual_score() -> None:
    """Bars +4.2, +8.0, -7.6 at 'round 2', 'round 5', 'round 6'; markers E and the score."""
    res = rate_event(PROFILE, GAMES, system=System.FIDE, date=DATE)
    bars, expected, actual = event_points_bars(res, [2, 5, 6]).data
    assert list(bars.x) == ["round 2", "round 5", "round 6"]
    assert list(bars.y) == pytest.approx([4.2, 8.0, -7.6])
    assert list(expected.y) == pytest.approx([0.29, 0.60, 0.38])
    assert list(actual.y) == [0.5, 1.0, 0.0]


def test_the_rating_line_starts_at_the_rating_and_adds_each_change() -> None:
    """2050, 2054.2, 2062.2, 2054.6 after rounds 1, 2, 3 (no round numbers given)."""
    res = rate_event(PROFILE, GAMES, system=System.FIDE, date=DATE)
    (line,) = event_trajectory(res).data
    assert list(line.x) == ["start", "round 1", "round 2", "round 3"]
    assert list(line.y) == pytest.approx([2050, 2054.2, 2062.2, 2054.6])


def test_an_unrated_game_has_no_bar() -> None:
    """A game against an unrated opponent is not rated under FIDE: two bars, rounds 1 and 3."""
    games = [GAMES[0], Game(opponent_rating=None, result=Result.WIN), GAMES[2]]
    res = rate_event(PROFILE, games, system=System.FIDE, date=DATE)
    assert list(event_points_bars(res).data[0].x) == ["round 1", "round 3"]


def test_round_numbers_must_match_the_games_and_glicko_has_no_rating_line() -> None:
    """Two numbers for three games; a Glicko-2 event (no K) has no round-by-round line."""
    res = rate_event(PROFILE, GAMES, system=System.FIDE, date=DATE)
    with pytest.raises(InputError, match=r"2 round numbers for 3 games"):
        event_points_bars(res, [1, 2])
    glicko = rate_event(PROFILE, GAMES, system=System.GLICKO2, date=DATE)
    with pytest.raises(InputError, match=r"needs a starting rating and a K"):
        event_trajectory(glicko)
