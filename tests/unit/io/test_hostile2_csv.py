"""Issue 17's second hostile corpus, CSV side (tests/data/hostile2: csv_*, players_*, cli_*,
url_*): each case gives the right figure, a named warning, or exit 2 with a named problem.

Bounded work without timing: every file is at most 200 KB (the largest, 5,000 rows, is read in
about 0.1 s here), and the readers' work grows with the size (no quadratic step on these).
The files are written by tests/data/hostile2/make_csv_cases.py.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from elo_core.cli import main as cli_main
from elo_core.errors import FileError, InputError
from elo_core.field.rate import rate_field
from elo_core.io import EventFile, read_event_file
from elo_core.models import System
from elo_core.scenarios.share_links import decode_tournament
from elo_core.scenarios.url_checks import WholeRange, link_problems

HERE = Path(__file__).resolve().parents[2] / "data" / "hostile2"
sys.path.insert(0, str(HERE))
import make_csv_cases  # noqa: E402

MINE = ("csv_", "players_", "cli_", "url_")
MAX_BYTES = 200 * 1024
PLAYERS_GAMES = "csv_games_for_players.csv"


def _data(name: str) -> bytes:
    return (HERE / name).read_bytes()


def _read(name: str, players: str | None = None) -> EventFile:
    if players is None:
        return read_event_file(_data(name), source=name)
    return read_event_file(_data(name), source=name, players=_data(players))


def _problems(name: str) -> list[str]:
    with pytest.raises(FileError) as caught:
        _read(name)
    return [str(problem) for problem in caught.value.problems]


def _where(event: EventFile) -> list[tuple[str, tuple[int, ...], str | None, str | None]]:
    return [(w.code, w.rows, w.column, w.value) for w in event.warnings]


REFUSED = [  # (file, its one problem); category in the name
    ("csv_decimal_comma_semicolon.csv", "row 2, column 'white_rating': '1,500' (read as 1.5) "
                                        "is not a rating: no rating system holds one below 100 "
                                        "or above 4000"),
    ("csv_thousands_tab.csv", "row 2, column 'white_rating': '1,500': ',' may separate "
                              "thousands or be a decimal mark, and nothing in the file says "
                              "which: write the number without a thousands separator"),
    ("csv_separator_both_ways.csv", "row 2, column 'white_rating': '1,500': ',' separates "
                                    "thousands here but is a decimal mark elsewhere in this "
                                    "column: write the number without a thousands separator"),
    ("csv_rating_50.csv", "row 2, column 'white_rating': '50' is not a rating: no rating "
                          "system holds one below 100 or above 4000"),
    ("csv_games_played_fraction.csv", "row 2, column 'white_games_played': '12,5' is not a "
                                      "white games played (a whole number from 0 to 100000)"),
    ("csv_date_two_digit_year.csv", "row 2, column 'date': '12.05.24' has a two-digit year, "
                                    "which is read neither way: write the year in full, year "
                                    "first (2024-05-12, 2024.05.12) or day first with a "
                                    "four-digit year (12.05.2024, 12/05/2024)"),
    ("csv_date_signed.csv", "row 2, column 'date': '-2024-05-01' is not a date (use "
                            "2024-03-01); a date with the year last is read day first "
                            "(01.03.2024)"),
    ("csv_date_month_first.csv", "row 2, column 'date': '03/15/2024' is not a date (use "
                                 "2024-03-01); a date with the year last is read day first "
                                 "(01.03.2024)"),
    ("csv_date_year_with_change.csv", "row 2, column 'date': '2024' gives only the year, and "
                                      "the rules change within it (on 2024-03-01: FIDE Rating "
                                      "Regulations 2024): give the full date"),
    ("csv_self_game_after_cleaning.csv", "row 2, column 'black': 'Anna Berg' is paired with "
                                         "themself"),
    ("csv_repeated_row_with_rounds.csv", "row 3, column 'round': Anna Berg v Carl Dahl is "
                                         "paired twice in round 1 (first on row 2)"),
    ("csv_cut_mid_row.csv", "row 3: expected 5 cells, found 3"),
    ("csv_cut_mid_quote.csv", "row 3: expected 5 cells, found 2"),
    ("csv_cut_inside_utf8.csv", "row 3: expected 5 cells, found 2"),
    ("csv_header_only.csv", "row 1: the file has a header but no rows"),
]


@pytest.mark.parametrize(("name", "problem"), REFUSED, ids=[n for n, _ in REFUSED])
def test_refused_with_its_problem(name: str, problem: str) -> None:
    assert _problems(name) == [problem]


WARNED = [  # (file, [(code, rows, column, value)]): read, with each warning named
    ("csv_utf8_one_cp1252_line.csv", [("mixed_encoding", (3,), None, None)]),
    ("csv_thousands_comma_quoted.csv", [("thousands_separator", (2,), "white_rating", "1,500")]),
    ("csv_thousands_dot_semicolon.csv", [("thousands_separator", (2,), "white_rating",
                                          "1.500"),
                                         # ('1800,5': issue 28, lists publish whole numbers)
                                         ("rating_not_whole", (3,), "black_rating", "1800.5")]),
    ("csv_rating_both_marks.csv", [("thousands_separator", (2,), "white_rating", "1.850,5"),
                                   ("rating_not_whole", (2,), "white_rating", "1850.5")]),
    ("csv_games_played_grouped.csv", [("thousands_separator", (2,), "white_games_played",
                                       "1,200")]),
    ("csv_date_month_only.csv", [("partial_date", (2,), "date", "2024-05")]),
    ("csv_date_year_no_change.csv", [("partial_date", (2,), "date", "2019")]),
    ("csv_names_differ_in_case.csv", [("similar_names", (2, 3), None, "anna berg")]),
    ("csv_names_differ_in_accents.csv", [("similar_names", (2, 3), None, "Jose Ruiz")]),
    ("csv_rating_differs.csv", [("rating_differs", (2, 4), None, "1850 / 1805")]),
    ("csv_rating_blank.csv", [("rating_blank", (3,), None, "1850")]),
    ("csv_repeated_row.csv", [("repeated_row", (2, 4), None,
                               "Anna Berg, Carl Dahl, 1850, 16… (35 characters)")]),
    ("csv_size_5000_rows_one_grouped.csv", [("thousands_separator", (4323,), "white_rating",
                                             "1,700")]),
    ("csv_analyse_with_warning.csv", [("thousands_separator", (9,), "white_rating", "1,570")]),
    ("csv_blank_rows.csv", [("blank_rows", (3, 6), None, None)]),  # (line 4 is empty: no row)
]


@pytest.mark.parametrize(("name", "expected"), WARNED, ids=[n for n, _ in WARNED])
def test_read_with_named_warnings(name: str, expected: list[tuple[object, ...]]) -> None:
    assert _where(_read(name)) == expected


CLEAN = [  # (file, players): read as the same people, nothing to say
    ("csv_nfd_and_nfc_names.csv", 3),
    ("csv_bom_inside.csv", 3),
    ("csv_zero_width_space.csv", 3),
    ("csv_soft_hyphen.csv", 3),
    ("csv_nbsp_and_spaces.csv", 3),
    ("csv_cp1252_whole.csv", 2),
    ("csv_utf16.csv", 2),  # Excel's "Unicode Text": read since issue 28 (was refused as binary)
    ("csv_size_long_invisible_name.csv", 3),
    ("csv_rating_differs_between_events.csv", 2),
    ("csv_date_day_first.csv", 2),
    (PLAYERS_GAMES, 3),
]


@pytest.mark.parametrize(("name", "players"), CLEAN, ids=[n for n, _ in CLEAN])
def test_one_person_one_name_and_no_warning(name: str, players: int) -> None:
    event = _read(name)
    assert event.n_players == players
    assert event.warnings == ()


def _field(name: str, system: System) -> dict[str, dict[str, object]]:
    players = rate_field(_read(name), system=system).players.set_index("player")
    return players[["rating", "games", "change"]].round(4).to_dict("index")


def test_a_quoted_thousands_separator_gives_the_right_figure() -> None:
    """'1,500' was rated as 1.5 (+40.0, K 40); now 1500 v 1600, won: 40 x (1 - 0.3599) = 25.60."""
    assert _field("csv_thousands_comma_quoted.csv", System.CLASSIC)["Anna Berg"] == {
        "rating": 1500.0, "games": 1, "change": 25.6026}


def test_a_semicolon_files_point_groups_thousands() -> None:
    """';' file: '1.500' is 1500 (25.60 as above) and '1800,5' is 1800.5."""
    figures = _field("csv_thousands_dot_semicolon.csv", System.CLASSIC)
    assert figures["Anna Berg"] == {"rating": 1500.0, "games": 1, "change": 25.6026}
    assert figures["Gus Holm"]["rating"] == 1800.5


def test_the_first_rating_of_an_event_is_read_and_the_typo_said() -> None:
    """Anna 1850 (row 2) and 1805 (row 4): 1850 is read for all four wins v 1600, 1700, 1750,
    1650: 40 x (4 - 2.9115) = +43.54."""
    assert _field("csv_rating_differs.csv", System.CLASSIC)["Anna Berg"] == {
        "rating": 1850.0, "games": 4, "change": 43.5394}
    (warning,) = _read("csv_rating_differs.csv").warnings
    assert warning.what == ("'Anna Berg' is rated 1850 on row 2 but 1805 on row 4 in event "
                            "'csv_rating_differs.csv': the first, 1850, is the rating read for "
                            "the event")


def test_nfd_and_zero_width_names_are_one_player() -> None:
    """José (NFC and NFD) and Anna (with a zero-width space) each play two games."""
    assert _field("csv_nfd_and_nfc_names.csv", System.CLASSIC)["Jos\u00e9 Ruiz"]["games"] == 2
    assert _field("csv_zero_width_space.csv", System.CLASSIC)["Anna Berg"]["games"] == 2


@pytest.mark.parametrize(("name", "date", "edition"), [
    ("csv_date_day_first.csv", "2024-05-12", "FIDE Rating Regulations 2024"),
    ("csv_date_month_only.csv", "2024-05-01", "FIDE Rating Regulations 2024"),
    ("csv_date_year_no_change.csv", "2019-01-01", "FIDE Rating Regulations 2017 (700 rule)"),
])
def test_a_date_picks_its_edition(name: str, date: str, edition: str) -> None:
    """12.05.2024 is 12 May (K 20: 1850 beats 1600, +3.8); '12.05.24' was 2012-05-24 (K 15)."""
    result = rate_field(_read(name), system=System.FIDE)
    (row,) = result.events.to_dict("records")
    assert (f"{row['date']:%Y-%m-%d}", row["edition"].split(" (in force")[0]) == (date, edition)
    anna = result.players.set_index("player").loc["Anna Berg"]
    assert (anna["k"], anna["change"]) == (20.0, 3.8)


def test_players_file_names_match_as_the_games_do() -> None:
    """'Jose\u0301 Ruiz' (NFD) in the players file gives the games' 'José Ruiz' K 40."""
    event = _read(PLAYERS_GAMES, "players_nfd_names.csv")
    assert event.players.loc["Jos\u00e9 Ruiz", "k"] == 40
    assert event.warnings == ()


