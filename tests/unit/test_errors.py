"""Problems quote long bad values cut short (with their length), so the explanation is read."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from elo_core.display.field_tables import problems_table
from elo_core.errors import SHORT_VALUE, FileError, Problem, short_value
from elo_core.io import read_event_file
from elo_core.io.cells.values import RESULT_HINT

GAMES = "white,black,white_rating,black_rating,result\n"


def test_a_long_value_is_cut_to_30_characters_and_its_length() -> None:
    assert short_value("7" * 5008) == "7" * 30 + "… (5,008 characters)"
    assert short_value("7" * 30) == "7" * 30  # up to 30 characters: as it is
    assert short_value(short_value("7" * 5008)) == "7" * 30 + "… (5,008 characters)"


def test_a_problem_cuts_its_value_where_the_message_quotes_it() -> None:
    value = "2024-01-" + "1" * 5000
    problem = Problem(message=f"'{value}' is not a date (use 2024-03-01)", line=2,
                      column="date", value=value)
    assert problem.value == "2024-01-1111111111111111111111… (5,008 characters)"
    assert str(problem) == ("row 2, column 'date': '2024-01-1111111111111111111111… (5,008 "
                            "characters)' is not a date (use 2024-03-01)")


def test_a_long_quote_without_a_value_is_cut_too() -> None:
    """A message quoting over 100 characters (no `value` given) is cut the same way; shorter
    quotes such as an event's name stay whole."""
    problem = Problem(message=f"'{'x' * 150}' is not a rating period")
    assert problem.message == f"'{'x' * 30}… (150 characters)' is not a rating period"
    name = "XX Open Internacional de Gros, Donostia-San Sebastian 2010"
    assert Problem(message=f"event '{name}' is rapid").message == f"event '{name}' is rapid"


def test_a_result_of_5000_characters_is_quoted_short() -> None:
    """Results were quoted whole before: 5,000 characters ahead of 'is not a result'."""
    data = (GAMES + "A,B,1800,1700," + "w" * 5000 + "\n").encode()
    with pytest.raises(FileError) as caught:
        read_event_file(data, source="long.csv")
    assert [p.message for p in caught.value.problems] == [
        f"'{'w' * 30}… (5,000 characters)' {RESULT_HINT}"]


def test_the_problem_table_reads_the_explanation_within_100_characters() -> None:
    value = "2024-01-" + "1" * 5000
    table = problems_table([Problem(message=f"'{value}' is not a date (use 2024-03-01)",
                                    line=2, column="date", value=value)])
    assert table.to_dict("records") == [{
        "Line": 2, "Column": "date",
        "Value found": "2024-01-1111111111111111111111… (5,008 characters)",
        "Problem": "'2024-01-1111111111111111111111… (5,008 characters)' is not a date "
                   "(use 2024-03-01)"}]


@given(st.text(alphabet=st.characters(blacklist_characters="'\n"), min_size=0, max_size=400))
def test_the_explanation_always_follows_a_short_quote(value: str) -> None:
    """Whatever the value, the message keeps its explanation and quotes at most 30 of the
    value's characters (plus the stated length)."""
    problem = Problem(message=f"'{value}' is not a rating", value=value)
    assert problem.message.endswith("' is not a rating")
    assert len(problem.message) <= SHORT_VALUE + len("''… (400 characters) is not a rating")
    assert problem.value is not None
    assert problem.value.startswith(value[:SHORT_VALUE])


def test_file_warning_json_names_rows_column_and_value() -> None:
    """A warning's JSON is {code, what, where, value}; rows past 20 are counted, not listed."""
    from elo_core.errors import FileWarning

    warning = FileWarning(code="rating_differs", what="two ratings for one player",
                          rows=tuple(range(2, 27)), column="white_rating",
                          players=("Anna Berg",), value="1805")
    assert warning.as_json() == {
        "code": "rating_differs", "what": "two ratings for one player",
        "where": {"rows": list(range(2, 22)), "more_rows": 5, "column": "white_rating",
                  "players": ["Anna Berg"]},
        "value": "1805"}
    assert str(warning).startswith("rows 2, 3, 4")
    assert "and 5 more, column 'white_rating': two ratings" in str(warning)


def test_strict_check_refuses_any_warning() -> None:
    """--strict: one warning becomes one problem naming its row; no warning passes."""
    import pytest

    from elo_core.errors import FileError, FileWarning, strict_check

    strict_check([])
    with pytest.raises(FileError) as err:
        strict_check([FileWarning(code="x", what="read 1,500 as 1500", rows=(4,))], source="f.csv")
    assert err.value.problems[0].line == 4
    assert "refused under --strict" in str(err.value)
