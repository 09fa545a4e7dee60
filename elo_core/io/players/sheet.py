"""A workbook's players sheet (.xlsx, .ods) read as a players CSV, problems at its rows; and the
public players reader, which tells a workbook from a CSV by its content."""

from __future__ import annotations

from dataclasses import replace

import pandas as pd

from elo_core.errors import FileError
from elo_core.io.encoding import FileInput, file_bytes, is_utf16, utf8_bytes
from elo_core.io.players.read import PlayersFile, players_table, read_players
from elo_core.io.sheets.kind import sheet_kind
from elo_core.io.sheets.table import sheet_table
from elo_core.io.sheets.workbook import in_sheet_rows


def read_players_csv(file: FileInput, *, source: str = "", max_mb: float | None = None
                     ) -> pd.DataFrame:
    """Read a players file (player, rating, games_played, birth_year, peak_rating, k): a CSV or
    a workbook's players sheet (.xlsx, .ods, told by the content), given as a path (str or
    os.PathLike), bytes or a file opened in binary mode."""
    data, source = file_bytes(file, source, what="players file")
    kind = sheet_kind(data)
    if kind is not None:
        return read_players_sheet(data, kind=kind, source=source, max_mb=max_mb).profiles
    if is_utf16(data):  # (Excel's "Unicode Text": its zero bytes are no binary)
        data = utf8_bytes(data)
    return read_players(data, source=source, max_mb=max_mb)[0]


def read_players_sheet(data: bytes, *, kind: str | None = None, source: str = "",
                       max_mb: float | None = None) -> PlayersFile:
    """A players sheet read as a players CSV would be, its rows handed over as cell strings at
    their sheet rows; the warnings are the sheet's own and its reading's. `kind` when the
    caller has told the workbook's kind already."""
    sheet = sheet_table(data, kind=kind, source=source, max_mb=max_mb, want="players")
    try:
        found = players_table(sheet.table, source=source)
    except FileError as exc:
        raise in_sheet_rows(exc, sheet.header_row) from None
    return replace(found, warnings=(*sheet.warnings, *found.warnings))
