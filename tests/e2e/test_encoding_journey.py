"""Browser journey: a Windows-1251 CSV (Russian Excel) uploaded on Event upload: the names in
Cyrillic in the table and the guessed encoding in the warnings table; screenshot at 1400 px."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.e2e

FILE = Path(__file__).resolve().parents[1] / "data" / "hostile3" / "files" / \
    "enc_cp1251_russian.csv"
SHOTS = Path("/tmp/shots-encodings")


def test_cp1251_upload_shows_names_and_encoding(page: Page, open_app: Callable[[str], Page],
                                                settle: Any) -> None:
    """The warning names Windows-1251; the players table shows 'Иванов Сергей' +4."""
    open_app("event_upload")
    page.locator(".st-key-upload_file input[type='file']").set_input_files(str(FILE))
    settle(page)
    expect(page.get_by_text("read as Windows-1251 (Cyrillic)").first).to_be_visible()
    expect(page.get_by_text("Иванов Сергей").first).to_be_visible()
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / "upload-cp1251-1400.png"), full_page=True)
