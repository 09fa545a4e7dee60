"""Tournament page: example D by default, other systems, bad cells, state, save and reopen."""

from __future__ import annotations

import datetime as dt
import shutil
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pandas as pd
import pytest
from streamlit.testing.v1 import AppTest

from elo_core.scenarios import rounds_grid
from elo_core.scenarios.share_links import decode_tournament
from tests.app.apptest_driver import AppTestDriver

FIDE_EXAMPLE = [{"rating": "2210", "result": "draw"}, {"rating": "1980", "result": "win"},
                {"rating": "2140", "result": "loss"}]


@pytest.fixture
def tour(at: AppTest, h: Any) -> AppTest:
    """The tournament page with its defaults (example D)."""
    return h.open_page(at, "pages/tournament.py")


def _log(at: AppTest) -> pd.DataFrame:
    return next(d.value for d in at.dataframe if "points" in d.value.columns)


def _fide_example(h: Any, at: AppTest, system: str) -> AppTest:
    at.selectbox(key="t_system").set_value(system)
    at.number_input(key="t_rating").set_value(2050)
    at.number_input(key="t_games").set_value(85)
    at.date_input(key="t_date").set_value(dt.date(2025, 3, 1))
    return h.edit_rounds(at, deleted=[0, 1, 2, 3, 4], added=FIDE_EXAMPLE)


def test_defaults_are_example_d(tour: AppTest, h: Any) -> None:
    """US Chess classic bands, 1550, 5 rounds: +45.3, new 1595.3, K 32 and every other figure."""
    shown = h.metrics(tour)
    assert shown["Rating change"][0] == "+45.3"
    assert shown["New rating"][0] == "1595.3"
    assert shown["K"][0] == "32"
    assert shown["Record"][0] == "3W 1D 1L"
    assert shown["Actual score"] == ("3.5 of 5", "70 %")
    assert shown["Expected score"] == ("2.083 of 5", "41.7 %")
    assert shown["Over / under expectation"][0] == "+1.417"
    assert shown["Average opponent"][0] == "1611"
    assert shown["Performance (linear)"] == ("1771", "+221 vs your rating")
    assert shown["Performance (FIDE table)"] == ("1760", "+210 vs your rating")
    assert shown["Perfect performance"] == ("1767", "+217 vs your rating")
    # one short value per line, so that it is not cut at 1100 px ('+16.7 / …')
    assert shown["Another win"] == ("+16.7", "a loss: -15.3")
    page = h.texts(tour)
    assert "US Chess (pre-2001 bands): 32 below 2100" in page
    assert "priced from your new rating 1595.3" in page


def test_game_log_is_example_d(tour: AppTest, h: Any) -> None:
    """Expected 0.415, 0.273, 0.599, 0.443, 0.353; points +18.7, -8.7, +12.8, +1.8, +20.7; the
    log and the report to download in the share tab."""
    log = _log(tour)
    assert list(log["expected"]) == [0.415, 0.273, 0.599, 0.443, 0.353]
    assert list(log["points"]) == [18.7, -8.7, 12.8, 1.8, 20.7]
    h.open_tab(tour, "Share and save")
    labels = [b.label for b in tour.download_button]
    assert "Game log (CSV)" in labels
    assert "Report (HTML)" in labels


def test_fide_official_table(tour: AppTest, h: Any) -> None:
    """FIDE 2050 (85 games): K 20, +5 for the period (unrounded +4.60), new 2055, TPR 2110."""
    _fide_example(h, tour, "fide")
    shown = h.metrics(tour)
    assert shown["K"][0] == "20"
    assert shown["Rating change"] == ("+5", "unrounded +4.60")
    assert shown["New rating"][0] == "2055"
    assert shown["Average opponent"][0] == "2110"
    assert shown["Performance (FIDE table)"][0] == "2110"
    assert "FIDE Rating Regulations 2024" in h.texts(tour)


