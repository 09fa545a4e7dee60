"""Bad input, specific cases: each problem says what, where and what was expected."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from elo_core.cli import main as cli_main
from elo_core.errors import FileError
from elo_core.io import read_event_file, read_players_csv

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "tests" / "data" / "hostile"))
import make_corpus  # noqa: E402


def _problems(data: bytes, source: str = "f") -> list[str]:
    with pytest.raises(FileError) as caught:
        read_event_file(data, source=source)
    return [str(problem) for problem in caught.value.problems]


def _case(name: str) -> bytes:
    return next(case for case in make_corpus.cases() if case.name == name).data


@pytest.mark.parametrize(("system", "expected"), [
    ("fide", "row 2, column 'date': event 'Old Open' (1990-01-01, from the file): no rule "
             "edition is known for 1990-01-01: the engine covers 2000-01-01 to 2099-12-31"),
    ("uscf", "row 2, column 'date': event 'Old Open' (1990-01-01, from the file): no rule "
             "edition is known for 1990-01-01: the engine covers 2000-01-01 to 2099-12-31"),
])
def test_an_event_dated_outside_the_rules_is_named_with_its_row(
        system: str, expected: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 12 item 12: the event, its date, where the date came from and its first row."""
    path = tmp_path / "old.csv"
    path.write_text("white,black,white_rating,black_rating,result,date,event\n"
                    "A,B,1800,1700,1,1990-01-01,Old Open\n")
    assert cli_main(["field", str(path), "--system", system]) == 2
    assert capsys.readouterr().err.splitlines()[1] == f"  - {expected}"


def test_dates_outside_1900_2099_are_problems_not_wrapped_round() -> None:
    """Issue 12 item 3: 1600-01-01 once became 2184-07-20 (nanosecond overflow)."""
    assert _problems(_case("date_1600.csv")) == [
        "row 2, column 'date': '1600-01-01' is outside the dates read (1900-01-01 to "
        "2099-12-31)"]
    assert _problems(_case("date_2300.csv")) == [
        "row 2, column 'date': '2300-01-01' is outside the dates read (1900-01-01 to "
        "2099-12-31)"]


@pytest.mark.parametrize(("name", "expected"), [
    ("trf_result_x.trf", "line 3, column 'round 1': 'X' at column 99 is not a TRF result code "
                         "(1 = 0 + - W D L H F U Z)"),
    ("trf_cut_line.trf", "line 4, column 'round 1': opponent 1 but no result: column 99 is "
                         "blank (the line may be cut short)"),
    ("trf_both_win.trf", "line 3, column 'round 1': round 1: Alpha Ann's line gives '1' and "
                         "Beta Bob's line (line 4) gives '1' for the same game: the two results "
                         "must agree (1 and 0, = and =, + and -)"),
    ("trf_rating_9999.trf", "line 3, column 'rating': '9999' is not a rating (between 1 and "
                            "4000, or 0 for unrated; columns 49-52)"),
    ("trf_colour_7.trf", "line 5, column 'round 1': '7' at column 97 is not a colour "
                         "(w, b or -)"),
])
def test_trf_lines_that_were_silently_misread(name: str, expected: str) -> None:
    """Issue 12 item 3 and issue 11 item 10: one problem each, with line and column, first."""
    assert _problems(_case(name)) == [expected]


def test_an_unbalanced_quote_is_reported_where_it_opened() -> None:
    """Issue 12 item 12: the quote opens on line 2 and swallows lines 3-4."""
    assert _problems(_case("unbalanced_quote.csv")) == [
        "row 2: expected 5 cells, found 1: a quote opened on this line is not closed before "
        "line 4"]


