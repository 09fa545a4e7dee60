"""Spreadsheets (.xlsx by openpyxl, .ods by odfpy) read as their CSV would be, at sheet rows."""

from __future__ import annotations

import datetime as dt
import io
import json
import zipfile
from pathlib import Path
from typing import Any

import openpyxl
import pandas as pd
import pytest
from odf.opendocument import OpenDocumentSpreadsheet
from odf.table import CoveredTableCell, Table, TableCell, TableRow
from odf.text import P

from elo_core.cli import main
from elo_core.errors import FileError
from elo_core.io import read_event_file
from elo_core.io.detect import csv_shape_of
from elo_core.io.sheets.kind import sheet_kind
from elo_core.io.sheets.workbook import load_sheet

DATA = Path(__file__).resolve().parents[3] / "data"
SEASON = DATA / "season_classic.csv"


def xlsx(*sheets: tuple[str, list[list[object]]], merges: tuple[str, ...] = ()) -> bytes:
    """An .xlsx as openpyxl writes it: the sheets in order, merges on the first one."""
    book = openpyxl.Workbook()
    first = book.active
    assert first is not None
    book.remove(first)
    for name, rows in sheets:
        sheet = book.create_sheet(name)
        for row in rows:
            sheet.append(row)
        as_typed(sheet)
    for merge in merges:
        book.worksheets[0].merge_cells(merge)
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def as_typed(sheet: Any) -> None:
    """Text that starts with '=' is text, as typed with a quote (openpyxl takes a formula)."""
    for line in sheet.iter_rows():
        for cell in line:
            if isinstance(cell.value, str) and cell.value.startswith("="):
                cell.data_type = "s"


def _ods_cell(value: object) -> TableCell:
    if value is None:
        return TableCell()
    if isinstance(value, dt.date):
        cell = TableCell(valuetype="date", datevalue=value.isoformat())
    elif isinstance(value, int | float):
        cell = TableCell(valuetype="float", value=value)
    else:
        cell = TableCell(valuetype="string")
    cell.addElement(P(text=str(value)))
    return cell


def ods(rows: list[list[object]], *, name: str = "Sheet1",
        spans: dict[tuple[int, int], tuple[int, int]] | None = None,
        trailing_rows: int = 0) -> bytes:
    """An .ods as odfpy writes it; `spans` maps (row, column) to (rows, columns) merged, the
    covered cells written as LibreOffice does; `trailing_rows` empty repeated rows at the end."""
    doc = OpenDocumentSpreadsheet()
    table = Table(name=name)
    covered: set[tuple[int, int]] = set()
    for (r, c), (down, across) in (spans or {}).items():
        covered |= {(r + i, c + j) for i in range(down) for j in range(across)} - {(r, c)}
    for r, row in enumerate(rows):
        element = TableRow()
        for c, value in enumerate(row):
            if (r, c) in covered:
                element.addElement(CoveredTableCell())
                continue
            cell = _ods_cell(value)
            if (r, c) in (spans or {}):
                down, across = (spans or {})[(r, c)]
                cell.setAttribute("numberrowsspanned", str(down))
                cell.setAttribute("numbercolumnsspanned", str(across))
            element.addElement(cell)
        table.addElement(element)
    if trailing_rows:
        blank = TableRow(numberrowsrepeated=trailing_rows)
        blank.addElement(TableCell(numbercolumnsrepeated=1024))
        table.addElement(blank)
    doc.spreadsheet.addElement(table)
    out = io.BytesIO()
    doc.save(out)
    return out.getvalue()


def csv_rows(path: Path) -> list[list[object]]:
    """A CSV's cells, numbers as numbers (as a sheet holds them once typed in)."""
    frame = pd.read_csv(path, dtype=str, keep_default_na=False)
    rows: list[list[object]] = [list(frame.columns)]
    for record in frame.itertuples(index=False):
        rows.append([float(v) if v.replace(".", "", 1).isdigit() else v for v in record])
    return rows


def same_games(a: pd.DataFrame, b: pd.DataFrame) -> None:
    pd.testing.assert_frame_equal(a.astype(dict.fromkeys(a.select_dtypes("category"), str)),
                                  b.astype(dict.fromkeys(b.select_dtypes("category"), str)))


