"""Second hostile corpus, PGN, TRF and format detection: each file's exact outcome (the figure
read, a named warning, or a named problem), through the reader and the CLI."""

from __future__ import annotations

import json
from pathlib import Path

import pandas as pd
import pytest

from elo_core.cli import main as cli_main
from elo_core.errors import FileError, FileWarning
from elo_core.io import EventFile, read_event_file

CORPUS = Path(__file__).resolve().parents[2] / "data" / "hostile2"


def _data(name: str) -> bytes:
    return (CORPUS / name).read_bytes()


def _read(name: str) -> EventFile:
    return read_event_file(_data(name), source=name)


def _refusal(name: str) -> FileError:
    with pytest.raises(FileError) as caught:
        _read(name)
    return caught.value


def _warning(event: EventFile, code: str) -> FileWarning:
    found = [w for w in event.warnings if w.code == code]
    assert len(found) == 1, [w.code for w in event.warnings]
    return found[0]


def _field_json(name: str, capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, object]:
    status = cli_main(["field", str(CORPUS / name), "--json", *args])
    out = capsys.readouterr().out
    assert status == 0
    parsed: dict[str, object] = json.loads(out)
    return parsed


def test_the_corpus_has_at_least_25_pgn_trf_and_detect_files() -> None:
    """Every pgn_*, trf_* and detect_* file of hostile2 is named below (so each has its test)."""
    names = {p.name for p in CORPUS.iterdir() if p.name.startswith(("pgn_", "trf_", "detect_"))}
    assert len(names) >= 25
    assert names == set(EXPECTED_NAMES)


# -- group 6: bounded work in format detection --------------------------------------------------

def test_a_64k_file_of_blank_lines_is_refused_as_no_format() -> None:
    """One text line, then 64 KB of newlines: refused as no known format (was 5 s in the regex)."""
    error = _refusal("detect_blank_lines_64k.txt")
    assert [p.message for p in error.problems] == [
        "the file is not a CSV (with a header row), a spreadsheet (.xlsx, .ods), a FIDE TRF or "
        "a PGN file"]


def test_spaces_and_tabs_lines_are_refused_as_no_format() -> None:
    error = _refusal("detect_spaces_lines_64k.txt")
    assert ("not a CSV (with a header row), a spreadsheet (.xlsx, .ods), a FIDE TRF or a PGN "
            "file") in error.problems[0].message


def test_tags_after_30000_blank_crlf_lines_are_read_as_pgn() -> None:
    """The game after the blank lines is found, on its own line."""
    event = _read("detect_blank_crlf_then_tags.pgn")
    assert event.format == "pgn"
    assert event.games["source_line"].tolist() == [30001]
    assert event.games["white_rating"].tolist() == [1800.0]


# -- group 1: numbers as spreadsheets write them ----------------------------------------------

@pytest.mark.parametrize("name", ["pgn_elo_thousands_comma.pgn", "pgn_elo_thousands_point.pgn"])
def test_an_elo_with_a_thousands_separator_is_read_as_a_whole_rating(
        name: str, capsys: pytest.CaptureFixture[str]) -> None:
    """'1,850' and '1.850' were rated as 1.85 with K 20; now 1850 (1850 v 1850, a win, classic
    K 40: +20 = 1870), with warning thousands_separator on line 1."""
    event = _read(name)
    assert event.games["white_rating"].tolist() == [1850.0]
    assert _warning(event, "thousands_separator").where() == {"rows": [1], "column": "WhiteElo"}
    out = _field_json(name, capsys, "--system", "classic")
    players = {p["name"]: p for p in out["players"]}  # type: ignore[attr-defined]
    assert (players["Ann"]["rating"], players["Ann"]["new_rating"]) == (1850.0, 1870.0)
    assert [w["code"] for w in out["warnings"]].count("thousands_separator") == 1  # type: ignore[attr-defined]


@pytest.mark.parametrize(("name", "value"), [("pgn_elo_decimal_below_lowest.pgn", "1.85"),
                                             ("pgn_elo_two_digits.pgn", "85")])
