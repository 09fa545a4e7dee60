"""read_players_csv takes a players file as a path, a str, bytes or a binary file object, and
reads a CSV or a workbook's players sheet, told apart by the content."""

from __future__ import annotations

import io
from pathlib import Path

import openpyxl
import pandas as pd
import pytest

from elo_core.errors import FileError, InputError
from elo_core.io import read_players_csv

PLAYERS = Path(__file__).resolve().parents[4] / "elo_core" / "data" / "templates" / "players.csv"


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
