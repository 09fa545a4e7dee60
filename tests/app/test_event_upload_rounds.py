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
    at.selectbox(key="upload_system").set_value("fide")
    h.rerun(at)
    assert h.value(at, "Score / expected") == "1.5 / n/a"
    assert h.value(at, "New rating") == "-"
    info = " ".join(h.plain(i.value) for i in at.info)
    assert "No new rating yet: first rating: needs at least 5 games" in info

