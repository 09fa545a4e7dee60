"""Real-browser journey: a TRF with a GM norm on Event upload's Norms view, at 1400 and 390 px;
the Tournament page's norm panel opened."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.unit.norms.norm_files import gm_event

pytestmark = pytest.mark.e2e
Settle = Callable[[Page], None]
SHOTS = Path(os.environ.get("NORM_SHOTS", "")) if os.environ.get("NORM_SHOTS") else None


def _shot(page: Page, folder: Path, name: str) -> None:
    for target in [folder, *([SHOTS] if SHOTS else [])]:
        page.screenshot(path=str(target / name), full_page=True)


def test_norms_view_in_a_browser(page: Page, open_app: Callable[[str], Page], settle: Settle,
                                 screenshot_dir: Path, tmp_path: Path) -> None:
    """Upload, see the GM norm met and counted, open the working; then at phone width."""
    trf = tmp_path / "norm-event.trf"
    trf.write_bytes(gm_event())
    open_app("event_upload")
    page.locator(".st-key-upload_file input[type='file']").set_input_files(str(trf))
    settle(page)
    view = page.get_by_text("1 of 10 players", exact=False)
    expect(view).to_be_visible()
    view.scroll_into_view_if_needed()
    expect(page.get_by_text("GM norm: every condition the file shows holds").first).to_be_visible()
    expect(page.locator("[data-testid='stException']")).to_have_count(0)
    _shot(page, screenshot_dir, "upload-norms-1400.png")
    working = page.get_by_role("button", name="Download the norm report (HTML, print it from "
                                              "the browser)")
    expect(working).to_be_visible()
    working.scroll_into_view_if_needed()
    _shot(page, screenshot_dir, "upload-norms-working-1400.png")
    page.set_viewport_size({"width": 390, "height": 900})
    settle(page)
    view.scroll_into_view_if_needed()
    _shot(page, screenshot_dir, "upload-norms-390.png")
    working.scroll_into_view_if_needed()
    _shot(page, screenshot_dir, "upload-norms-working-390.png")


def test_norm_panel_in_a_browser(page: Page, open_app: Callable[[str], Page], settle: Settle,
                                 screenshot_dir: Path) -> None:
    """The Tournament page shows the norm panel for its rounds (its tab opened), without an
    exception."""
    open_app("tournament")
    page.get_by_role("tab", name="Title norms").click()
    settle(page)
    heading = page.get_by_role("heading", name="Title norms")
    expect(heading).to_be_visible()
    heading.scroll_into_view_if_needed()
    opener = page.get_by_text("Your title, federation, the event and the opponents' titles")
    expect(opener).to_be_visible()
    opener.click()
    settle(page)
    expect(page.locator("[data-testid='stException']")).to_have_count(0)
    _shot(page, screenshot_dir, "tournament-norms-1400.png")
    report = page.get_by_role("button", name="Download the norm report (HTML, print it from the "
                                               "browser)")
    report.scroll_into_view_if_needed()
    expect(report).to_be_visible()
    _shot(page, screenshot_dir, "tournament-norms-working-1400.png")
    page.set_viewport_size({"width": 390, "height": 900})
    settle(page)
    heading.scroll_into_view_if_needed()
    _shot(page, screenshot_dir, "tournament-norms-390.png")