def test_fide_seed_with_the_logistic_curve(tour: AppTest, h: Any) -> None:
    """The seed's logistic version (classic, K 20): expected 1.257, +4.9, new 2054.9."""
    tour.number_input(key="t_k").set_value(20)
    _fide_example(h, tour, "classic_fixed")
    shown = h.metrics(tour)
    assert shown["Expected score"][0] == "1.257 of 3"
    assert shown["Rating change"][0] == "+4.9"
    assert shown["New rating"][0] == "2054.9"


def test_unrated_and_bye_are_listed_but_not_rated(tour: AppTest, h: Any) -> None:
    """An unrated opponent and a half-point bye change nothing in the rating."""
    h.edit_rounds(tour, added=[{"opponent": "Newcomer", "rating": "unrated", "result": "win"},
                             {"result": "bye ½"}])
    assert h.value(tour, "Rating change") == "+45.3"
    log = _log(tour)
    assert list(log["note"])[-2:] == ["unrated opponent: not rated",
                                      "not played (bye or forfeit): not rated"]


@pytest.mark.parametrize(
    ("edit", "message"),
    [({1: {"rating": "abc"}}, "Round 2, column 'rating': 'abc' is not a rating"),
     ({0: {"rating": "99999"}}, "Round 1, column 'rating': '99999' is not a rating (a number "
                                "from 100 to 4000"),
     ({0: {"rating": "0"}}, "Round 1, column 'rating': '0' is not a rating (a number from 100 "
                            "to 4000"),
     ({0: {"rating": "1,500"}}, "Round 1, column 'rating': '1,500' is not a rating: ',' may "
                                "separate thousands or mark decimals"),
     ({3: {"result": "2"}}, "Round 4, column 'result': '2' is not a result")],
)
def test_bad_cell_names_row_and_column(tour: AppTest, h: Any, edit: dict[int, dict[str, str]],
                                       message: str) -> None:
    """A bad cell shows an error with its round and column, never a traceback."""
    h.edit_rounds(tour, edited=edit)
    assert any(message in e for e in h.errors(tour)), h.errors(tour)
    assert not tour.metric


def test_every_bad_cell_is_reported(tour: AppTest, h: Any) -> None:
    """Two bad cells: two errors."""
    h.edit_rounds(tour, edited={0: {"rating": "x"}, 2: {"result": "maybe"}})
    assert len(tour.error) == 2


def test_empty_table_and_all_byes(tour: AppTest, h: Any) -> None:
    """No rounds: a warning; only byes: a clear note that nothing is rated."""
    h.edit_rounds(tour, deleted=[0, 1, 2, 3, 4])
    assert "rounds table is empty" in h.texts(tour)
    h.edit_rounds(tour, deleted=[0, 1, 2, 3, 4], added=[{"result": "bye 1"}, {"result": "bye 0"}])
    assert "None of these games is rated" in h.texts(tour)
    assert h.value(tour, "Rating change") == "0.0"


def test_bad_profile_is_an_error_not_a_traceback(tour: AppTest, h: Any) -> None:
    """Rating 99999, or an unrated player under classic Elo: clear messages."""
    tour.number_input(key="t_rating").set_value(99999)
    h.rerun(tour)
    assert any("between 1 and 4000, got 99999" in e.value for e in tour.error)
    tour.number_input(key="t_rating").set_value(None)
    h.rerun(tour)
    assert any("needs a starting rating" in e.value for e in tour.error)


def test_other_systems_run(tour: AppTest, h: Any) -> None:
    """US Chess and Glicko-2 give a result for example D."""
    for system in ("uscf", "glicko2", "classic_auto"):
        tour.selectbox(key="t_system").set_value(system)
        h.rerun(tour)
        assert "New rating" in h.metrics(tour), system
    assert h.value(tour, "K") == "40"


def test_what_do_i_need(tour: AppTest, h: Any) -> None:
    """Two more rounds against the 1611 field: 1 of 2 reaches 1600 (1600.9); 1700 is too far."""
    h.open_tab(tour, "What you still need")
    assert "For rating 1600 you need 1 of 2: 1 of 2 against 1611 gives 1600.9" in h.texts(tour)
    tour.number_input(key="t_target").set_value(1700)
    h.rerun(tour)
    assert "Out of reach" in h.texts(tour)
    tour.selectbox(key="t_target_kind").set_value("performance")
    tour.number_input(key="t_target").set_value(1750)
    h.rerun(tour)
    assert "For performance 1750 you need" in h.texts(tour)


