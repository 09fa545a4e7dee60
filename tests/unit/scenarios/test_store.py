"""Saved runs in SQLite: round trips, transactions, and recovery from a bad or missing file."""

from __future__ import annotations

import os
import socket
import sqlite3
import stat
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from elo_core.scenarios.store import ENV_VAR, RunStore, StoreError, default_path


def test_save_list_get_rename_delete(tmp_path: Path) -> None:
    """A saved run comes back as saved, newest first; rename and delete work by id."""
    store = RunStore(tmp_path / "runs.sqlite3")
    first = store.save(kind="tournament", name="  Club   open ", inputs={"t_rating": 1550,
                       "rounds": [{"rating": "1610", "result": "win"}]},
                       headline={"change": 45.34})
    second = store.save(kind="calculator", name="A", inputs={}, headline={})
    assert first.name == "Club open"
    assert [r.id for r in store.list_runs()] == [second.id, first.id]
    assert [r.id for r in store.list_runs("tournament")] == [first.id]
    again = store.get(first.id)
    assert again.inputs == {"t_rating": 1550, "rounds": [{"rating": "1610", "result": "win"}]}
    assert again.headline == {"change": 45.34}
    assert store.rename(first.id, "Renamed").name == "Renamed"
    store.delete(second.id)
    assert [r.name for r in RunStore(tmp_path / "runs.sqlite3").list_runs()] == ["Renamed"]


def test_missing_file_gives_notice_and_fresh_store(tmp_path: Path) -> None:
    """A missing file (and folder) is created, with a message saying so."""
    path = tmp_path / "new" / "deeper" / "runs.sqlite3"
    store = RunStore(path)
    assert path.exists()
    assert "new, empty store" in store.notices[0]
    assert store.list_runs() == []


def test_corrupt_file_is_moved_aside(tmp_path: Path) -> None:
    """Garbage in the file: moved aside, a clear notice, and a working store."""
    path = tmp_path / "runs.sqlite3"
    path.write_bytes(b"this is not a database" * 100)
    store = RunStore(path)
    assert any("moved aside" in n for n in store.notices)
    aside = list(tmp_path.glob("runs.sqlite3.corrupt-*"))
    assert len(aside) == 1
    assert aside[0].read_bytes().startswith(b"this is not")
    assert store.save(kind="calculator", name="x", inputs={}, headline={}).id == 1


def test_foreign_sqlite_file_is_moved_aside(tmp_path: Path) -> None:
    """A SQLite file with another 'runs' table is not ours: replaced, not crashed on."""
    path = tmp_path / "runs.sqlite3"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE runs (x TEXT)")
    store = RunStore(path)
    assert any("unexpected columns" in n for n in store.notices)
    assert store.list_runs() == []


def test_file_deleted_while_open(tmp_path: Path) -> None:
    """If the file disappears between calls, the next call starts a fresh store."""
    path = tmp_path / "runs.sqlite3"
    store = RunStore(path)
    store.save(kind="calculator", name="x", inputs={}, headline={})
    path.unlink()
    assert store.list_runs() == []
    assert any("new, empty store" in n for n in store.notices)


def test_write_is_transactional(tmp_path: Path) -> None:
    """A failed write leaves nothing behind (the bad row is rolled back)."""
    store = RunStore(tmp_path / "runs.sqlite3")
    with pytest.raises(StoreError, match="cannot be saved"):
        store.save(kind="calculator", name="x", inputs={"bad": float("nan")}, headline={})
    with pytest.raises(StoreError, match="cannot be saved"):
        store.save(kind="calculator", name="x", inputs={"bad": object()}, headline={})
    assert store.list_runs() == []


def test_damaged_row_is_skipped_with_notice(tmp_path: Path) -> None:
    """A row whose JSON was damaged by hand is left out of the list, with a notice."""
    path = tmp_path / "runs.sqlite3"
    store = RunStore(path)
    good = store.save(kind="calculator", name="good", inputs={}, headline={})
    bad = store.save(kind="calculator", name="bad", inputs={}, headline={})
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE runs SET inputs = '{not json' WHERE id = ?", (bad.id,))
    assert [r.id for r in store.list_runs()] == [good.id]
    assert any("damaged" in n for n in store.notices)
    with pytest.raises(StoreError, match="damaged"):
        store.get(bad.id)


