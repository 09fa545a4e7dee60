"""Reading a games or rounds sheet (.xlsx, .ods): its rows handed as cell strings to the table
reader the CSV path uses, the problems and warnings at the rows the sheet shows."""

from __future__ import annotations

from dataclasses import replace

from elo_core.errors import FileError
from elo_core.io.csv.read import read_table
from elo_core.io.games import EventFile
from elo_core.io.sheets.table import sheet_table
from elo_core.io.sheets.workbook import in_sheet_rows


def read_sheet(data: bytes, *, kind: str | None = None, source: str = "",
               max_mb: float | None = None, player: str = "",
               player_rating: float | None = None,
               profile: dict[str, float] | None = None) -> EventFile:
    """A games sheet (or one player's rounds) read as its CSV would be; `kind` ('xlsx', 'ods')
    when the caller has told the workbook's kind already."""
    sheet = sheet_table(data, kind=kind, source=source, max_mb=max_mb, want="games")
    try:
        event = read_table(sheet.table, source=source, player=player,
                           player_rating=player_rating, profile=profile)
    except FileError as exc:
        raise in_sheet_rows(exc, sheet.header_row) from None
    return replace(event, format=event.format.replace("csv", sheet.kind, 1),
                   warnings=(*sheet.warnings, *event.warnings))