def test_field_average_input_says_its_default_in_one_line(tour: AppTest, h: Any) -> None:
    """The opponents' average box has a one-line label (its neighbours are one line: a two-line
    label pushed the box down) and shows example D's 1611 as its placeholder, said to be the
    default (a bare grey '1611' read as a value typed), and in its help."""
    h.open_tab(tour, "What you still need")
    box = tour.number_input(key="t_field")
    assert box.label == "Their average rating"
    assert box.proto.placeholder == "1611 (default)"
    assert "Empty: 1611, the average of your rated opponents above" in box.help


def test_target_box_says_its_suggestion_is_a_default(tour: AppTest, h: Any) -> None:
    """The target value box, left empty, shows the next 50 above the new rating 1595.3 as
    '1600 (default)' (was a bare grey '1600', read as typed); for a performance target the next
    50 above FIDE's table performance 1760: '1800 (default)'."""
    h.open_tab(tour, "What you still need")
    box = tour.number_input(key="t_target")
    assert box.value is None
    assert box.proto.placeholder == "1600 (default)"
    assert "Empty: 1600, the next 50 above your new rating." in box.help
    tour.selectbox(key="t_target_kind").set_value("performance")
    h.rerun(tour)
    assert tour.number_input(key="t_target").proto.placeholder == "1800 (default)"


def test_rounds_survive_a_page_switch(tour: AppTest, h: Any) -> None:
    """Edited rounds and profile are intact after visiting other pages."""
    tour.number_input(key="t_rating").set_value(1500)
    h.edit_rounds(tour, edited={0: {"rating": "1700"}}, deleted=[4])
    before = h.value(tour, "Rating change")
    h.open_page(tour, "pages/calculator.py")
    h.open_page(tour, "pages/scurve.py")
    h.open_page(tour, "pages/tournament.py")
    rounds = tour.session_state["t_rounds"]
    assert list(rounds["rating"]) == ["1700", "1720", "1480", "1590"]
    assert tour.number_input(key="t_rating").value == 1500
    assert h.value(tour, "Rating change") == before


def test_clear_rounds(tour: AppTest, h: Any) -> None:
    """'Clear all rounds' empties the table (the simulator's fresh start)."""
    tour.button(key="t_clear").click()
    h.rerun(tour)
    assert "rounds table is empty" in h.texts(tour)


def test_save_and_reopen(tour: AppTest, store_path: Path, h: Any) -> None:
    """Save a run, change everything, reopen it from Saved runs: inputs and figures return."""
    h.edit_rounds(tour, edited={1: {"rating": "1700", "opponent": "Smith"}})
    saved_change = h.value(tour, "Rating change")
    h.open_tab(tour, "Share and save")
    tour.text_input(key="t_run_name").set_value("Club open")
    tour.button[-1].click()
    h.rerun(tour)
    assert "Saved as 'Club open'" in h.texts(tour)
    assert store_path.exists()
    tour.number_input(key="t_rating").set_value(1800)
    h.edit_rounds(tour, deleted=[0, 1])
    h.open_page(tour, "pages/saved_runs.py")
    assert "Club open" in tour.dataframe[0].value["name"].tolist()
    tour.button(key="runs_reopen").click()
    h.rerun(tour)
    assert "Reopened saved run 'Club open'" in h.texts(tour)
    assert tour.number_input(key="t_rating").value == 1550
    assert list(tour.session_state["t_rounds"]["opponent"])[1] == "Smith"
    assert h.value(tour, "Rating change") == saved_change


def test_simulator_mode_resets_the_rounds(tour: AppTest, h: Any) -> None:
    """With simulator mode on, a new starting rating starts a new series of games."""
    tour.toggle(key="t_simulator").set_value(True)
    h.rerun(tour)
    assert h.value(tour, "Rating change") == "+45.3"
    tour.number_input(key="t_rating").set_value(1600)
    h.rerun(tour)
    page = h.texts(tour)
    assert "a new starting rating starts a new series of games" in page
    assert "rounds table is empty" in page