def test_an_elo_below_the_lowest_rating_is_refused(name: str, value: str) -> None:
    error = _refusal(name)
    assert [(p.line, p.column, p.value) for p in error.problems] == [(1, "WhiteElo", value)]
    assert "no rating system holds one below 100 or above 4000" in error.problems[0].message


def test_thousands_and_decimals_together_are_no_rating() -> None:
    """'1,850.5' is refused as written (read one way of two is not guessed)."""
    error = _refusal("pgn_elo_thousands_and_decimals.pgn")
    assert [(p.line, p.value) for p in error.problems] == [(1, "1,850.5")]


# -- group 5 in TRF: nothing dropped silently --------------------------------------------------

def test_a_player_line_pushed_off_column_1_is_a_problem() -> None:
    """' 001 ...' was skipped without a word (Di and her games lost)."""
    error = _refusal("trf_player_line_indented.trf")
    assert [(p.line, p.column) for p in error.problems] == [(10, "001")]


def test_a_line_with_no_trf_code_is_a_warning_naming_it() -> None:
    event = _read("trf_stray_text_line.trf")
    assert _warning(event, "trf_line_ignored").rows == (7,)
    assert len(event.games) == 4


def test_a_header_date_given_twice_is_a_warning_and_the_first_is_used() -> None:
    event = _read("trf_header_repeated.trf")
    warning = _warning(event, "trf_header_repeated")
    assert (warning.rows, warning.column, warning.value) == ((4,), "052", "2023/06/30")
    assert event.games["date"].iloc[0] == pd.Timestamp("2023-05-02")


def test_two_player_lines_with_one_name_are_refused() -> None:
    """They were merged into one player, rated from both lines' games."""
    error = _refusal("trf_same_name_twice.trf")
    assert [(p.line, p.value) for p in error.problems] == [(8, "Ann")]


# -- group 2: dates given in part, or not at all ---------------------------------------------

def test_a_year_with_a_rules_change_is_a_problem_asking_for_the_date() -> None:
    """'2024.??.??' was rated under today's date; FIDE's 2024 rules start on 1 March 2024, so
    the year cannot pick the edition: a problem on each game's line."""
    error = _refusal("pgn_date_year_only_boundary.pgn")
    assert [(p.line, p.column, p.value) for p in error.problems] == [
        (1, "Date", "2024.??.??"), (13, "Date", "2024.??.??")]
    assert "write the full date (or give the date for events without one: on the page, in" in \
        error.problems[0].message


def test_the_date_given_settles_a_year_with_a_rules_change(
        capsys: pytest.CaptureFixture[str]) -> None:
    out = _field_json("pgn_date_year_only_boundary.pgn", capsys, "--date", "2024-06-01")
    assert out["events"][0]["date"] == "2024-06-01"  # type: ignore[index]
    assert [w["code"] for w in out["warnings"]] == [  # type: ignore[attr-defined]
        "partial_date", "junior_rule_not_applied"]  # (a PGN gives no birth years)


def test_a_year_without_a_rules_change_dates_the_event_its_last_day(
        capsys: pytest.CaptureFixture[str]) -> None:
    """'2019.??.??': the 2017 FIDE rules hold all year; dated 2019-12-31 (period 2020-01), said.
    Ann 1800 beats Bo 1700: FIDE table 0.64 for a 100-point gap, K 20: +7.2."""
    event = _read("pgn_date_year_only_quiet_year.pgn")
    assert _warning(event, "partial_date").rows == (1, 13)
    out = _field_json("pgn_date_year_only_quiet_year.pgn", capsys)
    assert out["events"][0]["date"] == "2019-12-31"  # type: ignore[index]
    assert out["events"][0]["period"] == "2020-01"  # type: ignore[index]
    changes = {p["name"]: p["change"] for p in out["players"]}  # type: ignore[attr-defined]
    assert changes == {"Ann": 7.2, "Bo": -7.2, "Cy": -12.8, "Di": 12.8}


