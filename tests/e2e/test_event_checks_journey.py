"""Real-browser journey: an organiser's weekend Swiss with no event column, a misspelt name,
'90+30' and 'NR': one event, every guess said with its code on the Event upload page."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.e2e

WEEKEND = (Path(__file__).resolve().parents[1] / "data" / "hostile3" / "events"
           / "csv_weekend_swiss_organiser.csv")
CODES = ("time_control_minutes", "events_joined_by_rounds", "rating_blank",
         "similar_names_in_event", "junior_rule_not_applied")


def test_an_organisers_weekend_swiss_is_one_event_and_its_guesses_are_said(
        page: Page, open_app: Callable[[str], Page], settle: Callable[[Page], None],
        screenshot_dir: Path) -> None:
    """Two dates, rounds 1-3: one event of 12 games (not one a day); the five warnings are
    listed with their codes above the results."""
    open_app("event_upload")
    page.locator(".st-key-upload_file input[type='file']").set_input_files(str(WEEKEND))
    settle(page)
    expect(page.get_by_text("5 warnings: the figures below are computed")).to_be_visible()
    for code in CODES:
        expect(page.get_by_text(code, exact=True)).to_be_visible()
    expect(page.locator("[data-testid='stException']")).to_have_count(0)
    shot = Path(os.environ.get("ELO_SHOTS", str(screenshot_dir))) / "event_checks.png"
    page.screenshot(path=str(shot), full_page=True)
    assert shot.stat().st_size > 10_000
    page.get_by_text("junior_rule_not_applied", exact=True).scroll_into_view_if_needed()
    page.screenshot(path=str(shot.with_name("event_checks_table.png")))
