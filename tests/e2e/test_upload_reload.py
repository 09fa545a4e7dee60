"""Issue 29: an uploaded event survives a reload and a copied address in Chromium (the server
holds the bytes; the address holds their id and the page's choices); an id the server no longer
holds is said in one line; a warnings table keeps a number whole on a phone."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.e2e.browser_steps import OpenApp, Settle, go_to, metric, no_exception, shot
from tests.support.real_files import REAL

pytestmark = pytest.mark.e2e
GROS_ID = "8eaf5eaae0f1"  # the first 12 hex digits of the Gros TRF's SHA-256
GONE = "This upload is no longer held by the server: upload the file again."
LINES = ("(cell) => { const walk = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);"
         " const tops = new Set(); let node; while ((node = walk.nextNode())) {"
         " if (!node.textContent.includes('120242')) continue;"
         " const range = document.createRange(); range.selectNodeContents(node);"
         " for (const box of range.getClientRects()) tops.add(Math.round(box.top)); }"
         " return tops.size; }")  # the lines the value's text is drawn on


def _gros_under_classic(page: Page, open_app: OpenApp, settle: Settle) -> None:
    """Event upload: the Gros TRF uploaded as 'gros.trf', Classic Elo chosen."""
    open_app("event_upload")
    page.locator(".st-key-upload_file input[type='file']").set_input_files(
        files=[{"name": "gros.trf", "mimeType": "text/plain",
                "buffer": (REAL / "gros-2010-after-round4.trf").read_bytes()}])
    settle(page)
    page.get_by_role("combobox", name="System").click()
    page.get_by_role("option", name="Classic Elo").click()
    settle(page)


def _shows_gros_under_classic(page: Page) -> None:
    """The file in use, Classic Elo chosen, Hernandez Elvis's games shown."""
    expect(page.get_by_text("Event file in use: gros.trf", exact=False)).to_be_visible()
    expect(page.get_by_role("combobox", name="System")).to_have_value("Classic Elo")
    expect(page.get_by_role("combobox", name="Player", exact=True)).to_have_value(
        "Hernandez Elvis")
    expect(page.get_by_role("button", name="Download the table (CSV)")).to_be_visible()
    expect(page.get_by_text(GONE)).to_have_count(0)
    no_exception(page)


def test_reload_and_a_copied_address_reopen_the_upload(
        page: Page, browser: Browser, open_app: OpenApp, settle: Settle, *,
        screenshot_dir: Path, server_log: Path) -> None:
    """Upload Gros, choose Classic Elo and Hernandez Elvis: the address carries up=<id>, sys
    and pl; a reload (F5) and the address pasted into a new browser (a new session) show the
    same file and view, and Streamlit logs no widget set twice (a default and a value)."""
    _gros_under_classic(page, open_app, settle)
    page.get_by_role("combobox", name="Player", exact=True).click()
    page.keyboard.type("Hernandez")
    page.get_by_role("option", name="Hernandez Elvis").click()
    settle(page)
    for part in (f"up={GROS_ID}", "sys=classic", "pl=Hernandez\\+Elvis"):
        expect(page).to_have_url(re.compile(f"[?&]{part}(&|$)"))  # (written after the rerun)
    address = page.url
    page.reload()
    settle(page)
    _shows_gros_under_classic(page)
    assert page.url == address
    shot(page, screenshot_dir, "upload-reloaded-1280")
    other = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
    try:
        other.goto(address)
        settle(other)
        _shows_gros_under_classic(other)
        shot(other, screenshot_dir, "upload-copied-address-1280")
    finally:
        other.context.close()
    assert "its value set via the Session State API" not in server_log.read_text(
        errors="replace")


def test_an_id_the_server_no_longer_holds_is_said(page: Page, open_app: OpenApp,
                                                  screenshot_dir: Path) -> None:
    """An address with an id the server does not hold: one line says so (no traceback), and
    its other choice (Classic Elo) is kept."""
    open_app("event_upload?up=0123456789ab&sys=classic")
    expect(page.get_by_text(GONE)).to_be_visible()
    expect(page.get_by_role("combobox", name="System")).to_have_value("Classic Elo")
    expect(page.get_by_text("Upload a file to start")).to_have_count(0)
    no_exception(page)
    shot(page, screenshot_dir, "upload-gone-1280")


def test_a_warnings_value_stays_whole_on_a_phone(page: Page, open_app: OpenApp,
                                                 screenshot_dir: Path) -> None:
    """Analysis lab at 390 px: the Capo d'Orso birth-date warning's value 120242 sits on one
    line (it was cut into '12024' and '2'); the code column is headed 'Code (JSON output)'."""
    page.set_viewport_size({"width": 390, "height": 844})
    open_app("analysis")
    table = page.locator("[data-testid='stTable']").first
    expect(table).to_contain_text("Code (JSON output)")
    value = table.locator("td:nth-child(3)", has_text="120242").first  # (the Value column)
    expect(value).to_be_visible()
    assert value.evaluate(LINES) == 1
    no_exception(page)
    shot(page, screenshot_dir, "analysis-warnings-value-390")


def test_the_analysis_labs_upload_survives_a_reload(page: Page, open_app: OpenApp,
                                                     settle: Settle, screenshot_dir: Path) -> None:
    """Analysis lab: the Gros TRF uploaded, its id in the address; after a reload the lab
    analyses the same file (89 games played), named as in use."""
    open_app("analysis")
    page.locator(".st-key-an_file input[type='file']").set_input_files(
        files=[{"name": "gros.trf", "mimeType": "text/plain",
                "buffer": (REAL / "gros-2010-after-round4.trf").read_bytes()}])
    settle(page)
    expect(page).to_have_url(re.compile(f"[?&]up={GROS_ID}"))
    page.reload()
    settle(page)
    expect(page.get_by_text("Your file in use: gros.trf", exact=False)).to_be_visible()
    expect(metric(page, "Games played")).to_have_text("89")
    no_exception(page)
    shot(page, screenshot_dir, "analysis-reloaded-1280")


def test_a_saved_event_upload_reopens(page: Page, open_app: OpenApp, settle: Settle,
                                      screenshot_dir: Path) -> None:
    """Save this run on Event upload, then Saved runs: the run is listed with its file name
    and game count; Reopen brings the file and the view back on Event upload."""
    _gros_under_classic(page, open_app, settle)
    page.locator(".st-key-upload_run_name input").fill("Gros in the browser")
    page.get_by_role("button", name="Save this run").click()
    settle(page)
    expect(page.get_by_text("Saved as 'Gros in the browser'", exact=False)).to_be_visible()
    go_to(page, settle, "Saved runs")
    expect(page.get_by_role("combobox", name="Run")).to_have_value(
        re.compile(r"^Gros in the browser \(Event upload, #\d+\)$"))
    shot(page, screenshot_dir, "saved-runs-with-upload-1280")
    page.get_by_role("button", name="Reopen").click()
    settle(page)
    expect(page.get_by_text("Reopened saved run 'Gros in the browser'.")).to_be_visible()
    expect(page.get_by_text("Event file in use: gros.trf", exact=False)).to_be_visible()
    expect(page.get_by_role("combobox", name="System")).to_have_value("Classic Elo")
    expect(page).to_have_url(re.compile(f"[?&]up={GROS_ID}"))
    no_exception(page)
    shot(page, screenshot_dir, "upload-reopened-1280")
