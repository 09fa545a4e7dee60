"""Real-browser journey: the Analysis lab opens on its example and draws its four charts, each
tab's when it is open."""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

import pytest
from playwright.sync_api import Locator, Page, expect

pytestmark = pytest.mark.e2e


class OpenApp(Protocol):
    def __call__(self, path: str = "") -> Page: ...


class Settle(Protocol):
    def __call__(self, page: Page) -> None: ...


def _metric(page: Page, label: str) -> Locator:
    card = page.locator("[data-testid='stMetric']", has=page.get_by_text(label, exact=True))
    return card.locator("[data-testid='stMetricValue']")


def _charts(page: Page) -> Locator:
    """Plotly charts drawn (an svg inside) in the visible tab."""
    return page.locator("[data-testid='stPlotlyChart']:visible", has=page.locator(".main-svg"))


def _shot(page: Page, folder: Path, name: str) -> None:
    """The whole page: the app scrolls inside its own container, so the window grows first."""
    page.set_viewport_size({"width": 1400, "height": 2600})
    page.wait_for_timeout(400)
    page.screenshot(path=str(folder / f"{name}.png"), full_page=True)
    page.set_viewport_size({"width": 1400, "height": 1000})


def test_analysis_lab_shows_its_charts(page: Page, open_app: OpenApp, settle: Settle,
                                       screenshot_dir: Path) -> None:
    """Calibration chart with the example's numbers (the only chart sent while its tab is
    open) and its table per bin once opened, then the K scan and the trajectories, then the
    simulation's fan chart; no traceback anywhere."""
    open_app("analysis")
    expect(page.locator("h1").first).to_have_text("Analysis lab")
    expect(_metric(page, "Fitted divisor")).to_have_text("427")
    expect(_charts(page).first).to_be_visible()
    # only the open tab's chart is sent: the first chart waits for no hidden one (issue 21)
    expect(page.locator("[data-testid='stPlotlyChart']")).to_have_count(1)
    expect(page.get_by_text("Favourites (the higher-rated player of each game) scored 70.9%"))\
        .to_be_visible()
    _shot(page, screenshot_dir, "analysis-curve")
    expect(page.locator("[data-testid='stDataFrame']")).to_have_count(0)  # sent when opened
    page.get_by_text("The numbers per bin").click()
    settle(page)
    expect(page.locator("[data-testid='stDataFrame']")).to_contain_text("Observed")

    page.get_by_role("tab", name="Which K fits").click()
    settle(page)
    expect(_metric(page, "Best K")).to_have_text("35")
    expect(_charts(page)).to_have_count(2)  # the K scan and the trajectories
    _shot(page, screenshot_dir, "analysis-k")

    page.get_by_role("tab", name="The K trade-off (simulation)").click()
    settle(page)
    expect(page.get_by_text("The trade-off: K 40 ends")).to_be_visible()
    expect(_charts(page).first).to_be_visible()
    _shot(page, screenshot_dir, "analysis-simulation")
    expect(page.locator("[data-testid='stException']")).to_have_count(0)
    assert len(list(screenshot_dir.glob("analysis-*.png"))) == 3
