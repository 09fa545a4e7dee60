"""Event upload survives a reload and a saved run: the address carries the upload's short id
and the page's choices; Saved runs keeps the file and reopens the same view."""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

from streamlit.testing.v1 import AppTest

from elo_core.scenarios.store import RunStore
from tests.app.upload_steps import PAGE, frame, upload

ROOT = Path(__file__).resolve().parents[2]
GROS = ROOT / "tests" / "data" / "gros-2010-after-round4.trf"
GROS_ID = "8eaf5eaae0f1"  # the first 12 hex digits of the file's SHA-256
GONE = "This upload is no longer held by the server: upload the file again."


def _address(at: AppTest) -> dict[str, Any]:
    """The page's own parameters (AppTest keeps the calculator's over a page switch)."""
    return {key: value for key, value in at.query_params.items()
            if not key.startswith("calc_")}


def _choose(at: AppTest, h: Any) -> None:
    """Gros: K 20 for everyone, Hernandez Elvis shown, the season chart on two players."""
    at.number_input(key="upload_k").set_value(20.0)
    h.rerun(at)
    at.selectbox(key="upload_player").set_value("Hernandez Elvis")
    at.multiselect(key="upload_season").set_value(["Hernandez Elvis", "Mirzoev Azer"])
    h.rerun(at)


def _shows_the_chosen_view(at: AppTest, h: Any) -> None:
    """Gros with K 20: Hernandez Elvis (3 games, 3.0 of expected 2.65) gains 20 x 0.35 = 7.0;
    his games and the chosen season players are shown."""
    assert "Event file in use: **gros.trf**" in h.texts(at)
    assert at.number_input(key="upload_k").value == 20.0
    assert at.selectbox(key="upload_player").value == "Hernandez Elvis"
    assert at.multiselect(key="upload_season").value == ["Hernandez Elvis", "Mirzoev Azer"]
    row = frame(at, "upload_table").set_index("Player").loc["Hernandez Elvis"]
    assert (row["K"], row["Expected"], row["Change"]) == (20, 2.65, 7.0)


def test_the_address_carries_the_upload_and_the_choices(at: AppTest, h: Any) -> None:
    """After an upload the address holds the file's short id and each choice made."""
    upload(at, h, "gros.trf", GROS.read_bytes())
    assert hashlib.sha256(GROS.read_bytes()).hexdigest()[:12] == GROS_ID
    _choose(at, h)
    assert _address(at) == {"up": GROS_ID, "k": "20", "ev": "XX Open Internacional de Gros",
                            "pl": "Hernandez Elvis",
                            "season": ["Hernandez Elvis", "Mirzoev Azer"],
                            "n_player": "Mirzoev Azer"}  # (the norms view's first player)


def test_reload_reopens_the_upload_and_the_view(at: AppTest, h: Any) -> None:
    """A new session opened on the page's address (a reload, a copied address) shows the same
    file, choices and figures: the server held the bytes."""
    upload(at, h, "gros.trf", GROS.read_bytes())
    _choose(at, h)
    again = h.fresh(_address(at), page=PAGE)
    _shows_the_chosen_view(again, h)
    assert GONE not in h.texts(again)


def test_forget_holds_when_a_rerun_still_carries_the_old_address(at: AppTest, h: Any) -> None:
    """A fresh-clone browser run once saw Gros back in use after Forget: a rerun the browser sent
    before it had the page's new address still named the upload, and the page took it for a
    new address. An address the page wrote itself in this session opens nothing. Forget also
    drops the picks made in the file (event, players) from the address."""
    upload(at, h, "gros.trf", GROS.read_bytes())
    before = _address(at)
    assert before["up"] == GROS_ID
    at.button(key="upload_forget").click()
    h.rerun(at)
    assert set(before) - set(_address(at)) == {"up", "ev", "pl", "season", "n_player"}
    at.query_params.update(before)  # (the late rerun's address)
    h.rerun(at)
    assert [i.value for i in at.info] == ["Upload a file to start (or download a template above)."]
    assert "up" not in _address(at)


def test_an_id_the_server_no_longer_holds_is_said(store_path: Path, h: Any) -> None:
    """An upload id the server does not hold: one line says so, no traceback; the address's
    other choices are kept (the system) and written back."""
    at = h.fresh({"up": "0123456789ab", "sys": "classic", "pl": "Hernandez Elvis"}, page=PAGE)
    assert [w.value for w in at.warning] == [GONE]
    assert not at.info  # (not also "Upload a file to start")
    assert at.selectbox(key="upload_system").value == "classic"
    assert _address(at) == {"sys": "classic", "pl": "Hernandez Elvis"}
    upload(at, h, "gros.trf", GROS.read_bytes(), open_page=False)
    assert GONE not in h.texts(at)
    assert at.selectbox(key="upload_player").value == "Hernandez Elvis"
    assert _address(at)["up"] == GROS_ID


def test_bad_address_values_are_said_and_left_out(store_path: Path, h: Any) -> None:
    """Values the page cannot take are named with what was expected; the defaults stay."""
    at = h.fresh({"up": "GROS", "k": "0", "sys": "elo", "date": "2026-02-30"}, page=PAGE)
    assert [h.plain(w.value) for w in at.warning] == [
        "The link's 'up' was ignored: expected an upload's id (12 hex digits), got 'GROS'.",
        "The link's 'sys' was ignored: expected one of classic, fide, uscf, glicko2, got "
        "'elo'.",
        "The link's 'k' was ignored: expected a K from 1 to 200, got '0'.",
        "The link's 'date' was ignored: expected a date from 2000-01-01 to 2099-12-31 as "
        "YYYY-MM-DD, got '2026-02-30'."]
    assert at.selectbox(key="upload_system").value == "fide"
    assert at.number_input(key="upload_k").value is None


