"""Calculator across page switches: every input in the URL, widgets drawn with kept values."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest
from streamlit.elements.lib import policies
from streamlit.testing.v1 import AppTest

# 2700 against 2200 under FIDE's table on 2020-05-05: the gap of 500 counts as 400 (PD 0.92);
# the 2017 regulations give K 10 to a player who has reached 2400, so a win is
# 10 x (1 - 0.92) = +0.80, rounded to +1, and a draw 10 x (0.5 - 0.92) = -4.20, rounded to -4.
LINK = {"calc_date": "2020-05-05", "calc_k_rule": "FIDE profile", "calc_model": "FIDE table",
        "calc_own": "2700", "calc_opp": "2200"}
RULES_2020 = "**Rules:** FIDE Rating Regulations 2017 (700 rule) (in force from 2017-09-01)."


def _linked(h: Any, query: dict[str, str]) -> AppTest:
    """A new session opened on `query` (the URL is there before the first run)."""
    at = AppTest.from_file(str(h.app_path), default_timeout=30)
    at.query_params.update(query)
    return h.rerun(at)


def _address(at: AppTest) -> dict[str, str]:
    return {key: at.query_params[key] for key in at.query_params}


def _check_2020_game(at: AppTest, h: Any) -> None:
    assert at.date_input(key="calc_date").value == dt.date(2020, 5, 5)
    assert h.metrics(at)["Win: new rating"] == ("2701", "+1 (unrounded +0.80)")
    assert h.metrics(at)["Draw: new rating"] == ("2696", "-4 (unrounded -4.20)")
    assert RULES_2020 in h.raw_texts(at)


def test_every_input_stays_in_the_address_after_page_switches(store_path: object,
                                                              h: Any) -> None:
    """The link's five values (calc_date too) are in the address after each of three trips to
    the Tournament page, and a new session opened on that address shows the same 2020 game."""
    at = _linked(h, LINK)
    _check_2020_game(at, h)
    for _ in range(3):
        h.open_page(at, "pages/tournament.py")
        h.open_page(at, "pages/calculator.py")
        address = _address(at)
        assert {key: address.get(key) for key in LINK} == LINK
        _check_2020_game(at, h)
    reloaded = _linked(h, _address(at))
    _check_2020_game(reloaded, h)


def test_inputs_are_drawn_with_the_values_they_keep(store_path: object, h: Any) -> None:
    """Back from another page, each widget's default is the user's value, not 1613 or 0: the
    browser draws a new widget with its default before it applies a value sent with it."""
    at = _linked(h, LINK)
    at.number_input(key="calc_own").set_value(2000)
    h.rerun(at)
    h.open_page(at, "pages/scurve.py")
    h.open_page(at, "pages/calculator.py")
    assert at.number_input(key="calc_own").proto.default == 2000
    assert at.number_input(key="calc_opp").proto.default == 2200
    assert at.selectbox(key="calc_k_rule").proto.default == 2  # FIDE profile
    assert at.radio(key="calc_model").proto.default == 1  # FIDE table
    assert list(at.date_input(key="calc_date").proto.default) == ["2020-05-05"]
    assert at.number_input(key="calc_own").value == 2000
    assert _address(at)["calc_own"] == "2000"


def test_a_hidden_input_from_the_link_is_kept(store_path: object, h: Any) -> None:
    """K 24 in a link whose K rule hides the K field stays in the address across a switch and
    is the K shown once the user picks 'Fixed K' (24 x (1 - 0.92) = +1.92 for a win)."""
    at = _linked(h, {**LINK, "calc_k": "24"})
    h.open_page(at, "pages/tournament.py")
    h.open_page(at, "pages/calculator.py")
    assert _address(at)["calc_k"] == "24"
    at.selectbox(key="calc_k_rule").set_value("fixed")
    h.rerun(at)
    assert at.number_input(key="calc_k").value == 24
    assert h.metrics(at)["Win: new rating"] == ("2702", "+2 (unrounded +1.92)")


def test_a_reopened_run_is_drawn_with_its_values(store_path: object, h: Any,
                                                 caplog: pytest.LogCaptureFixture,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """Save 2000 v 2200 under the FIDE table on 2020-05-05, type 2500, reopen the run: 2000 is
    the widget's default and value, the address holds the run, and Streamlit does not warn
    about a widget given a default and a session-state value. K 20 (under 2400, 50 games);
    the gap of 200 gives PD 0.24, so a win is 20 x 0.76 = +15.20, rounded to +15: 2015."""
    monkeypatch.setattr(policies, "_shown_default_value_warning", False)  # warns once a process
    at = _linked(h, LINK)
    at.number_input(key="calc_own").set_value(2000)
    h.rerun(at)
    h.save_change_reopen(at, "Old rules", 2500)
    assert at.number_input(key="calc_own").proto.default == 2000
    assert at.number_input(key="calc_own").value == 2000
    assert h.metrics(at)["Win: new rating"] == ("2015", "+15 (unrounded +15.20)")
    assert {key: _address(at).get(key) for key in LINK} == {**LINK, "calc_own": "2000"}
    assert "Session State API" not in caplog.text


def test_an_address_changed_under_the_page_moves_its_inputs(store_path: object,
                                                           h: Any) -> None:
    """The address going back to the link while the page is shown (the browser's back button)
    sends the inputs their new value, the box as well as the figures: 2700 again, +1."""
    at = _linked(h, LINK)
    at.number_input(key="calc_own").set_value(2500)
    h.rerun(at)
    assert _address(at)["calc_own"] == "2500"
    at.query_params.clear()
    at.query_params.update(LINK)
    h.rerun(at)
    box = at.number_input(key="calc_own")
    assert (box.value, box.proto.value, box.proto.set_value) == (2700, 2700, True)
    assert h.metrics(at)["Win: new rating"] == ("2701", "+1 (unrounded +0.80)")
