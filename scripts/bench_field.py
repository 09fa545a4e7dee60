"""Benchmark: read and rate a 1,000,000-game season CSV and a 100,000-game PGN; compare with a
straightforward per-game Python loop over the same CSV (timed on a sample, extrapolated)."""

from __future__ import annotations

import argparse
import cProfile
import csv
import datetime as dt
import io
import pstats
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_big_csv import make_games

from elo_core.field.rate import rate_field
from elo_core.io import read_event_file
from elo_core.models import Profile, Result, System
from elo_core.rules.editions import fide_edition
from elo_core.rules.expected import fide_expectations
from elo_core.rules.kfactor import fide_k
from elo_core.rules.rounding import half_away_int


def naive(text: str, limit: int) -> int:
    """Per game: parse the row, FIDE expectation for each side; per player: K and rounding.

    (Events are rated one after another with ratings carried over, like the fast path.)
    """
    rows = 0
    rating: dict[str, float] = {}
    sums: dict[tuple[str, str], list[float]] = defaultdict(lambda: [0, 0, 0])
    dates: dict[str, dt.date] = {}
    for row in csv.DictReader(io.StringIO(text)):
        rows += 1
        if rows > limit:
            break
        event, white, black = row["event"], row["white"], row["black"]
        dates[event] = dt.date.fromisoformat(row["date"])
        edition = fide_edition(dates[event])
        w_rating = rating.setdefault(white, float(row["white_rating"]))
        b_rating = rating.setdefault(black, float(row["black_rating"]))
        score = Result.parse(row["result"]).hundredths
        w_exp = fide_expectations(w_rating, [b_rating], edition)[0].pd
        b_exp = fide_expectations(b_rating, [w_rating], edition)[0].pd
        for name, got, pd_h in ((white, score, w_exp), (black, 100 - score, b_exp)):
            entry = sums[(event, name)]
            entry[0] += got
            entry[1] += pd_h
            entry[2] += 1
    for (event, name), (got, pd_h, n) in sums.items():
        choice = fide_k(Profile(rating=rating[name], games_played=30), date=dates[event],
                        games_in_period=int(n))
        rating[name] += half_away_int(choice.k * (got - pd_h) / 100)
    return min(rows, limit)


def make_pgn(games: int) -> bytes:
    """Synthetic PGN with real-looking headers and a short movetext per game."""
    table = make_games(games, 20_000, 12, seed=2)
    out = io.StringIO()
    for i, row in enumerate(table.itertuples(index=False)):
        result = {"1": "1-0", "0": "0-1", "0.5": "1/2-1/2"}[row.result]
        out.write(f'[Event "{row.event}"]\n[Site "Club"]\n[Date "{row.date.replace("-", ".")}"]\n'
                  f'[Round "{row.round}.{i}"]\n[White "{row.white}"]\n[Black "{row.black}"]\n'
                  f'[Result "{result}"]\n[WhiteElo "{row.white_rating}"]\n'
                  f'[BlackElo "{row.black_rating}"]\n[TimeControl "5400+30"]\n\n'
                  f"1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 {result}\n\n")
    return out.getvalue().encode()


def timed(label: str, func: object) -> float:
    start = time.perf_counter()
    func()  # type: ignore[operator]
    took = time.perf_counter() - start
    print(f"{label}: {took:.2f} s")
    return took


def read_and_rate(data: bytes) -> float:
    """Read the season CSV and rate it (FIDE); print the read, rate and total times."""
    start = time.perf_counter()
    event = read_event_file(data, source="season.csv", max_mb=500)
    read = time.perf_counter()
    rate_field(event, system=System.FIDE)
    done = time.perf_counter()
    print(f"  read + rate (FIDE): {done - start:.2f} s (read {read - start:.2f} s, "
          f"rate {done - read:.2f} s)")
    return done - start


def main() -> None:
    """Print the figures the README quotes."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1_000_000)
    parser.add_argument("--sample", type=int, default=100_000, help="naive loop sample size")
    parser.add_argument("--pgn-games", type=int, default=100_000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--profile", action="store_true",
                        help="profile one read + rate of the CSV (cProfile, by cumulative time)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "season.csv"
        make_games(args.games).to_csv(path, index=False)
        data = path.read_bytes()
        print(f"CSV: {args.games:,} games, 20,000 players, 12 periods, {len(data) / 1e6:.1f} MB")
        best = min(read_and_rate(data) for _ in range(args.repeat))
        if args.profile:
            profile = cProfile.Profile()
            profile.runcall(read_and_rate, data)
            pstats.Stats(profile).sort_stats("cumulative").print_stats(30)
        text = data.decode()
        start = time.perf_counter()
        done = naive(text, args.sample)
        naive_time = (time.perf_counter() - start) * args.games / done
        print(f"  naive per-game loop: {naive_time:.1f} s (measured on {done:,} games, "
              f"extrapolated x{args.games / done:g})")
        print(f"  fastest read + rate {best:.2f} s; {naive_time / best:.0f}x faster")
        pgn = make_pgn(args.pgn_games)
        print(f"PGN: {args.pgn_games:,} games, {len(pgn) / 1e6:.1f} MB")
        timed("  read headers + rate (FIDE)", lambda: rate_field(
            read_event_file(pgn, source="season.pgn", max_mb=500), system=System.FIDE))


if __name__ == "__main__":
    main()
