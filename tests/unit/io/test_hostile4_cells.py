"""A fourth corpus: how programs and people really write each field of a games CSV and of a PGN
(Swiss-Manager's and chess-results' results, Excel's and Numbers' dates and ratings, Google
Sheets' empty columns, lichess's and ChessBase's tags), each case with its exact outcome: what
is read (points, played or not, rating, date, round, warning codes) or the refusal with its
row and column. Read through the public entry point, `read_event_file`."""

from __future__ import annotations

import math

import pytest

from elo_core.errors import FileError
from elo_core.io import read_event_file

HEADER = "event,date,white,black,white_rating,black_rating,result"
TC_HEADER = HEADER + ",time_control"


def _csv(white_rating: str = "1800", result: str = "1", date: str = "2025-05-01",
         tc: str | None = None) -> bytes:
    row = f"Open,{date},Ann,Bob,{white_rating},1700,{result}"
    return ((TC_HEADER if tc is not None else HEADER) + "\n" + row
            + ("" if tc is None else f",{tc}") + "\n").encode()


# (id, file bytes, (white points, black points, played), white rating (None: unrated), date,
#  time control as read, warning codes)
READ_CSV = [
    ("swiss_manager_colon", _csv(result="1:0"), (1, 0, True), 1800, "2025-05-01", "", []),
    ("chess_results_spaced", _csv(result="1 - 0"), (1, 0, True), 1800, "2025-05-01", "", []),
    ("half_dash_half", _csv(result="½-½"), (0.5, 0.5, True), 1800, "2025-05-01", "", []),
    ("half_colon_half", _csv(result="½:½"), (0.5, 0.5, True), 1800, "2025-05-01", "", []),
    ("en_dash_from_word", _csv(result="1–0"), (1, 0, True), 1800, "2025-05-01", "", []),
    ("half_alone", _csv(result="1/2"), (0.5, 0.5, True), 1800, "2025-05-01", "", []),
    ("decimal_halves", _csv(result="0.5-0.5"), (0.5, 0.5, True), 1800, "2025-05-01", "", []),
    ("comma_half_quoted", _csv(result='"0,5"'), (0.5, 0.5, True), 1800, "2025-05-01", "", []),
    ("ff_suffix", _csv(result="1-0 ff"), (1, 0, False), 1800, "2025-05-01", "", []),
    ("excel_float_rating", _csv(white_rating="1800.0"), (1, 0, True), 1800, "2025-05-01", "",
     []),
    ("vega_zero_rating", _csv(white_rating="0000"), (1, 0, True), None, "2025-05-01", "", []),
    ("nr_rating", _csv(white_rating="NR"), (1, 0, True), None, "2025-05-01", "", []),
    ("date_year_first_slashes", _csv(date="2025/05/01"), (1, 0, True), 1800, "2025-05-01", "",
     []),
    ("date_dutch_dashes", _csv(date="01-05-2025"), (1, 0, True), 1800, "2025-05-01", "", []),
    ("date_us_excel_month_first", _csv(date="5/1/2025"), (1, 0, True), 1800, "2025-01-05", "",
     ["date_day_first"]),
    ("date_day_settled", _csv(date="25/1/2025"), (1, 0, True), 1800, "2025-01-25", "", []),
    ("date_same_day_month", _csv(date="5/5/2025"), (1, 0, True), 1800, "2025-05-05", "", []),
    ("date_german_dots", _csv(date="5.1.2025"), (1, 0, True), 1800, "2025-01-05", "", []),
    ("tc_table_minutes", _csv(tc="90+30"), (1, 0, True), 1800, "2025-05-01", "90min+30s",
     ["time_control_minutes"]),
    ("tc_blitz_minutes", _csv(tc="3+2"), (1, 0, True), 1800, "2025-05-01", "3min+2s",
     ["time_control_minutes"]),
    ("tc_pgn_seconds", _csv(tc="5400+30"), (1, 0, True), 1800, "2025-05-01", "5400+30", []),
    ("tc_moves_form", _csv(tc="40/7200:3600"), (1, 0, True), 1800, "2025-05-01",
     "40/7200:3600", []),
    ("tc_word", _csv(tc="rapid"), (1, 0, True), 1800, "2025-05-01", "rapid", []),
]


