"""AppTest for the Analysis lab: opens on an example with results, uploads, errors, the URL."""

from __future__ import annotations

import hashlib
from typing import Any

import pandas as pd
from streamlit.testing.v1 import AppTest

from elo_core.scenarios.store import RunStore

PAGE = "pages/analysis.py"
K_TAB, SIM_TAB = "Which K fits", "The K trade-off (simulation)"


def _open_tab(at: AppTest, h: Any, label: str) -> AppTest:
    """Open the tab `label` (as a click does: the page reruns and draws only that tab)."""
    at.session_state["an_tab"] = label
    return h.rerun(at)


def _address(at: AppTest) -> dict[str, list[str]]:
    """The page address's parameters, every value of each."""
    return {key: value if isinstance(value, list) else [value]
            for key, value in at.query_params.items()}


def test_opens_on_the_example_with_results(at: AppTest, h: Any) -> None:
    """Before any upload: the Capo d'Orso example's numbers, each metric with a 'why', the
    table per bin with readable headers; the other tabs' figures once each is opened (only
    the open tab is drawn)."""
    h.open_page(at, PAGE)
    assert [m.label for m in at.metric] == ["Games played", "With both ratings",
                                            "Fitted divisor"]
    assert h.value(at, "Games played") == "362"
    assert h.value(at, "With both ratings") == "362"
    assert h.value(at, "Fitted divisor") == "427"
    assert all(m.help for m in at.metric)
    assert not at.dataframe  # the table per bin is drawn when its expander opens
    at.session_state["an_bins_open"] = True
    h.rerun(at)
    bins = next(d.value for d in at.dataframe if "Observed" in d.value.columns)
    assert bins["Games"].tolist() == [25, 41, 60, 79, 65, 41, 26, 25]
    assert bins.columns[:3].tolist() == ["Gap from", "Gap to", "Games"]
    assert "Favourites (the higher-rated player of each game) scored 70.9% over 362 games" \
        in h.texts(at)
    _open_tab(at, h, K_TAB)
    assert h.value(at, "Best K") == "35"
    assert h.value(at, "Log loss at the best K") == "0.5611"
    assert all(m.help for m in at.metric)
    assert "K 35 predicted the results best" in h.texts(at)
    assert "Fitted divisor" not in h.metrics(at)
    _open_tab(at, h, SIM_TAB)
    texts = h.texts(at)
    assert "The trade-off: K 40 ends" in texts
    assert h.value(at, "K 10: within 50 points after") == "not yet"
    assert h.value(at, "K 40: within 50 points after") == "35 games"
    assert "K 40: the average rating is within 50 points of the true 1800 from game 35 on" \
        in texts
    assert not at.error


def test_another_example_changes_the_numbers(at: AppTest, h: Any) -> None:
    """The TWIC games: 232 played, 224 rated, a flatter fitted divisor (574)."""
    h.open_page(at, PAGE)
    at.selectbox(key="an_source").select("twic-232-games.pgn")
    h.rerun(at)
    assert h.value(at, "Games played") == "232"
    assert h.value(at, "With both ratings") == "224"
    assert h.value(at, "Fitted divisor") == "574"


def test_a_bad_upload_shows_its_problems(at: AppTest, h: Any) -> None:
    """A CSV with a bad result: an error naming the file, the problem table, no exception;
    the simulation still works."""
    h.open_page(at, PAGE)
    _open_tab(at, h, SIM_TAB)  # (AppTest cannot rerun the upload's format_func'd choice)
    at.file_uploader(key="an_file").upload(
        "bad.csv", b"white,black,white_rating,black_rating,result\nA,B,1500,1400,2\n",
        "text/csv")
    h.rerun(at)
    assert h.errors(at) == ["bad.csv could not be used, nothing was analysed: 1 problem found"]
    problems = next(d.value for d in at.dataframe if "Problem" in d.value.columns)
    assert problems["Problem"].tolist() == ["'2' is not a result (use 1, 0.5 or 0)"]
    assert "Nothing to show for this file" in h.texts(at)
    assert "The trade-off" in h.texts(at)


