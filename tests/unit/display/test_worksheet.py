"""Worksheet and answer key: questions without answers, answers with their working, escaped."""

from __future__ import annotations

from elo_core.display.worksheet import answer_key_html, sheet_meta, worksheet_html
from elo_core.teaching.exercises import Level, exercises

SHEET = exercises(seed=1, level=Level.EASY, count=4)
META = sheet_meta(seed=1, level="easy", count=4)


def test_the_worksheet_asks_without_answering() -> None:
    """Four questions, the seed on top, no answer anywhere."""
    page = worksheet_html(SHEET, meta=META)
    assert page.count("<li>") == 4
    assert "sheet number (seed) 1" in page
    assert "rated 1900 meets an opponent rated 2200" in page
    assert "0.15" not in page
    assert "+5.2" not in page


def test_the_key_has_every_answer_and_its_working() -> None:
    """The answers 0.15, -10.0, 0.76, +5.2 and their working (E from the gap, then K (S - E))."""
    key = answer_key_html(SHEET, meta=META)
    for answer in ("0.15", "-10.0", "0.76", "+5.2"):
        assert f"<b>{answer}</b>" in key
    assert "E = 1 / (1 + 10^(+200 / 400)) = 0.240; 20 × (0.5 − 0.240)" in key
    assert "E = 1 / (1 + 10^(+300 / 400)) = 0.151" in key


def test_text_is_escaped() -> None:
    """A meta line with markup is shown as text."""
    assert "&lt;script&gt;" in worksheet_html(SHEET, meta="<script>")
