"""What the file said that was read one way of two, contradicted itself or was left out (the
readers' FileWarning list, as `field` prints it on stderr), shown above the tables."""

from __future__ import annotations

from collections.abc import Sequence

import streamlit as st

from elo_core.display.safe_text import markdown_text
from elo_core.errors import FileWarning


def file_warnings(warnings: Sequence[FileWarning]) -> None:
    """One warning box listing each finding with where it is (nothing when there is none)."""
    if not warnings:
        return
    lines = [f"- {markdown_text(str(w))}" for w in warnings]
    st.warning("Read with care (the figures below are computed; check these in the file):\n"
               + "\n".join(lines))
