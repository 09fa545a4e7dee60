"""The crosstable: round columns, and G1, G2... for games without a round."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from elo_core.display.field_tables import crosstable
from elo_core.field.rate import rate_field
from elo_core.io import read_event_file
from tests.support.real_files import REAL

DATA = Path(__file__).resolve().parents[2] / "data"


def test_crosstable_without_rounds_numbers_each_players_games() -> None:
    """No round column: G1, G2... are each player's games of the event in file order."""
    event = read_event_file((DATA / "no_rounds.csv").read_bytes(), source="no_rounds.csv")
    result = rate_field(event, date=dt.date(2025, 1, 1))
    table = crosstable(result, "no_rounds.csv")
    assert table.to_dict("records") == [
        {"No": 1, "Player": "A", "Rating": "1850", "Points": 2.0, "G1": "4: 1", "G2": "3: 1"},
        {"No": 2, "Player": "C", "Rating": "1600", "Points": 1.5, "G1": "3: ½", "G2": "4: 1"},
        {"No": 3, "Player": "D", "Rating": "1700", "Points": 0.5, "G1": "2: ½", "G2": "1: 0"},
        {"No": 4, "Player": "B", "Rating": "1720", "Points": 0.0, "G1": "1: 0", "G2": "2: 0"}]


def test_crosstable_mixes_rounds_and_unlabelled_games() -> None:
    text = ("white,black,white_rating,black_rating,result,round\nA,B,1500,1500,1,2\n"
            "A,B,1500,1500,0,\nB,A,1500,1500,=,10\n")
    result = rate_field(read_event_file(text.encode(), source="r.csv"), date=dt.date(2025, 1, 1))
    table = crosstable(result, "r.csv")
    assert list(table.columns) == ["No", "Player", "Rating", "Points", "R2", "R10", "G1"]
    assert table.loc[0, ["Player", "R2", "R10", "G1"]].tolist() == ["A", "2: 1", "2: ½", "2: 0"]


def test_crosstable_of_pgn_without_round_tags() -> None:
    event = read_event_file((REAL / "lichess-8-games.pgn").read_bytes(), source="l.pgn")
    table = crosstable(rate_field(event), "Rated Blitz game")
    assert list(table.columns) == ["No", "Player", "Rating", "Points", "G1", "G2", "G3", "G4",
                                   "G5"]
    assert table.loc[0, ["Player", "G1", "G5"]].tolist() == ["mliebelt", "5: 1", "6: 1"]


def _gros_crosstable() -> dict[int, dict[str, object]]:
    event = read_event_file((DATA / "gros-2010-after-round4.trf").read_bytes(),
                            source="gros-2010-after-round4.trf")
    table = crosstable(rate_field(event), "XX Open Internacional de Gros")
    assert list(table.columns[:4]) == ["No.", "Player", "Rating", "Points"]
    return {int(row["No."]): row for row in table.to_dict("records")}


def test_trf_crosstable_numbers_players_and_opponents_by_start_number() -> None:
    """The TRF's own numbers, read off its 001 lines (start number in columns 5-8, then each
    round's opponent start number, colour and result):
    '001    1 ... Mirzoev Azer ... 26 w 1    13 b 1     8 w 1     4 b 1'."""
    rows = _gros_crosstable()
    assert {k: rows[1][k] for k in ("Player", "R1", "R2", "R3", "R4")} == {
        "Player": "Mirzoev Azer", "R1": "26: 1", "R2": "13: 1", "R3": "8: 1", "R4": "4: 1"}
    # '001    6 ... Gorrochategui Torres, Eugenio ... 32 b 1    21 w 1    11 b 1     3 w ='
    assert [rows[6][k] for k in ("Player", "R1", "R2", "R3", "R4")] == [
        "Gorrochategui Torres, Eugenio", "32: 1", "21: 1", "11: 1", "3: ½"]
    # '001   11 ... Maruejols Claude ... 37 w 1    24 b 1     6 w 0    22 b 1'
    assert [rows[11][k] for k in ("Player", "R1", "R2", "R3", "R4")] == [
        "Maruejols Claude", "37: 1", "24: 1", "6: 0", "22: 1"]
    # '001   13 ... 39 w +     1 w 0    25 b 1     9 w 1': a forfeit win, then lost to No. 1
    assert [rows[13][k] for k in ("R1", "R2", "R3", "R4")] == [
        "39: 1 (forfeit)", "1: 0", "25: 1", "9: 1"]
    # '001   14 ... 40 b 1     3 w 0  0000 - H    26 b =': a half-point bye in round 3
    assert [rows[14][k] for k in ("R1", "R2", "R3", "R4")] == [
        "40: 1", "3: 0", "half-point bye (H) ½", "26: ½"]


def test_trf_crosstable_keeps_the_standings_order() -> None:
    """Rows still run by points then rating: Mirzoev (4, 2527), Argandona (4, 2408), Hernandez
    (3.5, 2282), Gorrochategui (3.5, unrated), Guijarro (3, 2222)."""
    event = read_event_file((DATA / "gros-2010-after-round4.trf").read_bytes(), source="g.trf")
    table = crosstable(rate_field(event), "XX Open Internacional de Gros")
    assert table["No."].head(5).tolist() == [1, 2, 3, 6, 4]
