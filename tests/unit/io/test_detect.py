"""Which reader a file needs: CSV shapes from the header, the wrong reader for the content."""

from __future__ import annotations

import pandas as pd
import pytest

from elo_core.errors import FileError
from elo_core.io import read_event_file
from elo_core.io.detect import csv_shape_of


def points(games: pd.DataFrame) -> pd.Series:
    white = games[["white", "white_score"]].set_axis(["p", "s"], axis=1)
    black = games[games["black"] != ""][["black", "black_score"]].set_axis(["p", "s"], axis=1)
    both = pd.concat([white.astype({"p": object}), black.astype({"p": object})])
    return both.groupby("p")["s"].sum()


def test_wrong_reader_for_the_content() -> None:
    """Asking for the CSV reader on a PGN says which format the file is."""
    with pytest.raises(FileError, match="looks like PGN, not CSV"):
        read_event_file(b'[Event "x"]\n[White "a"]\n\n1. e4 *\n', format="csv")


def _trf_player(rank: int, name: str, rating: int, points: str, rounds: str) -> str:
    return (f"001 {rank:4d} m    {name:<33} {rating:4d} ESP    12345678 1990/01/01 "
            f"{points:>4} {rank:4d}  {rounds}")


TRF26 = "\n".join([
    "### comment line (TRF26)",
    "012 Club Open 2026",
    "042 2026/01/10",
    "052 2026/01/11",
    "142 2",
    "BBW  1.0",
    "BBD  0.5",
    _trf_player(1, "Alpha, Ann", 2100, "1.5", "   2 w 1     3 b =  "),
    "DAT 0001 EMAIL a@example.org",
    _trf_player(2, "Beta, Bo", 2000, "1.0", "   1 b 0  0000 - F  "),
    _trf_player(3, "Gamma, Gil", 1900, "0.5", "0000 - Z     1 w =  "),
    "XXR 2",
    "",
])


def test_csv_shape_is_read_from_the_header() -> None:
    """Games, rounds and players CSVs are told apart by their header; TRF and PGN are not CSV."""
    assert csv_shape_of(b"White;Black;WhiteElo;BlackElo;Result\n") == "games"
    assert csv_shape_of(b"\xef\xbb\xbfRound,Opponent,Opponent Rating,Result\n") == "rounds"
    assert csv_shape_of(b"player\trating\tk\n") == "players"
    assert csv_shape_of(TRF26.encode()) is None

