"""A reader's input as bytes and a name: a path, a str, os.PathLike, bytes or a binary file."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from elo_core.errors import EloError, InputError
from elo_core.io.encoding import file_bytes

DATA = b"white,black,result\nA,B,1\n"


class _Named(io.BytesIO):
    """A binary file object with a file name, as an upload widget gives one."""

    name = "/somewhere/games.csv"


def test_bytes_bytearray_and_memoryview_are_taken_as_they_are() -> None:
    """Bytes keep the name given (none: '')."""
    assert file_bytes(DATA) == (DATA, "")
    assert file_bytes(bytearray(DATA), "a.csv") == (DATA, "a.csv")
    assert file_bytes(memoryview(DATA), "a.csv") == (DATA, "a.csv")


@pytest.mark.parametrize("kind", [str, Path])
def test_a_path_as_str_or_pathlike_is_read_and_named_by_its_file_name(
        tmp_path: Path, kind: type) -> None:
    """'.../club.csv' gives its bytes and the name 'club.csv'; a name given wins."""
    path = tmp_path / "club.csv"
    path.write_bytes(DATA)
    assert file_bytes(kind(path)) == (DATA, "club.csv")
    assert file_bytes(kind(path), "mine.csv") == (DATA, "mine.csv")


def test_a_binary_file_object_is_read_and_named_by_its_name(tmp_path: Path) -> None:
    """An open 'rb' file, a BytesIO (no name) and a file object with a name."""
    path = tmp_path / "club.csv"
    path.write_bytes(DATA)
    with path.open("rb") as handle:
        assert file_bytes(handle) == (DATA, "club.csv")
    assert file_bytes(io.BytesIO(DATA)) == (DATA, "")
    assert file_bytes(_Named(DATA)) == (DATA, "games.csv")


def test_a_missing_file_says_its_path(tmp_path: Path) -> None:
    """No file there: InputError naming the path and the working folder."""
    missing = tmp_path / "nothere.trf"
    with pytest.raises(InputError, match=r"there is no event file '.*nothere\.trf' \(the "
                                         r"working folder is '"):
        file_bytes(missing, what="event file")


def test_a_folder_is_refused(tmp_path: Path) -> None:
    """A folder is not a file."""
    with pytest.raises(InputError, match=r"the file '.*' is a folder, not a file"):
        file_bytes(tmp_path)


def test_a_text_mode_file_is_refused(tmp_path: Path) -> None:
    """A file opened with 'r': open it with 'rb' (the encoding is found from the bytes)."""
    path = tmp_path / "club.csv"
    path.write_bytes(DATA)
    with path.open(encoding="utf-8") as handle, pytest.raises(
            InputError, match=r"the players file 'club\.csv' is open as text: open it with 'rb'"):
        file_bytes(handle, what="players file")
    with pytest.raises(InputError, match=r"the file is open as text"):
        file_bytes(io.StringIO("white,black\n"))


def test_file_content_as_a_str_is_refused_not_taken_as_a_path() -> None:
    """A str with a line break is a file's text, not a file name."""
    with pytest.raises(InputError, match=r"given as text, not as a path: pass a path, bytes "
                                         r"\(text\.encode\(\)\)"):
        file_bytes(DATA.decode())


@pytest.mark.parametrize("given", [42, None, ["a.csv"]])
def test_anything_else_is_refused_saying_its_type(given: object) -> None:
    """An int, None, a list: not a path, bytes or a binary file."""
    with pytest.raises(EloError, match=r"must be a path, bytes or a file opened with 'rb', got "
                                       + type(given).__name__):
        file_bytes(given)  # type: ignore[arg-type]


def test_a_file_object_giving_neither_bytes_nor_text_is_refused() -> None:
    """A read() that gives a number is said, not passed on."""
    class Odd:
        def read(self) -> int:
            return 7

    with pytest.raises(InputError, match=r"reading the file gave int, not bytes"):
        file_bytes(Odd())  # type: ignore[arg-type]



@settings(max_examples=50, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.binary(max_size=2000))
def test_every_kind_of_input_gives_the_same_bytes(tmp_path: Path, data: bytes) -> None:
    """Any bytes come back unchanged as bytes, as a BytesIO and from a file on disk."""
    path = tmp_path / "any.bin"
    path.write_bytes(data)
    assert file_bytes(data)[0] == file_bytes(io.BytesIO(data))[0] == file_bytes(path)[0] == data
