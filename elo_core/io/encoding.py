"""A file's bytes (from a path, a file object or bytes) and their text: UTF-8 or UTF-16 as they
say; other bytes in the one single-byte encoding whose names read as names (Windows-1252, -1250,
-1251, Mac Roman, KOI8-R), said when it is not the Western default or when two encodings fit; a
UTF-8 file with a few cp1252 lines line by line."""

from __future__ import annotations

import os
import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import IO, TypeAlias

from elo_core.errors import FileError, FileWarning, InputError, Problem

# What the readers take, as pandas' readers do: a path (str or os.PathLike), bytes, or a file
# object opened in binary mode ('rb', io.BytesIO, an upload).
FileInput: TypeAlias = bytes | bytearray | memoryview | str | os.PathLike[str] | IO[bytes]

BOM = b"\xef\xbb\xbf"
UTF16_BOMS = (b"\xff\xfe", b"\xfe\xff")
# A well-formed UTF-8 sequence of two to four bytes: a file holding one is (mostly) UTF-8.
_UTF8_MULTIBYTE = re.compile(rb"[\xc2-\xdf][\x80-\xbf]|[\xe0-\xef][\x80-\xbf]{2}"
                             rb"|[\xf0-\xf4][\x80-\xbf]{3}")
# The single-byte encodings spreadsheet programs save CSV in, the Western default first.
SINGLE_BYTE = {"cp1252": "Windows-1252 (Western)", "cp1250": "Windows-1250 (Central European)",
               "cp1251": "Windows-1251 (Cyrillic)", "mac_roman": "Mac Roman",
               "koi8_r": "KOI8-R (Cyrillic)"}
DEFAULT = "cp1252"
_LETTERS = re.compile(r"[^\W\d_]+")
# A symbol stuck to a letter ('J¸rgen', 'Wei§', 'Jos▌'), other than the marks names carry.
_SYMBOL_IN_WORD = re.compile(r"(?:(?<=[^\W\d_])|(?=\S?[^\W\d_]))"
                             "[^\\w\\x00-\\x7f\u00a0\u2018\u2019\u00b4\u00b7\u00b0"
                             "\u00aa\u00ba\u00ab\u00bb\u201c\u201d\u201e\u2013\u2014\u2026]")
_NAME_RUN = re.compile(r"[^\s,;\"']*[^\x00-\x7f][^\s,;\"']*")


@dataclass(frozen=True, kw_only=True, slots=True)
class Decoded:
    """A file's text; the lines (the first being 1) read as cp1252 inside a UTF-8 file; the
    single-byte encoding a non-UTF-8 file was read in, and another that fits it too."""

    text: str
    cp1252_lines: tuple[int, ...] = ()
    encoding: str = ""
    also: str = ""  # another encoding whose reading differs and is as plausible
    example: tuple[str, str] = ("", "")  # a word as read, and as `also` reads it


def _utf16(data: bytes) -> str | None:
    """The text of a UTF-16 file (Excel's "Unicode Text"): by its BOM, or, without one, by the
    zero bytes of ASCII characters on every other byte."""
    if data.startswith(UTF16_BOMS):
        try:
            return data.decode("utf-16")
        except UnicodeDecodeError:
            return None
    head = data[:4096]
    if len(head) < 4 or len(data) % 2:
        return None
    for offset, codec in ((1, "utf-16-le"), (0, "utf-16-be")):
        zeros = head[offset::2].count(0)
        if zeros * 10 >= len(head) // 2 * 9 and head[1 - offset::2].count(0) == 0:
            try:
                return data.decode(codec)
            except UnicodeDecodeError:
                return None
    return None


def utf16_text(data: bytes) -> str | None:
    """The text of a UTF-16 file (its BOM dropped), None for any other (decoded once)."""
    if data.startswith(BOM):
        return None
    text = _utf16(data)
    return None if text is None else text.removeprefix("\ufeff")


def is_utf16(data: bytes) -> bool:
    """Whether the bytes are UTF-16 text (a BOM, or ASCII's zero bytes on every other byte)."""
    return not data.startswith(BOM) and _utf16(data) is not None


def _script(char: str) -> str:
    return unicodedata.name(char, "?").split(" ")[0]


def _reads_as_names(text: str) -> bool:
    """True when every word holding a non-ASCII character reads as a word: no symbol between
    letters ('J¸rgen'), one script a word, no capital after a small letter ('JosŽ'), and a
    Latin word not mostly accented letters ('Èâàíîâ' is Russian read as Western)."""
    for run in _NAME_RUN.findall(text):
        if _SYMBOL_IN_WORD.search(run):
            return False
        for word in _LETTERS.findall(run):
            if word.isascii():
                continue
            if len({_script(c) for c in word}) > 1:
                return False
            if not word.isupper() and any(c.isupper() and not c.isascii() for c in word[1:]):
                return False
            accented = sum(not c.isascii() for c in word)
            if _script(word[0]) == "LATIN" and len(word) >= 3 and accented * 2 > len(word):
                return False
    return True


def _letters(text: str) -> str:
    """The text without its non-ASCII symbols: two readings that differ only in a '½' or a
    '©' read the names alike."""
    return "".join(c for c in text if c.isascii() or c.isalpha())


