"""One-page handouts: the Calculator's game and the S-curve's gap, figures with their why."""

from __future__ import annotations

import datetime as dt
import re

from elo_core.calculator import single_game
from elo_core.display.handout import calculator_handout, scurve_handout
from elo_core.display.report import html_to_pdf
from elo_core.models import Result, System

DAY = dt.date(2025, 1, 1)
GAME = single_game(1613, 1609, system=System.CLASSIC, k=32, date=DAY, opponent_k=32)


def _text(page: str) -> str:
    return re.sub(r"<[^>]+>", " ", page)


def test_the_calculators_game_with_its_why() -> None:
    """1613 beats 1609 with K 32: E 0.506, a win +15.8 to 1628.8, a loss -16.2 to 1596.8, the
    opponent -15.8 (same K: what you gain they lose), the working line by line."""
    text = _text(calculator_handout(GAME, own=1613, opponent=1609, result=Result.WIN, date=DAY))
    assert "One game: 1613 v 1609, a win" in text
    assert "0.506" in text
    assert "1628.8" in text
    assert "change +15.8 = K × (1 − 0.506)" in text
    assert "1596.8" in text
    assert "their K 32: what you gain they lose" in text
    assert "E = 1 / (1 + 10^((1609 - 1613) / 400)) = 0.506" in text
    assert "new rating = 1613 +15.8 = 1628.8" in text


def test_a_fide_game_says_the_rule_and_the_rounding() -> None:
    """FIDE, 2800 loses to 1500 (K 10, theirs 40): the table's 0.92 after the 400-point rule,
    -9 (unrounded -9.20), their +37 does not cancel out, the rounding said."""
    game = single_game(2800, 1500, system=System.FIDE, k=10, date=DAY, opponent_k=40)
    text = _text(calculator_handout(game, own=2800, opponent=1500, result=Result.LOSS, date=DAY))
    assert "400-point rule: the gap counts as +400" in text
    assert "-9 (unrounded -9.20)" in text
    assert "the two changes do not cancel out" in text
    assert "FIDE rounds the change once per rating period" in text


def test_the_scurve_gap_with_the_odds() -> None:
    """Gap +200: E 0.760, odds 3.16 to 1, FIDE 0.76; typed ratings 1700 v 1500 are written."""
    text = _text(scurve_handout(200, cap=400, own=1700, opponent=1500))
    assert "gap = 1700 - 1500 = +200" in text
    assert "E = 1 / (1 + 10^(-200 / 400)) = 0.760" in text
    assert "3.16 to 1" in text
    assert "A rating gap of +200" in text
    assert "FIDE table (400-point rule)" in text


def test_beyond_the_rule_the_fide_figure_says_so() -> None:
    """Gap +600 with the rule: FIDE's 0.92, the gap counted as +400."""
    text = _text(scurve_handout(600, cap=400))
    assert "the gap counted as +400 (400-point rule)" in text


def test_the_handout_prints_on_one_page() -> None:
    """The longest handout (FIDE, notes on both sides' gaps) prints as one A4 page."""
    game = single_game(2800, 1500, system=System.FIDE, k=10, date=DAY, opponent_k=40)
    pdf = html_to_pdf(calculator_handout(game, own=2800, opponent=1500, result=Result.LOSS,
                                         date=DAY))
    assert len(re.findall(rb"/Type\s*/Page[^s]", pdf)) == 1
