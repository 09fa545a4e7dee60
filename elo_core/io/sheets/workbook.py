"""Spreadsheets (.xlsx, .ods) opened and their sheet chosen: its rows (merges filled), where its
header is, and what the sheet itself gives to warn about, at the sheet's own row numbers."""

from __future__ import annotations

import io
import zipfile
from collections.abc import Sequence
from dataclasses import dataclass

import python_calamine as calamine

from elo_core.errors import FileError, FileWarning, Problem
from elo_core.io.csv.shape import csv_shape
from elo_core.io.csv.table_text import canonical, sniff_delimiter
from elo_core.io.games import MAX_MB_ENV, max_upload_bytes, too_big
from elo_core.io.sheets.cells import cell_text
from elo_core.io.sheets.formulas import refuse_filled_rows, refuse_stale, stale_formulas
from elo_core.io.sheets.kind import refuse_xls, sheet_kind
from elo_core.io.sheets.ods_merges import Merge, ods_merges

HEADER_SEARCH = 20  # rows looked at for the header (title rows above it are allowed)
UNZIPPED_TIMES = 20  # a workbook may unzip to this many times the upload limit, no more
SHEET_WORDS = {  # the sheet read when a workbook has several: one named like what is asked for
    "games": ("games", "game", "results", "partien", "parties", "partidas", "partijen",
              "rounds", "runden", "rondes"),
    "players": ("players", "player", "spieler", "joueurs", "jugadores", "spelers", "list"),
}


def _limit_checks(data: bytes, source: str, max_mb: float | None) -> None:
    limit, _ = max_upload_bytes(max_mb)
    if len(data) > limit:
        raise FileError([too_big(len(data), limit, f"set {MAX_MB_ENV} to change it")],
                        source=source)
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            unzipped = sum(info.file_size for info in archive.infolist())
    except (zipfile.BadZipFile, OSError, ValueError, EOFError):
        unzipped = 0
    if unzipped > UNZIPPED_TIMES * limit:
        raise FileError([Problem(
            message=f"the workbook unzips to {unzipped:,} bytes, over {UNZIPPED_TIMES} times "
                    f"the upload limit: save the games sheet alone, or as CSV")], source=source)


def _chosen_sheet(book: calamine.CalamineWorkbook,
                  want: str) -> tuple[str, list[str], list[str]]:
    """The sheet to read (named like `want`, else the first visible worksheet), the other
    visible sheets, and the hidden ones (a template, a macro's scratch sheet: never read while
    a visible sheet exists)."""
    sheets = [meta for meta in book.sheets_metadata
              if meta.typ == calamine.SheetTypeEnum.WorkSheet]
    visible = [meta.name for meta in sheets if meta.visible == calamine.SheetVisibleEnum.Visible]
    hidden = [meta.name for meta in sheets if meta.name not in visible]
    names = visible or [meta.name for meta in sheets] or list(book.sheet_names)
    words = SHEET_WORDS.get(want, ())
    named = [name for name in names if name.strip().casefold() in words]
    chosen = named[0] if named else names[0]
    return chosen, [name for name in names if name != chosen], \
        [name for name in hidden if name != chosen]


def _trimmed(rows: Sequence[Sequence[object]]) -> list[list[object]]:
    """The rows (as lists) without the empty rows at the end."""
    end = len(rows)
    while end and all(cell is None or cell == "" for cell in rows[end - 1]):
        end -= 1
    return [row if isinstance(row, list) else list(row) for row in rows[:end]]


def _fill_merges(rows: list[list[object]], merges: Sequence[Merge]) -> None:
    """Every cell of a merged range shows the range's value, as the sheet shows it."""
    for (top, left), (bottom, right) in merges:
        if top >= len(rows) or left >= len(rows[top]):
            continue
        value = rows[top][left]
        for r in range(top, min(bottom, len(rows) - 1) + 1):
            row = rows[r]
            if len(row) <= right:
                row.extend([""] * (right + 1 - len(row)))
            for c in range(left, right + 1):
                row[c] = value


def _texts(row: list[object]) -> list[str]:
    return [cell_text(value, "")[0].strip() for value in row]


def _joined(top: list[str], bottom: list[str]) -> list[str]:
    """A two-row header as one: 'White' over 'Name' -> 'White Name'; a cell merged down, once."""
    width = max(len(top), len(bottom))
    top, bottom = top + [""] * (width - len(top)), bottom + [""] * (width - len(bottom))
    return [t if not b or t == b else b if not t else f"{t} {b}" for t, b in zip(top, bottom,
                                                                                strict=True)]


def _header(rows: list[list[object]], merges: Sequence[Merge]) -> tuple[int, int, list[str]]:
    """(first header row, last header row, header cells), 0-based: the first row (or pair of
    rows under cells merged across) naming a known shape; else the first row with text."""
    across = {top for (top, left), (_, right) in merges if right > left}
    for r in range(min(HEADER_SEARCH, len(rows))):
        cells = _texts(rows[r])
        if r in across and r + 1 < len(rows):
            joined = _joined(cells, _texts(rows[r + 1]))
            if csv_shape([canonical(c) for c in joined]) is not None:
                return r, r + 1, joined
        if csv_shape([canonical(c) for c in cells]) is not None:
            return r, r, cells
    first = next((r for r, row in enumerate(rows) if any(_texts(row))), 0)
    return first, first, _texts(rows[first]) if rows else []


