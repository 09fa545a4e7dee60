"""Event upload: a file's name, its players' names and a players file's unmatched names are
shown as typed in every caption and sentence, never as links, images or styling (issue 17,
group 7)."""

from __future__ import annotations

from typing import Any

from streamlit.testing.v1 import AppTest

from elo_core.display.safe_text import markdown_text

PAGE = "pages/event_upload.py"
FILE_NAME = "[x](https://evil.example).csv"
PLAYER = "**Bo** [l](https://evil.example)"
UNMATCHED = "![i](http://127.0.0.1:9/p.png)"
GAMES = (f'white,black,white_rating,black_rating,result,round,date,event\n'
         f'"{PLAYER}",Carl Dahl,1850,1720,1,1,2025-03-01,Club\n').encode()
PLAYERS = f"player,rating,games_played\n{UNMATCHED},1500,10\n".encode()


def test_names_in_captions_and_sentences_are_literal(at: AppTest, h: Any) -> None:
    """The file's caption, the players-file sentence naming the unmatched row and the field
    table hold the texts as written; nothing sent as markdown forms a link or an image."""
    h.open_page(at, PAGE)
    at.file_uploader(key="upload_file").upload(FILE_NAME, GAMES, "text/plain")
    h.rerun(at)
    at.file_uploader(key="upload_players_file").upload("p.csv", PLAYERS, "text/plain")
    h.rerun(at)
    raw = h.raw_texts(at)
    assert f"Event file in use: **{markdown_text(FILE_NAME)}**" in raw
    assert f"line 2 '{markdown_text(UNMATCHED)}'" in raw
    assert "](" not in raw
    assert "![" not in raw
    assert "**Bo**" not in raw.replace(f"**{markdown_text(FILE_NAME)}**", "")
    shown = h.texts(at)
    assert f"Event file in use: {FILE_NAME} (" in shown.replace("**", "")
    assert "Players file in use: p.csv (" in shown.replace("**", "")
    assert f"line 2 '{UNMATCHED}'" in shown
    table = next(d.value for d in at.dataframe if "Player" in d.value.columns)
    assert PLAYER in set(table["Player"])
