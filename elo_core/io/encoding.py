"""Bytes to text: UTF-8, else cp1252, and a UTF-8 file with a few cp1252 lines read line by line."""

from __future__ import annotations

import re
from dataclasses import dataclass

from elo_core.errors import FileWarning

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
