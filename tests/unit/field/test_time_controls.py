"""Each event rated under its own time control; mixed events split; rapid before 2012 refused."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from elo_core.cli import main
from elo_core.errors import FileError, MissingRules, NoRulesError
from elo_core.field.rate import rate_field
from elo_core.field.time_controls import SPLIT, period_source_text, time_control_text
from elo_core.io import read_event_file
from elo_core.models import System, TimeControl
from tests.support.real_files import REAL

HEADER = "event,date,white,black,white_rating,black_rating,result,time_control\n"


SEASON = HEADER + (
    "Rapid,2025-03-01,A,B,1800,1700,1,900+10\nRapid,2025-03-01,C,D,2700,2050,1,900+10\n"
    "Blitz,2025-03-08,A,B,1750,1650,1,180+2\nLeague,2025-03-15,A,B,1800,1700,0,\n"
    "Old,2020-05-01,A,B,1800,1700,1,rapid\n")


R_AND_B_2024 = ("FIDE Rapid & Blitz Regulations 2024, with the 600-point rule (in force from "
                "2024-12-01)")


def test_each_event_is_rated_under_its_own_time_control() -> None:
    """900+10 is rapid, 180+2 blitz, no cell: the option (standard); each list chains alone."""
    result = rate_field(read_event_file(SEASON.encode(), source="s.csv"))
    assert result.events[["event", "time_control", "time_control_from", "edition"]
                         ].values.tolist() == [
        ["Old", "rapid", "file",
         "FIDE Rapid & Blitz Regulations 2012 (K 20 for everyone) (in force from 2012-01-01)"],
        ["Rapid", "rapid", "file", R_AND_B_2024],
        ["Blitz", "blitz", "file", R_AND_B_2024],
        ["League", "standard", "option (not in the file)",
         "FIDE Rating Regulations 2024 (in force from 2024-03-01)"]]
    rows = result.rows.set_index(["event", "player"])
    # rapid 2020: flat K 20; the rapid list carries A's 1807 into the next rapid event
    assert rows.loc[("Old", "A"), ["k_reason", "new_rating"]].tolist() == [
        "K 20 for all (rapid/blitz before 2022-10)", 1807.0]
    assert rows.loc[("Rapid", "A"), ["rating", "new_rating"]].tolist() == [1807.0, 1814.0]
    # blitz and standard are other lists: their first ratings come from the file
    assert rows.loc[("Blitz", "A"), ["rating", "new_rating"]].tolist() == [1750.0, 1757.0]
    assert rows.loc[("League", "A"), ["rating", "new_rating"]].tolist() == [1800.0, 1787.0]
    # the 600-point rule (rapid and blitz from 2024-12-01): 2700 v 2050 is not rated
    assert rows.loc[("Rapid", "C"), "games"] == 0
    assert rows.loc[("Rapid", "D"), "new_rating"] == 2050.0


def test_the_option_applies_only_where_the_file_gives_none() -> None:
    result = rate_field(read_event_file(SEASON.encode(), source="s.csv"),
                        time_control=TimeControl.BLITZ)
    assert result.events["time_control"].tolist() == ["rapid", "rapid", "blitz", "blitz"]
    standard = rate_field(read_event_file(
        b"white,black,white_rating,black_rating,result,date\nC,D,2700,2050,1,2025-03-01\n"))
    assert standard.rows["games"].tolist() == [1, 1]  # standard: no 600-point rule


def test_an_event_mixing_time_controls_is_split() -> None:
    """Games without a cell join their event's one time control; mixed events are split."""
    text = HEADER + ("E,2025-01-01,A,B,1500,1500,1,rapid\nE,2025-01-01,A,B,1500,1500,1,180+2\n"
                     "E,2025-01-01,C,D,1500,1500,1,\nF,2025-02-01,C,D,1500,1500,1,5400+30\n"
                     "F,2025-02-01,A,B,1500,1500,1,\n")
    result = rate_field(read_event_file(text.encode(), source="m.csv"))
    split = "the event mixes time controls, so each is rated as an event of its own"
    assert result.events[["event", "time_control", "time_control_from", "games"]
                         ].values.tolist() == [
        ["E (rapid)", "rapid", f"file: {split}", 1],
        ["E (blitz)", "blitz", f"file: {split}", 1],
        ["E (standard)", "standard", f"option (not in the file); {split}", 1],
        ["F", "standard", "file", 2]]