@pytest.mark.parametrize(("data", "points", "rating", "day", "control", "codes"),
                         [case[1:] for case in READ_CSV], ids=[case[0] for case in READ_CSV])
def test_csv_cells_read(data: bytes, points: tuple[float, float, bool], rating: int | None,
                        *, day: str, control: str, codes: list[str]) -> None:
    """Each cell as programs write it: the exact points, rating, date and warnings."""
    event = read_event_file(data, source="case.csv")
    game = event.games.iloc[0]
    assert (game["white_score"], game["black_score"], bool(game["played"])) == points
    assert (math.isnan(game["white_rating"]) if rating is None else
            game["white_rating"] == rating)
    assert game["date"].date().isoformat() == day
    assert game["time_control"] == control
    assert [w.code for w in event.warnings] == codes


REFUSED_CSV = [
    ("swiss_manager_forfeit_slash", _csv(result="+/-"), "row 2, column 'result': '+/-' is not a "
     "result (use 1, 0.5 or 0)"),
    ("swiss_manager_loss_slash", _csv(result="-/+"), "'-/+' is not a result"),
    ("forfeit_colon", _csv(result="+:-"), "'+:-' is not a result"),
    ("forfeit_word", _csv(result="forfeit"), "'forfeit' is not a result"),
    ("unfinished_star", _csv(result="*"), "row 2, column 'result': '*' is not a result"),
    ("rating_in_brackets", _csv(white_rating="(1800)"),
     "row 2, column 'white_rating': '(1800)' is not a rating (a number, or blank, 0, '-', "
     "'unr' or 'NR' for unrated)"),
    ("rating_starred", _csv(white_rating="1800*"), "'1800*' is not a rating"),
    ("uscf_provisional_p", _csv(white_rating="1800P"), "'1800P' is not a rating"),
    ("uscf_games_slash", _csv(white_rating="1800/12"), "'1800/12' is not a rating"),
    ("rating_space_thousands", _csv(white_rating="1 800"), "'1 800' is not a rating"),
    ("rating_nbsp_thousands", _csv(white_rating="1\u00a0800"), "is not a rating"),
    ("rating_question", _csv(white_rating="?"), "'?' is not a rating"),
    ("rating_dashes", _csv(white_rating="---"), "'---' is not a rating"),
    ("rating_n_a", _csv(white_rating="N/A"), "'N/A' is not a rating"),
    ("date_excel_serial", _csv(date="45778"), "row 2, column 'date': '45778' is not a date"),
    ("date_iso_with_t", _csv(date="2025-05-01T00:00:00"), "'2025-05-01T00:00:00' is not a "
     "date"),
    ("date_with_time", _csv(date="2025-05-01 00:00:00"), "is not a date"),
    ("date_month_name", _csv(date="01-May-2025"), "'01-May-2025' is not a date"),
    ("date_numbers_us", _csv(date='"May 1, 2025"'), "'May 1, 2025' is not a date"),
    ("date_month_first_proven", _csv(date="03/15/2025"), "'03/15/2025' is not a date"),
    ("tc_us_chess_g", _csv(tc="G/90;d5"), "row 2, column 'time_control': 'G/90;d5' is not a "
     "time control"),
    ("name_blank", f"{HEADER}\nOpen,2025-05-01,,Bob,1800,1700,1\n".encode(),
     "row 2, column 'white': the name is empty"),
    ("header_twice", f"{HEADER},result\nOpen,2025-05-01,Ann,Bob,1800,1700,1,0\n".encode(),
     "row 1, column 'result': column 'result' appears twice in the header"),
    ("row_cell_extra", f"{HEADER}\nOpen,2025-05-01,Ann,Bob,1800,1700,1,x\n".encode(),
     "row 2: expected 7 cells, found 8"),
    ("row_cell_short", f"{HEADER}\nOpen,2025-05-01,Ann,Bob,1800,1700\n".encode(),
     "row 2: expected 7 cells, found 6"),
    ("quote_not_closed", f'{HEADER}\nOpen,2025-05-01,"Ann,Bob,1800,1700,1\n'
     f'Open,2025-05-01,Cid,Dan,1800,1700,1\n'.encode(),
     "a quote opened on this line is not closed before line 3"),
]


