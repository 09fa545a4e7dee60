"""K scan: the date-ordered replay under each K and the scores of its predictions."""

from __future__ import annotations

import math
from typing import Any

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from elo_core.analysis import (
    best_k,
    busiest_players,
    games_from_frame,
    k_scan,
    replay,
    trajectories,
)
from elo_core.analysis.kscan import batches
from elo_core.errors import InputError

# Two games at K 10, worked by hand:
# 1. A (1600, white) beats B (1400): E_A = 1 / (1 + 10^(-200/400)) = 0.759747; A gains
#    10 x 0.240253 = 2.40253 -> 1602.40253, B -> 1397.59747.
# 2. B (white) draws A: E_B = 1 / (1 + 10^(204.80506/400)) = 0.235241; B gains
#    10 x (0.5 - 0.235241) = 2.64759 -> 1400.24506, A -> 1599.75494.
# Log loss: -(ln 0.759747 + 0.5 ln 0.235241 + 0.5 ln 0.764759) / 2 = 0.566220;
# Brier: (0.240253^2 + (0.235241 - 0.5)^2) / 2 = 0.063910.
TWO_GAMES = [("A", "B", 1600, 1400, 1.0), ("B", "A", 1410, 1590, 0.5)]


def test_two_games_worked_by_hand(small: Any) -> None:
    """The replay ignores the file's later ratings (1410, 1590) and scores as worked above."""
    games = games_from_frame(small(TWO_GAMES))
    run = replay(games, [10])
    assert run.expected[:, 0] == pytest.approx([0.759747, 0.235241], abs=1e-6)
    assert run.white_after[:, 0] == pytest.approx([1602.40253, 1400.24506], abs=1e-5)
    assert run.black_after[:, 0] == pytest.approx([1397.59747, 1599.75494], abs=1e-5)
    points = k_scan(games, [10], min_games=1)
    assert points.iloc[0]["log_loss"] == pytest.approx(0.566220, abs=1e-6)
    assert points.iloc[0]["brier"] == pytest.approx(0.063910, abs=1e-6)


def test_trajectories_start_from_the_first_rating(small: Any) -> None:
    """A's path under K 10: 1600, 1602.40, 1599.75; game 0 is the file's first rating."""
    paths = trajectories(games_from_frame(small(TWO_GAMES)), ["A"], [10, 40])
    k10 = paths[paths["k"] == 10]
    assert k10["game"].tolist() == [0, 1, 2]
    assert k10["rating"].to_numpy() == pytest.approx([1600, 1602.40253, 1599.75494], abs=1e-5)
    assert len(paths[paths["k"] == 40]) == 3
    with pytest.raises(InputError, match="no player called 'Z'"):
        trajectories(games_from_frame(small(TWO_GAMES)), ["Z"], [10])


def test_bad_k_values_are_refused(small: Any) -> None:
    """K must be a positive number; an empty grid is refused too."""
    games = games_from_frame(small(TWO_GAMES))
    for ks, text in (([0], "positive numbers, got 0"), ([10, -5], "got -5"),
                     ([math.nan], "got nan"), ([], "at least one K")):
        with pytest.raises(InputError, match=text):
            k_scan(games, ks, min_games=1)


def test_best_k_is_the_lowest_log_loss_and_the_smaller_k_on_a_tie() -> None:
    """Lowest log loss wins; an exact tie goes to the smaller K."""
    points = pd.DataFrame({"k": [10.0, 20.0, 30.0], "log_loss": [0.6, 0.5, 0.5],
                           "brier": [0.2, 0.2, 0.2], "games": 5})
    assert best_k(points) == 20.0


def test_best_k_grows_when_strengths_drift(synthetic: Any) -> None:
    """Players whose file ratings are their true strengths and stay so: any K only adds noise,
    so the smallest K predicts best. When strengths drift (sd 15 per round, about 115 points
    over 60 rounds) a larger K follows them and wins. 200 players x 60 rounds = 6,000 games
    per league; the same seed for both, so only the drift differs."""
    still = k_scan(games_from_frame(synthetic(rounds=60, seed=3)))
    moving = k_scan(games_from_frame(synthetic(rounds=60, seed=3, drift=15.0)))
    assert best_k(still) == 5.0
    assert best_k(moving) >= 20.0


