"""A file's bytes (from a path, a file object or bytes) and their text: UTF-8, else cp1252, and a
UTF-8 file with a few cp1252 lines read line by line."""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import IO, TypeAlias

from elo_core.errors import FileWarning, InputError

# What the readers take, as pandas' readers do: a path (str or os.PathLike), bytes, or a file
# object opened in binary mode ('rb', io.BytesIO, an upload).
FileInput: TypeAlias = bytes | bytearray | memoryview | str | os.PathLike[str] | IO[bytes]

BOM = b"\xef\xbb\xbf"
# A well-formed UTF-8 sequence of two to four bytes: a file holding one is (mostly) UTF-8.
_UTF8_MULTIBYTE = re.compile(rb"[\xc2-\xdf][\x80-\xbf]|[\xe0-\xef][\x80-\xbf]{2}"
                             rb"|[\xf0-\xf4][\x80-\xbf]{3}")


@dataclass(frozen=True, kw_only=True, slots=True)
class Decoded:
    """A file's text, and the lines (the first being 1) read as cp1252 inside a UTF-8 file."""

    text: str
    cp1252_lines: tuple[int, ...] = ()


def decode_text(data: bytes) -> Decoded:
    """UTF-8 (BOM or not); a file with no UTF-8 sequence at all is cp1252 (what Excel writes).

    A file that is UTF-8 except some lines (two exports joined, one row typed in another
    program) is decoded line by line: each line as UTF-8 if it is, else as cp1252, and those
    lines are named, so 'José' on the UTF-8 lines does not become 'JosÃ©'.
    """
    if data.startswith(BOM):
        data = data[len(BOM):]
    try:
        return Decoded(text=data.decode("utf-8"))
    except UnicodeDecodeError:
        pass
    if _UTF8_MULTIBYTE.search(data) is None:
        return Decoded(text=data.decode("cp1252", errors="replace"))
    parts: list[str] = []
    odd: list[int] = []
    for number, line in enumerate(data.split(b"\n"), start=1):
        try:
            parts.append(line.decode("utf-8"))
        except UnicodeDecodeError:
            parts.append(line.decode("cp1252", errors="replace"))
            odd.append(number)
    return Decoded(text="\n".join(parts), cp1252_lines=tuple(odd))


def encoding_warnings(data: bytes) -> tuple[FileWarning, ...]:
    """A warning naming the lines of a UTF-8 file that had to be read as cp1252."""
    lines = decode_text(data).cp1252_lines
    if not lines:
        return ()
    many = len(lines) > 1
    return (FileWarning(
        code="mixed_encoding", rows=lines, unit="line",
        what=f"{len(lines):,} line{'s' if many else ''} of this UTF-8 file "
             f"{'are' if many else 'is'} not UTF-8 and {'were' if many else 'was'} read as "
             f"Windows-1252 (check the names on {'them' if many else 'it'}): save the file as "
             "UTF-8"),)


def file_bytes(file: FileInput, source: str = "", *, what: str = "file") -> tuple[bytes, str]:
    """The bytes of `file` and the name to show for it: `source` when given, else the path's or
    the file object's own file name (the name's extension helps to tell the format).

    Raises InputError saying what was given when there is nothing to read: a path that is not
    there or is a folder, text (a str with a line break), a file opened in text mode.
    """
    if isinstance(file, bytes | bytearray | memoryview):
        return bytes(file), source
    if isinstance(file, str) and ("\n" in file or "\r" in file):
        raise InputError(f"the {what} was given as text, not as a path: pass a path, bytes "
                         "(text.encode()) or a file opened with 'rb'")
    if isinstance(file, str | os.PathLike):
        path = Path(os.fspath(file))
        if path.is_dir():
            raise InputError(f"the {what} '{path}' is a folder, not a file")
        try:
            return path.read_bytes(), source or path.name
        except FileNotFoundError:
            raise InputError(f"there is no {what} '{path}' (the working folder is "
                             f"'{Path.cwd()}')") from None
        except OSError as exc:
            raise InputError(f"the {what} '{path}' cannot be read: "
                             f"{exc.strerror or exc}") from None
    read = getattr(file, "read", None)
    if not callable(read):
        raise InputError(f"the {what} must be a path, bytes or a file opened with 'rb', got "
                         f"{type(file).__name__}")
    data = read()
    name = getattr(file, "name", "")
    shown = source or (Path(name).name if isinstance(name, str) else "")
    if isinstance(data, str):
        raise InputError(f"the {what}{f' {shown!r}' if shown else ''} is open as text: open it "
                         "with 'rb' (binary), so its encoding is found from its bytes")
    if not isinstance(data, bytes | bytearray | memoryview):
        raise InputError(f"reading the {what} gave {type(data).__name__}, not bytes")
    return bytes(data), shown
