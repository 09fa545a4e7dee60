"""Issue 28, groups 2, 3 and 9: two more siblings each, as programs and people write them,
each pinned to its outcome (the date read and the warning, the game not rated, the message
naming the real cause)."""

from __future__ import annotations

import pytest

from elo_core.errors import FileError
from elo_core.io import read_event_file

PGN = ('[Event "E"]\n[Date "{date}"]\n[White "Ann Berg"]\n[Black "Bob Cole"]\n[WhiteElo "1800"]\n'
       '[BlackElo "1700"]\n[Result "1-0"]\n{extra}\n1. e4 e5 2. Nf3 1-0\n\n')
TRF = "012 Open\n042 {start}\n052 {end}\n" + "".join(
    f"001 {n:>4}      {name:<33} {rating:>4}{'':>28}{points:>4} {n:>4}     {opp} {colour} {res}\n"
    for n, name, rating, points, opp, colour, res in [(1, "Ann Berg", 1800, "1.0", 2, "w", "1"),
                                                       (2, "Bob Cole", 1700, "0.0", 1, "b", "0")])
CSV = "event,date,white,black,white_rating,black_rating,result\n"


# Group 2, dates: a slash date with the year last reads both ways. CSV said it
# (date_day_first); a PGN Date tag and a TRF 042/052 read it day first unsaid.
def test_pgn_date_slashes_month_or_day_first_is_said() -> None:
    """[Date "03/01/2025"] (a US-English program's 1 March): read 3 January 2025, said at
    line 1, column Date (was: read so, no word)."""
    event = read_event_file(PGN.format(date="03/01/2025", extra="").encode(), source="e.pgn")
    assert str(event.games["date"].iloc[0].date()) == "2025-01-03"
    assert [(w.code, w.rows, w.column, w.value) for w in event.warnings] == [
        ("date_day_first", (1,), "Date", "03/01/2025")]


@pytest.mark.parametrize("date", ["13/01/2025", "2025.03.01", "01.03.2025"])
def test_pgn_dates_that_read_one_way_are_not_said(date: str) -> None:
    """13 cannot be a month; year first is PGN's form; dots are day first only."""
    event = read_event_file(PGN.format(date=date, extra="").encode(), source="e.pgn")
    assert [w.code for w in event.warnings] == []


def test_trf_start_and_end_written_month_or_day_first_are_said() -> None:
    """042 03/01/2025 and 052 03/02/2025 (1 to 2 March, month first): read day first (3 January to
    3 February), rated on 2025-02-03, date_day_first at lines 2 and 3 (was: no word)."""
    event = read_event_file(TRF.format(start="03/01/2025", end="03/02/2025").encode(),
                            source="e.trf")
    assert str(event.games["date"].iloc[0].date()) == "2025-02-03"
    assert [(w.code, w.rows, w.column, w.value) for w in event.warnings] == [
        ("date_day_first", (2, 3), "042", "03/01/2025")]


def test_trf_year_first_dates_are_not_said() -> None:
    """TRF's own 2025/03/01: read as written, no warning."""
    event = read_event_file(TRF.format(start="2025/03/01", end="2025/03/02").encode(),
                            source="e.trf")
    assert str(event.games["date"].iloc[0].date()) == "2025-03-02"
    assert [w.code for w in event.warnings] == []


# Group 3, what counts as a rated game: a PGN Termination that says play did not decide the
# result was rated as a played game.
@pytest.mark.parametrize("ending", ["rules infraction", "Rules infraction", "emergency"])
def test_a_result_not_reached_by_play_is_not_rated(ending: str) -> None:
    """Game 2's Termination (a loss given for a rule broken, as lichess and arbiters write it):
    points counted (Ann 2), not rated, pgn_termination_not_rated at line 11 (was: rated)."""
    text = PGN.format(date="2025.03.01", extra="") + PGN.format(
        date="2025.03.01", extra=f'[Termination "{ending}"]\n')
    event = read_event_file(text.encode(), source="e.pgn")
    assert event.games["played"].tolist() == [True, False]
    assert event.games["white_score"].tolist() == [1.0, 1.0]
    assert [(w.code, w.rows, w.column, w.value) for w in event.warnings] == [
        ("pgn_termination_not_rated", (11,), "Termination", ending.lower())]


@pytest.mark.parametrize("ending", ["Normal", "Time forfeit", "Abandoned", "adjudication"])
def test_endings_over_the_board_are_rated(ending: str) -> None:
    """lichess's Normal, Time forfeit and Abandoned (a player left a game under way; lichess
    rates it), and adjudication: played and rated, unsaid."""
    event = read_event_file(PGN.format(date="2025.03.01", extra=f'[Termination "{ending}"]\n')
                            .encode(), source="e.pgn")
    assert event.games["played"].tolist() == [True]
    assert [w.code for w in event.warnings] == []


def test_a_termination_pgn_does_not_define_is_said() -> None:
    """[Termination "Resignation"]: rated as played, pgn_termination_unknown at line 1."""
    event = read_event_file(PGN.format(date="2025.03.01", extra='[Termination "Resignation"]\n')
                            .encode(), source="e.pgn")
    assert event.games["played"].tolist() == [True]
    assert [(w.code, w.rows, w.value) for w in event.warnings] == [
        ("pgn_termination_unknown", (1,), "resignation")]


# Group 9, messages that blame the wrong thing.
def test_two_csv_files_joined_name_the_repeated_header() -> None:
    """`cat a.csv b.csv`: row 3 is the second file's header. One problem naming it (was: four,
    blaming 'result' as a result and 'white_rating' as a rating)."""
    data = (CSV + "E,2025-03-01,Ann Berg,Bob Cole,1800,1700,1\n" + CSV
            + "E,2025-03-02,Bob Cole,Ann Berg,1700,1800,0\n")
    with pytest.raises(FileError) as caught:
        read_event_file(data.encode(), source="e.csv")
    assert [(p.line, p.message) for p in caught.value.problems] == [
        (3, "this row repeats the header: two files joined? Delete the row (or read the files "
            "one by one)")]


def test_a_repeated_header_in_the_users_own_words() -> None:
    """A German header (Weiß, Schwarz, Ergebnis) repeated on row 3: the same one problem."""
    header = "Weiß;Schwarz;Elo Weiß;Elo Schwarz;Ergebnis\n"
    data = header + "Ann Berg;Bob Cole;1800;1700;1\n" + header
    with pytest.raises(FileError) as caught:
        read_event_file(data.encode(), source="e.csv")
    assert [p.line for p in caught.value.problems] == [3]


def test_pgn_tags_in_lower_case_are_named() -> None:
    """[white "Ann Berg"] (tag names are case-sensitive): the tag in the wrong case at its
    line (was: 'the name is missing' on a line holding the name)."""
    text = PGN.format(date="2025.03.01", extra="").replace("[White ", "[white ")
    with pytest.raises(FileError) as caught:
        read_event_file(text.encode(), source="e.pgn")
    assert [(p.line, p.column, p.message) for p in caught.value.problems] == [
        (3, "white", "tag 'white' is written in another case: PGN tag names are "
                     "case-sensitive, so the game has no 'White' tag; write [White \"...\"]")]
