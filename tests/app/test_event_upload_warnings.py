"""AppTest: an uploaded file's warnings are shown above its results, as a plain-text table."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from streamlit.testing.v1 import AppTest

PAGE = "pages/event_upload.py"

GAMES = (b'white,black,white_rating,black_rating,result\n'
         b'Anna Berg,Carl Dahl,"1,500",1600,1\n'
         b'<b>Eva</b>,anna berg,1700,1500,0\n')
ROUNDS = b'round,opponent,opponent_rating,result\n1,Carl Dahl,"1,600",1\n2,Eva Falk,1700,0\n'


def upload(at: AppTest, h: Any, name: str, data: bytes) -> AppTest:
    """Open the Event upload page and upload `data` as `name`."""
    h.open_page(at, PAGE)
    at.file_uploader(key="upload_file").upload(name, data, "text/plain")
    return h.rerun(at)


def _warnings_frame(at: AppTest) -> Any:
    """The warnings table (a static table), its cells as the page sends them (escaped)."""
    return next(shown.value for shown in at.table if "Where" in shown.value.columns)


def test_warnings_are_listed_above_the_results(at: AppTest, h: Any) -> None:
    """'1,500' read as 1500 (thousands_separator) and 'Anna Berg' / 'anna berg'
    (similar_names): a warning box with the count, then a What / Where / Value table whose
    cells are escaped (st.table reads Markdown: 'white_rating' is sent as 'white\\_rating', so
    it reads literally)."""
    upload(at, h, "games.csv", GAMES)
    assert not at.exception
    assert at.warning[0].value.startswith("3 warnings: the figures below are computed as said")
    table = _warnings_frame(at)
    assert list(table.columns) == ["What", "Where", "Value", "Code (JSON output)"]
    assert table["Value"].tolist() == ["1,500", "anna berg", ""]
    assert table["Where"].tolist() == ["row 2, column 'white\\_rating'",
                                       "rows 2, 3; players Anna Berg, anna berg",
                                       ""]
    assert table["Code (JSON output)"].tolist() == ["thousands\\_separator", "similar\\_names",
                                      "junior\\_rule\\_not\\_applied"]  # (no birth years, FIDE)
    field = next(shown.value for shown in at.dataframe
                 if "Change (rounded)" in shown.value.columns)
    assert field.loc[field["Player"] == "Anna Berg", "Rating"].tolist() == [1500]


def test_a_clean_file_shows_no_warning(at: AppTest, h: Any) -> None:
    """Birth years given (FIDE's junior rule applies), one spelling per name, plain numbers."""
    clean = GAMES.replace(b'"1,500"', b"1500").replace(b"anna berg", b"Gus Holm")
    lines = clean.decode().splitlines()
    clean = "\n".join([lines[0] + ",white_birth_year,black_birth_year",
                        *(line + ",1990,1990" for line in lines[1:])]).encode() + b"\n"
    upload(at, h, "games.csv", clean)
    assert not at.exception
    assert not any("Where" in shown.value.columns for shown in at.table)


def test_one_players_rounds_show_their_warnings(at: AppTest, h: Any) -> None:
    """A rounds file's '1,600' opponent rating: read as 1600, said above the result."""
    upload(at, h, "rounds.csv", ROUNDS)
    at.number_input(key="upload_player_rating").set_value(1650)  # classic needs a rating
    h.rerun(at)
    assert not at.exception
    assert _warnings_frame(at)["Where"].tolist() == ["row 2, column 'opponent\\_rating'"]


def test_a_guessed_encoding_and_a_hidden_sheet_are_shown(at: AppTest, h: Any) -> None:
    """Issue 28's new codes reach the page: a Windows-1251 CSV (names in Cyrillic, the
    encoding said) and a workbook whose hidden template sheet was not read."""
    files = Path(__file__).resolve().parents[1] / "data" / "hostile3" / "files"
    upload(at, h, "russian.csv", (files / "enc_cp1251_russian.csv").read_bytes())
    assert not at.exception
    table = _warnings_frame(at)
    # the encoding said, then the file's other warning: no birth years, so no junior rule
    assert table["Code (JSON output)"].tolist() == ["encoding\\_detected",
                                                  "junior\\_rule\\_not\\_applied"]
    assert table["Value"].tolist() == ["Windows\\-1251", ""]  # (escaped: read literally)
    assert table["What"].tolist()[0].startswith("this file is not UTF\\-8\\: read as "
                                                "Windows\\-1251 \\(Cyrillic\\)")
    field = next(shown.value for shown in at.dataframe
                 if "Change (rounded)" in shown.value.columns)
    assert sorted(field["Player"]) == ["Иванов Сергей", "Петров Алексей"]
    at.file_uploader(key="upload_file").upload(
        "season.xlsx", (files / "sheet_hidden_template_first.xlsx").read_bytes(),
        "application/octet-stream")
    h.rerun(at)
    assert not at.exception
    hidden = _warnings_frame(at)
    assert hidden["Value"].tolist()[0] == "Template"
    assert hidden["Code (JSON output)"].tolist()[0] == "sheet\\_hidden\\_not\\_read"


def test_a_trf_game_with_both_players_white_is_warned_on_the_page(at: AppTest, h: Any) -> None:
    """tests/data/hostile/trf_both_white.trf: the table names lines 3 and 4, both players and
    the code trf_same_colour; the game is rated (Alpha Ann White, 1-0)."""
    data = (Path(__file__).resolve().parents[1] / "data" / "hostile" /
            "trf_both_white.trf").read_bytes()
    upload(at, h, "both_white.trf", data)
    assert not at.exception
    table = _warnings_frame(at)
    assert table["Code (JSON output)"].tolist() == ["trf\\_same\\_colour"]
    assert table["Where"].tolist() == ["lines 3, 4, column 'colour'; players Alpha Ann, Beta Bob"]
    assert "round 1\\: Alpha Ann \\(line 3\\) and Beta Bob \\(line 4\\) both White" in \
        table["What"].tolist()[0]  # (escaped for st.table's Markdown)


def test_issue_28_codes_on_the_page(at: AppTest, h: Any) -> None:
    """A name with no letter ('12', row 3), a rating 1700.5 (row 3) and 'GM Anna Berg' beside
    'Anna Berg' (rows 2, 4): name_without_letters, rating_not_whole and
    similar_names_in_event in the table, each at its rows."""
    data = (b"event,white,black,white_rating,black_rating,result,white_birth_year,"
            b"black_birth_year\n"
            b"E,Anna Berg,Carl Dahl,2400,1600,1,1990,1990\n"
            b"E,12,Carl Dahl,1700.5,1600,0,1990,1990\n"
            b"E,Eva Falk,GM Anna Berg,1700,2400,0,1990,1990\n")
    upload(at, h, "games.csv", data)
    assert not at.exception
    table = _warnings_frame(at)
    assert table["Code (JSON output)"].tolist() == ["similar\\_names\\_in\\_event",
                                      "name\\_without\\_letters", "rating\\_not\\_whole"]
    assert table["Where"].tolist() == ["rows 2, 4; players GM Anna Berg, Anna Berg",
                                       "row 3, column 'white'; player 12",
                                       "row 3, column 'white\\_rating'; player 12"]