def test_a_month_without_a_rules_change_is_dated_its_last_day() -> None:
    event = _read("pgn_date_month_only.pgn")
    assert event.games["date"].dt.strftime("%Y-%m-%d").tolist() == ["2024-05-31"] * 2
    assert _warning(event, "partial_date").value == "2024.05.??"


def test_a_partial_date_in_a_rules_change_year_takes_the_event_s_other_dates() -> None:
    event = _read("pgn_date_boundary_year_event_dated.pgn")
    assert "dated by its event's other games" in _warning(event, "partial_date").what
    assert event.games["date"].max() == pd.Timestamp("2024-06-01")


def test_an_unknown_date_takes_the_event_s_other_games_with_a_warning() -> None:
    event = _read("pgn_date_unknown_other_games_dated.pgn")
    warning = _warning(event, "date_unknown")
    assert warning.rows == (1,)
    assert warning.what.endswith("each is dated by its event's other games")


def test_an_unknown_date_takes_the_event_date_tag_without_a_warning() -> None:
    event = _read("pgn_date_unknown_eventdate.pgn")
    assert event.warnings == ()
    assert event.games["date"].dt.strftime("%Y-%m-%d").tolist() == ["2023-04-30"] * 2


def test_an_event_with_no_date_at_all_is_dated_today_with_a_warning() -> None:
    """'????.??.??' and no Date tag: the events table says 'today: the file gives no date' (as
    before) and the warning now says it too."""
    warning = _warning(_read("pgn_date_unknown_alone.pgn"), "date_unknown")
    assert warning.rows == (1, 13)
    assert "1 event with no dated game (Club Open) is dated today" in warning.what


# -- groups 4 and 5: what a PGN says twice, and what it hides ----------------------------------

def test_result_tag_against_the_moves_is_a_warning_naming_the_line() -> None:
    """Game 2 says Result "1-0" and its moves end 0-1: rated from the tag, said with line 13."""
    event = _read("pgn_result_tag_vs_moves.pgn")
    warning = _warning(event, "result_differs")
    assert (warning.rows, warning.column, warning.value) == ((13,), "Result", "1-0 / 0-1")
    assert event.games["white_score"].tolist() == [1.0, 1.0]


def test_moves_ending_unfinished_against_a_drawn_tag_is_a_warning() -> None:
    warning = _warning(_read("pgn_moves_end_star_tag_draw.pgn"), "result_differs")
    assert (warning.rows, warning.value) == ((1,), "1/2-1/2 / *")


def test_a_comment_never_closed_that_swallows_games_is_refused_with_its_line() -> None:
    """Was: 1 of 3 games rated, exit 0, nothing skipped. Now a problem on the comment's line
    naming the line of the tags it swallows."""
    error = _refusal("pgn_unclosed_comment_swallows.pgn")
    assert [(p.line, p.column) for p in error.problems] == [(11, "movetext")]
    assert "still open at line 14, where a game's tags start" in error.problems[0].message


def test_a_comment_running_to_the_end_of_the_file_is_a_warning() -> None:
    event = _read("pgn_unclosed_comment_at_end.pgn")
    assert len(event.games) == 2
    warning = _warning(event, "comment_unclosed")
    assert warning.rows == (23,)


@pytest.mark.parametrize("name", ["pgn_brace_in_tag_value.pgn", "pgn_semicolon_hides_brace.pgn"])
def test_a_brace_in_a_tag_value_or_a_line_comment_opens_nothing(name: str) -> None:
    """Both games read, no warning: '{' inside a tag or after ';' is no comment."""
    event = _read(name)
    assert event.games["white"].tolist() == ["Ann", "Cy"]
    assert event.warnings == ()


# -- group 4 in TRF: totals and counts said twice ----------------------------------------------

