"""Names with no letter and ratings with a fraction: said at their row (or line) and column in
CSV, .xlsx and PGN (TRF has room for neither a fraction nor a missing name's letters but the
name), read as written, and not said of ordinary names and ratings."""

from __future__ import annotations

import io

import openpyxl
import pytest

from elo_core.io import read_event_file

HEADER = "event,date,white,black,white_rating,black_rating,result\n"
ROWS = ("E,2025-03-01,Ann Berg,Bob Cole,1800,1700,1\n"
        "E,2025-03-01,Cid Dahl,Ann Berg,1650,1800,0\n")


def _csv(extra: str) -> list[tuple[str, tuple[int, ...], str | None, str | None]]:
    event = read_event_file((HEADER + ROWS + extra).encode(), source="e.csv")
    return [(w.code, w.rows, w.column, w.value) for w in event.warnings]


@pytest.mark.parametrize("name", ["12", "-", "?", "1800", "#", "12345678"])
def test_a_name_with_no_letter_is_said_at_its_row(name: str) -> None:
    """Row 4 (the header is row 1), column white: name_without_letters, the name as value."""
    assert _csv(f"E,2025-03-01,{name},Bob Cole,1700,1700,1\n") == [
        ("name_without_letters", (4,), "white", name)]


def test_a_name_with_no_letter_as_black_and_the_sentence() -> None:
    """A start number in the black column: said once, at its first row, rated as a player."""
    event = read_event_file((HEADER + ROWS + "E,2025-03-01,Bob Cole,17,1700,1600,1\n"
                             "E,2025-03-01,Cid Dahl,17,1650,1600,=\n").encode(), source="e.csv")
    said = [w for w in event.warnings if w.code == "name_without_letters"]
    assert [(w.rows, w.column, w.players) for w in said] == [((4,), "black", ("17",))]
    assert said[0].what == ("'17' has no letter, where a player's name is expected: perhaps a "
                            "shifted column or an ID in the name column; it is rated as a player "
                            "named '17'; check the column")
    assert (event.games["black"] == "17").sum() == 2


@pytest.mark.parametrize("name", ["Anna Wolf", "Ó Briain", "Ли Вэй", "李伟", "J. 2nd", "R2-D2"])
def test_names_with_a_letter_in_any_script_are_not_said(name: str) -> None:
    """Latin, Cyrillic, Chinese, a digit beside letters: names."""
    assert _csv(f"E,2025-03-01,{name},Bob Cole,1700,1700,1\n") == []


def test_a_rating_with_a_fraction_is_said_and_used() -> None:
    """1800.5 on row 4 (white_rating) and 1700.25 on rows 4 and 5 (black_rating): one
    rating_not_whole per column with all its rows; the games keep 1800.5 and 1700.25."""
    event = read_event_file((HEADER + ROWS + "E,2025-03-01,Dan Eck,Eva Fox,1800.5,1700.25,1\n"
                             "E,2025-03-01,Bob Cole,Eva Fox,1700,1700.25,0\n").encode(),
                            source="e.csv")
    said = [(w.code, w.rows, w.column, w.value, w.players) for w in event.warnings]
    assert said == [("rating_not_whole", (4,), "white_rating", "1800.5", ("Dan Eck",)),
                    ("rating_not_whole", (4, 5), "black_rating", "1700.25", ("Eva Fox",))]
    assert event.warnings[1].what == (
        "Black's rating 1700.25 and 1 more of the column are not whole numbers: rating lists "
        "publish whole numbers; used as written; check the ratings")
    assert event.warnings[0].what.startswith("White's rating 1800.5 is not a whole number: ")
    assert event.games["white_rating"].iloc[2] == 1800.5


@pytest.mark.parametrize("rating", ["1800", "1800.0", "0", "-", ""])
def test_whole_and_unrated_ratings_are_not_said(rating: str) -> None:
    """1800.0 is a whole number as a spreadsheet writes it; 0, '-' and blank are unrated."""
    assert _csv(f"E,2025-03-01,Dan Eck,Eva Fox,{rating},1700,1\n") == []


def test_xlsx_cells_a_number_as_name_and_a_fraction() -> None:
    """An Excel sheet: the number 12 in the white column (a number cell) and 1800.5 as a rating
    cell, at sheet row 3."""
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.append(["event", "date", "white", "black", "white_rating", "black_rating", "result"])
    sheet.append(["E", "2025-03-01", "Ann Berg", "Bob Cole", 1800, 1700, "1"])
    sheet.append(["E", "2025-03-01", 12, "Bob Cole", 1800.5, 1700, "0"])
    out = io.BytesIO()
    book.save(out)
    event = read_event_file(out.getvalue(), source="e.xlsx")
    assert [(w.code, w.rows, w.column, w.value) for w in event.warnings] == [
        ("name_without_letters", (3,), "white", "12"),
        ("rating_not_whole", (3,), "white_rating", "1800.5")]


def test_pgn_tags_said_by_line_and_tag() -> None:
    """[White "1"] and [BlackElo "1700.5"] in the game at line 8: said at line 8, columns White
    and BlackElo."""
    game = '[Event "E"]\n[Date "2025.03.01"]\n[White "{w}"]\n[Black "Bob Cole"]\n' \
           '[WhiteElo "1800"]\n[BlackElo "{b}"]\n[Result "1-0"]\n\n1. e4 e5 1-0\n\n'
    text = game.format(w="Ann Berg", b="1700") + \
        game.format(w="1", b="1700.5").replace("Bob Cole", "Eva Fox")
    event = read_event_file(text.encode(), source="e.pgn")
    assert [(w.code, w.rows, w.column, w.value, w.unit) for w in event.warnings] == [
        ("name_without_letters", (11,), "White", "1", "line"),
        ("rating_not_whole", (11,), "BlackElo", "1700.5", "line")]


def test_trf_name_with_no_letter_in_the_name_columns() -> None:
    """A TRF player named '2' (columns 15-47, line 4): said at line 3, where the game is taken
    from (each game once, from the lower starting rank's line), column 'name'."""
    lines = ["012 Open", "042 2025/05/01",
             f"001    1      {'Ann Berg':<33} 1800{'':>28} 1.0    1     2 w 1",
             f"001    2      {'2':<33} 1700{'':>28} 0.0    2     1 b 0"]
    event = read_event_file(("\n".join(lines) + "\n").encode(), source="e.trf")
    assert [(w.code, w.rows, w.column, w.value) for w in event.warnings] == [
        ("name_without_letters", (3,), "name", "2")]


def test_the_columns_are_named_as_the_header_writes_them() -> None:
    """A one-player rounds file: 'opponent' and 'opponent_rating' (not black, black_rating);
    a German header: 'Elo Weiß' (was: the games table's own names)."""
    rounds = read_event_file(b"round,opponent,opponent_rating,result\n1,12,1650.5,1\n"
                             b"2,Bo Li,1600,0\n", source="r.csv", player="Mia",
                             player_rating=1500)
    assert [(w.code, w.rows, w.column) for w in rounds.warnings] == [
        ("name_without_letters", (2,), "opponent"), ("rating_not_whole", (2,), "opponent_rating")]
    german = read_event_file("Weiß;Schwarz;Elo Weiß;Elo Schwarz;Ergebnis\n"
                             "Ann Berg;Bob Cole;1800,5;1700;1\n".encode(), source="g.csv")
    assert [(w.code, w.column) for w in german.warnings] == [("rating_not_whole", "Elo Weiß")]
