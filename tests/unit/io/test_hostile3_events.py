"""Third hostile corpus, events (dates, results, game kinds, event checks): each file's exact
outcome (the figure read, a named warning, or a named problem with where), through the reader,
the rating and the CLI."""

from __future__ import annotations

import json
from pathlib import Path

import pandas as pd
import pytest

from elo_core.cli import main as cli_main
from elo_core.errors import FileError, FileWarning
from elo_core.field.rate import FieldResult, rate_field
from elo_core.io import EventFile, read_event_file

CORPUS = Path(__file__).resolve().parents[2] / "data" / "hostile3" / "events"


def _read(name: str) -> EventFile:
    return read_event_file((CORPUS / name).read_bytes(), source=name)


def _rated(name: str) -> FieldResult:
    return rate_field(_read(name))


def _problems(name: str) -> list[tuple[int | None, str | None, str]]:
    with pytest.raises(FileError) as caught:
        _read(name)
    return [(p.line, p.column, p.message) for p in caught.value.problems]


def _warning(event: EventFile | FieldResult, code: str) -> FileWarning:
    found = [w for w in event.warnings if w.code == code]
    assert len(found) == 1, [w.code for w in event.warnings]
    return found[0]


def _json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, object]:
    status = cli_main([*args, "--json"])
    out = capsys.readouterr().out
    assert status == 0
    parsed: dict[str, object] = json.loads(out)
    return parsed


# -- TRF dates -------------------------------------------------------------------------------

def test_round_dates_written_day_first_are_read_as_042_says() -> None:
    """132 '01/03/25 02/03/25' beside 042 2025/03/01: read 2025-03-01 and 2025-03-02 (as
    2001-03-25 and 2002-03-25 they came after the end and the event was rated in 2002 under
    the 350-point rule); said with trf_date_day_first on line 4."""
    result = _rated("trf_round_dates_day_first.trf")
    assert result.events[["date", "period"]].astype(str).values.tolist() == [
        ["2025-03-02", "2025-04"]]
    warning = _warning(result, "trf_date_day_first")
    assert (warning.rows, warning.column, warning.value) == ((4,), "132", "01/03/25")


def test_round_dates_day_first_without_an_end_date_date_the_event() -> None:
    """No 052: the last round date dates the event, 2025-03-02 (it was 2002-03-25)."""
    result = _rated("trf_round_dates_day_first_no_end.trf")
    assert result.events["period"].tolist() == ["2025-04"]
    assert "FIDE Rating Regulations 2024" in result.events["edition"].iloc[0]
    assert _warning(result, "trf_date_day_first").rows == (3,)


@pytest.mark.parametrize(("name", "expected"), [
    ("trf_round_date_before_start.trf",
     [(4, "132", "round 1's date 2025-02-20 is before the start date 2025-03-01 (042)")]),
    ("trf_round_dates_out_of_order.trf",
     [(4, "132", "round 2's date 2025-03-02 is before round 1's, 2025-03-08")]),
    ("trf_end_in_the_old_year.trf",
     [(3, "052", "the end date 2024-01-03 is before the start date 2024-12-28 (042): over "
                 "New Year the end is in 2025")]),
    ("trf_start_two_digit_year_alone.trf",
     [(2, "042", "'01/03/25' has a two-digit year: it reads as 2001-03-25 (YY/MM/DD, TRF's "
                 "form) or 2025-03-01 (day first), and the other dates do not tell which: "
                 "write the year in full (2025/03/01)")]),
])
def test_dates_that_do_not_fit_together_are_refused_with_where(
        name: str, expected: list[tuple[int, str, str]]) -> None:
    """A round date before the start or out of order, an end in the old year over New Year
    (rated as a January event before), a lone two-digit-year date: refused, line and code."""
    assert _problems(name) == expected


def test_a_birth_date_written_ddmmyyyy_is_not_read_as_a_year() -> None:
    """'20011990' (20 Jan 1990) was read as born 2001: a junior K 40 in 2019, +12 -> 1812.
    Now no birth year (trf_birth_date_unread): K 20, 1.5 of 2 against 1700 (D 100: 0.64) and
    1750 (D 50: 0.57): 20 x (1.5 - 1.21) = +5.8 -> 1806."""
    result = _rated("trf_birth_date_day_first_8_digits.trf")
    ann = result.rows.set_index("player").loc["Ann"]
    assert (ann["k"], ann["new_rating"]) == (20.0, 1806.0)
    assert _warning(result, "trf_birth_date_unread").value == "20011990"


