"""Write a synthetic season games CSV (default 1,000,000 games, 20,000 players, 12 periods);
with --real, as an organiser's export (scripts/real_columns.py: named events, board numbers,
results as 1-0, titles, federations, FIDE IDs, a time control)."""

from __future__ import annotations

import argparse
import datetime as dt
import sys
from pathlib import Path

import numpy as np
import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parent))  # (loaded by path in a browser test)
from real_columns import real_shaped


def make_games(games: int = 1_000_000, players: int = 20_000, periods: int = 12,
               seed: int = 1) -> pd.DataFrame:
    """Random pairings (never a player against themself), ratings from the players' strengths."""
    rng = np.random.default_rng(seed)
    strength = np.clip(rng.normal(1700, 300, players), 1000, 2800).round()
    white = rng.integers(0, players, games)
    black = (white + rng.integers(1, players, games)) % players
    gap = strength[white] - strength[black]
    p_white = 1 / (1 + 10 ** (-gap / 400))
    draw = rng.random(games) < 0.3
    win = rng.random(games) < p_white
    result = np.where(draw, "0.5", np.where(win, "1", "0"))
    period = np.sort(rng.integers(0, periods, games))
    start = dt.date(2025, 1, 15)
    dates = np.array([(start + dt.timedelta(days=30 * i)).isoformat() for i in range(periods)])
    names = np.array([f"Player {i:05d}" for i in range(players)], dtype=object)
    rounds = np.arange(games) % 9 + 1
    low, high = np.minimum(white, black), np.maximum(white, black)
    repeat = pd.DataFrame({"p": period, "r": rounds, "a": low, "b": high}).duplicated().to_numpy()
    rounds[repeat] = 10 + np.arange(int(repeat.sum()))  # the same pairing twice in a round: move it
    return pd.DataFrame({
        "event": np.array([f"Period {i + 1:02d}" for i in range(periods)])[period],
        "date": dates[period], "round": rounds,
        "white": names[white], "black": names[black],
        "white_rating": strength[white].astype(int), "black_rating": strength[black].astype(int),
        "result": result,
    })


def main() -> None:
    """Command line: make_big_csv.py OUT [--games N] [--players N] [--periods N] [--real]."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("out", type=Path)
    parser.add_argument("--games", type=int, default=1_000_000)
    parser.add_argument("--players", type=int, default=20_000)
    parser.add_argument("--periods", type=int, default=12)
    parser.add_argument("--real", action="store_true", help="real-shaped columns and values")
    args = parser.parse_args()
    games = make_games(args.games, args.players, args.periods)
    if args.real:
        games = real_shaped(games, round_days=False, rename=True)
    games.to_csv(args.out, index=False)
    print(f"wrote {args.out} ({args.out.stat().st_size / 1e6:.1f} MB)")


if __name__ == "__main__":
    main()
