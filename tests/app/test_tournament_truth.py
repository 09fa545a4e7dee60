"""Tournament page, issue 11 items 3, 11, 12, 15, 18, 19 and issue 10 section 4: the scenario
in the address, a confirmed clear, one vocabulary, names for the report, the target question,
round numbers and forfeits, short metrics, every system side by side."""

from __future__ import annotations

import datetime as dt
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pandas as pd
import pytest
from streamlit.testing.v1 import AppTest

from tests.app.apptest_driver import AppTestDriver


@pytest.fixture
def tour(at: AppTest, h: Any) -> AppTest:
    """The tournament page with its defaults (example D)."""
    return h.open_page(at, "pages/tournament.py")


def _frame(at: AppTest, column: str) -> pd.DataFrame:
    """The shown table that has `column`."""
    return next(d.value for d in at.dataframe if column in d.value.columns)


def _link(at: AppTest) -> dict[str, list[str]]:
    link = AppTestDriver.share_link(at)
    return parse_qs(urlsplit(link).query)


def test_address_carries_the_scenario_and_a_new_session_reopens_it(tour: AppTest,
                                                                   h: Any) -> None:
    """Edit the rounds and the rating: the page's own address follows, and a new session on
    that address (a reload) shows the edited scenario, not example D."""
    tour.number_input(key="t_rating").set_value(1500)
    h.edit_rounds(tour, deleted=[4])
    query = dict(tour.query_params)
    assert query["r"] == "1500"
    assert query["rounds"] == "1610w,1720l,1480w,1590d"
    again = h.fresh(page="pages/tournament.py", query=query)
    assert again.number_input(key="t_rating").value == 1500
    assert len(again.session_state["t_rounds"]) == 4
    assert h.value(again, "Rating change") == h.value(tour, "Rating change")


def test_clear_all_rounds_asks_first(tour: AppTest, h: Any) -> None:
    """'Clear all rounds' opens a warning with a confirm button; only that clears."""
    assert "This removes all 5 rounds from the table" in h.texts(tour)
    assert len(tour.session_state["t_rounds"]) == 5
    tour.button(key="t_clear").click()
    h.rerun(tour)
    assert "The rounds table is empty" in h.texts(tour)


def test_rounds_keep_their_numbers_and_forfeits_are_a_choice(tour: AppTest, h: Any) -> None:
    """Deleting round 2 leaves rounds 1, 3, 4, 5; a forfeit win counts a point, not rating."""
    h.edit_rounds(tour, deleted=[1], added=[{"rating": "1800", "result": "forfeit win"}])
    log = _frame(tour, "points")
    assert log["round"].tolist() == [1, 3, 4, 5, 6]
    assert log["result"].tolist()[-1] == "unplayed: bye or forfeit win (1 point)"
    assert log["opponent rating"].tolist()[-1] == ""
    assert h.metrics(tour)["Record"] == ("3W 1D 0L", "1 unplayed")


def test_fide_metric_is_short_and_the_unrounded_change_is_its_delta(tour: AppTest,
                                                                    h: Any) -> None:
    """FIDE 2050 (85 games), 2210 draw, 1980 win, 2140 loss on 2025-03-01: +5, unrounded
    +4.60 as the delta (the value alone fits a quarter of a 1400 px page)."""
    tour.selectbox(key="t_system").set_value("fide")
    tour.number_input(key="t_rating").set_value(2050)
    tour.number_input(key="t_games").set_value(85)
    tour.date_input(key="t_date").set_value(dt.date(2025, 3, 1))
    h.edit_rounds(tour, deleted=[0, 1, 2, 3, 4], added=[
        {"rating": "2210", "result": "draw"}, {"rating": "1980", "result": "win"},
        {"rating": "2140", "result": "loss"}])
    assert h.metrics(tour)["Rating change"] == ("+5", "unrounded +4.60")
    assert all(len(value) <= 12 for value, _ in h.metrics(tour).values())


