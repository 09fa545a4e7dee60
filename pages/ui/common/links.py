"""Page links: a page's address parameters, and dropping the values its widgets must not read."""

from __future__ import annotations

import streamlit as st

from pages.ui.common.keys import LINK_PROBLEMS
from pages.ui.common.messages import md


def query() -> dict[str, list[str]]:
    """The page's URL parameters, every value of each."""
    return {key: st.query_params.get_all(key) for key in st.query_params}


def drop_bad_link_values(page_path: str, problems: dict[str, str]) -> None:
    """Reopen the page without the URL values its widgets must not read, then say what was
    dropped (Streamlit would ignore some silently and fail on others, such as 'inf')."""
    if problems:
        st.session_state[LINK_PROBLEMS] = list(problems.values())
        kept = {key: values for key, values in query().items() if key not in problems}
        st.switch_page(page_path, query_params=kept)
    for message in st.session_state.pop(LINK_PROBLEMS, []):
        st.warning(md(message))  # it quotes the link's text: shown as typed, never as markup

