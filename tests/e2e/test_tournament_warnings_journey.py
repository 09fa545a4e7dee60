"""Real-browser journey: rounds typed on the Tournament page (from a shared link) are warned
about as a file of them would be: one opponent with two ratings, a name one letter off."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from urllib.parse import urlencode

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.browser_steps import no_exception, shot

pytestmark = pytest.mark.e2e

LINK = {"sys": "classic_bands", "r": "1550", "gp": "120", "d": "2025-03-01",
        "rounds": "Anna Kowalski:1600w,Anna Kowalski:1650d,Anna Kowalsky:1500l,Bo Li:1700w"}


def test_typed_rounds_are_warned_about_like_a_file(
        page: Page, open_app: Callable[[str], Page], settle: Callable[[Page], None],
        screenshot_dir: Path) -> None:
    """Two warnings with their codes above the figures, which are still computed (+27.0)."""
    open_app(f"tournament?{urlencode(LINK)}")
    settle(page)
    expect(page.get_by_text("2 warnings: the figures below are computed")).to_be_visible()
    for code in ("rating_differs", "similar_names_in_event"):
        expect(page.get_by_text(code, exact=True)).to_be_visible()
    expect(page.get_by_text("+27.0").first).to_be_visible()
    no_exception(page)
    folder = Path(os.environ.get("ELO_SHOTS", str(screenshot_dir)))
    shot(page, folder, "tournament_warnings")
    assert (folder / "tournament_warnings.png").stat().st_size > 10_000
