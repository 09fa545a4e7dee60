"""Real-browser harness: `streamlit run app.py` on a free port, driven by headless Chromium.

Fixtures: `app_url` (the running app, saved runs in a temporary SQLite file), `page` (a fresh
Playwright page, i.e. a fresh Streamlit session, per test), `screenshot_dir`, `open_app(path)`
and `settle(page)`. Debian's Chromium is launched by path; `playwright install` is never needed.
A missing browser FAILS the tests.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, Playwright, expect, sync_playwright

from tests.e2e.streamlit_server import ROOT
from tests.e2e.streamlit_server import free_port as _free_port
from tests.e2e.streamlit_server import streamlit_command as _streamlit_command
from tests.e2e.streamlit_server import wait_healthy as _wait_healthy

CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run"]
EXPECT_MS = 45_000


@pytest.fixture(scope="session")
def chromium_path() -> str:
    """Debian's chromium, found on the PATH; its absence is a failure, not a skip."""
    found = shutil.which("chromium")
    if not found:
        pytest.fail("The browser tests need Debian's 'chromium' package on the PATH "
                    "(`make chromium`, or `apt-get install chromium`). It is missing.")
    return found


@pytest.fixture(scope="session")
def store_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Folder holding the running app's saved-runs database."""
    return tmp_path_factory.mktemp("e2e-store")


@pytest.fixture(scope="session")
def server_log(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The running app's console output (Streamlit's warnings land here)."""
    return tmp_path_factory.mktemp("e2e-server") / "streamlit.log"


@pytest.fixture(scope="session")
def app_url(store_dir: Path, server_log: Path) -> Iterator[str]:
    """Start the app once per session on a free port and stop it (by its own pid) afterwards."""
    port = _free_port()
    url = f"http://127.0.0.1:{port}"
    log = server_log
    env = {**os.environ, "ELO_STORE_PATH": str(store_dir / "runs.sqlite3"),
           "STREAMLIT_BROWSER_GATHER_USAGE_STATS": "false"}
    with log.open("wb") as sink:
        process = subprocess.Popen(_streamlit_command(port), cwd=ROOT, env=env, stdout=sink,
                                   stderr=subprocess.STDOUT)
    try:
        _wait_healthy(url, process, log)
        yield url
    finally:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=15)


@pytest.fixture(scope="session")
def playwright_instance() -> Iterator[Playwright]:
    """One Playwright driver for the session."""
    with sync_playwright() as driver:
        yield driver


@pytest.fixture(scope="session")
def browser(playwright_instance: Playwright, chromium_path: str) -> Iterator[Browser]:
    """Headless Chromium launched by path."""
    launched = playwright_instance.chromium.launch(executable_path=chromium_path, headless=True,
                                                   args=CHROMIUM_ARGS)
    yield launched
    launched.close()


@pytest.fixture
def page(browser: Browser, app_url: str) -> Iterator[Page]:
    """A fresh browser context (so a fresh Streamlit session) for each test."""
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    context.set_default_timeout(EXPECT_MS)
    expect.set_options(timeout=EXPECT_MS * 2 // 3)
    opened = context.new_page()
    yield opened
    context.close()


@pytest.fixture
def screenshot_dir(tmp_path: Path) -> Path:
    """Where a test saves its screenshots (inside the test's temporary folder)."""
    folder = tmp_path / "screenshots"
    folder.mkdir()
    return folder


def _settle(page: Page) -> None:
    """Wait until the app is connected and the script has finished running."""
    page.wait_for_selector("[data-testid='stApp'][data-test-connection-state='CONNECTED']")
    page.wait_for_function(
        "() => { const app = document.querySelector(\"[data-testid='stApp']\");"
        " return app && app.getAttribute('data-test-script-state') === 'notRunning'; }")
    page.wait_for_function(  # lazily loaded widgets and charts show a skeleton until ready
        "() => !document.querySelector(\"[data-testid='stSkeleton']\")")
    page.wait_for_timeout(200)  # let the last deltas paint


@pytest.fixture
def open_app(page: Page, app_url: str) -> object:
    """`open_app(path)` goes to a page of the app (path like '' or 'scurve?gap=100') and waits."""

    def go(path: str = "") -> Page:
        page.goto(f"{app_url}/{path}")
        _settle(page)
        return page

    return go


@pytest.fixture
def settle() -> object:
    """`settle(page)` waits until the app is connected, idle and fully painted."""
    return _settle


@pytest.fixture
def wait_for_app() -> object:
    """The same as `settle`, under the name some journeys use."""
    return _settle


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """A real browser on 2 shared cores sometimes misses a 45 s wait that it makes in 5 s alone:
    each browser test is run again (at most twice) before it counts as failed; pytest reports
    every rerun ('R'), so a test that fails every time still fails."""
    for item in items:
        if item.get_closest_marker("e2e") is not None or "/e2e/" in str(item.path):
            item.add_marker(pytest.mark.flaky(reruns=2, reruns_delay=2))
