"""A command's own process: memory in small pages, taken once from the system, kept until exit."""

from __future__ import annotations

import ctypes
import os
import sys

M_TRIM_THRESHOLD = -1  # mallopt's parameter numbers (glibc's malloc.h)
M_MMAP_MAX = -4
KEPT_FREE = 2**31 - 1  # bytes of freed memory glibc may keep before giving any back (all)


def small_pages_for_numpy() -> None:
    """numpy's arrays in ordinary 4 KB pages: numpy asks the kernel for 2 MB pages for every
    array of 4 MB or more (`madvise`), and where the kernel has none ready it assembles them
    first. The `field` command's 90 MB newline mask of the real-shaped PGN took 0.03-0.85 s of
    system time that way, 0.03-0.06 s in small pages; the whole command 0.32-1.24 s of system
    time against 0.36-0.42 s (three runs of each in turn). Read by numpy at its import, so set
    before it; a caller's own NUMPY_MADVISE_HUGEPAGE is kept."""
    os.environ.setdefault("NUMPY_MADVISE_HUGEPAGE", "0")


def reuse_freed_memory() -> bool:
    """glibc's malloc serves every block from its heap (no block gets pages of its own, mapped
    at each allocation and unmapped at each free) and keeps what is freed for the next blocks:
    a `field` command on the 90 MB real-shaped PGN makes about 114,000 page faults instead of
    208,000, and the kernel's time for them fell from 0.51-1.23 s to 0.31-0.55 s (five runs in
    turn). Memory is given back at the exit. True when glibc took both settings; False where
    the C library has no mallopt (macOS, musl) or the caller set MALLOC_MMAP_MAX_ or
    MALLOC_TRIM_THRESHOLD_ (their choice is kept)."""
    if sys.platform != "linux" or "MALLOC_MMAP_MAX_" in os.environ \
            or "MALLOC_TRIM_THRESHOLD_" in os.environ:
        return False  # (Windows and macOS: no glibc; ctypes.CDLL(None) fails on Windows)
    try:
        mallopt = getattr(ctypes.CDLL(None), "mallopt", None)
    except OSError:
        return False
    if mallopt is None:
        return False
    mallopt.argtypes, mallopt.restype = [ctypes.c_int, ctypes.c_int], ctypes.c_int
    return [mallopt(M_MMAP_MAX, 0), mallopt(M_TRIM_THRESHOLD, KEPT_FREE)] == [1, 1]
