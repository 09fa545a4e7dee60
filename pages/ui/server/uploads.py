"""Uploaded files held in the server's memory by their short id, so that a reload or a copied
address reopens them in the same running server (support code for the pages, not a page).
Nothing is written to disk: a file the user did not save lives only as long as this process.

A file is held while a session that uploaded or opened it lives: its bytes are then that
session's own object, so holding them costs no memory. Once the last such session has ended
(Streamlit's session TTL after its tab closed, when memory.py's sweep empties it), the file is
held for one more TTL (`server.disconnectedSessionTTL`) so that a reload or an address pasted
into a new tab still finds it, and such files together stay within one upload limit
($ELO_MAX_UPLOAD_MB): the longest unused goes first.
"""

from __future__ import annotations

import threading
import time
import weakref
from dataclasses import dataclass, field

import streamlit as st
from streamlit import config
from streamlit.runtime.scriptrunner import get_script_run_ctx

from elo_core.errors import EloError
from elo_core.io.games import DEFAULT_MAX_MB, max_upload_bytes
from pages.ui.server import memory

_MARK = "uploads_held_mark"  # the session-state entry whose end ends the session's holds
_LOCK = threading.Lock()


@dataclass(slots=True)
class _Held:
    """One held file, the sessions using it, and when the last of them ended."""

    name: str
    data: bytes
    users: set[tuple[str, str]] = field(default_factory=set)  # (session id, slot)
    ended: float | None = None  # time.monotonic() when the last user let go


_HELD: dict[str, _Held] = {}


class _SessionMark:
    """An object only this session's state holds: its end lets go of the session's files."""


def _session() -> str:
    """This session's id ('' outside a script run)."""
    ctx = get_script_run_ctx()
    session_id = ctx.session_id if ctx is not None else ""
    if ctx is not None and _MARK not in st.session_state:
        mark = _SessionMark()
        weakref.finalize(mark, _session_ended, session_id)
        st.session_state[_MARK] = mark
    return session_id


def _ttl() -> float:
    return float(config.get_option("server.disconnectedSessionTTL") or 120)


def _budget() -> int:
    try:
        return max_upload_bytes()[0]
    except EloError:  # (the page says what is wrong with the variable)
        return int(DEFAULT_MAX_MB * 1024 * 1024)


def _let_go(user: tuple[str, str], now: float, *, keep: str | None = None) -> None:
    for upload_id, held in _HELD.items():
        if upload_id != keep and user in held.users:
            held.users.discard(user)
            if not held.users:
                held.ended = now


def _prune(now: float) -> None:
    """Drop the files no session uses once their TTL has passed, then the longest unused ones
    beyond the budget."""
    unused = sorted((held.ended, upload_id) for upload_id, held in _HELD.items()
                    if held.ended is not None)
    ttl, total = _ttl(), sum(len(_HELD[upload_id].data) for _, upload_id in unused)
    for ended, upload_id in unused:
        if now - ended > ttl or total > _budget():
            total -= len(_HELD.pop(upload_id).data)


def hold(slot: str, upload_id: str, name: str, data: bytes) -> None:
    """Hold `data` under `upload_id` for this session's `slot` (the file it replaces in that
    slot is let go)."""
    user, now = (_session(), slot), time.monotonic()
    with _LOCK:
        held = _HELD.get(upload_id)
        if held is None:
            held = _HELD[upload_id] = _Held(name=name, data=data)
        held.name = name  # (the same bytes uploaded again under another name: the latest name)
        held.users.add(user)
        held.ended = None
        _let_go(user, now, keep=upload_id)
        _prune(now)


def held(upload_id: str) -> tuple[str, bytes] | None:
    """The name and bytes held under `upload_id`, or None when the server no longer holds it."""
    with _LOCK:
        _prune(time.monotonic())
        found = _HELD.get(upload_id)
    return None if found is None else (found.name, found.data)


def let_go(slot: str) -> None:
    """This session no longer uses the file in `slot` (the page's Forget)."""
    user, now = (_session(), slot), time.monotonic()
    with _LOCK:
        _let_go(user, now)
        _prune(now)


def _session_ended(session_id: str) -> None:
    """The session's files are let go; they are dropped once their TTL has passed (a timer
    looks again then, so an idle server does not keep them)."""
    now = time.monotonic()
    with _LOCK:
        for upload_id in list(_HELD):
            for user in [u for u in _HELD[upload_id].users if u[0] == session_id]:
                _let_go(user, now)
        _prune(now)
    timer = threading.Timer(_ttl() + 1, prune_now)
    timer.daemon = True
    timer.start()


def prune_now() -> None:
    """Drop what has outlived its TTL or the budget, and hand the memory back (memory.py)."""
    with _LOCK:
        before = len(_HELD)
        _prune(time.monotonic())
        dropped = len(_HELD) < before
    if dropped:
        memory.release_soon()
