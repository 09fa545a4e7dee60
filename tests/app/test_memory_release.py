"""Memory of ended sessions is handed back (issue 21): every session carries a mark whose end
schedules one release; releases asked for together run once."""

from __future__ import annotations

import threading
from typing import Any

import pyarrow as pa
import pytest
from streamlit.testing.v1 import AppTest

from pages.ui import memory


def test_every_session_is_watched(at: AppTest) -> None:
    """The first run of any page gives the session its mark (once: a rerun keeps it)."""
    mark = at.session_state["memory_mark"]
    at.run()
    assert at.session_state["memory_mark"] is mark


def test_releases_asked_together_run_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Ten sessions ending at once (the TTL sweep) give one release, after the last."""
    ran: list[int] = []
    done = threading.Event()

    def counted() -> None:
        ran.append(1)
        done.set()

    monkeypatch.setattr(memory, "RELEASE_DELAY", 0.05)
    monkeypatch.setattr(memory, "release_now", counted)
    for _ in range(10):
        memory.release_soon({"a cache entry": 1})
    assert done.wait(5)
    assert ran == [1]


def test_a_release_runs_without_a_session(capsys: Any) -> None:
    """release_now needs no Streamlit session (it runs on a timer thread) and prints nothing."""
    memory.release_now()
    assert capsys.readouterr() == ("", "")


def test_pyarrow_allocates_from_the_system_malloc() -> None:
    """Once the pages' support code is imported, pyarrow's default pool is the system's malloc
    (whose freed pages malloc_trim returns), not the bundled mimalloc."""
    assert memory.MALLOC_SET is True  # (glibc here: both mallopt settings were taken)
    assert pa.default_memory_pool().backend_name == "system"
    before = pa.system_memory_pool().bytes_allocated()
    table = pa.table({"games": list(range(100_000))})
    assert pa.system_memory_pool().bytes_allocated() - before == 800_000  # 100,000 int64s
    del table
    assert pa.system_memory_pool().bytes_allocated() == before
    memory.release_now()


def test_the_settings_can_be_made_again() -> None:
    """Making the settings a second time (a page module reloaded) keeps them."""
    assert memory.use_returnable_allocators() is True
    assert pa.default_memory_pool().backend_name == "system"
