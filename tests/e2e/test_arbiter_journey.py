"""The arbiter's journey (issue 18): from Home to a real tournament in one click, a player's
rounds, a file US Chess cannot rate said plainly and rated under FIDE instead, the same on a
390 px phone; no traceback, no metric cut, no console error."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.browser_steps import OpenApp, Settle, go_to, metrics_fit, no_exception, shot
from tests.e2e.console_log import record_errors
from tests.support.real_files import REAL

pytestmark = pytest.mark.e2e


def test_arbiter_checks_a_field_and_a_file_us_chess_cannot_rate(
        page: Page, open_app: OpenApp, settle: Settle, screenshot_dir: Path) -> None:
    """Home -> 'Event upload with the Gros 2010 open': the 52-player field is rated and the
    file named as in use; Mirzoev Azer's games read R1..R4 with his opponents. Then
    karl-mala-2005.trf under US Chess: one sentence (the 2005 date, rules from 2017-05-01)
    and 'Rate under FIDE' rates it. Home and Event upload are screenshotted at 1400 and
    390 px."""
    errors = record_errors(page)
    open_app("")
    expect(page.get_by_text("elo-core: chess ratings, worked out exactly")).to_be_visible()
    shot(page, screenshot_dir, "arbiter-home-1400")
    page.get_by_role("button", name="Event upload with the Gros 2010 open").click()
    settle(page)
    expect(page.locator("h1").first).to_have_text("Event upload")
    expect(page.get_by_text("Event file in use: gros-2010-after-round4.trf",
                            exact=False)).to_be_visible()
    expect(page.get_by_role("button", name="Download the table (CSV)")).to_be_visible()
    page.get_by_role("combobox", name="Player", exact=True).click()
    page.keyboard.type("Mirzoev")
    page.get_by_role("option", name="Mirzoev Azer").click()
    settle(page)
    expect(page.locator("strong", has_text="Games")).to_be_visible()
    expect(page.get_by_text("Orube Bona Andoni", exact=True)).not_to_have_count(0)  # R1
    metrics_fit(page)
    shot(page, screenshot_dir, "arbiter-upload-1400")
    page.locator(".st-key-upload_file input[type='file']").set_input_files(
        str(REAL / "karl-mala-2005.trf"))
    settle(page)
    page.get_by_role("combobox", name="System").click()
    page.get_by_role("option", name="US Chess").click()
    settle(page)
    expect(page.get_by_text("karl-mala-2005.trf was read without a problem, but US Chess "
                            "cannot rate it", exact=False)).to_be_visible()
    expect(page.get_by_text("could not be used")).to_have_count(0)
    shot(page, screenshot_dir, "arbiter-no-rules-1400")
    page.get_by_role("button", name="Rate under FIDE").click()
    settle(page)
    expect(page.get_by_role("button", name="Download the table (CSV)")).to_be_visible()
    no_exception(page)
    page.set_viewport_size({"width": 390, "height": 900})
    settle(page)
    shot(page, screenshot_dir, "arbiter-upload-390")
    go_to_home = page.locator("[data-testid='stSidebarCollapsedControl'] button,"
                              "[data-testid='stExpandSidebarButton']").first
    go_to_home.click()
    go_to(page, settle, "Home")
    shot(page, screenshot_dir, "arbiter-home-390")
    no_exception(page)
    assert errors == []
