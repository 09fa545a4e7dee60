"""AppTest for the Tournament page's norm panel: titles and federations typed beside the rounds
give the GM norm's figures; a missing title says why the norm fails; bad input is a message."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pandas as pd
import pytest
from streamlit.testing.v1 import AppTest

MIX_EDITOR = "t_norm_mix_editor"
NINE = [{"opponent": f"Opp {i}", "rating": "2400", "result": r}
        for i, r in enumerate(["win"] * 6 + ["draw", "draw", "loss"], start=1)]
TITLES = ["GM", "GM", "GM", "IM", "IM", "", "", "", ""]
FEDS = ["GER", "FRA", "ESP", "NED", "ITA", "HUN", "SRB", "CRO", "AUT"]


@pytest.fixture
def tour(at: AppTest, h: Any) -> AppTest:
    """The Tournament page with nine rounds at 2400 (7/9), dated 2025."""
    h.open_page(at, "pages/tournament.py")
    at.date_input(key="t_date").set_value(dt.date(2025, 3, 1))
    h.edit_rounds(at, deleted=[0, 1, 2, 3, 4], added=NINE)
    return h.open_tab(at, "Title norms")


def _mix(at: AppTest, h: Any, titles: list[str], feds: list[str]) -> AppTest:
    at.session_state[MIX_EDITOR] = {"edited_rows": {
        i: {"Title": t, "Federation": f} for i, (t, f) in enumerate(zip(titles, feds,
                                                                         strict=True))},
        "added_rows": [], "deleted_rows": []}
    return h.rerun(at)


def _conditions(at: AppTest) -> pd.DataFrame:
    return next(t.value for t in at.table if "Verdict" in t.value.columns)


def test_gm_norm_from_typed_rounds(tour: AppTest, h: Any) -> None:
    """FM of ENG, nine rounds at 2400 with 3 GMs, 5 titled, nine federations: Ra 2400, 78 % ->
    dp 220, Rp 2620; every condition the page can show holds."""
    tour.selectbox(key="t_norm_title").set_value("FM")
    tour.text_input(key="t_norm_fed").set_value("ENG")
    _mix(tour, h, TITLES, FEDS)
    metrics = h.metrics(tour)
    assert metrics["Ra"][0] == "2400"
    assert metrics["Rp"][0] == "2620"
    assert "GM norm: every condition the file shows holds" in h.texts(tour)
    shown = _conditions(tour)
    assert set(shown["Verdict"]) == {"met"}
    assert "1.1.1 registration" in h.texts(tour)  # the arbiter's list
    assert "B01 of 1 January 2024 (FIDE document B012024)" in h.texts(tour)


def test_titles_missing(tour: AppTest, h: Any) -> None:
    """Without the opponents' titles the GM norm fails on 1.4.5 and says how many are needed."""
    tour.text_input(key="t_norm_fed").set_value("ENG")
    _mix(tour, h, [""] * 9, FEDS)
    shown = _conditions(tour)
    row = shown.loc["1.4.5 GM title holders"]
    assert row["Verdict"] == "not met"
    assert "at least 3" in row["Numbers"]
    assert ("GM title result (Ra, Rp, 35 %), but not met: 1.4.5a titled opponents, 1.4.5 GM "
            "title holders") in h.texts(tour)  # (what falls short, by rule: not "the mix")


def test_bad_federation_is_a_message(tour: AppTest, h: Any) -> None:
    """A federation that is not three letters is refused with the round it is in."""
    _mix(tour, h, TITLES, ["G1", *FEDS[1:]])
    assert any("round 1: 'G1' is not a federation code" in e for e in h.errors(tour))
    assert not tour.exception
