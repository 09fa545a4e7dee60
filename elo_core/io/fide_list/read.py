"""FIDE's downloaded rating lists (combined, single and legacy TXT, the XML, their ZIP): the rows
of the players wanted, found by FIDE ID.

The fixed-width lists are read with numpy: every line's FIDE ID is parsed at once from the raw
bytes (the ID column comes first, so a line pushed on by a long `OTit` keeps it in place), and
only the lines whose ID is wanted are cut into fields, at the offsets the header's labels give.
"""

from __future__ import annotations

import io
import re
import zipfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np
import pandas as pd
from numpy.lib.stride_tricks import as_strided

from elo_core.errors import FileError, Problem
from elo_core.io.fide_list.kind import LIST_MAX_BYTES, LIST_MAX_MB, TXT_START, XML_START, ZIP_MAGIC
from elo_core.io.fide_list.xml_list import xml_rows

CONTROLS = ("standard", "rapid", "blitz")
PREFIX = {"standard": "", "rapid": "rapid_", "blitz": "blitz_"}
# header label -> field; a single list's rating label is its month ('OCT26')
LABELS = {"ID Number": "id", "Name": "name", "Fed": "federation", "Sex": "sex", "Tit": "title",
          "WTit": "w_title", "OTit": "o_title", "FOA": "foa", "SRtng": "rating", "SGm": "games",
          "SK": "k", "RRtng": "rapid_rating", "RGm": "rapid_games", "Rk": "rapid_k",
          "RK": "rapid_k", "BRtng": "blitz_rating", "BGm": "blitz_games", "BK": "blitz_k",
          "Gms": "games", "K": "k", "B-day": "birth_year", "Flag": "flag"}
MONTH_LABEL = re.compile(r"^[A-Z]{3}\d{2}$")
NUMBERS = ("rating", "games", "k", "rapid_rating", "rapid_games", "rapid_k", "blitz_rating",
           "blitz_games", "blitz_k", "birth_year")
TEXTS = ("name", "federation", "sex", "title", "w_title", "o_title", "foa", "flag")
ID_DIGITS = 12  # the ID column is 15 wide; FIDE's IDs have up to 9 digits


@dataclass(frozen=True, kw_only=True, slots=True, eq=False)
class FideList:
    """The wanted players' rows of a FIDE list (index: FIDE ID as text, one row per line found,
    columns NUMBERS and TEXTS that the layout has, `line`), the layout and its time controls."""

    layout: str  # 'combined', 'legacy', 'single (rapid)'..., 'xml'
    controls: tuple[str, ...]
    rows: pd.DataFrame
    listed: int  # player lines in the whole list
    control_from: str = ""  # a single list: where its time control was read from


def unzip(data: bytes, source: str) -> tuple[bytes, str]:
    """The one TXT or XML file in FIDE's ZIP (its unzipped size checked first) and its name."""
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
        members = [m for m in archive.infolist() if not m.is_dir()]
    except (zipfile.BadZipFile, OSError) as exc:
        raise FileError([Problem(message=f"the ZIP file cannot be opened ({exc})")],
                        source=source) from None
    if len(members) != 1:
        names = ", ".join(m.filename for m in members[:10]) or "nothing"
        raise FileError([Problem(message=f"FIDE's ZIP holds one list file; this one holds "
                                 f"{len(members)} ({names})")], source=source)
    member = members[0]
    if member.file_size > LIST_MAX_BYTES:
        raise FileError([Problem(message=f"'{member.filename}' unzips to {member.file_size:,} "
                                 f"bytes, over the list limit of {LIST_MAX_MB:g} MB")],
                        source=source)
    try:
        return archive.read(member), member.filename
    except (zipfile.BadZipFile, OSError, EOFError) as exc:
        raise FileError([Problem(message=f"'{member.filename}' in the ZIP cannot be unzipped "
                                 f"({exc})")], source=source) from None


def read_fide_list(data: bytes, wanted: set[int], *, source: str = "") -> FideList:
    """The rows of the players `wanted` (FIDE IDs) in a FIDE list, in any of FIDE's layouts."""
    name = source
    if data.startswith(ZIP_MAGIC):
        data, name = unzip(data, source)
    head = data[:4096].lstrip(b"\xef\xbb\xbf").lstrip()
    if head.startswith((XML_START, b"<?xml")):
        rows, listed = xml_rows(data, wanted, source=source)
        return FideList(layout="xml", controls=CONTROLS, rows=_typed(rows, source),
                        listed=listed)
    if not head.startswith(TXT_START):
        raise FileError([Problem(message="this is not a FIDE rating list: its first line is not "
                                 "FIDE's header ('ID Number  Name ...') nor its XML "
                                 "('<playerslist>')", line=1)], source=source)
    separator = head[len(TXT_START):len(TXT_START) + 1]
    if separator in (b",", b";", b"\t"):
        shown = {b",": "commas", b";": "semicolons", b"\t": "tabs"}[separator]
        raise FileError([Problem(
            message=f"this is FIDE's rating list saved as a table (columns separated by {shown}, "
                    "as Excel or LibreOffice save it), not the fixed-width list FIDE publishes: "
                    "give the TXT, XML or ZIP as downloaded from ratings.fide.com",
            line=1, value=head[:40].decode("latin-1"))], source=source)
    return _txt_rows(data.lstrip(b"\xef\xbb\xbf"), wanted, name, source)


