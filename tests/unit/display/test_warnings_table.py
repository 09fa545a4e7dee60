"""The page's warnings table: what, where (rows, column, players) and value, as plain text."""

from __future__ import annotations

from elo_core.display.warnings_table import breakable, warnings_heading, warnings_table
from elo_core.errors import FileWarning


def test_each_warning_is_a_row_with_where_in_words() -> None:
    warnings = [
        FileWarning(code="thousands_separator", what="read as 1500", rows=(2, 5),
                    column="white_rating", value="1,500"),
        FileWarning(code="similar_names", what="look alike", rows=(3,),
                    players=("[x](http://e.example)", "Anna")),
        FileWarning(code="mixed_encoding", what="cp1252 line"),
    ]
    table = warnings_table(warnings)
    assert table.to_dict("list") == {
        "What": ["read as 1500", "look alike", "cp1252 line"],
        "Where": ["rows 2, 5, column 'white_rating'", "row 3; players [x](http://e.example), Anna",
                  ""],
        "Value": ["1,500", "", ""],
        "Code (JSON output)": ["thousands_separator", "similar_names", "mixed_encoding"]}
    assert warnings_heading(warnings).startswith("3 warnings: ")
    assert warnings_heading(warnings[:1]).startswith("1 warning: ")


def test_a_long_word_may_break_but_never_inside_a_number() -> None:
    """'120242' (a TRF's unreadable birth date) stays whole; a 30-character word gets a break
    opportunity after 16 characters; a 20-digit run is never cut."""
    assert breakable("120242") == "120242"
    assert breakable("lines 56, 72") == "lines 56, 72"
    assert breakable("abcdefghijklmnopqrstuvwxyz0123") == \
        "abcdefghijklmnop\u200bqrstuvwxyz0123"
    assert breakable("x" + "1" * 20) == "x" + "1" * 20
    assert breakable("abcdefghijklmnop12345") == "abcdefghijklmnop\u200b12345"
    assert breakable("abcdefghijklmnopq") == "abcdefghijklmnop\u200bq"


def test_the_code_is_last_and_headed_as_the_json_code() -> None:
    """The sentence first; the code under a heading that says it is the JSON output's code."""
    table = warnings_table([FileWarning(code="sheet_not_read", what="not read", value="120242")])
    assert list(table.columns) == ["What", "Where", "Value", "Code (JSON output)"]
    assert table.loc[0, "Value"] == "120242"