def test_too_small_an_upload_says_how_many_games(at: AppTest, h: Any) -> None:
    """Three games: the calibration and the K scan each say they need 20."""
    h.open_page(at, PAGE)
    at.file_uploader(key="an_file").upload(
        "three.csv", b"white,black,white_rating,black_rating,result\n"
        b"A,B,1500,1400,1\nB,C,1400,1450,0\nC,A,1450,1500,0.5\n", "text/csv")
    h.rerun(at)
    assert h.value(at, "Games played") == "3"
    assert any("needs at least 20 games, the file has 3" in e for e in h.errors(at))


def test_simulation_settings_come_from_the_link(h: Any, store_path: object) -> None:
    """A shared link sets the simulation: K 20 only, start 1700 at true 1700. The curve tab is
    open: the simulation's widgets are not drawn, its settings are kept and stay in the
    address; opened, the tab shows them and their result."""
    at = h.fresh({"sim_k": "20", "sim_start": "1700", "sim_true": "1700"}, page=PAGE)
    assert "K 20: the average" not in h.texts(at)  # the curve tab is open: no simulation
    assert not [w for w in at.multiselect if w.key == "sim_k"]  # not drawn while closed
    assert at.session_state["sim_k"] == ["20"]
    assert _address(at)["sim_true"] == ["1700"]
    assert _address(at)["sim_k"] == ["20"]
    _open_tab(at, h, SIM_TAB)
    assert at.multiselect(key="sim_k").value == ["20"]
    assert at.number_input(key="sim_start").value == 1700
    assert at.number_input(key="sim_true").value == 1700
    assert at.number_input(key="sim_games").value == 100  # not in the link: the default
    texts = h.texts(at)
    assert "K 20: the average rating is within 50 points of the true 1700 from game 0 on" \
        in texts
    assert "K 10: the average" not in texts
    assert "K 40: the average" not in texts


def test_changed_settings_are_written_to_the_address_in_every_tab(h: Any,
                                                                 store_path: object) -> None:
    """Settings changed in the simulation tab go to the address (only those not at their
    defaults, K values one parameter each), and stay there once another tab is open."""
    at = h.fresh(page=PAGE)
    assert not [key for key in _address(at) if key.startswith("sim_")]  # all defaults
    _open_tab(at, h, SIM_TAB)
    at.number_input(key="sim_seed").set_value(9)
    at.multiselect(key="sim_k").select("60")
    h.rerun(at)
    assert _address(at)["sim_seed"] == ["9"]
    assert _address(at)["sim_k"] == ["10", "20", "40", "60"]
    _open_tab(at, h, "Which K fits")
    assert _address(at)["sim_seed"] == ["9"]
    assert _address(at)["sim_k"] == ["10", "20", "40", "60"]
    assert "sim_true" not in _address(at)  # still the default 1800


def test_a_bad_link_value_is_dropped_with_a_message(h: Any, store_path: object) -> None:
    """runs=abc is ignored with a warning that says what was expected."""
    at = h.fresh({"sim_runs": "abc"}, page=PAGE)
    assert any("'sim_runs' was ignored: expected a whole number from 50 to 1000"
               in h.plain(w.value)
               for w in at.warning)


def test_choices_survive_a_page_switch(at: AppTest, h: Any) -> None:
    """The chosen example and the simulation's games are still there after another page."""
    h.open_page(at, PAGE)
    at.selectbox(key="an_source").select("karl-mala-2005.trf")
    h.rerun(at)
    _open_tab(at, h, SIM_TAB)
    at.number_input(key="sim_games").set_value(50)
    h.rerun(at)
    _open_tab(at, h, "The curve against the games")  # the simulation's results not drawn
    assert "in 50 games" not in h.texts(at)
    h.open_page(at, "pages/calculator.py")
    h.open_page(at, PAGE)
    assert at.selectbox(key="an_source").value == "karl-mala-2005.trf"
    assert h.value(at, "With both ratings") == "287"
    _open_tab(at, h, SIM_TAB)
    assert at.number_input(key="sim_games").value == 50
    assert "in 50 games" in h.texts(at)  # K 10 does not settle within 50 games


