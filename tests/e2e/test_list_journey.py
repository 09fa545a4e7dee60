"""Real-browser journey: FIDE's list (a ZIP) as the players file on Event upload, the line that
says who was found, and the next list downloaded when clicked."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from elo_core.field.next_list import list_csv, next_list
from elo_core.field.rate import rate_field
from elo_core.io import read_event_file
from tests.support.fide_list_files import CARLSEN, combined, list_line, zipped

pytestmark = pytest.mark.e2e

ANAND = list_line(5000017, "Anand, Viswanathan", fed="IND", title="GM", standard=(2750, 3, 10),
                  born=1969, flag="i")
GAMES = ("event,date,white,black,white_rating,black_rating,result,white_id,black_id\n"
         "Open,2026-03-10,Magnus,Vishy,2800,2700,1,1503014,5000017\n"
         "Open,2026-03-11,Vishy,Zed,2700,2000,1,5000017,\n")


def test_fide_list_upload_and_the_next_list(page: Page, open_app: Callable[[str], Page],
                                            settle: Callable[[Page], None], tmp_path: Path,
                                            screenshot_dir: Path) -> None:
    """The ZIP is read by FIDE ID; the downloaded next list is the engine's, byte for byte."""
    games, listed = tmp_path / "games.csv", tmp_path / "players_list.zip"
    games.write_text(GAMES)
    listed.write_bytes(zipped(combined(CARLSEN, ANAND)))
    open_app("event_upload")
    page.locator(".st-key-upload_file input[type='file']").set_input_files(str(games))
    settle(page)
    page.locator(".st-key-upload_players_file input[type='file']").set_input_files(str(listed))
    settle(page)
    expect(page.get_by_text("FIDE rating list: 2 of the 3 players of the games found by FIDE "
                            "ID.", exact=False)).to_be_visible()
    expect(page.locator("[data-testid='stException']")).to_have_count(0)
    with page.expect_download() as caught:
        page.get_by_role("button", name="Download the next rating list (players CSV)").click()
    downloaded = Path(caught.value.path()).read_bytes()
    event = read_event_file(GAMES.encode(), source="games.csv", players=listed.read_bytes(),
                            players_name="players_list.zip")
    assert downloaded == list_csv(next_list(rate_field(event)))
    assert b"Magnus,1503014,GM,NOR,M," in downloaded
    page.screenshot(path=str(screenshot_dir / "fide_list.png"), full_page=True)
