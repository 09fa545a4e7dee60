"""Uploaded files kept with saved runs: stored once by SHA-256, refused over the limit, dropped
with the last run that holds them."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from elo_core.scenarios.store import RunStore, StoreError

GROS = b"012 Gros Open\n001    1 m    Anna Berg    2310\n"


def _files(path: Path) -> list[str]:
    conn = sqlite3.connect(path)
    try:
        return [row[0] for row in conn.execute("SELECT sha256 FROM files ORDER BY sha256")]
    finally:
        conn.close()


def test_file_round_trip(tmp_path: Path) -> None:
    """A run's file comes back byte for byte under the SHA-256 of its bytes."""
    store = RunStore(tmp_path / "runs.sqlite3")
    empty_sha = ("e3b0c44298fc1c149afbf4c8996fb924"  # SHA-256 of no bytes (FIPS 180-4's
                 "27ae41e4649b934ca495991b7852b855")  # published value)
    run = store.save(kind="event_upload", name="two", inputs={"up": "x"}, headline={},
                     files=[GROS, b""])
    assert run.files[1] == empty_sha
    again = store.get(run.id)
    assert again.files == run.files
    assert store.file(again.files[0]) == GROS
    assert store.file(empty_sha) == b""


def test_same_file_is_stored_once_and_kept_while_a_run_holds_it(tmp_path: Path) -> None:
    """Two runs with one file: one row of bytes; deleting the first keeps it, deleting the
    second drops it."""
    path = tmp_path / "runs.sqlite3"
    store = RunStore(path)
    first = store.save(kind="event_upload", name="a", inputs={}, headline={}, files=[GROS])
    second = store.save(kind="event_upload", name="b", inputs={}, headline={}, files=[GROS])
    other = store.save(kind="calculator", name="c", inputs={}, headline={})
    assert _files(path) == list(first.files)
    store.delete(first.id)
    assert store.file(second.files[0]) == GROS
    store.delete(second.id)
    assert _files(path) == []
    with pytest.raises(StoreError, match="holds no uploaded file"):
        store.file(second.files[0])
    assert [r.id for r in store.list_runs()] == [other.id]


def test_file_over_the_limit_is_refused(tmp_path: Path) -> None:
    """A file bigger than the upload limit is refused with both sizes; nothing is saved."""
    store = RunStore(tmp_path / "runs.sqlite3")
    with pytest.raises(StoreError, match=r"file of 11 bytes cannot be saved.*limit is 10 bytes"):
        store.save(kind="event_upload", name="big", inputs={}, headline={},
                   files=[b"x" * 11], max_file_bytes=10)
    assert store.list_runs() == []
    assert store.save(kind="event_upload", name="fits", inputs={}, headline={},
                      files=[b"x" * 10], max_file_bytes=10).files


def test_damaged_file_list_is_said(tmp_path: Path) -> None:
    """A run whose list of files was damaged by hand is skipped with a notice."""
    path = tmp_path / "runs.sqlite3"
    store = RunStore(path)
    run = store.save(kind="event_upload", name="a", inputs={}, headline={}, files=[GROS])
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE runs SET files = '{\"a\": 1}' WHERE id = ?", (run.id,))
    conn.close()
    assert store.list_runs() == []
    assert any("damaged" in n for n in store.notices)
