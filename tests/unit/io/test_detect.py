"""Which reader a file needs: CSV shapes from the header, the wrong reader for the content."""

from __future__ import annotations

import pandas as pd
import pytest

from elo_core.errors import FileError
from elo_core.io import read_event_file
from elo_core.io.detect import csv_shape_of
from tests.support.real_files import REAL


def points(games: pd.DataFrame) -> pd.Series:
    white = games[["white", "white_score"]].set_axis(["p", "s"], axis=1)
    black = games[games["black"] != ""][["black", "black_score"]].set_axis(["p", "s"], axis=1)
    both = pd.concat([white.astype({"p": object}), black.astype({"p": object})])
    return both.groupby("p")["s"].sum()


def test_wrong_reader_for_the_content() -> None:
    """Asking for the CSV reader on a PGN says which format the file is."""
    with pytest.raises(FileError, match="looks like PGN, not CSV"):
        read_event_file(b'[Event "x"]\n[White "a"]\n\n1. e4 *\n', format="csv")


def test_csv_shape_is_read_from_the_header() -> None:
    """Games, rounds and players CSVs are told apart by their header; TRF and PGN are not CSV."""
    assert csv_shape_of(b"White;Black;WhiteElo;BlackElo;Result\n") == "games"
    assert csv_shape_of(b"\xef\xbb\xbfRound,Opponent,Opponent Rating,Result\n") == "rounds"
    assert csv_shape_of(b"player\trating\tk\n") == "players"
    assert csv_shape_of((REAL / "gros-2010-after-round4.trf").read_bytes()) is None

