"""Reading one uploaded event file: the format detected, the reader run, a players file merged."""

from __future__ import annotations

from elo_core.errors import FileError, Problem
from elo_core.io.csv_reader import read_csv, read_players_csv
from elo_core.io.detect import detect_format
from elo_core.io.games import EventFile, check_bytes, size_text
from elo_core.io.list_kind import LIST_MAX_BYTES, LIST_MAX_MB, is_fide_list
from elo_core.io.list_players import list_profiles
from elo_core.io.pgn import read_pgn
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
    players_name: str = "",
) -> EventFile:
    """Read one uploaded file (format detected unless given), with an optional players file.

    Raises FileError listing every problem; nothing is partly read. `players` may be FIDE's
    rating list (its name, `players_name`, tells a single list's time control).
    """
    check_bytes(data, max_mb=max_mb, source=source)
    kind = detect_format(data, format=format, source=source)
    if kind == "trf":
        event = read_trf(data, source=source, max_mb=max_mb)
    elif kind == "pgn":
        event = read_pgn(data, source=source, max_mb=max_mb)
    else:
        event = read_csv(data, source=source, max_mb=max_mb, player=player,
                         player_rating=player_rating, profile=profile)
    if players is None:
        return event
    warnings = event.warnings
    if is_fide_list(players):  # FIDE's rating list: players by FIDE ID, the list's figures win
        if len(players) > LIST_MAX_BYTES:
            raise FileError([Problem(message=f"the list is {size_text(len(players))}, over the "
                                     f"limit for rating lists of {LIST_MAX_MB:g} MB")],
                            source="players file")
        listed, found, _ = list_profiles(event, players, source=players_name or "players file")
        warnings = (*warnings, *found)
        merged = listed.combine_first(event.players) if len(event.players) else listed
    else:
        extra = read_players_csv(players, source="players file", max_mb=max_mb)
        merged = event.players.combine_first(extra) if len(event.players) else extra
    return EventFile(format=event.format, games=event.games, players=merged,
                     skipped=event.skipped, source=event.source, trf_points=event.trf_points,
                     listed_players=event.listed_players, warnings=warnings)