def _warnings(at: AppTest) -> Any:
    return next((shown.value for shown in at.table if "Where" in shown.value.columns), None)


def test_the_readers_warnings_are_shown_as_on_event_upload(at: AppTest, h: Any) -> None:
    """What the reader decided is said here too: the Capo d'Orso example's day-first birth
    dates (no birth year read), and an upload's '1,500' read as 1500."""
    h.open_page(at, PAGE)
    assert at.warning[0].value.startswith("1 warning: the figures below are computed as said")
    where = _warnings(at)["Where"].tolist()
    assert len(where) == 1
    assert where[0].startswith("lines 56, 72, 80, 81, 82, 89, 93, 94, 95, 96, 97, column "
                               "'birth date'; players Barato Giuseppe, Ferraro Pelle Giovan,")
    games = "".join(f"P{n},P{n + 1},{1400 + n},{1401 + n},1\n" for n in range(21))
    at.file_uploader(key="an_file").upload(
        "games.csv", ("white,black,white_rating,black_rating,result\n"
                      f'A,B,"1,500",1400,1\n{games}').encode(), "text/csv")
    h.rerun(at)
    assert h.value(at, "Games played") == "22"
    table = _warnings(at)
    assert table["Value"].tolist() == ["1,500"]
    assert table["Where"].tolist() == ["row 2, column 'white\\_rating'"]


def test_a_clean_upload_shows_no_warning(at: AppTest, h: Any) -> None:
    h.open_page(at, PAGE)
    games = "".join(f"P{n},P{n + 1},{1400 + n},{1401 + n},1\n" for n in range(21))
    at.file_uploader(key="an_file").upload(
        "clean.csv", ("white,black,white_rating,black_rating,result\n" + games).encode(),
        "text/csv")
    h.rerun(at)
    assert h.value(at, "Games played") == "21"
    assert _warnings(at) is None


def test_the_files_warning_is_not_shown_above_the_simulation(at: AppTest, h: Any) -> None:
    """The Capo d'Orso example's birth-date warning is said in the tabs that use the file, not
    in the simulation's, which does not read it."""
    h.open_page(at, PAGE)
    assert _warnings(at) is not None  # the curve tab (open first) uses the file
    _open_tab(at, h, SIM_TAB)
    assert _warnings(at) is None
    assert not [w for w in at.warning if w.value.startswith("1 warning")]
    _open_tab(at, h, "Which K fits")
    assert _warnings(at) is not None


def _split(at: AppTest) -> Any:
    """The two split tables (by time control, by event) as one: Group, Games, Time control."""
    controls = next(d.value for d in at.dataframe if "Found" in d.value.columns)
    events = next(d.value for d in at.dataframe if "Event" in d.value.columns)
    return pd.concat([controls.rename(columns={"Time control": "Group", "Found": "Time control"}),
                      events.rename(columns={"Event": "Group"})], ignore_index=True)


def test_the_twic_games_split_by_time_control_and_event(at: AppTest, h: Any) -> None:
    """Issue 29: TWIC's file pools a blitz cup with online events. The split shows blitz 97
    games (two events whose names say Blitz and Speed) and 135 'not known'; choosing blitz
    gives 97 games, 89 with both ratings, and a reading that names the blitz games only."""
    h.open_page(at, PAGE)
    at.selectbox(key="an_source").select("twic-232-games.pgn")
    h.rerun(at)
    split = _split(at)
    assert split["Group"].tolist() == ["blitz", "not known", "Anti-cheating Blitz Cup",
                                       "Lindores Abbey Prelim", "Chebanenko Memorial",
                                       "Lindores Abbey Final 8", "IM Not A GM Speed Chess"]
    assert split["Games"].tolist() == [97, 135, 77, 66, 45, 24, 20]
    assert split["Time control"].tolist()[:4] == ["from the event's name", "not said",
                                                  "blitz, from the event's name", "not known"]
    assert "a flatter curve fits these games better" in h.texts(at)  # all 232 games
    at.multiselect(key="an_tc::twic-232-games.pgn").set_value(["blitz"])
    h.rerun(at)
    assert h.value(at, "Games chosen") == "97"
    assert h.value(at, "With both ratings") == "89"
    texts = h.texts(at)
    assert "scored 77.0% over the 97 chosen games (blitz), 89 of them with both ratings," \
        in texts
    assert "these games" not in texts
    assert _split(at)["Games"].tolist()[0] == 97  # the split is of the whole file
    _open_tab(at, h, K_TAB)
    assert h.value(at, "Games replayed") != "224"
    assert not at.exception


