"""The AppTest driver: runs the real app.py and reads and drives its pages the way a user does."""

from __future__ import annotations

import html
import re
from pathlib import Path
from typing import Any

from streamlit.testing.v1 import AppTest

from elo_core.display.safe_text import WORD_JOINER

APP = Path(__file__).resolve().parents[2] / "app.py"
EDITOR = "t_rounds_editor"
SHARE_TAB = "Share and save"  # the Tournament page's tab with the link, downloads and saving


class AppTestDriver:
    """Reads what a page shows and drives its widgets (tests get it as the `h` fixture)."""

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
        return AppTestDriver.rerun(at)

    @staticmethod
    def save_change_reopen(at: AppTest, name: str, own: int) -> AppTest:
        """On the Calculator: save the run as `name`, type `own` as your rating, then reopen
        the saved run from the Saved runs page."""
        at.text_input(key="c_run_name").set_value(name)
        at.button[-1].click()
        AppTestDriver.rerun(at)
        at.number_input(key="calc_own").set_value(own)
        AppTestDriver.rerun(at)
        AppTestDriver.open_page(at, "pages/saved_runs.py")
        at.button(key="runs_reopen").click()
        return AppTestDriver.rerun(at)

    @staticmethod
    def metrics(at: AppTest) -> dict[str, tuple[str, str]]:
        """Shown metrics by label: (value, delta)."""
        return {m.label: (m.value, m.delta) for m in at.metric}

    @staticmethod
    def value(at: AppTest, label: str) -> str:
        """The value of the metric called `label`."""
        return AppTestDriver.metrics(at)[label][0]

    @staticmethod
    def plain(text: str) -> str:
        """Markdown text as read on screen: backslash escapes and the invisible word joiners
        that break autolinks (in user text, see safe_text) removed."""
        return re.sub(r"\\(.)", r"\1", text).replace(WORD_JOINER, "")

    @staticmethod
    def errors(at: AppTest) -> list[str]:
        """The error messages as read on screen."""
        return [AppTestDriver.plain(str(e.value)) for e in at.error]

    @staticmethod
    def texts(at: AppTest) -> str:
        """All markdown, caption, info, success, warning and error text, one per line, as read
        on screen (escapes of user text removed: see `raw_texts` for the markdown itself)."""
        return AppTestDriver.plain(AppTestDriver.raw_texts(at))

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
        return AppTestDriver.rerun(at)

    @staticmethod
    def share_link(at: AppTest) -> str:
        """The tournament's share link as the browser shows it (the one-line box's text), its
        tab opened first when another one is open."""
        if not any("rounds=" in e.value for e in at.html):
            AppTestDriver.open_tab(at, SHARE_TAB)
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
        return AppTestDriver.rerun(at)

    @staticmethod
    def fresh(query: dict[str, Any] | None = None, page: str | None = None) -> AppTest:
        """A new session, optionally on `page` with URL parameters (a shared link)."""
        at = AppTest.from_file(str(APP), default_timeout=30)
        AppTestDriver.rerun(at)
        if page is not None:
            at.switch_page(page)
        at.query_params.update(query or {})
        return AppTestDriver.rerun(at)
