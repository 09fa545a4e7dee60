"""Browser journeys of issue 11, one per user (teacher, director, player), each page
screenshotted; the server log stays free of Streamlit's widget-state warnings and the browser
console free of errors (issue 18; the arbiter's journey: test_arbiter_journey.py)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.browser_steps import (
    OpenApp,
    Settle,
    go_to,
    metric,
    metrics_fit,
    no_exception,
    shot,
    type_number,
)
from tests.e2e.console_log import record_errors

pytestmark = pytest.mark.e2e
WARNING = "created with a default value but also had its value set via the Session State API"


def _no_state_warning(log: Path) -> None:
    assert WARNING not in log.read_text(errors="replace")


def test_player_calculator_tournament_and_saved_runs(
        page: Page, open_app: OpenApp, settle: Settle, screenshot_dir: Path,
        server_log: Path) -> None:
    """Player: save 1400 v 1609 (win 1424.6); in a new session open Saved runs and reopen it:
    the address carries 1400; clicking Draw keeps 1400 in the address and on the page. Then
    the tournament with 0 rounds left (a plain answer), saved and reopened with its address."""
    errors = record_errors(page)
    open_app("calculator")
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
    # the same player's tournament: a target of 1600 with 0 rounds left, saved and reopened
    go_to(page, settle, "Tournament")
    open_tab(page, settle, "What you still need")
    type_number(page, "t_remaining", "0")
    settle(page)
    expect(page.get_by_text("no rounds left: the event as entered gives 1595.3, short of 1600.0",
                            exact=False)).to_be_visible()
    open_tab(page, settle, "Share and save")
    page.locator(".st-key-t_run_name input").fill("Club open, finished")
    page.get_by_role("button", name="Save this run").click()
    expect(page.get_by_text("Saved as 'Club open, finished'")).to_be_visible()
    shot(page, screenshot_dir, "player-tournament")
    go_to(page, settle, "Saved runs")
    page.get_by_role("combobox", name="Run").click()
    page.get_by_role("option", name=re.compile("Club open, finished")).click()
    settle(page)
    page.get_by_role("button", name="Reopen").click()
    settle(page)
    expect(metric(page, "New rating")).to_have_text("1595.3")
    open_tab(page, settle, "What you still need")
    expect(page.locator(".st-key-t_remaining input")).to_have_value("0")
    assert "rem=0" in page.url
    metrics_fit(page)
    no_exception(page)
    shot(page, screenshot_dir, "player-tournament-reopened")
    _no_state_warning(server_log)
    assert errors == []


def open_tab(page: Page, settle: Settle, name: str) -> None:
    """Open one of the Tournament page's tabs below the result (only the open one is drawn)."""
    page.get_by_role("tab", name=name).click()
    settle(page)


def test_teacher_projects_the_s_curve_and_the_working(
        page: Page, open_app: OpenApp, settle: Settle, screenshot_dir: Path,
        server_log: Path) -> None:
    """Teacher: type 1613 and 1609 on the S-curve (+4), switch the K lines to the FIDE table
    with the rule and reload (the view stays); then the calculator's working with 0.506 and
    +15.8, and 2700 v 2200 under FIDE with the 400-point rule for the opponent."""
    errors = record_errors(page)
    open_app("scurve")
    type_number(page, "own", "1613")
    type_number(page, "opp", "1609")
    settle(page)
    expect(metric(page, "Difference")).to_have_text("+4")
    shot(page, screenshot_dir, "teacher-scurve")
    page.get_by_role("tab", name="K and the gap").click()
    page.get_by_text("FIDE table, 400-point rule", exact=True).click()
    settle(page)
    expect(page.get_by_text("Drawn with: FIDE table, 400-point rule.",
                             exact=True)).to_be_visible()
    assert "curve=FIDE" in page.url
    page.reload()
    settle(page)
    expect(page.get_by_text("Drawn with: FIDE table, 400-point rule.",
                             exact=True)).to_be_visible()
    shot(page, screenshot_dir, "teacher-k-lines")
    open_app("calculator")
    page.get_by_text("The working, step by step").click()
    expect(page.locator("[data-testid='stText']")).to_contain_text(
        "E = 1 / (1 + 10^((1609 - 1613) / 400)) = 0.506")
    expect(page.locator("[data-testid='stText']")).to_contain_text(
        "change = K x (S - E) = 32 x (1 - 0.506) = +15.8")
    metrics_fit(page)
    shot(page, screenshot_dir, "teacher-calculator")
    open_app("?calc_own=2700&calc_opp=2200&calc_model=FIDE+table&calc_date=2025-11-01")
    expect(page.get_by_text("the 500-point gap counts as 400", exact=False)).to_be_visible()
    expect(page.get_by_text("they get -3 (unrounded -2.56)", exact=False)).to_be_visible()
    metrics_fit(page)
    no_exception(page)
    shot(page, screenshot_dir, "teacher-calculator-fide")
    _no_state_warning(server_log)
    assert errors == []


