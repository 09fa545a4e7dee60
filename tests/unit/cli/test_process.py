"""A command's own process: glibc keeps freed memory for reuse, unless the caller chose."""

from __future__ import annotations

import ctypes
import os
import subprocess
import sys
from pathlib import Path

import pytest

from elo_core.cli.process import reuse_freed_memory

GLIBC = sys.platform == "linux" and getattr(ctypes.CDLL(None), "mallopt", None) is not None
ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.skipif(not GLIBC, reason="a C library without mallopt (macOS, musl)")
def test_glibc_takes_both_settings() -> None:
    """Run in a process of its own: the settings would stay with the test run's allocator."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("MALLOC_")}
    done = subprocess.run(
        [sys.executable, "-c", "from elo_core.cli.process import reuse_freed_memory; "
                               "print(reuse_freed_memory())"],
        cwd=ROOT, env={**env, "PYTHONPATH": str(ROOT)}, capture_output=True, text=True,
        check=True)
    assert done.stdout.strip() == "True"


@pytest.mark.parametrize("name", ["MALLOC_MMAP_MAX_", "MALLOC_TRIM_THRESHOLD_"])
def test_a_callers_own_malloc_setting_is_kept(monkeypatch: pytest.MonkeyPatch,
                                              name: str) -> None:
    monkeypatch.setenv(name, "65536")
    assert reuse_freed_memory() is False  # (said before mallopt is looked up: nothing set)


@pytest.mark.parametrize("platform", ["win32", "darwin"])
def test_other_systems_are_left_alone(monkeypatch: pytest.MonkeyPatch, platform: str) -> None:
    """Windows and macOS have no glibc: nothing is looked up or set (ctypes.CDLL(None) would
    fail on Windows)."""
    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setattr(ctypes, "CDLL", lambda *_: pytest.fail("the C library was opened"))
    assert reuse_freed_memory() is False


@pytest.mark.parametrize(("given", "expected"), [(None, "False"), ("1", "True")])
def test_numpy_takes_small_pages_unless_the_caller_chose(given: str | None,
                                                         expected: str) -> None:
    """A command (main without argv) sets NUMPY_MADVISE_HUGEPAGE=0 before numpy's import, so
    numpy no longer asks for 2 MB pages; a caller's own setting is kept. Run in a process of
    its own: numpy reads the setting once, at its import. (`game` imports no numpy; the check
    imports it after the command, and `_set_madvise_hugepage` returns the state it replaces.)"""
    env = {k: v for k, v in os.environ.items() if k != "NUMPY_MADVISE_HUGEPAGE"}
    if given is not None:
        env["NUMPY_MADVISE_HUGEPAGE"] = given
    done = subprocess.run(
        [sys.executable, "-c", "import sys; from elo_core.cli import main; "
                               "sys.argv = ['elo-core', 'game', '1500', '1500', '--k', '20']; "
                               "main(); import numpy._core.multiarray as m; "
                               "print(m._set_madvise_hugepage(True), file=sys.stderr)"],
        cwd=ROOT, env={**env, "PYTHONPATH": str(ROOT)}, capture_output=True, text=True,
        check=True)
    assert done.stderr.strip() == expected
