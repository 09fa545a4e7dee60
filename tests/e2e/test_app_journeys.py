"""Real-browser journeys: every page opens, inputs change numbers, state, links, save/reopen."""

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
    no_exception,
    shot,
    type_number,
)

pytestmark = pytest.mark.e2e

PAGES: list[tuple[str, str]] = [("", "elo-core: chess ratings, worked out exactly"),
         ("calculator", "One-game calculator"), ("scurve", "S-curve explorer"),
         ("tournament", "Tournament: one player's event"), ("event_upload", "Event upload"),
         ("saved_runs", "Saved runs"), ("analysis", "Analysis lab"),
         ("lesson", "Lesson: how a rating moves"), ("exercises", "Exercises"),
         ("league", "Class league"), ("class_tournament", "Class tournament")]


def test_every_page_opens(page: Page, open_app: OpenApp, screenshot_dir: Path) -> None:
    """Each page renders its title without an exception; a screenshot of each is kept."""
    for path, title in PAGES:
        open_app(path)
        expect(page.locator("h1").first).to_have_text(title)
        no_exception(page)
        shot(page, screenshot_dir, path or "home")
    assert len(list(screenshot_dir.glob("*.png"))) == len(PAGES)


def test_calculator_numbers_follow_the_inputs(page: Page, open_app: OpenApp,
                                              screenshot_dir: Path) -> None:
    """Example A by default; 1400 vs 1600 then gives E 0.240 and +24.3 for a win."""
    open_app("calculator")
    expect(metric(page, "Expected score")).to_have_text("0.506")
    expect(metric(page, "Win: new rating")).to_have_text("1628.8")
    type_number(page, "calc_own", "1400")
    expect(metric(page, "Win: new rating")).to_have_text("1424.6")
    type_number(page, "calc_opp", "1600")
    expect(metric(page, "Expected score")).to_have_text("0.240")
    expect(metric(page, "Win: new rating")).to_have_text("1424.3")
    type_number(page, "calc_own", "0")  # refused by the input itself, the figures stay
    expect(page.locator(".st-key-calc_own")).to_contain_text("between 100 and 4000")
    expect(metric(page, "Win: new rating")).to_have_text("1424.3")
    no_exception(page)
    shot(page, screenshot_dir, "calculator-error")


def test_rounds_survive_a_page_switch(page: Page, open_app: OpenApp,
                                      screenshot_dir: Path, settle: Settle) -> None:
    """Edit a round in the table, visit two other pages, come back: the edit is still there."""
    open_app("tournament")
    expect(metric(page, "Rating change")).to_have_text("+45.3")
    grid = page.locator(".st-key-t_rounds_editor [data-testid='stDataFrame']")
    grid.scroll_into_view_if_needed()
    box = grid.bounding_box()
    assert box is not None
    page.mouse.click(box["x"] + 120, box["y"] + 35 + 17)  # round 1, round number column
    page.keyboard.press("ArrowRight")  # round 1, rating column (the opponent's name is last)
    page.keyboard.press("Enter")  # open the cell editor
    cell = page.locator("textarea.gdg-input")
    cell.fill("1700")
    cell.press("Enter")
    expect(metric(page, "Rating change")).to_have_text("+49.1")
    shot(page, screenshot_dir, "tournament-edited")
    go_to(page, settle, "Calculator")
    expect(metric(page, "Expected score")).to_be_visible()
    go_to(page, settle, "S-curve explorer")
    go_to(page, settle, "Tournament")
    expect(metric(page, "Rating change")).to_have_text("+49.1")
    expect(metric(page, "Average opponent")).to_have_text("1629")
    no_exception(page)


def test_shared_scurve_link(page: Page, open_app: OpenApp, screenshot_dir: Path,
                            settle: Settle) -> None:
    """A link opens the same view; moving the slider rewrites the link; a reload keeps it."""
    open_app("scurve?gap=-200&ks=16&ks=32&k=24")
    expect(metric(page, "Expected score (logistic)")).to_have_text("0.240")
    expect(metric(page, "Difference")).to_have_text("-200")
    shot(page, screenshot_dir, "scurve-link")
    page.locator(".st-key-gap input[type='range']").focus()
    page.keyboard.press("ArrowRight")
    expect(metric(page, "Difference")).to_have_text("-199")
    expect(page).to_have_url(re.compile(r"gap=-199"))
    page.reload()
    settle(page)
    expect(metric(page, "Difference")).to_have_text("-199")
    no_exception(page)


def test_typed_ratings_changed_again_keep_the_page_working(page: Page, open_app: OpenApp,
                                                          settle: Settle) -> None:
    """QA: the second change of a typed rating failed with 'Cannot directly set query
    parameter gap' (the address still held the old gap while the page reran). Each change now
    moves the disabled slider, the metric and the address to the typed ratings' gap; an
    older link whose gap disagrees with its ratings opens with the ratings' gap."""
    open_app("scurve?own=1700&opp=1500&gap=300")
    expect(metric(page, "Difference")).to_have_text("+200")
    no_exception(page)
    open_app("scurve")
    for key, value, gap in (("own", "1500", None), ("opp", "1400", "+100"),
                            ("own", "1550", "+150"), ("own", "1600", "+200"),
                            ("opp", "1700", "-100")):
        field = page.locator(f".st-key-{key} input")
        field.fill(value)
        field.press("Enter")
        settle(page)
        no_exception(page)
        if gap is not None:
            expect(metric(page, "Difference")).to_have_text(gap)
            expect(page).to_have_url(re.compile(rf"gap={int(gap)}(&|$)"))


def test_save_and_reopen_a_run(page: Page, open_app: OpenApp, screenshot_dir: Path,
                               settle: Settle) -> None:
    """Save the tournament, change it, reopen the saved run from the Saved runs page."""
    open_app("tournament")
    expect(metric(page, "Rating change")).to_have_text("+45.3")
    page.get_by_role("tab", name="Share and save").click()
    settle(page)
    page.locator(".st-key-t_run_name input").fill("E2E club open")
    page.get_by_role("button", name="Save this run").click()
    expect(page.get_by_text("Saved as 'E2E club open'")).to_be_visible()
    type_number(page, "t_rating", "1500")
    expect(metric(page, "Rating change")).not_to_have_text("+45.3")
    go_to(page, settle, "Saved runs")
    expect(page.get_by_role("combobox", name="Run")).to_have_value(re.compile("E2E club open"))
    shot(page, screenshot_dir, "saved-runs")
    page.get_by_role("button", name="Reopen").click()
    settle(page)
    expect(page.get_by_text("Reopened saved run 'E2E club open'")).to_be_visible()
    expect(metric(page, "Rating change")).to_have_text("+45.3")
    expect(page.locator(".st-key-t_rating input")).to_have_value("1550")
    no_exception(page)
    shot(page, screenshot_dir, "reopened")
