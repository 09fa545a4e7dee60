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
