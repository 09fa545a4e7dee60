"""Reading one uploaded event file: the format detected, the reader run, a players file merged
(CSV or spreadsheet)."""

from __future__ import annotations

from elo_core.errors import FileWarning
from elo_core.io.csv_reader import read_csv, read_players_csv
from elo_core.io.detect import detect_format
from elo_core.io.games import EventFile, check_bytes
from elo_core.io.pgn import read_pgn
from elo_core.io.sheet_kind import sheet_kind
from elo_core.io.sheet_read import read_players_sheet, read_sheet
from elo_core.io.trf import read_trf


def read_event_file(
    data: bytes,
    *,
    format: str | None = None,
    source: str = "",
    max_mb: float | None = None,
    player: str = "",
    player_rating: float | None = None,
    profile: dict[str, float] | None = None,
    players: bytes | None = None,
) -> EventFile:
    """Read one uploaded file (format detected unless given), with an optional players file.

    Raises FileError listing every problem; nothing is partly read.
    """
    if sheet_kind(data) is None:
        check_bytes(data, max_mb=max_mb, source=source)
    kind = detect_format(data, format=format, source=source)
    if kind in ("xlsx", "ods"):
        event = read_sheet(data, source=source, max_mb=max_mb, player=player,
                           player_rating=player_rating, profile=profile)
    elif kind == "trf":
        event = read_trf(data, source=source, max_mb=max_mb)
    elif kind == "pgn":
        event = read_pgn(data, source=source, max_mb=max_mb)
    else:
        event = read_csv(data, source=source, max_mb=max_mb, player=player,
                         player_rating=player_rating, profile=profile)
    if players is None:
        return event
    sheet_warnings: tuple[FileWarning, ...] = ()
    if sheet_kind(players) is not None:
        extra, sheet_warnings = read_players_sheet(players, source="players file", max_mb=max_mb)
    else:
        extra = read_players_csv(players, source="players file", max_mb=max_mb)
    merged = event.players.combine_first(extra) if len(event.players) else extra
    return EventFile(format=event.format, games=event.games, players=merged,
                     skipped=event.skipped, source=event.source, trf_points=event.trf_points,
                     listed_players=event.listed_players,
                     warnings=event.warnings + sheet_warnings)
