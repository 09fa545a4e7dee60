"""Nothing is fetched from the internet: every request of a first visit stays on the app's own
server, the favicon included (it ships as assets/icon.png)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Page

pytestmark = pytest.mark.e2e


def test_first_visit_stays_on_the_app_server(page: Page, app_url: str,
                                             settle: Callable[[Page], None]) -> None:
    """The calculator page, then the Event upload page: no request to another host."""
    requests: list[str] = []
    page.on("request", lambda request: requests.append(request.url))
    page.goto(app_url)
    settle(page)
    page.locator("[data-testid='stSidebarNav']").get_by_role(
        "link", name="Event upload", exact=True).click()
    settle(page)
    page.wait_for_timeout(1000)  # late requests (icons, fonts) would come now
    elsewhere = [url for url in requests
                 if not url.startswith((app_url, "data:", "blob:"))]
    assert requests  # the visit was recorded
    assert elsewhere == []
    icons = page.evaluate("() => [...document.querySelectorAll('link[rel~=icon]')]"
                          ".map(link => link.href)")
    assert icons
    assert all(icon.startswith((app_url, "data:")) for icon in icons)
