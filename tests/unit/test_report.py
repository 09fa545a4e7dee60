"""The one-page HTML report: the figures of example D, escaped user text, print styling."""

from __future__ import annotations

import datetime as dt
import shutil
from html.parser import HTMLParser

import pytest

from elo_core.event import EventResult, rate_event, trajectory
from elo_core.kfactor import KRule
from elo_core.models import Game, Profile, Result, System
from elo_core.report import ReportError, html_to_pdf, tournament_report
from elo_core.whatif import next_game

ROUNDS_D = ((1610, Result.WIN), (1720, Result.LOSS), (1480, Result.WIN), (1590, Result.DRAW),
            (1655, Result.WIN))


def _example_d(name: str = "") -> EventResult:
    games = [Game(opponent_rating=r, result=s, opponent=name) for r, s in ROUNDS_D]
    return rate_event(Profile(rating=1550, games_played=120), games, system=System.CLASSIC,
                      k_rule=KRule.USCF_BANDS)


class _Text(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.text: list[str] = []
        self.tags: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def test_report_shows_example_d() -> None:
    """Change, new rating, K, score, expected score, performance and another win/loss."""
    res = _example_d()
    page = tournament_report(res, title="Club open", next_game=next_game(res),
                             trajectory=trajectory(res))
    for figure in ("+45.3", "1595.3", "3.5 of 5 (70 %)", "2.083 of 5 (41.7 %)", "3W 1D 1L",
                   "1611", "1771 (+221)", "+16.7", "-15.3", "+18.7", "-8.7", "+12.8", "+1.8",
                   "+20.7", "0.415", "US Chess (pre-2001 bands): 32 below 2100",
                   "1550.0 → 1568.7"):
        assert figure in page, figure
    assert "@page" in page
    assert "<script" not in page


def test_report_escapes_user_text() -> None:
    """Names and titles are escaped: no tag from user text reaches the page."""
    res = _example_d(name="<img src=x onerror=alert(1)>")
    page = tournament_report(res, title="<script>alert('t')</script>", player="A & B")
    parser = _Text()
    parser.feed(page)
    assert "script" not in parser.tags
    assert "img" not in parser.tags
    assert "&lt;img src=x onerror=alert(1)&gt;" in page
    assert "A &amp; B" in page


def test_report_of_fide_shows_rounded_and_unrounded_change() -> None:
    """FIDE: the rounded period change and the unrounded total."""
    games = [Game(opponent_rating=2210, result=Result.DRAW),
             Game(opponent_rating=1980, result=Result.WIN),
             Game(opponent_rating=2140, result=Result.LOSS)]
    res = rate_event(Profile(rating=2050, games_played=85), games, system=System.FIDE,
                     date=dt.date(2025, 3, 1))
    page = tournament_report(res)
    assert "+5 (unrounded +4.60)" in page
    assert "2055" in page


def test_pdf_needs_a_browser() -> None:
    """Without a Chromium the PDF is a ReportError, not a crash."""
    with pytest.raises(ReportError, match="Chromium"):
        html_to_pdf("<p>x</p>", browser="/nonexistent/chromium")


@pytest.mark.skipif(shutil.which("chromium") is None, reason="no local chromium to print with")
def test_pdf_with_local_chromium() -> None:
    """With Debian's chromium the report prints to a PDF."""
    res = _example_d()
    pdf = html_to_pdf(tournament_report(res))
    assert pdf.startswith(b"%PDF")
