"""A table's downloads: the same table as CSV and as an Excel workbook (.xlsx), side by side;
both files are written when their button is clicked."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pandas as pd
import streamlit as st

from elo_core.display.safe_text import safe_csv
from elo_core.display.xlsx_table import table_xlsx

XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"


def _table_of(table: pd.DataFrame | Callable[[], pd.DataFrame]) -> pd.DataFrame:
    return table() if callable(table) else table


def table_downloads(label: str, table: pd.DataFrame | Callable[[], pd.DataFrame], *,
                    file_stem: str, key: str, place: Any = None) -> None:
    """'Download LABEL (CSV)' and '... (Excel)' buttons for one table (`table` may be a
    function, called when a button is clicked; the workbook is always written on the click);
    `place` is a container (default: the page)."""
    def as_csv() -> bytes:
        return safe_csv(_table_of(table))

    def as_xlsx() -> bytes:
        return table_xlsx(_table_of(table))

    left, right = (place or st).columns(2)
    left.download_button(f"Download {label} (CSV)",  # a table at hand: its CSV now, as before
                         as_csv if callable(table) else safe_csv(table),
                         file_name=f"{file_stem}.csv", mime="text/csv", key=key,
                         on_click="ignore", width="stretch")
    right.download_button(f"Download {label} (Excel)",
                          as_xlsx,
                          file_name=f"{file_stem}.xlsx", mime=XLSX_MIME, key=f"{key}_xlsx",
                          on_click="ignore", width="stretch",
                          help="The same table as an Excel workbook (.xlsx); LibreOffice "
                               "opens it too")
