"""Which unit tests run each line of elo_core: the map that lets scripts/mutate.py run a mutant
only against the tests that reach the changed line.

One run of the covering tests under coverage.py, with the context switched to the test's node
id before each test: a line's contexts are then the tests that executed it, and the empty
context is import time (module constants, default arguments, class bodies).
"""

from __future__ import annotations

import ast
import json
import os
import sys
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import coverage
import pytest

SECONDS = "seconds"  # the map's entry for each test's time in the map's run


class _SwitchContext:
    """pytest plugin: every line run during a test (set-up included) is recorded under its id."""

    def __init__(self, cov: object) -> None:
        self.cov = cov
        self.seconds: dict[str, float] = {}

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        self.seconds[report.nodeid] = self.seconds.get(report.nodeid, 0.0) + report.duration

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_protocol(self, item: pytest.Item, nextitem: object) -> Iterator[None]:
        self.cov.switch_context(item.nodeid)  # type: ignore[attr-defined]
        yield
        self.cov.switch_context("")  # type: ignore[attr-defined]


def build(root: Path, tests: list[str], out: Path) -> None:
    """Run `tests` once under coverage (in a forked child, so this process never imports
    elo_core) and write {module: {line: [node ids]}} to `out`; the line "0" of a module lists
    every test that ran any of its lines, and SECONDS each test's time. Stops when a test
    fails: a map from a failing run would make every mutant look killed."""
    pid = os.fork()
    if pid == 0:
        code = 3
        try:
            code = _child(root, tests, out)
        finally:
            os._exit(code)
    _, status = os.waitpid(pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"the covering tests do not pass unchanged (see {out}.log)")


def _child(root: Path, tests: list[str], out: Path) -> int:
    os.chdir(root)
    os.environ["ELO_HYPOTHESIS_PROFILE"] = "mutate"
    sys.path.insert(0, str(root))
    cov = coverage.Coverage(data_file=None, source=[str(root / "elo_core")], config_file=False)
    cov.start()
    with open(f"{out}.log", "w", encoding="utf-8") as sink:
        os.dup2(sink.fileno(), 1)
        os.dup2(sink.fileno(), 2)
        plugin = _SwitchContext(cov)
        code = int(pytest.main(["-q", "-p", "no:cacheprovider", "-p", "no:randomly", *tests],
                               plugins=[plugin]))
    cov.stop()
    data = cov.get_data()
    found: dict[str, dict[str, list[str]]] = {}
    for name in data.measured_files():
        lines = {str(line): sorted(set(ctx)) for line, ctx in
                 data.contexts_by_lineno(name).items()}
        anyone = sorted({c for ctx in lines.values() for c in ctx if c})
        found[str(Path(name).relative_to(root))] = {**lines, "0": anyone}
    found[SECONDS] = {test: [seconds] for test, seconds in plugin.seconds.items()}
    out.write_text(json.dumps(found), encoding="utf-8")
    return code


@cache
def importers(root: Path, module: str) -> list[str]:
    """The elo_core modules that import `module` (a path such as elo_core/rules/uscf.py) by
    name, directly or through its package."""
    dotted = module.removesuffix(".py").replace("/", ".")
    package = dotted.rsplit(".", 1)[0]
    users = []
    for path in sorted((root / "elo_core").rglob("*.py")):
        rel = path.relative_to(root).as_posix()
        here = rel.removesuffix(".py").replace("/", ".").split(".")[:-1]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                base = ".".join(here[: len(here) - node.level + 1]) if node.level else ""
                name = ".".join(p for p in (base, node.module or "") if p)
                names = {name, *(f"{name}.{a.name}" for a in node.names)}
            elif isinstance(node, ast.Import):
                names = {a.name for a in node.names}
            else:
                continue
            if rel != module and (dotted in names or package in names):
                users.append(rel)
                break
    return users


def tests_for(cover: dict[str, dict[str, list[str]]], root: Path, module: str, first: int,
              last: int) -> tuple[list[str], bool]:
    """(the tests that ran lines first..last of `module`, whether those lines run at import
    only). For a line run at import time only (a constant, a default argument), the tests are
    those that ran any line of the module or of a module importing it."""
    lines = cover.get(module, {})
    reached = {c for n in range(first, last + 1) for c in lines.get(str(n), [])}
    tests = sorted(c for c in reached if c)
    if tests or "" not in reached:
        return tests, False
    wide = set(lines.get("0", []))
    for user in importers(root, module):
        wide.update(cover.get(user, {}).get("0", []))
    return sorted(wide), True


def merged(paths: list[Path]) -> dict[str, dict[str, list[str]]]:
    """Maps joined: each line's tests (and each test's time) from every map."""
    out: dict[str, dict[str, list[str]]] = {}
    for path in paths:
        for module, lines in json.loads(path.read_text(encoding="utf-8")).items():
            mine = out.setdefault(module, {})
            for line, tests in lines.items():
                mine[line] = tests if module == SECONDS else sorted({*mine.get(line, []), *tests})
    return out
