"""Benchmark every row of issue 9's table, each figure beside its plain alternative measured in the
same run. End-to-end figures are whole commands as a user runs them (a new process, from its start
until its output is written); the plain alternatives are Python loops timed inside this process.

    python scripts/bench_field.py            # full size (about 10 minutes on 2 cores)
    python scripts/bench_field.py --quick    # small files, one repeat, a quick look
"""

from __future__ import annotations

import argparse
import csv
import datetime as dt
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

import chess.pgn

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_big_csv import make_games
from make_big_pgn import make_events, make_pgn

from elo_core.rules.fide_tables import pd_hundredths

ROOT = Path(__file__).resolve().parent.parent
ENV = {**os.environ, "PYTHONPATH": str(ROOT), "ELO_MAX_UPLOAD_MB": "1000"}
FULL = {"events": (100_000, 2_000), "pgn": (100_000, 2_000), "periods": 1_000_000,
        "upload": 200_000}
QUICK = {"events": (10_000, 200), "pgn": (10_000, 200), "periods": 100_000, "upload": 20_000}


def run(command: list[str], repeat: int) -> tuple[float, float]:
    """Best wall time (s) of a command over `repeat` runs, and its peak memory (MB, measured by
    /usr/bin/time: a child forked from this big process would count our pages too)."""
    best, peak = float("inf"), 0.0
    for _ in range(repeat):
        start = time.perf_counter()
        done = subprocess.run(["/usr/bin/time", "-f", "%M", *command], cwd=ROOT, env=ENV,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                              check=False)
        best = min(best, time.perf_counter() - start)
        if done.returncode != 0:
            raise RuntimeError(f"{command} failed: {done.stderr[-2000:]}")
        peak = max(peak, int(done.stderr.strip().splitlines()[-1]) / 1024)
    return best, peak


def cli(*args: str) -> list[str]:
    return [sys.executable, "-m", "elo_core", *args]


def timed(work: object) -> float:
    start = time.perf_counter()
    work()  # type: ignore[operator]
    return time.perf_counter() - start


def dict_loop(path: Path) -> int:
    """The plain alternative for a season: csv.DictReader rows grouped by event in a dict, each
    event rated from the ratings the one before left (FIDE table 8.1.2 expectations with the
    400-point rule, K 20, or 10 from 2400), one Python step per game and per player."""
    events: dict[str, list[dict[str, str]]] = defaultdict(list)
    with path.open(encoding="utf-8", newline="") as handle:
        for row in csv.DictReader(handle):
            events[row["event"]].append(row)
    rating: dict[str, float] = {}
    for games in sorted(events.values(), key=lambda g: g[0]["date"]):
        sums: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0])
        for game in games:
            white, black = game["white"], game["black"]
            ours = rating.setdefault(white, float(game["white_rating"]))
            theirs = rating.setdefault(black, float(game["black_rating"]))
            diff = max(-400, min(400, round(ours - theirs)))
            score = float(game["result"])
            sums[white][0] += score - pd_hundredths(diff) / 100
            sums[black][0] += (1 - score) - pd_hundredths(-diff) / 100
        for name, (change, _) in sums.items():
            rating[name] += round((10 if rating[name] >= 2400 else 20) * change)
    return len(rating)


def read_headers_loop(path: Path) -> int:
    """The plain alternative for a PGN: `chess.pgn.read_headers` on every game, nothing else."""
    count = 0
    with path.open(encoding="utf-8") as handle:
        while chess.pgn.read_headers(handle) is not None:
            count += 1
    return count