def test_an_event_choice_and_an_empty_one(at: AppTest, h: Any) -> None:
    """Two events chosen: 66 + 24 = 90 Lindores Abbey games; no event chosen: the page says
    to pick one (no traceback); the choice is still there after another page."""
    h.open_page(at, PAGE)
    at.selectbox(key="an_source").select("twic-232-games.pgn")
    h.rerun(at)
    key = "an_ev::twic-232-games.pgn"
    at.multiselect(key=key).set_value(["Lindores Abbey Prelim", "Lindores Abbey Final 8"])
    h.rerun(at)
    assert h.value(at, "Games chosen") == "90"
    assert ("the 90 chosen games (Lindores Abbey Prelim, Lindores Abbey Final 8)"
            in h.texts(at))
    h.open_page(at, "pages/calculator.py")
    h.open_page(at, PAGE)
    assert h.value(at, "Games chosen") == "90"
    at.multiselect(key=key).set_value([])
    h.rerun(at)
    assert any("no event is chosen: pick at least one" in e for e in h.errors(at))
    assert not at.exception


def test_the_example_and_its_choice_travel_in_the_address(at: AppTest, h: Any) -> None:
    """A choice of time control is written to the address (src, tc) and a copied address
    reopens the same 97 blitz games in a new session; a link's event the file does not hold
    is said and left out, not a traceback."""
    h.open_page(at, PAGE)
    assert "src" not in at.query_params  # the first example is the page's default
    at.selectbox(key="an_source").select("twic-232-games.pgn")
    h.rerun(at)
    at.multiselect(key="an_tc::twic-232-games.pgn").set_value(["blitz"])
    h.rerun(at)
    address = {key: at.query_params.get(key) for key in ("src", "tc", "ev")}
    assert address in ({"src": "twic-232-games.pgn", "tc": "blitz", "ev": None},
                       {"src": ["twic-232-games.pgn"], "tc": ["blitz"], "ev": None})
    shared = h.fresh(page=PAGE, query={"src": "twic-232-games.pgn", "tc": "blitz"})
    assert h.value(shared, "Games chosen") == "97"
    odd = h.fresh(page=PAGE, query={"src": "twic-232-games.pgn",
                                    "ev": ["Chebanenko Memorial", "Tata Steel"]})
    assert h.value(odd, "Games chosen") == "45"
    assert any("Not in this file, so not chosen: event 'Tata Steel'" in w.value
               for w in odd.warning)
    unknown = h.fresh(page=PAGE, query={"src": "nowhere.pgn"})
    assert any("'nowhere.pgn' is not one of the lab's examples" in w.value
               for w in unknown.warning)
    assert not shared.exception
    assert not odd.exception
    assert not unknown.exception


THREE = (b"white,black,white_rating,black_rating,result\n"
         b"A,B,1500,1400,1\nB,C,1400,1450,0\nC,A,1450,1500,0.5\n")
THREE_ID = "f6febd8ba8e3"  # the first 12 hex digits of THREE's SHA-256 (checked below)


