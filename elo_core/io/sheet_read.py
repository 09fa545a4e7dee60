"""Reading a games, rounds or players sheet (.xlsx, .ods) with the CSV readers, the problems and
warnings at the rows the sheet shows."""

from __future__ import annotations

from dataclasses import replace

import pandas as pd

from elo_core.errors import FileError, FileWarning
from elo_core.io.csv_reader import read_csv
from elo_core.io.games import EventFile, max_upload_bytes
from elo_core.io.players_file import read_players
from elo_core.io.sheets import UNZIPPED_TIMES, in_sheet_rows, sheet_text


def _text_mb(max_mb: float | None) -> float:
    """The size limit for the sheet's text: the workbook passed the upload limit already, and
    its text (unzipped) may be several times bigger than the file."""
    return UNZIPPED_TIMES * max_upload_bytes(max_mb)[1]


def read_sheet(data: bytes, *, source: str = "", max_mb: float | None = None,
               player: str = "", player_rating: float | None = None,
               profile: dict[str, float] | None = None) -> EventFile:
    """A games sheet (or one player's rounds) read as its CSV would be."""
    text = sheet_text(data, source=source, max_mb=max_mb, want="games")
    try:
        event = read_csv(text.csv, source=source, max_mb=_text_mb(max_mb), player=player,
                         player_rating=player_rating, profile=profile)
    except FileError as exc:
        raise in_sheet_rows(exc, text) from None
    return replace(event, format=event.format.replace("csv", text.kind, 1),
                   warnings=text.warnings + event.warnings)


def read_players_sheet(data: bytes, *, source: str = "", max_mb: float | None = None
                       ) -> tuple[pd.DataFrame, tuple[FileWarning, ...], bytes]:
    """A players sheet read as a players CSV: the profiles, what the sheet itself and its
    reading gave to warn about, and the sheet as CSV text (line N = sheet row N)."""
    text = sheet_text(data, source=source, max_mb=max_mb, want="players")
    try:
        players, warnings = read_players(text.csv, source=source, max_mb=_text_mb(max_mb))
    except FileError as exc:
        raise in_sheet_rows(exc, text) from None
    return players, text.warnings + warnings, text.csv
