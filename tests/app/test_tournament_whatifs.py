"""Tournament page what-ifs follow the system's own rules: the next game under FIDE priced from
the rating before the event, performance targets by the method the page leads with, and a
Glicko-2 RD that fits the profile (issue 29, items 1, 2 and 5)."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest
from streamlit.testing.v1 import AppTest

IM_CHASE = [{"rating": str(r), "result": x} for r, x in (
    (2400, "win"), (2450, "draw"), (2380, "win"), (2500, "loss"), (2350, "win"), (2420, "draw"),
    (2410, "win"))]  # 5 of 7, average 2415.7


@pytest.fixture
def chase(at: AppTest, h: Any) -> AppTest:
    """FIDE, 2310 with 100 games, seven rounds on 2025-06-01."""
    h.open_page(at, "pages/tournament.py")
    at.selectbox(key="t_system").set_value("fide")
    at.number_input(key="t_rating").set_value(2310)
    at.number_input(key="t_games").set_value(100)
    at.date_input(key="t_date").set_value(dt.date(2025, 6, 1))
    return h.edit_rounds(at, deleted=[0, 1, 2, 3, 4], added=IM_CHASE)


def test_fide_next_game_is_priced_from_the_rating_before_the_event(chase: AppTest,
                                                                    h: Any) -> None:
    """New rating 2360; an eighth game against 2416 is priced from 2310 (gap 106, PD 0.36, K 20):
    +12.8 / -7.2, not +11.6 / -8.4 from 2360 (gap 56, PD 0.42)."""
    assert h.value(chase, "New rating") == "2360"
    assert h.metrics(chase)["Another win"] == ("+12.8", "a loss: -7.2")
    assert ("priced as game 8 of this event, which the system rates from your rating before "
            "it, 2310.0") in h.texts(chase)
    assert "priced from your new rating" not in h.texts(chase)


def test_performance_target_uses_the_fide_table_and_names_it(chase: AppTest, h: Any) -> None:
    """Two rounds more against 2416, target performance 2590: 1.5 of 2 gives a linear 2593.6
    but a FIDE table 2582 (6.5 of 9, 72 %: 2416 + 166), so the page asks for 2 of 2 (2636)."""
    h.open_tab(chase, "What you still need")
    chase.number_input(key="t_field").set_value(2416)
    chase.selectbox(key="t_target_kind").set_value("performance")
    chase.number_input(key="t_target").set_value(2590)
    h.rerun(chase)
    assert ("For performance 2590 you need 2 of 2: 2 of 2 against 2416 gives a FIDE table "
            "performance of 2636") in h.texts(chase)


def test_glicko_rd_fits_an_established_profile_and_is_shown(chase: AppTest, h: Any) -> None:
    """On FIDE no RD is chosen: Glicko-2 under every system starts the 100-game 2310 from RD 50
    (not the hidden 200), and says so beside the figure."""
    h.open_tab(chase, "Under every system")
    glicko = chase.table[0].value.loc["Glicko-2"]
    assert glicko["K or RD"].startswith("RD 50 -> ")
    assert "starting RD 50.0 fitted to 100 earlier games" in glicko["Why"]