def test_director_keeps_the_scenario_and_prints_a_named_report(
        page: Page, open_app: OpenApp, settle: Settle, screenshot_dir: Path,
        server_log: Path) -> None:
    """Director: name the player and the event, delete round 2 (the others keep 1, 3, 4, 5),
    reload: the scenario is still there and the default never shows; 'Clear all rounds' asks
    first; the side-by-side systems; the report download carries the names."""
    errors = record_errors(page)
    open_app("tournament")
    page.locator(".st-key-t_player input").fill("Ada Lovelace")
    page.locator(".st-key-t_player input").press("Enter")
    settle(page)
    page.locator(".st-key-t_event input").fill("Club open 2025")
    page.locator(".st-key-t_event input").press("Enter")
    settle(page)
    type_number(page, "t_rating", "1500")
    settle(page)
    expect(metric(page, "New rating")).to_have_text("1555.7")
    assert "r=1500" in page.url
    assert "p=Ada" in page.url
    metrics_fit(page)
    shot(page, screenshot_dir, "director-tournament")
    page.reload()
    seen = []
    for _ in range(60):  # watch the page while it loads: the default scenario must not appear
        seen += page.locator("[data-testid='stMetricValue']").all_inner_texts()
        if "1555.7" in seen:
            break
        page.wait_for_timeout(100)
    settle(page)
    expect(metric(page, "New rating")).to_have_text("1555.7")
    assert "1595.3" not in seen  # example D's new rating: the default never flashed
    expect(page.locator(".st-key-t_player input")).to_have_value("Ada Lovelace")
    page.get_by_role("button", name="Clear all rounds").click()
    expect(page.get_by_text("This removes all 5 rounds from the table")).to_be_visible()
    shot(page, screenshot_dir, "director-clear-asks")
    page.keyboard.press("Escape")
    open_tab(page, settle, "Under every system")
    expect(page.get_by_text("The same event under every system")).to_be_visible()
    open_tab(page, settle, "Share and save")
    with page.expect_download() as download:
        page.get_by_role("button", name="Report (HTML)").click()
    report = download.value
    assert report.suggested_filename == "club-open-2025-ada-lovelace-report.html"
    text = Path(report.path()).read_text(encoding="utf-8")
    assert "Ada Lovelace" in text
    assert "Club open 2025" in text
    assert "fide-table" not in text
    no_exception(page)
    shot(page, screenshot_dir, "director-compare")
    _no_state_warning(server_log)
    assert errors == []


def test_upload_downloads_are_named_after_the_file(
        page: Page, open_app: OpenApp, settle: Settle, screenshot_dir: Path) -> None:
    """Event upload of club-march.csv: the table downloads as club-march-ratings.csv."""
    errors = record_errors(page)
    open_app("event_upload")
    template = Path(__file__).resolve().parents[2] / "elo_core" / "data" / "templates"
    page.locator(".st-key-upload_file input[type='file']").set_input_files(
        files=[{"name": "club-march.csv", "mimeType": "text/csv",
                "buffer": (template / "games.csv").read_bytes()}])
    settle(page)
    with page.expect_download() as download:
        page.get_by_role("button", name="Download the table (CSV)").click()
    assert download.value.suggested_filename == "club-march-ratings.csv"
    rows = Path(download.value.path()).read_text(encoding="utf-8-sig").splitlines()
    # rating, change, new rating and K first; whole numbers written whole (1850, not 1850.0)
    assert rows[1].startswith("Anna Berg,1850,6.4,1856,20,")
    metrics_fit(page)
    shot(page, screenshot_dir, "upload")
    assert errors == []
