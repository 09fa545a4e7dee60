"""Real browser: a share link's rejected value is shown as typed (issue 17, group 7): no link is
drawn to another site and no image is fetched from another host."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from urllib.parse import quote, urlsplit

import pytest
from playwright.sync_api import Page, expect

from elo_core.display.safe_text import WORD_JOINER

pytestmark = pytest.mark.e2e

LINK = "[click](https://evil.example)"
IMAGE = "![x](http://127.0.0.1:9/p.png)"


@pytest.mark.parametrize("link", [("calc_own", LINK), ("calc_opp", IMAGE)])
def test_a_link_value_is_never_markup(page: Page, app_url: str,
                                      settle: Callable[[Page], None], screenshot_dir: Path,
                                      link: tuple[str, str]) -> None:
    """The warning quotes the value literally; no <a href> to evil.example, no <img>, and no
    request leaves the app's server (127.0.0.1:9 above all)."""
    key, value = link
    requests: list[str] = []
    page.on("request", lambda request: requests.append(request.url))
    page.goto(f"{app_url}/?{key}={quote(value, safe='')}")
    settle(page)
    warning = page.locator("[data-testid='stAlertContentWarning']")
    expect(warning).to_have_count(1)
    shown = warning.inner_text().replace(WORD_JOINER, "")  # (invisible: breaks autolinks)
    assert shown == (f"The link's '{key}' was ignored: expected a whole number from 100 to "
                     f"4000, got '{value}'.")
    page.wait_for_timeout(1000)  # a late image request would come now
    page.screenshot(path=str(screenshot_dir / f"link-{key}.png"), full_page=True)
    assert page.locator("a[href*='evil.example']").count() == 0
    assert warning.locator("a, img").count() == 0
    hosts = {urlsplit(url).netloc for url in requests}
    assert "127.0.0.1:9" not in hosts
    assert "evil.example" not in hosts
    assert [url for url in requests if not url.startswith((app_url, "data:", "blob:"))] == []
