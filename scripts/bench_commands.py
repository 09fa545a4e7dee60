"""Command timing for the benchmark scripts: a command as a new process timed from its start until
it exits (wall and CPU time, peak memory), the plain alternatives and floors as commands, and two
commands run in turn."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# Commands run as on a user's machine: Python keeps the compiled modules (__pycache__) it writes at
# the first run, so a PYTHONDONTWRITEBYTECODE set in this shell is not passed on (with it every
# command would compile its ~50 modules again, 0.06-0.1 s, which no installed copy does).
ENV = {**{key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"},
       "PYTHONPATH": str(ROOT), "ELO_MAX_UPLOAD_MB": "1000"}



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


def in_turn(first: list[str], second: list[str], repeat: int) -> tuple[float, ...]:
    """Two commands run in turn, A B A B (at least five each), best wall and CPU time of each:
    on this machine the same command's best of three moved by 0.2 s between two blocks a minute
    apart, as much as some differences measured."""
    a = a_cpu = b = b_cpu = float("inf")
    for _ in range(max(repeat, 5)):
        wall, _, cpu = measure(first, 1)
        a, a_cpu = min(a, wall), min(a_cpu, cpu)
        wall, _, cpu = measure(second, 1)
        b, b_cpu = min(b, wall), min(b_cpu, cpu)
    return a, a_cpu, b, b_cpu


def in_rounds(commands: dict[str, list[str]], rounds: int) -> dict[str, tuple[float, float]]:
    """Several commands run in turn, one after another in each of `rounds` rounds (A B C, A B C,
    ...): each command's best wall and best CPU time (s), so that a change of the machine's
    speed during the run meets every command alike."""
    best = {name: (float("inf"), float("inf")) for name in commands}
    for _ in range(rounds):
        for name, command in commands.items():
            wall, _, cpu = measure(command, 1)
            best[name] = (min(best[name][0], wall), min(best[name][1], cpu))
    return best
