"""Calculator page: one game, its expected score and what a win, a draw or a loss does."""

from __future__ import annotations

import streamlit as st

from elo_core.errors import EloError
from elo_core.scenarios.one_game import run_game
from elo_core.scenarios.url_checks import link_problems
from pages.ui.calculator import link as calc_link
from pages.ui.calculator import parts, result, widgets
from pages.ui.common import links, messages, session
from pages.ui.common.messages import md

session.page_setup("pages/calculator.py")

LINK_PROBLEMS = link_problems(links.query(), widgets.LINK_VALUES)
if not LINK_PROBLEMS:  # a bad value is dropped first (the page reopens without it)
    calc_link.open_link()
links.drop_bad_link_values("pages/calculator.py", LINK_PROBLEMS)

messages.show_flash()
st.title("One-game calculator")
st.caption("Your rating, your opponent's, the result and how K is chosen. Every number below "
           "comes from the rating engine. The inputs live in the page address: copy it to share "
           "this game.")

options = widgets.read_options()
calc_link.keep_in_url()
try:
    run = run_game(options)
except EloError as exc:
    st.error(md(exc))
    st.stop()

result.show_expected(run)
result.show_picked(run, options)
result.show_percentile(options.own)
parts.show_background()
result.save_form(run, options)
