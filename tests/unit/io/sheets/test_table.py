"""A sheet's rows as the table of cell strings the CSV path reads: columns as the header names
them, cells as a CSV would hold them, each row at the sheet row the user sees."""

from __future__ import annotations

import datetime as dt

import pytest

from elo_core.errors import FileError
from elo_core.io.csv.table_text import BLANK_ROWS
from elo_core.io.sheets.table import sheet_table
from elo_core.io.sheets.write import Value, ods_bytes, xlsx_bytes

WRITERS = {"xlsx": xlsx_bytes, "ods": ods_bytes}


@pytest.mark.parametrize("kind", ["xlsx", "ods"])
def test_cells_and_rows_as_the_sheet_shows_them(kind: str) -> None:
    """Header in row 2 under a title; 1850.0 is '1850', 0.5 stays '0.5', a date cell is its
    ISO date, 'Berg, Anna' keeps its comma (no CSV quoting to undo); the empty row 4 is skipped
    without a word, a row of spaces (only an .ods keeps one) is a blank row said at its row."""
    rows: list[list[Value]] = [
        ["White", "Black", "WhiteElo", "Result", "Date"],
        ["Berg, Anna", "Carl Dahl", 1850.0, 0.5, dt.date(2026, 3, 1)],
        [None, None, None, None, None],
        [" ", " ", " ", " ", " "],
        ["Eva Falk", "Gus Holm", 1720, "1-0", "2026-03-02"]]
    found = sheet_table(WRITERS[kind](["Club night"], rows), kind=kind, source=f"g.{kind}")
    table = found.table
    assert (found.kind, found.header_row) == (kind, 2)
    assert table.columns == ["white", "black", "white_rating", "result", "date"]
    assert table.written["white_rating"] == "WhiteElo"
    assert table.cells.astype(str).values.tolist() == [
        ["Berg, Anna", "Carl Dahl", "1850", "0.5", "2026-03-01"],
        ["Eva Falk", "Gus Holm", "1720", "1-0", "2026-03-02"]]
    assert table.lines.tolist() == [3, 6]
    assert table.cells.attrs[BLANK_ROWS] == ([5] if kind == "ods" else [])
    assert [w.code for w in found.warnings] == ["sheet_rows_above_header"]


def test_a_header_cell_twice_is_refused_at_the_header_row() -> None:
    """'Result' twice in a header in sheet row 3: refused at row 3, not at line 1."""
    data = xlsx_bytes(["Club night"], [[], ["White", "Black", "Result", "Result"],
                                       ["Ann", "Bob", "1-0", "1-0"]])
    with pytest.raises(FileError) as caught:
        sheet_table(data, source="g.xlsx")
    assert [(p.line, p.message) for p in caught.value.problems] == [
        (3, "column 'result' appears twice in the header")]
