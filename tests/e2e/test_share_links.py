"""Real-browser share links: a tournament link opens its scenario; the calculator is in its URL."""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Protocol

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

pytestmark = pytest.mark.e2e

ROOT = Path(__file__).resolve().parents[2]
FIDE_LINK = "tournament?sys=fide&r=2050&gp=85&d=2025-03-01&rounds=Li+Anna:2210d,1980w,2140l,uw"


class OpenApp(Protocol):
    def __call__(self, path: str = "") -> Page: ...


class Settle(Protocol):
    def __call__(self, page: Page) -> None: ...


def metric(page: Page, label: str) -> Locator:
    """The value of the metric whose label is exactly `label`."""
    card = page.locator("[data-testid='stMetric']", has=page.get_by_text(label, exact=True))
    return card.locator("[data-testid='stMetricValue']")


def no_exception(page: Page) -> None:
    """No traceback box anywhere on the page."""
    expect(page.locator("[data-testid='stException']")).to_have_count(0)


def shown_link(page: Page) -> str:
    """The share link the tournament page shows in its one-line box (its tab opened)."""
    page.get_by_role("tab", name="Share and save").click()
    block = page.locator(".st-key-t_share_link code", has_text="rounds=")
    block.scroll_into_view_if_needed()
    return block.inner_text().strip()


def test_tournament_link_opens_its_scenario(page: Page, open_app: OpenApp,
                                           screenshot_dir: Path) -> None:
    """A FIDE link (a named opponent, an unrated one) opens in a fresh page with its figures."""
    open_app(FIDE_LINK)
    expect(page.get_by_text("Opened the shared scenario: 4 rounds.")).to_be_visible()
    expect(metric(page, "Rating change")).to_have_text("+5")
    expect(metric(page, "New rating")).to_have_text("2055")
    expect(metric(page, "K")).to_have_text("20")
    expect(page.locator(".st-key-t_rounds_editor")).to_contain_text("Li Anna")
    no_exception(page)
    page.screenshot(path=str(screenshot_dir / "tournament-link.png"), full_page=True)
    assert (screenshot_dir / "tournament-link.png").stat().st_size > 10_000


def test_shown_link_reopens_an_edited_scenario(page: Page, browser: Browser, open_app: OpenApp,
                                               settle: Settle, screenshot_dir: Path) -> None:
    """Change the rating, copy the link the page shows, open it in a new session: same figures."""
    open_app("tournament")
    field = page.locator(".st-key-t_rating input")
    field.fill("1500")
    field.press("Enter")
    settle(page)
    expect(metric(page, "New rating")).to_have_text("1555.7")
    link = shown_link(page)
    assert "r=1500" in link
    assert "rounds=1610w,1720l,1480w,1590d,1655w" in link
    other = browser.new_context(viewport={"width": 1400, "height": 1000}).new_page()
    try:
        other.goto(link)
        settle(other)
        expect(metric(other, "New rating")).to_have_text("1555.7")
        expect(other.locator(".st-key-t_rating input")).to_have_value("1500")
        no_exception(other)
        other.screenshot(path=str(screenshot_dir / "reopened-link.png"), full_page=True)
    finally:
        other.context.close()


def test_bad_tournament_link_is_a_message(page: Page, open_app: OpenApp) -> None:
    """A malformed round shows which parameter is wrong and the default scenario."""
    open_app("tournament?sys=fide&r=2050&gp=85&rounds=2210d,1980x")
    expect(page.locator("[data-testid='stAlertContentError']")).to_contain_text(
        "parameter 'rounds', round 2")
    expect(metric(page, "Rating change")).to_have_text("+45.3")
    no_exception(page)


def test_calculator_lives_in_the_url(page: Page, open_app: OpenApp, settle: Settle,
                                     screenshot_dir: Path) -> None:
    """A calculator link opens its game; typing rewrites the address; a reload keeps it."""
    open_app("?calc_own=1400&calc_opp=1600&calc_k_rule=Simple+auto")
    expect(metric(page, "Expected score")).to_have_text("0.240")
    expect(metric(page, "Win: new rating")).to_have_text("1430.4")
    field = page.locator(".st-key-calc_own input")
    field.fill("1500")
    field.press("Enter")
    expect(page).to_have_url(re.compile(r"calc_own=1500"))
    expect(metric(page, "Win: new rating")).to_have_text("1525.6")
    page.reload()
    settle(page)
    expect(metric(page, "Win: new rating")).to_have_text("1525.6")
    page.screenshot(path=str(screenshot_dir / "calculator-link.png"), full_page=True)
    open_app("?calc_own=inf&calc_opp=1600")
    expect(page.get_by_text("The link's 'calc_own' was ignored: expected a whole number from 100 "
                            "to 4000, got 'inf'.")).to_be_visible()
    expect(metric(page, "Expected score")).to_have_text("0.519")
    no_exception(page)


# ---- a link opened as the very first request of a freshly started server ----------------------
def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture(scope="module")
def cold_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A second app server that nobody has opened yet (stopped by its own pid afterwards)."""
    port = _free_port()
    url = f"http://127.0.0.1:{port}"
    folder = tmp_path_factory.mktemp("cold-server")
    streamlit = ROOT / ".venv" / "bin" / "streamlit"
    base = [str(streamlit)] if streamlit.exists() else [sys.executable, "-m", "streamlit"]
    env = {**os.environ, "ELO_STORE_PATH": str(folder / "runs.sqlite3")}
    with (folder / "streamlit.log").open("wb") as sink:
        process = subprocess.Popen(
            [*base, "run", str(ROOT / "app.py"), "--server.headless", "true", "--server.port",
             str(port), "--server.address", "127.0.0.1", "--browser.gatherUsageStats", "false",
             "--server.fileWatcherType", "none"], cwd=ROOT, env=env, stdout=sink,
            stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 90
        while time.monotonic() < deadline and process.poll() is None:
            try:
                with urllib.request.urlopen(f"{url}/_stcore/health", timeout=2):
                    break
            except (urllib.error.URLError, OSError):
                time.sleep(0.3)
        else:
            pytest.fail("the second streamlit server did not start")
        yield url
    finally:
        process.terminate()
        process.wait(timeout=15)


def test_link_on_a_cold_server_keeps_its_parameters(browser: Browser, cold_url: str,
                                                    settle: Settle, screenshot_dir: Path) -> None:
    """The detour through app.py on a fresh server keeps the page and every link parameter."""
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    try:
        page = context.new_page()
        page.goto(f"{cold_url}/{FIDE_LINK}")
        settle(page)
        expect(page.locator("h1").first).to_have_text("Tournament: one player's event")
        expect(metric(page, "New rating")).to_have_text("2055")
        expect(page.locator("[data-testid='stSidebarNav']")).to_contain_text("S-curve explorer")
        no_exception(page)
        page.screenshot(path=str(screenshot_dir / "cold-link.png"), full_page=True)
    finally:
        context.close()
