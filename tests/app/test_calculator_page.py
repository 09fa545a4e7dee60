"""Calculator page: the seed figures by default and after driving the widgets by key."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest
from streamlit.testing.v1 import AppTest


def _set(h: Any, at: AppTest, **numbers: float | None) -> AppTest:
    for key, number in numbers.items():
        at.number_input(key=key).set_value(number)
    return h.rerun(at)


def test_defaults_are_example_a(at: AppTest, h: Any) -> None:
    """1613 vs 1609, K 32: E 0.506; win +15.8, draw -0.2, loss -16.2."""
    shown = h.metrics(at)
    assert shown["Expected score"][0] == "0.506"
    assert shown["As a percentage"][0] == "50.6%"
    assert shown["Assessment"][0] == "Even match"
    assert shown["Win: new rating"] == ("1628.8", "+15.8")
    assert shown["Draw: new rating"] == ("1612.8", "-0.2")
    assert shown["Loss: new rating"] == ("1596.8", "-16.2")
    page = h.texts(at)
    assert "K = 32" in page
    assert "their change is exactly the opposite of yours" in page
    assert "Single-game performance 2009" in page


def test_underdog_example_a(at: AppTest, h: Any) -> None:
    """1400 vs 1600, K 32: E 0.240; win +24.3, loss -7.7, draw +8.3."""
    _set(h, at, calc_own=1400, calc_opp=1600)
    shown = h.metrics(at)
    assert shown["Expected score"][0] == "0.240"
    assert shown["Win: new rating"][1] == "+24.3"
    assert shown["Draw: new rating"][1] == "+8.3"
    assert shown["Loss: new rating"][1] == "-7.7"


def test_favourite_and_400_gap(at: AppTest, h: Any) -> None:
    """1600 vs 1400: E 0.760, a win pays 7.7; a 400-point gap gives 90.9 %."""
    _set(h, at, calc_own=1600, calc_opp=1400)
    assert h.value(at, "Expected score") == "0.760"
    assert h.metrics(at)["Win: new rating"][1] == "+7.7"
    _set(h, at, calc_own=2000, calc_opp=1600)
    assert h.value(at, "Expected score") == "0.909"
    assert h.value(at, "As a percentage") == "90.9%"


def test_example_b_auto_k(at: AppTest, h: Any) -> None:
    """1500 vs 1500, auto K 40: +20, new 1520, performance 1900; draw 0, loss -20."""
    at.selectbox(key="calc_k_rule").set_value("auto")
    _set(h, at, calc_own=1500, calc_opp=1500)
    shown = h.metrics(at)
    assert shown["Expected score"][0] == "0.500"
    assert shown["Win: new rating"] == ("1520.0", "+20.0")
    assert shown["Draw: new rating"] == ("1500.0", "0.0")
    assert shown["Loss: new rating"] == ("1480.0", "-20.0")
    assert "Single-game performance 1900" in h.texts(at)
    assert "auto: 40 below 2100" in h.texts(at)


def test_example_b_big_upset(at: AppTest, h: Any) -> None:
    """1200 beats 1800 with K 40: E 0.0307, +38.8, new 1238.8, performance 2200."""
    at.number_input(key="calc_k").set_value(40)
    _set(h, at, calc_own=1200, calc_opp=1800)
    shown = h.metrics(at)
    assert shown["Expected score"][0] == "0.0307"
    assert shown["Win: new rating"] == ("1238.8", "+38.8")
    assert "Single-game performance 2200" in h.texts(at)


def test_fide_profile_rules(at: AppTest, h: Any) -> None:
    """FIDE K from a profile: 1200 with 8 games beats 1400 -> K 40, +30.4; peak 2410 -> K 10."""
    at.selectbox(key="calc_k_rule").set_value("fide")
    h.rerun(at)
    _set(h, at, calc_own=1200, calc_opp=1400, calc_games=8)
    assert "K = 40" in h.texts(at)
    assert "fewer than 30 rated games" in h.texts(at)
    assert h.metrics(at)["Win: new rating"][1] == "+30.4"
    _set(h, at, calc_own=2380, calc_opp=2380, calc_games=200, calc_peak=2410)
    assert "K = 10" in h.texts(at)
    assert "peak 2410" in h.texts(at)


def test_fide_table_model_rounds_the_change(at: AppTest, h: Any) -> None:
    """FIDE table model: whole-number change with the unrounded value beside it."""
    at.radio(key="calc_model").set_value("fide")
    h.rerun(at)
    at.date_input(key="calc_date").set_value(dt.date(2025, 3, 1))
    _set(h, at, calc_own=1600, calc_opp=1400)
    assert h.value(at, "Expected score") == "0.76"  # table row 198-206: PD 0.76, two decimals
    assert h.metrics(at)["Win: new rating"] == ("1608", "+8 (unrounded +7.68)")
    assert "FIDE rounds the change once per rating period" in h.texts(at)


def test_opponent_with_another_k(at: AppTest, h: Any) -> None:
    """Auto K: 2150 (K 20) vs 2050 (K 40): the opponent's change does not mirror yours."""
    at.selectbox(key="calc_k_rule").set_value("auto")
    _set(h, at, calc_own=2150, calc_opp=2050)
    page = h.texts(at)
    assert "Your opponent's K is 40" in page
    assert "do not cancel out" in page


