"""Hostile files through every reader and the CLI: a result or a problem list, never a crash."""

from __future__ import annotations

import csv
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from elo_core.cli import main as cli_main
from elo_core.errors import MAX_PROBLEMS, EloError, FileError
from elo_core.io import read_event_file, read_players_csv
from elo_core.io.csv.read import read_csv
from elo_core.io.pgn.read import read_pgn
from elo_core.io.trf.read import read_trf

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "tests" / "data" / "hostile"))
import make_corpus  # noqa: E402

CASES = make_corpus.cases()
READERS: dict[str, Callable[[bytes], object]] = {
    "event file": lambda data: read_event_file(data, source="f"),
    "csv": lambda data: read_csv(data, source="f"),
    "rounds csv": lambda data: read_csv(data, source="f", player="Me", player_rating=1800.0),
    "trf": lambda data: read_trf(data, source="f"),
    "pgn": lambda data: read_pgn(data, source="f"),
    "players file": lambda data: read_players_csv(data, source="f"),
}


def test_the_corpus_has_at_least_60_files() -> None:
    assert len(CASES) >= 60
    assert len({case.name for case in CASES}) == len(CASES)


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_every_reader_gives_a_result_or_bounded_problems(case: make_corpus.Case) -> None:
    """Each reader returns, or raises FileError/EloError with at most MAX_PROBLEMS problems,
    each problem with a message and a real line (or none)."""
    data = case.data
    for name, reader in READERS.items():
        error = _refusal(reader, data)
        if isinstance(error, FileError):
            assert 0 < len(error.problems) <= MAX_PROBLEMS, name
            assert error.total >= len(error.problems)
            for problem in error.problems:
                assert problem.message, name
                assert problem.line is None or problem.line >= 1, name


def _refusal(reader: Callable[[bytes], object], data: bytes) -> EloError | None:
    """What the reader refused the data with (None: it read it); anything else propagates."""
    try:
        reader(data)
    except EloError as error:
        return error
    return None


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_cli_field_exits_0_or_2_without_a_traceback(
        case: make_corpus.Case, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / case.name
    path.write_bytes(case.data)
    status = cli_main(["field", str(path)])
    err = capsys.readouterr().err
    assert status in (0, 2)
    assert "Traceback" not in err
    if status == 2:
        assert err.startswith("elo-core: error: ")


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    """The CLI in a child process; the timeout only guards against a hang (no timing asserted)."""
    return subprocess.run([sys.executable, "-m", "elo_core", *args], capture_output=True,
                          check=False, text=True, timeout=120, cwd=ROOT,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})


def test_a_named_pipe_and_dev_zero_are_refused_not_read(tmp_path: Path) -> None:
    """Issue 12 items 1-2: a pipe nobody writes to, and /dev/zero, end with a problem."""
    pipe = tmp_path / "pipe.csv"
    os.mkfifo(pipe)
    for target in (str(pipe), "/dev/zero"):
        done = _cli("field", target)
        assert done.returncode == 2
        assert "not a regular file (a folder, pipe or device)" in done.stderr
        assert "Traceback" not in done.stderr


