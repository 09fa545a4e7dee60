"""User text made safe: formula-like CSV cells neutralised; `literal`, the one escaping function,
shows text as typed on markdown, Plotly and HTML surfaces."""

from __future__ import annotations

import re

import pandas as pd
import pytest

from elo_core.display.safe_text import (
    WORD_JOINER,
    Surface,
    literal,
    markdown_text,
    neutralise,
    safe_csv,
)
from elo_core.event import rate_event
from elo_core.models import Game, Profile, Result, System
from elo_core.scenarios.rounds_grid import game_log

J = WORD_JOINER


@pytest.mark.parametrize("cell", ["=cmd|' /C calc'!A0", "+1", "-2+3", "@SUM(A1)", "\tx", "\rx"])
def test_formula_like_text_gets_an_apostrophe(cell: str) -> None:
    assert neutralise(cell) == "'" + cell


@pytest.mark.parametrize("cell", ["Smith", "", 12, -3.5, None, "O'Brien"])
def test_other_cells_are_kept(cell: object) -> None:
    assert neutralise(cell) == cell


def test_game_log_csv_is_neutralised_numbers_untouched() -> None:
    """The tournament's game log through safe_csv: the name is defused, negative points stay."""
    games = [Game(opponent_rating=1720, result=Result.LOSS, opponent="=cmd|' /C calc'!A0")]
    res = rate_event(Profile(rating=1550, games_played=120), games, system=System.CLASSIC, k=32)
    text = safe_csv(game_log(res)).decode("utf-8-sig")
    assert "'=cmd|' /C calc'!A0" in text
    assert re.search(r",-\d", text)  # the points column is a number, not text


def test_markdown_text_shows_markup_literally() -> None:
    escaped = markdown_text("**x** [l](javascript:alert(1))\n# title")
    assert "**" not in escaped
    assert "](" not in escaped
    assert "\n" not in escaped
    assert re.sub(r"\\(.)", r"\1", escaped) == "**x** [l](javascript:alert(1)) # title"


@pytest.mark.parametrize(("text", "escaped"), [
    ("[click](https://evil.example)", r"\[click\]\(https" + J + r"\://evil\.example\)"),
    ("![x](http://127.0.0.1:9/p.png)",
     r"\!\[x\]\(http" + J + r"\://127\.0\.0\.1\:9/p\.png\)"),
    ("www.evil.example a@b.example", "www" + J + r"\.evil\.example a@" + J + r"b\.example"),
    ("&lt;b&gt; :red[x] $x$ ~~s~~ <i>", r"\&lt;b\&gt; \:red\[x\] \$x\$ \~\~s\~\~ \<i\>"),
    ("Anna Berg", "Anna Berg"),
])
def test_markdown_surface_escapes_links_images_entities_and_directives(text: str,
                                                                       escaped: str) -> None:
    """A share link's text (issue 17, group 7): no link, no image fetch, no entity, colour,
    math or strike-through; a bare address is broken by an invisible word joiner (J), since
    Streamlit links 'https://...', 'www.' and e-mail addresses after reading the escapes;
    plain names unchanged."""
    assert literal(text, Surface.MARKDOWN) == escaped
    assert markdown_text(text) == escaped


@pytest.mark.parametrize(("text", "escaped"), [
    ("%{y} <b>Bob</b>", "%&#123;y&#125; &lt;b&gt;Bob&lt;/b&gt;"),
    ("R&D\nteam", "R&amp;D team"),
    ("José Ruiz", "José Ruiz"),
])
def test_plotly_surface_escapes_markup_and_template_fields(text: str, escaped: str) -> None:
    """Plotly decodes entities after filling a hovertemplate: '%{y}' in a name stays text."""
    assert literal(text, Surface.PLOTLY) == escaped


def test_html_surface_escapes_quotes_too() -> None:
    assert literal('<a href="x">O\'Brien</a>', Surface.HTML) == (
        "&lt;a href=&quot;x&quot;&gt;O&#x27;Brien&lt;/a&gt;")


def test_whole_number_columns_have_no_trailing_zero() -> None:
    """Ratings and K written 2558 and 10 (not 2558.0, 10.0); 6.8 and empty cells stay, and a
    whole number beside fractions is 2184 too (as the next list writes it), never 2184.0."""
    table = pd.DataFrame({"rating": [2558.0, None], "k": [10.0, 20.0], "change": [6.8, -1.0],
                          "after": [2184.0, 2184.35]})
    text = safe_csv(table).decode("utf-8-sig")
    assert text.splitlines() == ["rating,k,change,after", "2558,10,6.8,2184",
                                 ",20,-1,2184.35"]


def test_other_numbers_are_written_to_four_places_as_in_the_json() -> None:
    """A US Chess K of 800 / 59 is written 13.5593 (not 13.559322033898304); a rating with
    decimals keeps them up to four places."""
    table = pd.DataFrame({"k": [800 / 59, 24.0], "rating": [1684.789_123_4, 1500.25]})
    text = safe_csv(table).decode("utf-8-sig")
    assert text.splitlines() == ["k,rating", "13.5593,1684.7891", "24,1500.25"]
