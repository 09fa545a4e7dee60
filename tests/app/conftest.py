"""AppTest fixtures: the driver (`h`), saved runs in a temporary SQLite file, a fresh app (`at`)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import streamlit as st
from streamlit.elements.widgets.button import ButtonMixin
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


@pytest.fixture
def every_download(monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """The data of every download button rendered, by label: drawn with st.download_button or
    inside a column (both are watched)."""
    seen: dict[str, Any] = {}
    in_block, at_top = ButtonMixin.download_button, st.download_button

    def block(self: Any, label: str, data: Any, *args: Any, **kwargs: Any) -> Any:
        seen[label] = data
        return in_block(self, label, data, *args, **kwargs)

    def top(label: str, data: Any, *args: Any, **kwargs: Any) -> Any:
        seen[label] = data
        return at_top(label, data, *args, **kwargs)

    monkeypatch.setattr(ButtonMixin, "download_button", block)
    monkeypatch.setattr(st, "download_button", top)
    return seen
