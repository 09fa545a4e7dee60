"""Benchmark every row of issue 9's table, each figure beside its plain alternative measured in the
same run. End-to-end figures are whole commands as a user runs them (a new process, from its start
until its output is written); the plain alternatives are timed the same way (a script of their
own, scripts/plain_loops.py), and as loops alone inside this process.

    python scripts/bench_field.py            # full size (about 10 minutes on 2 cores)
    python scripts/bench_field.py --quick    # small files, one repeat, a quick look
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_big_csv import make_games
from make_big_pgn import make_events, make_pgn
from make_fide_list import make_list
from plain_loops import dict_loop, fide_list_loop, read_headers_loop

ROOT = Path(__file__).resolve().parent.parent
# Commands run as on a user's machine: Python keeps the compiled modules (__pycache__) it writes at
# the first run, so a PYTHONDONTWRITEBYTECODE set in this shell is not passed on (with it every
# command would compile its ~50 modules again, 0.06-0.1 s, which no installed copy does).
ENV = {**{key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"},
       "PYTHONPATH": str(ROOT), "ELO_MAX_UPLOAD_MB": "1000"}
FULL = {"events": (100_000, 2_000), "pgn": (100_000, 2_000), "periods": 1_000_000,
        "upload": 200_000, "list": 1_930_000}
QUICK = {"events": (10_000, 200), "pgn": (10_000, 200), "periods": 100_000, "upload": 20_000,
         "list": 193_000}


def run(command: list[str], repeat: int) -> tuple[float, float]:
    """Best wall time (s) of a command over `repeat` runs, and its peak memory (MB, measured by
    /usr/bin/time: a child forked from this big process would count our pages too)."""
    wall, peak, _ = measure(command, repeat)
    return wall, peak


def measure(command: list[str], repeat: int) -> tuple[float, float, float]:
    """`run`'s best wall time and peak memory, and the best CPU time (user + system, s): on
    2 cores shared with other work the wall time grows with the load, the CPU time much less."""
    best, peak, cpu = float("inf"), 0.0, float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        done = subprocess.run(["/usr/bin/time", "-f", "%M %U %S", *command], cwd=ROOT, env=ENV,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                              check=False)
        best = min(best, time.perf_counter() - start)
        if done.returncode != 0:
            raise RuntimeError(f"{command} failed: {done.stderr[-2000:]}")
        kb, user, system = done.stderr.strip().splitlines()[-1].split()
        peak = max(peak, int(kb) / 1024)
        cpu = min(cpu, float(user) + float(system))
    return best, peak, cpu


def cli(*args: str) -> list[str]:
    return [sys.executable, "-m", "elo_core", *args]


def timed(work: object) -> float:
    start = time.perf_counter()
    work()  # type: ignore[operator]
    return time.perf_counter() - start


def plain(kind: str, path: Path) -> list[str]:
    """The plain alternative as a command of its own (scripts/plain_loops.py: a new process that
    runs the loop and prints its result as JSON), timed like `elo-core`."""
    return [sys.executable, str(ROOT / "scripts" / "plain_loops.py"), kind, str(path)]


def floor(kind: str, path: Path | None = None) -> list[str]:
    """A floor of scripts/floors.py as a command: the least the `field` command could take."""
    return [sys.executable, str(ROOT / "scripts" / "floors.py"), kind,
            *([str(path)] if path else [])]


def floor_row(work: str, command: list[str], plain_command: list[str], repeat: int
              ) -> tuple[str, str, str, str]:
    """A floor beside the plain alternative, same run: the best ratio any `field` could get."""
    least, _, least_cpu = measure(command, repeat)
    theirs, _, theirs_cpu = measure(plain_command, repeat)
    return (work, f"{least:.2f} s (CPU {least_cpu:.2f} s)",
            f"the plain alternative as a command {theirs:.2f} s (CPU {theirs_cpu:.2f} s)",
            f"{theirs / least:.2f}x (CPU {theirs_cpu / least_cpu:.2f}x): the most any "
            "`field` command could reach")


def fewer_events(table: pd.DataFrame, count: int) -> pd.DataFrame:
    """The same games as `count` events: consecutive events merged (each merged event dated by
    its first event, rounds renumbered so that no one plays twice in a round)."""
    number = pd.factorize(table["event"])[0]  # each game's event, 0 to events - 1
    group = number * count // (number.max() + 1)
    rounds = table["round"].astype(int)
    merged = pd.Series([f"Event {g + 1:02d}" for g in range(count)])[group].to_numpy()
    first = table.groupby(group)["date"].transform("first")
    return table.assign(event=merged, date=first,
                        round=number * int(rounds.max()) + rounds)


def events_against_few(season: Path, folder: Path, repeat: int) -> tuple[str, str, str, str]:
    """`field --json` on the season beside the same games as 10 events: cost follows games."""
    table = pd.read_csv(season, dtype=str)
    few = folder / "events-10.csv"
    fewer_events(table, 10).to_csv(few, index=False)
    # The two commands in turn, best of each: on this machine the same command's best of three
    # moved by 0.2 s between two blocks a minute apart, as much as the difference measured.
    many = many_cpu = few_time = few_cpu = float("inf")
    for _ in range(max(repeat, 5)):
        wall, _, cpu = measure(cli("field", str(season), "--json"), 1)
        many, many_cpu = min(many, wall), min(many_cpu, cpu)
        wall, _, cpu = measure(cli("field", str(few), "--json"), 1)
        few_time, few_cpu = min(few_time, wall), min(few_cpu, cpu)
    return (f"the same {len(table):,} games as {table['event'].nunique():,} events vs as 10 "
            "events, `field --json` (FIDE)", f"{many:.2f} s (CPU {many_cpu:.2f} s)",
            f"as 10 events {few_time:.2f} s (CPU {few_cpu:.2f} s)",
            f"{many / few_time:.2f}x (CPU {many_cpu / few_cpu:.2f}x)")


def upload_50k(folder: Path) -> Path:
    """The memory row's file: 50,000 games (make_big_csv's players and periods)."""
    path = folder / "upload-50k.csv"
    make_games(50_000).to_csv(path, index=False)
    return path


def app_part(kind: str, path: Path) -> dict[str, float]:
    """One of scripts/bench_app.py's measurements, in its own process."""
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "bench_app.py"), kind,
                           str(path)], cwd=ROOT, env=ENV, capture_output=True, text=True,
                          check=True)
    result: dict[str, float] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def list_games(ids: list[int]) -> str:
    """400 games among 200 players of the list, spread over it, with their FIDE IDs."""
    picked = ids[:: max(1, len(ids) // 200)][:200]
    rows = ["event,date,white,black,white_rating,black_rating,result,white_id,black_id"]
    for n in range(400):
        white, black = picked[n % len(picked)], picked[(n * 7 + 1) % len(picked)]
        if white != black:
            rows.append(f"Open,2026-03-{1 + n % 28:02d},P{white},P{black},1500,1500,"
                        f"{('1', '0.5', '0')[n % 3]},{white},{black}")
    return "\n".join(rows) + "\n"


def browser_rows(row: Any, folder: Path, upload: Path) -> None:
    """The Chromium rows: first paint and interactions, first chart drawn, server memory."""
    seen = app_part("browser", upload)
    row("same, in Chromium", f"first paint of the app {seen['first_paint']:.2f} s; "
        f"upload drawn {seen['upload']:.2f} s; then, from the key press until drawn: "
        f"pick a player {seen['pick']:.2f} s, add a player to the season chart "
        f"{seen['chart']:.2f} s, switch system {seen['system_first']:.2f} s (FIDE to US "
        f"Chess; median of three switches {seen['system']:.2f} s)",
        f"first paint of an empty Streamlit page {seen['bare_first_paint']:.2f} s",
        f"{seen['first_paint'] / seen['bare_first_paint']:.2f}x its first paint")
    drawn = app_part("charts", upload)
    one = drawn["one_chart"]
    row("first chart drawn, fresh browser context each, the pages in turn with the one-chart "
        "page (medians of 5 rounds)",
        ", ".join(f"{name} {drawn[name]:.2f} s" for name in
                  ("scurve", "tournament", "analysis")),
        f"a one-chart Streamlit page {one:.2f} s",
        ", ".join(f"{drawn[name + '_ratio']:.2f}x" for name in
                  ("scurve", "tournament", "analysis")) + " (each round's ratio, median)")
    held = app_part("memory", upload_50k(folder))
    row(f"server RSS, 10 sessions each uploaded a 50,000-game file, closed, session "
        f"TTL passed (+{held['ttl_s']:.0f} s)", f"{held['after_mb']:.0f} MB "
        f"(while busy {held['busy_mb']:.0f} MB)", f"idle server {held['idle_mb']:.0f} MB",
        f"{held['after_mb'] / held['idle_mb']:.2f}x")


def print_table(rows: list[tuple[str, str, str, str, str]]) -> None:
    """The rows as the README's Markdown table, after the machine and its load."""
    load = os.getloadavg()[0]
    print(f"\n{dt.date.today()}, {platform.machine()} {os.cpu_count()} cores, "
          f"Python {platform.python_version()}, load average {load:.1f} at the end\n")
    print("| work | elo-core | plain alternative, same run | ratio | load average |\n"
          "|---|---|---|---|---|")
    for work, figure, alternative, ratio, row_load in rows:
        print(f"| {work} | {figure} | {alternative} | {ratio} | {row_load} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="small files, one repeat")
    parser.add_argument("--repeat", type=int, help="runs per command (best kept; default 3)")
    parser.add_argument("--no-browser", action="store_true", help="skip the Chromium row")
    args = parser.parse_args()
    size = QUICK if args.quick else FULL
    repeat = args.repeat or (1 if args.quick else 3)
    rows: list[tuple[str, str, str, str, str]] = []

    def row(work: str, figure: str, plain: str, ratio: str = "") -> None:
        load = f"{os.getloadavg()[0]:.1f}"  # (2 cores shared: each row says how busy)
        rows.append((work, figure, plain, ratio, load))
        print(f"{work}: {figure} | {plain} | {ratio} | load {load}", flush=True)

    def compare(work: str, ours_command: list[str], plain_command: list[str], loop: object,
                what: str) -> None:
        """Both as whole commands (a new process until its JSON is written), and the plain loop
        alone inside this process (no start-up, no output)."""
        ours, _, ours_cpu = measure(ours_command, repeat)
        theirs, _, theirs_cpu = measure(plain_command, repeat)
        alone = min(timed(loop) for _ in range(repeat))
        row(work, f"{ours:.2f} s (CPU {ours_cpu:.2f} s)", f"{what} as a command {theirs:.2f} s "
            f"(CPU {theirs_cpu:.2f} s; the loop alone, in-process: {alone:.2f} s)",
            f"{theirs / ours:.2f}x (CPU {theirs_cpu / ours_cpu:.2f}x)")

    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        games, events = size["events"]
        season = folder / "events.csv"
        make_events(games, events).to_csv(season, index=False)
        compare(f"{games:,} games in {events:,} events of 20 players, `field --json`",
                cli("field", str(season), "--json"), plain("season", season),
                lambda: dict_loop(season), "per-event dict loop")
        row(*events_against_few(season, folder, repeat))

        games, events = size["pgn"]
        pgn = folder / "season.pgn"
        pgn.write_text(make_pgn(games, events), encoding="utf-8")
        compare(f"{games:,}-game PGN ({pgn.stat().st_size / 1e6:.0f} MB, {events:,} events), "
                "`field --json`", cli("field", str(pgn), "--json"), plain("pgn", pgn),
                lambda: read_headers_loop(pgn), "`chess.pgn.read_headers` loop")
        row(*floor_row("floor: Python's start, the imports of `field` and every tag of the PGN "
                       "read in pyarrow, nothing checked, rated or written "
                       "(`scripts/floors.py pgn-tags`)", floor("pgn-tags", pgn),
                       plain("pgn", pgn), repeat))

        periods = folder / "periods.csv"
        make_games(size["periods"]).to_csv(periods, index=False)
        compare(f"{size['periods']:,} games in 12 monthly periods, `field --json`",
                cli("field", str(periods), "--json"), plain("season", periods),
                lambda: dict_loop(periods), "per-period dict loop")
        row(*floor_row("floor: Python's start, the imports of `field` and the CSV read as text "
                       "by pyarrow.csv, nothing checked, rated or written "
                       "(`scripts/floors.py csv-text`)", floor("csv-text", periods),
                       plain("season", periods), repeat))

        fide_list = folder / "players_list_foa.txt"
        ids = make_list(fide_list, size["list"])
        listed = folder / "listed.csv"
        listed.write_text(list_games(ids), encoding="utf-8")
        compare(f"FIDE's combined list, {size['list']:,} lines "
                f"({fide_list.stat().st_size / 1e6:.0f} MB), 200 players of a 400-game file "
                "found by FIDE ID, `field --players LIST --json`",
                cli("field", str(listed), "--players", str(fide_list), "--json"),
                plain("fide-list", fide_list), lambda: fide_list_loop(fide_list),
                "id -> rating dict loop over the list")

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
            browser_rows(row, folder, upload)
    print_table(rows)


if __name__ == "__main__":
    main()
