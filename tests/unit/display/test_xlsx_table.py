"""A table's .xlsx download: formula-like text neutralised as in the CSV download, whole numbers
as integers, other numbers to 4 decimals, blanks empty, booleans as TRUE and FALSE."""

from __future__ import annotations

import io

import numpy as np
import openpyxl
import pandas as pd

from elo_core.display.safe_text import safe_csv
from elo_core.display.xlsx_table import table_xlsx


def test_cells_match_the_csv_download() -> None:
    """'=cmd' gets the apostrophe the CSV gives it; 2558.0 is 2558; a US Chess K of
    13.559322033898304 is 13.5593; NaN is an empty cell."""
    table = pd.DataFrame({"Player": ["=cmd|' /C calc'!A0", "Ann"], "Rating": [2558.0, np.nan],
                          "K": [13.559322033898304, 20.0], "Rated": [True, False]})
    sheet = openpyxl.load_workbook(io.BytesIO(table_xlsx(table)))["Table"]
    rows = [[cell.value for cell in row] for row in sheet.iter_rows()]
    assert rows == [["Player", "Rating", "K", "Rated"],
                    ["'=cmd|' /C calc'!A0", 2558, 13.5593, True],
                    ["Ann", None, 20, False]]
    assert sheet["A2"].data_type == "s"
    csv_lines = safe_csv(table).decode("utf-8-sig").splitlines()
    assert csv_lines[1] == "'=cmd|' /C calc'!A0,2558,13.5593,True"
