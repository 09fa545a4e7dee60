"""`elo-core field`: the summary of what was read, exit status 2 listing every problem, sizes."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from elo_core.cli import main
from elo_core.errors import InputError
from elo_core.io import read_event_file
from elo_core.io.games import size_text
from tests.support.real_files import REAL

DATA = Path(__file__).resolve().parents[2] / "data"
GAMES = "white,black,white_rating,black_rating,result\n"


def test_text_output_starts_with_what_was_read(capsys: pytest.CaptureFixture[str]) -> None:
    """The text table is preceded by the summary: players, rounds, games, byes."""
    assert main(["field", str(DATA / "gros-2010-after-round4.trf")]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[:2] == ["Read a FIDE TRF: 1 event, 5 rounds, 52 players.",
                         "89 games played (each counted once); 118 rows in all."]


def test_text_table_shows_numbers_as_the_system_rounds_them(
        capsys: pytest.CaptureFixture[str]) -> None:
    """US Chess on the games template: Carl Dahl (1720, N' = N* = 20.43 for 1720, two games) has
    K = 800 / 22.43 = 35.66, expected 0.32 + 0.67 = 0.99 against 1850 and 1600, both lost:
    change -35.21, shown whole as -35, new rating 1684.79 shown 1685 (= 1720 - 35); the unrated
    Gus Holm's cells read '-'. Classic keeps one decimal: 1720.0 - 39.5 = 1680.5."""
    templates = Path(__file__).resolve().parents[3] / "elo_core" / "data" / "templates"
    assert main(["field", str(templates / "games.csv"), "--system", "uscf"]) == 0
    rows = {line.split()[0]: line.split() for line in capsys.readouterr().out.splitlines()}
    # rating, change and new rating first (as the page's table), then K and the rest
    assert rows["Carl"][2:14] == ["1720", "-35.21", "1685", "35.66", "2", "0.0", "0.0", "0.99",
                                  "-35", "US", "Chess:", "800"]
    assert rows["Carl"][-2:] == ["1325", "1"]
    assert rows["Gus"][2:4] == ["-", "-"]
    assert main(["field", str(templates / "games.csv"), "--system", "classic"]) == 0
    rows = {line.split()[0]: line.split() for line in capsys.readouterr().out.splitlines()}
    assert rows["Carl"][2:11] == ["1720.0", "-39.49", "1680.5", "40", "2", "0.0", "0.0",
                                  "0.99", "-39.5"]
    assert rows["Carl"][-2:] == ["1325.0", "1"]


def test_bad_file_exits_2_with_every_problem(tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    """Two bad cells: both are on stderr, nothing on stdout, exit status 2."""
    bad = tmp_path / "bad.csv"
    bad.write_text("white,black,white_rating,black_rating,result\nA,B,1500,x,2\n")
    assert main(["field", str(bad), "--json"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "row 2, column 'result': '2' is not a result (use 1, 0.5 or 0)" in captured.err
    assert "row 2, column 'black_rating': 'x' is not a rating" in captured.err


TEMPLATES = Path(__file__).resolve().parents[3] / "elo_core" / "data" / "templates"


def test_rounds_csv_without_a_players_file(capsys: pytest.CaptureFixture[str]) -> None:
    """`field rounds.csv --player Me --rating 1800`: exit 0 and the template's figures."""
    rounds = str(TEMPLATES / "rounds.csv")
    assert main(["field", rounds, "--player", "Me", "--rating", "1800"]) == 0
    assert "Read one player's rounds (CSV): 1 event, 3 rounds, 4 players." in \
        capsys.readouterr().out
    assert main(["field", rounds, "--player", "Me", "--rating", "1800", "--date", "2025-06-01",
                 "--json"]) == 0
    players = {p["name"]: p for p in json.loads(capsys.readouterr().out)["players"]}
    me = players["Me"]
    assert {key: me[key] for key in me if key not in ("events", "periods")} == {
        "name": "Me", "rating": 1800.0, "k": 20.0, "k_rule": "established, under 2400: K 20",
        "games": 2, "score": 1.5, "points": 1.5, "expected": 1.37, "change": 2.6,
        "change_rounded": 3.0, "new_rating": 1803.0, "performance": 1853.0, "note": ""}
    assert me["periods"] == [{"period": "2025-07", "rating_before": 1800.0, "k": 20.0,
                              "games": 2, "change": 2.6, "change_rounded": 3.0,
                              "rating_after": 1803.0}]
    assert players["Gus Holm"]["rating"] is None


def test_size_limit_message_is_readable(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["field", str(TEMPLATES / "rounds.csv"), "--max-mb", "0.00001"]) == 2
    assert capsys.readouterr().err == (
        "elo-core: error: rounds.csv: 1 problem found\n  - the file is 91 bytes, over the "
        "limit of 10 bytes (use --max-mb to change it)\n")


@pytest.mark.parametrize("value", ["abc", "0", "nan"])
def test_bad_size_variable_exits_2(value: str, monkeypatch: pytest.MonkeyPatch,
                                   capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("ELO_MAX_UPLOAD_MB", value)
    assert main(["field", str(TEMPLATES / "rounds.csv")]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == (
        f"elo-core: error: ELO_MAX_UPLOAD_MB is set to '{value}', which is not a size in MB: "
        "set it to a positive number such as 50, or unset it for the default\n")


@pytest.mark.parametrize(("size", "text"), [
    (0, "0 bytes"), (1, "1 byte"), (10, "10 bytes"), (1023, "1023 bytes"), (1024, "1 KB"),
    (1536, "1.5 KB"), (1851, "1.81 KB"), (153_600, "150 KB"), (52_428_800, "50 MB"),
    (54_945_383, "52.4 MB"), (3 * 1024 ** 3, "3 GB"),
])
def test_sizes_read_in_sensible_units(size: int, text: str) -> None:
    assert size_text(size) == text


@pytest.mark.parametrize("value", ["abc", "0", "-5", "nan", "inf", "50MB"])
def test_bad_size_limit_variable_is_reported_not_ignored(
        value: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """$ELO_MAX_UPLOAD_MB that is not a positive number: an error naming it and its value."""
    monkeypatch.setenv("ELO_MAX_UPLOAD_MB", value)
    with pytest.raises(InputError) as caught:
        read_event_file((GAMES + "A,B,1500,1500,1\n").encode(), source="x.csv")
    assert str(caught.value) == (
        f"ELO_MAX_UPLOAD_MB is set to '{value}', which is not a size in MB: set it to a positive "
        "number such as 50, or unset it for the default")
    assert read_event_file((GAMES + "A,B,1500,1500,1\n").encode(), max_mb=1.0).games.shape[0]


def test_twic_blitz_cup_rated_as_blitz(cli: Any) -> None:
    """TWIC's PGN gives no time control: the Blitz Cup is blitz by choice, the rest standard."""
    payload = cli.json(["field", str(REAL / "twic-232-games.pgn"), "--json",
                        "--event-time-control", "Anti-cheating Blitz Cup=blitz"])
    events = {e["name"]: e for e in payload["events"]}
    cup = events["Anti-cheating Blitz Cup"]
    assert (cup["time_control"], cup["time_control_from"]) == ("blitz", "choice for this event")
    chebanenko = events["Chebanenko Memorial"]
    assert (chebanenko["time_control"], chebanenko["time_control_from"]) == (
        "standard", "option (not in the file)")


def test_unknown_event_and_bad_time_control_are_refused(cli: Any) -> None:
    pgn = str(REAL / "twic-232-games.pgn")
    code, _, err = cli.run(["field", pgn, "--event-time-control", "Nope=blitz"])
    assert code == 2
    assert "no event named 'Nope' in the file" in err
    code, _, err = cli.run(["field", pgn, "--event-time-control", "Nope=bullet"])
    assert code == 2
    assert "'bullet' is not a time control (use one of standard, rapid, blitz)" in err


def test_a_5000_character_date_is_quoted_short_on_stderr(
        capsys: pytest.CaptureFixture[str]) -> None:
    """tests/data/hostile/date_5000_digits.csv: the explanation comes within the line's first
    100 characters."""
    assert main(["field", str(DATA / "hostile" / "date_5000_digits.csv")]) == 2
    assert capsys.readouterr().err.splitlines()[1] == (
        "  - row 2, column 'date': '2024-01-1111111111111111111111… (5,008 characters)' is not "
        "a date (use 2024-03-01); a date with the year last is read day first (01.03.2024)")


def test_cli_event_line_reads_as_a_sentence(capsys: pytest.CaptureFixture[str]) -> None:
    """The games template (dated 2025-03-08, no time control, no rating period)."""
    assert main(["field", str(TEMPLATES / "games.csv")]) == 0
    assert capsys.readouterr().out.splitlines()[2] == (
        "Club March (2025-03-08, from the file; rating period 2025-04, derived from the date): "
        "4 games, 4 players; time control standard (not in the file: the default); FIDE Rating "
        "Regulations 2024 (in force from 2024-03-01)")


def test_issue_28_warnings_in_the_json(cli: Any, tmp_path: Path) -> None:
    """A PGN whose game 2 has WhiteElo '?' (left out, rating_unknown at line 11) and whose
    game 3 has White '7' (name_without_letters at line 21) and BlackElo 1700.5
    (rating_not_whole): exit 0, each code in `warnings` with its line and tag; the skipped
    game in `skipped`."""
    game = ('[Event "E"]\n[Date "2025.03.01"]\n[White "{w}"]\n[Black "{b}"]\n'
            '[WhiteElo "{we}"]\n[BlackElo "{be}"]\n[Result "1-0"]\n\n1. e4 e5 1-0\n\n')
    path = tmp_path / "e.pgn"
    path.write_text(game.format(w="Ann Berg", b="Bob Cole", we="1800", be="1700")
                    + game.format(w="Cid Dahl", b="Ann Berg", we="?", be="1800")
                    + game.format(w="7", b="Dan Eck", we="1600", be="1700.5"))
    payload = cli.json(["field", str(path), "--json"])
    said = [(w["code"], w["where"].get("rows"), w["where"].get("column"))
            for w in payload["warnings"]]
    assert said[:3] == [("rating_unknown", [11], "WhiteElo"),
                        ("name_without_letters", [21], "White"),
                        ("rating_not_whole", [21], "BlackElo")]
    assert len(payload["skipped"]) == 1