@pytest.mark.parametrize("kind", ["xlsx", "ods"])
def test_a_games_sheet_reads_as_its_csv(kind: str) -> None:
    """The season CSV typed into a sheet gives the same games table, row for row."""
    rows = csv_rows(SEASON)
    data = xlsx(("Sheet1", rows)) if kind == "xlsx" else ods(rows)
    sheet = read_event_file(data, source=f"season.{kind}")
    text = read_event_file(SEASON.read_bytes(), source="season.csv")
    same_games(sheet.games, text.games)
    assert sheet.format == f"{kind} (games)"
    assert sheet.warnings == text.warnings  # the file's own (two ratings in one event), no more
    assert [w.code for w in text.warnings] == ["rating_differs", "rating_differs"]


def test_detected_by_content_not_by_name() -> None:
    """An .xlsx named .csv is read as a workbook; a CSV named .xlsx as a CSV."""
    data = xlsx(("Sheet1", csv_rows(SEASON)))
    assert sheet_kind(data) == "xlsx"
    assert read_event_file(data, source="season.csv").format == "xlsx (games)"
    assert read_event_file(SEASON.read_bytes(), source="season.xlsx").format == "csv (games)"
    other_zip = io.BytesIO()
    with zipfile.ZipFile(other_zip, "w") as archive:
        archive.writestr("players_list_foa.txt", "ID Number\n")
    assert sheet_kind(other_zip.getvalue()) is None


def test_hand_made_sheet_habits_at_the_rows_the_sheet_shows() -> None:
    """Title row merged across, 'White'/'Black' merged over Name/Rating, ratings typed as text,
    a date as a serial, a round merged down, empty trailing rows: read as the user sees them,
    and a bad result reported at its sheet row (9)."""
    rows: list[list[object]] = [
        ["Club championship 2026", None, None, None, None, None, None],
        [None] * 7,
        ["White", None, "Black", None, "Result", "Round", "Date"],
        ["Name", "Rating", "Name", "Rating", None, None, None],
        ["Ann", "1850", "Bob", "1700", 1, 1, 46082],
        ["Cid", " 1600", "Dan", 1650, 0.5, None, dt.date(2026, 3, 1)],
        [None] * 7,
        ["Ann", 1850, "Cid", 1600, 0, 2, dt.date(2026, 3, 2)],
    ]
    merges = ("A1:G1", "A3:B3", "C3:D3", "E3:E4", "F3:F4", "G3:G4", "F5:F6")
    data = xlsx(("Sheet1", rows), merges=merges)
    event = read_event_file(data, source="club.xlsx")
    games = event.games
    assert list(games["white"]) == ["Ann", "Cid", "Ann"]
    assert list(games["white_rating"]) == [1850.0, 1600.0, 1850.0]
    assert list(games["black_rating"]) == [1700.0, 1650.0, 1600.0]
    assert list(games["white_score"]) == [1.0, 0.5, 0.0]
    assert list(games["round"].astype(str)) == ["1", "1", "2"]  # F5:F6 merged: round 1 twice
    assert list(games["date"].dt.strftime("%Y-%m-%d")) == ["2026-03-01", "2026-03-01",
                                                            "2026-03-02"]
    assert list(games["source_line"]) == [5, 6, 8]
    codes = {w.code: w for w in event.warnings}
    assert codes["sheet_rows_above_header"].rows == (1,)
    assert codes["sheet_rows_above_header"].value == "Club championship 2026"
    assert codes["sheet_date_serial"].rows == (5,)
    bad = xlsx(("Sheet1", [*rows, ["Bob", 1700, "Dan", 1650, "2-0", 2, None]]), merges=merges)
    with pytest.raises(FileError) as caught:
        read_event_file(bad, source="club.xlsx")
    assert [(p.line, p.column) for p in caught.value.problems] == [(9, "Result")]


