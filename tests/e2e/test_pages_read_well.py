"""Issue 18 in the browser: a share link from the browser's own address, written once and on
one line (item 9); the S-curve's 'K and the gap' readable on a 390 px phone (item 11)."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.test_app_journeys import Settle, no_exception, shot

pytestmark = pytest.mark.e2e
LINK = ("tournament?sys=classic_bands&r=1550&gp=120&p=Meyer%2C+Anna"
        "&rounds=Meyer%252C+Hans:1610w,1720l,1480w,1590d,1655w")  # an older link


def test_the_share_link_is_the_browsers_address_written_once(
        page: Page, app_url: str, settle: Settle, screenshot_dir: Path) -> None:
    """Opened as http://localhost:<port>, the link starts with that address (as opened with
    127.0.0.1, with that one); names read 'Meyer~2C+Hans' and 'Meyer,+Anna' (were
    'Meyer%252C+Hans' and 'Meyer%2C+Anna'); the link is one line that scrolls at 390 px,
    never wrapped mid-number; a note says a localhost link opens on this computer only."""
    for base in (app_url, app_url.replace("127.0.0.1", "localhost")):
        page.goto(f"{base}/{LINK}")
        settle(page)
        code = page.locator("[data-testid='stCode'] pre").first
        text = code.inner_text()
        assert text.startswith(f"{base}/tournament?sys=classic_bands&r=1550&gp=120"), text
        assert "rounds=Meyer~2C+Hans:1610w,1720l,1480w,1590d,1655w" in text
        assert "p=Meyer,+Anna" in text
        assert "%25" not in text
        expect(page.get_by_text("this computer's own name for itself", exact=False)
               ).to_be_visible()
    page.set_viewport_size({"width": 390, "height": 900})
    settle(page)
    code = page.locator("[data-testid='stCode'] pre").first
    code.scroll_into_view_if_needed()
    # one line scrolled sideways: wider than its box (a wrapped link would fit its width)
    assert code.evaluate("(el) => el.scrollWidth > el.clientWidth + 100")
    no_exception(page)
    shot(page, screenshot_dir, "share-390")