def test_a_split_part_given_as_standard_in_the_file_says_so() -> None:
    """G mixes a game given as standard (5400+30: class 0) and one given as rapid: both parts
    say the file gave them, the standard one too."""
    text = HEADER + ("G,2025-03-01,A,B,1500,1500,1,5400+30\n"
                     "G,2025-03-01,C,D,1500,1500,1,rapid\n")
    result = rate_field(read_event_file(text.encode(), source="g.csv"))
    assert result.events[["event", "time_control", "time_control_from"]].values.tolist() == [
        ["G (standard)", "standard", SPLIT], ["G (rapid)", "rapid", SPLIT]]


def test_a_rapid_event_on_1_january_2012_is_rated_and_one_a_day_before_is_not() -> None:
    """FIDE rapid ratings start on 2012-01-01: a rapid win of 1500 over 1500 that day gains
    K 20 x 0.50 = +10; the same game on 2011-12-31 has no FIDE rules."""
    first = HEADER + "R,2012-01-01,A,B,1500,1500,1,rapid\n"
    result = rate_field(read_event_file(first.encode(), source="r.csv"))
    assert result.rows.set_index("player").loc["A", "change"] == 10.0
    before = HEADER + "R,2011-12-31,A,B,1500,1500,1,rapid\n"
    with pytest.raises(NoRulesError, match="FIDE rapid ratings start on 2012-01-01"):
        rate_field(read_event_file(before.encode(), source="r.csv"))