def test_max_mb_nan_is_not_a_number(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        cli_main(["field", "x.csv", "--max-mb", "nan"])
    assert stopped.value.code == 2
    assert "argument --max-mb: 'nan' is not a number" in capsys.readouterr().err


def _problems(data: bytes, source: str = "f") -> list[str]:
    with pytest.raises(FileError) as caught:
        read_event_file(data, source=source)
    return [str(problem) for problem in caught.value.problems]


def _case(name: str) -> bytes:
    return next(case for case in CASES if case.name == name).data


@pytest.mark.parametrize(("name", "expected"), [
    ("lone_cr_one.csv", "the file is empty"),
    ("one_line_no_commas.csv", "row 1: the first line is over 65,536 characters long: a header "
                               "row is shorter (is this a CSV file with a header row?)"),
    ("one_line_commas.csv", "row 1: the first line is over 65,536 characters long"),
    ("huge_name.csv", "row 2: a cell is longer than 131,072 characters (a quote left open, or "
                      "not a CSV file); nothing after it was read"),
    ("date_5000_digits.csv", "row 2, column 'date': '2024-01-1111111111111111111111"
                             "… (5,008 characters)' is not a date (use 2024-03-01)"),
    ("pgn_date_5000.pgn", "line 1, column 'Date': '2024.01.1111111111111111111111"
                          "… (5,008 characters)' is not a date (use 2024-03-01)"),
    ("trf_date_5000.trf", "line 2, column '042': '2024/05/1111111111111111111111… (5,008 "
                          "characters)' is not a date (use 2024/03/01)"),
    ("trf_superscript_rating.trf", "line 3, column 'rating': '20²0' is not a rating "
                                   "(columns 49-52)"),
    ("trf_superscript_rank.trf", "line 3, column 'rank': '¹' is not a starting rank "
                                 "(columns 5-8)"),
])
def test_former_tracebacks_are_problems(name: str, expected: str) -> None:
    """Issue 12 item 1 (and the hang of item 2): each file ends in its problem."""
    found = _problems(_case(name), name)
    assert any(text.startswith(expected) for text in found), found


def test_lone_carriage_returns_end_lines() -> None:
    """Old Mac line endings (a lone CR) are line endings: both games are read."""
    event = read_event_file(_case("lone_cr.csv"), source="f")
    assert event.games["white"].tolist() == ["Anna Berg", "Eva Falk"]
    assert event.games["source_line"].tolist() == [2, 3]


def test_an_event_called_like_a_split_part_keeps_its_own_games() -> None:
    """'Club (rapid)' beside a mixed 'Club': three events, none merged."""
    from elo_core.field.rate import rate_field
    from elo_core.models import System
    result = rate_field(read_event_file(_case("event_named_like_split.csv"), source="f"),
                        system=System.CLASSIC)
    assert sorted(result.events["event"]) == ["Club (blitz)", "Club (rapid)",
                                              "Club (rapid) #2"]
    assert result.events.set_index("event")["games"].to_dict() == {
        "Club (rapid)": 1, "Club (rapid) #2": 1, "Club (blitz)": 1}


def test_the_problem_list_is_capped_with_a_count_of_the_rest() -> None:
    """Issue 12 item 9: 200,000 bad results keep 200 problems and count the rest."""
    with pytest.raises(FileError) as caught:
        read_event_file(_case("many_bad_results.csv"), source="f")
    error = caught.value
    assert len(error.problems) == MAX_PROBLEMS == 200
    assert error.more == error.total - 200 > 0
    assert f"and {error.total - 50:,} more" in str(error)


def test_a_header_of_thousands_of_duplicates_is_one_problem() -> None:
    data = b",".join([b"a"] * 5000) + b"\n1\n"
    assert _problems(data) == ["row 1: the header has 5,000 columns: at most 1,000 are read "
                               "(is ',' really the delimiter?)"]


def test_the_committed_corpus_is_what_the_script_writes() -> None:
    """tests/data/hostile holds the small cases exactly as make_corpus.py builds them."""
    for case in make_corpus.cases(big=False):
        assert (make_corpus.HERE / case.name).read_bytes() == case.data, case.name


VERDICTS = list(csv.DictReader(
    (ROOT / "tests" / "data" / "hostile" / "verdicts.csv").open(encoding="utf-8")))
# verdicts.csv was recorded from the reader and each row read through by hand.


def test_every_corpus_file_has_a_verdict() -> None:
    """verdicts.csv names each file of the corpus once: 64 refused, 8 accepted."""
    assert sorted(row["file"] for row in VERDICTS) == sorted(case.name for case in CASES)
    assert [row["verdict"] for row in VERDICTS].count("refused") == 64


@pytest.mark.parametrize("row", VERDICTS, ids=[row["file"] for row in VERDICTS])
def test_the_event_reader_gives_each_file_its_verdict(row: dict[str, str]) -> None:
    """Refused: the number of problems, and the first one's line, column and words. Accepted:
    the number of games and the warnings' codes (trf_both_white.trf: trf_same_colour)."""
    data = next(case.data for case in CASES if case.name == row["file"])
    error = _refusal(lambda d: read_event_file(d, source=row["file"]), data)
    if row["verdict"] == "refused":
        assert isinstance(error, FileError)
        first = error.problems[0]
        assert error.total == int(row["problems"])
        assert (first.line, first.column or "") == (int(row["line"]) if row["line"] else None,
                                                    row["column"])
        assert first.message.startswith(row["says"])
    else:
        assert error is None
        event = read_event_file(data, source=row["file"])
        assert len(event.games) == int(row["games"])
        assert ";".join(str(getattr(w, "code", w)) for w in event.warnings) == row["says"]
