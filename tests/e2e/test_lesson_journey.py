"""The 45-minute lesson in a real browser at 1280x720 (projector mode) and at 390 px (a phone):
the six steps by Next, the exercises checked, the class league stepped; screenshots kept."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Locator, Page, expect

from tests.e2e.test_app_journeys import OpenApp, Settle, no_exception, shot

pytestmark = pytest.mark.e2e
SIZES = {"1280": {"width": 1280, "height": 720}, "390": {"width": 390, "height": 844}}
STEPS = ("The gap gives an expected score", "Why 400", "Actual minus expected, times K",
         "Several games in a row", "Why beating a weaker player pays little",
         "Both players, and when K differ")


def _no_sideways_scroll(page: Page) -> None:
    """Nothing is wider than the window (cut-off text would scroll the page sideways)."""
    assert page.evaluate("() => { const m = document.querySelector('[data-testid=\"stMain\"]');"
                         " return m.scrollWidth <= m.clientWidth + 1; }")


def _chart_text_is_large(page: Page) -> None:
    """Once the chart is drawn, every text in it is at least 18 px (projector mode)."""
    page.locator(".main-svg text").first.wait_for(state="attached")
    sizes = page.locator(".main-svg text").evaluate_all(
        "(texts) => texts.map(t => parseFloat(getComputedStyle(t).fontSize))")
    assert sizes
    assert min(sizes) >= 18, sizes


def _text_is_large(where: Locator) -> None:
    """Projector mode: the text at `where` is at least 18 px."""
    size = where.evaluate("(e) => parseFloat(getComputedStyle(e).fontSize)")
    assert size >= 18, size


@pytest.mark.parametrize("size", list(SIZES))
def test_the_lesson_runs_start_to_finish(page: Page, open_app: OpenApp, settle: Settle,
                                         screenshot_dir: Path, size: str) -> None:
    """Lesson steps 1-6 by Next (projector mode at 1280x720: chart text 20 px), the address
    keeping the class's numbers; then a typed exercise answer is checked; the league steps three
    rounds, then plays on by itself to round 5 and is paused."""
    page.set_viewport_size(SIZES[size])
    projector = "&proj=true" if size == "1280" else ""
    open_app(f"lesson?you=1600&them=1200&k_you=16&k_them=40{projector}")
    page.get_by_label("The class's guess (points out of 10)").fill("7")
    page.keyboard.press("Enter")
    settle(page)
    page.get_by_text("Reveal", exact=True).click()
    settle(page)
    expect(page.get_by_text("0.909", exact=True)).to_be_visible()
    if projector:
        _chart_text_is_large(page)
    for number, title in enumerate(STEPS, start=1):
        expect(page.get_by_role("heading", name=f"{number}. {title}")).to_be_visible()
        assert f"step={number}" in page.url or number == 1
        assert "you=1600" in page.url
        no_exception(page)
        _no_sideways_scroll(page)
        shot(page, screenshot_dir, f"lesson-{size}-step{number}")
        if number < len(STEPS):
            page.get_by_role("button", name="Next →").click()
            settle(page)
    expect(page.get_by_text("Points are lost", exact=False)).to_be_visible()

    open_app(f"exercises?seed=1&level=easy&count=4{projector}")
    box = page.get_by_label("Answer to 1")
    box.fill("0.15")
    box.press("Enter")
    settle(page)
    expect(page.get_by_text("Right: 0.15.")).to_be_visible()
    _no_sideways_scroll(page)
    shot(page, screenshot_dir, f"exercises-{size}")

    open_app(f"league?seed=7&k2=16&k_from=10&newcomer=Zoe&joins=4{projector}")
    for played in range(1, 4):  # (each round seen before the next click, as a teacher does:
        page.get_by_role("button", name="Step ▶").click()  # a loaded run lost a click)
        settle(page)
        expect(page).to_have_url(re.compile(rf"rnd={played}(&|$)"))
    expect(page.get_by_text("Round 3", exact=True)).to_be_visible()
    no_exception(page)
    _no_sideways_scroll(page)
    shot(page, screenshot_dir, f"league-{size}")
    page.get_by_text("Play", exact=True).click()  # one round every 1.5 s, on its own
    expect(page).to_have_url(re.compile(r"rnd=5"))
    page.get_by_text("Play", exact=True).click()
    settle(page)
    page.wait_for_timeout(2000)  # (a tick already under way when Play went off may land)
    settle(page)
    shown = re.search(r"rnd=(\d+)", page.url)
    assert shown
    assert int(shown.group(1)) >= 5
    expect(page.locator("strong", has_text=re.compile(rf"^Round {shown.group(1)}$"))
           ).to_be_visible()  # (with the pupil who sits out after it)
    page.wait_for_timeout(3500)  # two ticks' time: paused, it stays on its round
    assert f"rnd={shown.group(1)}" in page.url


@pytest.mark.parametrize("size", list(SIZES))
def test_the_class_tournament_is_typed_and_rated(page: Page, open_app: OpenApp, settle: Settle,
                                                 screenshot_dir: Path, size: str) -> None:
    """Five of four pupils' six games from a link; the last (Chloé 0 against Dev) typed into
    the grid: the mirror fills, the code in the address becomes 0hh110 and Ana ends on 1381.3;
    a reload keeps it; round 2's Ana - Ben shows its working (-15.4). In projector mode the
    results are also a table and the game list is in text of at least 18 px."""
    page.set_viewport_size(SIZES[size])
    projector = "&proj=true" if size == "1280" else ""
    open_app(f"class_tournament?res=0hh11{projector}")
    if projector:
        _chart_text_is_large(page)
        _text_is_large(page.get_by_role("cell", name="½").first)  # (the results, as a table)
        game_list = page.locator(".st-key-ct_game_pick input[role='combobox']")
        expect(game_list).to_have_value("round 1: Ana – Dev")
        _text_is_large(game_list)
        page.get_by_text("Results", exact=True).click()  # (folded away in projector mode)
        settle(page)
    grid = page.locator(".st-key-ct_grid_0 [data-testid='stDataFrame']")
    grid.scroll_into_view_if_needed()
    box = grid.bounding_box()
    assert box is not None
    page.mouse.click(box["x"] + 20, box["y"] + 35 + 17)  # row Ana, the names column
    for key in ("ArrowRight",) * 4 + ("ArrowDown",) * 2:  # row Chloé, column Dev
        page.keyboard.press(key)
    page.keyboard.press("Enter")
    cell = page.locator("textarea.gdg-input")
    cell.fill("0")
    cell.press("Enter")
    expect(page).to_have_url(re.compile(r"res=0hh110"))
    settle(page)
    expect(page.get_by_role("cell", name="1381.3")).to_be_visible()
    no_exception(page)
    _no_sideways_scroll(page)
    shot(page, screenshot_dir, f"class-tournament-{size}")
    page.reload()
    settle(page)
    expect(page.get_by_role("cell", name="1381.3")).to_be_visible()
    open_app(f"class_tournament?res=0hh110&game=2-1-2{projector}")
    expect(page.get_by_text("-15.4", exact=False).first).to_be_visible()
    no_exception(page)
    shot(page, screenshot_dir, f"class-tournament-working-{size}")


def test_a_point_clicked_opens_its_game(page: Page, open_app: OpenApp, settle: Settle,
                                        screenshot_dir: Path) -> None:
    """Round 2's Ana - Ben shown from the link; clicking Chloé's point after round 1 (1005.2)
    opens round 1's Ben - Chloé (a draw: Chloé +5.2) and puts 1-2-3 in the address."""
    page.set_viewport_size(SIZES["1280"])
    open_app("class_tournament?res=0hh110&game=2-1-2")
    chloe = page.locator(".st-key-ct_chart .scatterlayer .trace").nth(2).locator("path.point")
    chloe.nth(1).wait_for(state="attached")
    chloe.nth(1).scroll_into_view_if_needed()
    box = chloe.nth(1).bounding_box()
    assert box is not None
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.mouse.click(x, y)
    expect(page).to_have_url(re.compile(r"game=1-2-3"))
    settle(page)
    expect(page.get_by_text("round 1: Ben – Chloé", exact=False).first).to_be_visible()
    expect(page.get_by_text("+5.2", exact=False).first).to_be_visible()
    no_exception(page)
    shot(page, screenshot_dir, "class-tournament-clicked")
