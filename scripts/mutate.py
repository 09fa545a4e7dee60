"""Mutation run over the rating rules: small AST changes to comparisons, numbers and arithmetic
in elo_core/rules, systems, field and norms, each run against the unit tests that cover it.

Each mutant is written into a scratch copy of the repository (the worktree is never changed)
and its tests run in a fresh `python -m pytest -x` with a time limit: first the module's own
test file, then, if that passes, the rest of the folders that cover the package. A mutant is
killed when a test fails or the run times out; it survives when every test passes.

    python scripts/mutate.py                         # all four packages (hours on 2 cores)
    python scripts/mutate.py --package rules         # one package
    python scripts/mutate.py --module elo_core/rules/uscf.py --sample 20 --seed 1
    python scripts/mutate.py --list                  # count the mutants, run nothing

Results (every mutant, with its verdict) go to --out as JSON lines; the summary and the
survivors are printed at the end.
"""

from __future__ import annotations

import argparse
import ast
import copy
import json
import os
import random
import shutil
import signal
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import asdict, dataclass
from pathlib import Path

import hypothesis  # noqa: F401  (imported once here, before the forks)
import numpy  # noqa: F401
import pandas  # noqa: F401
import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("rules", "systems", "field", "norms")
ALL_FOLDERS = ("tests/unit/rules", "tests/unit/systems", "tests/unit/field", "tests/unit/norms")
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
SWAP_COMPARE: dict[type[ast.cmpop], type[ast.cmpop]] = {
    ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt,
    ast.Eq: ast.NotEq, ast.NotEq: ast.Eq, ast.In: ast.NotIn, ast.NotIn: ast.In,
    ast.Is: ast.IsNot, ast.IsNot: ast.Is,
}
SWAP_BINOP: dict[type[ast.operator], type[ast.operator]] = {
    ast.Add: ast.Sub, ast.Sub: ast.Add, ast.Mult: ast.Div, ast.Div: ast.Mult,
    ast.FloorDiv: ast.Div, ast.Pow: ast.Mult, ast.Mod: ast.FloorDiv,
}


@dataclass(frozen=True, kw_only=True, slots=True)
class Mutant:
    """One change: which node of which module, what it was and what it becomes."""

    module: str
    ordinal: int  # the node's place in ast.walk order
    line: int
    before: str
    after: str


@dataclass(frozen=True, kw_only=True, slots=True)
class Verdict:
    """What the tests made of one mutant."""

    mutant: Mutant
    status: str  # killed, survived, timeout
    by: str  # the test that failed first, or the folders that passed
    seconds: float


def _in_fstring(tree: ast.AST) -> set[int]:
    """ids of the nodes left alone: inside f-strings (their numbers only change text) and in
    decorators (`frozen=True`, `slots=True` shape a class, not a rule)."""
    inside: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            inside.update(id(n) for n in ast.walk(node))
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            for decorator in node.decorator_list:
                inside.update(id(n) for n in ast.walk(decorator))
    return inside


def _change(node: ast.AST) -> str | None:
    """Mutate `node` in place; return what it became (None when it is not a mutation point)."""
    if isinstance(node, ast.Compare):
        first = type(node.ops[0])
        if first in SWAP_COMPARE:
            node.ops[0] = SWAP_COMPARE[first]()
            return ast.unparse(node)
    elif isinstance(node, ast.BinOp | ast.AugAssign):
        kind = type(node.op)
        if kind in SWAP_BINOP:
            node.op = SWAP_BINOP[kind]()
            return ast.unparse(node)
    elif isinstance(node, ast.Constant) and not isinstance(node.value, str | bytes):
        value = node.value
        if isinstance(value, bool):
            node.value = not value
        elif isinstance(value, int | float):
            node.value = value + 1
        else:
            return None
        return repr(node.value)
    return None


def _points(tree: ast.AST) -> Iterator[tuple[int, ast.AST]]:
    skip = _in_fstring(tree)
    for ordinal, node in enumerate(ast.walk(tree)):
        if (isinstance(node, ast.Compare | ast.BinOp | ast.AugAssign | ast.Constant)
                and id(node) not in skip and _change(_copy(node)) is not None):
            yield ordinal, node


def _copy(node: ast.AST) -> ast.AST:
    return copy.deepcopy(node)


