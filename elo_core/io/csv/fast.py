"""Fast path for CSV cells: pyarrow reads the bytes as text, each column dictionary-encoded."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pandas as pd

from elo_core.errors import Problem
from elo_core.io.csv.table_text import BLANK_ROWS, parse_header

try:
    import pyarrow as pa  # type: ignore[import-untyped]
    import pyarrow.compute as pc  # type: ignore[import-untyped]
    import pyarrow.csv as pa_csv  # type: ignore[import-untyped]
except ImportError:  # pragma: no cover - pyarrow is a dependency; without it: tolerant path only
    pa = None

BOM = b"\xef\xbb\xbf"
NUMERIC = frozenset(("white_rating", "black_rating", "opponent_rating", "rating"))


def fast_cells(data: bytes) -> tuple[pd.DataFrame, np.ndarray] | None:
    """Cells (categorical columns; ratings as floats when every cell is a plain number) and
    each row's line number, the header being line 1.

    None when the tolerant path must read the file instead: not UTF-8, a header with problems,
    ragged rows, line breaks inside quotes, a lone carriage return, no rows. That path reads
    such files (or reports every problem) exactly as before; this one gives the same cells.
    """
    if pa is None:
        return None
    start = len(BOM) if data.startswith(BOM) else 0
    end = data.find(b"\n", start)
    if end < 0:
        return None
    try:
        first_line = data[start:end].decode("utf-8").rstrip("\r")
    except UnicodeDecodeError:
        return None
    problems: list[Problem] = []
    sep, header = parse_header(first_line, problems)
    if problems or len(header) < 2:
        return None
    body = memoryview(data)[end + 1:]
    try:
        table = pa_csv.read_csv(
            pa.py_buffer(body),
            read_options=pa_csv.ReadOptions(column_names=header),
            parse_options=pa_csv.ParseOptions(delimiter=sep, newlines_in_values=False),
            convert_options=pa_csv.ConvertOptions(
                column_types=dict.fromkeys(header, pa.string()), strings_can_be_null=False,
                quoted_strings_can_be_null=False))
    except (pa.ArrowException, ValueError):  # invalid UTF-8, ragged rows...: tolerant path
        return None
    if table.num_rows == 0:
        return None
    lines = _line_numbers(data, end + 1, table.num_rows)
    if lines is None:
        return None
    with ThreadPoolExecutor(max_workers=2) as pool:
        columns = list(pool.map(lambda name: _column(table.column(name), name in NUMERIC,
                                                     whole_only=sep != ","), header))
    if any(_has_line_break(column) for column in columns):
        return None
    keep = _not_blank(columns)
    blank: list[int] = []
    if keep is not None:
        columns = [column[keep].remove_unused_categories()
                   if isinstance(column, pd.Categorical) else column[keep] for column in columns]
        blank = [int(line) for line in lines[~keep]]
        lines = lines[keep]
    frame = pd.DataFrame({name: pd.Series(column, copy=False)
                          for name, column in zip(header, columns, strict=True)})
    frame.attrs[BLANK_ROWS] = blank
    return frame, lines


def _line_numbers(data: bytes, body_start: int, rows: int) -> np.ndarray | None:
    """Each row's line: blank lines are skipped by the parser, so they are counted here."""
    if data.find(b"\r", body_start) >= 0 and \
            data.count(b"\r", body_start) != data.count(b"\r\n", body_start):
        return None  # a lone CR ends a row for the parser but not a line for the csv module
    breaks = data.count(b"\n", body_start)  # (memchr speed; a numpy mask of 61 MB took 0.3 s)
    if rows == breaks + (not data.endswith(b"\n")):
        return np.arange(2, rows + 2, dtype=np.int64)
    body = np.frombuffer(data, dtype=np.uint8)[body_start:]
    ends = np.append(np.flatnonzero(body == ord("\n")), len(body))
    starts = np.append(0, ends[:-1] + 1)
    length = ends - starts
    cr = np.zeros(len(ends), dtype=bool)
    inside = length > 0
    cr[inside] = body[ends[inside] - 1] == ord("\r")
    filled = np.flatnonzero(length - cr > 0)
    return filled + 2 if len(filled) == rows else None


def _column(values: pa.ChunkedArray, numeric: bool, *,
            whole_only: bool = False) -> pd.Categorical | np.ndarray:
    """A rating column straight to floats when every cell is a number, else codes + labels.

    `whole_only` (a file whose decimal mark is not '.'): a '.' there may group thousands
    ('1.500'), so only whole numbers take the shortcut; the rest are read as text.
    """
    if numeric:
        try:
            numbers = np.asarray(pc.cast(values, pa.float64()).to_numpy(), dtype=np.float64)
        except (pa.ArrowException, ValueError):  # blanks, '-', decimal commas: read as text
            numbers = None
        if numbers is not None and np.isfinite(numbers).all() and not (
                whole_only and (numbers != np.floor(numbers)).any()):
            return numbers  # ('nan', 'inf' cast too: the text path reports them as problems)
    encoded = pc.dictionary_encode(values)
    unified = pa.table({"c": encoded}).unify_dictionaries().column("c")
    chunks = [chunk for chunk in unified.chunks if len(chunk)]
    codes = np.concatenate([np.asarray(chunk.indices.to_numpy(), dtype=np.int32)
                            for chunk in chunks])
    labels = np.asarray(chunks[0].dictionary.to_numpy(zero_copy_only=False), dtype=object)
    return pd.Categorical.from_codes(codes, categories=pd.Index(labels, dtype=object),
                                     validate=False)


def _has_line_break(column: pd.Categorical | np.ndarray) -> bool:
    """A quoted cell with a line break: the row spans lines, which only the csv module counts."""
    if not isinstance(column, pd.Categorical):
        return False
    return any("\n" in label or "\r" in label for label in column.categories)


def _not_blank(columns: list[pd.Categorical | np.ndarray]) -> np.ndarray | None:
    """Rows to keep when some rows are all blank cells (the csv module path skips those)."""
    blank_rows: np.ndarray | None = None
    for column in columns:
        if not isinstance(column, pd.Categorical):
            return None
        labels = np.array([not label.strip() for label in column.categories], dtype=bool)
        if not labels.any():
            return None
        blank = labels[np.asarray(column.codes)]
        blank_rows = blank if blank_rows is None else blank_rows & blank
    if blank_rows is None or not blank_rows.any():
        return None
    return ~blank_rows