def test_header_problems_are_at_the_header_row() -> None:
    """A header in row 3 without a result column: the problem names row 3."""
    rows: list[list[object]] = [["Results, March"], [None],
                                ["white", "black", "white_rating", "black_rating", "round"],
                                ["Ann", "Bob", 1800, 1700, 1]]
    with pytest.raises(FileError) as caught:
        read_event_file(xlsx(("Sheet1", rows)), source="x.xlsx")
    assert [p.line for p in caught.value.problems] == [3]
    assert "no 'result' column" in caught.value.problems[0].message


def test_ods_merged_header_and_round_merged_down() -> None:
    """In an .ods, spans (which the sheet library does not report) are read from the file."""
    rows: list[list[object]] = [
        ["White", None, "Black", None, "Result", "Round"],
        ["Name", "Elo", "Name", "Elo", None, None],
        ["Ann", 1850, "Bob", 1700, "1-0", 1],
        ["Cid", 1600, "Dan", 1650, "½-½", None],
    ]
    spans = {(0, 0): (1, 2), (0, 2): (1, 2), (0, 4): (2, 1), (0, 5): (2, 1), (2, 5): (2, 1)}
    event = read_event_file(ods(rows, spans=spans, trailing_rows=1_000_000), source="x.ods")
    assert list(event.games["black"]) == ["Bob", "Dan"]
    assert list(event.games["black_score"]) == [0.0, 0.5]
    assert list(event.games["round"].astype(str)) == ["1", "1"]
    assert list(event.games["source_line"]) == [3, 4]


def test_sheet_named_like_games_and_other_sheets_said() -> None:
    """A workbook 'Info', 'Games', 'Notes': 'Games' is read; the non-empty others are named."""
    data = xlsx(("Info", [["Club championship"]]), ("Games", csv_rows(SEASON)), ("Notes", []))
    event = read_event_file(data, source="club.xlsx")
    assert len(event.games) == 10
    warning = next(w for w in event.warnings if w.code == "sheet_not_read")
    assert warning.value == "Info"
    assert load_sheet(data).name == "Games"


def test_rating_period_typed_as_a_month() -> None:
    """'2026-03' typed into a sheet becomes the date 2026-03-01: read back as the month."""
    rows: list[list[object]] = [["white", "black", "white_rating", "black_rating", "result",
                                 "rating_period"],
                                ["Ann", "Bob", 1800, 1700, 1, dt.datetime(2026, 3, 1)]]
    event = read_event_file(xlsx(("Sheet1", rows)), source="x.xlsx")
    assert list(event.games["rating_period"].astype(str)) == ["2026-03"]


@pytest.mark.parametrize("kind", ["xlsx", "ods"])
def test_players_and_rounds_sheets(kind: str) -> None:
    """A players sheet feeds the profiles; a rounds sheet is told apart by its header."""
    players: list[list[object]] = [["player", "rating", "games_played", "birth_year"],
                                   ["Ann", 1850, 120, 1990], ["Bob", "1700", 12, 2010]]
    games: list[list[object]] = [["white", "black", "white_rating", "black_rating", "result"],
                                 ["Ann", "Bob", 1850, 1700, 1]]
    make = (lambda rows: xlsx(("Sheet1", rows))) if kind == "xlsx" else ods
    event = read_event_file(make(games), source=f"g.{kind}", players=make(players))
    assert event.players.loc["Bob", "games_played"] == 12.0
    assert event.players.loc["Ann", "birth_year"] == 1990.0
    rounds: list[list[object]] = [["round", "opponent", "opponent_rating", "result"],
                                  [1, "Bob", 1700, 1]]
    assert csv_shape_of(make(rounds)) == "rounds"
    mine = read_event_file(make(rounds), source=f"r.{kind}", player="Ann", player_rating=1800)
    assert mine.format == f"{kind} (rounds)"
    assert list(mine.games["black"]) == ["Bob"]
    assert list(mine.games["white_rating"]) == [1800.0]
    assert csv_shape_of(make(players)) == "players"


