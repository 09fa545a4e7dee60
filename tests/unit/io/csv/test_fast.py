"""The pyarrow fast path reads and refuses exactly what the tolerant path does."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from elo_core.errors import FileError, Problem
from elo_core.io import read_event_file
from elo_core.io.csv import read as csv_reader
from elo_core.io.csv.fast import fast_cells

HEADER = "white,black,white_rating,black_rating,result,round\n"


def read(text: str, **options: object) -> pd.DataFrame:
    return read_event_file(text.encode(), source="t.csv", **options).games  # type: ignore[arg-type]


SAME_EITHER_WAY = [  # BOM, ';', CRLF, a blank line, a row of empty cells, decimal comma, spaces
    "\ufeffWhite;Black;White Rating;BlackElo;Result;Round;Date\r\n Ann  Berg ;Bo;1720,5;-;½;1;"
    "01.03.2025\r\n\r\nCy;Di;;0;1/2-1/2;1;2025-03-01\r\n;;;;;;\r\nBo;Cy;1500;1600; 1 ;2;\r\n",
    'event,white,black,white_rating,black_rating,result,round,white_k\n"E, 1",A,B,1500,1600,'
    '1-0,1,20\n,C,"D ""x""",1500,1600,=,1,\n\nE,B,A,1500.0,0,0-1,2,-\n',
    HEADER + "A,B,1500,1500,1,1\n1001,bye,,,1,1\n",
]


@pytest.mark.parametrize("text", SAME_EITHER_WAY)
def test_fast_and_tolerant_paths_read_the_same(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The Arrow fast path gives the very table the tolerant path gives (lines included)."""
    assert fast_cells(text.encode()) is not None
    fast = read_event_file(text.encode(), source="x.csv")
    monkeypatch.setattr(csv_reader, "fast_cells", lambda data: None)
    slow = read_event_file(text.encode(), source="x.csv")
    pd.testing.assert_frame_equal(fast.games, slow.games)
    pd.testing.assert_frame_equal(fast.players, slow.players)


def _problems_on_both_paths(text: str, monkeypatch: pytest.MonkeyPatch) -> list[list[Problem]]:
    """The problems the fast path lists, then those of the tolerant path, for the same text."""
    found = []
    for fast in (True, False):
        if not fast:
            monkeypatch.setattr(csv_reader, "fast_cells", lambda data: None)
        with pytest.raises(FileError) as caught:
            read(text)
        found.append(list(caught.value.problems))
    return found


def test_fast_path_lists_the_same_problems(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every bad cell is reported with row and column, the same on either path."""
    text = (HEADER + "A,B,1800,1700,2,1\nA,A,x,1700,1,1\n,B,1800,1700,1,1\n\n"
            "C,D,5000,1500,w,2\nE,F,1500,1500,,3\n")
    found = _problems_on_both_paths(text, monkeypatch)
    assert found[0] == found[1]
    assert [(p.line, p.column) for p in found[0]] == [
        (2, "result"), (3, "white_rating"), (3, "black"), (4, "white"), (6, "white_rating"),
        (7, "result")]
    assert found[0][-1].message == "the result is empty"


def test_fast_path_steps_aside_when_only_the_tolerant_one_can_read() -> None:
    """cp1252, ragged rows and line breaks inside quotes go to the csv-module path."""
    assert fast_cells((HEADER + "Jos\xe9,B,1500,1500,1,1\n").encode("cp1252")) is None
    assert fast_cells((HEADER + "A,B,1500\n").encode()) is None
    quoted = HEADER + 'A,"B\nC",1500,1500,1,1\nD,E,1500,1500,x,1\n'
    assert fast_cells(quoted.encode()) is None
    with pytest.raises(FileError) as caught:
        read(quoted)
    assert [p.line for p in caught.value.problems] == [4]


def test_blank_zero_and_dash_are_unrated_on_either_path(monkeypatch: pytest.MonkeyPatch) -> None:
    text = HEADER + "A,B,1500,,1,1\nC,D,1500,0,1,1\nE,F,1500,-,1,1\nG,H,0.0,1e3,1,1\n"
    fast = read(text)
    monkeypatch.setattr(csv_reader, "fast_cells", lambda data: None)
    slow = read(text)
    pd.testing.assert_frame_equal(fast, slow)
    assert fast["black_rating"].tolist()[:3] == [pytest.approx(np.nan, nan_ok=True)] * 3
    assert np.isnan(fast["white_rating"].iloc[3])
    assert fast["black_rating"].iloc[3] == 1000.0


def test_tolerant_path_keeps_na_like_names_as_text(monkeypatch: pytest.MonkeyPatch) -> None:
    """pandas would read 'NA' or 'null' as missing: names stay the text written."""
    monkeypatch.setattr(csv_reader, "fast_cells", lambda data: None)
    games = read(HEADER + "NA,null,1500,1500,1,1\n")
    assert (games["white"].iloc[0], games["black"].iloc[0]) == ("NA", "null")


@pytest.mark.parametrize("cell", ["nan", "NaN", "none", "None", "null", "NULL", "inf", "-inf",
                                  "Infinity", "1_800", "unrated", "n/a", "NA"])
def test_only_blank_zero_or_dash_mean_unrated(cell: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Any other text in a rating cell is a problem with row, column and value, on either path
    (the fast path would cast 'nan' and 'inf' to floats: it must not accept them)."""
    text = HEADER + f"A,B,1500,{cell},1,1\nC,D,1500,1500,1,1\n"
    found = [[str(p) for p in problems]
             for problems in _problems_on_both_paths(text, monkeypatch)]
    assert found[0] == found[1] == [
        f"row 2, column 'black_rating': '{cell}' is not a rating (a number, or blank, 0 or '-' "
        "for unrated)"]
