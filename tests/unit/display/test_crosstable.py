"""The crosstable: round columns, and G1, G2... for games without a round."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from elo_core.display.field_tables import crosstable
from elo_core.field.rate import rate_field
from elo_core.io import read_event_file

SHARED = Path(__file__).resolve().parents[4] / "shared" / "data"


DATA = Path(__file__).resolve().parents[2] / "data"


needs_shared = pytest.mark.skipif(not SHARED.is_dir(), reason="../shared/data not present")


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


@needs_shared
def test_crosstable_of_pgn_without_round_tags() -> None:
    event = read_event_file((SHARED / "lichess-8-games.pgn").read_bytes(), source="l.pgn")
    table = crosstable(rate_field(event), "Rated Blitz game")
    assert list(table.columns) == ["No", "Player", "Rating", "Points", "G1", "G2", "G3", "G4",
                                   "G5"]
    assert table.loc[0, ["Player", "G1", "G5"]].tolist() == ["mliebelt", "5: 1", "6: 1"]

