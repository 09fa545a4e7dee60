"""Issue 29's four journeys in Chromium at 1280x800, each screenshot kept in the gitignored
screenshots/journeys/ (looked at by whoever changes a page): a player chasing an IM norm on
Tournament, an arbiter with a real TRF and its documents, an organiser's 24-player 5-round
workbook, and a researcher choosing blitz in the Analysis lab."""

from __future__ import annotations

import io
from pathlib import Path

import openpyxl
import pytest
from playwright.sync_api import Page, expect

from tests.e2e.browser_steps import OpenApp, Settle, metric, metrics_fit, no_exception, shot
from tests.e2e.console_log import record_errors
from tests.e2e.streamlit_server import ROOT
from tests.support.real_files import REAL

pytestmark = pytest.mark.e2e
SHOTS = ROOT / "screenshots" / "journeys"
SIZE = {"width": 1280, "height": 800}
# FIDE 2310 (2025), seven rounds at 2450 (5/7) of a nine-round event; FM of England; the seven
# opponents' titles and federations (3 GMs, 2 IMs, six federations)
IM_CHASE = ("tournament?sys=fide&r=2310&gp=100&d=2025-03-01"
            "&rounds=2450w,2450w,2450w,2450w,2450d,2450d,2450l&nt=FM&nf=ENG&nr=9"
            "&nm=GM:GER,GM:FRA,GM:ESP,IM:NED,IM:ITA,:HUN,:SRB")


@pytest.fixture
def shots() -> Path:
    SHOTS.mkdir(parents=True, exist_ok=True)
    return SHOTS


def _tab(page: Page, settle: Settle, name: str) -> None:
    page.get_by_role("tab", name=name).click()
    settle(page)


def test_player_chasing_an_im_norm(page: Page, open_app: OpenApp, settle: Settle,
                                   shots: Path) -> None:
    """The link opens 5/7 against 2450 with the norm inputs kept: the Title norms tab reads
    round 7 of 9 with 2 games left, never 'event complete', and the IM norm tab its title
    result; every metric fits; no traceback, no console error."""
    errors = record_errors(page)
    page.set_viewport_size(SIZE)
    open_app(IM_CHASE)
    expect(metric(page, "New rating")).to_be_visible()
    metrics_fit(page)
    shot(page, shots, "player-1-tournament")
    _tab(page, settle, "Title norms")
    expect(page.get_by_text("after round 7 of 9, 2 games left", exact=False).first
           ).to_be_visible()
    expect(page.get_by_text("event complete", exact=False)).to_have_count(0)
    metrics_fit(page)  # p and dp apart ('71 % / +158' in one metric was cut at 1280 px)
    shot(page, shots, "player-2-title-norms")
    _tab(page, settle, "IM norm")
    expect(page.get_by_text("IM title result", exact=False).first).to_be_visible()
    metrics_fit(page)
    shot(page, shots, "player-2b-im-norm")
    _tab(page, settle, "What you still need")
    shot(page, shots, "player-3-still-need")
    no_exception(page)
    assert errors == []


def test_arbiter_with_a_real_trf_downloads_the_report_and_trf(
        page: Page, open_app: OpenApp, settle: Settle, shots: Path) -> None:
    """Gros 2010 (tests/data/real): the arbiter's report as HTML (standings, crosstables) and
    as PDF, and the event as TRF keeping the file's 012 name and 022 place."""
    page.set_viewport_size(SIZE)
    open_app("event_upload")
    page.locator(".st-key-upload_file input[type='file']").set_input_files(
        str(REAL / "gros-2010-after-round4.trf"))
    settle(page)
    report = page.get_by_role("button", name="Arbiter's report (HTML)")
    expect(report).to_be_visible()
    shot(page, shots, "arbiter-1-upload")
    with page.expect_download() as caught:
        report.click()
    html = Path(caught.value.path()).read_text(encoding="utf-8")
    assert "<h2>Standings</h2>" in html
    assert "<h2>Crosstables</h2>" in html
    page.get_by_role("button", name="Prepare the report as PDF").click()
    settle(page)
    pdf_button = page.get_by_role("button", name="Download the report (PDF)")
    expect(pdf_button).to_be_visible()
    with page.expect_download() as caught:
        pdf_button.click()
    assert Path(caught.value.path()).read_bytes().startswith(b"%PDF-")
    with page.expect_download() as caught:
        page.get_by_role("button", name="Download this event as TRF").click()
    trf = Path(caught.value.path()).read_text(encoding="utf-8")
    assert trf.startswith("012 XX Open Internacional de Gros")
    assert "\n022 Donostia" in trf
    pdf_button.scroll_into_view_if_needed()
    shot(page, shots, "arbiter-2-documents")
    no_exception(page)