@pytest.mark.parametrize(("data", "message"), [case[1:] for case in REFUSED_CSV],
                         ids=[case[0] for case in REFUSED_CSV])
def test_csv_cells_refused(data: bytes, message: str) -> None:
    """Refused, naming the row, the column and what was expected."""
    with pytest.raises(FileError) as caught:
        read_event_file(data, source="case.csv")
    assert message in str(caught.value)


def test_google_sheets_empty_columns_each_said_once() -> None:
    """Google Sheets exports formatted empty columns as ',,,' after the header: each empty
    header cell is said once (the empty names were also called 'column '' appears twice')."""
    data = (f"{HEADER},,,\r\nOpen,2025-05-01,Ann,Bob,1800,1700,1,,,\r\n").encode()
    with pytest.raises(FileError) as caught:
        read_event_file(data, source="sheets.csv")
    assert [p.message for p in caught.value.problems] == [
        "header cell 8 is empty", "header cell 9 is empty", "header cell 10 is empty"]


def test_us_dates_warned_once_naming_every_row() -> None:
    """Three slash dates that read both ways: one date_day_first warning, rows 2-4."""
    rows = "".join(f"Open,{day},P{i},Q{i},1800,1700,1\n"
                   for i, day in enumerate(["5/1/2025", "5/2/2025", "5/3/2025"]))
    event = read_event_file(f"{HEADER}\n{rows}".encode(), source="us.csv")
    warning = next(w for w in event.warnings if w.code == "date_day_first")
    assert warning.rows == (2, 3, 4)
    assert warning.what.startswith("'5/1/2025' is read day first, as 2025-01-05")


def _pgn(tags: dict[str, str | None], moves: str = "1. e4 e5 2. Nf3 Nc6 1-0") -> bytes:
    base: dict[str, str | None] = {
        "Event": "Open", "Site": "?", "Date": "2025.05.01", "Round": "1", "White": "Ann",
        "Black": "Bob", "Result": "1-0", "WhiteElo": "1800", "BlackElo": "1700"}
    base.update(tags)
    return ("".join(f'[{k} "{v}"]\n' for k, v in base.items() if v is not None) + "\n" + moves
            + "\n").encode()


# (id, file, (white points, black points, played), black rating (None: unrated), round, codes)
READ_PGN = [
    ("elo_dash", _pgn({"BlackElo": "-"}), (1, 0, True), None, "1", []),
    ("elo_zero", _pgn({"BlackElo": "0"}), (1, 0, True), None, "1", []),
    ("elo_empty", _pgn({"BlackElo": ""}), (1, 0, True), None, "1", []),
    ("lichess_abandoned_alone", _pgn({"Termination": "Abandoned"}, "1-0"), (1, 0, True), 1700,
     "1", ["pgn_results_only"]),
    ("result_half_short", _pgn({"Result": "1/2"}, "1. e4 e5 1/2"), (0.5, 0.5, True), 1700, "1",
     []),
    ("result_half_char", _pgn({"Result": "½-½"}, "1. e4 e5 ½-½"), (0.5, 0.5, True), 1700, "1",
     []),
    ("twic_round_board", _pgn({"Round": "3.12"}), (1, 0, True), 1700, "3", []),
    ("round_unknown", _pgn({"Round": "?"}), (1, 0, True), 1700, "", []),
    ("round_dash", _pgn({"Round": "-"}), (1, 0, True), 1700, "", []),
    ("variant_standard_named", _pgn({"Variant": "Standard"}), (1, 0, True), 1700, "1", []),
    ("windows_line_ends", _pgn({}).replace(b"\n", b"\r\n"), (1, 0, True), 1700, "1", []),
    ("utf8_bom", b"\xef\xbb\xbf" + _pgn({}), (1, 0, True), 1700, "1", []),
    ("no_blank_line_after_tags", _pgn({}).replace(b'"1700"]\n\n', b'"1700"]\n'), (1, 0, True),
     1700, "1", []),
    ("date_all_unknown", _pgn({"Date": "????.??.??"}), (1, 0, True), 1700, "1",
     ["date_unknown"]),
]