def test_players_sheet_problems_at_sheet_rows() -> None:
    """A bad birth year in a players sheet's row 3 is reported at row 3."""
    players: list[list[object]] = [["player", "rating", "birth_year"], ["Ann", 1850, 1990],
                                   ["Bob", 1700, 3010]]
    games: list[list[object]] = [["white", "black", "white_rating", "black_rating", "result"],
                                 ["Ann", "Bob", 1850, 1700, 1]]
    with pytest.raises(FileError) as caught:
        read_event_file(xlsx(("Sheet1", games)), source="g.xlsx",
                        players=xlsx(("Sheet1", players)))
    assert [(p.line, p.column) for p in caught.value.problems] == [(3, "birth_year")]


def test_unreadable_workbooks_are_refused_with_what_to_do() -> None:
    """An old .xls, a damaged .xlsx, an empty sheet: messages, never a traceback."""
    with pytest.raises(FileError, match=r"old Excel \.xls"):
        read_event_file(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\0" * 600, source="a.xls")
    good = xlsx(("Sheet1", csv_rows(SEASON)))
    damaged = good.replace(b"xl/worksheets/sheet1.xml", b"xl/worksheets/sheetX.xml")
    with pytest.raises(FileError, match="cannot be read"):
        read_event_file(damaged, source="a.xlsx")
    with pytest.raises(FileError, match="is empty"):
        read_event_file(xlsx(("Sheet1", [])), source="a.xlsx")
    with pytest.raises(FileError, match="looks like CSV, not XLSX"):
        read_event_file(SEASON.read_bytes(), source="a.csv", format="xlsx")
    with pytest.raises(FileError, match=r"not an \.xlsx or \.ods"):
        read_event_file(b"a b c\n", source="a.xlsx")


def test_cli_field_on_a_sheet_equals_the_csv(tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    """`elo-core field season.xlsx --json` prints what the CSV gives (the file name aside)."""
    path = tmp_path / "season.xlsx"
    path.write_bytes(xlsx(("Sheet1", csv_rows(SEASON))))
    assert main(["field", str(path), "--json"]) == 0
    from_sheet = json.loads(capsys.readouterr().out)
    assert main(["field", str(SEASON), "--json"]) == 0
    from_csv = json.loads(capsys.readouterr().out)
    assert from_sheet["players"] == from_csv["players"]
    assert len(from_sheet["players"]) == 5


def test_body_cells_true_is_not_one_and_quotes_kept() -> None:
    """A boolean TRUE and the number 1 in one column stay apart (they hash alike); a name
    with the delimiter or a quote is kept as written; a row of empty cells is blank; a cell
    right of the header is located."""
    from elo_core.io.sheets.body import body_cells

    body = body_cells([[True, "Berg, Anna"], [1.0, 'say "hi"'], [None, ""], ["", "x", 5]],
                      left=0, right=2, roles=["a", "b"])
    cells = [[str(text[code[row]]) for text, code in zip(body.texts, body.codes, strict=True)]
             for row in range(4)]
    assert cells == [["TRUE", "Berg, Anna"], ["1", 'say "hi"'], ["", ""], ["", "x"]]
    assert body.blank.tolist() == [False, False, True, False]
    assert body.outside == (3,)


def test_formatted_empty_rows_at_the_end_and_a_zip_bomb() -> None:
    """Rows formatted but empty below the games are not rows; a workbook that unzips to more
    than 20 times the upload limit is refused before it is parsed."""
    book = openpyxl.Workbook()
    sheet = book.active
    assert sheet is not None
    for row in csv_rows(SEASON):
        sheet.append(row)
    for r in range(20, 400):
        sheet.cell(row=r, column=1).number_format = "0.00"
        sheet.cell(row=r, column=2).value = ""
    as_typed(sheet)
    out = io.BytesIO()
    book.save(out)
    event = read_event_file(out.getvalue(), source="x.xlsx")
    assert len(event.games) == 10
    assert [w.code for w in event.warnings] == ["rating_differs", "rating_differs"]
    bomb = io.BytesIO(out.getvalue())
    with zipfile.ZipFile(bomb, "a", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("xl/media/padding.bin", b"\0" * (21 * 1024 * 1024))
    with pytest.raises(FileError, match="unzips to 22,0"):
        read_event_file(bomb.getvalue(), source="x.xlsx", max_mb=1)