def test_a_birth_year_after_the_games_date_is_refused(capsys: pytest.CaptureFixture[str]
                                                      ) -> None:
    """`game --birth-year 2030` for a 2025 game gave a junior K 40: exit 2 and the reason."""
    status = cli_main(["game", "1500", "1600", "--system", "fide", "--date", "2025-05-01",
                       "--birth-year", "2030"])
    assert status == 2
    assert "birth year 2030 is after the game's date (2025-05-01)" in capsys.readouterr().err


# -- what counts as a rated game ---------------------------------------------------------------

@pytest.mark.parametrize("name", ["pgn_twic_forfeit_result_alone.pgn",
                                  "pgn_chessbase_forfeit_comment.pgn"])
def test_a_pgn_game_with_a_result_and_no_move_is_a_forfeit(name: str) -> None:
    """Ann (2000, K 20) beats Bob (2000) over the board (+10) and wins against Cid by forfeit
    (movetext '0-1' alone, or a comment then '0-1'): +10 and 2 points, not +20 (the forfeit
    was rated as a game played)."""
    result = _rated(name)
    ann = result.rows.set_index("player").loc["Adams, Ann"]
    assert (ann["games"], ann["points"], ann["change_rounded"], ann["new_rating"]) == (
        1, 2.0, 10.0, 2010.0)
    assert _warning(result, "pgn_forfeit_no_moves").rows == (13,)


def test_a_results_only_pgn_is_read_as_played_and_said() -> None:
    """No game of the event has moves (a results-only export): both games rated, Ann +20."""
    result = _rated("pgn_results_only_export.pgn")
    ann = result.rows.set_index("player").loc["Adams, Ann"]
    assert (ann["games"], ann["change_rounded"]) == (2, 20.0)
    assert _warning(result, "pgn_results_only").value == "Spring Open"


@pytest.mark.parametrize(("name", "column", "value"), [
    ("pgn_variant_chess960.pgn", "Variant", "Chess960"),
    ("pgn_variant_crazyhouse.pgn", "Variant", "Crazyhouse"),
    ("pgn_setup_rook_odds.pgn", "FEN", "a set-up start position (FEN)"),
])
def test_variants_and_odds_games_are_left_out_with_a_named_warning(
        name: str, column: str, value: str) -> None:
    """Game 1 (line 1) is not standard chess from the usual start: left out, said, and only
    round 2's standard game is rated (Bob 2000 beats Ann 2000: +10, one game each)."""
    event = _read(name)
    warning = _warning(event, "game_kind_not_rated")
    assert (warning.rows, warning.column, warning.value) == ((1,), column, value)
    assert len(event.games) == 1
    assert [p.line for p in event.skipped] == [1]
    bob = rate_field(event).rows.set_index("player").loc["Brown, Bob"]
    assert (bob["games"], bob["change_rounded"]) == (1, 10.0)


def test_setup_with_the_usual_start_position_is_chess() -> None:
    """[SetUp "1"] with the usual start FEN is a standard game: rated, no warning (+10)."""
    event = _read("pgn_setup_usual_start.pgn")
    assert [w.code for w in event.warnings] == []
    assert rate_field(event).rows.set_index("player").loc["Adams, Ann", "change_rounded"] == 10


def test_plus_and_minus_are_forfeits_in_a_file_and_refused_on_the_command_line(
        capsys: pytest.CaptureFixture[str]) -> None:
    """One vocabulary: '+' and '-' are forfeits in a CSV (as in a TRF): of three games only
    the draw is rated (Cid and Ann: 0 change at 2000 v 2000); `event --results +,=,-` read '+'
    as a win played: it is now refused, naming the forfeit."""
    result = _rated("csv_results_plus_equal_minus.csv")
    assert int(result.rows["games"].sum()) == 2  # the one draw, from both sides
    status = cli_main(["event", "--rating", "2000", "--opponents", "2000,2000,2000",
                       "--results", "+,=,-"])
    assert status == 2
    assert "--results item 1: '+' is a forfeit (not played, so not rated)" in \
        capsys.readouterr().err


# -- one place for what an event must be ------------------------------------------------------

def test_pgn_ratings_that_differ_within_an_event_are_said_as_in_a_csv() -> None:
    """Ann is 1850 in round 3 (line 1) and 1805 in round 4 (line 12): rating_differs, by line
    (the PGN reader had no such check); the first, 1850, is read."""
    event = _read("pgn_rating_differs_in_event.pgn")
    warning = _warning(event, "rating_differs")
    assert (warning.rows, warning.unit, warning.value) == ((1, 12), "line", "1850 / 1805")
    assert warning.what.startswith("'Adams, Ann' is rated 1850 on line 1 but 1805 on line 12")