def test_an_uploaded_file_survives_a_reload(at: AppTest, h: Any) -> None:
    """An upload's short id is written to the address (up); a new session on that address
    (a reload, a copied address) analyses the same file: its 3 games, the file named."""
    assert hashlib.sha256(THREE).hexdigest()[:12] == THREE_ID
    h.open_page(at, PAGE)
    at.file_uploader(key="an_file").upload("three.csv", THREE, "text/csv")
    h.rerun(at)
    assert at.query_params.get("up") in (THREE_ID, [THREE_ID])
    again = h.fresh(page=PAGE, query={"up": THREE_ID})
    assert h.value(again, "Games played") == "3"
    assert "Your file in use: **three.csv**" in h.texts(again)
    assert again.selectbox(key="an_source").value == "Your uploaded file"


def test_an_upload_the_server_no_longer_holds_is_said(h: Any, store_path: object) -> None:
    """An address naming an upload the server does not hold: one line says so, the first
    example is analysed instead, and the simulation's settings in the address are kept."""
    at = h.fresh(page=PAGE, query={"up": "0123456789ab", "sim_true": "1700"})
    assert at.warning[0].value == (  # (then the example's own warning, as usual)
        "This upload is no longer held by the server: upload the file again.")
    assert h.value(at, "Games played") == "362"
    assert at.query_params.get("sim_true") in ("1700", ["1700"])


def _rerun_on_the_upload(at: AppTest, h: Any) -> None:
    """Rerun with the uploaded file chosen (AppTest reads the choice through the page's
    format_func only when it is given as shown: 'Your uploaded file: three.csv')."""
    at.selectbox(key="an_source").set_value("Your uploaded file: three.csv")
    h.rerun(at)


def test_save_and_reopen_an_uploaded_file(at: AppTest, h: Any, store_path: Any) -> None:
    """Save this run keeps the uploaded file and the address (its id, the simulation's
    settings); Saved runs lists 'three.csv: 3 games'; after another example is chosen,
    Reopen analyses the file again with the same settings."""
    h.open_page(at, PAGE)
    at.file_uploader(key="an_file").upload("three.csv", THREE, "text/csv")
    h.rerun(at)
    at.session_state["sim_true"] = 1700
    _rerun_on_the_upload(at, h)
    at.text_input(key="an_run_name").set_value("Three games")
    at.button(key="FormSubmitter:an_save-Save this run").click()
    _rerun_on_the_upload(at, h)
    assert "Saved as 'Three games' (run 1)." in h.texts(at)
    (run,) = RunStore(store_path).list_runs()
    assert RunStore(store_path).file(run.files[0]) == THREE
    at.selectbox(key="an_source").select("twic-232-games.pgn")
    h.rerun(at)
    h.open_page(at, "pages/saved_runs.py")
    listed = at.dataframe[0].value
    assert (listed["page"][0], listed["headline"][0]) == ("Analysis lab", "three.csv: 3 games")
    at.button(key="runs_reopen").click()
    h.rerun(at)
    assert h.value(at, "Games played") == "3"
    assert at.selectbox(key="an_source").value == "Your uploaded file"
    assert at.session_state["sim_true"] == 1700
    assert at.query_params.get("up") in (THREE_ID, [THREE_ID])


def test_a_saved_example_reopens_on_the_example(at: AppTest, h: Any, store_path: Any) -> None:
    """A run saved on the first example (its address names no example) reopens on that example
    even after a file was uploaded: 362 games, listed as 'capo-dorso-2012.trfx: 362 games'."""
    h.open_page(at, PAGE)
    at.button(key="FormSubmitter:an_save-Save this run").click()
    h.rerun(at)
    (run,) = RunStore(store_path).list_runs()
    assert (run.kind, run.files) == ("analysis", ())
    at.file_uploader(key="an_file").upload("three.csv", THREE, "text/csv")
    h.rerun(at)
    assert h.value(at, "Games played") == "3"
    at.selectbox(key="an_source").set_value("Your uploaded file: three.csv")  # (see above)
    h.open_page(at, "pages/saved_runs.py")
    assert at.dataframe[0].value["headline"][0] == "capo-dorso-2012.trfx: 362 games"
    at.button(key="runs_reopen").click()
    h.rerun(at)
    assert h.value(at, "Games played") == "362"
