"""Writing an output: beside, then renamed; a failed write leaves what was there."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from elo_core.cli import outputs
from elo_core.cli.outputs import output_path, write_output
from elo_core.errors import FileError


def test_failed_write_leaves_the_old_file_and_no_temporary(tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """The rename fails (a full disk, say): the old file is whole, the temporary removed."""
    out = tmp_path / "list.csv"
    out.write_bytes(b"old")

    def fail(_src: str, _dst: Path) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(outputs.os, "replace", fail)
    with pytest.raises(FileError) as caught:
        write_output(output_path(str(out), what="list"), b"new", what="list")
    assert str(caught.value.problems[0]) == "cannot write the list: No space left on device"
    assert out.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["list.csv"]


def test_replaced_file_keeps_its_permissions(tmp_path: Path) -> None:
    """A file replaced keeps its mode (0o640 here); a new one gets the umask's (not 0o600)."""
    out = tmp_path / "report.html"
    out.write_bytes(b"old")
    os.chmod(out, 0o640)
    write_output(out, b"new", what="report")
    assert (out.stat().st_mode & 0o777, out.read_bytes()) == (0o640, b"new")
    fresh = tmp_path / "fresh.html"
    mask = os.umask(0o022)
    try:
        write_output(fresh, b"x", what="report")
    finally:
        os.umask(mask)
    assert fresh.stat().st_mode & 0o777 == 0o644
