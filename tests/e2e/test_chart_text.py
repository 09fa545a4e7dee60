"""Issue 29 in the browser: chart tick text of at least 13 px in a dark colour on every chart
page, and the sidebar's small text at WCAG AA contrast (4.5:1; the caption was 4.38:1)."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page

from tests.e2e.test_app_journeys import OpenApp, no_exception, shot

pytestmark = pytest.mark.e2e

CONTRAST_JS = """
(pair) => {
  const parts = (text) => text.match(/[\\d.]+/g).map(Number);
  const under = parts(pair[1]).slice(0, 3), over = parts(pair[0]);
  const alpha = over.length > 3 ? over[3] : 1;  // a faded text colour, laid over the ground
  const rgb = (text) => text === pair[0]
    ? over.slice(0, 3).map((v, i) => v * alpha + under[i] * (1 - alpha)) : under;
  const lum = ([r, g, b]) => [r, g, b].map(v => { v /= 255;
      return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); })
    .reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i], 0);
  const a = lum(rgb(pair[0])), b = lum(rgb(pair[1]));
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}"""
TICKS_JS = """
() => Array.from(document.querySelectorAll('.xtick text, .ytick text')).map(t => {
  const s = getComputedStyle(t); return [parseFloat(s.fontSize), s.fill]; })"""
PAGES = {  # path -> tab to open first (charts are drawn in the open tab only)
    "scurve": None,
    "tournament?sys=fide&r=2310&gp=100&d=2025-06-01&rounds=2400w,2450d,2380w": None,
    "lesson?step=5&you=1900&them=1500&k_you=20": None,
    "league?seed=1": None,
    "class_tournament?res=0hh110": None,
}


@pytest.mark.parametrize("path", list(PAGES))
def test_chart_ticks_are_13_px_and_dark(page: Page, open_app: OpenApp, path: str,
                                        screenshot_dir: Path) -> None:
    """Every tick label drawn: at least 13 px, and at least 4.5:1 on white (the base style's
    #1f2328 is 15.8:1)."""
    open_app(path)
    page.wait_for_selector(".xtick text")
    ticks = page.evaluate(TICKS_JS)
    assert ticks
    for size, fill in ticks:
        assert size >= 13, (path, size)
        assert page.evaluate(CONTRAST_JS, [fill, "rgb(255, 255, 255)"]) >= 4.5, (path, fill)
    shot(page, screenshot_dir, path.split("?", maxsplit=1)[0])
    no_exception(page)


def test_sidebar_text_meets_aa_contrast(page: Page, open_app: OpenApp) -> None:
    """The sidebar's note about the systems reads at 4.5:1 or more on the sidebar's colour."""
    open_app("")
    note = page.get_by_text("Saved runs stay in a local SQLite file", exact=False).first
    # the colour as seen: faded by every ancestor's opacity (a caption sits in a 0.6 one)
    colour = note.evaluate(
        "(el) => { let a = 1; for (let e = el; e; e = e.parentElement)"
        " a *= Number(getComputedStyle(e).opacity); const c = getComputedStyle(el).color"
        ".match(/[\\d.]+/g).map(Number); return `rgba(${c[0]}, ${c[1]}, ${c[2]}, "
        "${a * (c.length > 3 ? c[3] : 1)})`; }")
    ground = page.locator("[data-testid='stSidebar']").first.evaluate(
        "(el) => { let e = el; while (e) { const c = getComputedStyle(e).backgroundColor;"
        " if (c && !c.endsWith(', 0)') && c !== 'transparent') return c; e = e.parentElement; }"
        " return 'rgb(255, 255, 255)'; }")
    assert page.evaluate(CONTRAST_JS, [colour, ground]) >= 4.5, (colour, ground)

