"""Mutation run over the rating rules: small AST changes to comparisons, numbers and arithmetic
in elo_core/rules, systems, field and norms, each run against the unit tests that reach it.

First the covering unit tests run once under coverage (scripts/mutate_cover.py): that run is
the baseline (it must pass) and gives, for every line, the tests that execute it. Each mutant
is then written into a scratch copy of the repository (the worktree is never changed) and
only the tests that execute its line run, in a forked `pytest -x` with a time limit, the
module's own test file first. A mutant whose line no test executes survives without a run.
With --whole-files, a survivor's tests run once more as whole files (a module-scoped fixture
is recorded under the first test that used it). A mutant is killed when a test fails or the run
times out; it survives when every test passes.

    nice python scripts/mutate.py --jobs 2           # all four packages
    python scripts/mutate.py --package rules         # one package
    python scripts/mutate.py --module elo_core/rules/uscf.py --sample 20 --seed 1
    python scripts/mutate.py --list                  # count the mutants, run nothing

Results (every mutant, with its verdict) go to --out as JSON lines; the summary and the
survivors are printed at the end.
"""

from __future__ import annotations

import argparse
import compileall
import json
import os
import py_compile
import random
import shutil
import signal
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path

import hypothesis  # noqa: F401  (imported once here, before the forks)
import numpy  # noqa: F401
import pandas  # noqa: F401
import pytest
from mutate_cover import SECONDS, build, merged, tests_for
from mutate_points import Mutant, mutants_of, mutated_source
from mutate_verdicts import PACKAGES, Verdict, read_verdicts, reused, summary

ROOT = Path(__file__).resolve().parents[1]
# The unit tests that cover each package beyond its own folder (fast ones only: no app, no
# browser, no CLI subprocesses).
COVERED_BY = {
    "rules": ["tests/unit/rules", "tests/unit/systems", "tests/unit/io/test_periods.py",
              "tests/unit/test_calculator.py", "tests/unit/test_properties.py",
              "tests/unit/test_golden.py"],
    "systems": ["tests/unit/systems", "tests/unit/test_calculator.py",
                "tests/unit/test_properties.py", "tests/unit/test_whatif.py",
                "tests/unit/test_golden.py"],
    "field": ["tests/unit/field", "tests/unit/test_field_matches_event.py",
              "tests/unit/test_golden.py"],
    "norms": ["tests/unit/norms", "tests/unit/test_golden.py"],
}
# A module whose tests live outside its mirror file
OWN_TESTS = {"elo_core/rules/rating_lists.py": "tests/unit/io/test_periods.py"}
class _Only:
    """pytest plugin: keep only the chosen tests, the quickest first (by their time in the
    map's run)."""

    def __init__(self, chosen: set[str], seconds: dict[str, list[float]]) -> None:
        self.chosen = chosen
        self.seconds = seconds

    def pytest_collection_modifyitems(self, items: list[pytest.Item]) -> None:
        kept = [item for item in items if item.nodeid in self.chosen
                or item.nodeid.split("::", 1)[0] in self.chosen]
        items[:] = sorted(kept, key=lambda item: self.seconds.get(item.nodeid, [0.0])[0])


def _run(scratch: Path, paths: list[str], timeout: float,
         only: _Only | None = None) -> tuple[str, str]:
    """('passed' | 'failed' | 'timeout', the first failing test).

    The tests run in a forked child of this process, which has imported pytest, numpy, pandas
    and hypothesis once (but never elo_core): each run skips the interpreter's start-up and
    imports the mutated package afresh. No test chosen (exit code 5) counts as passed.
    """
    report = scratch / "report.txt"
    pid = os.fork()
    if pid == 0:  # the child: run pytest on the scratch copy, exit with its code
        code = 3
        try:
            os.chdir(scratch)
            os.environ["ELO_HYPOTHESIS_PROFILE"] = "mutate"
            sys.path.insert(0, str(scratch))
            with open(report, "w", encoding="utf-8") as sink:
                os.dup2(sink.fileno(), 1)
                os.dup2(sink.fileno(), 2)
                code = int(pytest.main(["-x", "-q", "-p", "no:cacheprovider", "-p",
                                        "no:randomly", *paths], plugins=[only] if only else []))
        finally:
            os._exit(code)
    deadline = time.monotonic() + timeout
    while True:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            break
        if time.monotonic() > deadline:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            return "timeout", ""
        time.sleep(0.02)
    if os.waitstatus_to_exitcode(status) in (0, 5):
        return "passed", ""
    lines = report.read_text(encoding="utf-8", errors="replace").splitlines()
    failed = [ln for ln in lines if ln.startswith(("FAILED", "ERROR"))]
    return "failed", (failed or lines[-1:] or [""])[0]