def _first_difference(one: str, other: str) -> tuple[str, str]:
    """The first word (run without spaces) that two readings of the same bytes differ in."""
    for a, b in zip(_NAME_RUN.findall(one), _NAME_RUN.findall(other), strict=False):
        if _letters(a) != _letters(b):
            return a, b
    return "", ""


def _single_byte(data: bytes) -> Decoded:
    """The text of a file with no UTF-8 in it, in the first encoding whose names read as names."""
    readings = {}
    for codec in SINGLE_BYTE:
        try:
            readings[codec] = data.decode(codec)
        except UnicodeDecodeError:
            continue
    sample = {codec: text[:200_000] for codec, text in readings.items()}
    fitting = [codec for codec in readings if _reads_as_names(sample[codec])]
    if not fitting:
        shown = _NAME_RUN.search(data.decode(DEFAULT, errors="replace"))
        word = shown.group(0) if shown else ""
        raise FileError([Problem(
            message="this file is not UTF-8, and its names read as names in none of "
                    f"{', '.join(SINGLE_BYTE.values())} (Windows-1252 reads '{word}'): save it "
                    "as UTF-8 (in Excel: Save As, 'CSV UTF-8')", value=word)])
    chosen = fitting[0]
    differing = [codec for codec in fitting[1:]
                 if _letters(readings[codec]) != _letters(readings[chosen])]
    also = differing[0] if differing else ""
    example = _first_difference(readings[chosen], readings[also]) if also else ("", "")
    return Decoded(text=readings[chosen], encoding=chosen, also=also, example=example)


def decode_text(data: bytes) -> Decoded:
    """UTF-8 (BOM or not) or UTF-16; a file with no UTF-8 sequence at all in the single-byte
    encoding that fits it (Windows-1252 first: what Excel writes in the West).

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
    utf16 = _utf16(data)
    if utf16 is not None:
        return Decoded(text=utf16.removeprefix("\ufeff"), encoding="utf-16")
    if _UTF8_MULTIBYTE.search(data) is None:
        return _single_byte(data)
    parts: list[str] = []
    odd: list[int] = []
    for number, line in enumerate(data.split(b"\n"), start=1):
        try:
            parts.append(line.decode("utf-8"))
        except UnicodeDecodeError:
            parts.append(line.decode("cp1252", errors="replace"))
            odd.append(number)
    return Decoded(text="\n".join(parts), cp1252_lines=tuple(odd))


def utf8_bytes(data: bytes) -> bytes:
    """The file as UTF-8 bytes, for the readers that read bytes: UTF-8 and ASCII files as they
    are (no copy), UTF-16 and single-byte files decoded once and written as UTF-8."""
    if data.isascii() or data.startswith(BOM):
        return data
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return decode_text(data).text.encode("utf-8")
    return data


def encoding_warnings(data: bytes) -> tuple[FileWarning, ...]:
    """What the reading of the bytes needs said: the lines of a UTF-8 file that had to be read
    as cp1252; a file read in an encoding other than Windows-1252 (`encoding_detected`); a
    file that another encoding reads differently, as plausibly (`encoding_ambiguous`)."""
    return () if data.isascii() else decoding_warnings(decode_text(data))


def decoded_once(data: bytes) -> tuple[bytes, Decoded | None]:
    """The one decode of a text upload: its bytes as UTF-8 for the readers (UTF-8 and ASCII
    files as they are, no copy) and the decoding (None for ASCII, which is its own text), so
    that neither the readers nor the warnings decode it again."""
    if data.isascii():
        return data, None
    decoded = decode_text(data)
    same = data.startswith(BOM) or (not decoded.encoding and not decoded.cp1252_lines)
    return (data if same else decoded.text.encode("utf-8")), decoded


def decoding_warnings(decoded: Decoded) -> tuple[FileWarning, ...]:
    """encoding_detected, encoding_ambiguous and mixed_encoding of a decoded file."""
    said: list[FileWarning] = []
    if decoded.encoding in SINGLE_BYTE and decoded.encoding != DEFAULT:
        said.append(FileWarning(
            code="encoding_detected", value=SINGLE_BYTE[decoded.encoding].split(" (")[0],
            what=f"this file is not UTF-8: read as {SINGLE_BYTE[decoded.encoding]}, the first "
                 "encoding in which its names read as names (check them; save the file as "
                 "UTF-8 to be sure)"))
    if decoded.also:
        shown, other = decoded.example
        said.append(FileWarning(
            code="encoding_ambiguous", value=shown,
            what=f"this file is not UTF-8: read as {SINGLE_BYTE[decoded.encoding]}, but "
                 f"{SINGLE_BYTE[decoded.also]} fits it too and reads '{shown}' as '{other}': "
                 "check the names, or save the file as UTF-8"))
    lines = decoded.cp1252_lines
    if lines:
        many = len(lines) > 1
        said.append(FileWarning(
            code="mixed_encoding", rows=lines, unit="line",
            what=f"{len(lines):,} line{'s' if many else ''} of this UTF-8 file "
                 f"{'are' if many else 'is'} not UTF-8 and {'were' if many else 'was'} read as "
                 f"Windows-1252 (check the names on {'them' if many else 'it'}): save the file "
                 "as UTF-8"))
    return tuple(said)


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