def mutants_of(module: Path) -> list[Mutant]:
    """Every mutation point of one module, in source order."""
    tree = ast.parse(module.read_text(encoding="utf-8"))
    out = []
    for ordinal, node in sorted(_points(tree), key=lambda p: (getattr(p[1], "lineno", 0), p[0])):
        before = ast.unparse(node)
        after = _change(_copy(node))
        out.append(Mutant(module=str(module.relative_to(ROOT)), ordinal=ordinal,
                          line=getattr(node, "lineno", 0), before=before, after=str(after)))
    return out


def mutated_source(mutant: Mutant) -> str:
    """The module's source with the one change applied."""
    tree = ast.parse((ROOT / mutant.module).read_text(encoding="utf-8"))
    node = next(n for i, n in enumerate(ast.walk(tree)) if i == mutant.ordinal)
    _change(node)
    return ast.unparse(tree) + "\n"


def _run(scratch: Path, paths: list[str], timeout: float) -> tuple[str, str]:
    """('passed' | 'failed' | 'timeout', the first failing test).

    The tests run in a forked child of this process, which has imported pytest, numpy, pandas
    and hypothesis once (but never elo_core): each run skips the interpreter's start-up and
    imports the mutated package afresh.
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
                                        "no:randomly", *paths]))
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
        time.sleep(0.05)
    if os.waitstatus_to_exitcode(status) == 0:
        return "passed", ""
    lines = report.read_text(encoding="utf-8", errors="replace").splitlines()
    failed = [ln for ln in lines if ln.startswith(("FAILED", "ERROR"))]
    return "failed", (failed or lines[-1:] or [""])[0]


def judge(mutant: Mutant, scratch: Path, timeout: float, *, own_only: bool = False) -> Verdict:
    """Apply the mutant in the scratch copy, run its tests, put the module back (with
    `own_only`, only the module's own test file: a pass there is counted as a survivor)."""
    package = Path(mutant.module).parts[1]
    own = OWN_TESTS.get(mutant.module, f"tests/unit/{package}/test_{Path(mutant.module).stem}.py")
    target = scratch / mutant.module
    original = target.read_text(encoding="utf-8")
    start = time.monotonic()
    target.write_text(mutated_source(mutant), encoding="utf-8")
    try:
        stages = [[own]] if (scratch / own).exists() else []
        if not own_only or not stages:
            stages.append(COVERED_BY[package])
        for paths in stages:
            status, by = _run(scratch, paths, timeout)
            if status != "passed":
                return Verdict(mutant=mutant, status="killed" if status == "failed" else status,
                               by=by, seconds=time.monotonic() - start)
        return Verdict(mutant=mutant, status="survived", by=" ".join(COVERED_BY[package]),
                       seconds=time.monotonic() - start)
    finally:
        target.write_text(original, encoding="utf-8")


def _scratch() -> Path:
    """A copy of the package, tests, scripts and project settings, without byte-code caches
    (the tests read only what the repository holds)."""
    where = Path(tempfile.mkdtemp(prefix="elo-mutate-")) / "repo"
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", ".hypothesis", ".pytest_cache")
    for folder in ("elo_core", "tests", "scripts"):
        shutil.copytree(ROOT / folder, where / folder, ignore=ignore)
    shutil.copy2(ROOT / "pyproject.toml", where / "pyproject.toml")
    return where


def _baseline(scratch: Path, packages: set[str], timeout: float) -> None:
    """Every test run the mutants will use passes on the unchanged code, or the run stops: a
    test that fails anyway would count every mutant as killed."""
    for package in sorted(packages):
        status, by = _run(scratch, COVERED_BY[package], timeout)
        if status != "passed":
            raise SystemExit(f"the tests covering {package} do not pass unchanged: {status} {by}")


def _reused(path: str | None) -> dict[tuple[str, int, str], Verdict]:
    """Verdicts of an earlier run (--reuse) where a test failed, keyed by mutant."""
    if not path:
        return {}
    out = {}
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        verdict = Verdict(mutant=Mutant(**row["mutant"]), status=row["status"], by=row["by"],
                          seconds=row["seconds"])
        if verdict.status == "killed" and verdict.by.startswith("FAILED"):
            m = verdict.mutant
            out[(m.module, m.ordinal, m.after)] = verdict
    return out


def main(argv: list[str] | None = None) -> int:
    """Choose the mutants, judge them one by one, print the score and the survivors."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--package", action="append", choices=PACKAGES)
    parser.add_argument("--module", action="append", help="a module path, e.g. "
                        "elo_core/rules/uscf.py")
    parser.add_argument("--sample", type=int, help="judge this many mutants per module, drawn "
                        "at random (all when not given)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--timeout", type=float, default=300.0,
                        help="seconds per test run of one mutant (a timeout counts as killed)")
    parser.add_argument("--out", default="mutants.jsonl", help="JSON lines, one per mutant")
    parser.add_argument("--list", action="store_true", help="count the mutants, run nothing")
    parser.add_argument("--reuse", help="an earlier --out file: its mutants killed by a failing "
                        "test are not run again")
    parser.add_argument("--recheck", nargs="+", metavar="OUT", help="judge again only the "
                        "survivors of earlier --out files against their own test file (after "
                        "adding tests there; a pass still counts as a survivor)")
    parser.add_argument("--summary", nargs="+", metavar="OUT", help="print the score and the "
                        "survivors of earlier --out files (mutants this script still makes)")
    args = parser.parse_args(argv)
    if args.summary:
        return _summary(_read_verdicts(args.summary))
    modules = [ROOT / m for m in args.module or []]
    for package in args.package or ([] if modules else list(PACKAGES)):
        modules += sorted((ROOT / "elo_core" / package).glob("*.py"))
    rng = random.Random(args.seed)
    chosen: list[Mutant] = []
    if args.recheck:
        chosen = [v.mutant for v in _read_verdicts(args.recheck) if v.status == "survived"]
        modules = []
    for module in modules:
        found = mutants_of(module)
        if args.sample is not None and len(found) > args.sample:
            found = sorted(rng.sample(found, args.sample), key=lambda m: m.ordinal)
        chosen += found
        print(f"{module.relative_to(ROOT)}: {len(found)} mutants", flush=True)
    if args.list:
        print(f"{len(chosen)} mutants")
        return 0
    sys.dont_write_bytecode = True  # (a mutant of the same size and second must not be cached)
    scratch = _scratch()
    earlier = _reused(args.reuse)
    verdicts = []
    try:
        _baseline(scratch, {Path(m.module).parts[1] for m in chosen}, args.timeout)
        with open(args.out, "w", encoding="utf-8") as out:
            for number, mutant in enumerate(chosen, start=1):
                verdict = earlier.get((mutant.module, mutant.ordinal, mutant.after)) or \
                    judge(mutant, scratch, args.timeout, own_only=bool(args.recheck))
                verdicts.append(verdict)
                out.write(json.dumps(asdict(verdict)) + "\n")
                out.flush()
                print(f"[{number}/{len(chosen)}] {verdict.status:8} {mutant.module}:{mutant.line}"
                      f" {mutant.before} -> {mutant.after} ({verdict.seconds:.1f} s)", flush=True)
    finally:
        shutil.rmtree(scratch.parent, ignore_errors=True)
    return _summary(verdicts)


def _read_verdicts(paths: list[str]) -> list[Verdict]:
    """The verdicts of --out files for the mutants this script makes today (one per mutant)."""
    made: dict[str, set[tuple[int, str]]] = {}
    found: dict[tuple[str, int, str], Verdict] = {}
    for path in paths:
        for line in Path(path).read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            mutant = Mutant(**row["mutant"])
            if mutant.module not in made:
                made[mutant.module] = {(m.ordinal, m.after)
                                       for m in mutants_of(ROOT / mutant.module)}
            if (mutant.ordinal, mutant.after) in made[mutant.module]:
                found[(mutant.module, mutant.ordinal, mutant.after)] = Verdict(
                    mutant=mutant, status=row["status"], by=row["by"], seconds=row["seconds"])
    return list(found.values())


def _summary(verdicts: list[Verdict]) -> int:
    survivors = [v for v in verdicts if v.status == "survived"]
    killed = len(verdicts) - len(survivors)
    score = 100.0 * killed / len(verdicts) if verdicts else 100.0
    print(f"\n{killed} of {len(verdicts)} mutants killed ({score:.1f} %), "
          f"{sum(v.status == 'timeout' for v in verdicts)} of them by the time limit")
    for package in PACKAGES:
        mine = [v for v in verdicts if Path(v.mutant.module).parts[1] == package]
        if mine:
            dead = sum(v.status != "survived" for v in mine)
            print(f"  {package}: {dead} of {len(mine)} ({100.0 * dead / len(mine):.1f} %)")
    for v in sorted(survivors, key=lambda v: (v.mutant.module, v.mutant.line)):
        print(f"survived: {v.mutant.module}:{v.mutant.line}: {v.mutant.before} -> "
              f"{v.mutant.after}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