@dataclass(frozen=True, kw_only=True, slots=True)
class Settings:
    """How every mutant of one run is judged."""

    timeout: float  # seconds per test run
    cover: dict[str, dict[str, list[str]]]  # module -> line -> the tests that run it
    whole_files: bool  # a survivor's test files run once more in full
    earlier: dict[tuple[str, int, str, str], Verdict]  # verdicts reused from an earlier run


def judge(mutant: Mutant, scratch: Path, settings: Settings) -> Verdict:
    """Apply the mutant in the scratch copy, run the tests that reach its line (then, with
    whole_files, their whole files), put the module back."""
    package = Path(mutant.module).parts[1]
    own = OWN_TESTS.get(mutant.module, f"tests/unit/{package}/test_{Path(mutant.module).stem}.py")
    tests, at_import = tests_for(settings.cover, ROOT, mutant.module,
                                 mutant.first or mutant.line, mutant.last or mutant.line)
    start = time.monotonic()
    if at_import and (scratch / own).exists():
        # a constant may be read by a test that runs no line of its module: the own test
        # file runs in full
        tests = sorted({*tests, own})
    if not tests:
        return Verdict(mutant=mutant, status="survived", by="no test runs this line",
                       seconds=0.0)
    files = sorted({t.split("::", 1)[0] for t in tests})
    # the own file alone first (most mutants die there, and collecting the other files costs
    # more than its tests), then the other files, then (whole_files) every file in full
    seconds = settings.cover.get(SECONDS, {})
    only = _Only(set(tests), seconds)  # (a file's name in `tests` keeps all its tests)
    stages: list[tuple[list[str], _Only | None]] = [([own], only)] if own in files else []
    if files != [own]:
        stages.append(([f for f in files if f != own], only))
    if settings.whole_files:
        stages.append((files, None))
    # a run may take five times its tests' time in the map's run, and 30 s more
    limit = max(settings.timeout, 30.0 + 5 * sum(seconds.get(t, [0.0])[0] for t in tests))
    target = scratch / mutant.module
    original = target.read_text(encoding="utf-8")
    # (from the scratch copy: a module edited in the worktree during the run is not mixed in)
    target.write_text(mutated_source(mutant, original), encoding="utf-8")
    try:
        for paths, only in stages:
            status, by = _run(scratch, paths, limit, only)
            if status != "passed":
                return Verdict(mutant=mutant, status="killed" if status == "failed" else status,
                               by=by, seconds=time.monotonic() - start)
        return Verdict(mutant=mutant, status="survived", by=" ".join(files),
                       seconds=time.monotonic() - start)
    finally:
        target.write_text(original, encoding="utf-8")


def _scratch(tests: list[str]) -> Path:
    """A copy of the package, tests, scripts and project settings (the tests read only what the
    repository holds), with its byte code made once: elo_core's checked against each source's
    hash (a mutated module is compiled afresh, never read from a stale cache; nothing is
    written while mutants run), the tests' assertion rewriting cached by one collection."""
    where = Path(tempfile.mkdtemp(prefix="elo-mutate-")) / "repo"
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", ".hypothesis", ".pytest_cache")
    for folder in ("elo_core", "tests", "scripts"):
        shutil.copytree(ROOT / folder, where / folder, ignore=ignore)
    shutil.copy2(ROOT / "pyproject.toml", where / "pyproject.toml")
    compileall.compile_dir(where / "elo_core", quiet=1,
                           invalidation_mode=py_compile.PycInvalidationMode.CHECKED_HASH)
    sys.dont_write_bytecode = False
    _run(where, ["--collect-only", *tests], 600.0)
    sys.dont_write_bytecode = True  # (from here on, a mutant's byte code is never cached)
    return where


def _work(chosen: list[Mutant], part: int, jobs: int, out: Path, settings: Settings) -> None:
    """Judge every `jobs`-th mutant from `part` in a scratch copy of its own; JSON lines to
    `out`."""
    mine = chosen[part::jobs]
    scratch = _scratch(sorted({t.split("::", 1)[0] for m in mine for t in tests_for(
        settings.cover, ROOT, m.module, m.first or m.line, m.last or m.line)[0]}))
    try:
        with open(out, "w", encoding="utf-8") as sink:
            for number in range(part, len(chosen), jobs):
                mutant = chosen[number]
                verdict = settings.earlier.get(mutant.key()) \
                    or judge(mutant, scratch, settings)
                sink.write(json.dumps(asdict(verdict)) + "\n")
                sink.flush()
                print(f"[{number + 1}/{len(chosen)}] {verdict.status:8} {mutant.module}:"
                      f"{mutant.line} {mutant.before} -> {mutant.after} "
                      f"({verdict.seconds:.1f} s)", flush=True)
    finally:
        shutil.rmtree(scratch.parent, ignore_errors=True)


