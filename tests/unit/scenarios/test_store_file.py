"""The store under locks, read-only files, foreign files, concurrent writers and SIGKILL."""

from __future__ import annotations

import hashlib
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from elo_core.scenarios import store as store_module
from elo_core.scenarios.store import RunStore, StoreError

ROOT = Path(__file__).resolve().parents[3]


def _saved(path: Path, count: int = 2) -> RunStore:
    store = RunStore(path)
    for number in range(count):
        store.save(kind="calculator", name=f"run {number}", inputs={"n": number}, headline={})
    return store


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_a_locked_store_is_waited_for_and_reported_never_moved(tmp_path: Path) -> None:
    """Issue 12 item 4: another process holds the lock: the store says so; the file stays."""
    path = tmp_path / "runs.sqlite3"
    _saved(path)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(StoreError) as opening:
            RunStore(path, timeout=0.2)
        assert "is in use by another program (still locked after 0.2 s): nothing was " \
            "changed, try again" in str(opening.value)
        assert list(tmp_path.glob("*.corrupt-*")) == []
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert [run.name for run in RunStore(path).list_runs()] == ["run 1", "run 0"]


def test_a_lock_taken_between_calls_is_reported_on_save(tmp_path: Path) -> None:
    path = tmp_path / "runs.sqlite3"
    store = _saved(path)
    store.timeout = 0.2
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(StoreError, match="in use by another program"):
            store.save(kind="calculator", name="late", inputs={}, headline={})
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert list(tmp_path.glob("*.corrupt-*")) == []
    assert len(store.list_runs()) == 2


def test_a_read_only_store_lists_its_runs_and_refuses_to_save(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 12 item 10: a file this process cannot write is opened read-only, not moved
    aside: its runs are listed, saving says why it is unavailable, the bytes are unchanged."""
    path = tmp_path / "runs.sqlite3"
    _saved(path)
    before = _digest(path)
    monkeypatch.setattr(store_module, "writable", lambda _path: False)
    store = RunStore(path)
    assert store.read_only
    assert store.notices == [f"The saved-runs file {path} (or its folder) cannot be written: "
                             "the runs are listed, saving is unavailable."]
    assert [run.name for run in store.list_runs()] == ["run 1", "run 0"]
    assert store.get(1).inputs == {"n": 0}
    for attempt in (lambda: store.save(kind="calculator", name="x", inputs={}, headline={}),
                    lambda: store.rename(1, "y"), lambda: store.delete(1)):
        with pytest.raises(StoreError, match="saving is unavailable: the saved-runs file"):
            attempt()
    assert _digest(path) == before
    assert list(tmp_path.glob("*.corrupt-*")) == []


READ_ONLY_CHECK = textwrap.dedent("""
    import sys
    from elo_core.scenarios.store import RunStore, StoreError
    store = RunStore(sys.argv[1])
    try:
        store.save(kind="calculator", name="x", inputs={}, headline={})
        refused = "no"
    except StoreError as exc:
        refused = str(exc)
    print(len(store.list_runs()), refused, sep="|")
""")


def _in_read_only_folder(folder: Path) -> str:
    """Run READ_ONLY_CHECK on the store in `folder` made read-only: by its permissions for a
    normal user; for root (whom permissions do not stop) by a read-only bind mount of the folder
    in a private mount namespace, as a read-only disk or share would be."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    check = [sys.executable, "-c", READ_ONLY_CHECK, str(folder / "runs.sqlite3")]
    if os.geteuid() != 0:
        folder.chmod(0o555)
        try:
            return subprocess.run(check, capture_output=True, text=True, env=env,
                                  check=True).stdout
        finally:
            folder.chmod(0o755)
    if shutil.which("unshare") is None:
        pytest.skip("no `unshare` here to make a read-only mount as root")
    script = ('mount --bind "$1" "$1" && mount -o remount,ro,bind "$1" "$1" && shift && '
              'exec "$@"')
    done = subprocess.run(["unshare", "-m", "sh", "-c", script, "sh", str(folder), *check],
                          capture_output=True, text=True, env=env, check=False)
    if done.returncode != 0 and "mount" in done.stderr + done.stdout:
        pytest.skip(f"no read-only mount possible here: {done.stderr.strip()[:200]}")
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_a_read_only_folder_really_lists_the_runs(tmp_path: Path) -> None:
    """Issue 12 item 10: a store in a folder nobody may write lists its runs and refuses
    saving with a message (opening it writes nothing)."""
    folder = tmp_path / "ro"
    folder.mkdir()
    _saved(folder / "runs.sqlite3")
    before = _digest(folder / "runs.sqlite3")
    count, refused = _in_read_only_folder(folder).strip().split("|")
    assert count == "2"
    assert "saving is unavailable" in refused
    assert _digest(folder / "runs.sqlite3") == before


def test_a_foreign_sqlite_file_is_moved_aside_unwritten(tmp_path: Path) -> None:
    """A SQLite file of another program keeps every byte (user_version too) when moved aside."""
    path = tmp_path / "runs.sqlite3"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE notes (body TEXT)")
        conn.execute("INSERT INTO notes VALUES ('mine')")
    conn.close()
    before = _digest(path)
    store = RunStore(path)
    aside = list(tmp_path.glob("runs.sqlite3.corrupt-*"))
    assert len(aside) == 1
    assert _digest(aside[0]) == before
    assert any("not a saved-runs file (tables ['notes'])" in n for n in store.notices)
    with sqlite3.connect(aside[0]) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == 0
    conn.close()


WRITER = textwrap.dedent("""
    import sys
    from elo_core.scenarios.store import RunStore
    store = RunStore(sys.argv[1], timeout=30)
    for number in range(int(sys.argv[2])):
        run = store.save(kind="calculator", name=f"{sys.argv[3]} {number}",
                         inputs={"n": number, "pad": "x" * 2000}, headline={})
        print(run.id, flush=True)
""")


def _writer(path: Path, count: int, tag: str) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-c", WRITER, str(path), str(count), tag],
                            stdout=subprocess.PIPE, text=True, cwd=ROOT,
                            env={**os.environ, "PYTHONPATH": str(ROOT)})


def test_concurrent_writers_lose_nothing(tmp_path: Path) -> None:
    """Four processes save 25 runs each at once: 100 runs, every reported id present."""
    path = tmp_path / "runs.sqlite3"
    RunStore(path)
    writers = [_writer(path, 25, f"w{i}") for i in range(4)]
    reported = set()
    for writer in writers:
        out, _ = writer.communicate(timeout=300)
        assert writer.returncode == 0
        reported |= {int(line) for line in out.split()}
    runs = RunStore(path).list_runs()
    assert len(reported) == 100
    assert {run.id for run in runs} == reported


def test_sigkill_mid_write_loses_no_reported_run(tmp_path: Path) -> None:
    """A writer killed (SIGKILL) after some saves, ten times over: every id it printed (after
    the commit) is still there, the file passes the integrity check and is never moved."""
    path = tmp_path / "runs.sqlite3"
    RunStore(path)
    reported: set[int] = set()
    for round_number in range(10):
        writer = _writer(path, 10_000, f"k{round_number}")
        assert writer.stdout is not None
        for _ in range(5 + round_number):
            reported.add(int(writer.stdout.readline()))
        writer.send_signal(signal.SIGKILL)
        writer.wait(timeout=60)
        writer.stdout.close()
    store = RunStore(path)
    assert reported <= {run.id for run in store.list_runs()}
    assert list(tmp_path.glob("*.corrupt-*")) == []
    assert not any("moved aside" in notice for notice in store.notices)
