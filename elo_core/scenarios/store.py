"""Saved runs in a SQLite file: save, list, get, rename, delete; a bad file never crashes."""

from __future__ import annotations

import contextlib
import datetime as dt
import json
import os
import sqlite3
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

import platformdirs

from elo_core.scenarios.store_file import (
    ENV_VAR,
    StoreError,
    busy_or_unusable,
    has_runs,
    refuse_non_file,
    writable,
)
from elo_core.scenarios.store_files import drop_unheld_files, file_ids, keep_files, kept_file
from elo_core.scenarios.store_schema import bring_up_to_date, check_schema

__all__ = ["ENV_VAR", "RunStore", "SavedRun", "StoreError", "default_path"]
FILE_NAME = "saved_runs.sqlite3"
MAX_NAME = 120
T = TypeVar("T")
BUSY_SECONDS = 10.0  # how long a lock held by another program is waited for


def default_path() -> Path:
    """`$ELO_STORE_PATH` if set, else a file in the user's data directory."""
    configured = os.environ.get(ENV_VAR, "").strip()
    if configured:
        return Path(configured).expanduser()
    return Path(platformdirs.user_data_dir("elo-core", appauthor=False)) / FILE_NAME


@dataclass(frozen=True, kw_only=True, slots=True)
class SavedRun:
    """One saved run: what page made it, its inputs and the headline numbers shown in the list."""

    id: int
    kind: str
    name: str
    created: str  # ISO 8601, UTC, seconds
    inputs: dict[str, Any] = field(default_factory=dict)
    headline: dict[str, Any] = field(default_factory=dict)
    files: tuple[str, ...] = ()  # the SHA-256 of each uploaded file the run keeps


def _check_name(name: str) -> str:
    clean = " ".join(str(name).split())
    if not clean:
        raise StoreError("a saved run needs a name (got an empty one)")
    if len(clean) > MAX_NAME:
        raise StoreError(f"a run name can have at most {MAX_NAME} characters, got {len(clean)}")
    return clean


def _to_json(value: dict[str, Any], what: str) -> str:
    try:
        return json.dumps(value, sort_keys=True, allow_nan=False)
    except (TypeError, ValueError) as exc:
        raise StoreError(f"the run's {what} cannot be saved: {exc}") from None