def test_rating_change_keeps_rounds_by_default(tour: AppTest, h: Any) -> None:
    """Without simulator mode, changing the rating keeps every round."""
    tour.number_input(key="t_rating").set_value(1600)
    h.rerun(tour)
    assert h.value(tour, "Record") == "3W 1D 1L"


@pytest.mark.skipif(shutil.which("chromium") is None, reason="PDF needs a local chromium")
def test_pdf_report(tour: AppTest, h: Any) -> None:
    """'Prepare a PDF' prints the report with the local Chromium and offers the file."""
    h.open_tab(tour, "Share and save")
    tour.button(key="t_pdf_make").click()
    h.rerun(tour)
    assert "Download the PDF" in [b.label for b in tour.download_button]


def _shared(h: Any, query: dict[str, Any]) -> AppTest:
    """A new session opened on a tournament share link."""
    return h.fresh(page="pages/tournament.py", query=query)


def _link_query(at: AppTest) -> dict[str, list[str]]:
    """The share link shown on the page, read back as a browser would."""
    link = AppTestDriver.share_link(at)
    return parse_qs(urlsplit(link).query, keep_blank_values=True)


def test_share_link_of_the_default_scenario(tour: AppTest) -> None:
    """The default page's link encodes example D and decodes back to the same five rounds."""
    query = _link_query(tour)
    assert {k: v for k, v in query.items() if k != "d"} == {
        "sys": ["classic_bands"], "r": ["1550"], "gp": ["120"],
        "rounds": ["1610w,1720l,1480w,1590d,1655w"]}
    shared = decode_tournament(query)
    games, problems = rounds_grid.games_from_rounds(tour.session_state["t_rounds"])
    assert not problems
    assert shared.games == tuple(games)


def test_example_d_opened_from_a_link(store_path: object, h: Any) -> None:
    """SEEDS D via the URL with the bands system: +45.3, new 1595.3, K 32."""
    at = _shared(h, {"sys": "classic_bands", "r": "1550", "gp": "120",
                     "rounds": "1610w,1720l,1480w,1590d,1655w"})
    shown = h.metrics(at)
    assert shown["Rating change"][0] == "+45.3"
    assert shown["New rating"][0] == "1595.3"
    assert shown["K"][0] == "32"
    assert "Opened the shared scenario: 5 rounds." in h.texts(at)


def test_fide_link_with_names_unrated_and_a_bye(store_path: object, h: Any) -> None:
    """FIDE 2050 (85 games) on 2025-03-01: the seed's rounds plus an unrated win and a bye."""
    at = _shared(h, {"sys": "fide", "r": "2050", "gp": "85", "d": "2025-03-01",
                     "rounds": "Li%2C Anna:2210d,1980w,2140l,Newcomer:uw,bye0.5"})
    assert at.selectbox(key="t_system").value == "fide"
    assert at.date_input(key="t_date").value == dt.date(2025, 3, 1)
    rounds = at.session_state["t_rounds"]
    assert list(rounds["opponent"]) == ["Li, Anna", "", "", "Newcomer", ""]
    assert list(rounds["rating"]) == ["2210", "1980", "2140", "unrated", ""]
    assert list(rounds["result"]) == ["draw", "win", "loss", "win", "bye ½"]
    shown = h.metrics(at)
    assert shown["K"][0] == "20"
    assert shown["Rating change"] == ("+5", "unrounded +4.60")
    assert shown["New rating"][0] == "2055"
    assert shown["Record"] == ("2W 1D 1L", "1 not rated, 1 unplayed")  # every round counted


def test_link_loads_once_then_the_user_edits_freely(store_path: object, h: Any) -> None:
    """Edits made after opening a link are not overwritten by the link on the next rerun."""
    at = _shared(h, {"sys": "classic_fixed", "r": "1500", "gp": "50", "k": "40",
                     "rounds": "1500w,1500l"})
    assert h.value(at, "Rating change") == "0.0"
    at.number_input(key="t_rating").set_value(1400)
    h.edit_rounds(at, deleted=[1])
    assert at.number_input(key="t_rating").value == 1400
    assert h.value(at, "Rating change") == "+25.6"
    assert "Opened the shared scenario" not in h.texts(at)


