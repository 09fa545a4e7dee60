"""Browser journeys of issue 11, one per user (teacher, director, player), each page
screenshotted; the server log stays free of Streamlit's widget-state warnings."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.test_app_journeys import (
    OpenApp,
    Settle,
    metric,
    no_exception,
    shot,
    type_number,
)

pytestmark = pytest.mark.e2e
WARNING = "created with a default value but also had its value set via the Session State API"


def _no_state_warning(log: Path) -> None:
    assert WARNING not in log.read_text(errors="replace")


def test_player_reopens_a_calculator_run_and_keeps_its_address(
        page: Page, open_app: OpenApp, settle: Settle, screenshot_dir: Path,
        server_log: Path) -> None:
    """Player: save 1400 v 1609 (win 1424.6); in a new session open Saved runs and reopen it:
    the address carries 1400; clicking Draw keeps 1400 in the address and on the page."""
    open_app()
    type_number(page, "calc_own", "1400")
    settle(page)
    expect(metric(page, "Win: new rating")).to_have_text("1424.6")
    page.locator(".st-key-c_run_name input").fill("Underdog")
    page.get_by_role("button", name="Save this run").click()
    expect(page.get_by_text("Saved as 'Underdog'")).to_be_visible()
    shot(page, screenshot_dir, "player-calculator")
    open_app("saved_runs")  # a new session: the calculator has not run in it yet
    shot(page, screenshot_dir, "player-saved-runs")
    page.get_by_role("button", name="Reopen").click()
    settle(page)
    expect(metric(page, "Win: new rating")).to_have_text("1424.6")
    assert "calc_own=1400" in page.url
    page.locator(".st-key-calc_result button", has_text="Draw").click()
    settle(page)
    assert "calc_own=1400" in page.url
    assert re.search(r"calc_result=Draw", page.url)
    page.reload()
    settle(page)
    expect(metric(page, "Win: new rating")).to_have_text("1424.6")
    no_exception(page)
    shot(page, screenshot_dir, "player-reopened")
    _no_state_warning(server_log)
