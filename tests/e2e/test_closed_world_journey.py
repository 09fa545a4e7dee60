"""Real-browser journey: a games CSV with a start number in the name column, a rating 1700.5
and a title typed into a name: each said with its code and row on the Event upload page."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.e2e

GAMES = ("event,white,black,white_rating,black_rating,result,white_birth_year,"
         "black_birth_year\n"
         "Club Open,Anna Berg,Carl Dahl,2400,1600,1,1990,1990\n"
         "Club Open,12,Carl Dahl,1700.5,1600,0,1990,1990\n"
         "Club Open,Eva Falk,GM Anna Berg,1700,2400,0,1990,1990\n")
CODES = ("similar_names_in_event", "name_without_letters", "rating_not_whole")


def test_values_no_list_writes_are_said_with_their_rows(
        page: Page, open_app: Callable[[str], Page], settle: Callable[[Page], None],
        screenshot_dir: Path, tmp_path: Path) -> None:
    """Three warnings above the results, each code in the table; no traceback."""
    upload = tmp_path / "club.csv"
    upload.write_text(GAMES)
    open_app("event_upload")
    page.locator(".st-key-upload_file input[type='file']").set_input_files(str(upload))
    settle(page)
    expect(page.get_by_text("3 warnings: the figures below are computed")).to_be_visible()
    for code in CODES:
        expect(page.get_by_text(code, exact=True)).to_be_visible()
    expect(page.get_by_text("differ only by a title, federation or rating written",
                            exact=False)).to_be_visible()
    expect(page.locator("[data-testid='stException']")).to_have_count(0)
    shot = Path(os.environ.get("ELO_SHOTS", str(screenshot_dir))) / "closed_world.png"
    page.get_by_text("rating_not_whole", exact=True).scroll_into_view_if_needed()
    page.screenshot(path=str(shot))
    assert shot.stat().st_size > 10_000
