"""Real-browser journey: an organiser's own workbook (24 players, 5 rounds, Friday to Sunday; a
Games sheet with no event column, '90+30', `NR`, one misspelt name; a Players sheet with birth
years for some) uploaded on Event upload, then again as the players file; every guess is said,
the juniors get K 40 once their birth years are read, and the TRF download holds the event.

The workbook is made by `tests/support/organiser_workbook.py`; screenshots go to
`screenshots/organiser/` (gitignored) or `$ELO_SHOTS`."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from playwright.sync_api import Locator, Page, expect

from tests.e2e.browser_steps import OpenApp, Settle, no_exception, shot
from tests.support.organiser_workbook import workbook_bytes

pytestmark = pytest.mark.e2e

SHOTS = Path(os.environ.get("ELO_SHOTS",
                           str(Path(__file__).parents[2] / "screenshots" / "organiser")))
HEADING = re.compile(r"^\d+ warnings?: the figures below are computed")
FIRST_CODES = ("sheet_not_read", "time_control_minutes", "events_joined_by_rounds",
               "similar_names_in_event", "junior_rule_not_applied")


def upload(page: Page, settle: Settle, key: str, path: Path) -> None:
    """Choose `path` in the uploader `key`, wait for its chip, then for the page to be idle and
    the warning box (the upload's result) to be drawn."""
    page.locator(f".st-key-{key} input[type='file']").set_input_files(str(path))
    expect(page.locator(f".st-key-{key} [data-testid='stFileChipName']")).to_have_attribute(
        "title", path.name)
    settle(page)
    expect(page.get_by_text(HEADING)).to_be_visible()
    settle(page)


def player_row(page: Page, name: str) -> Locator:
    """The players table's cells for `name` (the grid's accessible table, never 'visible')."""
    table = page.locator("[data-testid='stDataFrame']",
                         has=page.locator("th", has_text="New rating")).first
    return table.locator("tr", has_text=name).first.locator("td")


def warning_row(page: Page, code: str) -> Locator:
    """The warnings table's row whose Code cell is `code`."""
    return page.locator("[data-testid='stTable'] tr",
                        has=page.get_by_text(code, exact=True)).first


def test_an_organisers_workbook_is_one_event_and_every_guess_is_said(
        page: Page, open_app: OpenApp, settle: Settle, tmp_path: Path) -> None:
    """60 games read as one event; the five guesses listed; with the Players sheet, Schmidt
    (born 2009, 2046) gets K 40 and +25.2, 15 players without a birth year are named; the TRF
    holds 25 player lines (the misspelt name is a player of its own, as warned)."""
    SHOTS.mkdir(exist_ok=True)
    book = tmp_path / "weekend-swiss.xlsx"
    book.write_bytes(workbook_bytes())
    open_app("event_upload")
    upload(page, settle, "upload_file", book)
    for code in FIRST_CODES:
        expect(page.get_by_text(code, exact=True)).to_be_visible()
    expect(warning_row(page, "events_joined_by_rounds")).to_contain_text(
        "the games of 2026-11-13, 2026-11-14, 2026-11-15 are read as one event")
    expect(warning_row(page, "similar_names_in_event")).to_contain_text(
        "'Kowalski, Jan' and 'Kowalsky, Jan'")
    expect(warning_row(page, "junior_rule_not_applied")).to_contain_text(
        "no player has a birth year")
    expect(player_row(page, "Schmidt, Anna").nth(2)).to_have_text("12.6")
    expect(player_row(page, "Schmidt, Anna").nth(4)).to_have_text("20")
    no_exception(page)
    shot(page, SHOTS, "workbook-1-games-only")

    upload(page, settle, "upload_players_file", book)
    expect(player_row(page, "Schmidt, Anna").nth(0)).to_have_text("Schmidt, Anna")
    expect(player_row(page, "Schmidt, Anna").nth(1)).to_have_text("2046")
    expect(player_row(page, "Schmidt, Anna").nth(2)).to_have_text("25.2")
    expect(player_row(page, "Schmidt, Anna").nth(3)).to_have_text("2071")
    expect(player_row(page, "Schmidt, Anna").nth(4)).to_have_text("40")
    expect(player_row(page, "Dubois, Marc").nth(2)).to_have_text("10.8")  # (born 1975)
    expect(warning_row(page, "junior_rule_not_applied")).to_contain_text(
        "15 players rated under 2300 have no birth year")
    no_exception(page)
    shot(page, SHOTS, "workbook-2-with-players")

    with page.expect_download() as caught:
        page.get_by_role("button", name="Download this event as TRF").click()
    trf = Path(caught.value.path()).read_text(encoding="utf-8").splitlines()
    assert "062 25" in trf
    assert "042 2026/11/13" in trf
    assert "052 2026/11/15" in trf
    schmidt = next(line for line in trf if "Schmidt, Anna" in line)
    assert schmidt[48:52] == "2046"  # rating, columns 49-52
    assert schmidt[69:73] == "2009"  # birth year, columns 70-73 (from the Players sheet)