def test_busiest_players_are_ranked_by_rated_games(small: Any) -> None:
    """Most games first, ties alphabetical; a never-rated player's games do not count."""
    rows = [("A", "B", 1500, 1500, 1.0), ("A", "C", 1500, 1500, 0.0),
            ("D", "U", 1500, math.nan, 1.0), ("D", "U", 1500, math.nan, 1.0)]
    assert busiest_players(games_from_frame(small(rows)), 3) == ["A", "B", "C"]


def _naive(white: list[int], black: list[int], score: list[float], start: list[float],
           k: float) -> list[float]:
    """Game by game, the plain way: white's expected score before each game."""
    rating = list(start)
    out = []
    for w, b, s in zip(white, black, score, strict=True):
        e = 1 / (1 + 10 ** ((rating[b] - rating[w]) / 400))
        out.append(e)
        rating[w] += k * (s - e)
        rating[b] -= k * (s - e)
    return out


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 5), st.integers(1, 5), st.sampled_from([0, 0.5, 1])),
                min_size=1, max_size=40))
def test_batched_replay_equals_a_game_by_game_loop(pairs: list[tuple[int, int, float]]
                                                   ) -> None:
    """Batches of games without a shared player give exactly the sequential replay."""
    rows = [(f"P{w}", f"P{(w + d) % 6}", 1400 + 50 * w, 1400 + 50 * ((w + d) % 6), s)
            for w, d, s in pairs]
    games = games_from_frame(pd.DataFrame({
        "white": [r[0] for r in rows], "black": [r[1] for r in rows],
        "white_rating": [r[2] for r in rows], "black_rating": [r[3] for r in rows],
        "white_score": [r[4] for r in rows]}))
    run = replay(games, [16, 32])
    start = games.start_ratings().tolist()
    for j, k in enumerate((16, 32)):
        expected = _naive(games.white.tolist(), games.black.tolist(), games.score.tolist(),
                          start, k)
        assert run.expected[:, j] == pytest.approx(expected, abs=1e-9)


def test_batches_never_hold_a_player_twice() -> None:
    """A, B, then A-C must wait for A: batches 0, 0, 1 for (A-B, C-D, A-C)."""
    assert batches(np.array([0, 2, 0]), np.array([1, 3, 2]), 4).tolist() == [0, 0, 1]


@settings(max_examples=30, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 5), st.integers(1, 5), st.sampled_from([0, 0.5, 1])),
                min_size=20, max_size=60))
def test_scores_summed_batch_by_batch_equal_the_per_game_means(
        pairs: list[tuple[int, int, float]]) -> None:
    """The K scan sums each batch's log loss as ln(1 + u) - (1 - s) ln u (u = 10^(gap/400)):
    the mean of -(s ln E + (1 - s) ln(1 - E)) and of (E - s)^2 over the replay's predictions."""
    rows = [(f"P{w}", f"P{(w + d) % 6}", 1400 + 90 * w, 1400 + 90 * ((w + d) % 6), s)
            for w, d, s in pairs]
    games = games_from_frame(pd.DataFrame({
        "white": [r[0] for r in rows], "black": [r[1] for r in rows],
        "white_rating": [r[2] for r in rows], "black_rating": [r[3] for r in rows],
        "white_score": [r[4] for r in rows]}))
    points = k_scan(games, [8, 40])
    run = replay(games, [8, 40])
    s = games.score[run.used][:, None]
    e = run.expected
    assert points["log_loss"].to_numpy() == pytest.approx(
        (-(s * np.log(e) + (1 - s) * np.log(1 - e))).mean(axis=0), rel=1e-12)
    assert points["brier"].to_numpy() == pytest.approx(((e - s) ** 2).mean(axis=0), rel=1e-12)
