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
from pathlib import Path
from typing import Any

import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_commands import (
    ENV,
    ROOT,
    cli,
    floor,
    floor_row,
    in_rounds,
    in_turn,
    measure,
    plain,
    run,
    timed,
)
from make_big_csv import make_games
from make_big_pgn import make_events, make_pgn, make_real_pgn
from make_fide_list import make_list
from plain_loops import dict_loop, fide_list_loop, read_headers_loop
from real_columns import real_shaped

FULL = {"events": (100_000, 2_000), "pgn": (100_000, 2_000), "periods": 1_000_000,
        "upload": 200_000, "list": 1_930_000}
QUICK = {"events": (10_000, 200), "pgn": (10_000, 200), "periods": 100_000, "upload": 20_000,
         "list": 193_000}


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
    many, many_cpu, few_time, few_cpu = in_turn(cli("field", str(season), "--json"),
                                                cli("field", str(few), "--json"), repeat)
    return (f"the same {len(table):,} games as {table['event'].nunique():,} events vs as 10 "
            "events, `field --json` (FIDE)", f"{many:.2f} s (CPU {many_cpu:.2f} s)",
            f"as 10 events {few_time:.2f} s (CPU {few_cpu:.2f} s)",
            f"{many / few_time:.2f}x (CPU {many_cpu / few_cpu:.2f}x)")


def season_rows(row: Any, compare: Any, folder: Path, size: tuple[int, int],
                repeat: int) -> None:
    """The season of many small events beside the per-event loop, synthetic and real-shaped
    (the same games as an organiser's export: scripts/real_columns.py), and as 10 events."""
    games, events = size
    season = folder / "events.csv"
    table = make_events(games, events)
    table.to_csv(season, index=False)
    compare(f"{games:,} games in {events:,} events of 20 players, `field --json`",
            cli("field", str(season), "--json"), plain("season", season),
            lambda: dict_loop(season), "per-event dict loop")
    real_season = folder / "events-real.csv"  # the same games as an organiser's export
    real_shaped(table).to_csv(real_season, index=False)
    compare(f"the same season real-shaped ({real_season.stat().st_size / 1e6:.0f} MB: named "
            "events, a day a round, boards, titles, federations, FIDE IDs, 1-0 results, "
            "time controls), `field --json`", cli("field", str(real_season), "--json"),
            plain("season", real_season), lambda: dict_loop(real_season),
            "per-event dict loop")
    row(*events_against_few(season, folder, repeat))


def synthetic_pgn_rows(row: Any, compare: Any, folder: Path, size: tuple[int, int],
                       repeat: int) -> None:
    """The PGN of made-up tags over TWIC's moves, beside the header loop and the floor."""
    games, events = size
    pgn = folder / "season.pgn"
    pgn.write_text(make_pgn(games, events), encoding="utf-8")
    compare(f"{games:,}-game PGN ({pgn.stat().st_size / 1e6:.0f} MB, {events:,} events), "
            "`field --json`", cli("field", str(pgn), "--json"), plain("pgn", pgn),
            lambda: read_headers_loop(pgn), "`chess.pgn.read_headers` loop")
    row(*floor_row("floor: Python's start, the imports of `field` and every tag of the PGN "
                   "read in pyarrow, nothing checked, rated or written "
                   "(`scripts/floors.py pgn-tags`)", floor("pgn-tags", pgn),
                   plain("pgn", pgn), repeat))


def real_shaped_rows(row: Any, folder: Path, games: int, repeat: int) -> None:
    """The PGN as real files are (TWIC's games copied whole: board rounds, titles, EventDate,
    FIDE IDs), `field`, the header loop and the floor in turn; the same file with shared FIDE
    IDs beside the one with IDs of each copy's own, in turn."""
    real, shared = folder / "real.pgn", folder / "real-shared-ids.pgn"
    real.write_text(make_real_pgn(games), encoding="utf-8")
    shared.write_text(make_real_pgn(games, shared_ids=True), encoding="utf-8")
    field = ("field", "--json", "--system", "classic", "--k", "20")
    best = in_rounds({"ours": cli(field[0], str(real), *field[1:]), "loop": plain("pgn", real),
                      "floor": floor("pgn-tags", real)}, repeat)
    (ours, ours_cpu), (loop, loop_cpu), (least, least_cpu) = (
        best["ours"], best["loop"], best["floor"])
    row(f"{games:,}-game real-shaped PGN ({real.stat().st_size / 1e6:.0f} MB, TWIC's games "
        "copied whole), `field --json --system classic --k 20`; the three commands in turn, "
        f"{repeat} round{'s' if repeat > 1 else ''}", f"{ours:.2f} s (CPU {ours_cpu:.2f} s)",
        f"`chess.pgn.read_headers` loop as a command {loop:.2f} s (CPU {loop_cpu:.2f} s)",
        f"{loop / ours:.2f}x (CPU {loop_cpu / ours_cpu:.2f}x)")
    row("floor on the real-shaped PGN (`scripts/floors.py pgn-tags`), same rounds",
        f"{least:.2f} s (CPU {least_cpu:.2f} s)",
        f"the loop {loop:.2f} s (CPU {loop_cpu:.2f} s)",
        f"{loop / least:.2f}x (CPU {loop_cpu / least_cpu:.2f}x): the most any `field` command "
        "could reach")
    one, one_cpu, own, own_cpu = in_turn(cli(field[0], str(shared), *field[1:]),
                                         cli(field[0], str(real), *field[1:]), repeat)
    row(f"the same {games:,} real-shaped games, every copy under TWIC's FIDE IDs (each ID "
        "given to one player per copy, warned) vs IDs of each copy's own, in turn",
        f"{one:.2f} s (CPU {one_cpu:.2f} s)", f"own IDs {own:.2f} s (CPU {own_cpu:.2f} s)",
        f"{one / own:.2f}x (CPU {one_cpu / own_cpu:.2f}x)")


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
    parser.add_argument("--pgn-only", action="store_true",
                        help="only the PGN rows (synthetic and real-shaped, with their floors)")
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
        if not args.pgn_only:
            season_rows(row, compare, folder, size["events"], repeat)
        synthetic_pgn_rows(row, compare, folder, size["pgn"], repeat)
        real_shaped_rows(row, folder, size["pgn"][0], repeat)
        if args.pgn_only:
            print_table(rows)
            return

        periods = folder / "periods.csv"
        make_games(size["periods"]).to_csv(periods, index=False)
        compare(f"{size['periods']:,} games in 12 monthly periods, `field --json`",
                cli("field", str(periods), "--json"), plain("season", periods),
                lambda: dict_loop(periods), "per-period dict loop")
        real_periods = folder / "periods-real.csv"
        real_shaped(make_games(size["periods"]), round_days=False, rename=True).to_csv(
            real_periods, index=False)
        compare(f"the same {size['periods']:,} games real-shaped "
                f"({real_periods.stat().st_size / 1e6:.0f} MB, as the season above), "
                "`field --json`", cli("field", str(real_periods), "--json"),
                plain("season", real_periods), lambda: dict_loop(real_periods),
                "per-period dict loop")
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