def app_part(kind: str, path: Path) -> dict[str, float]:
    """One of scripts/bench_app.py's measurements, in its own process."""
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "bench_app.py"), kind,
                           str(path)], cwd=ROOT, env=ENV, capture_output=True, text=True,
                          check=True)
    result: dict[str, float] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="small files, one repeat")
    parser.add_argument("--repeat", type=int, help="runs per command (best kept; default 3)")
    parser.add_argument("--no-browser", action="store_true", help="skip the Chromium row")
    args = parser.parse_args()
    size = QUICK if args.quick else FULL
    repeat = args.repeat or (1 if args.quick else 3)
    rows: list[tuple[str, str, str, str]] = []

    def row(work: str, figure: str, plain: str, ratio: str = "") -> None:
        rows.append((work, figure, plain, ratio))
        print(f"{work}: {figure} | {plain} | {ratio}", flush=True)

    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        games, events = size["events"]
        season = folder / "events.csv"
        make_events(games, events).to_csv(season, index=False)
        ours, _ = run(cli("field", str(season), "--json"), repeat)
        plain = min(timed(lambda: dict_loop(season)) for _ in range(repeat))
        row(f"{games:,} games in {events:,} events of 20 players, `field --json`",
            f"{ours:.2f} s", f"per-event dict loop {plain:.2f} s", f"{plain / ours:.2f}x")

        games, events = size["pgn"]
        pgn = folder / "season.pgn"
        pgn.write_text(make_pgn(games, events), encoding="utf-8")
        ours, _ = run(cli("field", str(pgn), "--json"), repeat)
        plain = min(timed(lambda: read_headers_loop(pgn)) for _ in range(repeat))
        row(f"{games:,}-game PGN ({pgn.stat().st_size / 1e6:.0f} MB, {events:,} events), "
            "`field --json`", f"{ours:.2f} s", f"`chess.pgn.read_headers` loop {plain:.2f} s",
            f"{plain / ours:.2f}x")

        periods = folder / "periods.csv"
        make_games(size["periods"]).to_csv(periods, index=False)
        ours, _ = run(cli("field", str(periods), "--json"), repeat)
        plain = min(timed(lambda: dict_loop(periods)) for _ in range(repeat))
        row(f"{size['periods']:,} games in 12 monthly periods, `field --json`",
            f"{ours:.2f} s", f"per-period dict loop {plain:.2f} s", f"{plain / ours:.2f}x")

        game_time, game_mb = run(cli("game", "1613", "1609", "--k", "32"), max(repeat, 5))
        base, base_mb = run([sys.executable, "-c",
                             "import json, argparse, dataclasses, decimal, datetime"],
                            max(repeat, 5))
        row("`elo-core game 1613 1609 --k 32`", f"{game_time:.3f} s, {game_mb:.0f} MB",
            f"bare imports {base:.3f} s, {base_mb:.0f} MB", f"{game_time / base:.1f}x of it")

        upload = folder / "upload.csv"
        make_games(size["upload"], 10_000, 12).to_csv(upload, index=False)
        field_cli, _ = run(cli("field", str(upload)), repeat)
        server = app_part("apptest", upload)
        row(f"Event upload, {size['upload']:,}-game season, AppTest",
            f"upload {server['upload']:.2f} s, rerun {server['rerun']:.3f} s",
            f"CLI `field` {field_cli:.2f} s",
            f"upload {server['upload'] / field_cli:.2f}x, rerun "
            f"{server['rerun'] / field_cli:.3f}x the CLI")
        if not args.no_browser:
            seen = app_part("browser", upload)
            row("same, in Chromium", f"first paint of the app {seen['first_paint']:.2f} s; "
                f"upload drawn {seen['upload']:.2f} s; then, from the key press until drawn: "
                f"pick a player {seen['pick']:.2f} s, add a player to the season chart "
                f"{seen['chart']:.2f} s, switch system {seen['system']:.2f} s",
                f"first paint of an empty Streamlit page {seen['bare_first_paint']:.2f} s",
                f"{seen['first_paint'] / seen['bare_first_paint']:.2f}x its first paint")
    load = os.getloadavg()[0]
    print(f"\n{dt.date.today()}, {platform.machine()} {os.cpu_count()} cores, "
          f"Python {platform.python_version()}, load average {load:.1f} at the end\n")
    print("| work | elo-core | plain alternative, same run | ratio |\n|---|---|---|---|")
    for work, figure, plain, ratio in rows:
        print(f"| {work} | {figure} | {plain} | {ratio} |")


if __name__ == "__main__":
    main()
