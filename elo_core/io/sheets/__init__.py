"""Spreadsheets (.xlsx, .ods): recognising a workbook, reading its cells, writing one.

The readers below load on first use (python-calamine with them), so reading a text file (CSV,
TRF, PGN) never imports them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from elo_core.lazy import lazy_names

if TYPE_CHECKING:
    from elo_core.io.sheets.read import read_sheet
    from elo_core.io.sheets.workbook import load_sheet

__all__ = ["load_sheet", "read_sheet"]

_HOMES = {"load_sheet": "elo_core.io.sheets.workbook", "read_sheet": "elo_core.io.sheets.read"}

__getattr__ = lazy_names(__name__, _HOMES, globals())
