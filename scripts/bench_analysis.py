"""Benchmark: the analysis lab's full analysis of a 100,000-game CSV (calibration, fitted scale,
K scan over 12 K values, three players' trajectories under two K), in-process and as a command;
then `analyse` on 1,000,000 games beside one plain dict-loop Elo replay of the same file (one K),
both as whole commands (best of three), measured in the same run.

    python scripts/bench_analysis.py [--quick]   # --quick: 100,000 games for the second part
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_commands import ENV, cli, measure
from make_big_csv import make_games

from elo_core import analysis

ROOT = Path(__file__).resolve().parent.parent


def against_replay(folder: Path, games: int, repeat: int) -> None:
    """`elo-core analyse FILE --json` (12 K values, the calibration and the scale too) beside
    scripts/plain_loops.py's dict-loop replay under one K, as commands."""
    path = folder / "season-analyse.csv"
    make_games(games).to_csv(path, index=False)
    ours, _, ours_cpu = measure(cli("analyse", str(path), "--json"), repeat)
    plain, _, plain_cpu = measure([sys.executable, str(ROOT / "scripts" / "plain_loops.py"),
                                   "replay", str(path)], repeat)
    print(f"| `analyse` on {games:,} games (12 K values) | {ours:.2f} s (CPU {ours_cpu:.2f} s) "
          f"| one plain dict-loop Elo replay (one K) as a command {plain:.2f} s (CPU "
          f"{plain_cpu:.2f} s) | {ours / plain:.2f}x of it (CPU {ours_cpu / plain_cpu:.2f}x) | "
          f"{os.getloadavg()[0]:.1f} |", flush=True)


def main() -> None:
    """Write the file, then time each step three times and the whole `analyse` command."""
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="100,000 games, one repeat")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "season-100k.csv"
        make_games(100_000, 2_000, 12).to_csv(path, index=False)
        data = path.read_bytes()
        print(f"{path.name}: {len(data) / 1e6:.1f} MB, 100,000 games, 2,000 players, 12 events")
        for run in range(1, 4):
            marks = [time.perf_counter()]
            games = analysis.read_games(data, source=path.name)
            marks.append(time.perf_counter())
            analysis.calibration(games)
            marks.append(time.perf_counter())
            analysis.scale(games)
            marks.append(time.perf_counter())
            points = analysis.k_scan(games)
            marks.append(time.perf_counter())
            analysis.trajectories(games, analysis.busiest_players(games), [10, 40])
            marks.append(time.perf_counter())
            steps = ("read", "calibration", "scale", "k scan", "trajectories")
            parts = ", ".join(f"{name} {b - a:.2f} s" for name, a, b in
                              zip(steps, marks, marks[1:], strict=False))
            print(f"run {run}: {marks[-1] - marks[0]:.2f} s in all ({parts}); "
                  f"best K {analysis.best_k(points):g}")
        start = time.perf_counter()
        subprocess.run([sys.executable, "-m", "elo_core", "analyse", str(path), "--json"],
                       check=True, stdout=subprocess.DEVNULL, cwd=ROOT, env=ENV)
        print(f"`elo-core analyse FILE --json` (new process, imports included): "
              f"{time.perf_counter() - start:.2f} s\n")
        print("| work | elo-core | plain alternative, same run | ratio | load average |\n"
              "|---|---|---|---|---|")
        against_replay(Path(folder), 100_000 if args.quick else 1_000_000,
                       1 if args.quick else 3)


if __name__ == "__main__":
    main()
