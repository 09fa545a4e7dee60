"""The saved-runs file's versions: a version 1 file is moved to version 2 with every run kept."""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path

import pytest

from elo_core.scenarios.store import RunStore
from elo_core.scenarios.store_schema import RUN_COLUMNS, RUN_COLUMNS_V1, SCHEMA_VERSION

# The schema as version 1 of the app wrote it (the tables and PRAGMA of the first saved runs).
V1_SCHEMA = """
CREATE TABLE runs (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL,
    name TEXT NOT NULL,
    created TEXT NOT NULL,
    inputs TEXT NOT NULL,
    headline TEXT NOT NULL
)
"""


def _version_1_file(path: Path) -> None:
    """A store written by version 1: a calculator run and a tournament run."""
    with sqlite3.connect(path) as conn:
        conn.execute(V1_SCHEMA)
        conn.execute("PRAGMA user_version = 1")
        conn.executemany(
            "INSERT INTO runs (kind, name, created, inputs, headline) VALUES (?, ?, ?, ?, ?)",
            [("calculator", "Underdog", "2026-11-30T10:00:00+00:00",
              json.dumps({"calc_own": 1400}), json.dumps({"win": 24.3})),
             ("tournament", "Club open", "2026-12-01T09:30:00+00:00",
              json.dumps({"t_rating": 1550}), json.dumps({"change": 45.34}))])
    conn.close()


def _layout(path: Path) -> tuple[int, tuple[str, ...], set[str]]:
    conn = sqlite3.connect(path)
    try:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        columns = tuple(row[1] for row in conn.execute("PRAGMA table_info(runs)"))
        tables = {row[0] for row in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table'")} - {"sqlite_sequence"}
    finally:
        conn.close()
    return version, columns, tables


def test_version_1_file_keeps_its_runs(tmp_path: Path) -> None:
    """Opening a version 1 store moves it to version 2: both runs listed as saved (names,
    times, inputs, headlines), each holding no file; nothing moved aside, no notice."""
    path = tmp_path / "runs.sqlite3"
    _version_1_file(path)
    assert _layout(path) == (1, RUN_COLUMNS_V1, {"runs"})
    store = RunStore(path)
    assert store.notices == []
    assert _layout(path) == (SCHEMA_VERSION, RUN_COLUMNS, {"runs", "files"})
    assert not list(tmp_path.glob("*.corrupt-*"))
    runs = store.list_runs()
    assert [(r.id, r.kind, r.name, r.created, r.inputs, r.headline, r.files) for r in runs] == [
        (2, "tournament", "Club open", "2026-12-01T09:30:00+00:00", {"t_rating": 1550},
         {"change": 45.34}, ()),
        (1, "calculator", "Underdog", "2026-11-30T10:00:00+00:00", {"calc_own": 1400},
         {"win": 24.3}, ())]


def test_migrated_file_takes_new_runs_with_files(tmp_path: Path) -> None:
    """After the move, a run with a file is saved beside the old ones (the next id, 3)."""
    path = tmp_path / "runs.sqlite3"
    _version_1_file(path)
    store = RunStore(path)
    saved = store.save(kind="event_upload", name="Gros", inputs={}, headline={},
                       files=[b"012 Gros\n"])
    assert saved.id == 3
    assert store.file(saved.files[0]) == b"012 Gros\n"
    assert [r.id for r in RunStore(path).list_runs()] == [3, 2, 1]


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes read-only files")
def test_read_only_version_1_file_is_listed(tmp_path: Path) -> None:
    """A version 1 file that cannot be written is listed as it is (not moved, not changed)."""
    path = tmp_path / "runs.sqlite3"
    _version_1_file(path)
    path.chmod(0o444)
    tmp_path.chmod(0o555)
    try:
        store = RunStore(path)
        assert store.read_only
        assert [r.name for r in store.list_runs()] == ["Club open", "Underdog"]
        assert _layout(path)[0] == 1
    finally:
        tmp_path.chmod(0o755)
        path.chmod(0o644)


def test_unknown_later_version_is_moved_aside(tmp_path: Path) -> None:
    """A file of a version this app does not know (3) is not read as if it were ours."""
    path = tmp_path / "runs.sqlite3"
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA user_version = 3")
        conn.execute("CREATE TABLE runs (x TEXT)")
    conn.close()
    store = RunStore(path)
    assert any("unknown store version 3" in n for n in store.notices)
    assert store.list_runs() == []
