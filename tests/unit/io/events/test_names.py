"""Names one or two letters apart in one event, who never meet: said, once."""

from __future__ import annotations

from elo_core.io import read_event_file
from elo_core.io.events.names import near_names

HEADER = "event,white,black,white_rating,black_rating,result\n"


def _codes(rows: str) -> list[tuple[str, ...]]:
    games = read_event_file((HEADER + rows).encode(), source="e.csv").games
    return [w.players for w in near_names(games)]


def test_a_misspelt_name_with_one_game_beside_the_real_one() -> None:
    rows = ("E,Kowalski,Ann,1800,1700,1\nE,Bob,Kowalski,1700,1800,0\n"
            "E,Kowalsky,Cid,1800,1600,1\n")
    assert _codes(rows) == [("Kowalski", "Kowalsky")]


def test_players_who_meet_or_play_as_much_are_two_people() -> None:
    """'Meier'/'Meyer' met; 'Jansen'/'Hansen' each play one game of two: not said."""
    assert _codes("E,Meier,Meyer,1800,1700,1\nE,Jansen,Ann,1800,1700,1\n"
                  "E,Hansen,Bob,1700,1600,1\n") == []


def test_other_events_and_short_names_are_not_compared() -> None:
    assert _codes("E,Kowalski,Ann,1800,1700,1\nE,Kowalski,Bob,1800,1700,1\n"
                  "F,Kowalsky,Cid,1800,1600,1\nE,Li,Lu,1500,1500,1\nE,Lu,Ann,1500,1500,1\n") == []
