"""Event-file readers (CSV, FIDE TRF, PGN), all producing the same games table.

The names below load on first use, so a light module of this package (numbers, formats) can be
imported without the readers and pandas.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from elo_core.lazy import lazy_names

if TYPE_CHECKING:
    from elo_core.io.detect import FORMATS
    from elo_core.io.games import GAME_COLUMNS, EventFile
    from elo_core.io.players.sheet import read_players_csv
    from elo_core.io.read import read_event_file

__all__ = ["FORMATS", "GAME_COLUMNS", "EventFile", "read_event_file", "read_players_csv"]

_HOMES = {"FORMATS": "elo_core.io.detect", "GAME_COLUMNS": "elo_core.io.games",
          "EventFile": "elo_core.io.games", "read_event_file": "elo_core.io.read",
          "read_players_csv": "elo_core.io.players.sheet"}


__getattr__ = lazy_names(__name__, _HOMES, globals())
