"""Writes the spreadsheet cases of tests/data/hostile3/files (sheet_*): workbooks as programs
write them. Run from this folder: python make_sheets.py"""

from __future__ import annotations

import io
import re
import zipfile
from pathlib import Path

from openpyxl import Workbook

from elo_core.io.sheets.write import ods_bytes, xlsx_bytes

HERE = Path(__file__).resolve().parent
HEADER = ["white", "black", "white_rating", "black_rating", "result", "date", "event"]
GAMES = [["Anna Berg", "Carl Dahl", 1800, 1700, 1, "2025-03-01", "Open"],
         ["Carl Dahl", "Anna Berg", 1700, 1800, 0.5, "2025-03-02", "Open"]]


def _book(rows: list[list[object]], *, title: str = "games") -> Workbook:
    book = Workbook()
    sheet = book.active
    sheet.title = title
    sheet.append(HEADER)
    for row in rows:
        sheet.append(row)
    return book


def _bytes(book: Workbook) -> bytes:
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def _rezip(data: bytes, change: dict[str, tuple[str, str]]) -> bytes:
    """The workbook with a regular expression replaced in some of its parts."""
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as old, zipfile.ZipFile(out, "w") as new:
        for info in old.infolist():
            text = old.read(info.filename)
            if info.filename in change:
                pattern, repl = change[info.filename]
                text = re.sub(pattern, repl, text.decode("utf-8")).encode("utf-8")
            new.writestr(info, text)
    return out.getvalue()


def formulas() -> bytes:
    """Results and ratings as formulas, no cached values (what openpyxl writes)."""
    rows = [[w, b, f"=1600+{wr - 1600}", f"=1600+{br - 1600}", f"=IF(1>0,{r},0)", d, e]
            for w, b, wr, br, r, d, e in GAMES]
    return _bytes(_book(rows))


def formulas_cached_zero() -> bytes:
    """The same, each formula's cached value 0 and 'calculate on load' set (xlsxwriter)."""
    return _rezip(formulas(), {
        "xl/worksheets/sheet1.xml": (r"(<f>[^<]*</f>)(<v\s*/>|<v></v>)?", r"\1<v>0</v>"),
        "xl/workbook.xml": (r"<calcPr[^>]*/>", '<calcPr calcId="124519" fullCalcOnLoad="1"/>')})


def formulas_calculated() -> bytes:
    """The same formulas as Excel saves them: each with its value, no 'calculate on load'."""
    values = iter(str(v) for game in GAMES for v in game[2:5])
    xml = re.sub(r"(<f>[^<]*</f>)(<v\s*/>|<v></v>)?",
                 lambda m: f"{m.group(1)}<v>{next(values)}</v>", _sheet_xml(formulas()))
    return _rezip(formulas(), {"xl/worksheets/sheet1.xml": (r"(?s).*",
                                                            xml.replace("\\", "\\\\")),
                               "xl/workbook.xml": (r"<calcPr[^>]*/>", "")})


def _sheet_xml(data: bytes) -> str:
    with zipfile.ZipFile(io.BytesIO(data)) as book:
        return book.read("xl/worksheets/sheet1.xml").decode("utf-8")


def ods_formula_without_value() -> bytes:
    """An .ods whose result cells are formulas with no value stored (a program wrote them)."""
    plain = ods_bytes(HEADER, [[str(v) for v in row] for row in GAMES])
    return _rezip(plain, {"content.xml": (
        r'<table:table-cell office:value-type="string"><text:p>(1|0\.5)</text:p>'
        r"</table:table-cell>", r'<table:table-cell table:formula="of:=\1"/>')})


def hidden_template() -> bytes:
    """A hidden 'Template' sheet first (one sample game), the season visible after it."""
    book = _book([["Sample White", "Sample Black", 1500, 1500, 0, "2020-01-01", "Sample"]],
                 title="Template")
    book["Template"].sheet_state = "hidden"
    season = book.create_sheet("Season 2025")
    season.append(HEADER)
    for row in GAMES:
        season.append(row)
    return _bytes(book)


FILLED_ROW = ('<table:table-row table:number-rows-repeated="{repeat}"><table:table-cell '
              'table:number-columns-repeated="4"/><table:table-cell table:formula="of:=1" '
              'office:value-type="float" office:value="1"><text:p>1</text:p></table:table-cell>'
              '</table:table-row></table:table>')


def ods_filled_down(repeat: int) -> bytes:
    """An .ods (as LibreOffice stores a fill: one row, repeated) whose result column's formula
    is filled down `repeat` rows below two games."""
    plain = ods_bytes(HEADER, [[str(v) for v in row] for row in GAMES])
    return _rezip(plain, {"content.xml": ("</table:table>", FILLED_ROW.format(repeat=repeat))})


def _main() -> None:
    (HERE / "sheet_formulas_no_cached_value.xlsx").write_bytes(formulas())
    (HERE / "sheet_formulas_cached_zero.xlsx").write_bytes(formulas_cached_zero())
    (HERE / "sheet_formulas_calculated.xlsx").write_bytes(formulas_calculated())
    (HERE / "sheet_ods_formula_without_value.ods").write_bytes(ods_formula_without_value())
    (HERE / "sheet_hidden_template_first.xlsx").write_bytes(hidden_template())
    (HERE / "sheet_ods_formula_filled_down.ods").write_bytes(ods_filled_down(1_048_574))
    (HERE / "players_sheet.xlsx").write_bytes(players_workbook())


def players_workbook() -> bytes:
    """The players of out_games.csv as a workbook's sheet (an organiser's own players list)."""
    return xlsx_bytes(["player", "rating", "games_played"],
                      [["Anna Berg", 1810, 40], ["Carl Dahl", 1690, 40], ["Eva Fors", 1650, 40],
                       ["Gustav Holm", 1750, 40]])


if __name__ == "__main__":
    _main()