def _judge_all(chosen: list[Mutant], jobs: int, out: str, settings: Settings) -> None:
    """Judge the mutants in `jobs` forked workers, each writing its part; the parts joined into
    `out`."""
    parts = [Path(f"{out}.{part}") for part in range(jobs)]
    children = []
    for part in range(jobs):
        pid = os.fork()
        if pid == 0:
            code = 3
            try:
                _work(chosen, part, jobs, parts[part], settings)
                code = 0
            finally:
                os._exit(code)
        children.append(pid)
    for pid in children:
        os.waitpid(pid, 0)
    with open(out, "w", encoding="utf-8") as sink:
        for path in parts:
            sink.write(path.read_text(encoding="utf-8"))
            path.unlink()


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--package", action="append", choices=PACKAGES)
    parser.add_argument("--module", action="append", help="a module path, e.g. "
                        "elo_core/rules/uscf.py")
    parser.add_argument("--sample", type=int, help="judge this many mutants per module, drawn "
                        "at random (all when not given)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--timeout", type=float, default=60.0,
                        help="seconds per test run of one mutant at least (more when its tests "
                        "took more than a fifth of that in the map's run; a timeout counts as "
                        "killed)")
    parser.add_argument("--jobs", type=int, default=1, help="mutants judged at once, each in "
                        "a scratch copy of its own")
    parser.add_argument("--out", default="mutants.jsonl", help="JSON lines, one per mutant")
    parser.add_argument("--map", nargs="+", help="the line-to-tests map of an earlier run "
                        "(built afresh, and written here, when the first file does not exist); "
                        "more maps (e.g. of tests added since) are merged into it")
    parser.add_argument("--whole-files", action="store_true", help="run a survivor's test "
                        "files once more in full")
    parser.add_argument("--list", action="store_true", help="count the mutants, run nothing")
    parser.add_argument("--reuse", help="an earlier --out file: its mutants killed by a failing "
                        "test are not run again")
    parser.add_argument("--recheck", nargs="+", metavar="OUT", help="judge again only the "
                        "survivors of earlier --out files (after adding tests)")
    parser.add_argument("--summary", nargs="+", metavar="OUT", help="print the score and the "
                        "survivors of earlier --out files (mutants this script still makes)")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Choose the mutants, judge them, print the score and the survivors."""
    args = _parser().parse_args(argv)
    if args.summary:
        return summary(read_verdicts(args.summary))
    modules = [ROOT / m for m in args.module or []]
    for package in args.package or ([] if modules or args.recheck else list(PACKAGES)):
        modules += sorted((ROOT / "elo_core" / package).glob("*.py"))
    rng = random.Random(args.seed)
    chosen: list[Mutant] = []
    if args.recheck:
        made = {m.key(): m for module in
                {ROOT / v.mutant.module for v in read_verdicts(args.recheck)}
                for m in mutants_of(module)}
        chosen = [made[v.mutant.key()] for v in read_verdicts(args.recheck)
                  if v.status == "survived"]
    for module in modules:
        found = mutants_of(module)
        if args.sample is not None and len(found) > args.sample:
            found = sorted(rng.sample(found, args.sample), key=lambda m: m.ordinal)
        chosen += found
        print(f"{module.relative_to(ROOT)}: {len(found)} mutants", flush=True)
    if args.list:
        print(f"{len(chosen)} mutants")
        return 0
    start = time.monotonic()
    cover_file = Path(args.map[0] if args.map else f"{args.out}.map.json")
    if not (args.map and cover_file.exists()):
        packages = {Path(m.module).parts[1] for m in chosen}
        tests = sorted({t for p in packages for t in COVERED_BY[p]})
        print(f"coverage map: {' '.join(tests)}", flush=True)
        build(ROOT, tests, cover_file)
        print(f"coverage map built in {time.monotonic() - start:.0f} s", flush=True)
    settings = Settings(timeout=args.timeout, whole_files=args.whole_files,
                        cover=merged([cover_file, *map(Path, (args.map or [])[1:])]),
                        earlier=reused(args.reuse))
    jobs = max(1, args.jobs)
    _judge_all(chosen, jobs, args.out, settings)
    verdicts = read_verdicts([args.out])
    print(f"\n{len(chosen)} mutants judged in {time.monotonic() - start:.0f} s "
          f"({jobs} at once)")
    return summary(verdicts)


if __name__ == "__main__":
    sys.exit(main())
