"""A workbook's players sheet (.xlsx, .ods) read as a players CSV, problems at its rows; and the
public players reader, which tells a workbook from a CSV by its content."""

from __future__ import annotations

import pandas as pd

from elo_core.errors import FileError, FileWarning
from elo_core.io.encoding import FileInput, file_bytes, is_utf16, utf8_bytes
from elo_core.io.players.read import read_players
from elo_core.io.sheets.kind import sheet_kind
from elo_core.io.sheets.read import text_mb
from elo_core.io.sheets.workbook import in_sheet_rows, sheet_text


def read_players_csv(file: FileInput, *, source: str = "", max_mb: float | None = None
                     ) -> pd.DataFrame:
    """Read a players file (player, rating, games_played, birth_year, peak_rating, k): a CSV or
    a workbook's players sheet (.xlsx, .ods, told by the content), given as a path (str or
    os.PathLike), bytes or a file opened in binary mode."""
    data, source = file_bytes(file, source, what="players file")
    kind = sheet_kind(data)
    if kind is not None:
        return read_players_sheet(data, kind=kind, source=source, max_mb=max_mb)[0]
    if is_utf16(data):  # (Excel's "Unicode Text": its zero bytes are no binary)
        data = utf8_bytes(data)
    return read_players(data, source=source, max_mb=max_mb)[0]


def read_players_sheet(data: bytes, *, kind: str | None = None, source: str = "",
                       max_mb: float | None = None
                       ) -> tuple[pd.DataFrame, tuple[FileWarning, ...], bytes]:
    """A players sheet read as a players CSV: the profiles, what the sheet itself and its
    reading gave to warn about, and the sheet as CSV text (line N = sheet row N); `kind` when
    the caller has told the workbook's kind already."""
    text = sheet_text(data, source=source, max_mb=max_mb, want="players", kind=kind)
    try:
        players, warnings = read_players(text.csv, source=source, max_mb=text_mb(max_mb))
    except FileError as exc:
        raise in_sheet_rows(exc, text.header_row) from None
    return players, text.warnings + warnings, text.csv
