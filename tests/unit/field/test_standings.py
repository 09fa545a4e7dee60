"""A rated field's totals: the season note of a player whose events carry notes."""

from __future__ import annotations

from pathlib import Path

import pandas as pd

from elo_core.field.rate import rate_field
from elo_core.field.standings import season_notes, standings_order
from elo_core.io import read_event_file

ROOT = Path(__file__).resolve().parents[3]


def _notes(path: Path) -> dict[str, str]:
    result = rate_field(read_event_file(path.read_bytes(), source=path.name))
    return dict(zip(result.players["player"].astype(str), result.players["note"].astype(str),
                    strict=True))


def test_a_season_note_names_each_event_whose_note_explains_the_totals() -> None:
    """Zed scores 0/5 in Spring (disregarded: no rating), then 2.5/5 in May against 1900, 1800,
    1700, 2000 and 1600: with two 1800 draws, average 1800 and 3.5/7 = 0.50 -> dp 0 -> 1800.
    Newbie's 1.5/3 in Spring is too few games and is pooled with May's 1.5/2 (a win against
    2000, a draw against 1600): 3/5, 4/7 = 0.57 with the draws -> dp +50 -> 1850. Both events'
    notes are kept, each named by its event."""
    notes = _notes(ROOT / "tests" / "data" / "season_new_players.csv")
    assert notes["Zed"] == (
        "Spring: unrated: a zero score in a first event is disregarded; May: first rating: two "
        "1800 draws added: average 1800.00, score 0.50 -> dp +0 = 1800.0 -> 1800")
    assert notes["Newbie"] == (
        "Spring: unrated: needs at least 5 games against rated opponents (has 3); results can "
        "be pooled over 26 months; May: first rating (games of 2 events pooled): two 1800 draws "
        "added: average 1800.00, score 0.57 -> dp +50 = 1850.0 -> 1850")
    assert notes["P1"] == ""


def test_a_single_events_note_is_left_as_it_is() -> None:
    """One event: no event name in front (Gus Holm, 2 rated games in the games template)."""
    notes = _notes(ROOT / "elo_core" / "data" / "templates" / "games.csv")
    assert notes["Gus Holm"] == ("unrated: needs at least 5 games against rated opponents (has "
                                 "2); results can be pooled over 26 months")


def test_start_numbers_give_the_order_and_add_no_column() -> None:
    """Every player has a start number: rows in start-number order (3, 1, 2 become 1, 2, 3),
    with the table's own columns only (no 'index' column left by the sort)."""
    table = pd.DataFrame({"player": ["C", "A", "B"], "points": [2.0, 0.0, 1.0],
                          "rating": [1500.0, 1700.0, 1600.0], "start_number": [3, 1, 2]})
    ordered = standings_order(table)
    assert ordered.columns.tolist() == ["player", "points", "rating", "start_number"]
    assert ordered["player"].tolist() == ["A", "B", "C"]
    assert ordered.index.tolist() == [0, 1, 2]


def test_the_same_note_in_events_running_on_is_given_once_for_the_run() -> None:
    """Zed's E1 and E2 carry one note, E3 another: 'E1 to E2: n1; E3: n2'; Yan has one event
    and no season note; Xia's notes alternate, so each is named by its event."""
    rows = pd.DataFrame({"player": ["Zed", "Zed", "Zed", "Yan", "Xia", "Xia", "Xia"],
                         "event": ["E1", "E2", "E3", "E1", "E1", "E2", "E3"],
                         "note": ["n1", "n1", "n2", "n3", "a", "b", "a"]})
    events = pd.Series({"Zed": 3, "Yan": 1, "Xia": 3})
    assert season_notes(rows, events).to_dict() == {"Zed": "E1 to E2: n1; E3: n2",
                                                    "Xia": "E1: a; E2: b; E3: a"}


def test_standings_without_start_numbers_add_no_column() -> None:
    """No start numbers: by points (2, 1, 0), then rating, then name; the table's own columns
    only, numbered 0, 1, 2."""
    table = pd.DataFrame({"player": ["C", "A", "B"], "points": [0.0, 2.0, 1.0],
                          "rating": [1500.0, 1700.0, 1600.0]})
    ordered = standings_order(table)
    assert ordered.columns.tolist() == ["player", "points", "rating"]
    assert ordered["player"].tolist() == ["A", "B", "C"]
    assert ordered.index.tolist() == [0, 1, 2]
