"""The players of a games file found in FIDE's list by FIDE ID (CSV, PGN, TRF ids): the list's
rating and K for the event's time control, identity columns, warnings, the size limit."""

from __future__ import annotations

from pathlib import Path

import pytest

from elo_core.errors import FileError
from elo_core.field.rate import rate_field
from elo_core.io import read_event_file
from elo_core.models import TimeControl
from tests.support.fide_list_files import CARLSEN, combined, list_line, single, xml

ANAND = list_line(5000017, "Anand, Viswanathan", fed="IND", title="GM", standard=(2750, 3, 10),
                  rapid=(2700, 9, 10), blitz=(2690, 0, 10), born=1969, flag="i")
JUNIOR = list_line(8000001, "Young, Ada", fed="ESP", sex="F", w_title="WFM",
                   standard=(1600, 5, 40), rapid=(1650, 0, 40), born=2011)
UNRATED = list_line(8000002, "New, Ned", born=1990)
LIST = combined(CARLSEN, ANAND, JUNIOR, UNRATED)
GAMES = ("event,date,white,black,white_rating,black_rating,result,white_id,black_id\n"
         "Open,2026-03-10,Magnus,Vishy,2800,2700,1,1503014,5000017\n"
         "Open,2026-03-11,Ada,Ned,1500,1500,1,8000001,8000002\n"
         "Open,2026-03-12,Zed,Ada,1700,1500,0,,8000001\n")


def _rated(games: str = GAMES, players: bytes = LIST, **options: object) -> dict[str, dict]:
    event = read_event_file(games.encode(), source="g.csv", players=players)
    result = rate_field(event, **options)  # type: ignore[arg-type]
    return {str(row["player"]): dict(row) for _, row in result.players.iterrows()}


def test_the_lists_rating_and_k_for_a_standard_event() -> None:
    """Carlsen 2823 K 10 v Anand 2750 K 10 (the list's, not the file's 2800 / 2700): diff 73
    -> PD 0.60 / 0.40 (table 8.1.2), so +4 and -4; Ada 1600 K 40 (junior on the list)."""
    rows = _rated()
    assert (rows["Magnus"]["rating"], rows["Magnus"]["k"], rows["Magnus"]["new_rating"]) == \
        (2823, 10, 2827)
    assert (rows["Vishy"]["rating"], rows["Vishy"]["k"], rows["Vishy"]["new_rating"]) == \
        (2750, 10, 2746)
    assert rows["Magnus"]["k_reason"] == "the list's K 10"
    assert (rows["Ada"]["rating"], rows["Ada"]["k"]) == (1600, 40)
    assert (rows["Vishy"]["title"], rows["Vishy"]["federation"], rows["Vishy"]["inactive"],
            rows["Ada"]["title"], rows["Ada"]["sex"], rows["Ada"]["fide_id"]) == \
        ("GM", "IND", "inactive", "WFM", "F", "8000001")


def test_a_rapid_event_takes_the_rapid_rating_and_k() -> None:
    """Rapid: Carlsen 2801 v Anand 2700 (diff 101 -> PD 0.64), K 10 each: +3.6 -> +4."""
    rows = _rated(time_control=TimeControl.RAPID)
    assert (rows["Magnus"]["rating"], rows["Magnus"]["k"], rows["Magnus"]["new_rating"]) == \
        (2801, 10, 2805)
    assert rows["Vishy"]["rating"] == 2700


def test_unrated_on_the_list_is_unrated_whatever_the_file_says() -> None:
    """Ned has 0 on the list: the file's 1500 is not used (a warning says so), so Ada's game
    against him is not rated; Zed (no FIDE ID) keeps the file's 1700, with a warning."""
    event = read_event_file(GAMES.encode(), source="g.csv", players=LIST)
    codes = {w.code: w for w in event.warnings}
    assert set(codes) == {"unrated_on_list", "no_fide_id"}
    assert codes["unrated_on_list"].players == ("Ned",)
    assert codes["unrated_on_list"].rows == (3,)
    assert codes["no_fide_id"].players == ("Zed",)
    rows = _rated()
    assert rows["Ned"]["rating"] != rows["Ned"]["rating"]  # NaN: unrated
    assert rows["Ada"]["games"] == 1
    assert rows["Zed"]["rating"] == 1700