@pytest.mark.parametrize("text", ["1_800", "١٨٠٠"])
def test_one_number_parser_for_the_cli_and_files(text: str,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 12 item 12: `event` refuses what the CSV reader refuses, naming the item."""
    assert cli_main(["event", "--rating", "1800", "--opponents", f"1700,{text}",
                     "--results", "1,0"]) == 2
    assert capsys.readouterr().err == (
        f"elo-core: error: --opponents item 2: '{text}' is not a rating (a number from 100 to "
        "4000: no rating system holds one outside that range); or 'unrated', 'bye' or "
        "'forfeit'\n")
    assert _problems(_csv_with_rating(text)) == [
        f"row 2, column 'white_rating': '{text}' is not a rating (a number, or blank, 0, '-', "
        "'unr' or 'NR' for unrated)"]


def _csv_with_rating(text: str) -> bytes:
    return f"white,black,white_rating,black_rating,result\nA,B,{text},1700,1\n".encode()


def test_headers_in_four_languages_map_to_the_games_columns() -> None:
    """Issue 11 item 9: German, French, Spanish and Dutch headers read as the games shape."""
    for head in ("Weiß,Schwarz,Elo Weiß,Elo Schwarz,Ergebnis,Runde,Datum,Turnier",
                 "Weiss,Schwarz,Weiss Elo,Schwarz Elo,Ergebnis,Runde,Datum,Turnier",
                 "Blanc,Noir,Elo Blanc,Elo Noir,Résultat,Ronde,Date,Tournoi",
                 "Blancas,Negras,Elo Blancas,Elo Negras,Resultado,Ronda,Fecha,Torneo",
                 "Wit,Zwart,Elo Wit,Elo Zwart,Uitslag,Ronde,Datum,Toernooi"):
        event = read_event_file(f"{head}\nA,B,1800,1700,1,1,2024-05-01,Open\n".encode(),
                                source="f.csv")
        row = event.games.iloc[0]
        assert (row["white"], row["black"], row["white_rating"], row["black_rating"],
                row["white_score"], row["round"], row["event"]) == \
            ("A", "B", 1800.0, 1700.0, 1.0, "1", "Open"), head


def test_a_trf_full_of_bad_lines_stops_after_5000_problems() -> None:
    """Bounded work: the first 5,000 problems, then where reading stopped."""
    with pytest.raises(FileError) as caught:
        read_event_file(_case("trf_many_bad_lines.trf"), source="bad.trf")
    assert caught.value.total == 5001
    assert len(caught.value.problems) == 200


@pytest.mark.parametrize(("cell", "shown"), [
    ("9" * 5001, "9" * 30 + "… (5,001 characters)"), ("99999999999", "99999999999"),
    ("١٨٠+٢", "١٨٠+٢")])
def test_a_time_control_of_endless_or_foreign_digits_is_a_problem(cell: str, shown: str) -> None:
    """More than a week for 60 moves (or digits of another script) is no time control."""
    data = f"white,black,white_rating,black_rating,result,time_control\nA,B,1800,1700,1,{cell}\n"
    assert _problems(data.encode()) == [
        f"row 2, column 'time_control': '{shown}' is not a time control (use standard, rapid or "
        "blitz, or PGN's form in seconds such as 5400+30 or 180+2)"]


def test_the_players_reader_checks_the_header_before_the_body() -> None:
    """5 million lines of 'x': one header problem (the body is never read)."""
    with pytest.raises(FileError) as caught:
        read_players_csv(_case("many_lines_no_commas.csv"), source="players file")
    assert [str(p) for p in caught.value.problems] == [
        "row 1, column 'player': the header has no 'player' column (a players file needs "
        "player, rating; found x)",
        "row 1, column 'rating': the header has no 'rating' column (a players file needs "
        "player, rating; found x)"]


@pytest.mark.parametrize(("args", "expected"), [
    (["--rating", "5000"], "elo-core: error: --rating: '5000' is not a rating (a number from "
                           "100 to 4000: no rating system holds one outside that range); or "
                           "'unrated'"),
    (["--rating", "1_800"], "elo-core: error: --rating: '1_800' is not a rating (a number from "
                            "100 to 4000: no rating system holds one outside that range); or "
                            "'unrated'"),
    (["--rating", "1,800"], "elo-core: error: --rating: '1,800' is not a rating: ',' may "
                            "separate thousands or mark decimals (write 1500, or 1500.5); or "
                            "'unrated'"),
    (["--rating", "1800", "--birth-year", "9" * 20, "--system", "fide"],
     f"elo-core: error: birth year must be between 1880 and 2100, got {'9' * 20}"),
])
def test_event_arguments_say_which_is_wrong(args: list[str], expected: str,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 12 item 12: the argument is named; whole numbers keep every digit."""
    assert cli_main(["event", *args, "--opponents", "1700", "--results", "1"]) == 2
    assert capsys.readouterr().err.strip() == expected


def test_a_missing_column_lists_the_header_as_written() -> None:
    """Issue 11 item 9: 'Weiß' and 'Ergebnis' found, as the user wrote them."""
    assert _problems("Weiß,Schwarz,Ergebnis\nA,B,1\n".encode()) == [
        "row 1, column 'white_rating': the header has no 'white_rating' column (a games file "
        "needs white, black, white_rating, black_rating, result; found Weiß, Schwarz, "
        "Ergebnis)",
        "row 1, column 'black_rating': the header has no 'black_rating' column (a games file "
        "needs white, black, white_rating, black_rating, result; found Weiß, Schwarz, "
        "Ergebnis)"]


def test_an_unknown_result_code_in_shifted_columns_is_not_dropped() -> None:
    """Issue 12 item 3 (sibling): rounds shifted off their columns are read loosely; a code
    the loose reading cannot take is reported, not skipped with its round."""
    shifted = make_corpus.trf_line(1, "Alpha Ann", "2000", []) + "     2 w X"
    other = make_corpus.trf_line(2, "Beta Bob", "1900", [make_corpus.block(1, "b", "0")])
    assert _problems(make_corpus.trf([shifted, other])) == [
        "line 3, column 'rounds': the rounds cannot be read (expected 'opponent colour result' "
        "every 10 columns from column 92): 'X' is left over"]
