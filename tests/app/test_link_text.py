"""A share link's rejected value is quoted in the page's warning as typed: never a link, an
image or styling (issue 17, group 7), on every page that checks its link."""

from __future__ import annotations

from typing import Any

import pytest
from streamlit.testing.v1 import AppTest

from elo_core.display.safe_text import markdown_text

LINK = "[click](https://evil.example)"
IMAGE = "![x](http://127.0.0.1:9/p.png)"
CALC = "expected a whole number from 100 to 4000"


@pytest.mark.parametrize(("page", "case"), [
    ("pages/calculator.py", ("calc_own", LINK, CALC)),
    ("pages/calculator.py", ("calc_opp", IMAGE, CALC)),
    ("pages/scurve.py", ("gap", LINK, "expected a whole number from -800 to 800")),
    ("pages/scurve.py", ("own", IMAGE, CALC)),
    ("pages/analysis.py", ("sim_runs", IMAGE, "expected a whole number from 50 to 1000")),
])
def test_a_rejected_link_value_is_quoted_literally(store_path: object, h: Any, page: str,
                                                   case: tuple[str, str, str]) -> None:
    """The warning sends the value escaped (every bracket, parenthesis, '!' and ':' behind a
    backslash) and reads, once the escapes are taken away, exactly as the link holds it."""
    key, value, expected = case
    at = AppTest.from_file(str(h.app_path), default_timeout=30)
    at.switch_page(page)
    at.query_params.update({key: value})
    h.rerun(at)
    message = f"The link's '{key}' was ignored: {expected}, got '{value}'."
    warnings = [w.value for w in at.warning]
    assert markdown_text(message) in warnings
    assert message in [h.plain(w) for w in warnings]
    assert not any("](" in w or "![" in w for w in warnings)