def test_errors_name_the_problem(tmp_path: Path) -> None:
    """Unknown ids and empty names are StoreErrors (an EloError the pages show)."""
    store = RunStore(tmp_path / "runs.sqlite3")
    with pytest.raises(StoreError, match="no saved run has id 7"):
        store.get(7)
    with pytest.raises(StoreError, match="no saved run has id 7"):
        store.rename(7, "x")
    with pytest.raises(StoreError, match="no saved run has id 7"):
        store.delete(7)
    with pytest.raises(StoreError, match="needs a name"):
        store.save(kind="calculator", name="   ", inputs={}, headline={})
    with pytest.raises(StoreError, match="at most 120"):
        store.save(kind="calculator", name="x" * 121, inputs={}, headline={})


def test_folder_as_path_is_a_clear_error(tmp_path: Path) -> None:
    """Pointing the store at a folder says so."""
    with pytest.raises(StoreError, match="is a folder"):
        RunStore(tmp_path)


def test_path_from_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """ELO_STORE_PATH decides the file; without it, a file under the user data folder."""
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "x.sqlite3"))
    assert default_path() == tmp_path / "x.sqlite3"
    assert RunStore().path == tmp_path / "x.sqlite3"
    monkeypatch.delenv(ENV_VAR)
    assert default_path().name == "saved_runs.sqlite3"
    assert "elo-core" in str(default_path())


_JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**53), 2**53) | st.text(max_size=20)
    | st.floats(allow_nan=False, allow_infinity=False),
    lambda children: st.lists(children, max_size=4)
    | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=12,
)


@settings(max_examples=40, suppress_health_check=[HealthCheck.function_scoped_fixture],
          deadline=None)
@given(inputs=st.dictionaries(st.text(max_size=10), _JSON, max_size=5),
       name=st.text(min_size=1, max_size=40).filter(lambda t: t.strip()))
def test_any_json_round_trips(tmp_path: Path, inputs: dict[str, object], name: str) -> None:
    """Whatever JSON-shaped inputs are saved come back equal, under the cleaned-up name."""
    store = RunStore(tmp_path / "prop.sqlite3")
    saved = store.save(kind="calculator", name=name, inputs=inputs, headline={"n": 1})
    again = store.get(saved.id)
    assert again.inputs == inputs
    assert again.name == " ".join(name.split())


@pytest.mark.parametrize("kind", ["fifo", "socket"])
def test_special_file_is_refused_never_renamed(tmp_path: Path, kind: str) -> None:
    """A FIFO or a socket at the store path is refused with a clear message; it is not moved
    aside and nothing is created in its place (only real corrupt regular files are renamed)."""
    path = tmp_path / "runs.sqlite3"
    if kind == "fifo":
        os.mkfifo(path)
        check = stat.S_ISFIFO
    else:
        server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            server.bind(str(path))
        except OSError:  # a path too long for a socket on this machine
            server.close()
            pytest.skip("cannot bind a unix socket under tmp_path")
        check = stat.S_ISSOCK
    try:
        with pytest.raises(StoreError, match="not a regular file"):
            RunStore(path)
        assert check(path.stat().st_mode), "the special file was replaced"
        assert sorted(p.name for p in tmp_path.iterdir()) == ["runs.sqlite3"]
    finally:
        if kind == "socket":
            server.close()


def test_special_file_appearing_later_is_refused(tmp_path: Path) -> None:
    """A store whose file is swapped for a FIFO after opening refuses, and renames nothing."""
    path = tmp_path / "runs.sqlite3"
    store = RunStore(path)
    path.unlink()
    os.mkfifo(path)
    with pytest.raises(StoreError, match="FIFO"):
        store.list_runs()
    assert stat.S_ISFIFO(path.stat().st_mode)
    assert [p.name for p in tmp_path.iterdir()] == ["runs.sqlite3"]


def test_symlink_to_corrupt_file_is_left_alone(tmp_path: Path) -> None:
    """A symbolic link to a corrupt file is not renamed (the link would move, not the file)."""
    target = tmp_path / "elsewhere.db"
    target.write_bytes(b"not a database" * 100)
    link = tmp_path / "runs.sqlite3"
    link.symlink_to(target)
    with pytest.raises(StoreError, match="symbolic link"):
        RunStore(link)
    assert link.is_symlink()
    assert target.read_bytes().startswith(b"not a database")