def test_percentile_names_its_population(at: AppTest, h: Any) -> None:
    """1613 is above about 26 % of the FIDE February 2025 list (197 federations)."""
    assert h.value(at, "Rated below you (percentile)") == "26.1%"  # (written like "50.6%" above it)
    page = h.texts(at)
    assert "February 2025" in page
    assert "197 of 205 federations" in page
    assert "ESP, FRA, GER, IND, IRI, ITA, POL, RUS" in page


def test_glossary_and_k_explanations(at: AppTest, h: Any) -> None:
    """The glossary and the K explanation are on the page."""
    page = h.texts(at)
    for word in ("Expected score (E)", "Performance rating", "Deflation / inflation",
                 "**40** to players with fewer than 30 games", "same K"):
        assert word in page


def test_inputs_survive_a_page_switch(at: AppTest, h: Any) -> None:
    """Typed values come back after visiting another page."""
    at.selectbox(key="calc_k_rule").set_value("auto")
    _set(h, at, calc_own=1400, calc_opp=1600)
    h.open_page(at, "pages/tournament.py")
    h.open_page(at, "pages/calculator.py")
    assert at.number_input(key="calc_own").value == 1400
    assert at.selectbox(key="calc_k_rule").value == "auto"
    assert h.metrics(at)["Win: new rating"][1] == "+30.4"


def _linked(h: Any, query: dict[str, Any]) -> AppTest:
    """A new session opened on a calculator link (the URL is there before the first run)."""
    at = AppTest.from_file(str(h.app_path), default_timeout=30)
    at.query_params.update(query)
    return h.rerun(at)


def test_link_reproduces_a_scenario(store_path: object, h: Any) -> None:
    """A link with ratings, the FIDE K rule and a profile opens that game: K 40, +30.4."""
    at = _linked(h, {"calc_own": "1200", "calc_opp": "1400", "calc_k_rule": "FIDE profile",
                     "calc_games": "8", "calc_date": "2025-03-01", "calc_result": "Loss"})
    assert at.number_input(key="calc_own").value == 1200
    assert at.selectbox(key="calc_k_rule").value == "fide"
    assert at.date_input(key="calc_date").value == dt.date(2025, 3, 1)
    shown = h.metrics(at)
    assert shown["Expected score"][0] == "0.240"
    assert shown["Win: new rating"] == ("1230.4", "+30.4")
    assert "K = 40" in h.texts(at)
    assert "Your result (loss): -9.6 points, new rating 1190.4." in h.texts(at)
    # the only warning is the lost points (amber, not the green of a gain): no link warning
    assert [h.plain(w.value) for w in at.warning] == [
        "Your result (loss): -9.6 points, new rating 1190.4."]
    assert not at.success


def test_link_with_the_fide_table_and_a_peak(store_path: object, h: Any) -> None:
    """Peak 2410 under the FIDE rule gives K 10; the FIDE table model rounds the change."""
    at = _linked(h, {"calc_own": "2380", "calc_opp": "2380", "calc_k_rule": "FIDE profile",
                     "calc_games": "200", "calc_peak": "2410", "calc_model": "FIDE table",
                     "calc_date": "2025-03-01"})
    assert "K = 10" in h.texts(at)
    assert h.metrics(at)["Win: new rating"] == ("2385", "+5 (unrounded +5.00)")


