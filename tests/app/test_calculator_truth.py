"""Calculator (issue 11 items 1, 2, 13; issue 10 section 4): the address after a reopen, the
opponent's real change under the 400-point rule, both changes rounded alike, the working."""

from __future__ import annotations

import datetime as dt
from typing import Any

from streamlit.testing.v1 import AppTest


def _fide_2700_v_2200(h: Any, at: AppTest) -> None:
    at.radio(key="calc_model").set_value("fide")
    h.rerun(at)
    at.date_input(key="calc_date").set_value(dt.date(2025, 11, 1))
    at.number_input(key="calc_own").set_value(2700)
    at.number_input(key="calc_opp").set_value(2200)
    h.rerun(at)


def test_reopened_run_puts_every_input_in_the_address(at: AppTest, h: Any) -> None:
    """Saved 1400 v 1609, FIDE table, simple auto K, a draw: reopening it writes all of them
    to the URL (labels for the choices), so clicking a result keeps that game."""
    at.number_input(key="calc_own").set_value(1400)
    at.radio(key="calc_model").set_value("fide")
    at.selectbox(key="calc_k_rule").set_value("auto")
    at.segmented_control(key="calc_result").set_value("draw")
    h.rerun(at)
    h.save_change_reopen(at, "Reopen me", 2000)
    query = dict(at.query_params)
    assert query["calc_own"] == "1400"
    assert query["calc_opp"] == "1609"
    assert query["calc_model"] == "FIDE table"
    assert query["calc_k_rule"] == "Simple auto"
    assert query["calc_result"] == "Draw"
    assert at.number_input(key="calc_own").value == 1400


def test_fide_2700_v_2200_shows_the_opponents_real_change(at: AppTest, h: Any) -> None:
    """K 32 both: the 2700 keeps the real 500 gap (E 0.96, win +1.28 -> +1); the 2200 counts
    it as 400 (E 0.08) and loses 2.56 -> -3. No "exactly the opposite"."""
    _fide_2700_v_2200(h, at)
    assert h.value(at, "Expected score") == "0.96"  # FIDE's table has two decimals
    assert h.metrics(at)["Win: new rating"] == ("2701", "+1 (unrounded +1.28)")
    page = h.texts(at)
    assert "exactly the opposite" not in page
    assert "You: rated 2650 or more, so the 400-point rule does not apply" in page
    assert "Your opponent: the 400-point rule applies: the 500-point gap counts as 400" in page
    info = " ".join(h.plain(i.value) for i in at.info)
    assert "they get -3 (unrounded -2.56)" in info
    assert "does not treat the two of you alike" in info


def test_same_gap_same_k_is_said_with_the_rounded_change(at: AppTest, h: Any) -> None:
    """FIDE, 1613 v 1609, K 32 both: 0.51 each side; a win is +16 (15.68) for you and
    -16 (unrounded -15.68) for them, rounded alike."""
    at.radio(key="calc_model").set_value("fide")
    h.rerun(at)
    at.date_input(key="calc_date").set_value(dt.date(2025, 3, 1))
    h.rerun(at)
    assert h.metrics(at)["Win: new rating"] == ("1629", "+16 (unrounded +15.68)")
    assert "their change is exactly the opposite of yours: -16 (unrounded -15.68)" in h.texts(at)


def test_working_with_the_users_numbers(at: AppTest, h: Any) -> None:
    """Defaults (1613 v 1609, K 32, a win): the formula with these numbers, then FIDE's
    table row and the 400-point rule for 2700 v 2200."""
    (code,) = [c.value for c in at.text]
    assert "E = 1 / (1 + 10^((1609 - 1613) / 400)) = 0.506" in code
    assert "change = K x (S - E) = 32 x (1 - 0.506) = +15.8" in code
    assert "new rating = 1613 +15.8 = 1628.8" in code
    _fide_2700_v_2200(h, at)
    (code,) = [c.value for c in at.text]
    assert "gap D = 2700 - 2200 = +500" in code
    assert "no 400-point rule: rated 2650 or more" in code
    assert "FIDE table 8.1.2, a gap of 485 to 517 points: the higher-rated player expects " \
           "E = 0.96" in code


def test_fide_expected_score_has_the_tables_two_decimals(at: AppTest, h: Any) -> None:
    """2200 v 2700 (2025-11-01): the 400-point rule gives PD 0.08, shown '0.08' as FIDE's table
    prints it, not '0.0800'; 1613 v 1609 is '0.51' (row 4-10), not '0.510'."""
    _fide_2700_v_2200(h, at)
    at.number_input(key="calc_own").set_value(2200)
    at.number_input(key="calc_opp").set_value(2700)
    h.rerun(at)
    assert h.value(at, "Expected score") == "0.08"
    assert h.value(at, "As a percentage") == "8.0%"
    at.number_input(key="calc_own").set_value(1613)
    at.number_input(key="calc_opp").set_value(1609)
    h.rerun(at)
    assert h.value(at, "Expected score") == "0.51"
