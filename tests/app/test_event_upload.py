"""AppTest for the Event upload page: upload, error listing, switch page and back."""

from __future__ import annotations

from pathlib import Path

from streamlit.testing.v1 import AppTest

PAGE = str(Path(__file__).resolve().parents[2] / "pages" / "event_upload.py")
GAMES = (Path(__file__).resolve().parents[2] / "elo_core" / "data" / "templates"
         / "games.csv").read_bytes()


def _page(data: bytes, name: str) -> AppTest:
    at = AppTest.from_file(PAGE, default_timeout=30)
    at.session_state["upload_bytes"] = data
    at.session_state["upload_name"] = name
    return at.run()


def test_upload_shows_the_field() -> None:
    """A games CSV gives the whole-field table with every player."""
    at = _page(GAMES, "games.csv")
    assert not at.exception
    table = at.dataframe[1].value
    assert sorted(table["Player"]) == ["Anna Berg", "Carl Dahl", "Eva Falk", "Gus Holm"]


def test_bad_file_lists_every_problem() -> None:
    """A bad file shows each problem with row and column, and no table."""
    bad = b"white,black,white_rating,black_rating,result\nA,B,1500,x,2\n"
    at = _page(bad, "bad.csv")
    assert not at.exception
    shown = "\n".join(e.value for e in at.error)
    assert "row 2, column 'result': '2' is not a result" in shown
    assert "row 2, column 'black_rating': 'x' is not a rating" in shown
    assert len(at.dataframe) == 0
