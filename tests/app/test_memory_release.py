"""Memory of ended sessions is handed back (issue 21): every session carries a mark whose end
schedules one release; releases asked for together run once."""

from __future__ import annotations

import threading
from typing import Any

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