@pytest.mark.parametrize(("query", "message"), [
    ({"sys": "fide", "r": "2050", "gp": "85", "rounds": "2210d,1980x"},
     "parameter 'rounds', round 2: expected [name:]<rating><w|d|l>"),
    ({"sys": "fide", "r": "abc", "gp": "85", "rounds": "2210d"},
     "parameter 'r': expected your rating (a number from 100 to 4000, no thousands separator) "
     "or 'unrated', got 'abc'"),
    ({"rounds": "1610w"}, "parameter 'sys' is missing"),
])
def test_bad_link_shows_a_message_and_the_default(store_path: object, h: Any,
                                                  query: dict[str, str], message: str) -> None:
    """A malformed link is an error message, never a traceback; example D stays on the page."""
    at = _shared(h, query)
    assert any(message in e and "could not be opened" in e for e in h.errors(at))
    assert h.value(at, "Rating change") == "+45.3"


INITIAL_EXAMPLE = [{"rating": "1902", "result": "draw"}, {"rating": "1877", "result": "draw"},
                   {"rating": "1884", "result": "win"}, {"rating": "2012", "result": "loss"},
                   {"rating": "1832", "result": "win"}]


def test_unrated_player_gets_a_first_rating_not_a_change(tour: AppTest, h: Any) -> None:
    """FIDE, rating left empty, RULES.md's five games: first rating 1922; no expected score."""
    tour.selectbox(key="t_system").set_value("fide")
    tour.number_input(key="t_rating").set_value(None)
    tour.date_input(key="t_date").set_value(dt.date(2025, 3, 1))
    h.edit_rounds(tour, deleted=[0, 1, 2, 3, 4], added=INITIAL_EXAMPLE)
    shown = h.metrics(tour)
    assert not tour.exception
    assert shown["Rating change"][0] == "first rating"
    assert shown["First rating"][0] == "1922"
    assert shown["Expected score"][0] == "n/a"
    assert shown["Over / under expectation"][0] == "n/a"
    assert "two 1800 draws added" in h.texts(tour)


def test_byes_count_in_the_total_not_in_the_rating(tour: AppTest, h: Any) -> None:
    """A full-point bye next to example D: 4.5 points in all, 3.5 of 5 rated, same +45.3."""
    h.edit_rounds(tour, added=[{"rating": "", "result": "bye 1"}])
    shown = h.metrics(tour)
    assert shown["Rating change"][0] == "+45.3"
    assert shown["Actual score"][0] == "3.5 of 5"
    assert "4.5 points in all" in h.texts(tour)


def test_old_event_dates_can_be_chosen(tour: AppTest, h: Any) -> None:
    """A 2010 FIDE event applies the 2009 edition (K 15 for an established player)."""
    _fide_example(h, tour, "fide")
    tour.date_input(key="t_date").set_value(dt.date(2010, 6, 1))
    h.rerun(tour)
    assert not tour.exception
    assert h.metrics(tour)["K"][0] == "15"
    assert "FIDE Rating Regulations 2009 (400-point rule)" in h.texts(tour)


def test_nan_in_a_rating_cell_is_an_error(tour: AppTest, h: Any) -> None:
    """'nan' is not a way to write an unrated opponent: the cell is named in an error."""
    h.edit_rounds(tour, edited={1: {"rating": "nan"}})
    errors = h.errors(tour)
    assert any(e.startswith("Round 2, column 'rating': 'nan' is not a rating") for e in errors)


def test_empty_cells_of_the_rounds_editor_read_blank(at: AppTest, h: Any) -> None:
    """Issue 18 item 11: the rounds editor (and the norm panel's opponents editor) draws an
    empty cell blank (its placeholder is ''), not as a grey 'None'."""
    h.open_page(at, "pages/tournament.py")
    editors = [e for e in at.dataframe if e.proto.editing_mode]
    assert "t_rounds_editor" in [e.key for e in editors]
    for editor in editors:
        assert editor.proto.HasField("placeholder"), editor.key
        assert editor.proto.placeholder == ""
