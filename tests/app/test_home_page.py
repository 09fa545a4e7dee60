"""Issue 18 item 6: a home page that says what the app and each page are for, with a bundled
example one click away; the Calculator keeps working from its own and its old addresses."""

from __future__ import annotations

from typing import Any

from streamlit.testing.v1 import AppTest

from tests.app.apptest_driver import AppTestDriver


def test_home_is_the_first_page_and_names_every_page(h: Any, store_path: object) -> None:
    """A new session opens on Home (was the bare 'One-game calculator'): the product's name,
    and a link with a purpose for each of the six pages."""
    at = h.fresh()
    assert at.title[0].value == "elo-core: chess ratings, worked out exactly"
    links = [link.proto.page for link in at.get("page_link")]
    for page in ("calculator", "scurve", "tournament", "event_upload", "saved_runs",
                 "analysis"):
        assert any(page in link for link in links), (page, links)
    text = h.texts(at)
    assert "One game: the expected score, what a win, a draw or a loss does" in text
    assert "A whole field from a CSV, FIDE TRF or PGN file" in text


def test_an_old_calculator_link_opens_the_calculator(h: Any, store_path: object) -> None:
    """'/?calc_own=1400' (the calculator's address before Home) opens the Calculator with
    1400 against the default 1609: a win gives 1424.6."""
    at = h.fresh(query={"calc_own": "1400"})
    assert at.title[0].value == "One-game calculator"
    assert h.value(at, "Win: new rating") == "1424.6"


def test_the_example_opens_in_event_upload_in_one_click(h: Any, store_path: object) -> None:
    """The example button loads Gros 2010 (52 players) into Event upload, already rated."""
    at = h.fresh()
    at.button(key="home_example").click()
    AppTestDriver.rerun(at)
    assert at.title[0].value == "Event upload"
    table = next(d.value for d in at.dataframe if "Change (rounded)" in d.value.columns)
    assert len(table) == 52
    assert "Event file in use: gros-2010-after-round4.trf" in h.texts(at).replace("**", "")


def test_the_calculator_still_opens_directly(at: AppTest, h: Any) -> None:
    """The Calculator on its own address: example A, E 0.506, a win 1628.8."""
    assert h.value(at, "Expected score") == "0.506"
    assert h.value(at, "Win: new rating") == "1628.8"
