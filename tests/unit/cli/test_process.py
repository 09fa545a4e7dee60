"""A command's own process: glibc keeps freed memory for reuse, unless the caller chose."""

from __future__ import annotations

import ctypes

import pytest

from elo_core.cli.process import reuse_freed_memory

GLIBC = getattr(ctypes.CDLL(None), "mallopt", None) is not None


@pytest.mark.skipif(not GLIBC, reason="a C library without mallopt (macOS, musl)")
def test_glibc_takes_both_settings(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("MALLOC_MMAP_MAX_", raising=False)
    monkeypatch.delenv("MALLOC_TRIM_THRESHOLD_", raising=False)
    assert reuse_freed_memory() is True


@pytest.mark.parametrize("name", ["MALLOC_MMAP_MAX_", "MALLOC_TRIM_THRESHOLD_"])
def test_a_callers_own_malloc_setting_is_kept(monkeypatch: pytest.MonkeyPatch,
                                              name: str) -> None:
    monkeypatch.setenv(name, "65536")
    assert reuse_freed_memory() is False
