"""Memory of ended sessions given back to the system (support code for the pages, not a page).

A session's uploaded bytes, reading and ratings are freed by Python when the session ends (its
caches at disconnect, its session state once Streamlit's session TTL has passed), but the C
allocators keep the freed pages: glibc's malloc holds them in its arenas and pyarrow's memory
pool keeps its own, so the server's RSS stayed at 741 MB after ten 50,000-game sessions had
closed (276 MB idle). Each end of a session therefore schedules one release: a full garbage
collection (the session's reference cycles), pyarrow's unused memory, then malloc_trim.

Three allocator settings, made once at import, let that release give the pages back (ten
50,000-game sessions, scripts/bench_app.py memory): pyarrow allocates from the system's malloc,
not its bundled mimalloc, which kept about 60 MB of freed pages resident that no call returns;
glibc gives every block of MMAP_THRESHOLD or more pages of its own, returned when it is freed
(by default the threshold rises to 32 MB once such a block is freed, and a season's columns then
fill the arenas, where freed pages sit between live ones); and glibc makes no arena beyond ARENAS
from then on (each thread that met a busy arena made its own, each keeping its freed pages).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import gc
import threading
import weakref
from typing import Any

import pyarrow as pa
import streamlit as st

ARENAS = 2  # glibc malloc arenas for the whole process (its default: 8 per core)
M_ARENA_MAX = -8  # mallopt's parameter number for the arena limit (glibc's malloc.h)
MMAP_THRESHOLD = 256 * 1024  # bytes: blocks this big get pages of their own, returned when freed
M_MMAP_THRESHOLD = -3
RELEASE_DELAY = 2.0  # seconds: sessions ending together (a server's TTL sweep) release once
_MARK = "memory_mark"  # the session-state entry whose end marks the end of the session
_LOCK = threading.Lock()
_PENDING: dict[str, threading.Timer] = {}


def _libc(function: str, *argtypes: Any) -> Any:
    """One of glibc's malloc functions, or None where the C library has none (macOS, musl)."""
    name = ctypes.util.find_library("c")
    found = getattr(ctypes.CDLL(name), function, None) if name else None
    if found is not None:
        found.argtypes, found.restype = list(argtypes), ctypes.c_int
    return found


_MALLOC_TRIM = _libc("malloc_trim", ctypes.c_size_t)
_MALLOPT = _libc("mallopt", ctypes.c_int, ctypes.c_int)


def use_returnable_allocators() -> bool:
    """pyarrow on the system's malloc; glibc's mmap threshold fixed at MMAP_THRESHOLD and its
    arenas limited to ARENAS. True when glibc took both (False where there is no mallopt, as on
    macOS or musl: only pyarrow's pool is changed there)."""
    pa.set_memory_pool(pa.system_memory_pool())
    if _MALLOPT is None:
        return False
    taken = [_MALLOPT(M_MMAP_THRESHOLD, MMAP_THRESHOLD), _MALLOPT(M_ARENA_MAX, ARENAS)]
    return taken == [1, 1]  # (mallopt returns 1 on success)


MALLOC_SET = use_returnable_allocators()


def release_now() -> None:
    """Collect cycles, then hand the freed memory of pyarrow's pool and of malloc back."""
    with _LOCK:
        _PENDING.clear()
    gc.collect()
    pa.default_memory_pool().release_unused()
    if _MALLOC_TRIM is not None:
        _MALLOC_TRIM(0)


def release_soon(*_: object) -> None:
    """Schedule `release_now` once, RELEASE_DELAY seconds after the last call (usable as a
    cache's `on_release` and as a finalizer: it takes and ignores any arguments)."""
    with _LOCK:
        pending = _PENDING.pop("timer", None)
        if pending is not None:
            pending.cancel()
        timer = threading.Timer(RELEASE_DELAY, release_now)
        timer.daemon = True
        _PENDING["timer"] = timer
        timer.start()


class _SessionMark:
    """An object only this session's state holds: its end is the session's end."""


def watch_session() -> None:
    """Once per session: release memory when the session's state is freed (the session TTL
    after its last tab closed)."""
    if _MARK not in st.session_state:
        mark = _SessionMark()
        weakref.finalize(mark, release_soon)
        st.session_state[_MARK] = mark