def test_save_and_reopen_restore_the_upload_and_the_view(at: AppTest, store_path: Path,
                                                         h: Any) -> None:
    """Save this run keeps the file and the choices; Saved runs lists its file and game count;
    after Forget and other choices, Reopen shows the same view; saving it again points to the
    run already saved."""
    upload(at, h, "gros.trf", GROS.read_bytes())
    _choose(at, h)
    at.text_input(key="upload_run_name").set_value("Gros after round 4")
    at.button(key="FormSubmitter:upload_save-Save this run").click()
    h.rerun(at)
    assert "Saved as 'Gros after round 4' (run 1)." in h.texts(at)
    (run,) = RunStore(store_path).list_runs()
    assert run.kind == "event_upload"
    assert RunStore(store_path).file(run.files[0]) == GROS.read_bytes()
    at.button(key="FormSubmitter:upload_save-Save this run").click()
    h.rerun(at)
    assert "Already saved as 'Gros after round 4' (run 1)" in h.texts(at)
    at.button(key="upload_forget").click()
    h.rerun(at)
    at.selectbox(key="upload_system").set_value("classic")
    h.rerun(at)
    h.open_page(at, "pages/saved_runs.py")
    listed = at.dataframe[0].value
    assert (listed["page"][0], listed["headline"][0]) == (
        "Event upload", "gros.trf: 89 games, 52 players; FIDE")
    at.button(key="runs_reopen").click()
    h.rerun(at)
    assert "Reopened saved run 'Gros after round 4'." in h.texts(at)
    assert at.selectbox(key="upload_system").value == "fide"
    _shows_the_chosen_view(at, h)
    assert len(RunStore(store_path).list_runs()) == 1


SEED_D = (b"round,opponent,opponent_rating,result\n1,A,1610,1\n2,B,1720,0\n3,C,1480,1\n"
          b"4,D,1590,0.5\n5,E,1655,1\n")


def test_a_rounds_files_profile_survives_a_reload(at: AppTest, h: Any) -> None:
    """Seed D typed into the one-player view (Anna Berg, 1550, 120 games): the address keeps
    the profile; a new session on it shows the same profile and US Chess bands' +45.3 to
    1595.3 (K 32, 3.5 of expected 2.08)."""
    upload(at, h, "seed-d.csv", SEED_D)
    at.text_input(key="upload_player_name").set_value("Anna Berg")
    at.number_input(key="upload_player_rating").set_value(1550.0)
    at.number_input(key="upload_games").set_value(120)
    h.rerun(at)
    address = _address(at)
    assert {key: address[key] for key in ("r_name", "r_rating", "r_games")} == {
        "r_name": "Anna Berg", "r_rating": "1550", "r_games": "120"}
    again = h.fresh(address, page=PAGE)
    assert again.text_input(key="upload_player_name").value == "Anna Berg"
    assert again.number_input(key="upload_games").value == 120
    assert (h.value(again, "Rating change"), h.value(again, "New rating")) == ("+45.3",
                                                                               "1595.3")


def test_the_norm_settings_survive_a_reload(at: AppTest, h: Any) -> None:
    """Gros with 11 rounds scheduled (the file says 9) and the zonal event type: the address
    keeps both; a new session reads 'round 4 of 11' with the same settings."""
    upload(at, h, "gros.trf", GROS.read_bytes())
    assert "round 4 of 9." in h.texts(at)
    at.number_input(key="norm_rounds").set_value(11)
    at.multiselect(key="norm_types").set_value(["zonal"])
    h.rerun(at)
    assert {key: _address(at).get(key) for key in ("n_rounds", "n_types")} == {
        "n_rounds": "11", "n_types": "zonal"}
    again = h.fresh(_address(at), page=PAGE)
    assert again.number_input(key="norm_rounds").value == 11
    assert list(again.multiselect(key="norm_types").value) == ["zonal"]
    assert "round 4 of 11." in h.texts(again)


def test_a_rounds_file_is_saved_and_reopened(at: AppTest, store_path: Path, h: Any) -> None:
    """The one-player view saves too: listed as 'seed-d.csv: 5 games'; Reopen after Forget
    shows the same profile and +45.3 to 1595.3."""
    upload(at, h, "seed-d.csv", SEED_D)
    at.number_input(key="upload_player_rating").set_value(1550.0)
    at.number_input(key="upload_games").set_value(120)
    h.rerun(at)
    at.button(key="FormSubmitter:upload_save-Save this run").click()
    h.rerun(at)
    assert "Saved as 'seed-d' (run 1)." in h.texts(at)
    at.button(key="upload_forget").click()
    h.rerun(at)
    at.session_state["upload_player_rating"] = 1400.0  # (another player typed since)
    h.open_page(at, "pages/saved_runs.py")
    assert at.dataframe[0].value["headline"][0] == "seed-d.csv: 5 games"
    at.button(key="runs_reopen").click()
    h.rerun(at)
    assert at.number_input(key="upload_player_rating").value == 1550.0
    assert (h.value(at, "Rating change"), h.value(at, "New rating")) == ("+45.3", "1595.3")
