"""A title written into a name ('GM Ann Berg' beside 'Ann Berg') in one event, the two never
meeting: similar_names_in_event, whatever their games' counts; not said of players who met,
of names in other events, or of a surname that is also a title word in lower case."""

from __future__ import annotations

import pytest

from elo_core.io import read_event_file
from elo_core.io.events.titles import bare_name

HEADER = "event,date,white,black,white_rating,black_rating,result\n"


def _said(rows: str) -> list[tuple[tuple[str, ...], tuple[int, ...]]]:
    event = read_event_file((HEADER + rows).encode(), source="e.csv")
    return [(w.players, w.rows) for w in event.warnings if w.code == "similar_names_in_event"]


@pytest.mark.parametrize(("name", "bare"), [
    ("GM Ann Berg", "annberg"), ("Ann Berg GM", "annberg"), ("Ann Berg (GM)", "annberg"),
    ("WGM Ann Berg", "annberg"), ("IM Berg, Ann", "berg,ann"), ("GM", "gm"),
    ("Im Ann", "imann"), ("Ann Berg", "annberg"), ("Ann Berg (GER)", "annberg"),
    ("Berg, Ann (2400)", "berg,ann"), ("GM Ann Berg [ENG]", "annberg"), ("Ann (Berg)", "ann(berg)"),
    ("Ann Berg (Ger)", "annberg(ger)")])
def test_bare_name(name: str, bare: str) -> None:
    """Title words in capitals at either end are dropped, and a federation or rating in
    brackets at the end; 'Im' (a surname), '(Berg)' and '(Ger)' are kept."""
    assert bare_name(name) == bare


@pytest.mark.parametrize("titled", ["GM Ann Berg", "Ann Berg GM", "Ann Berg (GM)",
                                    "IM Ann Berg", "WFM Ann Berg", "Ann Berg (GER)",
                                    "Ann Berg (2400)", "GM. Ann Berg"])
def test_a_title_in_one_name_is_said(titled: str) -> None:
    """Two rounds as 'Ann Berg' (rows 2, 3), two as the titled name (rows 4, 5): as many games
    each, so no letter rule would say it; the title rule does, at rows 2 and 4."""
    rows = (f"E,2025-03-01,Ann Berg,Bob Cole,2400,1800,1\nE,2025-03-01,Cid Dahl,Ann Berg,1700,"
            f"2400,0\nE,2025-03-02,{titled},Dan Eck,2400,1750,1\nE,2025-03-02,Eva Fox,{titled},"
            "1650,2400,0\n")
    assert _said(rows) == [((titled, "Ann Berg"), (2, 4))]


def test_the_sentence() -> None:
    """What the user reads."""
    event = read_event_file((HEADER + "E,2025-03-01,GM Ann Berg,Bob Cole,2400,1800,1\n"
                             "E,2025-03-01,Cid Dahl,Ann Berg,1700,2400,0\n").encode(),
                            source="e.csv")
    assert [w.what for w in event.warnings] == [
        "'GM Ann Berg' and 'Ann Berg' in event 'E' differ only by a title, federation or rating "
        "written into the name and never meet: they are rated as two players; if they are one "
        "person, write the name one way (each of those has its own column)"]


def test_not_said_when_they_meet_or_play_in_other_events() -> None:
    """'GM Ann Berg' beats 'Ann Berg': two people. In events E and F apart: not said."""
    assert _said("E,2025-03-01,GM Ann Berg,Ann Berg,2400,1800,1\n") == []
    assert _said("E,2025-03-01,GM Ann Berg,Bob Cole,2400,1800,1\n"
                 "F,2025-04-01,Ann Berg,Bob Cole,2400,1800,1\n") == []


def test_a_lower_case_title_word_is_a_name() -> None:
    """'Im Ann' (a Korean surname first) beside 'Ann': not said."""
    assert _said("E,2025-03-01,Im Ann,Bob Cole,1800,1800,1\nE,2025-03-01,Ann,Cid Dahl,1800,1700,"
                 "1\n") == []


def test_pgn_as_chess_results_pastes_titles() -> None:
    """A PGN with [White "GM Ann Berg"] and later [Black "Ann Berg"]: said at lines 1 and 10."""
    game = '[Event "E"]\n[Date "2025.03.01"]\n[White "{w}"]\n[Black "{b}"]\n' \
           '[Result "1-0"]\n\n1. e4 e5 1-0\n\n\n'
    text = game.format(w="GM Ann Berg", b="Bob Cole") + game.format(w="Cid Dahl", b="Ann Berg")
    event = read_event_file(text.encode(), source="e.pgn")
    assert [(w.code, w.players, w.rows) for w in event.warnings] == [
        ("similar_names_in_event", ("GM Ann Berg", "Ann Berg"), (1, 10))]