def test_not_in_the_list_and_an_id_on_two_lines_are_warnings() -> None:
    """An ID the list lacks and an ID on two lines (the first is used) are said, with lines."""
    twice = combined(CARLSEN, ANAND, JUNIOR, UNRATED,
                     list_line(5000017, "Anand, Again", standard=(2000, 0, 20)))
    games = GAMES.replace("8000002", "9999999")
    event = read_event_file(games.encode(), source="g.csv", players=twice)
    codes = {w.code: w for w in event.warnings}
    assert codes["fide_id_twice_in_list"].rows == (3, 6)
    assert codes["fide_id_twice_in_list"].players == ("Vishy",)
    assert codes["not_in_fide_list"].players == ("Ned",)
    assert codes["not_in_fide_list"].value == "9999999"
    assert _rated(games, twice)["Vishy"]["rating"] == 2750


def test_games_without_any_fide_id_are_refused_with_what_to_add() -> None:
    """A FIDE list cannot be matched by name: the message says which columns or tags to add."""
    with pytest.raises(FileError, match="white_id and black_id"):
        read_event_file(b"white,black,white_rating,black_rating,result\nA,B,1500,1500,1\n",
                        players=LIST)


def test_pgn_fide_id_tags_and_a_single_blitz_list() -> None:
    """PGN WhiteFideId / BlackFideId, a blitz event and the single blitz list by its name."""
    pgn = ('[Event "Blitz"]\n[Date "2026.03.05"]\n[White "A"]\n[Black "B"]\n[Result "1-0"]\n'
           '[WhiteFideId "22"]\n[BlackFideId "23"]\n[TimeControl "180+2"]\n\n1. e4 1-0\n')
    blitz = single((22, "A", 1900, 0, 20, 1980, ""), (23, "B", 1800, 0, 20, 1980, ""))
    event = read_event_file(pgn.encode(), source="b.pgn", players=blitz,
                            players_name="blitz_rating_list.txt")
    rows = {str(r["player"]): r for _, r in rate_field(event).players.iterrows()}
    assert (rows["A"]["rating"], rows["A"]["k"], rows["B"]["rating"]) == (1900, 20, 1800)
    assert rows["A"]["new_rating"] == 1900 + 7  # diff 100 -> PD 0.64; 20 x 0.36 = 7.2 -> 7
    standard = read_event_file(pgn.encode(), source="b.pgn", players=blitz)  # name says nothing
    rows = {str(r["player"]): r for _, r in rate_field(standard).players.iterrows()}
    assert rows["A"]["rating"] != rows["A"]["rating"]  # NaN: the list is read as standard


def test_trf_ids_and_the_xml_list() -> None:
    """A TRF's player lines carry FIDE IDs: the XML list's ratings replace the TRF's."""
    trf = Path(__file__).resolve().parents[3] / "data" / "gros-2010-after-round4.trf"
    event = read_event_file(trf.read_bytes(), source="gros.trf")
    some = [str(i) for i in event.players["fide_id"] if str(i).isdigit()][:2]
    listed = xml(*[{"fideid": i, "name": "X", "rating": str(2000 + n), "k": "20",
                    "birthday": "1970"} for n, i in enumerate(some)])
    rated = read_event_file(trf.read_bytes(), source="gros.trf", players=listed)
    by_id = rated.players.set_index("fide_id")
    assert [by_id.loc[i, "rating"] for i in some] == [2000, 2001]
    assert {w.code for w in rated.warnings} >= {"not_in_fide_list"}