def _charts_drawn(page: Page) -> None:
    """Wait until every Plotly chart on the page has drawn its plot."""
    page.wait_for_function(
        "() => { const c = document.querySelectorAll(\"[data-testid='stPlotlyChart']\");"
        " return c.length > 0 && Array.from(c).every(e => e.querySelector('.main-svg')); }")


def _workbook(path: Path) -> None:
    """24 players, 5 rounds, 12 boards a round (circle pairings, no pair twice): the higher
    rating wins, except a draw on every fourth board and the lower rating wins on every
    seventh."""
    players = [(f"Player {chr(65 + i // 10)}{i % 10}", 2250 - 35 * i) for i in range(24)]
    book = openpyxl.Workbook()
    sheet = book.active
    assert sheet is not None
    sheet.title = "Games"
    sheet.append(["event", "date", "round", "white", "black", "white_rating", "black_rating",
                  "result"])
    ring = list(range(1, 24))
    board = 0
    for round_no in range(1, 6):
        seats = [0, *ring]
        for table in range(12):
            a, b = seats[table], seats[23 - table]
            white, black = (players[a], players[b]) if (table + round_no) % 2 else \
                (players[b], players[a])
            board += 1
            stronger_white = white[1] > black[1]
            result = ("1/2-1/2" if board % 4 == 0 else
                      ("0-1" if stronger_white else "1-0") if board % 7 == 0 else
                      ("1-0" if stronger_white else "0-1"))
            sheet.append(["Spring Open 2025", f"2025-04-{round_no + 4:02d}", round_no,
                          white[0], black[0], white[1], black[1], result])
        ring = ring[-1:] + ring[:-1]
    buffer = io.BytesIO()
    book.save(buffer)
    path.write_bytes(buffer.getvalue())


def test_organiser_uploads_a_24_player_5_round_workbook(
        page: Page, open_app: OpenApp, settle: Settle, shots: Path, tmp_path: Path) -> None:
    """The workbook's 60 games: 24 players in the rated table, no problem, no cut metric."""
    workbook = tmp_path / "spring-open-2025.xlsx"
    _workbook(workbook)
    page.set_viewport_size(SIZE)
    open_app("event_upload")
    page.locator(".st-key-upload_file input[type='file']").set_input_files(str(workbook))
    settle(page)
    expect(page.get_by_role("button", name="Download the table (CSV)")).to_be_visible()
    expect(page.get_by_text("could not be used")).to_have_count(0)
    with page.expect_download() as caught:
        page.get_by_role("button", name="Download the table (CSV)").click()
    rows = Path(caught.value.path()).read_text(encoding="utf-8").strip().splitlines()
    assert len(rows) == 1 + 24
    metrics_fit(page)
    page.get_by_role("heading", name="Season chart").scroll_into_view_if_needed()
    _charts_drawn(page)
    shot(page, shots, "organiser-1-workbook")
    no_exception(page)


def test_researcher_chooses_the_blitz_games(page: Page, open_app: OpenApp, settle: Settle,
                                            shots: Path) -> None:
    """The TWIC example split by time control and event; 'not known' removed from the time
    controls leaves the 97 blitz games, and the reading speaks of them."""
    page.set_viewport_size(SIZE)
    open_app("analysis")
    page.get_by_role("combobox", name="Games to analyse").click()
    page.get_by_role("option", name="232 top-level games", exact=False).click()
    settle(page)
    expect(metric(page, "Games played")).to_have_text("232")
    expect(page.get_by_text("The whole file split by time control and by event")).to_be_visible()
    shot(page, shots, "researcher-1-split")
    page.get_by_role("button", name="Remove not known (135 games)").click()
    settle(page)
    expect(metric(page, "Games chosen")).to_have_text("97")
    expect(page.get_by_text("over the 97 chosen games (blitz)", exact=False)).to_be_visible()
    metrics_fit(page)
    shot(page, shots, "researcher-2-blitz")
    no_exception(page)