@pytest.mark.parametrize(("query", "message"), [
    ({"calc_own": "abc"}, "The link's 'calc_own' was ignored: expected a whole number from 100 "
                          "to 4000, got 'abc'."),
    ({"calc_own": "inf"}, "The link's 'calc_own' was ignored: expected a whole number from 100 "
                          "to 4000, got 'inf'."),
    ({"calc_own": "1,500"}, "The link's 'calc_own' was ignored: expected a whole number from 100 "
                            "to 4000, got '1,500'."),
    ({"calc_own": "50"}, "The link's 'calc_own' was ignored: expected a whole number from 100 "
                         "to 4000, got '50'."),
    ({"calc_own": "99999"}, "The link's 'calc_own' was ignored: expected a whole number from 100 "
                            "to 4000, got '99999'."),
    ({"calc_k_rule": "auto"}, "The link's 'calc_k_rule' was ignored: expected one of Fixed K, "
                              "Simple auto, FIDE profile, US Chess bands, US Chess formula, got "
                              "'auto'."),
    ({"calc_date": "2025-02-30"}, "The link's 'calc_date' was ignored: expected a date as "
                                  "YYYY-MM-DD, got '2025-02-30'."),
    ({"calc_opp_k": "1.5"}, "The link's 'calc_opp_k' was ignored: expected a whole number, or "
                            "nothing, got '1.5'."),
])
def test_bad_link_value_is_a_message_not_a_traceback(store_path: object, h: Any,
                                                     query: dict[str, str], message: str) -> None:
    """A value no widget can take is dropped with a warning; the rest of the link still works."""
    at = _linked(h, {**query, "calc_opp": "1600"})
    assert [h.plain(w.value) for w in at.warning] == [message]
    assert at.number_input(key="calc_opp").value == 1600
    assert h.value(at, "Expected score") == "0.519"
    (name, text), = query.items()
    assert at.query_params.get(name) not in (text, [text])  # the address no longer holds it
    assert at.query_params["calc_opp"] in ("1600", ["1600"])


def test_ratings_are_bounded_like_the_engine(at: AppTest, h: Any) -> None:
    """QA: 99999 from a link, or 5000 typed, gave a red engine error and no results; the rating
    inputs now take 100 to 4000 only (a link's 99999 is dropped with the note above)."""
    for key in ("calc_own", "calc_opp"):
        box = at.number_input(key=key)
        assert (box.min, box.max) == (100, 4000)


def test_linked_values_survive_a_page_switch(store_path: object, h: Any) -> None:
    """Values from a link stay after visiting another page and coming back."""
    at = _linked(h, {"calc_own": "1400", "calc_opp": "1600"})
    h.open_page(at, "pages/scurve.py")
    h.open_page(at, "pages/calculator.py")
    assert at.number_input(key="calc_own").value == 1400
    assert h.value(at, "Expected score") == "0.240"


def test_a_rating_under_fides_list_says_why_its_percentile_is_0(at: AppTest, h: Any) -> None:
    """A pupil rated 1250: 0.0 % with a note that FIDE's list starts at 1400; 1613 gets none."""
    assert not [i for i in at.info if "starts at" in str(i.value)]
    _set(h, at, calc_own=1250)
    assert h.value(at, "Rated below you (percentile)") == "0.0%"
    notes = [h.plain(str(i.value)) for i in at.info if "starts at" in str(i.value)]
    assert len(notes) == 1
    assert notes[0].startswith("The FIDE standard list, all rated players starts at 1400: "
                               "nobody on it is rated below 1400, so 1250 is below every")


def test_the_handout_downloads(at: AppTest, h: Any, every_download: dict[str, Any]) -> None:
    """The default game (1613 v 1609, K 32, a win) as a one-page handout: its HTML holds the
    figures and the working; the PDF is printed on the click (a function until then)."""
    h.rerun(at)
    page = every_download["Handout (HTML)"]
    assert "One game: 1613 v 1609, a win" in page
    assert "new rating = 1613 +15.8 = 1628.8" in page
    assert callable(every_download["Handout (PDF)"])