def test_names_and_target_go_in_the_link(tour: AppTest, h: Any) -> None:
    """Player and event names and the target are part of the shared link and come back."""
    h.open_tab(tour, "What you still need")
    tour.text_input(key="t_player").set_value("Ada Lovelace")
    tour.text_input(key="t_event").set_value("Club open 2025")
    tour.number_input(key="t_target").set_value(1650)
    tour.number_input(key="t_remaining").set_value(3)
    h.rerun(tour)
    query = _link(tour)
    assert query["p"] == ["Ada Lovelace"]
    assert query["ev"] == ["Club open 2025"]
    assert query["tgt"] == ["1650"]
    assert query["rem"] == ["3"]
    again = h.fresh(page="pages/tournament.py", query={k: v[0] for k, v in query.items()})
    assert again.text_input(key="t_player").value == "Ada Lovelace"
    h.open_tab(again, "What you still need")
    assert again.number_input(key="t_target").value == 1650
    assert "For rating 1650 you need" in h.texts(again)


def test_no_rounds_left_is_a_plain_answer_in_whole_fide_points(tour: AppTest,
                                                               h: Any) -> None:
    """0 remaining rounds under FIDE: 'reached' or short, in whole points, never an error."""
    h.open_tab(tour, "What you still need")
    tour.selectbox(key="t_system").set_value("fide")
    tour.number_input(key="t_games").set_value(100)
    tour.date_input(key="t_date").set_value(dt.date(2024, 6, 1))
    tour.number_input(key="t_remaining").set_value(0)
    h.rerun(tour)
    new = h.value(tour, "New rating")
    text = h.texts(tour)
    assert not tour.error
    assert f"the event as entered gives {new}, short of" in text
    assert ".0," not in text.split("the event as entered gives")[1][:12]


def test_every_system_side_by_side(tour: AppTest, h: Any) -> None:
    """Example D under FIDE, US Chess, classic and Glicko-2: one row each with its K or RD
    and the reason; the classic row is the page's own (+45.3, K 32, the bands); Glicko-2
    starts from the RD fitted to 120 games (50), said beside it."""
    h.open_tab(tour, "Under every system")
    table = next(t.value for t in tour.table if "K or RD" in t.value.columns)
    assert table.index.tolist() == ["FIDE", "US Chess", "Classic Elo", "Glicko-2"]
    classic = table.loc["Classic Elo"]
    assert classic["Change"] == "+45.3"
    assert classic["K or RD"] == "K 32"
    assert "32 below 2100" in classic["Why"]
    glicko = table.loc["Glicko-2"]
    # the page is not on Glicko-2: RD fitted to the 120 games played, then the new one
    assert glicko["K or RD"].startswith("RD 50 -> ")
    assert "no K" in glicko["Why"]
    assert "starting RD 50.0 fitted to 120 earlier games" in glicko["Why"]
    chart = next(c for c in tour.get("plotly_chart") if "compare" in str(c.proto.id)
                 or "Glicko" in c.proto.spec)
    assert '"barmode":"group"' in chart.proto.spec.replace(" ", "")


def test_names_are_kept_in_a_saved_run(tour: AppTest, h: Any) -> None:
    """Save with the player's and the event's names, clear them, reopen: they come back."""
    tour.text_input(key="t_player").set_value("Ada Lovelace")
    tour.text_input(key="t_event").set_value("Club open 2025")
    h.open_tab(tour, "Share and save")
    tour.text_input(key="t_run_name").set_value("Named")
    tour.button(key="FormSubmitter:t_save-Save this run").click()
    h.rerun(tour)
    assert "Saved as 'Named'" in h.texts(tour)
    tour.text_input(key="t_player").set_value("")
    h.rerun(tour)
    h.open_page(tour, "pages/saved_runs.py")
    tour.button(key="runs_reopen").click()
    h.rerun(tour)
    assert tour.text_input(key="t_player").value == "Ada Lovelace"
    assert tour.text_input(key="t_event").value == "Club open 2025"
