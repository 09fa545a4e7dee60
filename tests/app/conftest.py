"""AppTest fixtures: the real app.py, saved runs in a temporary SQLite file, small drivers."""

from __future__ import annotations

import html
import re
from pathlib import Path
from typing import Any

import pytest
import streamlit as st
from streamlit.elements.widgets.button import ButtonMixin
from streamlit.testing.v1 import AppTest

from elo_core.display.safe_text import WORD_JOINER

APP = Path(__file__).resolve().parents[2] / "app.py"
EDITOR = "t_rounds_editor"
SHARE_TAB = "Share and save"  # the Tournament page's tab with the link, downloads and saving


class Drive:
    """Readers and drivers shared by the AppTest modules (given to tests as the `h` fixture)."""

    app_path = APP

    @staticmethod
    def rerun(at: AppTest) -> AppTest:
        """Run again and check nothing crashed."""
        at.run()
        assert not at.exception, [e.value for e in at.exception]
        return at

    @staticmethod
    def open_page(at: AppTest, page: str) -> AppTest:
        """Switch to `page` (path relative to app.py), run, and check nothing crashed."""
        at.switch_page(page)
        return Drive.rerun(at)

    @staticmethod
    def save_change_reopen(at: AppTest, name: str, own: int) -> AppTest:
        """On the Calculator: save the run as `name`, type `own` as your rating, then reopen
        the saved run from the Saved runs page."""
        at.text_input(key="c_run_name").set_value(name)
        at.button[-1].click()
        Drive.rerun(at)
        at.number_input(key="calc_own").set_value(own)
        Drive.rerun(at)
        Drive.open_page(at, "pages/saved_runs.py")
        at.button(key="runs_reopen").click()
        return Drive.rerun(at)

    @staticmethod
    def metrics(at: AppTest) -> dict[str, tuple[str, str]]:
        """Shown metrics by label: (value, delta)."""
        return {m.label: (m.value, m.delta) for m in at.metric}

    @staticmethod
    def value(at: AppTest, label: str) -> str:
        """The value of the metric called `label`."""
        return Drive.metrics(at)[label][0]

    @staticmethod
    def plain(text: str) -> str:
        """Markdown text as read on screen: backslash escapes and the invisible word joiners
        that break autolinks (in user text, see safe_text) removed."""
        return re.sub(r"\\(.)", r"\1", text).replace(WORD_JOINER, "")

    @staticmethod
    def errors(at: AppTest) -> list[str]:
        """The error messages as read on screen."""
        return [Drive.plain(str(e.value)) for e in at.error]

    @staticmethod
    def texts(at: AppTest) -> str:
        """All markdown, caption, info, success, warning and error text, one per line, as read
        on screen (escapes of user text removed: see `raw_texts` for the markdown itself)."""
        return Drive.plain(Drive.raw_texts(at))

    @staticmethod
    def raw_texts(at: AppTest) -> str:
        """All markdown, caption, info, success, warning and error text as sent (markdown)."""
        parts: list[Any] = [*at.markdown, *at.caption, *at.info, *at.success, *at.warning,
                            *at.error]
        return "\n".join(str(p.value) for p in parts)

    @staticmethod
    def open_tab(at: AppTest, label: str, key: str = "t_tab") -> AppTest:
        """Open the tab `label` (as a click does: the page reruns and draws only that tab; the
        Tournament page's tabs below the result unless `key` names others)."""
        at.session_state[key] = label
        return Drive.rerun(at)

    @staticmethod
    def share_link(at: AppTest) -> str:
        """The tournament's share link as the browser shows it (the one-line box's text), its
        tab opened first when another one is open."""
        if not any("rounds=" in e.value for e in at.html):
            Drive.open_tab(at, SHARE_TAB)
        body = next(e.value for e in at.html if "rounds=" in e.value)
        found = re.search(r"<code>(.*)</code>", body)
        assert found, body
        return html.unescape(found.group(1))

    @staticmethod
    def edit_rounds(at: AppTest, *, edited: dict[int, dict[str, Any]] | None = None,
                    added: list[dict[str, Any]] | None = None,
                    deleted: list[int] | None = None) -> AppTest:
        """Apply edits to the rounds table the way the browser's data editor sends them."""
        at.session_state[EDITOR] = {"edited_rows": edited or {}, "added_rows": added or [],
                                    "deleted_rows": deleted or []}
        return Drive.rerun(at)

    @staticmethod
    def fresh(query: dict[str, Any] | None = None, page: str | None = None) -> AppTest:
        """A new session, optionally on `page` with URL parameters (a shared link)."""
        at = AppTest.from_file(str(APP), default_timeout=30)
        Drive.rerun(at)
        if page is not None:
            at.switch_page(page)
        at.query_params.update(query or {})
        return Drive.rerun(at)


@pytest.fixture
def h() -> type[Drive]:
    """The shared drivers."""
    return Drive


@pytest.fixture
def store_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Saved runs go to a fresh file in the test's temporary folder."""
    path = tmp_path / "runs.sqlite3"
    monkeypatch.setenv("ELO_STORE_PATH", str(path))
    return path


@pytest.fixture
def at(store_path: Path) -> AppTest:
    """The app after its first run, on the Calculator (the Home page is the default one)."""
    return Drive.fresh(page="pages/calculator.py")


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
