"""A file named on the command line: read whole in one buffer, never past the size limit."""

from __future__ import annotations

from pathlib import Path

import pytest

from elo_core.cli import files
from elo_core.cli.files import read_file
from elo_core.errors import FileError


def test_a_file_is_read_whole(tmp_path: Path) -> None:
    path = tmp_path / "event.pgn"
    path.write_bytes(b'[Event "A"]\n' * 1000)
    assert read_file(str(path), 1.0) == b'[Event "A"]\n' * 1000


def test_a_file_over_the_limit_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "event.pgn"
    path.write_bytes(b"x" * 2048)
    with pytest.raises(FileError, match="over the limit of"):
        read_file(str(path), 1 / 1024)  # a limit of 1 KB


@pytest.mark.parametrize("expected", [0, 10, 1000, 5000])
def test_a_file_that_grew_or_shrank_since_its_size_was_read_is_read_as_it_is(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, expected: int) -> None:
    """The size told before the read is a first guess only: the rest is read in chunks (here
    of 7 bytes), and the bytes come whole and in order."""
    monkeypatch.setattr(files, "CHUNK", 7)
    path = tmp_path / "event.pgn"
    content = bytes(range(256)) * 4  # 1,024 bytes
    path.write_bytes(content)
    assert files._read_at_most(path, 10_000, expected=expected) == content


@pytest.mark.parametrize("expected", [0, 100, 1024])
def test_never_more_than_the_most_is_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                          expected: int) -> None:
    monkeypatch.setattr(files, "CHUNK", 7)
    path = tmp_path / "event.pgn"
    path.write_bytes(bytes(range(256)) * 4)
    assert files._read_at_most(path, 101, expected=expected) == (bytes(range(256)) * 4)[:101]
