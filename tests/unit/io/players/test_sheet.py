"""read_players_csv takes a players file as a path, a str, bytes or a binary file object, and
reads a CSV or a workbook's players sheet, told apart by the content."""

from __future__ import annotations

import io
from pathlib import Path

import openpyxl
import pandas as pd
import pytest

import elo_core.io.players.read as players_read
import elo_core.io.sheets.table as table_module
from elo_core.errors import FileError, InputError
from elo_core.io import read_event_file, read_players_csv
from elo_core.io.players.matched import PlayersMatch
from elo_core.io.sheets.write import Value, ods_bytes, xlsx_bytes

PLAYERS = Path(__file__).resolve().parents[4] / "elo_core" / "data" / "templates" / "players.csv"
TEMPLATES_GAMES = PLAYERS.with_name("games.csv")
WRITERS = {"xlsx": xlsx_bytes, "ods": ods_bytes}


def _pinned(table: pd.DataFrame) -> None:
    """The template's three profiles: Anna Berg 1850 (120 games, born 1990, peak 1902)."""
    assert list(table.index) == ["Anna Berg", "Eva Falk", "Gus Holm"]
    anna = table.loc["Anna Berg"]
    assert (anna["rating"], anna["games_played"], anna["birth_year"], anna["peak_rating"]) == \
        (1850, 120, 1990, 1902)


@pytest.mark.parametrize("kind", [Path, str], ids=["Path", "str"])
def test_a_path(kind: type) -> None:
    """By path, as a Path or a str."""
    _pinned(read_players_csv(kind(PLAYERS)))


def test_bytes_and_binary_file_objects() -> None:
    """As bytes, as a BytesIO and as an open 'rb' file."""
    _pinned(read_players_csv(PLAYERS.read_bytes()))
    _pinned(read_players_csv(io.BytesIO(PLAYERS.read_bytes())))
    with PLAYERS.open("rb") as handle:
        _pinned(read_players_csv(handle))


def test_a_bad_row_is_located_in_the_named_file(tmp_path: Path) -> None:
    """A problem names the file by its path's name, and the row."""
    path = tmp_path / "club-players.csv"
    path.write_bytes(PLAYERS.read_bytes() + b"Ida Lund,abc,,,,\n")
    with pytest.raises(FileError, match=r"club-players\.csv: 1 problem found\n  - row 5, "
                                        r"column 'rating'"):
        read_players_csv(path)


def test_a_missing_file_a_folder_and_a_text_mode_file_are_refused(tmp_path: Path) -> None:
    """Each an InputError that says what was given."""
    with pytest.raises(InputError, match=r"there is no players file '.*gone\.csv'"):
        read_players_csv(tmp_path / "gone.csv")
    with pytest.raises(InputError, match=r"is a folder, not a file"):
        read_players_csv(tmp_path)
    with PLAYERS.open(encoding="utf-8") as handle, pytest.raises(
            InputError, match=r"the players file 'players\.csv' is open as text"):
        read_players_csv(handle)  # type: ignore[arg-type]


def test_a_workbook_is_read_as_its_players_sheet(tmp_path: Path) -> None:
    """The template's rows in an .xlsx, by path and as bytes: the same three profiles."""
    book = openpyxl.Workbook()
    sheet = book.active
    assert sheet is not None
    for line in PLAYERS.read_text(encoding="utf-8").splitlines():
        sheet.append([int(cell) if cell.isdigit() else cell or None for cell in line.split(",")])
    path = tmp_path / "club-players.xlsx"
    book.save(path)
    _pinned(read_players_csv(path))
    _pinned(read_players_csv(path.read_bytes()))


@pytest.mark.parametrize("kind", ["xlsx", "ods"])
def test_a_players_sheet_is_read_once_from_its_rows(kind: str,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """A workbook as the players file: its sheet loaded once, its rows handed over as cell
    strings (the CSV cell reader never entered), the match made from the same reading: a
    title in row 1, the header in row 2, 'Ana Berg' (nobody in the games) at row 5."""
    games = TEMPLATES_GAMES.read_bytes()
    rows: list[list[Value]] = [["Player", "Rating", "Birth year"], ["Anna Berg", 1850, 1990],
                               ["Eva Falk", 1720, None], ["Ana Berg", 1700, None]]
    data = WRITERS[kind](["Club list"], rows)
    loads: list[str] = []
    real = table_module.load_sheet
    monkeypatch.setattr(table_module, "load_sheet",
                        lambda *a, **k: loads.append(k["want"]) or real(*a, **k))
    monkeypatch.setattr(players_read, "read_cells", _refused)
    event = read_event_file(games, source="games.csv", players=data)
    assert loads == ["players"]
    assert event.players_match == PlayersMatch(rows=3, matched=2, unmatched=((5, "Ana Berg"),))
    assert event.players.loc["Anna Berg", "birth_year"] == 1990
    bad = [*rows[:2], ["Eva Falk", "abc", None], rows[3]]
    with pytest.raises(FileError) as caught:
        read_event_file(games, source="games.csv", players=WRITERS[kind](["Club list"], bad))
    assert [(p.line, p.column) for p in caught.value.problems] == [(4, "Rating")]


def _refused(*_: object, **__: object) -> object:
    raise AssertionError("a players sheet's rows went through CSV text")