def test_a_players_row_naming_nobody_is_listed() -> None:
    event = _read(PLAYERS_GAMES, "players_unmatched_row.csv")
    assert _where(event) == [("players_row_unmatched", (3,), "player (players file)",
                              "Ana Berg")]


def test_a_players_file_thousands_separator_is_said() -> None:
    event = _read(PLAYERS_GAMES, "players_thousands.csv")
    assert event.players.loc["Anna Berg", "rating"] == 1700
    assert _where(event) == [("thousands_separator", (2,), "rating (players file)", "1,700")]


def test_many_contradictions_are_listed_up_to_a_cap() -> None:
    """300 players whose rating differs: 200 named one by one, then one counted entry."""
    warnings = _read("csv_size_300_ratings_differ.csv").warnings
    assert len(warnings) == 201
    assert {w.code for w in warnings} == {"rating_differs"}
    assert warnings[0].rows == (2, 3)
    assert warnings[-1].what == "and 100 more players whose rating differs within an event"


CLI = [  # (args file, exit status, what stderr says)
    ("cli_game_thousands.args", 2, "argument rating: '1,500' is not a rating: ',' may separate "
                                   "thousands or mark decimals (write 1500, or 1500.5)"),
    ("cli_game_rating_50.args", 2, "argument rating: '50' is not a rating (a number from 100 "
                                   "to 4000: no rating system holds one outside that range)"),
    ("cli_game_k_thousands.args", 2, "argument --k: '1,500' is not a number: ',' may separate "
                                     "thousands or mark decimals"),
    ("cli_event_opponent_dot.args", 2, "--opponents item 1: '1.700' is not a rating: '.' may "
                                       "separate thousands or mark decimals"),
    ("cli_field_date_month.args", 2, "argument --date: '2024-05' gives only the month: give "
                                     "the full date as YYYY-MM-DD"),
    ("cli_field_date_signed.args", 2, "argument --date: '-2024-05-01' is not a date (use "
                                      "YYYY-MM-DD)"),
    ("cli_field_strict.args", 2, "row 2, column 'white_rating': ',' in this column was read as "
                                 "a thousands separator ('1,500' as 1500); the file writes "
                                 "decimals with '.' (warning 'thousands_separator', refused "
                                 "under --strict)"),
    ("cli_analyse_strict.args", 2, "(warning 'thousands_separator', refused under --strict)"),
    ("cli_analyse_json.args", 0, "warning: row 9, column 'white_rating': ',' in this column "
                                 "was read as a thousands separator ('1,570' as 1570)"),
]


