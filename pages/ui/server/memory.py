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

import asyncio
import contextlib
import ctypes
import ctypes.util
import gc
import threading
import weakref
from typing import Any

import pyarrow as pa
import streamlit as st
from streamlit.runtime import Runtime
from streamlit.runtime.scriptrunner import get_script_run_ctx

ARENAS = 2  # glibc malloc arenas for the whole process (its default: 8 per core)
M_ARENA_MAX = -8  # mallopt's parameter number for the arena limit (glibc's malloc.h)
MMAP_THRESHOLD = 256 * 1024  # bytes: blocks this big get pages of their own, returned when freed
M_MMAP_THRESHOLD = -3
RELEASE_DELAY = 2.0  # seconds: sessions ending together (a server's TTL sweep) release once
SWEEP_EVERY = 5.0  # seconds between looks for sessions whose TTL has passed
_MARK = "memory_mark"  # the session-state entry whose end marks the end of the session
_LOCK = threading.Lock()
_PENDING: dict[str, threading.Timer] = {}
_WATCHED: dict[str, tuple[weakref.ref[Any], weakref.ref[Any]]] = {}  # id: session, fragments
_SWEEPING: set[str] = set()  # "on" while a sweep is scheduled


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
    after its last tab closed), and have the session emptied once that TTL has passed."""
    if _MARK not in st.session_state:
        mark = _SessionMark()
        weakref.finalize(mark, release_soon)
        st.session_state[_MARK] = mark
        _sweep_later()


def _sweep_later() -> None:
    """Put this session among those `_sweep` looks at (starting the sweeps if none ran). Where
    Streamlit does not offer what the sweep needs (no runtime, as under `python app.py`, or a
    Streamlit whose runtime changed), nothing is swept: the memory is then kept as before."""
    ctx = get_script_run_ctx()
    if ctx is None or not Runtime.exists():
        return
    try:
        runtime = Runtime.instance()
        session = runtime.get_app_session(ctx.session_id)
        stopped = runtime.stopped  # an asyncio Future of the runtime's event loop
        entry = (weakref.ref(session), weakref.ref(ctx.fragment_storage))
    except (AttributeError, RuntimeError, TypeError):
        return
    if session is None or not isinstance(stopped, asyncio.Future):
        return
    with _LOCK:
        _WATCHED[ctx.session_id] = entry
        start = not _SWEEPING
        _SWEEPING.add("on")
    if start:
        stopped.get_loop().call_soon_threadsafe(_sweep, stopped.get_loop())


def _sweep(loop: asyncio.AbstractEventLoop) -> None:
    """On Streamlit's event loop (where its session manager may be read), every SWEEP_EVERY
    seconds while sessions are watched: empty each session that is gone (neither connected nor
    kept for a reconnect: its TTL passed).

    Streamlit drops such a session without shutting it down: its uploaded files, media files and
    fragments stayed in memory until its entry in the session store was overwritten, and its
    runtime loop keeps the last session it served for as long as no other connects (Streamlit
    issue 12506). Emptying the session lets those go at once, whatever still refers to it."""
    manager = getattr(Runtime.instance(), "_session_mgr", None) if Runtime.exists() else None
    known = getattr(manager, "get_session_info", None)
    if known is None:
        with _LOCK:
            _WATCHED.clear()
            _SWEEPING.clear()
        return
    with _LOCK:
        watched = list(_WATCHED.items())
    for session_id, (session_ref, fragments_ref) in watched:
        session = session_ref()
        if session is not None and known(session_id) is not None:
            continue  # connected, or disconnected within its TTL: a reconnect finds it whole
        if session is not None and getattr(session, "_scriptrunner", None) is not None:
            continue  # its script is still stopping: emptied at the next sweep
        with _LOCK:
            _WATCHED.pop(session_id, None)
        if session is not None:  # (a Streamlit whose sessions changed: left as they were)
            with contextlib.suppress(AttributeError, RuntimeError, TypeError):
                _empty(session, fragments_ref())
    with _LOCK:
        more = bool(_WATCHED)
        if not more:
            _SWEEPING.clear()
    if more:
        loop.call_later(SWEEP_EVERY, _sweep, loop)


def _empty(session: Any, fragments: Any) -> None:
    """Shut a gone session down (its uploaded and media files, dataframe sources and session
    caches go, as when a session is closed), then drop its state, its widgets' metadata and its
    fragments: the widgets' callbacks and the fragments are functions of the page's last run,
    which hold that run's names (the page's readings and ratings), and a fragment also the
    arguments it was called with."""
    session.shutdown()
    state = session.session_state
    state.clear()  # (the values: the widgets' metadata stays, its callbacks with the page's names)
    widgets = getattr(getattr(state, "_new_widget_state", None), "widget_metadata", None)
    if isinstance(widgets, dict):
        widgets.clear()
    if fragments is not None:
        fragments.clear()
    media = getattr(Runtime.instance(), "media_file_mgr", None)
    if media is not None:  # the shutdown's pass marked the session's downloads for deletion:
        media.remove_orphaned_files()  # a second pass deletes them (as a later run would)
    release_soon()
