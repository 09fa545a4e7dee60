"""Memory of ended sessions given back to the system (support code for the pages, not a page).

A session's uploaded bytes, reading and ratings are freed by Python when the session ends (its
caches at disconnect, its session state once Streamlit's session TTL has passed), but the C
allocators keep the freed pages: glibc's malloc holds them in its arenas and pyarrow's memory
pool keeps its own, so the server's RSS stayed at 741 MB after ten 50,000-game sessions had
closed (276 MB idle). Each end of a session therefore schedules one release: a full garbage
collection (the session's reference cycles), pyarrow's unused memory, then malloc_trim.
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

RELEASE_DELAY = 2.0  # seconds: sessions ending together (a server's TTL sweep) release once
_MARK = "memory_mark"  # the session-state entry whose end marks the end of the session
_LOCK = threading.Lock()
_PENDING: dict[str, threading.Timer] = {}


def _trim() -> Any:
    """glibc's malloc_trim, or None where the C library has none (macOS, musl)."""
    name = ctypes.util.find_library("c")
    trim = getattr(ctypes.CDLL(name), "malloc_trim", None) if name else None
    if trim is not None:
        trim.argtypes, trim.restype = [ctypes.c_size_t], ctypes.c_int
    return trim


_MALLOC_TRIM = _trim()


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