def _args(name: str) -> list[str]:
    return [arg.replace("FILE", str(HERE)) for arg in _data(name).decode().splitlines()]


@pytest.mark.parametrize(("name", "status", "said"), CLI, ids=[n for n, _, _ in CLI])
def test_command_line(name: str, status: int, said: str,
                      capsys: pytest.CaptureFixture[str]) -> None:
    try:
        code = cli_main(_args(name))
    except SystemExit as exit_:  # argparse refuses a bad argument with exit 2
        code = int(str(exit_.code))
    assert code == status
    assert said in capsys.readouterr().err


def test_analyse_json_carries_the_warnings(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli_main(_args("cli_analyse_json.args")) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 60
    assert out["warnings"] == [{
        "code": "thousands_separator", "value": "1,570",
        "what": "',' in this column was read as a thousands separator ('1,570' as 1570); the "
                "file writes decimals with '.'",
        "where": {"rows": [9], "column": "white_rating"}}]


def _query(name: str) -> dict[str, str]:
    return dict(part.split("=", 1) for part in _data(name).decode().split("&"))


@pytest.mark.parametrize(("name", "message"), [
    ("url_calc_own_thousands.query", "The link's 'calc_own' was ignored: expected a whole "
                                     "number from 100 to 4000, got '1,500'."),
    ("url_calc_own_50.query", "The link's 'calc_own' was ignored: expected a whole number "
                              "from 100 to 4000, got '50'."),
])
def test_calculator_links_refuse_what_no_system_holds(name: str, message: str) -> None:
    """The Calculator's rating inputs take 100 to 4000 (pages/calculator.py's RATING_RANGE)."""
    found = link_problems(_query(name), {"calc_own": WholeRange(low=100, high=4000)})
    assert found == {"calc_own": message}


@pytest.mark.parametrize(("name", "message"), [
    ("url_tournament_rating_thousands.query", "parameter 'r': expected your rating (a number "
                                              "from 100 to 4000, no thousands separator) or "
                                              "'unrated', got '1,500'"),
    ("url_tournament_round_rating_50.query", "parameter 'rounds', round 1: expected an "
                                             "opponent's rating (a number from 100 to 4000, no "
                                             "thousands separator), got '50'"),
])
def test_tournament_links_refuse_what_no_system_holds(name: str, message: str) -> None:
    with pytest.raises(InputError) as caught:
        decode_tournament(_query(name))
    assert str(caught.value) == message


def test_every_case_is_asserted_and_bounded() -> None:
    """Each csv_/players_/cli_/url_ file is in a table above (or a test by name), and at most
    200 KB: bounded work for the readers, with no timing in the test."""
    files = {p.name for p in HERE.iterdir() if p.name.startswith(MINE)}
    named = {n for n, _ in REFUSED} | {n for n, _ in WARNED} | {n for n, _ in CLEAN} | \
        {n for n, _, _ in CLI} | {"players_nfd_names.csv", "players_unmatched_row.csv",
                                  "players_thousands.csv", "csv_size_300_ratings_differ.csv",
                                  "url_calc_own_thousands.query", "url_calc_own_50.query",
                                  "url_tournament_rating_thousands.query",
                                  "url_tournament_round_rating_50.query"}
    assert files == named
    assert len(files) >= 35
    assert max((HERE / name).stat().st_size for name in files) <= MAX_BYTES


def test_the_files_are_what_the_generator_writes() -> None:
    for name, data in make_csv_cases.cases().items():
        assert _data(name) == data, name
