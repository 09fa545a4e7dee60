"""Event upload, issue 11 items 14 and 17: system names instead of codes, the players file's
feedback, one named performance definition (the download names: tests/e2e)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from streamlit.testing.v1 import AppTest

from tests.support.real_files import REAL

ROOT = Path(__file__).resolve().parents[2]
TEMPLATES = ROOT / "elo_core" / "data" / "templates"
PAGE = "pages/event_upload.py"


def _upload(at: AppTest, h: Any, name: str, data: bytes, key: str = "upload_file") -> None:
    at.file_uploader(key=key).upload(name, data, "text/plain")
    h.rerun(at)


def test_system_menu_shows_names(at: AppTest, h: Any) -> None:
    """The System menu reads Classic Elo / FIDE / US Chess / Glicko-2, never the codes."""
    h.open_page(at, PAGE)
    assert at.selectbox(key="upload_system").options == ["Classic Elo", "FIDE", "US Chess",
                                                          "Glicko-2"]


def test_players_file_says_what_matched(at: AppTest, h: Any) -> None:
    """The template's 3 profiles all match; an extra 'Ana Berg' row (line 5) matches nobody
    and is listed with its line."""
    h.open_page(at, PAGE)
    _upload(at, h, "club-march.csv", (TEMPLATES / "games.csv").read_bytes())
    players = (TEMPLATES / "players.csv").read_bytes() + b"Ana Berg,1700,50,,,\n"
    _upload(at, h, "players.csv", players, key="upload_players_file")
    text = h.texts(at)
    assert "Players file: 3 of 4 profiles matched a player of the event file." in text
    assert "line 5 'Ana Berg'" in text


def test_one_player_performance_names_its_method(at: AppTest, h: Any) -> None:
    """The rounds template under FIDE: the performance caption names the FIDE table method
    (+800 for a single win) and says the Calculator's one is the linear one."""
    h.open_page(at, PAGE)
    _upload(at, h, "rounds.csv", (TEMPLATES / "rounds.csv").read_bytes())
    at.selectbox(key="upload_r_system").set_value("fide")
    h.rerun(at)
    text = h.texts(at)
    assert "FIDE table performance" in text
    assert "+800 for a win" in text
    assert "Calculator's single-game performance is the linear one" in text


def test_a_file_us_chess_cannot_rate_says_so_and_offers_others(at: AppTest, h: Any) -> None:
    """Issue 18 item 5: karl-mala-2005.trf under US Chess: one sentence (the file is fine, the
    reason, the event and its date), no 'could not be used' error and no cut table; a button
    per system that can rate it, and 'Rate under FIDE' rates the 10-player field."""
    h.open_page(at, PAGE)
    data = (REAL / "karl-mala-2005.trf").read_bytes()
    _upload(at, h, "karl-mala-2005.trf", data)
    at.selectbox(key="upload_system").set_value("uscf")
    h.rerun(at)
    assert h.errors(at) == []
    assert [h.plain(w.value) for w in at.warning] == [
        "karl-mala-2005.trf was read without a problem, but US Chess cannot rate it: its event "
        "'9. Karl-Mala-Gedenkturnier' is dated 2005-07-31 (from the file), and US Chess bonus "
        "thresholds before 2017-05-01 are not modelled."]
    assert "Rate it under Classic Elo or FIDE instead:" in h.texts(at)
    assert not [d for d in at.dataframe if "Problem" in d.value.columns]
    at.button(key="upload_use_fide").click()
    h.rerun(at)
    assert at.selectbox(key="upload_system").value == "fide"
    table = next(d.value for d in at.dataframe if "Change (rounded)" in d.value.columns)
    assert len(table) > 1
