"""Tournament page: the typed rounds pass the event checks a file's games pass, shown and saved."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pandas as pd
import pytest
from streamlit.testing.v1 import AppTest

ROUNDS = [{"opponent": "Anna Kowalski", "rating": "1600", "result": "win"},
          {"opponent": "Anna Kowalski", "rating": "1650", "result": "draw"},
          {"opponent": "Anna Kowalsky", "rating": "1500", "result": "loss"},
          {"opponent": "Bo Li", "rating": "1700", "result": "win"}]


@pytest.fixture
def tour(at: AppTest, h: Any) -> AppTest:
    """The tournament page with four typed rounds in place of example D's five."""
    h.open_page(at, "pages/tournament.py")
    return h.edit_rounds(at, deleted=[0, 1, 2, 3, 4], added=ROUNDS)


def _warnings(at: AppTest) -> pd.DataFrame:
    """The warnings table as plain text (st.table is sent Markdown: 'rating\\_differs')."""
    table = next(t.value for t in at.table if "Code (JSON output)" in t.value.columns)
    return table.map(lambda cell: str(cell).replace("\\", ""))


def test_typed_rounds_give_a_files_warning_codes(tour: AppTest, h: Any) -> None:
    """Two ratings for one opponent (rows 1, 2) and 'Kowalsky' beside 'Kowalski' twice (rows 1,
    3): rating_differs and similar_names_in_event, as a file of these rounds; figures shown."""
    assert not tour.exception
    table = _warnings(tour)
    assert table["Code (JSON output)"].tolist() == ["rating_differs", "similar_names_in_event"]
    assert table["Where"].tolist()[0].startswith("rows 1, 2")
    assert table["Value"].tolist() == ["1600 / 1650", "Anna Kowalsky"]
    assert "each round is rated with the rating typed in its row" in table["What"].iloc[0]
    assert "2 warnings" in h.texts(tour)
    assert "check the rounds typed above" in h.texts(tour)
    # (the figures are still computed, each row at its own rating: 32 x (2.5 - 1.657) = +27.0)
    assert h.value(tour, "Rating change") == "+27.0"


def test_a_birth_year_after_the_event_is_said(tour: AppTest, h: Any) -> None:
    """Birth year 2030 for an event on 2025-03-01: birth_year_after_event at row 1."""
    tour.number_input(key="t_birth").set_value(2030)
    tour.date_input(key="t_date").set_value(dt.date(2025, 3, 1))
    h.rerun(tour)
    table = _warnings(tour)
    assert "birth_year_after_event" in table["Code (JSON output)"].tolist()
    said = table[table["Code (JSON output)"] == "birth_year_after_event"].iloc[0]
    assert said["Value"] == "2030"
    assert "after the event's date 2025-03-01" in said["What"]


def test_clean_rounds_give_no_warning(at: AppTest, h: Any) -> None:
    """Example D's rounds (no names, one rating each): no warning table."""
    h.open_page(at, "pages/tournament.py")
    assert not [t for t in at.table if "Code (JSON output)" in t.value.columns]
    assert "warning" not in " ".join(w.value for w in at.warning)


def test_the_saved_run_names_the_warnings(tour: AppTest, h: Any) -> None:
    """Saved runs list the run with its warnings' codes."""
    h.open_tab(tour, "Share and save")
    tour.text_input(key="t_run_name").set_value("Club open")
    tour.button[-1].click()
    h.rerun(tour)
    h.open_page(tour, "pages/saved_runs.py")
    listed = tour.dataframe[0].value
    summary = " ".join(str(v) for v in listed.iloc[0].tolist())
    assert "2 warnings (rating_differs, similar_names_in_event)" in summary
