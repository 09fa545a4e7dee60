"""Spreadsheet text to a table of cells: delimiter sniffing, header names, fast and exact paths."""

from __future__ import annotations

import csv
import importlib.util
import io
import re
import unicodedata
import warnings
from dataclasses import replace

import numpy as np
import pandas as pd

from elo_core.errors import FileWarning, Problem
from elo_core.io.csv.header_words import language_aliases
from elo_core.io.games import decode

BLANK_ROWS = "blank_rows"  # frame.attrs key: lines of rows whose every cell was empty (skipped)

# Header spellings people use, normalised (lower case, '_' for spaces/dashes/dots), to our names.
ALIASES = {
    "whiteplayer": "white", "white_name": "white", "black_name": "black",
    "white_player": "white", "blackplayer": "black", "black_player": "black",
    "whiteelo": "white_rating", "white_elo": "white_rating", "rating_white": "white_rating",
    "blackelo": "black_rating", "black_elo": "black_rating", "rating_black": "black_rating",
    "res": "result", "score": "result", "opponent_elo": "opponent_rating", "opp": "opponent",
    "opp_rating": "opponent_rating", "opponentrating": "opponent_rating", "rd": "round",
    "rnd": "round", "name": "player", "elo": "rating", "games": "games_played",
    "birth": "birth_year", "born": "birth_year", "peak": "peak_rating", "k_factor": "k",
    "white_fide_id": "white_id", "whitefideid": "white_id", "black_fide_id": "black_id",
    "blackfideid": "black_id", "fideid": "fide_id", "id_number": "fide_id",
    "timecontrol": "time_control", "tc": "time_control", "colour": "color",
    **language_aliases(),
}
_SEPARATORS = re.compile(r"[\s\-.]+")
MAX_HEADER_CHARS = 65536  # a header line longer than this is not a header
MAX_COLUMNS = 1000
MAX_CELL_CHARS = 131072  # the csv module's own limit, reported as a problem with its line


def canonical(name: str) -> str:
    """'White Rating ' -> 'white_rating', 'WhiteElo' -> 'white_rating', 'Elo Weiß' too."""
    key = _SEPARATORS.sub("_", name.strip().strip('"').casefold()).strip("_")
    if not key.isascii():  # 'résultat' -> 'resultat'
        key = "".join(c for c in unicodedata.normalize("NFKD", key)
                      if not unicodedata.combining(c))
    return ALIASES.get(key, key)


def sniff_delimiter(header: str) -> str:
    """The delimiter the header line uses most: ';', tab or ','."""
    counts = {sep: header.count(sep) for sep in (",", ";", "\t")}
    best = max(counts, key=lambda sep: (counts[sep], sep == ","))
    return best if counts[best] else ","


def parse_header(first_line: str, problems: list[Problem]) -> tuple[str, list[str]]:
    """The delimiter and canonical column names of a header line; duplicates and blanks are
    reported in `problems`."""
    sep = sniff_delimiter(first_line)
    if len(first_line) > MAX_HEADER_CHARS:
        problems.append(Problem(
            message=f"the first line is over {MAX_HEADER_CHARS:,} characters long: a header row is "
                    "shorter (is this a CSV file with a header row?)", line=1))
        return sep, []
    try:
        cells = next(csv.reader([first_line], delimiter=sep))
    except csv.Error as exc:
        problems.append(Problem(message=f"the header row cannot be read ({exc})", line=1))
        return sep, []
    return sep, header_cells(cells, sep, problems)


def header_cells(cells: list[str], sep: str, problems: list[Problem]) -> list[str]:
    """The canonical column names of a header's cells (a CSV line's or a sheet's row);
    duplicates, blanks and too many columns are reported in `problems` (at line 1)."""
    header = [canonical(cell) for cell in cells]
    if len(header) > MAX_COLUMNS:
        problems.append(Problem(message=f"the header has {len(header):,} columns: at most "
                                f"{MAX_COLUMNS:,} are read (is '{sep}' really the delimiter?)",
                                line=1))
        return []
    seen: set[str] = set()
    for position, name in enumerate(header, start=1):
        if name and name in seen:  # (empty cells are said once each, below)
            problems.append(Problem(message=f"column '{name}' appears twice in the header",
                                    line=1, column=name, value=name))
        if not name:
            problems.append(Problem(message=f"header cell {position} is empty", line=1))
        seen.add(name)
    return header


def read_cells(text: str, problems: list[Problem]) -> tuple[pd.DataFrame, list[int]]:
    """Cells of a delimited text as a DataFrame (header canonicalised) and each row's line number.

    Fast path: pandas with pyarrow when the text has no blank lines (so rows map to lines
    exactly). Otherwise the csv module, which reports ragged rows by line. A lone carriage
    return (old Mac files) ends a line like a line feed.
    """
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    end = text.find("\n")
    first_line = (text if end < 0 else text[:end]).rstrip("\r")
    sep, header = parse_header(first_line, problems)
    if problems:
        return pd.DataFrame(columns=header), []
    body = "" if end < 0 else text[end + 1:]
    last = len(body)
    while last and body[last - 1] in "\r\n":
        last -= 1
    blank_lines = not last or body.find("\n\n", 0, last) >= 0 or \
        body.find("\n\r\n", 0, last) >= 0
    if not blank_lines:
        frame = _fast(body, sep, header)
        n_lines = body.count("\n") + (0 if body.endswith("\n") or not body else 1)
        if frame is not None and len(frame) == n_lines:
            return frame, list(range(2, len(frame) + 2))
    return _exact(body, sep, header, problems)


