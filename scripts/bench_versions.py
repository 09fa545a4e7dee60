"""`field --json` of an earlier revision beside this checkout's, in turn, on the clean files of
`make bench`: is a clean file rated as fast as before? (A change that adds checks should not
slow the files that need none.)

    .venv/bin/python scripts/bench_versions.py 8b58ead [--repeat 5] [--quick]

The revision is exported with `git archive` into a temporary folder (nothing is checked out
here) and run with this checkout's Python and packages; each row runs the two commands in
turn, A B A B, and keeps each one's best wall and CPU time. Outputs may differ (a newer
revision may warn where an older one did not); the output sizes are printed beside the times.
"""

from __future__ import annotations

import argparse
import io
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_commands import ENV, ROOT
from make_big_csv import make_games
from make_big_pgn import make_events, make_pgn, make_real_pgn


def export(revision: str, folder: Path) -> Path:
    """The revision's files in `folder`/tree (`git archive`, no checkout touched)."""
    archive = subprocess.run(["git", "archive", "--format=tar", revision], cwd=ROOT,
                             capture_output=True, check=True).stdout
    tree = folder / "tree"
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(tree, filter="data")
    return tree


def once(tree: Path, args: list[str]) -> tuple[float, float, int]:
    """One `field` command of `tree`'s elo_core, as a new process: wall s, CPU s, output bytes."""
    start = time.perf_counter()
    done = subprocess.run(["/usr/bin/time", "-f", "%U %S", sys.executable, "-m", "elo_core",
                           *args], cwd=tree, env={**ENV, "PYTHONPATH": str(tree)},
                          capture_output=True, check=False)
    wall = time.perf_counter() - start
    if done.returncode != 0:
        raise RuntimeError(f"{tree}: {args} failed: {done.stderr[-2000:]!r}")
    user, system = done.stderr.decode().strip().splitlines()[-1].split()
    return wall, float(user) + float(system), len(done.stdout)


def files(folder: Path, quick: bool) -> list[tuple[str, list[str]]]:
    """The clean files of `make bench` and the `field` arguments each is run with."""
    games, events, periods = (10_000, 200, 100_000) if quick else (100_000, 2_000, 1_000_000)
    season, pgn, real, big = (folder / name for name in
                              ("events.csv", "season.pgn", "real.pgn", "periods.csv"))
    make_events(games, events).to_csv(season, index=False)
    pgn.write_text(make_pgn(games, events), encoding="utf-8")
    real.write_text(make_real_pgn(games), encoding="utf-8")
    make_games(periods).to_csv(big, index=False)
    return [(f"{games:,} games in {events:,} events (CSV)", ["field", str(season), "--json"]),
            (f"{games:,}-game PGN, made-up tags", ["field", str(pgn), "--json"]),
            (f"{games:,}-game real-shaped PGN, classic K 20",
             ["field", str(real), "--json", "--system", "classic", "--k", "20"]),
            (f"{periods:,} games in 12 monthly periods (CSV)", ["field", str(big), "--json"])]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("revision", help="the earlier revision (a commit, tag or branch)")
    parser.add_argument("--repeat", type=int, default=5, help="runs of each command, in turn")
    parser.add_argument("--quick", action="store_true", help="files a tenth of the size")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        before = export(args.revision, folder)
        label = subprocess.run(["git", "log", "-1", "--format=%h %cs", args.revision], cwd=ROOT,
                               capture_output=True, text=True, check=True).stdout.strip()
        now = subprocess.run(["git", "log", "-1", "--format=%h %cs"], cwd=ROOT,
                             capture_output=True, text=True, check=True).stdout.strip()
        print(f"| file | {label} | this checkout ({now}, with any uncommitted change) | "
              "this / before, CPU (wall) |\n|---|---|---|---|", flush=True)
        for work, command in files(folder, args.quick):
            old = [float("inf")] * 2
            new = [float("inf")] * 2
            sizes = [0, 0]
            for _ in range(args.repeat):
                for side, tree, at in ((old, before, 0), (new, ROOT, 1)):
                    wall, cpu, sizes[at] = once(tree, command)
                    side[0], side[1] = min(side[0], wall), min(side[1], cpu)
            print(f"| {work} | CPU {old[1]:.2f} s, wall {old[0]:.2f} s ({sizes[0] / 1e6:.1f} MB "
                  f"out) | CPU {new[1]:.2f} s, wall {new[0]:.2f} s ({sizes[1] / 1e6:.1f} MB out)"
                  f" | {new[1] / old[1]:.2f}x ({new[0] / old[0]:.2f}x) |", flush=True)


if __name__ == "__main__":
    main()
