"""Real browser: back on the Calculator, the inputs never show their defaults for a moment."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.e2e

# Every value the rating input shows in the first 3 s after the click, one per animation frame.
WATCH = """() => new Promise(resolve => {
    const seen = []; const start = performance.now();
    const tick = () => {
        const box = document.querySelector('.st-key-calc_own input');
        const value = box ? box.value : null;
        if (seen[seen.length - 1] !== value) seen.push(value);
        if (performance.now() - start < 3000) requestAnimationFrame(tick); else resolve(seen);
    };
    tick();
})"""


def test_returning_to_the_calculator_shows_the_kept_value_at_once(
        page: Page, open_app: Callable[[str], Page], settle: Callable[[Page], None]) -> None:
    """Issue 12 item 7: the rating typed (2000) is the only value ever painted, never 1613."""
    open_app("")
    box = page.locator(".st-key-calc_own input")
    box.fill("2000")
    box.press("Enter")
    settle(page)
    for _ in range(3):
        page.locator("[data-testid='stSidebarNav'] a", has_text="S-curve").click()
        settle(page)
        page.locator("[data-testid='stSidebarNav'] a", has_text="Calculator").click()
        seen = page.evaluate(WATCH)
        assert "1613" not in seen, seen
        assert seen[-1] == "2000", seen
        settle(page)
    expect(box).to_have_value("2000")
