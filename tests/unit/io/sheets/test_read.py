"""A games sheet's rows handed to the table reader as cell strings: no CSV text in between, the
workbook told once, and every problem and warning where the CSV of the same rows puts it."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import elo_core.io.csv.read as csv_read
import elo_core.io.read as io_read
from elo_core.errors import FileError
from elo_core.io import read_event_file
from elo_core.io.sheets import workbook
from elo_core.io.sheets.write import Value, csv_bytes, ods_bytes, xlsx_bytes

HEADER = ["White", "Black", "WhiteElo", "BlackElo", "Result"]
WRITERS = {"xlsx": xlsx_bytes, "ods": ods_bytes}


def _refused(*_: Any, **__: Any) -> Any:
    raise AssertionError("a sheet's rows went through CSV text")


@pytest.mark.parametrize("kind", ["xlsx", "ods"])
def test_the_sheet_is_told_once_and_never_written_as_csv(kind: str,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """One sheet_kind call per upload (read.py tells it, the sheet reader is given it); the
    CSV cell readers (pyarrow's fast path, the csv module's exact one) are never entered."""
    told: list[bytes] = []
    for module in (io_read, workbook):
        real = module.sheet_kind

        def counted(data: bytes, real: Any = real) -> str | None:
            told.append(data)
            return real(data)  # type: ignore[no-any-return]
        monkeypatch.setattr(module, "sheet_kind", counted)
    monkeypatch.setattr(csv_read, "fast_cells", _refused)
    monkeypatch.setattr(csv_read, "read_cells", _refused)
    data = WRITERS[kind](HEADER, [["Ann", "Bob", 1500, 1400, "1-0"],
                                  ["Bob", "Ann", 1400, 1500, "½-½"]])
    event = read_event_file(data, source=f"g.{kind}")
    assert len(told) == 1
    assert event.format == f"{kind} (games)"
    assert event.games["white_score"].tolist() == [1.0, 0.5]
    assert event.games["source_line"].tolist() == [2, 3]


@pytest.mark.parametrize("kind", ["xlsx", "ods"])
def test_rows_keep_the_numbers_the_sheet_shows(kind: str) -> None:
    """A title in row 1, the header in row 3, an empty row 5, a row of spaces 7, a name with a
    line break in row 8: the games are at rows 4, 6, 8, 9; the spaces row is said at row 7 (an
    .xlsx stores no cell of spaces only: nothing to say),
    and a bad result in row 9 is refused at row 9, column 'Result' as the header writes it."""
    rows: list[list[Value]] = [
        ["Club night", None, None, None, None], [None] * 5, HEADER,  # (rows 1-3)
        ["Ann", "Bob", 1500, 1400, "1-0"], [None] * 5, ["Cid", "Dan", 1600, 1450, "0-1"],
        [" ", " ", " ", " ", " "], ["Eve\nLyn", "Ann", 1550, 1500, "1/2"],
        ["Bob", "Cid", 1400, 1600, "1-0"]]
    data = WRITERS[kind](["Club night"], [r if r is not rows[0] else [] for r in rows[1:]])
    event = read_event_file(data, source=f"g.{kind}")
    assert event.games["source_line"].tolist() == [4, 6, 8, 9]
    assert event.games["white"].tolist() == ["Ann", "Cid", "Eve Lyn", "Bob"]
    said = {w.code: w.rows for w in event.warnings}
    assert said.get("blank_rows") == ((7,) if kind == "ods" else None)  # (.xlsx: no spaces)
    assert said["sheet_rows_above_header"] == (1,)
    bad = [r if i != 8 else ["Bob", "Cid", 1400, 1600, "2-0"] for i, r in enumerate(rows)]
    data = WRITERS[kind](["Club night"], bad[1:])
    with pytest.raises(FileError) as caught:
        read_event_file(data, source=f"g.{kind}")
    assert [(p.line, p.column) for p in caught.value.problems] == [(9, "Result")]


_NAMES = st.sampled_from(["Ann", "Bob", "Cid", "Dan", "", "bye", "Ann "])
_RATINGS = st.sampled_from([1500, 1400.5, "1600", "", "abc", 3500, None])
_RESULTS = st.sampled_from(["1-0", "0-1", "½-½", "1/2", "=", "+", "2-0", "", "x", None])
_ROW = st.one_of(st.tuples(_NAMES, _NAMES, _RATINGS, _RATINGS, _RESULTS).map(list),
                 st.just([None] * 5), st.just([" "] * 5))


def _said(data: bytes, source: str) -> tuple[object, ...]:
    """What reading says: the games' key columns and warnings, or the problems."""
    try:
        event = read_event_file(data, source=source)
    except FileError as exc:
        return ("refused", tuple((p.message, p.line, p.column, p.value)
                                 for p in exc.problems))
    return ("read", event.games[["white", "black", "white_score", "source_line"]]
            .astype(str).values.tolist(),
            tuple((w.code, w.rows, w.column) for w in event.warnings
                  if not w.code.startswith("sheet_")))


def _csv_of_sheet(rows: list[list[Value]]) -> bytes:
    """The rows as a CSV, an empty sheet row as an empty line (a row of empty cells, ',,,,', is
    a CSV's own kind of blank row: warned there, and a sheet has no such row)."""
    lines = csv_bytes(HEADER, rows).split(b"\n")
    return b"\n".join(b"" if 0 < i <= len(rows) and all(v is None for v in rows[i - 1])
                      else line for i, line in enumerate(lines))


@settings(max_examples=25, deadline=None)
@given(rows=st.lists(_ROW, min_size=1, max_size=8), kind=st.sampled_from(["xlsx", "ods"]))
def test_a_sheet_says_what_its_csv_says(rows: list[list[Value]], kind: str) -> None:
    """Any rows (good, bad, blank, spaces): the sheet and the CSV of the same rows give the same
    games at the same rows, the same warnings, or the same problems word for word."""
    if kind == "xlsx":  # (an .xlsx stores no cell of spaces only: that row is empty there)
        rows = [row for row in rows if row != [" "] * 5]
    while rows and all(v is None for v in rows[-1]):
        rows = rows[:-1]  # (a sheet's empty rows at the end are no rows; a CSV's neither)
    as_csv = _said(_csv_of_sheet(rows), "g.csv")
    as_sheet = _said(WRITERS[kind](HEADER, rows), f"g.{kind}")
    assert as_sheet == as_csv
