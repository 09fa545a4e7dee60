"""The one-page HTML report: the figures of example D, escaped user text, print styling."""

from __future__ import annotations

import datetime as dt
import shutil
from html.parser import HTMLParser

import pytest

from elo_core.display.report import (
    ReportError,
    bonus_text,
    glicko_start_text,
    html_to_pdf,
    tournament_report,
)
from elo_core.display.text import headline, headline_text
from elo_core.errors import FileWarning
from elo_core.event import rate_event
from elo_core.models import Game, Profile, Result, System
from elo_core.rules.kfactor import KRule
from elo_core.systems.result import EventResult, trajectory
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
    for figure in ("+45.3", "1595.3", "3.5 of 5 rated (70 %)", "2.083 of 5 (41.7 %)", "3W 1D 1L",
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


def _uscf_example_d(date: dt.date) -> EventResult:
    games = [Game(opponent_rating=r, result=s) for r, s in ROUNDS_D]
    return rate_event(Profile(rating=1500, games_played=120), games, system=System.USCF,
                      date=date, k_rule=KRule.USCF)


def test_uscf_bonus_in_the_report_and_its_threshold() -> None:
    """The bonus gets its own row and a note with B of the event date; the game log's points
    plus the bonus make the change."""
    res = _uscf_example_d(dt.date(2024, 6, 1))
    assert res.bonus > 0
    text = bonus_text(res, dt.date(2024, 6, 1))
    assert text is not None
    assert text.startswith(f"bonus +{res.bonus:.1f}: K(S-E) = ")
    assert "B = 12 for 2024-06-01" in text
    assert res.k is not None
    base = sum(line.change or 0.0 for line in res.games)
    assert base + res.bonus == pytest.approx(res.change, abs=1e-6)
    page = tournament_report(res, date=dt.date(2024, 6, 1))
    assert "US Chess bonus" in page
    assert "B = 12" in page
    assert bonus_text(_example_d(), None) is None


def test_headline_text_fide_first_rating_and_old_headlines() -> None:
    """FIDE in whole points as on the page; a first rating says so; old headlines still read."""
    assert headline_text({"system": "fide", "engine": "fide", "rating": 2050.0,
                          "change": 4.6, "change_rounded": 5.0, "new_rating": 2055.0,
                          "score": 1.5, "games": 3}) == "+5 -> 2055; 1.5 of 3"
    assert headline_text({"system": "uscf", "engine": "uscf", "rating": None, "change": 0.0,
                          "change_rounded": 0.0, "new_rating": 1885.04, "score": 4,
                          "games": 5}) == "first rating 1885.0; 4 of 5"
    assert headline_text({"system": "fide", "rating": None, "change": 0.0,
                          "new_rating": 1885.0, "score": 4, "games": 5}).startswith(
        "first rating 1885;")
    assert headline_text({"system": "fide", "change": 4.6, "new_rating": 2055.0, "score": 1.5,
                          "games": 3}) == "+5 -> 2055; 1.5 of 3"  # saved before the fix
    assert headline_text({"system": "classic_bands", "change": 45.34, "new_rating": 1595.34,
                          "score": 3.5, "games": 5, "bonus": 0.0}) == "+45.3 -> 1595.3; 3.5 of 5"
    saved = headline(_uscf_example_d(dt.date(2025, 6, 1)), "uscf")
    assert "(bonus +" in headline_text(saved)
    assert saved["warnings"] == []


def test_headline_text_names_the_rounds_warnings() -> None:
    """A run saved with warnings says how many and their codes after the score."""
    said = (FileWarning(code="rating_differs", what="x"), FileWarning(code="similar_names",
                                                                       what="y"))
    saved = headline(_example_d(), "fide", warnings=said)
    assert saved["warnings"] == ["rating_differs", "similar_names"]
    assert headline_text(saved).endswith("; 2 warnings (rating_differs, similar_names)")
    assert headline_text({**saved, "warnings": ["rating_blank"]}).endswith(
        "; 1 warning (rating_blank)")


def test_glicko_first_rating_states_its_assumption() -> None:
    games = [Game(opponent_rating=r, result=s) for r, s in ROUNDS_D]
    res = rate_event(Profile(rating=None, games_played=0, volatility=0.06), games,
                     system=System.GLICKO2)
    text = glicko_start_text(res, 0.06)
    assert text is not None
    assert "1500 with RD 350 and volatility 0.06 (assumed)" in text
    assert glicko_start_text(_example_d(), 0.06) is None


def test_report_names_the_player_event_and_date_and_counts_every_round() -> None:
    """Player, event and date head the report; the model has its display name (never
    'fide-table'); byes and unrated games are counted: 4.5 / 7 in all, 2 of 5 rated."""
    games = [Game(opponent_rating=2210, result=Result.DRAW),
             Game(opponent_rating=1980, result=Result.WIN),
             Game(opponent_rating=2140, result=Result.LOSS),
             Game(opponent_rating=2000, result=Result.LOSS),
             Game(opponent_rating=1900, result=Result.DRAW),
             Game(opponent_rating=None, result=Result.WIN, opponent="Newcomer"),
             Game(opponent_rating=None, result=Result.WIN, played=False)]
    res = rate_event(Profile(rating=2050, games_played=85), games, system=System.FIDE,
                     date=dt.date(2025, 3, 1))
    page = tournament_report(res, title="Club open", player="Ada <Lovelace>",
                             event="Club open 2025", date=dt.date(2025, 3, 1),
                             rounds=[1, 2, 3, 5, 6, 7, 9])
    assert "Club open — Ada &lt;Lovelace&gt;" in page
    assert "Club open 2025 · 2025-03-01" in page
    assert "fide-table" not in page
    assert "FIDE table (400-point rule)" in page
    assert "2 of 5 rated (40 %); 4 / 7 in all" in page
    assert "2W 2D 2L (1 not rated), 1 unplayed" in page
    assert "unplayed: bye or forfeit win (1 point)" in page
    assert "not rated" in page
    assert "<td class='num'>9</td>" in page  # the rounds' own numbers, not 1..7
