"""Event upload with a one-player rounds file that gives no rating explains what it needs."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from streamlit.testing.v1 import AppTest

ROOT = Path(__file__).resolve().parents[2]


# ---- one player's rounds file, no rating ------------------------------------------------------
def test_rounds_file_without_rating_explains_itself(at: AppTest, h: Any) -> None:
    """Unrated: 'n/a' for the expected score; under FIDE the engine's reason for no rating."""
    h.open_page(at, "pages/event_upload.py")
    data = (ROOT / "elo_core" / "data" / "templates" / "rounds.csv").read_bytes()
    at.file_uploader(key="upload_file").upload("rounds.csv", data, "text/plain")
    h.rerun(at)
    at.selectbox(key="upload_r_system").set_value("fide")
    h.rerun(at)
    assert h.value(at, "Score / expected") == "1.5 / n/a"
    assert h.value(at, "New rating") == "-"
    info = " ".join(h.plain(i.value) for i in at.info)
    assert "No new rating yet: first rating: needs at least 5 games" in info



SEED_D = (b"round,opponent,opponent_rating,result\n1,A,1610,1\n2,B,1720,0\n3,C,1480,1\n"
          b"4,D,1590,0.5\n5,E,1655,1\n")


def _seed_d(at: AppTest, h: Any) -> None:
    h.open_page(at, "pages/event_upload.py")
    at.file_uploader(key="upload_file").upload("seed-d.csv", SEED_D, "text/csv")
    h.rerun(at)
    at.number_input(key="upload_player_rating").set_value(1550.0)
    at.number_input(key="upload_games").set_value(120)
    h.rerun(at)


def test_seed_d_gives_the_tournament_pages_figures(at: AppTest, h: Any) -> None:
    """Issue 18 item 10: seed D (1550, 120 games, W 1610, L 1720, W 1480, D 1590, W 1655) opens
    on the Tournament page's default, US Chess classic bands: K 32 said to be in use, change
    +45.3, new rating 1595.3 (was K 40 and 1606.68); the whole-field System is disabled."""
    _seed_d(at, h)
    assert at.selectbox(key="upload_r_system").value == "classic_bands"
    assert h.value(at, "K in use") == "32"
    assert h.value(at, "Rating change") == "+45.3"
    assert h.value(at, "New rating") == "1595.3"
    assert h.value(at, "Score / expected") == "3.5 / 2.08"
    assert "Why this K: US Chess (pre-2001 bands): 32 below 2100." in h.texts(at).replace("**", "")
    assert at.selectbox(key="upload_system").disabled


def test_rounds_view_offers_every_tournament_system(at: AppTest, h: Any) -> None:
    """The same six choices as the Tournament page; Glicko-2 asks for RD and volatility and
    rates: RD after shown, no K; fixed K 20 gives 20 x (3.5 - 2.083) = +28.3 to 1578.3."""
    _seed_d(at, h)
    assert at.selectbox(key="upload_r_system").options == [
        "US Chess classic bands (pre-2001 K 32/24/16, logistic)",
        "Classic Elo, simple auto K (40/20/10)", "Classic Elo, fixed K",
        "FIDE (official table and rules of the event date)", "US Chess (current formula)",
        "Glicko-2"]
    at.selectbox(key="upload_r_system").set_value("glicko2")
    h.rerun(at)
    assert at.number_input(key="upload_r_rd").value == 200.0
    assert "RD after" in h.metrics(at)
    assert "K in use" not in h.metrics(at)
    at.selectbox(key="upload_r_system").set_value("classic_fixed")
    h.rerun(at)
    at.number_input(key="upload_r_k").set_value(20.0)
    h.rerun(at)
    assert h.value(at, "K in use") == "20"
    assert h.value(at, "Rating change") == "+28.3"
    assert h.value(at, "New rating") == "1578.3"
