"""Reading a games or rounds sheet (.xlsx, .ods) with the CSV reader, the problems and warnings
at the rows the sheet shows."""

from __future__ import annotations

from dataclasses import replace

from elo_core.errors import FileError
from elo_core.io.csv.read import read_csv
from elo_core.io.games import EventFile, max_upload_bytes
from elo_core.io.sheets.workbook import UNZIPPED_TIMES, in_sheet_rows, sheet_text


def text_mb(max_mb: float | None) -> float:
    """The size limit for the sheet's text: the workbook passed the upload limit already, and
    its text (unzipped) may be several times bigger than the file."""
    return UNZIPPED_TIMES * max_upload_bytes(max_mb)[1]


def read_sheet(data: bytes, *, source: str = "", max_mb: float | None = None,
               player: str = "", player_rating: float | None = None,
               profile: dict[str, float] | None = None) -> EventFile:
    """A games sheet (or one player's rounds) read as its CSV would be."""
    text = sheet_text(data, source=source, max_mb=max_mb, want="games")
    try:
        event = read_csv(text.csv, source=source, max_mb=text_mb(max_mb), player=player,
                         player_rating=player_rating, profile=profile)
    except FileError as exc:
        raise in_sheet_rows(exc, text) from None
    return replace(event, format=event.format.replace("csv", text.kind, 1),
                   warnings=text.warnings + event.warnings)
