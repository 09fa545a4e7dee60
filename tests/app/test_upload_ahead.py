"""Event upload: once a file is rated, the other systems are rated in the background, and a switch
picks that result up (issue 9: switching the system on a big season was the slowest step)."""

from __future__ import annotations

from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pytest
from streamlit.testing.v1 import AppTest

from elo_core.errors import FileError
from elo_core.field.rate import rate_field
from elo_core.io import read_event_file
from elo_core.models import System
from pages.ui.event_upload import views as upload_views
from pages.ui.event_upload.views import rated, start_ahead

GAMES = Path(__file__).resolve().parents[2] / "elo_core" / "data" / "templates" / "games.csv"


def _read(data: bytes) -> dict[str, Any]:
    return {"event": read_event_file(data, source="games.csv"), "ahead": {}, "asked": set()}


def _options(system: str) -> tuple[Any, ...]:
    return (system, None, None, "standard", ())


def test_the_other_systems_are_rated_ahead_with_the_same_options() -> None:
    read = _read(GAMES.read_bytes())
    fide = rated(read, _options("fide"))
    assert fide.system == "fide"
    assert read["ahead"] == {}  # started once the page is drawn, not before
    start_ahead(read, _options("fide"))
    assert set(read["ahead"]) == {_options("classic"), _options("uscf"), _options("glicko2")}
    started = read["ahead"][_options("uscf")]
    uscf = rated(read, _options("uscf"))
    assert uscf is started.result()  # the background result itself, not a second rating
    alone = rate_field(read["event"], system=System.USCF)
    assert uscf.players.equals(alone.players)
    assert uscf.rows.equals(alone.rows)
    start_ahead(read, _options("uscf"))
    assert set(read["ahead"]) == {_options("classic"), _options("glicko2")}  # nothing twice
    assert read["asked"] == {_options("fide"), _options("uscf")}


def test_other_options_start_their_own_systems() -> None:
    read = _read(GAMES.read_bytes())
    rated(read, _options("fide"))
    start_ahead(read, _options("fide"))
    with_k = ("fide", 24.0, None, "standard", ())
    assert rated(read, with_k).players.equals(rate_field(read["event"], k=24.0).players)
    start_ahead(read, with_k)
    assert ("uscf", 24.0, None, "standard", ()) in read["ahead"]
    uscf = rated(read, ("uscf", 24.0, None, "standard", ()))
    assert uscf.players.equals(rate_field(read["event"], system=System.USCF, k=24.0).players)
    assert not uscf.players.equals(rate_field(read["event"], system=System.USCF).players)


def test_a_file_over_the_limit_is_not_rated_ahead(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(upload_views, "AHEAD_MAX_GAMES", 3)  # the template has 6 games
    read = _read(GAMES.read_bytes())
    assert rated(read, _options("fide")).system == "fide"
    start_ahead(read, _options("fide"))
    assert read["ahead"] == {}
    assert rated(read, _options("uscf")).system == "uscf"  # rated when asked, as before


def test_an_error_of_a_system_rated_ahead_is_raised_when_it_is_asked_for() -> None:
    """FIDE has no rapid rules before 2012: rated ahead, the error waits for the switch."""
    data = (b"event,date,round,white,black,white_rating,black_rating,result,time_control\n"
            b"Rapid,2010-05-01,1,Ann,Bob,1800,1700,1,rapid\n")
    read = _read(data)
    assert rated(read, _options("classic")).system == "classic"
    start_ahead(read, _options("classic"))
    assert _options("fide") in read["ahead"]
    with pytest.raises(FileError, match="rapid"):
        rated(read, _options("fide"))


class _Recorder:
    """Stands in for the background executor: records what the page starts."""

    def __init__(self) -> None:
        self.started: list[tuple[Any, ...]] = []

    def submit(self, work: Any, event: Any, options: tuple[Any, ...]) -> Future[Any]:
        self.started.append(options)
        done: Future[Any] = Future()
        done.set_result(work(event, options))
        return done


def test_the_page_starts_the_other_systems_once_it_is_drawn(
        at: AppTest, h: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """After the upload is drawn the page starts US Chess, classic and Glicko-2 with the same
    options; switching to US Chess then starts nothing new and shows that result."""
    recorder = _Recorder()
    monkeypatch.setattr(upload_views, "_AHEAD", recorder)
    h.open_page(at, "pages/event_upload.py")
    data = GAMES.read_bytes() + b"\n"  # bytes no other test uploaded: not in the page's cache
    at.file_uploader(key="upload_file").upload("games.csv", data, "text/csv")
    h.rerun(at)
    assert sorted(recorder.started) == [_options("classic"), _options("glicko2"),
                                        _options("uscf")]
    calls: list[object] = []  # a rerun with nothing changed does not look again (that would
    monkeypatch.setattr(upload_views, "rate_ahead",  # hash the file)
                        lambda *a, **_: calls.append(a))
    h.rerun(at)
    assert calls == []
    at.selectbox(key="upload_system").set_value("uscf")
    h.rerun(at)
    assert len(calls) == 1  # new inputs: the page looks once (here nothing is left to start)
    views = at.session_state["upload_computed"][1]
    assert views["result"].players.equals(
        rate_field(views["event"], system=System.USCF).players)
