"""Players files (CSV or a workbook's sheet): profiles read and matched to an event's names.

The workbook reader below loads on first use (with the spreadsheet readers)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from elo_core.lazy import lazy_names

if TYPE_CHECKING:
    from elo_core.io.players.sheet import read_players_sheet

__all__ = ["read_players_sheet"]

_HOMES = {"read_players_sheet": "elo_core.io.players.sheet"}

__getattr__ = lazy_names(__name__, _HOMES, globals())
