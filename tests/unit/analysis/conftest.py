"""Synthetic games with a known truth: strengths, the curve's divisor, draws and drift."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import pandas as pd
import pytest

Make = Callable[..., pd.DataFrame]


def make_games(*, players: int = 200, rounds: int = 30, divisor: float = 400.0,
               draw_rate: float = 0.3, drift: float = 0.0, seed: int = 1,
               spread: float = 250.0) -> pd.DataFrame:
    """A league: each round every player meets a random opponent. The file's ratings are the
    TRUE strengths at the start (they never move in the file); a strength drifts by a normal
    step of sd `drift` after each round. Results follow the logistic curve with `divisor` at the
    true gap, with P(draw) = min(draw_rate, 2 min(E, 1 - E)), P(win) = E - P(draw) / 2."""
    rng = np.random.default_rng(seed)
    strength = rng.normal(1600.0, spread, players)
    first = strength.round().copy()
    rows = []
    for round_no in range(1, rounds + 1):
        order = rng.permutation(players)
        white, black = order[0::2], order[1::2]
        e = 1.0 / (1.0 + np.power(10.0, -(strength[white] - strength[black]) / divisor))
        draw = np.minimum(draw_rate, 2 * np.minimum(e, 1 - e))
        luck = rng.random(white.size)
        score = np.where(luck < e - draw / 2, 1.0, np.where(luck < e + draw / 2, 0.5, 0.0))
        rows.append(pd.DataFrame({
            "event": "League", "date": pd.Timestamp("2024-01-01"), "round": str(round_no),
            "white": [f"P{i:03d}" for i in white], "black": [f"P{i:03d}" for i in black],
            "white_rating": first[white], "black_rating": first[black],
            "white_score": score, "black_score": 1.0 - score, "played": True}))
        strength = strength + rng.normal(0.0, drift, players) if drift else strength
    return pd.concat(rows, ignore_index=True)


@pytest.fixture
def synthetic() -> Make:
    """`synthetic(**options)` builds a league (see make_games)."""
    return make_games


def table(rows: list[tuple[str, str, float, float, float]]) -> pd.DataFrame:
    """A games table from (white, black, white rating, black rating, white's score) in order."""
    return pd.DataFrame({
        "event": "E", "date": pd.Timestamp("2024-05-01"),
        "round": [str(i + 1) for i in range(len(rows))],
        "white": [r[0] for r in rows], "black": [r[1] for r in rows],
        "white_rating": [r[2] for r in rows], "black_rating": [r[3] for r in rows],
        "white_score": [r[4] for r in rows], "black_score": [1 - r[4] for r in rows],
        "played": True})


@pytest.fixture
def small() -> Callable[[list[tuple[str, str, float, float, float]]], pd.DataFrame]:
    """`small(rows)` builds a games table from hand-written rows."""
    return table
