"""Issue 18 in the browser: a share link from the browser's own address, written once and on
one line (item 9); the S-curve's 'K and the gap' readable on a 390 px phone (item 11)."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Locator, Page, expect

from tests.e2e.browser_steps import OpenApp, Settle, no_exception, shot

pytestmark = pytest.mark.e2e
SHARE_LINK = ".st-key-t_share_link code"  # the tournament's one-line link box
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
        page.get_by_role("tab", name="Share and save").click()
        settle(page)
        code = page.locator(SHARE_LINK).first
        text = code.inner_text()
        assert text.startswith(f"{base}/tournament?sys=classic_bands&r=1550&gp=120"), text
        assert "rounds=Meyer~2C+Hans:1610w,1720l,1480w,1590d,1655w" in text
        assert "p=Meyer,+Anna" in text
        assert "%25" not in text
        expect(page.get_by_text("this computer's own name for itself", exact=False)
               ).to_be_visible()
    page.set_viewport_size({"width": 390, "height": 900})
    settle(page)
    code = page.locator(SHARE_LINK).first
    code.scroll_into_view_if_needed()
    # one line scrolled sideways: its box is one line high and the text wider than the box (a
    # wrapped link would fit its width); the whole link is one selection (nothing cut off)
    box = code.locator("xpath=..")
    assert box.evaluate("(el) => el.scrollWidth > el.clientWidth + 100")
    assert code.evaluate("(el) => el.getClientRects().length") == 1
    assert code.evaluate("(el) => { const r = document.createRange(); r.selectNodeContents(el);"
                         " const s = getSelection(); s.removeAllRanges(); s.addRange(r);"
                         " return s.toString(); }") == code.inner_text()
    no_exception(page)
    shot(page, screenshot_dir, "share-390")


def _boxes(root: Locator, selector: str) -> list[dict[str, float]]:
    return root.evaluate(f"(root) => Array.from(root.querySelectorAll({selector!r}))"
                         ".map(e => {const r = e.getBoundingClientRect(); return {left: r.left,"
                         " right: r.right, top: r.top, bottom: r.bottom}})")


def _apart(a: dict[str, float], b: dict[str, float]) -> bool:
    return (a["right"] <= b["left"] or b["right"] <= a["left"] or a["bottom"] <= b["top"]
            or b["bottom"] <= a["top"])


def test_k_and_the_gap_reads_on_a_phone(page: Page, open_app: OpenApp, settle: Settle,
                                        screenshot_dir: Path) -> None:
    """Item 11 at 390 px: one x-axis title (three overlapped), the y-axis title inside the
    chart, the toolbar clear of the Win / Draw / Loss titles; the common-gaps table shows all
    four columns (the FIDE one was cut off)."""
    page.set_viewport_size({"width": 390, "height": 900})
    open_app("scurve")
    table = page.locator("[data-testid='stMarkdownContainer'] table").first
    table.scroll_into_view_if_needed()
    expect(table.locator("th")).to_have_text(["Gap", "Stronger", "Weaker", "FIDE"])
    main = page.locator("[data-testid='stMainBlockContainer']")
    assert table.bounding_box()["width"] <= main.bounding_box()["width"]  # nothing cut
    assert table.evaluate("(t) => t.parentElement.scrollWidth <= t.parentElement.clientWidth + 1")
    shot(page, screenshot_dir, "scurve-390")
    page.get_by_role("tab", name="K and the gap").click()
    settle(page)
    chart = page.locator("[data-testid='stPlotlyChart']", has_text="Draw").first
    chart.scroll_into_view_if_needed()
    chart.hover()  # the toolbar shows
    page.wait_for_timeout(500)
    titles = chart.evaluate("(root) => Array.from(root.querySelectorAll('text.xtitle, "
                            "text.x2title, text.x3title')).map(e => e.textContent)"
                            ".filter(t => t)")
    assert titles == ["Gap (you minus opponent)"]
    frame = _boxes(chart, ".main-svg")[0]
    y_title = _boxes(chart, ".ytitle")[0]
    assert y_title["left"] >= frame["left"]
    toolbar = _boxes(chart, ".modebar")[0]
    panels = _boxes(chart, ".annotation")
    assert len(panels) >= 3
    assert all(_apart(toolbar, panel) for panel in panels)
    no_exception(page)
    shot(page, screenshot_dir, "k-gap-390")
