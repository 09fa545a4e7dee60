"""Event-file readers: the real files in ../shared/data, tolerant spellings, and every error."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from elo_core.errors import FileError, Problem
from elo_core.io import csv_reader, read_event_file
from elo_core.io.csv_fast import fast_cells
from elo_core.io.detect import csv_shape_of
from elo_core.io.rounds import rounds_games
from elo_core.models import Game, Result

SHARED = Path(__file__).resolve().parents[3] / "shared" / "data"
DATA = Path(__file__).resolve().parents[1] / "data"
needs_shared = pytest.mark.skipif(not SHARED.is_dir(), reason="../shared/data not present")
HEADER = "white,black,white_rating,black_rating,result,round\n"


def read(text: str, **options: object) -> pd.DataFrame:
    return read_event_file(text.encode(), source="t.csv", **options).games  # type: ignore[arg-type]


def points(games: pd.DataFrame) -> pd.Series:
    white = games[["white", "white_score"]].set_axis(["p", "s"], axis=1)
    black = games[games["black"] != ""][["black", "black_score"]].set_axis(["p", "s"], axis=1)
    both = pd.concat([white.astype({"p": object}), black.astype({"p": object})])
    return both.groupby("p")["s"].sum()


@needs_shared
@pytest.mark.parametrize(("name", "players", "games", "played"), [
    ("karl-mala-2005.trf", 283, 982, 970),
    ("capo-dorso-2012.trfx", 84, 374, 362),
    ("gros-2010-after-round4.trf", 52, 118, 89),
])
def test_trf_totals_equal_points_column(name: str, players: int, games: int, played: int) -> None:
    """Every player's total, byes and forfeits included, equals the TRF points column."""
    event = read_event_file((SHARED / name).read_bytes(), source=name)
    assert event.n_players == players
    assert len(event.games) == games
    assert int(event.games["played"].sum()) == played
    totals = points(event.games)
    for player, expected in event.trf_points.items():
        assert totals.get(player, 0.0) == pytest.approx(expected), player


@needs_shared
def test_trf_dates_birth_years_and_extensions() -> None:
    """Event date from 052, birth years for the junior rule, XXA lines reported as skipped."""
    event = read_event_file((SHARED / "capo-dorso-2012.trfx").read_bytes(), source="x")
    assert event.games["date"].iloc[0] == pd.Timestamp("2012-09-06")
    assert event.players.loc["Seletsky Grigory", "birth_year"] == 1978
    assert "84 'XXA' lines" in event.skipped[0].message
    karl = read_event_file((SHARED / "karl-mala-2005.trf").read_bytes(), source="k")
    assert karl.games["date"].iloc[0] == pd.Timestamp("2005-07-31")
    assert "spielfrei" in karl.skipped[0].message


@needs_shared
def test_pgn_events_and_unrated() -> None:
    """Several events in one PGN stay several events; missing Elo means unrated."""
    event = read_event_file((SHARED / "twic-232-games.pgn").read_bytes(), source="t.pgn")
    counts = event.games.groupby("event", observed=True).size().to_dict()
    assert counts == {"Anti-cheating Blitz Cup": 77, "Chebanenko Memorial": 45,
                      "IM Not A GM Speed Chess": 20, "Lindores Abbey Final 8": 24,
                      "Lindores Abbey Prelim": 66}
    assert int(event.games["white_rating"].isna().sum()) == 4
    lichess = read_event_file((SHARED / "lichess-8-games.pgn").read_bytes(), source="l.pgn")
    assert lichess.games["time_control"].iloc[0] == "180+0"
    assert lichess.games["source_line"].iloc[1] == 21