@dataclass(frozen=True, kw_only=True, slots=True)
class Sheet:
    """The chosen sheet's rows (merges filled) and where its header is: rows `top`..`last`
    (0-based), its cells `header`, read from column `left` up to `right`; `warnings` about the
    sheet itself (hidden sheets, rows above the header, other sheets not read)."""

    kind: str
    name: str
    rows: list[list[object]]
    top: int
    last: int
    header: list[str]
    left: int
    right: int
    warnings: tuple[FileWarning, ...]

    @property
    def delimiter(self) -> str:
        """The delimiter its header would be read with as a CSV line (it tells the decimal
        mark, as a CSV's does)."""
        header = self.header[self.left:self.right]
        return next((sep for sep in (",", "\t", ";")
                     if sniff_delimiter(sep.join(header)) == sep), ",")


def load_sheet(data: bytes, *, kind: str | None = None, source: str = "",
               max_mb: float | None = None, want: str = "games") -> Sheet:
    """The workbook's games (or players, `want`) sheet; `kind` when the caller has told the
    workbook's kind already (else it is told here).

    Raises FileError for a workbook that cannot be read (damaged, with a password, empty).
    """
    kind = sheet_kind(data) if kind is None else kind
    if kind == "xls":
        raise refuse_xls(source)
    if kind is None:
        raise FileError([Problem(message="not an .xlsx or .ods workbook")], source=source)
    _limit_checks(data, source, max_mb)
    if kind == "ods":
        refuse_filled_rows(data, source)
    try:  # a third-party parser on an uploaded file: any failure is the file's
        book = calamine.CalamineWorkbook.from_filelike(io.BytesIO(data))
        name, others, hidden = _chosen_sheet(book, want)
        sheet = book.get_sheet_by_name(name)
        rows = _trimmed(sheet.to_python(skip_empty_area=False))
        merges = (sheet.merged_cell_ranges or []) if kind == "xlsx" else ods_merges(data, name)
        other_rows = [other for other in others
                      if book.get_sheet_by_name(other).height > 0]
        stale = stale_formulas(data, kind, name)
    except Exception as exc:  # (any failure of the parser is reported, never a traceback)
        raise FileError([Problem(message=f"the {kind} workbook cannot be read ({exc})")],
                        source=source) from None
    if not rows:
        raise FileError([Problem(message=f"the sheet '{name}' is empty")], source=source)
    _fill_merges(rows, merges)
    top, last, header = _header(rows, merges)
    columns = [c for c, cell in enumerate(header) if cell]
    refuse_stale([(r, c) for r, c in stale if r > last and c in columns], sheet=name,
                 source=source)
    warnings = _sheet_warnings(rows, top, sheet=name, others=other_rows)
    if hidden:
        warnings = (FileWarning(
            code="sheet_hidden_not_read", value=", ".join(hidden),
            what=f"the visible sheet '{name}' was read; the hidden sheet"
                 f"{'s' if len(hidden) > 1 else ''} " + ", ".join(f"'{h}'" for h in hidden)
                 + f" {'were' if len(hidden) > 1 else 'was'} not (a template?)"), *warnings)
    return Sheet(kind=kind, name=name, rows=rows, top=top, last=last, header=header,
                 left=next((c for c, cell in enumerate(header) if cell), 0),
                 right=max((c + 1 for c, cell in enumerate(header) if cell), default=0),
                 warnings=warnings)


def _sheet_warnings(rows: list[list[object]], top: int, *, sheet: str,
                    others: list[str]) -> tuple[FileWarning, ...]:
    """Rows above the header and the other sheets, not read."""
    warnings: list[FileWarning] = []
    above = [r + 1 for r in range(top) if any(_texts(rows[r]))]
    if above:
        shown = next(cell for cell in _texts(rows[above[0] - 1]) if cell)
        warnings.append(FileWarning(
            code="sheet_rows_above_header", rows=tuple(above), value=shown,
            what=f"above the header (row {top + 1}), not read (a title, notes?)"))
    if others:
        players = [o for o in others if o.strip().lower() in SHEET_WORDS["players"]]
        warnings.append(FileWarning(
            code="sheet_not_read", value=", ".join(others),
            what=f"only the sheet '{sheet}' was read; not: " + ", ".join(f"'{o}'"
                                                                          for o in others)
            + (f" (to use the players sheet '{players[0]}', give this workbook as the players "
               "file too)" if players else "")))
    return tuple(warnings)


def body_warnings(serials: Sequence[int], outside: Sequence[int],
                  last: int) -> tuple[FileWarning, ...]:
    """Date serials and cells outside the header's columns, at their sheet rows (`serials`,
    `outside`: body rows, 0-based; `last`: the header's last row, 0-based)."""
    warnings = []
    if serials:
        warnings.append(FileWarning(
            code="sheet_date_serial", rows=tuple(last + 2 + i for i in serials), column="date",
            what="dates written as numbers were read as spreadsheet date serials (days since "
                 "1899-12-30): format the column as dates to be sure"))
    if outside:
        warnings.append(FileWarning(
            code="sheet_cells_outside_header", rows=tuple(last + 2 + i for i in outside),
            what="cells in columns without a header name were not read"))
    return tuple(warnings)


def _header_problem(problem: Problem, row: int) -> Problem:
    if problem.line != 1 or row == 1:
        return problem
    return Problem(message=problem.message, line=row, column=problem.column,
                   value=problem.value, count=problem.count)


def in_sheet_rows(error: FileError, header_row: int) -> FileError:
    """The reader's error with the header's problems at the header's sheet row (1-based)."""
    return FileError([_header_problem(p, header_row) for p in error.problems],
                     source=error.source, total=error.total)
