"""The uploads the server holds for a reload (pages/ui/server/uploads.py): kept while a session
uses them, then one session TTL, orphans within one upload limit, never on disk."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from pages.ui.server import uploads

TTL = 120.0  # Streamlit's server.disconnectedSessionTTL default


class Clock:
    """time.monotonic, moved by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Iterator[Clock]:
    """An empty holder, a hand clock, a 10-byte budget; sessions named by `_as`."""
    held = uploads._HELD.copy()
    uploads._HELD.clear()
    fake = Clock()
    monkeypatch.setattr(uploads.time, "monotonic", fake)
    monkeypatch.setattr(uploads, "_ttl", lambda: TTL)
    monkeypatch.setattr(uploads, "_budget", lambda: 10)
    yield fake
    uploads._HELD.clear()
    uploads._HELD.update(held)


def _as(monkeypatch: pytest.MonkeyPatch, session: str) -> None:
    monkeypatch.setattr(uploads, "_session", lambda: session)


def test_held_while_a_session_uses_it_then_one_ttl(clock: Clock,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """A file of a live session is held however long (and over the budget: its bytes are the
    session's own); after the session ends, for 120 s more, then it is gone."""
    _as(monkeypatch, "s1")
    uploads.hold("upload_data", "aaaaaaaaaaaa", "big.trf", b"x" * 50)
    clock.now += 10 * TTL
    assert uploads.held("aaaaaaaaaaaa") == ("big.trf", b"x" * 50)
    uploads._session_ended("s1")
    clock.now += TTL
    assert uploads.held("aaaaaaaaaaaa") is None  # (50 bytes: over the 10-byte budget at once)
    uploads.hold("upload_data", "bbbbbbbbbbbb", "small.trf", b"y" * 5)
    uploads._session_ended("s1")
    clock.now += TTL
    assert uploads.held("bbbbbbbbbbbb") == ("small.trf", b"y" * 5)
    clock.now += 1
    assert uploads.held("bbbbbbbbbbbb") is None


def test_another_file_in_the_slot_lets_the_first_go(clock: Clock,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """A second upload in the same slot ends the session's hold on the first (its TTL starts);
    a second session using the first file keeps it."""
    _as(monkeypatch, "s1")
    uploads.hold("upload_data", "aaaaaaaaaaaa", "a.csv", b"a")
    uploads.hold("upload_data", "bbbbbbbbbbbb", "b.csv", b"b")
    clock.now += TTL + 1
    assert uploads.held("aaaaaaaaaaaa") is None
    uploads.hold("upload_data", "cccccccccccc", "c.csv", b"c")
    _as(monkeypatch, "s2")
    uploads.hold("upload_data", "cccccccccccc", "c.csv", b"c")
    _as(monkeypatch, "s1")
    uploads.let_go("upload_data")  # (Forget in s1)
    clock.now += TTL + 1
    assert uploads.held("cccccccccccc") == ("c.csv", b"c")


def test_orphans_stay_within_the_budget_longest_unused_first(
        clock: Clock, monkeypatch: pytest.MonkeyPatch) -> None:
    """Three ended files of 4 bytes each and a 10-byte budget: the first to be let go goes."""
    for number, upload_id in enumerate(("aaaaaaaaaaaa", "bbbbbbbbbbbb", "cccccccccccc")):
        _as(monkeypatch, f"s{number}")
        uploads.hold("upload_data", upload_id, f"{number}.csv", b"1234")
        uploads._session_ended(f"s{number}")
        clock.now += 1
    assert uploads.held("aaaaaaaaaaaa") is None
    assert uploads.held("bbbbbbbbbbbb") == ("1.csv", b"1234")
    assert uploads.held("cccccccccccc") == ("2.csv", b"1234")


def test_a_timer_drops_an_ended_file_on_an_idle_server(clock: Clock,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """The end of a session starts a timer of TTL + 1 s whose look drops the file, though no
    page asks for anything meanwhile."""
    started: list[float] = []

    class Timer:
        def __init__(self, seconds: float, function: object) -> None:
            started.append(seconds)
            self.function = function
            self.daemon = False

        def start(self) -> None:
            """(started by hand below)"""

    monkeypatch.setattr(uploads.threading, "Timer", Timer)
    monkeypatch.setattr(uploads.memory, "release_soon", lambda: None)
    _as(monkeypatch, "s1")
    uploads.hold("upload_data", "aaaaaaaaaaaa", "a.csv", b"a")
    uploads._session_ended("s1")
    assert started == [TTL + 1]
    clock.now += TTL + 1
    uploads.prune_now()
    assert "aaaaaaaaaaaa" not in uploads._HELD


def test_the_same_bytes_uploaded_under_another_name_are_held_under_the_latest(
        clock: Clock, monkeypatch: pytest.MonkeyPatch) -> None:
    """One file's bytes (one id) uploaded as 'gros-2010.trf', then again as 'gros.trf' (another
    session, after the first ended): a reload finds the name the user gave last (the browser
    test saw the first name come back)."""
    _as(monkeypatch, "s1")
    uploads.hold("upload_data", "aaaaaaaaaaaa", "gros-2010.trf", b"g")
    uploads._session_ended("s1")
    _as(monkeypatch, "s2")
    uploads.hold("upload_data", "aaaaaaaaaaaa", "gros.trf", b"g")
    assert uploads.held("aaaaaaaaaaaa") == ("gros.trf", b"g")
