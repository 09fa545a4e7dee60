"""Problem tables' layout: widths that fit 820 px, rows tall enough for the longest reason."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from elo_core.display.field_tables import problems_table
from elo_core.display.problem_layout import (
    MOST_LINES,
    WRAP_FROM_PX,
    lines_needed,
    problem_layout,
)
from elo_core.errors import Problem

XXR = Problem(message="1 'XXR' line (number of rounds) not used for rating; the Title norms "
                      "view reads it as the rounds scheduled", line=13, column="XXR")


def test_a_long_reason_wraps_on_three_rows_in_a_table_that_fits_the_page() -> None:
    """The XXR reason (106 characters) takes 3 lines of 51 in the 420 px Problem column: rows
    of 3 x 21 + 12 = 75 px, over the 64 px from which Streamlit wraps; 770 px of columns."""
    layout = problem_layout(problems_table([XXR]))
    assert layout.widths == (("Line", 60), ("Column", 90), ("Value found", 200),
                             ("Problem", 420))
    assert sum(width for _, width in layout.widths) == 770
    assert lines_needed(XXR.message, 420) == 3
    assert layout.row_height == 75


def test_short_reasons_keep_one_line_rows() -> None:
    """A reason of 51 characters or fewer (and no line column) keeps Streamlit's own row."""
    layout = problem_layout(problems_table([Problem(message="result must be 1, 0.5 or 0")]))
    assert layout.widths == (("Column", 90), ("Value found", 200), ("Problem", 420))
    assert layout.row_height is None


def test_a_very_long_reason_stops_at_eight_lines() -> None:
    """A 1,000-character reason is given 8 lines (180 px); the rest opens with a click."""
    layout = problem_layout(problems_table([Problem(message="word " * 200)]))
    assert layout.row_height == MOST_LINES * 21 + 12 == 180


@given(st.text(st.characters(codec="ascii", categories=("L", "Zs")), max_size=600))
def test_wrapped_rows_are_tall_enough_for_streamlit_to_wrap(message: str) -> None:
    """Any row height given is over Streamlit's 64 px wrapping threshold."""
    height = problem_layout(problems_table([Problem(message=message or "x")])).row_height
    assert height is None or height >= WRAP_FROM_PX > 64
