"""Steps the browser journeys share: switch page, type a number, read a metric, screenshot."""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from playwright.sync_api import Locator, Page, expect


class OpenApp(Protocol):
    def __call__(self, path: str = "") -> Page: ...


class Settle(Protocol):
    def __call__(self, page: Page) -> None: ...


def metric(page: Page, label: str) -> Locator:
    """The value of the metric whose label is exactly `label`."""
    card = page.locator("[data-testid='stMetric']",
                        has=page.get_by_text(label, exact=True))
    return card.locator("[data-testid='stMetricValue']")


def go_to(page: Page, settle: Settle, title: str) -> None:
    """Switch page with the sidebar navigation (same session, no reload)."""
    page.locator("[data-testid='stSidebarNav']").get_by_role("link", name=title, exact=True).click()
    settle(page)


def type_number(page: Page, key: str, number: str) -> None:
    """Type into the number input with widget key `key` and commit it."""
    field = page.locator(f".st-key-{key} input")
    field.fill(number)
    field.press("Enter")


def shot(page: Page, folder: Path, name: str) -> None:
    """Save a screenshot of the whole page (the app scrolls inside its own container, so the
    window is made tall enough for everything first)."""
    size = page.viewport_size or {"width": 1400, "height": 1000}
    height = page.evaluate(
        "() => Math.max(...Array.from(document.querySelectorAll('[data-testid=\"stMain\"] *'),"
        " e => e.scrollHeight), document.body.scrollHeight)")
    page.set_viewport_size({"width": size["width"], "height": min(int(height) + 200, 8000)})
    page.wait_for_timeout(300)
    page.screenshot(path=str(folder / f"{name}.png"), full_page=True)
    page.set_viewport_size(size)


def no_exception(page: Page) -> None:
    """No traceback box anywhere on the page."""
    expect(page.locator("[data-testid='stException']")).to_have_count(0)


def metrics_fit(page: Page) -> None:
    """No metric value is cut off (the text fits its box at this width)."""
    cut = page.evaluate(
        "() => Array.from(document.querySelectorAll(\"[data-testid='stMetricValue'] *\"))"
        ".filter(e => e.scrollWidth > e.clientWidth + 1).map(e => e.textContent)")
    assert cut == [], cut
