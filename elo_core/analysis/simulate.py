"""The K trade-off simulated: a player of true strength T, rated from S, over N games, R runs.

Each game the player meets an opponent rated near the player's current rating (the rating plus
a normal draw of sd `opponent_spread`) whose rating is accurate (it is their true strength). The
result is drawn from the logistic curve at the true gap, with a draw share that keeps the
expected score: P(draw) = min(D, 2 min(E, 1 - E)), P(win) = E - P(draw) / 2. The rating then
moves by K (S - E_rated). Every run and every K advance together (one numpy step per game).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pandas as pd

from elo_core.analysis.kscan import check_k_values
from elo_core.errors import InputError

MAX_CELLS = 10_000_000  # runs x games x K values: about a second of work, 80 MB at most
MAX_GAMES = 100_000  # games per run: each game is one numpy step (about 20 us even for one run)
SIMULATION_COLUMNS = ("k", "game", "mean", "p05", "p95", "sd")
SUMMARY_COLUMNS = ("k", "games_to_within", "end_mean", "end_spread", "end_sd")


def check_simulation(*, games: int, runs: int, k_count: int, draw_rate: float,
                     opponent_spread: float) -> None:
    """InputError for numbers a simulation cannot take (stating the limit)."""
    if games < 1 or runs < 1:
        raise InputError(f"games and runs must be at least 1, got {games} games and {runs} runs")
    if games > MAX_GAMES:
        raise InputError(f"games per run is {games:,}, over the limit of {MAX_GAMES:,} (each game "
                         "is one step of every run, done in turn): use fewer games")
    if runs * games * k_count > MAX_CELLS:
        raise InputError(f"runs x games x K values is {runs * games * k_count:,}, over the "
                         f"limit of {MAX_CELLS:,}: use fewer runs or games")
    if not 0 <= draw_rate <= 1:
        raise InputError(f"the draw rate must be from 0 to 1, got {draw_rate:g}")
    if not 0 <= opponent_spread <= 1000:
        raise InputError(f"the opponents' spread must be from 0 to 1000 points, "
                         f"got {opponent_spread:g}")


def drawn_scores(true_e: np.ndarray, luck: np.ndarray, draw_rate: float) -> np.ndarray:
    """Scores 1 / 0.5 / 0 for uniform draws `luck` in [0, 1) at true expectations `true_e`:
    P(draw) = min(D, 2 min(E, 1 - E)), P(win) = E - P(draw) / 2, so the mean score is E."""
    draw = np.minimum(draw_rate, 2.0 * np.minimum(true_e, 1.0 - true_e))
    win = true_e - draw / 2.0
    return np.where(luck < win, 1.0, np.where(luck < win + draw, 0.5, 0.0))


def simulate(*, true_rating: float, start: float, k_values: Sequence[float], games: int,
             runs: int, seed: int = 0, draw_rate: float = 0.3,
             opponent_spread: float = 100.0) -> pd.DataFrame:
    """Rating curves per K: for game 0 (the start) to `games`, the mean rating over the runs,
    the 5th and 95th percentiles and the standard deviation. The same seed gives the same
    numbers; each K sees the same opponents' draws and result draws (common random numbers)."""
    ks = check_k_values(k_values)
    check_simulation(games=games, runs=runs, k_count=len(ks), draw_rate=draw_rate,
                     opponent_spread=opponent_spread)
    rng = np.random.default_rng(seed)
    k = np.asarray(ks)[:, None]
    rating = np.full((len(ks), runs), float(start))
    path = np.empty((games + 1, len(ks), runs))
    path[0] = rating
    for game in range(1, games + 1):
        offset = rng.normal(0.0, opponent_spread, size=runs)  # opponent = rating + offset
        luck = rng.random(size=runs)
        opponent = rating + offset
        true_e = 1.0 / (1.0 + np.power(10.0, (opponent - true_rating) / 400.0))
        score = drawn_scores(true_e, luck, draw_rate)
        rated_e = 1.0 / (1.0 + np.power(10.0, offset / 400.0))
        rating = rating + k * (score - rated_e)
        path[game] = rating
    low, high = np.percentile(path, [5.0, 95.0], axis=2)
    mean, sd = path.mean(axis=2), path.std(axis=2)
    frames = [pd.DataFrame({"k": kv, "game": np.arange(games + 1), "mean": mean[:, j],
                            "p05": low[:, j], "p95": high[:, j], "sd": sd[:, j]})
              for j, kv in enumerate(ks)]
    return pd.concat(frames, ignore_index=True)[list(SIMULATION_COLUMNS)]


def games_to_within(curves: pd.DataFrame, true_rating: float, points: float = 50.0
                    ) -> dict[float, int | None]:
    """Per K: the first game after which the mean rating is within `points` of the true
    strength and stays there (None when it never settles inside)."""
    out: dict[float, int | None] = {}
    ks = curves["k"].to_numpy(float)
    for k in dict.fromkeys(ks.tolist()):
        mine = ks == k
        far = np.abs(curves["mean"].to_numpy(float)[mine] - true_rating) > points
        outside = np.flatnonzero(far)
        if outside.size == 0:
            out[k] = 0
        elif outside[-1] == far.size - 1:
            out[k] = None
        else:
            out[k] = int(curves["game"].to_numpy()[mine][outside[-1] + 1])
    return out


def simulation_summary(curves: pd.DataFrame, true_rating: float, points: float = 50.0
                       ) -> pd.DataFrame:
    """One row per K: games to get within `points` for good (None: not within the games
    simulated), and at the end the mean rating, the 5-95 % spread and the sd."""
    reach = games_to_within(curves, true_rating, points)
    ends = curves[curves["game"] == curves["game"].max()]
    return pd.DataFrame({
        "k": ends["k"].to_numpy(float),
        "games_to_within": pd.array([reach[k] for k in ends["k"].to_numpy(float).tolist()],
                                    dtype="Int64"),
        "end_mean": ends["mean"].to_numpy(float),
        "end_spread": (ends["p95"] - ends["p05"]).to_numpy(float),
        "end_sd": ends["sd"].to_numpy(float)}, columns=list(SUMMARY_COLUMNS))
