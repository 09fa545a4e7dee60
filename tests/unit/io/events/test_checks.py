"""The event checks run after every reader: names of events that differ only in case or spaces."""

from __future__ import annotations

from elo_core.io import read_event_file
from elo_core.io.events.checks import case_warnings

HEADER = "event,white,black,white_rating,black_rating,result\n"


def test_events_differing_in_case_are_said_group_by_group_in_file_order() -> None:
    """Five names, two groups ('Spring Cup' three ways, 'Club Open' two) among events written
    once: a warning per group, in the order the groups are first met, at each name's first row."""
    rows = ("Spring Cup,Ann,Bob,1800,1700,1\n"       # row 2
            "Autumn,Ann,Bob,1800,1700,1\n"           # row 3
            "Club Open,Ann,Bob,1800,1700,1\n"        # row 4
            "SPRING CUP,Ann,Bob,1800,1700,1\n"       # row 5
            "club  open,Ann,Bob,1800,1700,1\n"       # row 6
            "Winter,Ann,Bob,1800,1700,1\n"           # row 7
            "spring cup,Ann,Bob,1800,1700,1\n")      # row 8
    games = read_event_file((HEADER + rows).encode(), source="e.csv").games
    found = case_warnings(games)
    assert [(w.code, w.rows) for w in found] == [("events_differ_in_case", (2, 5, 8)),
                                                  ("events_differ_in_case", (4, 6))]
    assert "3 events" in found[0].what
    assert "2 events" in found[1].what


def test_events_written_one_way_each_are_not_said() -> None:
    rows = "".join(f"Event {n},Ann,Bob,1800,1700,1\n" for n in range(30))
    games = read_event_file((HEADER + rows).encode(), source="e.csv").games
    assert case_warnings(games) == ()