def _fast(body: str, sep: str, header: list[str]) -> pd.DataFrame | None:
    if not body or body.isspace():  # (not body.strip(): that copies the whole text)
        return pd.DataFrame(columns=header)
    engine = "pyarrow" if importlib.util.find_spec("pyarrow") is not None else "c"
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            frame: pd.DataFrame = pd.read_csv(  # type: ignore[call-overload]
                io.BytesIO(body.encode("utf-8")), sep=sep, header=None, names=header,
                engine=engine, dtype=str, keep_default_na=False, na_filter=False)
    except Exception:  # any parser failure falls back to the exact path
        return None
    if len(frame.columns) != len(header):
        return None
    return frame


def _exact(body: str, sep: str, header: list[str],
           problems: list[Problem]) -> tuple[pd.DataFrame, list[int]]:
    rows: list[list[str]] = []
    lines: list[int] = []
    blank: list[int] = []
    reader = csv.reader(io.StringIO(body), delimiter=sep)
    width = len(header)
    while True:
        start = reader.line_num + 2  # the row's first line (the header is line 1)
        try:
            row = next(reader)
        except StopIteration:
            break
        except csv.Error as exc:  # a cell over the csv module's limit, a stray quote...
            problems.append(Problem(message=_csv_error(str(exc)), line=start))
            break
        line = reader.line_num + 1
        if not any(cell.strip() for cell in row):
            if len(row) > 1:  # cells, all empty (an empty line is no row)
                blank.append(line)
            continue
        if len(row) != width:
            extra = [c for c in row[width:] if c.strip()]
            if len(row) < width or extra:
                spans = f": a quote opened on this line is not closed before line {line}" \
                    if line > start and any("\n" in cell for cell in row) else ""
                problems.append(Problem(message=f"expected {width} cells, found {len(row)}"
                                        + spans, line=start, value=sep.join(row)[:80]))
                continue
        rows.append(row[:width])
        lines.append(line)
    frame = pd.DataFrame(rows, columns=header, dtype=object)
    frame.attrs[BLANK_ROWS] = blank
    return frame, lines


def _csv_error(text: str) -> str:
    if "field limit" in text:
        return (f"a cell is longer than {MAX_CELL_CHARS:,} characters (a quote left open, or "
                "not a CSV file); nothing after it was read")
    return f"the row cannot be read ({text}); nothing after it was read"


def header_names(first_line: str) -> list[str]:
    """The canonical column names of a header line (delimiter sniffed)."""
    _, header = parse_header(first_line, [])
    return header


def first_line(data: bytes) -> str:
    """A file's first line as text (BOM dropped; a lone carriage return ends it too)."""
    head = data[:4 * MAX_HEADER_CHARS + 1]
    ends = [i for i in (head.find(b"\n"), head.find(b"\r")) if i >= 0]
    return decode(head[:min(ends)] if ends else head)


def as_written(first: str) -> dict[str, str]:
    """Canonical column name -> the header cell as the user wrote it ('result' -> 'Ergebnis')."""
    if len(first) > MAX_HEADER_CHARS:
        return {}
    try:
        cells = next(csv.reader([first], delimiter=sniff_delimiter(first)))
    except (csv.Error, StopIteration):
        return {}
    return written_names(cells)


def written_names(cells: list[str]) -> dict[str, str]:
    """Canonical column name -> the header cell as written, for a header's cells."""
    return {canonical(cell): cell.strip().strip('"') for cell in cells[:MAX_COLUMNS]}


def repeated_header(cells: pd.DataFrame, lines: np.ndarray) -> list[Problem]:
    """Rows that repeat the header (every cell its column's name, in any of the header's
    spellings: two files joined, or a sheet pasted under another): one problem naming the row,
    rather than each cell blamed as a bad value."""
    if cells.empty:
        return []
    same = np.ones(len(cells), dtype=bool)
    for column in cells.columns:  # (each distinct cell once: a season has 1,000,000 rows)
        values = cells[column].to_numpy(dtype=object)
        named = [value for value in pd.unique(values[same]) if canonical(str(value)) == column]
        same &= pd.Series(values).isin(named).to_numpy()
        if not same.any():
            return []
    return [Problem(message="this row repeats the header: two files joined? Delete the row "
                    "(or read the files one by one)", line=int(lines[i]))
            for i in [int(n) for n in same.nonzero()[0][:5]]]


def in_users_words(problems: list[Problem], written: dict[str, str],
                    renamed: dict[str, str] | None = None) -> list[Problem]:
    """Problems naming the columns as the header wrote them ('Ergebnis', not 'result')."""
    out = []
    for problem in problems:
        column = (renamed or {}).get(problem.column or "", problem.column)
        shown = written.get(column or "", column)
        out.append(problem if shown == problem.column else Problem(
            message=problem.message, line=problem.line, column=shown, value=problem.value))
    return out


def warnings_in_users_words(warnings: list[FileWarning], written: dict[str, str],
                             renamed: dict[str, str] | None = None) -> tuple[FileWarning, ...]:
    """Warnings naming the columns as the header wrote them (as `_in_users_words` does)."""
    out = []
    for warning in warnings:
        column = (renamed or {}).get(warning.column or "", warning.column)
        shown = written.get(column or "", column)
        out.append(warning if shown == warning.column else replace(warning, column=shown))
    return tuple(out)
