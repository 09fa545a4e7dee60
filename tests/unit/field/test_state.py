"""Ratings and profiles carried by a field from event to event, and text columns from codes."""

from __future__ import annotations

import numpy as np
import pandas as pd

from elo_core.field.state import PlayerState, text_column
from elo_core.models import TimeControl


def test_text_column_takes_labels_by_code() -> None:
    """labels[codes] in order, repeats allowed."""
    column = text_column(np.array(["Ann", "Bo"], dtype=object), np.array([1, 0, 1]))
    assert list(pd.Series(column)) == ["Bo", "Ann", "Bo"]


def test_start_reads_profiles_and_leaves_absent_players_unknown() -> None:
    """A profile fills its player's arrays; a player without one stays NaN everywhere."""
    profiles = pd.DataFrame({"rating": [1500.0], "games_played": [20.0], "birth_year": [2010.0],
                             "peak_rating": [1620.0], "k": [np.nan]},
                            index=pd.Index(["Ann"], dtype=object))
    state = PlayerState.start(np.array(["Ann", "Bo"], dtype=object), profiles)
    assert state.rating[0] == 1500.0
    assert state.games_played[0] == 20.0
    assert state.birth_year[0] == 2010.0
    assert state.peak[0] == 1620.0
    assert np.isnan(state.k[0])
    assert np.isnan([state.rating[1], state.games_played[1], state.peak[1]]).all()


def test_advance_counts_games_and_keeps_peaks() -> None:
    """Known counts grow by the event's games; a first rating starts its count at this event's
    games; an unknown count of a rated player stays unknown; peaks keep the highest rating seen."""
    state = PlayerState(3)
    state.games_played[:] = [20.0, np.nan, np.nan]
    pre = np.array([1500.0, np.nan, 1800.0])
    new = np.array([1510.0, 1400.0, 1790.0])
    n = np.array([5, 5, 4])
    state.advance(np.array([True, True, True]), pre, new, n)
    assert state.games_played[0] == 25.0
    assert state.games_played[1] == 5.0
    assert np.isnan(state.games_played[2])
    assert list(state.rating) == [1510.0, 1400.0, 1790.0]
    assert list(state.peak) == [1510.0, 1400.0, 1800.0]


def test_advance_leaves_absent_players_alone() -> None:
    """A player not in the event keeps rating, count and peak."""
    state = PlayerState(2)
    state.rating[:] = [1500.0, 1600.0]
    state.games_played[:] = [10.0, 10.0]
    state.advance(np.array([True, False]), np.array([1500.0, 1600.0]),
                  np.array([1490.0, 1700.0]), np.array([3, 3]))
    assert list(state.rating) == [1490.0, 1600.0]
    assert list(state.games_played) == [13.0, 10.0]


def test_the_1_march_2024_raise_moves_ratings_by_one_point_too() -> None:
    """From the 2024-02 list to the 2024-04 period, standard ratings under 2000 rise by
    0.4 x (2000 - R), rounded: 1998 + 0.8 -> 1999 (a raise of one point is a raise, with its
    note), 1999 + 0.4 -> no raise, 1500 + 200 -> 1700; a blank rating stays blank."""
    state = PlayerState(4)
    state.rating[:] = [1998.0, 1999.0, 1500.0, np.nan]
    state.list_period = "2024-02"
    state.adjust(TimeControl.STANDARD, "2024-04")
    assert state.rating[:3].tolist() == [1999.0, 1999.0, 1700.0]
    assert np.isnan(state.rating[3])
    assert state.notes[0].startswith("1998 -> 1999 on the 2024-03 list")
    assert state.notes[1] == ""
    assert state.peak[[0, 2]].tolist() == [1999.0, 1700.0]  # (the raised ones)