def header_columns(header: str, source: str) -> dict[str, tuple[int, int]]:
    """Field -> [start, end) from the header line's labels (each column runs to the next)."""
    found: list[tuple[str, int]] = []
    for match in re.finditer(r"ID Number|\S+", header):
        label = match.group(0)
        field = LABELS.get(label) or ("rating" if MONTH_LABEL.match(label) else None)
        if field is None:
            raise FileError([Problem(message=f"unknown column '{label}' in the list's header",
                                     line=1, column=label, value=label)], source=source)
        found.append((field, match.start()))
    ends = [start for _, start in found[1:]] + [max(len(header.rstrip()), found[-1][1] + 4)]
    columns = {field: (start, end) for (field, start), end in zip(found, ends, strict=True)}
    needed = (("ID Number", "id"), ("Name", "name"), ("a rating", "rating"), ("K", "k"))
    missing = [label for label, field in needed if field not in columns]
    if missing:
        raise FileError([Problem(message=f"the list's header lacks {' and '.join(missing)} "
                                 "(is this FIDE's list?)", line=1)], source=source)
    return columns


def single_control(name: str) -> tuple[str, str]:
    """A single list's time control from its file name ('rapid_rating_list.txt'), and where
    that came from; standard when the name does not say."""
    lowered = name.lower()
    for control in ("rapid", "blitz", "standard"):
        if control in lowered:
            return control, f"the file name '{name}'"
    return "standard", "not in the file name: taken as the standard list"


def line_ends_of(buffer: np.ndarray, chunk: int = 1 << 22) -> np.ndarray:
    """Where every newline is, found chunk by chunk in one reused scratch array (a 300 MB
    temporary costs more in fresh memory pages than the comparison itself)."""
    scratch = np.empty(chunk, dtype=bool)
    found = []
    for start in range(0, len(buffer), chunk):
        part = buffer[start:start + chunk]
        hits = np.equal(part, 10, out=scratch[:len(part)])
        found.append(np.flatnonzero(hits) + start)
    return np.concatenate(found) if found else np.zeros(0, dtype=np.int64)


def line_ids(buffer: np.ndarray, starts: np.ndarray, chunk: int = 1 << 16) -> np.ndarray:
    """The FIDE ID at the start of every line (the digits before the first non-digit; -1 when
    the line starts with none), for all lines at once: the first ID_DIGITS bytes of each line
    are taken through a strided view of the file (no index array per byte), then read digit
    by digit, a cache-sized chunk of lines at a time."""
    if len(buffer) < ID_DIGITS:  # a file this short is padded (which costs nothing)
        buffer = np.concatenate([buffer, np.full(ID_DIGITS, 32, dtype=np.uint8)])
    rows = as_strided(buffer, shape=(len(buffer) - ID_DIGITS + 1, ID_DIGITS), strides=(1, 1),
                      writeable=False)
    end = len(buffer) - ID_DIGITS
    out = np.empty(len(starts), dtype=np.int64)
    for first in range(0, len(starts), chunk):
        at = starts[first:first + chunk]
        digits = rows[np.minimum(at, end)] - np.uint8(48)  # below '0' wraps round
        short = at > end  # a last line of fewer bytes: what lies past the file is no digit
        if short.any():
            for row, start in zip(np.flatnonzero(short).tolist(), at[short].tolist(),
                                  strict=True):
                tail = buffer[start:] - np.uint8(48)
                digits[row] = np.append(tail, np.full(ID_DIGITS - len(tail), 255))
        going = digits <= 9
        np.logical_and.accumulate(going, axis=1, out=going)
        value = np.zeros(len(digits), dtype=np.int64)
        for offset in range(ID_DIGITS):
            if not going[:, offset].any():  # every ID has ended (FIDE's have up to 9 digits)
                break
            value = np.where(going[:, offset], value * 10 + digits[:, offset], value)
        out[first:first + chunk] = np.where(going[:, 0], value, -1)
    return out