def test_cp1252_semicolons_decimal_comma_and_spaces() -> None:
    """What Excel writes in Europe reads: cp1252, ';', CRLF, '1720,0', spaces, '½', '-'."""
    games = read_event_file((DATA / "cp1252_semicolon.csv").read_bytes(), source="x").games
    assert list(games["white"]) == ["Anna Berg", "Eva Falk"]
    assert games["black_rating"].iloc[0] == 1720.0
    assert np.isnan(games["black_rating"].iloc[1])
    assert list(games["white_score"]) == [0.5, 1.0]


@pytest.mark.parametrize(("written", "white", "black", "played"), [
    ("1", 1, 0, True), ("0.5", 0.5, 0.5, True), ("½", 0.5, 0.5, True), ("1/2", 0.5, 0.5, True),
    ("=", 0.5, 0.5, True), ("0", 0, 1, True), ("w", 1, 0, True), ("d", 0.5, 0.5, True),
    ("l", 0, 1, True), ("1-0", 1, 0, True), ("0-1", 0, 1, True), ("1/2-1/2", 0.5, 0.5, True),
    ("0,5", 0.5, 0.5, True), ("+", 1, 0, False), ("-", 0, 1, False),
])
def test_result_spellings(written: str, white: float, black: float, played: bool) -> None:
    """Every documented result spelling maps to the right points."""
    games = read(f'{HEADER}A,B,1500,1500,"{written}",1\n')
    assert (games["white_score"].iloc[0], games["black_score"].iloc[0]) == (white, black)
    assert bool(games["played"].iloc[0]) is played


def test_tab_bom_header_variants_and_unrated_spellings() -> None:
    """Tab delimiter, BOM, 'White Rating' / 'WhiteElo' headers; blank, 0, '-' are unrated."""
    text = "\ufeffWhite\tBlack\tWhite Rating\tBlackElo\tRESULT\nA\tB\t0\t-\t1\nC\tD\t\t1500\t0\n"
    games = read(text)
    assert games["white_rating"].isna().all()
    assert games["black_rating"].isna().tolist() == [True, False]


def test_rounds_shape_and_bye() -> None:
    """One player's rounds file becomes games for that player; 'bye' rows are one-sided."""
    text = "round,opponent,opponent_rating,result\n1,X,1600,1\n2,bye,,1\n"
    event = read_event_file(text.encode(), source="r.csv", player="Me", player_rating=1500)
    games = event.games
    assert list(games["white"]) == ["Me", "Me"]
    assert list(games["black"]) == ["X", ""]
    assert list(games["played"]) == [True, False]
    assert event.players.loc["Me", "rating"] == 1500


def test_every_problem_listed_at_once() -> None:
    """A bad file lists every problem with row, column and value, and nothing is read."""
    text = (HEADER + "A,B,1800,1700,2,1\nA,A,x,1700,1,1\nB,A,1800,1700,1,1\n"
            "C,D,5000,1500,w,2\n")
    with pytest.raises(FileError) as caught:
        read(text)
    shown = [str(p) for p in caught.value.problems]
    assert shown == [
        "row 2, column 'result': '2' is not a result (use 1, 0.5 or 0)",
        "row 3, column 'white_rating': 'x' is not a rating (a number, or blank, 0 or '-' for "
        "unrated)",
        "row 3, column 'black': 'A' is paired with themself",
        "row 4, column 'round': A v B is paired twice in round 1 (first on row 2)",
        "row 5, column 'white_rating': '5000' is not a rating (between 1 and 4000)",
    ]


SAME_EITHER_WAY = [  # BOM, ';', CRLF, a blank line, a row of empty cells, decimal comma, spaces
    "\ufeffWhite;Black;White Rating;BlackElo;Result;Round;Date\r\n Ann  Berg ;Bo;1720,5;-;½;1;"
    "01.03.2025\r\n\r\nCy;Di;;0;1/2-1/2;1;2025-03-01\r\n;;;;;;\r\nBo;Cy;1500;1600; 1 ;2;\r\n",
    'event,white,black,white_rating,black_rating,result,round,white_k\n"E, 1",A,B,1500,1600,'
    '1-0,1,20\n,C,"D ""x""",1500,1600,=,1,\n\nE,B,A,1500.0,0,0-1,2,-\n',
    HEADER + "A,B,1500,1500,1,1\n1001,bye,,,1,1\n",
]


