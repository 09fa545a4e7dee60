"""Memory of ended sessions is handed back (issue 21): every session carries a mark whose end
schedules one release; releases asked for together run once."""

from __future__ import annotations

import threading
import weakref
from typing import Any

import pyarrow as pa
import pytest
from streamlit.testing.v1 import AppTest

from pages.ui.server import memory


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


class _State(dict[str, Any]):
    """A session's state: its values, and its widgets' metadata (with their callbacks)."""

    def __init__(self) -> None:
        super().__init__(upload_file=b"50,000 games")
        self._new_widget_state = type("WStates", (), {})()
        self._new_widget_state.widget_metadata = {"upload_system": print}


class _Session:
    """An AppSession as the sweep sees it."""

    def __init__(self) -> None:
        self.session_state = _State()
        self.shut = False
        self._scriptrunner: object | None = None

    def shutdown(self) -> None:
        self.shut = True


class _Fragments(dict[str, Any]):
    """A session's fragment storage (its `clear` empties it)."""


class _Loop:
    def __init__(self) -> None:
        self.later: list[float] = []

    def call_later(self, delay: float, *_: object) -> None:
        self.later.append(delay)


def _watch(monkeypatch: pytest.MonkeyPatch, stored: dict[str, object], manager: bool = True
           ) -> dict[str, tuple[_Session, _Fragments]]:
    """Sessions 'kept' and 'gone' watched by the sweep; `stored`: the ids Streamlit still has."""
    runtime = type("Runtime", (), {})()
    if manager:
        runtime._session_mgr = type("Manager", (), {"get_session_info": staticmethod(
            stored.get)})()
    monkeypatch.setattr(memory, "Runtime", type("R", (), {
        "exists": staticmethod(lambda: True), "instance": staticmethod(lambda: runtime)}))
    monkeypatch.setattr(memory, "release_soon", lambda *_: None)
    sessions = {name: (_Session(), _Fragments(fragment=name)) for name in ("kept", "gone")}
    monkeypatch.setattr(memory, "_WATCHED", {
        name: (weakref.ref(session), weakref.ref(fragments))
        for name, (session, fragments) in sessions.items()})
    monkeypatch.setattr(memory, "_SWEEPING", {"on"})
    return sessions


def test_a_session_gone_is_emptied_one_kept_for_a_reconnect_is_not(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A session Streamlit no longer has (its TTL passed) is shut down and its state and
    fragments dropped; one still connected or within its TTL is left whole. Sweeps go on while
    a session is watched and stop after the last."""
    stored: dict[str, object] = {"kept": object()}
    sessions = _watch(monkeypatch, stored)
    loop = _Loop()
    memory._sweep(loop)  # type: ignore[arg-type]
    gone, gone_fragments = sessions["gone"]
    kept, kept_fragments = sessions["kept"]
    assert (gone.shut, gone.session_state, gone_fragments) == (True, {}, {})
    assert gone.session_state._new_widget_state.widget_metadata == {}
    assert kept.session_state._new_widget_state.widget_metadata == {"upload_system": print}
    assert (kept.shut, kept.session_state, kept_fragments) == (
        False, {"upload_file": b"50,000 games"}, {"fragment": "kept"})
    assert loop.later == [memory.SWEEP_EVERY]
    del stored["kept"]
    kept._scriptrunner = object()  # its script still stopping: left for the next sweep
    memory._sweep(loop)  # type: ignore[arg-type]
    assert kept.shut is False
    kept._scriptrunner = None
    memory._sweep(loop)  # type: ignore[arg-type]
    assert (kept.shut, kept.session_state, kept_fragments) == (True, {}, {})
    assert loop.later == [memory.SWEEP_EVERY] * 2
    assert memory._WATCHED == {}
    assert not memory._SWEEPING


def test_a_streamlit_without_the_session_manager_sweeps_nothing(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Where Streamlit's runtime has no session manager to ask, no session is emptied (memory
    is kept as without the sweep), no error is raised and the sweeps stop."""
    sessions = _watch(monkeypatch, {}, manager=False)
    loop = _Loop()
    memory._sweep(loop)  # type: ignore[arg-type]
    assert [session.shut for session, _ in sessions.values()] == [False, False]
    assert loop.later == []
    assert memory._WATCHED == {}
    assert not memory._SWEEPING


def test_an_apptest_session_is_not_swept(at: AppTest) -> None:
    """Without Streamlit's server (AppTest, `python app.py`) there is no runtime: no session
    is watched and no sweep runs."""
    assert at.session_state["memory_mark"] is not None
    assert memory._WATCHED == {}