def test_a_points_column_that_is_not_the_results_sum_is_a_warning_with_both_values() -> None:
    """Ann's column says 9.0, her results (1, 0) make 1: warning on line 7, results used."""
    event = _read("trf_points_column_differs.trf")
    warning = _warning(event, "trf_points_differ")
    assert (warning.rows, warning.players, warning.value) == ((7,), ("Ann",), "9 / 1")
    assert "Ann (line 7) 9 in the column, 1 from the results" in warning.what
    assert _warning(event, "trf_rank_order").rows == (7, 8)  # rank 1 (1.5) above rank 2 (9.0)


@pytest.mark.parametrize(("name", "code", "line", "value"), [
    ("trf_062_count_differs.trf", "trf_062_differs", 4, "10"),
    ("trf_072_count_differs.trf", "trf_072_differs", 5, "2"),
])
def test_a_header_count_that_disagrees_with_the_player_lines_is_a_warning(
        name: str, code: str, line: int, value: str) -> None:
    event = _read(name)
    assert [w.code for w in event.warnings] == [code]
    assert (event.warnings[0].rows, event.warnings[0].value) == ((line,), value)


def test_ranks_that_put_fewer_points_above_more_are_a_warning() -> None:
    """Di (0.5, rank 1) above Ann (1.0, rank 2), and Cy (1.0, rank 3) above Bo (1.5, rank 4)."""
    warning = _warning(_read("trf_rank_order_contradicts_points.trf"), "trf_rank_order")
    assert warning.rows == (7, 8, 9, 10)
    assert "put Di (rank 1, 0.5 points) above Ann (rank 2, 1 points), and 1 more such pair" \
        in warning.what


def test_a_trf_rating_below_the_lowest_is_refused() -> None:
    error = _refusal("trf_rating_below_lowest.trf")
    assert [(p.line, p.column, p.value) for p in error.problems] == [(9, "rating", "50")]


def test_a_decimal_comma_points_column_agrees_and_the_figures_are_classic_elo(
        capsys: pytest.CaptureFixture[str]) -> None:
    """'1,5' is 1.5, as the results: no warning. Bo 1750 draws Di 1650 (E 0.64006) and beats
    Ann 1800 (E 0.42854): K 40 x (1.5 - 1.06860) = +17.26; Ann -8.46."""
    event = _read("trf_points_decimal_comma.trf")
    assert event.warnings == ()
    assert event.trf_points["Bo"] == 1.5
    out = _field_json("trf_points_decimal_comma.trf", capsys, "--system", "classic")
    changes = {p["name"]: p["change"] for p in out["players"]}  # type: ignore[attr-defined]
    assert changes == {"Ann": -8.46, "Bo": 17.26, "Cy": 2.74, "Di": -11.54}


EXPECTED_NAMES = (
    "detect_blank_lines_64k.txt", "detect_spaces_lines_64k.txt",
    "detect_blank_crlf_then_tags.pgn",
    "pgn_result_tag_vs_moves.pgn", "pgn_moves_end_star_tag_draw.pgn",
    "pgn_unclosed_comment_swallows.pgn", "pgn_unclosed_comment_at_end.pgn",
    "pgn_brace_in_tag_value.pgn", "pgn_semicolon_hides_brace.pgn",
    "pgn_elo_thousands_comma.pgn", "pgn_elo_thousands_point.pgn",
    "pgn_elo_decimal_below_lowest.pgn", "pgn_elo_two_digits.pgn",
    "pgn_elo_thousands_and_decimals.pgn",
    "trf_points_column_differs.trf", "trf_062_count_differs.trf", "trf_072_count_differs.trf",
    "trf_rank_order_contradicts_points.trf", "trf_rating_below_lowest.trf",
    "trf_points_decimal_comma.trf",
    "pgn_date_year_only_boundary.pgn", "pgn_date_year_only_quiet_year.pgn",
    "pgn_date_month_only.pgn", "pgn_date_unknown_other_games_dated.pgn",
    "pgn_date_unknown_eventdate.pgn", "pgn_date_unknown_alone.pgn",
    "pgn_date_boundary_year_event_dated.pgn",
    "trf_player_line_indented.trf", "trf_stray_text_line.trf", "trf_header_repeated.trf",
    "trf_same_name_twice.trf",
)
