"""What a norm check reads one way of two is a warning with where; --strict refuses it."""

from __future__ import annotations

from elo_core.io.read import read_event_file
from elo_core.norms.event import check_event
from tests.unit.norms.norm_files import full_bye_event

CSV = (b"white,black,white_rating,black_rating,result,round,date,event\n"
       b"Ann,Bob,2400,2300,1,,2025-03-01,Open\nBob,Ann,2300,2400,0.5,1.2,2025-03-02,Open\n")


def test_full_bye_warned() -> None:
    """An 'F' bye is not taken as pairing-allocated: a warning names the player."""
    data = full_bye_event()
    result = check_event(read_event_file(data), data)
    assert [(w.code, w.players) for w in result.warnings] == [("norm_full_bye", ("Cy, C",))]


def test_round_labels_warned() -> None:
    """Rounds '' and '1.2' are not round numbers: both rows (2 and 3) are in the warning."""
    result = check_event(read_event_file(CSV, source="games.csv"))
    warning = result.warnings[0]
    assert (warning.code, warning.rows, warning.column) == ("norm_round_order", (2, 3), "round")


def test_the_round_warning_quotes_the_first_unread_label() -> None:
    """Labels '' and '1.2': the value shown is the first one's (''); with only '1.2' unread,
    '1.2'."""
    assert check_event(read_event_file(CSV, source="games.csv")).warnings[0].value == ""
    one = CSV.replace(b"Ann,Bob,2400,2300,1,,", b"Ann,Bob,2400,2300,1,1,")
    assert check_event(read_event_file(one, source="games.csv")).warnings[0].value == "1.2"