class RunStore:
    """A SQLite file of saved runs. Problems with the file become `notices`, never exceptions.

    A missing file is created. A file that fails SQLite's integrity check (or is no SQLite
    file, or another program's database) is moved aside (renamed with a `.corrupt-<time>`
    suffix, its content untouched) and replaced by a fresh one. A file held locked by another
    program is waited for (`timeout` seconds), then reported, never moved. A file (or folder)
    that cannot be written is opened read-only: the runs are listed, saving is refused with a
    message. Every write is one transaction.
    """

    def __init__(self, path: Path | str | None = None, *, timeout: float = BUSY_SECONDS) -> None:
        self.path = Path(path).expanduser() if path else default_path()
        self.timeout = timeout
        self.notices: list[str] = []
        self.read_only = False
        self._prepare()

    # -- file handling -------------------------------------------------------------------------
    def _refuse_non_file(self) -> None:
        refuse_non_file(self.path)

    def _prepare(self) -> None:
        self._refuse_non_file()
        if not self.path.exists():
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise StoreError(f"cannot create the folder for saved runs "
                                 f"({self.path.parent}): {exc.strerror or exc}") from None
            self.notices.append(f"No saved-runs file was found at {self.path}: "
                                "a new, empty store was created there.")
        elif not writable(self.path):
            self.read_only = True
            self.notices.append(f"The saved-runs file {self.path} (or its folder) cannot be "
                                "written: the runs are listed, saving is unavailable.")
        try:
            self._check()
            if not self.read_only:
                self._initialise()
        except sqlite3.OperationalError as exc:  # locked, unreadable: never a reason to move
            raise busy_or_unusable(self.path, exc, self.timeout) from None
        except sqlite3.DatabaseError as exc:
            if self.read_only:
                raise StoreError(f"the saved-runs file {self.path} is damaged ({exc}) and "
                                 "cannot be moved aside (it is read-only)") from None
            self._quarantine(exc)

    def _open(self) -> sqlite3.Connection:
        """A connection with a busy timeout; read-only (nothing written) when so opened."""
        if self.read_only:
            uri = f"{self.path.resolve().as_uri()}?mode=ro"
            return sqlite3.connect(uri, uri=True, timeout=self.timeout)
        return sqlite3.connect(self.path, timeout=self.timeout)

    def _check(self) -> None:
        """Recognise the file, reading only: SQLite's integrity check, then our schema (a new
        empty file, or a known version: store_schema). Raises DatabaseError if not."""
        if not self.path.exists() or self.path.stat().st_size == 0:
            return
        with contextlib.closing(self._open()) as conn:
            check = conn.execute("PRAGMA quick_check").fetchone()
            if check is None or check[0] != "ok":
                raise sqlite3.DatabaseError(f"integrity check failed: {check}")
            check_schema(conn)

    def _initialise(self) -> None:
        """Create the tables in a file `_check` recognised (or a new one); an older file is
        brought to the current version, its runs kept."""
        with contextlib.closing(self._open()) as conn, conn:
            bring_up_to_date(conn)

    def _quarantine(self, exc: Exception) -> None:
        stamp = dt.datetime.now(dt.UTC).strftime("%Y%m%dT%H%M%S%f")
        aside = self.path.with_name(f"{self.path.name}.corrupt-{stamp}")
        self._refuse_non_file()  # only a real, corrupt regular file is ever moved aside
        if self.path.is_symlink():
            raise StoreError(f"the saved-runs file {self.path} is unusable ({exc}); it is a "
                             "symbolic link, so it is left as it is: point "
                             f"{ENV_VAR} at a regular file") from None
        try:
            self.path.replace(aside)
            self._initialise()
        except (OSError, sqlite3.DatabaseError) as again:
            raise StoreError(f"the saved-runs file {self.path} is unusable ({exc}) and could not "
                             f"be replaced: {again}") from None
        self.notices.append(
            f"The saved-runs file {self.path} could not be read ({exc}). It was moved aside to "
            f"{aside.name} and a new, empty store was started."
        )

    @contextlib.contextmanager
    def _connection(self) -> Iterator[sqlite3.Connection]:
        if not self.path.exists():
            self.read_only = False
            self._prepare()
        else:
            self._refuse_non_file()
        with contextlib.closing(self._open()) as conn:
            conn.row_factory = sqlite3.Row
            with conn:  # one transaction: commit on success, roll back on any error
                yield conn

    def _safely(self, operation: Callable[[sqlite3.Connection], T], *, write: bool = False) -> T:
        """Run `operation` in a transaction; a lock is waited for and then reported; on a
        damaged file, start afresh and try once more."""
        if write and self.read_only:
            raise StoreError(f"saving is unavailable: the saved-runs file {self.path} (or its "
                             "folder) is read-only")
        try:
            with self._connection() as conn:
                return operation(conn)
        except sqlite3.OperationalError as exc:
            raise busy_or_unusable(self.path, exc, self.timeout) from None
        except sqlite3.DatabaseError as exc:
            self._quarantine(exc)
        with self._connection() as conn:
            return operation(conn)

    # -- public API ----------------------------------------------------------------------------
    def save(self, *, kind: str, name: str, inputs: dict[str, Any], headline: dict[str, Any],
             files: Sequence[bytes] = (), max_file_bytes: int | None = None) -> SavedRun:
        """Store a new run and return it with its id; `files` (uploaded bytes, each up to
        `max_file_bytes`) are kept with it, each under its SHA-256, once however many runs
        hold it."""
        clean = _check_name(name)
        kind = _check_name(kind)
        inputs_json, headline_json = _to_json(inputs, "inputs"), _to_json(headline, "headline")
        held = file_ids(files, max_file_bytes)
        created = dt.datetime.now(dt.UTC).isoformat(timespec="seconds")

        def insert(conn: sqlite3.Connection) -> int:
            keep_files(conn, files)
            cursor = conn.execute(
                "INSERT INTO runs (kind, name, created, inputs, headline, files) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (kind, clean, created, inputs_json, headline_json, json.dumps(list(held))),
            )
            return int(cursor.lastrowid or 0)

        run_id = self._safely(insert, write=True)
        return SavedRun(id=run_id, kind=kind, name=clean, created=created,
                        inputs=json.loads(inputs_json), headline=json.loads(headline_json),
                        files=held)

    def file(self, sha256: str) -> bytes:
        """The bytes of a file a saved run keeps, by its SHA-256."""
        data = self._safely(lambda conn: kept_file(conn, sha256))
        if data is None:
            raise StoreError(f"the saved-runs file holds no uploaded file {sha256[:12]}")
        return data

    def list_runs(self, kind: str | None = None) -> list[SavedRun]:
        """All saved runs (optionally of one kind), newest first; unreadable rows are skipped."""

        def select(conn: sqlite3.Connection) -> list[sqlite3.Row]:
            if not has_runs(conn):  # (a new empty file opened read-only)
                return []
            if kind is None:
                return conn.execute("SELECT * FROM runs ORDER BY id DESC").fetchall()
            return conn.execute("SELECT * FROM runs WHERE kind = ? ORDER BY id DESC",
                                (kind,)).fetchall()

        runs = []
        for row in self._safely(select):
            try:
                runs.append(self._from_row(row))
            except StoreError as exc:
                self.notices.append(str(exc))
        return runs

    def get(self, run_id: int) -> SavedRun:
        """One saved run by id."""
        row = self._safely(lambda conn: conn.execute(
            "SELECT * FROM runs WHERE id = ?", (run_id,)).fetchone() if has_runs(conn) else None)
        if row is None:
            raise StoreError(f"no saved run has id {run_id}")
        return self._from_row(row)

    def rename(self, run_id: int, name: str) -> SavedRun:
        """Give a saved run a new name."""
        clean = _check_name(name)
        changed = self._safely(lambda conn: conn.execute(
            "UPDATE runs SET name = ? WHERE id = ?", (clean, run_id)).rowcount, write=True)
        if not changed:
            raise StoreError(f"no saved run has id {run_id}")
        return self.get(run_id)

    def delete(self, run_id: int) -> None:
        """Remove a saved run."""
        def remove(conn: sqlite3.Connection) -> int:
            changed = conn.execute("DELETE FROM runs WHERE id = ?", (run_id,)).rowcount
            drop_unheld_files(conn)  # (the run's files, unless another run holds them too)
            return int(changed)

        changed = self._safely(remove, write=True)
        if not changed:
            raise StoreError(f"no saved run has id {run_id}")

    @staticmethod
    def _from_row(row: sqlite3.Row) -> SavedRun:
        try:
            inputs, headline = json.loads(row["inputs"]), json.loads(row["headline"])
        except (TypeError, ValueError):
            raise StoreError(f"saved run {row['id']} is damaged and cannot be read") from None
        if not isinstance(inputs, dict) or not isinstance(headline, dict):
            raise StoreError(f"saved run {row['id']} is damaged and cannot be read")
        try:  # (a version 1 file opened read-only has no files column)
            files = json.loads(row["files"]) if "files" in row.keys() else []  # noqa: SIM118
        except (TypeError, ValueError):
            files = None
        if not isinstance(files, list) or not all(isinstance(f, str) for f in files):
            raise StoreError(f"saved run {row['id']} is damaged and cannot be read")
        return SavedRun(id=int(row["id"]), kind=str(row["kind"]), name=str(row["name"]),
                        created=str(row["created"]), inputs=inputs, headline=headline,
                        files=tuple(files))