@pytest.mark.parametrize(("data", "points", "rating", "round_", "codes"),
                         [case[1:] for case in READ_PGN], ids=[case[0] for case in READ_PGN])
def test_pgn_tags_read(data: bytes, points: tuple[float, float, bool], rating: int | None,
                       round_: str, codes: list[str]) -> None:
    """Each tag as lichess, TWIC and ChessBase write it: points, rating, round, warnings."""
    event = read_event_file(data, source="case.pgn")
    game = event.games.iloc[0]
    assert (game["white_score"], game["black_score"], bool(game["played"])) == points
    assert (math.isnan(game["black_rating"]) if rating is None else
            game["black_rating"] == rating)
    assert game["round"] == round_
    assert [w.code for w in event.warnings] == codes


REFUSED_PGN = [
    ("lichess_elo_unknown", _pgn({"BlackElo": "?"}),  # (the file's one game: none left)
     "no game left to rate (each is left out below)\n  - line 1, column 'BlackElo': game 1: "
     "BlackElo '?' (unknown): not rated"),
    ("elo_provisional_mark", _pgn({"BlackElo": "1700?"}), "'1700?' is not a rating"),
    ("fide_id_letters", _pgn({"WhiteFideId": "abc"}),
     "line 1, column 'WhiteFideId': 'abc' is not a FIDE ID (digits only)"),
    ("result_tag_missing", _pgn({"Result": None}), "line 1, column 'Result': the result is "
     "empty"),
    ("white_unknown", _pgn({"White": "?"}), "line 1, column 'White': the name is missing"),
    ("date_month_unknown_rules_change", _pgn({"Date": "2025.??.??"}),
     "line 1, column 'Date': the date '2025.??.??' is not whole"),
    ("lichess_from_position", _pgn({"Variant": "From Position", "SetUp": "1",
                                    "FEN": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq "
                                           "- 0 1"}),
     "line 1, column 'Variant': variant 'From Position': not rated"),
    ("lichess_bot", _pgn({"BlackTitle": "BOT"}),
     "line 1, column 'WhiteTitle/BlackTitle': a game against a program (title BOT): not rated"),
]


@pytest.mark.parametrize(("data", "message"), [case[1:] for case in REFUSED_PGN],
                         ids=[case[0] for case in REFUSED_PGN])
def test_pgn_tags_refused(data: bytes, message: str) -> None:
    """Refused (or the only game left out), naming the line and the tag."""
    with pytest.raises(FileError) as caught:
        read_event_file(data, source="case.pgn")
    assert message in str(caught.value)


def test_a_bot_game_beside_games_between_people_is_left_out_and_said() -> None:
    """lichess: the game against a BOT is skipped with game_kind_not_rated; the other is rated."""
    data = _pgn({}) + b"\n" + _pgn({"Round": "2", "Black": "Stockfish", "BlackTitle": "BOT"})
    event = read_event_file(data, source="lichess.pgn")
    assert list(event.games["black"]) == ["Bob"]
    warning = next(w for w in event.warnings if w.code == "game_kind_not_rated")
    assert warning.rows == (13,)  # (the second game's first tag line)
    assert warning.column == "WhiteTitle/BlackTitle"


PLAYER_LINES = [  # (start number, name, rating, points, rank, the two rounds' blocks)
    (1, "Ann Berg", 1800, "2.0", 1, "    2 w 1     4 b 1"),
    (2, "Bob Cole", 1700, "0.0", 4, "    1 b 0     3 w 0"),
    (3, "Cid Dahl", 1650, "1.5", 2, "    4 w =     2 b 1"),
    (4, "Dan Eck", 1600, "0.5", 3, "    3 b =     1 w 0")]
TRF = "012 Open\n042 2025/05/01\n052 2025/05/02\n062 4\n072 4\n" + "".join(
    f"001 {n:>4}      {name:<33} {rating:>4}{'':>28}{points:>4} {rank:>4} {blocks}\n"
    for n, name, rating, points, rank, blocks in PLAYER_LINES)
# (as `convert` writes a 4-player, 2-round event; the cases below edit it as people do)
ROUND_DATES = "132" + " " * 88


