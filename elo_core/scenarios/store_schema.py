"""The saved-runs file's schema: its versions, how one is recognised, and the step from 1 to 2.

Version 1 has one table, `runs`. Version 2 adds the uploaded files a run keeps (Event upload):
a `files` table (the bytes, once per SHA-256, shared by the runs that hold the same file) and a
`files` column on `runs` (a JSON list of the SHA-256s it holds; `[]` for every older run).
"""

from __future__ import annotations

import sqlite3

SCHEMA_VERSION = 2
RUN_COLUMNS_V1 = ("id", "kind", "name", "created", "inputs", "headline")
RUN_COLUMNS = (*RUN_COLUMNS_V1, "files")
_RUNS = """
CREATE TABLE IF NOT EXISTS runs (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL,
    name TEXT NOT NULL,
    created TEXT NOT NULL,
    inputs TEXT NOT NULL,
    headline TEXT NOT NULL,
    files TEXT NOT NULL DEFAULT '[]'
)
"""
_FILES = """
CREATE TABLE IF NOT EXISTS files (
    sha256 TEXT PRIMARY KEY,
    data BLOB NOT NULL
)
"""


def check_schema(conn: sqlite3.Connection) -> None:
    """Raise DatabaseError unless the file is a new one or a saved-runs file of a known
    version (0, 1 or 2) with its tables and columns."""
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    if version not in range(SCHEMA_VERSION + 1):
        raise sqlite3.DatabaseError(f"unknown store version {version}")
    tables = {row[0] for row in conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table'")} - {"sqlite_sequence"}
    if tables and not ("runs" in tables and tables <= {"runs", "files"}):
        raise sqlite3.DatabaseError(f"not a saved-runs file (tables {sorted(tables)})")
    columns = tuple(row[1] for row in conn.execute("PRAGMA table_info(runs)"))
    if tables and columns not in (RUN_COLUMNS_V1, RUN_COLUMNS):
        raise sqlite3.DatabaseError(f"unexpected columns {columns}")
    if "files" in tables:
        kept = tuple(row[1] for row in conn.execute("PRAGMA table_info(files)"))
        if kept != ("sha256", "data"):
            raise sqlite3.DatabaseError(f"unexpected columns {kept} in its files table")


def bring_up_to_date(conn: sqlite3.Connection) -> None:
    """Create the tables of a new file, or move a version 1 file to version 2 (its runs kept,
    each holding no file), in the caller's transaction."""
    columns = tuple(row[1] for row in conn.execute("PRAGMA table_info(runs)"))
    if columns == RUN_COLUMNS_V1:
        conn.execute("ALTER TABLE runs ADD COLUMN files TEXT NOT NULL DEFAULT '[]'")
    conn.execute(_RUNS)
    conn.execute(_FILES)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
