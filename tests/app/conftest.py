"""AppTest fixtures: the driver (`h`), saved runs in a temporary SQLite file, a fresh app (`at`)."""

from __future__ import annotations

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from tests.app.apptest_driver import AppTestDriver


@pytest.fixture
def h() -> type[AppTestDriver]:
    """The AppTest driver."""
    return AppTestDriver


@pytest.fixture
def store_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Saved runs go to a fresh file in the test's temporary folder."""
    path = tmp_path / "runs.sqlite3"
    monkeypatch.setenv("ELO_STORE_PATH", str(path))
    return path


@pytest.fixture
def at(store_path: Path) -> AppTest:
    """The app after its first run, on the Calculator (the Home page is the default one)."""
    return AppTestDriver.fresh(page="pages/calculator.py")