def test_rapid_or_blitz_before_2012_is_a_problem_not_a_crash(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = HEADER + ("Old,2011-06-01,A,B,1500,1500,1,rapid\nNew,2015-01-01,A,B,1500,1500,1,\n"
                     "Older,2010-01-01,A,B,1500,1500,1,\n")
    event = read_event_file(text.encode(), source="o.csv")
    with pytest.raises(FileError) as caught:
        rate_field(event, time_control=TimeControl.BLITZ)
    assert [str(p) for p in caught.value.problems] == [
        "row 4: event 'Older' (2010-01-01) is blitz (as chosen for events without one): FIDE "
        "blitz ratings start on 2012-01-01, so no FIDE rules exist for it (rate it as standard, "
        "or under classic or US Chess)",
        "row 2, column 'time_control': event 'Old' (2011-06-01) is rapid (as the file gives "
        "it): FIDE rapid ratings start on 2012-01-01, so no FIDE rules exist for it (rate it as "
        "standard, or under classic or US Chess)"]
    assert len(rate_field(event, system=System.CLASSIC).events) == 3
    path = tmp_path / "old.csv"
    path.write_text(text)
    assert main(["field", str(path)]) == 2
    err = capsys.readouterr().err
    assert "row 2, column 'time_control': event 'Old' (2011-06-01) is rapid" in err
    assert "Traceback" not in err


def test_pgn_time_control_header_is_used() -> None:
    """Lichess 180+0 games are blitz: rated under the rapid & blitz rules of their date."""
    event = read_event_file((REAL / "lichess-8-games.pgn").read_bytes(), source="l.pgn")
    result = rate_field(event)
    assert result.events[["event", "time_control", "time_control_from"]].values.tolist() == [
        ["2023 Winter Marathon", "blitz", "file"], ["Rated Blitz game", "blitz", "file"]]
    assert result.events["edition"].str.startswith("FIDE Rapid & Blitz").all()


def test_bad_time_control_cells_are_problems() -> None:
    """CSV and PGN: a time control that is neither a word nor PGN's form is listed by row."""
    with pytest.raises(FileError) as caught:
        read_event_file((HEADER + "E,,A,B,1500,1500,1,rapid\nE,,C,D,1500,1500,1,fast\n").encode())
    assert [str(p) for p in caught.value.problems] == [
        "row 3, column 'time_control': 'fast' is not a time control (use standard, rapid or "
        "blitz, or PGN's form in seconds such as 5400+30 or 180+2)"]
    pgn = ('[White "a"]\n[Black "b"]\n[Result "1-0"]\n[TimeControl "3 days"]\n\n1-0\n\n'
           '[White "c"]\n[Black "d"]\n[Result "1-0"]\n[TimeControl "?"]\n\n1-0\n')
    with pytest.raises(FileError) as caught:
        read_event_file(pgn.encode(), source="x.pgn")
    assert [(p.line, p.column, p.value) for p in caught.value.problems] == [
        (1, "TimeControl", "3 days")]


@pytest.mark.parametrize(("control", "source", "text"), [
    ("rapid", "file", "rapid (as the file gives it)"),
    ("standard", "option (not in the file)", "standard (not in the file: the default)"),
    ("blitz", "choice for this event", "blitz (chosen for this event)"),
    ("rapid", SPLIT, "rapid (as the file gives it: the event mixes time controls, so each is "
                     "rated as an event of its own)"),
    ("standard", f"option (not in the file); {SPLIT[6:]}", "standard (not in the file: the "
     "default; the event mixes time controls, so each is rated as an event of its own)"),
])
def test_where_a_time_control_came_from_in_words(control: str, source: str, text: str) -> None:
    """The page's 'Time control from' column and the CLI's event line say it the same way."""
    assert time_control_text(control, source) == text


def test_a_file_the_system_has_no_rules_for_names_the_systems_that_can() -> None:
    """Issue 18 item 5: karl-mala-2005.trf under US Chess (no rules before 2017-05-01) is a
    NoRulesError naming the event, its date and the reason, and classic Elo and FIDE (whose
    2005 rules exist) as the systems that can rate it; FIDE rates it."""
    event = read_event_file((REAL / "karl-mala-2005.trf").read_bytes(),
                            source="karl-mala-2005.trf")
    with pytest.raises(NoRulesError) as raised:
        rate_field(event, system=System.USCF)
    error = raised.value
    assert (error.system, error.usable) == ("uscf", ("classic", "fide"))
    assert error.missing == (MissingRules(
        event="9. Karl-Mala-Gedenkturnier", date="2005-07-31", detail="from the file",
        reason="US Chess bonus thresholds before 2017-05-01 are not modelled"),)
    assert [p.line for p in error.problems] == [14]
    assert len(rate_field(event, system=System.FIDE).events) == 1


def test_rapid_before_2012_under_fide_offers_classic_and_us_chess() -> None:
    """A 2005 rapid event: FIDE has no rapid rules before 2012-01-01, US Chess none before
    2017-05-01, so only classic Elo can rate it."""
    data = (HEADER + "Old,2005-05-01,A,B,1800,1700,1,rapid\n").encode()
    with pytest.raises(NoRulesError) as raised:
        rate_field(read_event_file(data, source="old.csv"), system=System.FIDE)
    assert raised.value.usable == ("classic",)
    missing = raised.value.missing[0]
    assert (missing.detail, missing.reason) == (
        "rapid, as the file gives it",
        "FIDE rapid ratings start on 2012-01-01, so no FIDE rules exist for it")


def test_a_standard_game_keeps_its_class_when_the_option_is_another() -> None:
    """Standard is class code 0: a 5400+30 game stays standard in an event that also has a
    180+2 game, even with rapid as the option; the event is split in standard and blitz."""
    text = HEADER + ("E,2025-01-01,A,B,1500,1500,1,5400+30\n"
                     "E,2025-01-01,C,D,1500,1500,1,180+2\n")
    result = rate_field(read_event_file(text.encode(), source="s0.csv"),
                        time_control=TimeControl.RAPID)
    assert sorted(result.events[["event", "time_control"]].values.tolist()) == [
        ["E (blitz)", "blitz"], ["E (standard)", "standard"]]


def test_a_split_part_whose_name_is_taken_twice_is_numbered_3() -> None:
    """Events 'Club (rapid)' and 'Club (rapid) #2' exist: the rapid part of the mixed event
    'Club' becomes 'Club (rapid) #3' (#2 is taken too)."""
    text = HEADER + ("Club (rapid),2025-01-01,A,B,1500,1500,1,rapid\n"
                     "Club (rapid) #2,2025-01-02,A,B,1500,1500,1,rapid\n"
                     "Club,2025-01-03,A,B,1500,1500,1,rapid\n"
                     "Club,2025-01-03,C,D,1500,1500,1,blitz\n")
    result = rate_field(read_event_file(text.encode(), source="n3.csv"))
    assert sorted(result.events["event"].tolist()) == [
        "Club (blitz)", "Club (rapid)", "Club (rapid) #2", "Club (rapid) #3"]


def test_a_blank_cell_takes_its_events_standard_not_the_option() -> None:
    """Club's first game is 5400+30 (standard), the second has no cell; with rapid as the
    option the event stays one standard event (the option is for events the file says
    nothing of). K 20 (standard, 2025): A 1800 beats B 1700 (D 100: PD 0.64, +7.2) and loses
    to C 1700 (-12.8): -5.6 -> 1794; B -7.2 -> 1693; C +12.8 -> 1713."""
    text = HEADER + ("Club,2025-03-15,A,B,1800,1700,1,5400+30\n"
                     "Club,2025-03-22,A,C,1800,1700,0,\n")
    result = rate_field(read_event_file(text.encode(), source="s.csv"),
                        time_control=TimeControl.RAPID)
    assert result.events[["event", "time_control", "games"]].values.tolist() == [
        ["Club", "standard", 2]]
    assert result.rows[["player", "new_rating"]].values.tolist() == [
        ["A", 1794.0], ["B", 1693.0], ["C", 1713.0]]


def test_where_a_period_came_from_in_words() -> None:
    """A period the file gives is said 'from the file'; a derived one as it is."""
    assert period_source_text("file") == "from the file"
    assert period_source_text("derived from the date") == "derived from the date"


def test_a_date_outside_the_rules_points_at_the_date_cell_only_when_the_file_gave_it() -> None:
    """US Chess has no rules before 2017-05-01: 'Old' is dated 2010-01-01 in the file (row 2,
    column 'date'); 'Undated' has no date and takes the 2012-05-01 given (row 3, no column:
    the cell is empty)."""
    text = ("event,date,white,black,white_rating,black_rating,result\n"
            "Old,2010-01-01,A,B,1500,1500,1\nUndated,,A,B,1500,1500,1\n")
    with pytest.raises(NoRulesError) as raised:
        rate_field(read_event_file(text.encode(), source="o.csv"), system=System.USCF,
                   date=dt.date(2012, 5, 1))
    assert [(p.line, p.column) for p in raised.value.problems] == [(2, "date"), (3, None)]
    assert str(raised.value.problems[1]).startswith(
        "row 3: event 'Undated' (2012-05-01, the date given for events without one): US Chess")


def test_a_split_part_whose_name_is_taken_once_is_numbered_2() -> None:
    """An event 'Club (rapid)' exists: the rapid part of the mixed event 'Club' becomes
    'Club (rapid) #2'."""
    text = HEADER + ("Club (rapid),2025-01-01,A,B,1500,1500,1,rapid\n"
                     "Club,2025-01-03,A,B,1500,1500,1,rapid\n"
                     "Club,2025-01-03,C,D,1500,1500,1,blitz\n")
    result = rate_field(read_event_file(text.encode(), source="n2.csv"))
    assert sorted(result.events["event"].tolist()) == [
        "Club (blitz)", "Club (rapid)", "Club (rapid) #2"]
