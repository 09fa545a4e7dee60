"""Uploaded files kept by saved runs: named by SHA-256, stored once, dropped with their last run."""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Sequence

from elo_core.io.games import size_text
from elo_core.scenarios.store_file import StoreError


def file_ids(files: Sequence[bytes], max_bytes: int | None) -> tuple[str, ...]:
    """The SHA-256 (hex) of each file; a file over `max_bytes` is refused with its size."""
    for data in files:
        if max_bytes is not None and len(data) > max_bytes:
            raise StoreError(f"an uploaded file of {size_text(len(data))} cannot be saved with "
                             f"a run: the upload limit is {size_text(max_bytes)}")
    return tuple(hashlib.sha256(data).hexdigest() for data in files)


def keep_files(conn: sqlite3.Connection, files: Sequence[bytes]) -> None:
    """Store each file once (a file another run already keeps is not written again)."""
    conn.executemany("INSERT OR IGNORE INTO files (sha256, data) VALUES (?, ?)",
                     [(hashlib.sha256(data).hexdigest(), data) for data in files])


def kept_file(conn: sqlite3.Connection, sha256: str) -> bytes | None:
    """A kept file's bytes (None when the store holds none by that name, or no files at all)."""
    if conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'files'").fetchone() is None:
        return None
    row = conn.execute("SELECT data FROM files WHERE sha256 = ?", (sha256,)).fetchone()
    return None if row is None else bytes(row[0])


def drop_unheld_files(conn: sqlite3.Connection) -> None:
    """Delete the files no run holds any more."""
    held: set[str] = set()
    for (text,) in conn.execute("SELECT files FROM runs"):
        try:
            listed = json.loads(text)
        except (TypeError, ValueError):
            return  # a damaged run's list cannot be read: nothing is deleted on a guess
        held.update(name for name in listed if isinstance(name, str))
    gone = [name for (name,) in conn.execute("SELECT sha256 FROM files") if name not in held]
    conn.executemany("DELETE FROM files WHERE sha256 = ?", [(name,) for name in gone])
