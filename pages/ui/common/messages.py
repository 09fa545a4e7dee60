"""Messages: escaping user text for the screen, a message kept for the next page, cell problems."""

from __future__ import annotations

import streamlit as st

from elo_core.display.safe_text import markdown_text
from elo_core.errors import Problem
from pages.ui.common.keys import FLASH


def md(text: object) -> str:
    """User or file text escaped for st.markdown / st.success / st.error... (shown literally:
    no bold, links or HTML)."""
    return markdown_text(text)


def flash(message: str) -> None:
    """Keep a message to show once on the next page that calls `show_flash` (markdown: escape
    any user text in it with `md`)."""
    st.session_state[FLASH] = message


def show_flash() -> None:
    """Show (and forget) a message left by `flash`."""
    message = st.session_state.pop(FLASH, None)
    if message:
        st.success(message)


def problem_text(problem: Problem) -> str:
    """'Round 2, column "rating": ...' for the screen (escaped: it quotes the cell)."""
    where = f"Round {problem.line}" if problem.line is not None else "Table"
    column = f", column '{problem.column}'" if problem.column else ""
    return md(f"{where}{column}: {problem.message}")
