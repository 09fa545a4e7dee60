"""The page's warnings table: what, where (rows, column, players) and value, as plain text."""

from __future__ import annotations

from elo_core.display.warnings_table import warnings_heading, warnings_table
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
        "Code": ["thousands_separator", "similar_names", "mixed_encoding"]}
    assert warnings_heading(warnings).startswith("3 warnings: ")
    assert warnings_heading(warnings[:1]).startswith("1 warning: ")
