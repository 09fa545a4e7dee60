"""Write benchmark event files: a PGN of real games' moves under new names and events (default
100,000 games in 2,000 events), and a federation's season CSV (2,000 events of 20 players)."""

from __future__ import annotations

import argparse
import datetime as dt
import re
from pathlib import Path

import numpy as np
import pandas as pd

TWIC = Path(__file__).resolve().parents[1] / "elo_core" / "data" / "examples" / "twic-232-games.pgn"
RESULTS = {"1": "1-0", "0.5": "1/2-1/2", "0": "0-1"}


def real_moves() -> list[str]:
    """The movetext of every game in TWIC's 232-game file (its result token removed)."""
    blocks = re.split(r"\n\s*\n", TWIC.read_text(encoding="utf-8"))
    moves = [b.strip() for b in blocks if b.strip() and not b.lstrip().startswith("[")]
    return [re.sub(r"\s*(1-0|0-1|1/2-1/2|\*)\s*$", "", m) for m in moves]


def make_events(games: int = 100_000, events: int = 2_000, per_event: int = 20,
                players: int = 20_000, seed: int = 3) -> pd.DataFrame:
    """A season of many small events: each event has `per_event` players from the pool and
    games // events games in rounds of per_event // 2 boards (no pairing twice in a round)."""
    rng = np.random.default_rng(seed)
    strength = np.clip(rng.normal(1700, 300, players), 1000, 2800).round().astype(int)
    names = np.array([f"{_surname(i)}, {chr(65 + i % 26)}." for i in range(players)], dtype=object)
    per_game = games // events
    boards = per_event // 2
    rows: dict[str, list[object]] = {k: [] for k in ("event", "date", "round", "white", "black",
                                                     "white_rating", "black_rating", "result")}
    start = dt.date(2025, 1, 4)
    for e in range(events):
        field = rng.choice(players, per_event, replace=False)
        day = (start + dt.timedelta(days=int(e * 360 / events))).isoformat()
        for g in range(per_game):
            rnd, board = divmod(g, boards)
            order = np.roll(field, rnd)  # a different pairing every round
            w, b = order[2 * board], order[2 * board + 1]
            p = 1 / (1 + 10 ** ((strength[b] - strength[w]) / 400))
            roll = rng.random()
            rows["event"].append(f"Open {e + 1:04d}")
            rows["date"].append(day)
            rows["round"].append(rnd + 1)
            rows["white"].append(names[w])
            rows["black"].append(names[b])
            rows["white_rating"].append(strength[w])
            rows["black_rating"].append(strength[b])
            rows["result"].append("0.5" if roll < 0.3 else "1" if roll < 0.3 + 0.7 * p else "0")
    return pd.DataFrame(rows)


def _surname(i: int) -> str:
    """A distinct made-up surname for every number (syllables, no real person's name)."""
    syllables = ("ka", "to", "mi", "ren", "sol", "dav", "ri", "nek", "pa", "lu", "vo", "gar")
    word = ""
    while True:
        i, s = divmod(i, len(syllables))
        word += syllables[s]
        if i == 0:
            return word.capitalize() + "ski" * (len(word) < 5)
        i -= 1


def make_pgn(games: int = 100_000, events: int = 2_000, seed: int = 4) -> str:
    """PGN text: the season of make_events with real games' moves, TWIC-style tags."""
    table = make_events(games, events, seed=seed)
    moves = real_moves()
    parts = []
    for i, row in enumerate(table.itertuples(index=False)):
        result = RESULTS[row.result]
        parts.append(
            f'[Event "{row.event}"]\n[Site "Club"]\n[Date "{row.date.replace("-", ".")}"]\n'
            f'[Round "{row.round}.{i % 10 + 1}"]\n[White "{row.white}"]\n[Black "{row.black}"]\n'
            f'[Result "{result}"]\n[WhiteElo "{row.white_rating}"]\n'
            f'[BlackElo "{row.black_rating}"]\n[TimeControl "5400+30"]\n\n'
            f"{moves[i % len(moves)]} {result}\n\n")
    return "".join(parts)


def main() -> None:
    """Command line: make_big_pgn.py OUT.pgn [--games N] [--events N] (or OUT.csv: the CSV)."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("out", type=Path)
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--events", type=int, default=2_000)
    args = parser.parse_args()
    if args.out.suffix == ".csv":
        make_events(args.games, args.events).to_csv(args.out, index=False)
    else:
        args.out.write_text(make_pgn(args.games, args.events), encoding="utf-8")
    print(f"wrote {args.out} ({args.out.stat().st_size / 1e6:.1f} MB)")


if __name__ == "__main__":
    main()
