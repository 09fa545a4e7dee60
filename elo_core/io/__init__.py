"""Event-file readers (CSV, FIDE TRF, PGN), all producing the same games table.

The names below load on first use, so a light module of this package (numbers, formats) can be
imported without the readers and pandas.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from elo_core.io.csv_reader import read_players_csv
    from elo_core.io.detect import FORMATS
    from elo_core.io.games import GAME_COLUMNS, EventFile
    from elo_core.io.read import read_event_file

__all__ = ["FORMATS", "GAME_COLUMNS", "EventFile", "read_event_file", "read_players_csv"]

_HOMES = {"FORMATS": "elo_core.io.detect", "GAME_COLUMNS": "elo_core.io.games",
          "EventFile": "elo_core.io.games", "read_event_file": "elo_core.io.read",
          "read_players_csv": "elo_core.io.csv_reader"}


def __getattr__(name: str) -> Any:
    """Load a public name from its module the first time it is asked for."""
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'elo_core.io' has no attribute '{name}'")
    value = getattr(importlib.import_module(home), name)
    globals()[name] = value
    return value