@pytest.mark.parametrize("text", SAME_EITHER_WAY)
def test_fast_and_tolerant_paths_read_the_same(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The Arrow fast path gives the very table the tolerant path gives (lines included)."""
    assert fast_cells(text.encode()) is not None
    fast = read_event_file(text.encode(), source="x.csv")
    monkeypatch.setattr(csv_reader, "fast_cells", lambda data: None)
    slow = read_event_file(text.encode(), source="x.csv")
    pd.testing.assert_frame_equal(fast.games, slow.games)
    pd.testing.assert_frame_equal(fast.players, slow.players)


def _problems_on_both_paths(text: str, monkeypatch: pytest.MonkeyPatch) -> list[list[Problem]]:
    """The problems the fast path lists, then those of the tolerant path, for the same text."""
    found = []
    for fast in (True, False):
        if not fast:
            monkeypatch.setattr(csv_reader, "fast_cells", lambda data: None)
        with pytest.raises(FileError) as caught:
            read(text)
        found.append(list(caught.value.problems))
    return found


def test_fast_path_lists_the_same_problems(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every bad cell is reported with row and column, the same on either path."""
    text = (HEADER + "A,B,1800,1700,2,1\nA,A,x,1700,1,1\n,B,1800,1700,1,1\n\n"
            "C,D,5000,1500,w,2\nE,F,1500,1500,,3\n")
    found = _problems_on_both_paths(text, monkeypatch)
    assert found[0] == found[1]
    assert [(p.line, p.column) for p in found[0]] == [
        (2, "result"), (3, "white_rating"), (3, "black"), (4, "white"), (6, "white_rating"),
        (7, "result")]
    assert found[0][-1].message == "the result is empty"


def test_fast_path_steps_aside_when_only_the_tolerant_one_can_read() -> None:
    """cp1252, ragged rows and line breaks inside quotes go to the csv-module path."""
    assert fast_cells((HEADER + "Jos\xe9,B,1500,1500,1,1\n").encode("cp1252")) is None
    assert fast_cells((HEADER + "A,B,1500\n").encode()) is None
    quoted = HEADER + 'A,"B\nC",1500,1500,1,1\nD,E,1500,1500,x,1\n'
    assert fast_cells(quoted.encode()) is None
    with pytest.raises(FileError) as caught:
        read(quoted)
    assert [p.line for p in caught.value.problems] == [4]


@pytest.mark.parametrize(("data", "message"), [
    (b"", "the file is empty"),
    (b"   \n\n", "the file is empty"),
    (HEADER.encode(), "the file has a header but no rows"),
    (b"\x00\x01\x02binary\x00junk", "not a text file"),
    (b"foo,bar\nA,1\n", "no known CSV shape"),
    (b"white,black,result\nA,B,1\n", "the header has no 'white_rating' column"),
])
def test_bad_files(data: bytes, message: str) -> None:
    """Empty, header only, binary junk and unknown shapes get a clear message."""
    with pytest.raises(FileError, match=message):
        read_event_file(data, source="x.csv")


def test_size_limit_is_configurable_and_stated(monkeypatch: pytest.MonkeyPatch) -> None:
    """Files over the limit are refused with both sizes in readable units (argument or env)."""
    data = (HEADER + "A,B,1500,1500,1,1\n" * 100).encode()
    assert len(data) == 1851
    with pytest.raises(FileError, match=r"the file is 1\.81 KB, over the limit of 1\.02 KB "
                       r"\(set ELO_MAX_UPLOAD_MB to change it\)$"):
        read_event_file(data, source="x.csv", max_mb=0.001)
    with pytest.raises(FileError, match=r"the file is 1\.81 KB, over the limit of 10 bytes"):
        read_event_file(data, source="x.csv", max_mb=0.00001)
    monkeypatch.setenv("ELO_MAX_UPLOAD_MB", "0.0005")
    with pytest.raises(FileError, match=r"over the limit of 524 bytes"):
        read_event_file(data, source="x.csv")
    monkeypatch.setenv("ELO_MAX_UPLOAD_MB", str(1851 / 1024 / 1024 * 0.9999))
    with pytest.raises(FileError, match=r"the file is 1,851 bytes, over the limit of 1,850 "
                       r"bytes"):  # both round to 1.81 KB: exact bytes instead
        read_event_file(data, source="x.csv")


@pytest.mark.parametrize("cell", ["nan", "NaN", "none", "None", "null", "NULL", "inf", "-inf",
                                  "Infinity", "1_800", "unrated", "n/a", "NA"])
def test_only_blank_zero_or_dash_mean_unrated(cell: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Any other text in a rating cell is a problem with row, column and value, on either path
    (the fast path would cast 'nan' and 'inf' to floats: it must not accept them)."""
    text = HEADER + f"A,B,1500,{cell},1,1\nC,D,1500,1500,1,1\n"
    found = [[str(p) for p in problems]
             for problems in _problems_on_both_paths(text, monkeypatch)]
    assert found[0] == found[1] == [
        f"row 2, column 'black_rating': '{cell}' is not a rating (a number, or blank, 0 or '-' "
        "for unrated)"]


def test_blank_zero_and_dash_are_unrated_on_either_path(monkeypatch: pytest.MonkeyPatch) -> None:
    text = HEADER + "A,B,1500,,1,1\nC,D,1500,0,1,1\nE,F,1500,-,1,1\nG,H,0.0,1e3,1,1\n"
    fast = read(text)
    monkeypatch.setattr(csv_reader, "fast_cells", lambda data: None)
    slow = read(text)
    pd.testing.assert_frame_equal(fast, slow)
    assert fast["black_rating"].tolist()[:3] == [pytest.approx(np.nan, nan_ok=True)] * 3
    assert np.isnan(fast["white_rating"].iloc[3])
    assert fast["black_rating"].iloc[3] == 1000.0


def test_tolerant_path_keeps_na_like_names_as_text(monkeypatch: pytest.MonkeyPatch) -> None:
    """pandas would read 'NA' or 'null' as missing: names stay the text written."""
    monkeypatch.setattr(csv_reader, "fast_cells", lambda data: None)
    games = read(HEADER + "NA,null,1500,1500,1,1\n")
    assert (games["white"].iloc[0], games["black"].iloc[0]) == ("NA", "null")


def test_wrong_reader_for_the_content() -> None:
    """Asking for the CSV reader on a PGN says which format the file is."""
    with pytest.raises(FileError, match="looks like PGN, not CSV"):
        read_event_file(b'[Event "x"]\n[White "a"]\n\n1. e4 *\n', format="csv")


def test_pgn_unfinished_game_skipped_with_line() -> None:
    """A '*' game is skipped with its line; the others are read."""
    pgn = (b'[Event "E"]\n[White "a"]\n[Black "b"]\n[Result "1-0"]\n\n1. e4 1-0\n\n'
           b'[Event "E"]\n[White "c"]\n[Black "d"]\n[Result "*"]\n\n1. e4 *\n')
    event = read_event_file(pgn, source="x.pgn")
    assert len(event.games) == 1
    assert event.skipped[0].line == 8


def test_players_file_feeds_profiles() -> None:
    """A second players file gives games played, birth year, peak and K."""
    players = (Path(__file__).resolve().parents[2] / "elo_core" / "data" / "templates"
               / "players.csv").read_bytes()
    games = (Path(__file__).resolve().parents[2] / "elo_core" / "data" / "templates"
             / "games.csv").read_bytes()
    event = read_event_file(games, source="g.csv", players=players)
    assert event.players.loc["Eva Falk", "birth_year"] == 2010
    assert event.players.loc["Anna Berg", "games_played"] == 120


def _trf_player(rank: int, name: str, rating: int, points: str, rounds: str) -> str:
    return (f"001 {rank:4d} m    {name:<33} {rating:4d} ESP    12345678 1990/01/01 "
            f"{points:>4} {rank:4d}  {rounds}")


TRF26 = "\n".join([
    "### comment line (TRF26)",
    "012 Club Open 2026",
    "042 2026/01/10",
    "052 2026/01/11",
    "142 2",
    "BBW  1.0",
    "BBD  0.5",
    _trf_player(1, "Alpha, Ann", 2100, "1.5", "   2 w 1     3 b =  "),
    "DAT 0001 EMAIL a@example.org",
    _trf_player(2, "Beta, Bo", 2000, "1.0", "   1 b 0  0000 - F  "),
    _trf_player(3, "Gamma, Gil", 1900, "0.5", "0000 - Z     1 w =  "),
    "XXR 2",
    "",
])


def test_trf26_and_trfx_lines_are_tolerated() -> None:
    """'###' comments, TRF26 BB? point lines, DAT and XX? lines: read past, listed as skipped."""
    event = read_event_file(TRF26.encode(), source="club.trf")
    shown = event.games[["round", "white", "black", "white_score", "black_score"]].astype(
        {"round": str, "white": str, "black": str}).fillna({"black_score": -1})
    assert shown.values.tolist() == [
        ["1", "Alpha, Ann", "Beta, Bo", 1.0, 0.0], ["1", "Gamma, Gil", "", 0.0, -1],
        ["2", "Beta, Bo", "", 1.0, -1], ["2", "Gamma, Gil", "Alpha, Ann", 0.5, 0.5]]
    assert event.games["note"].astype(str).tolist() == [
        "", "zero-point bye (Z)", "full-point bye (F)", ""]
    assert event.games["date"].iloc[0] == pd.Timestamp("2026-01-11")
    assert [p.message for p in event.skipped] == [
        "1 'BBW' line (points for a win) ignored: points per result (TRF26): results are "
        "scored 1, ½, 0 here",
        "1 'BBD' line (points for a draw) ignored: points per result (TRF26): results are "
        "scored 1, ½, 0 here",
        "1 'DAT' line (extra player data (TRFx)) ignored: not needed for rating",
        "1 'XXR' line (number of rounds) ignored: pairing data, not results"]
    assert event.trf_points == {"Alpha, Ann": 1.5, "Beta, Bo": 1.0, "Gamma, Gil": 0.5}
    assert points(event.games).to_dict() == event.trf_points


def test_csv_shape_is_read_from_the_header() -> None:
    """Games, rounds and players CSVs are told apart by their header; TRF and PGN are not CSV."""
    assert csv_shape_of(b"White;Black;WhiteElo;BlackElo;Result\n") == "games"
    assert csv_shape_of(b"\xef\xbb\xbfRound,Opponent,Opponent Rating,Result\n") == "rounds"
    assert csv_shape_of(b"player\trating\tk\n") == "players"
    assert csv_shape_of(TRF26.encode()) is None


def test_rounds_file_becomes_engine_games() -> None:
    """A rounds CSV's rows become Games: unrated opponent -> None, bye -> unplayed."""
    text = "round,opponent,opponent_rating,result\n1,Ann,1720,1\n2,bye,,1\n3,Bo,-,½\n"
    games = rounds_games(read_event_file(text.encode(), source="r.csv", player="Me"))
    assert games == [
        Game(opponent_rating=1720.0, result=Result.WIN, played=True, opponent="Ann"),
        Game(opponent_rating=None, result=Result.WIN, played=False, opponent=""),
        Game(opponent_rating=None, result=Result.DRAW, played=True, opponent="Bo")]
