"""The norm panel's inputs survive a reload (the address), a shared link and a reopened saved
run; rounds scheduled is in sight, and the norm report gives the player's rating (issue 29,
item 3)."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest
from streamlit.testing.v1 import AppTest

MIX_EDITOR = "t_norm_mix_editor"
SEVEN = [{"opponent": f"Opp {i}", "rating": "2450", "result": r}
         for i, r in enumerate(["win"] * 4 + ["draw", "draw", "loss"], start=1)]
TITLES = ["GM", "GM", "GM", "IM", "IM", "", ""]
FEDS = ["GER", "FRA", "ESP", "NED", "ITA", "HUN", "SRB"]


@pytest.fixture
def chase(at: AppTest, h: Any) -> AppTest:
    """FIDE 2310, seven rounds at 2450 (5/7) of a nine-round event, 2025; the norm tab."""
    h.open_page(at, "pages/tournament.py")
    at.selectbox(key="t_system").set_value("fide")
    at.number_input(key="t_rating").set_value(2310)
    at.date_input(key="t_date").set_value(dt.date(2025, 3, 1))
    h.edit_rounds(at, deleted=[0, 1, 2, 3, 4], added=SEVEN)
    h.open_tab(at, "Title norms")
    at.selectbox(key="t_norm_title").set_value("FM")
    at.text_input(key="t_norm_fed").set_value("ENG")
    at.number_input(key="t_norm_rounds").set_value(9)
    at.session_state[MIX_EDITOR] = {"edited_rows": {
        i: {"Title": t, "Federation": f} for i, (t, f) in enumerate(zip(TITLES, FEDS,
                                                                         strict=True))},
        "added_rows": [], "deleted_rows": []}
    h.rerun(at)
    return h.rerun(at)  # (the address is written after the opponents' editor)


def _kept(at: AppTest) -> tuple[Any, ...]:
    return (at.selectbox(key="t_norm_title").value, at.text_input(key="t_norm_fed").value,
            at.number_input(key="t_norm_rounds").value,
            at.session_state["t_norm_mix"]["Title"].tolist(),
            at.session_state["t_norm_mix"]["Federation"].tolist())


def test_the_address_keeps_every_norm_input(chase: AppTest, h: Any) -> None:
    """The address holds nt=FM, nf=ENG, nr=9 and the seven opponents; a new session opened on
    it (a reload, or the link sent on) shows them again and reads round 7 of 9, 3 GMs."""
    params = {key: chase.query_params[key] for key in chase.query_params}
    assert (params["nt"], params["nf"], params["nr"]) == ("FM", "ENG", "9")
    assert params["nm"] == "GM:GER,GM:FRA,GM:ESP,IM:NED,IM:ITA,:HUN,:SRB"
    again = h.fresh(params, page="pages/tournament.py")
    h.open_tab(again, "Title norms")
    assert _kept(again) == ("FM", "ENG", 9, TITLES, FEDS)
    page = h.texts(again)
    assert "after round 7 of 9, 2 games left" in page
    assert "event complete" not in page
    assert "0 of 7 opponents hold" not in page


def test_a_saved_run_reopens_with_its_norm_inputs(chase: AppTest, h: Any) -> None:
    """Save, change the title, federation and rounds, reopen from Saved runs: as saved."""
    h.open_tab(chase, "Share and save")
    chase.text_input(key="t_run_name").set_value("IM chase")
    chase.button(key="FormSubmitter:t_save-Save this run").click()
    h.rerun(chase)
    h.open_tab(chase, "Title norms")
    chase.selectbox(key="t_norm_title").set_value("none")
    chase.number_input(key="t_norm_rounds").set_value(None)
    h.rerun(chase)
    h.open_page(chase, "pages/saved_runs.py")
    chase.button(key="runs_reopen").click()
    h.rerun(chase)
    h.open_page(chase, "pages/tournament.py")
    h.open_tab(chase, "Title norms")
    assert _kept(chase) == ("FM", "ENG", 9, TITLES, FEDS)


def test_rounds_scheduled_is_in_sight_and_its_absence_said(at: AppTest, h: Any) -> None:
    """Left blank, rounds scheduled is not hidden in the expander: a warning beside it says the
    rounds entered are taken as the whole event."""
    h.open_page(at, "pages/tournament.py")
    h.open_tab(at, "Title norms")
    warning = " ".join(w.value for w in at.warning)
    assert "Rounds scheduled not given: the 5 rounds above are taken as the whole event" in warning
    assert at.number_input(key="t_norm_rounds").label == "Rounds scheduled"


def test_the_norm_report_gives_the_players_rating(chase: AppTest, h: Any,
                                                  every_download: dict[str, Any]) -> None:
    """The player rated 2310 on the page is '2310' in the norm report, never 'unrated'."""
    h.rerun(chase)
    report = next(data for label, data in every_download.items()
                  if "norm report" in label).decode()
    assert "rating: 2310" in report
    assert "rating: unrated" not in report
