"""What the saved-runs store checks about its file: a regular file, writable, not locked."""

from __future__ import annotations

import os
import sqlite3
import stat
from pathlib import Path

from elo_core.errors import EloError

ENV_VAR = "ELO_STORE_PATH"


class StoreError(EloError):
    """The saved-runs store cannot do what was asked (unknown run, bad name, unusable path)."""


def refuse_non_file(path: Path) -> None:
    """A path that exists but is not a regular file (a folder, a device such as /dev/null,
    a FIFO, a socket) is refused: it is never opened, renamed or replaced."""
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        return
    except OSError as exc:
        raise StoreError(f"the saved-runs path {path} cannot be checked: "
                         f"{exc.strerror or exc}") from None
    if stat.S_ISREG(mode):
        return
    what = ("a folder" if stat.S_ISDIR(mode) else "a device" if stat.S_ISCHR(mode)
            or stat.S_ISBLK(mode) else "a FIFO (named pipe)" if stat.S_ISFIFO(mode)
            else "a socket" if stat.S_ISSOCK(mode) else "not a regular file")
    raise StoreError(f"the saved-runs path {path} is {what}, not a regular file; "
                     f"set {ENV_VAR} to a file path")


def writable(path: Path) -> bool:
    """Whether this process may write the file and its folder (SQLite writes a journal there)."""
    return os.access(path, os.W_OK) and os.access(path.parent, os.W_OK)


def has_runs(conn: sqlite3.Connection) -> bool:
    """Whether the database has the runs table (a new, empty file has none yet)."""
    return conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'runs'").fetchone() is not None


def busy_or_unusable(path: Path, exc: sqlite3.OperationalError, timeout: float) -> StoreError:
    """A lock that outlasted the wait, or a file SQLite cannot open: said, never moved aside."""
    text = str(exc)
    if "locked" in text or "busy" in text:
        return StoreError(f"the saved-runs file {path} is in use by another program (still "
                          f"locked after {timeout:g} s): nothing was changed, try again")
    return StoreError(f"the saved-runs file {path} cannot be used: {text}")