def _trf(old: str = "", new: str = "") -> bytes:
    assert old in TRF
    return TRF.replace(old, new).encode()


# (id, file, event name, ratings read of the four players (None: unrated), warning codes)
READ_TRF = [
    ("windows_line_ends", TRF.replace("\n", "\r\n").encode(), "Open",
     [1800, 1700, 1650, 1600], []),
    ("no_tournament_name", _trf("012 Open\n"), "case.trf", [1800, 1700, 1650, 1600], []),
    ("start_date_iso_dashes", _trf("042 2025/05/01", "042 2025-05-01"), "Open",
     [1800, 1700, 1650, 1600], []),
    ("start_date_day_first_dots", _trf("042 2025/05/01", "042 01.05.2025"), "Open",
     [1800, 1700, 1650, 1600], []),
    ("round_dates_fide_form", _trf("062 4\n", f"062 4\n{ROUND_DATES}25/05/01  25/05/02\n"),
     "Open", [1800, 1700, 1650, 1600], []),
    ("round_dates_full_years", _trf("062 4\n", f"062 4\n{ROUND_DATES}2025/05/01  2025/05/02\n"),
     "Open", [1800, 1700, 1650, 1600], []),
    ("swiss_manager_rating_zero", _trf("Ann Berg                          1800",
                                       "Ann Berg                             0"),
     "Open", [None, 1700, 1650, 1600], ["trf_072_differs"]),
]


@pytest.mark.parametrize(("data", "event_name", "ratings", "codes"),
                         [case[1:] for case in READ_TRF], ids=[case[0] for case in READ_TRF])
def test_trf_lines_read(data: bytes, event_name: str, ratings: list[int | None],
                        codes: list[str]) -> None:
    """Each line as Swiss-Manager, Vega or a hand edit writes it: the 4 games, dated with the
    end date 2025-05-02, Ann 2 points; the ratings and the warnings."""
    event = read_event_file(data, source="case.trf")
    games = event.games
    assert len(games) == 4
    assert list(games["event"].unique()) == [event_name]
    assert {str(day.date()) for day in games["date"]} == {"2025-05-02"}
    ann = games[games["white"] == "Ann Berg"]["white_score"].sum() + \
        games[games["black"] == "Ann Berg"]["black_score"].sum()
    assert ann == 2
    found = {}
    for side in ("white", "black"):
        found.update(dict(zip(games[side], games[f"{side}_rating"], strict=True)))
    assert [None if math.isnan(found[name]) else found[name]
            for name in ("Ann Berg", "Bob Cole", "Cid Dahl", "Dan Eck")] == ratings
    assert [w.code for w in event.warnings] == codes


REFUSED_TRF = [
    ("tabs_for_spaces", TRF.replace("001    1      Ann Berg", "001\t1\tAnn Berg").encode(),
     "line 6, column '001': a tab at column 4: a TRF player line is column-exact, written with "
     "spaces"),  # (was: "'4' is not a rating (... columns 49-52)", the wrong cause)
    ("half_character_for_draw", _trf("4 w =", "4 w ½"),
     "line 8, column 'round 1': '½' at column 99 is not a TRF result code (1 = 0 + - W D L H F "
     "U Z)"),
    ("colour_capital", _trf("    2 w 1", "    2 W 1"),  # (was read as 'w')
     "line 6, column 'round 1': 'W' at column 97 is not a colour: TRF writes colours in lower "
     "case (w, b or -)"),
    ("result_lower_case", _trf("4 w =", "4 w d"),  # (was read as 'D', under one move)
     "line 8, column 'round 1': 'd' at column 99 is not a TRF result code: TRF writes result "
     "codes in upper case (1 = 0 + - W D L H F U Z)"),
]


@pytest.mark.parametrize(("data", "message"), [case[1:] for case in REFUSED_TRF],
                         ids=[case[0] for case in REFUSED_TRF])
def test_trf_lines_refused(data: bytes, message: str) -> None:
    """Refused at the line and column."""
    with pytest.raises(FileError) as caught:
        read_event_file(data, source="case.trf")
    assert message in str(caught.value)
