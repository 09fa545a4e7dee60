"""S-curve explorer: metrics follow the gap, inputs live in the URL and are validated there."""

from __future__ import annotations

import os
from typing import Any

from streamlit.testing.v1 import AppTest


def test_defaults(at: AppTest, h: Any) -> None:
    """Gap 0: E 0.500, 50 %, even match, and the common-gap table."""
    h.open_page(at, "pages/scurve.py")
    shown = h.metrics(at)
    assert shown["Difference"][0] == "+0"
    assert shown["Expected score (logistic)"][0] == "0.500"
    assert shown["Assessment"][0] == "Even match"
    table = next(d.value for d in at.dataframe if "gap" in d.value.columns)
    row = table.set_index("gap").loc
    assert row[200, "E stronger (logistic)"] == 0.76
    assert row[400, "E stronger (logistic)"] == 0.909
    assert row[600, "E stronger (logistic)"] == 0.969
    assert row[400, "FIDE table (stronger)"] == 0.92
    assert row[600, "FIDE table (stronger)"] == 0.92


def test_slider_changes_the_numbers(at: AppTest, h: Any) -> None:
    """Gap 400: 0.909 (90.9 %); (the browser test checks that the URL follows)."""
    h.open_page(at, "pages/scurve.py")
    at.slider(key="gap").set_value(400)
    h.rerun(at)
    shown = h.metrics(at)
    assert shown["Expected score (logistic)"][0] == "0.909"
    assert shown["Score %"][0] == "90.9%"
    assert shown["Assessment"][0] == "Far stronger"
    assert "Far stronger: near-certain favourite." in h.texts(at)
    assert "FIDE's table gives 0.92" in h.texts(at)


def test_shared_link_opens_the_same_view(store_path: object, h: Any) -> None:
    """A link with gap=-200, K values and a loss heatmap opens exactly that."""
    at = h.fresh(page="pages/scurve.py",
                 query={"gap": "-200", "ks": ["16", "32"], "k": "24", "result": "loss"})
    assert h.metrics(at)["Expected score (logistic)"][0] == "0.240"
    assert h.metrics(at)["Assessment"][0] == "Much weaker"
    assert at.multiselect(key="ks").value == [16, 32]
    assert at.slider(key="k").value == 24
    assert at.segmented_control(key="result").value == "loss"


def test_bad_link_values_are_ignored(store_path: object, h: Any) -> None:
    """Text or out-of-range values in the URL fall back to the defaults, no traceback."""
    at = h.fresh(page="pages/scurve.py", query={"gap": "abc", "k": "99999", "ks": ["x"]})
    assert h.metrics(at)["Difference"][0] == "+0"
    assert at.slider(key="k").value == 32
    assert "ELO_STORE_PATH" in os.environ


def test_gap_survives_a_page_switch(at: AppTest, h: Any) -> None:
    """The gap is still there after visiting the calculator."""
    h.open_page(at, "pages/scurve.py")
    at.slider(key="gap").set_value(-150)
    h.rerun(at)
    h.open_page(at, "pages/calculator.py")
    h.open_page(at, "pages/scurve.py")
    assert h.metrics(at)["Difference"][0] == "-150"
