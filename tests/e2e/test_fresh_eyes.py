"""Issue 29, a fresh user's pass: what a first-time user stumbled on, checked in Chromium at
the widths they used (1280 px desktop, 390 px phone)."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from elo_core.display.problem_layout import WRAP_FROM_PX
from tests.e2e.browser_steps import OpenApp, Settle, no_exception, shot
from tests.support.real_files import REAL

pytestmark = pytest.mark.e2e
SIDEWAYS = ("(t) => { const s = t.querySelector('.dvn-scroller');"
            " return s.scrollWidth - s.clientWidth; }")
HEADER_PX = 35  # a table's header row
LEAGUE_ROW = ("k2", "k_from", "newcomer", "joins")  # the Class league's second row of inputs
CUT = ("(root) => Array.from(root.querySelectorAll('*'))"
       ".filter(e => e.scrollWidth > e.clientWidth + 1).map(e => e.textContent)")


def test_the_skipped_xxr_line_reads_whole_at_1280(page: Page, open_app: OpenApp,
                                                  settle: Settle, screenshot_dir: Path) -> None:
    """The Gros TRF at 1280 px: the Skipped table's XXR reason (106 characters) wraps on a
    row taller than Streamlit's 64 px wrapping threshold, in a table that does not scroll
    sideways (the table was 72 px high, one line, the reason cut at 'reads it as the')."""
    page.set_viewport_size({"width": 1280, "height": 800})
    open_app("event_upload")
    page.locator(".st-key-upload_file input[type='file']").set_input_files(
        str(REAL / "gros-2010-after-round4.trf"))
    settle(page)
    skipped = page.locator(".st-key-upload_skipped_box [data-testid='stDataFrame']")
    expect(skipped).to_have_count(1)
    skipped.scroll_into_view_if_needed()
    assert skipped.evaluate(SIDEWAYS) <= 0
    box = skipped.bounding_box()
    assert box is not None
    assert box["height"] >= HEADER_PX + WRAP_FROM_PX, box
    no_exception(page)
    shot(page, screenshot_dir, "upload-skipped-1280")


def test_the_exercises_level_shows_all_three_choices_at_1280(
        page: Page, open_app: OpenApp, screenshot_dir: Path) -> None:
    """At 1280 px the Level control's easy / medium / hard fit their column ('hard' was cut
    to 'har': the buttons needed 202 px in a 185 px column)."""
    page.set_viewport_size({"width": 1280, "height": 800})
    open_app("exercises")
    level = page.locator(".st-key-level")
    expect(level.get_by_role("radio", name="hard")).to_be_visible()
    assert level.evaluate(CUT) == []
    no_exception(page)
    shot(page, screenshot_dir, "exercises-1280")


def test_a_sliders_value_stays_above_its_thumb_in_projector_mode(
        page: Page, open_app: OpenApp, screenshot_dir: Path) -> None:
    """Class tournament in projector mode at 1280 x 720: the 'After round' slider's value (3,
    in the larger projector text) ends above the slider's thumb (it ran 10 px down onto it)."""
    page.set_viewport_size({"width": 1280, "height": 720})
    open_app("class_tournament?proj=true")
    value = page.locator("[data-testid='stSliderThumbValue']").first
    expect(value).to_have_text("3")
    thumb = value.locator("xpath=..")
    value_box, thumb_box = value.bounding_box(), thumb.bounding_box()
    assert value_box is not None
    assert thumb_box is not None
    assert value_box["y"] + value_box["height"] <= thumb_box["y"] + 1, (value_box, thumb_box)
    no_exception(page)
    shot(page, screenshot_dir, "class-tournament-projector-1280")


def test_projector_mode_enlarges_what_is_typed_and_aligns_the_lessons_boxes(
        page: Page, open_app: OpenApp, settle: Settle, screenshot_dir: Path) -> None:
    """Lesson in projector mode at 1280 x 720: the typed 1500 and 1100 are 20.8 px like their
    labels (they stayed 14 px), and the four number boxes stand on one line although
    'Opponent's rating' wraps its label (two boxes sat 33 px lower); the Class tournament's
    pupils box is 20.8 px too; the Class league's second row of boxes stands on one line."""
    page.set_viewport_size({"width": 1280, "height": 720})
    open_app("lesson?proj=true")
    page.get_by_text("The class's numbers").click()  # folded away in projector mode
    boxes = page.locator("[data-testid='stExpander'] [data-testid='stNumberInput'] input")
    expect(boxes).to_have_count(4)
    sizes = boxes.evaluate_all(
        "(es) => es.map(e => [getComputedStyle(e).fontSize, e.getBoundingClientRect().bottom])")
    assert [size for size, _ in sizes] == ["20.8px"] * 4, sizes
    assert max(bottom for _, bottom in sizes) - min(bottom for _, bottom in sizes) <= 1, sizes
    no_exception(page)
    shot(page, screenshot_dir, "lesson-projector-1280")
    open_app("class_tournament?proj=true")
    page.get_by_text("Pupils and K").click()
    pupils = page.locator("[data-testid='stTextArea'] textarea").first
    assert pupils.evaluate("(e) => getComputedStyle(e).fontSize") == "20.8px"
    open_app("league?proj=true")  # 'Newcomer (optional)' wraps: its box sat lower
    page.get_by_text("League settings").click()
    bottoms = [page.locator(f".st-key-{key}").bounding_box() for key in LEAGUE_ROW]
    assert max(b["y"] + b["height"] for b in bottoms if b) - min(
        b["y"] + b["height"] for b in bottoms if b) <= 1, bottoms


def test_a_warnings_table_fits_a_phone(page: Page, open_app: OpenApp,
                                       screenshot_dir: Path) -> None:
    """Analysis lab at 390 px, on its example (1 warning): the warnings table fits the page,
    its code 'trf_birth_date_unread' broken over lines (the table was 385 px in 356, the
    code cut at the phone's edge)."""
    page.set_viewport_size({"width": 390, "height": 844})
    open_app("analysis")
    table = page.locator("[data-testid='stTable']").first
    expect(table).to_contain_text("trf_birth_date_unread")
    assert table.evaluate(CUT) == []
    no_exception(page)
    shot(page, screenshot_dir, "analysis-warnings-390")
