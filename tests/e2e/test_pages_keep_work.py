"""Issue 18 in the browser: the pages keep every round and show what they keep (items 1, 2)."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.browser_steps import OpenApp, Settle, go_to, metric, no_exception, shot

pytestmark = pytest.mark.e2e
TEMPLATES = Path(__file__).resolve().parents[2] / "elo_core" / "data" / "templates"


def _type_in_first_cell(page: Page, column_offset: int, text: str) -> None:
    """Click the editor's first row and type `text` `column_offset` columns to the right."""
    grid = page.locator(".st-key-t_rounds_editor [data-testid='stDataFrame']")
    grid.scroll_into_view_if_needed()
    box = grid.bounding_box()
    assert box is not None
    page.mouse.click(box["x"] + 120, box["y"] + 35 + 17)  # first row, round number column
    page.wait_for_timeout(500)  # (an empty editor adds the row on that click)
    for _ in range(column_offset):
        page.keyboard.press("ArrowRight")
    page.keyboard.type(text)  # typing on a selected cell opens its editor with the text
    page.wait_for_timeout(300)
    page.keyboard.press("Enter")


def test_clear_all_rounds_closes_and_the_next_click_reaches_the_table(
        page: Page, open_app: OpenApp, settle: Settle, screenshot_dir: Path) -> None:
    """Item 1: after 'Yes, clear all rounds' the popover is closed (it stayed open, saying
    'removes all 0 rounds', and ate the next click); the first rating typed in the empty
    table lands in it and is rated (1610, no result yet: a result is asked for)."""
    open_app("tournament")
    page.get_by_role("button", name="Clear all rounds").click()
    expect(page.get_by_text("This removes all 5 rounds from the table")).to_be_visible()
    page.get_by_role("button", name="Yes, clear all rounds").click()
    settle(page)
    expect(page.get_by_text("The rounds table is empty: add at least one round.")).to_be_visible()
    expect(page.get_by_text("This removes all")).to_have_count(0)
    expect(page.get_by_role("button", name="Clear all rounds")).to_be_disabled()
    shot(page, screenshot_dir, "tournament-cleared")
    _type_in_first_cell(page, 2, "1610")
    settle(page)
    expect(page.locator(".st-key-t_rounds_editor")).to_contain_text("1610")
    no_exception(page)


def test_the_open_tab_and_the_file_in_use_survive_a_page_switch(
        page: Page, open_app: OpenApp, settle: Settle, screenshot_dir: Path) -> None:
    """Item 2: the Analysis lab reopens on the tab that was open ('Which K fits'), not the
    first; Event upload names the file it still uses (name and size) after a switch."""
    open_app("analysis")
    page.get_by_role("tab", name="Which K fits").click()
    settle(page)
    expect(metric(page, "Best K")).to_be_visible()
    go_to(page, settle, "Calculator")
    go_to(page, settle, "Analysis lab")
    expect(page.get_by_role("tab", name="Which K fits")).to_have_attribute("aria-selected",
                                                                          "true")
    expect(metric(page, "Best K")).to_be_visible()
    shot(page, screenshot_dir, "analysis-tab-kept")
    go_to(page, settle, "Event upload")
    page.locator(".st-key-upload_file input[type='file']").set_input_files(
        files=[{"name": "club-march.csv", "mimeType": "text/csv",
                "buffer": (TEMPLATES / "games.csv").read_bytes()}])
    settle(page)
    go_to(page, settle, "Calculator")
    go_to(page, settle, "Event upload")
    expect(page.get_by_text("Event file in use: club-march.csv", exact=False)).to_be_visible()
    expect(page.get_by_role("button", name="Download the table (CSV)")).to_be_visible()
    no_exception(page)
    shot(page, screenshot_dir, "upload-file-kept")