@pytest.mark.parametrize(("name", "code", "rows", "value"), [
    ("csv_event_row_years_away.csv", "event_dates_spread", (3, 4),
     "2015-05-04 / 2025-05-04"),
    ("csv_birth_year_after_event.csv", "birth_year_after_event", (2,), "2030"),
    ("csv_events_differ_in_case.csv", "events_differ_in_case", (2, 3), "club open"),
    ("csv_misspelt_name.csv", "similar_names_in_event", (2, 4), "Kowalsky Jan"),
    ("csv_weekly_nights_no_event.csv", "events_from_dates", (), "2026-11-03, 2026-11-10"),
    ("csv_weekend_swiss_no_event.csv", "events_joined_by_rounds", (), "2026-11-14, 2026-11-15"),
    ("csv_time_control_90_30.csv", "time_control_minutes", (2,), "90+30"),
])
def test_each_event_check_names_its_warning_and_where(name: str, code: str,
                                                      rows: tuple[int, ...], value: str) -> None:
    """A row ten years from the others, a birth year after the game, two spellings of one
    event, a name one letter from another who never meets it, events guessed from dates
    (one per date, or one when the rounds go on), '90+30' as minutes."""
    warning = _warning(_read(name), code)
    assert (warning.rows, warning.value) == (rows, value)


def test_a_birth_year_after_the_event_gives_no_junior_k() -> None:
    """Ann 'born 2030' (game of 2025, 1800 v 1800) was a junior, K 40 (+20): now K 20, +10."""
    ann = _rated("csv_birth_year_after_event.csv").rows.set_index("player").loc["Ann"]
    assert (ann["k"], ann["change_rounded"]) == (20.0, 10.0)


def test_a_weekend_swiss_without_an_event_column_is_one_event() -> None:
    """Rounds 1-2 on 14 November, round 3 on the 15th: one event (it was two, one a day)."""
    result = _rated("csv_weekend_swiss_no_event.csv")
    assert result.events[["event", "games"]].values.tolist() == [
        ["csv_weekend_swiss_no_event.csv", 6]]


def test_weekly_nights_without_an_event_column_stay_one_event_a_date() -> None:
    """Round 1 on both dates: two club nights, two events, said (events_from_dates)."""
    assert _rated("csv_weekly_nights_no_event.csv").events["event"].tolist() == [
        "2026-11-03", "2026-11-10"]


def test_90_plus_30_in_a_table_is_standard_not_rapid() -> None:
    """'90+30' was read as PGN's seconds (90 s + 30 s: rapid); as minutes it is standard."""
    assert _rated("csv_time_control_90_30.csv").events["time_control"].tolist() == ["standard"]


def test_nr_is_unrated_like_unr() -> None:
    """'NR' refused the whole file (the Tournament page takes 'unr'): Bob is unrated, so
    Ann's only rated game is the draw with Cid (0 change at 1800 v 1800)."""
    result = _rated("csv_unrated_nr.csv")
    rows = result.rows.set_index("player")
    assert (rows.loc["Ann", "games"], rows.loc["Ann", "change_rounded"]) == (1, 0.0)
    assert pd.isna(rows.loc["Bob", "rating"])


def test_no_birth_years_says_the_junior_rule_was_not_applied(
        capsys: pytest.CaptureFixture[str]) -> None:
    """FIDE with no birth year in the file: junior_rule_not_applied, in --json too."""
    result = _rated("csv_no_birth_years.csv")
    assert _warning(result, "junior_rule_not_applied").what.startswith(
        "no player has a birth year, so FIDE's junior rule")
    out = _json(capsys, "field", str(CORPUS / "csv_no_birth_years.csv"))
    assert [w["code"] for w in out["warnings"]] == ["junior_rule_not_applied"]  # type: ignore[index, union-attr]


def test_a_pgn_game_dated_before_its_eventdate_is_said() -> None:
    """Round 2 dated 2025.04.05 (day and month swapped) beside EventDate 2025.05.03: said on
    its line (14), and the game's Date is the one used."""
    event = _read("pgn_date_before_eventdate.pgn")
    warning = _warning(event, "date_before_event_start")
    assert (warning.rows, warning.value) == ((14,), "2025.04.05 / 2025.05.03")
    assert event.games["date"].astype(str).tolist() == ["2025-05-03", "2025-04-05"]


def test_a_trf_birth_year_after_the_event_is_said_and_gives_no_junior_k() -> None:
    """The same event check for a TRF: Ann born '2030/01/01' in a March 2025 event, line 8;
    K 20, not a junior's 40."""
    result = _rated("trf_birth_year_after_event.trf")
    warning = _warning(result, "birth_year_after_event")
    assert (warning.rows, warning.unit, warning.value) == ((8,), "line", "2030")
    assert result.rows.set_index("player").loc["Ann", "k"] == 20.0