def _txt_rows(data: bytes, wanted: set[int], name: str, source: str) -> FideList:
    buffer = np.frombuffer(data, dtype=np.uint8)
    ends = line_ends_of(buffer)
    header = data[:ends[0] if len(ends) else len(data)].decode("latin-1").rstrip("\r")
    columns = header_columns(header, source)
    starts = ends + 1
    starts = starts[starts < len(buffer)]
    line_ends = np.append(ends[1:], len(buffer))[:len(starts)]
    ids = line_ids(buffer, starts)
    keep = np.flatnonzero(np.isin(ids, np.fromiter(wanted, dtype=np.int64, count=len(wanted))))
    nominal = columns["flag"][1] if "flag" in columns else max(e for _, e in columns.values())
    records: list[dict[str, object]] = []
    problems: list[Problem] = []
    for i in keep.tolist():
        raw = data[starts[i]:line_ends[i]]
        try:  # FIDE's file is ASCII; a list saved again as UTF-8 keeps its columns in characters
            line = raw.decode("utf-8").rstrip("\r\n")
        except UnicodeDecodeError:
            line = raw.decode("latin-1").rstrip("\r\n")
        if len(line) < columns["rating"][0]:
            problems.append(Problem(message=f"the line is cut short ({len(line)} characters; "
                                    f"the header's columns run to {nominal})", line=i + 2,
                                    value=line))
            continue
        records.append({"id": str(int(ids[i])), "line": i + 2, **_cut(line, columns, nominal)})
    if problems:
        raise FileError(problems, source=source)
    controls: tuple[str, ...] = CONTROLS
    if "rapid_rating" in columns:
        layout, control_from = "combined" if "foa" in columns else "legacy", ""
    else:
        control, control_from = single_control(name)
        layout, controls = f"single ({control})", (control,)
        records = [{_single(key, control): value for key, value in r.items()} for r in records]
    listed = int(np.count_nonzero(line_ends - starts > 2))
    return FideList(layout=layout, controls=controls, rows=_typed(records, source), listed=listed,
                    control_from=control_from)


def _single(key: str, control: str) -> str:
    """A single list's rating, games and K under the names of its time control."""
    return PREFIX[control] + key if key in ("rating", "games", "k") else key


def _cut(line: str, columns: dict[str, tuple[int, int]], nominal: int) -> dict[str, str]:
    """One line's fields. A line longer than the header (a long `OTit` running over `FOA`) has
    every column after `OTit` moved on by the extra characters; `OTit` and `FOA` are told apart
    by where each value starts."""
    shift = len(line) - nominal if 0 < len(line) - nominal <= 4 else 0
    after = columns["o_title"][0] if "o_title" in columns else len(line)
    out = {}
    for field, (start, end) in columns.items():
        moved = shift if start > after else 0
        out[field] = line[start + moved:end + moved].strip()
    if "o_title" in columns:
        o_start = columns["o_title"][0]
        end = columns["foa"][1] + shift if "foa" in columns else columns["o_title"][1] + shift
        region = line[o_start:end]
        foa_at = columns["foa"][0] - o_start if "foa" in columns else len(region)
        tokens = [(m.start(), m.group(0)) for m in re.finditer(r"\S+", region)]
        out["o_title"] = " ".join(t for at, t in tokens if at < foa_at)
        if "foa" in columns:
            out["foa"] = " ".join(t for at, t in tokens if at >= foa_at)
    out.pop("id", None)
    return out


def _typed(records: Sequence[Mapping[str, object]], source: str) -> pd.DataFrame:
    """Rows as a table: numbers as floats (0 and blank: not given), text stripped; a number
    field holding anything else is a problem with its line."""
    frame = pd.DataFrame(records, columns=["id", "line", *NUMBERS, *TEXTS])
    frame["line"] = pd.to_numeric(frame["line"])
    problems: list[Problem] = []
    for column in NUMBERS:
        raw = frame[column].astype(object)
        text = raw.where(raw.notna(), "").astype(str).str.strip()
        values = pd.to_numeric(text.where(text != "", "0"), errors="coerce")
        problems.extend(Problem(message=f"'{text[i]}' is not a number", line=int(frame["line"][i]),
                                column=column, value=str(text[i]))
                        for i in np.flatnonzero(values.isna().to_numpy()))
        frame[column] = values.where(values > 0).astype("float64")
    if problems:
        raise FileError(problems, source=source)
    for column in TEXTS:
        values = frame[column].astype(object)
        frame[column] = values.where(values.notna(), "").astype(str)
    frame["line"] = frame["line"].astype("int64")
    return frame.set_index("id")
