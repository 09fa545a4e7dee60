"""Learn: a class round robin typed as a grid, every rating moving round by round."""

from __future__ import annotations

import streamlit as st

from elo_core.display.class_tournament_figures import rating_lines
from elo_core.errors import EloError
from elo_core.scenarios.url_checks import WholeRange, link_problems
from elo_core.teaching.class_tournament import rate
from elo_core.teaching.round_robin import decode, empty, parse_pupils
from pages.ui.common import links, session
from pages.ui.common.messages import md
from pages.ui.learn import game_pick, show
from pages.ui.learn.tournament_grid import (
    RES,
    grid,
    projected,
    table,
    take_edits,
    working,
)

PAGE = "pages/class_tournament.py"
CLASS = "Ana 1400, Ben 1200, Chloé 1000, Dev 1200"
LINK_VALUES = {"k": WholeRange(low=1, high=100), "rnd": WholeRange(low=0, high=10),
               **show.PROJ_LINK}
session.page_setup(PAGE)
links.drop_bad_link_values(PAGE, link_problems(links.query(), LINK_VALUES))
proj = show.projector_toggle()

st.title("Class tournament")
st.caption("A round robin typed as a grid of results. Rounds follow FIDE's Berger tables (pupils "
           "numbered in the order typed); each played game moves both ratings by K × (score − "
           "E), classic Elo. Everything is in the page address.")
with show.controls(proj, "Pupils and K"):
    cols = st.columns([3, 1])
    pupils_text = cols[0].text_area(
        "Pupils (3 to 10; a name, then the rating if rated)", value=CLASS, key="pupils",
        bind="query-params", height=80, help="'Ana 1400, Ben' : Ben is unrated")
    k = cols[1].number_input("K (both players)", 1, 100, value=20, key="k", bind="query-params")
try:
    pupils = parse_pupils(pupils_text)
except EloError as exc:
    st.error(md(exc))
    st.stop()
problem = take_edits(pupils)
try:
    scores = decode(str(st.session_state[RES]), len(pupils))
except EloError as exc:  # (a link's code: said, the grid drawn empty until it is fixed)
    problem, scores = problem or str(exc), None
if problem:
    st.error(md(problem))  # (above the inputs: in projector mode they are folded away)
with show.controls(proj, "Results"):
    grid(pupils, scores or empty(len(pupils)))
    st.text_input("The results as a code (kept in the address)", key=RES, bind="query-params",
                  help="One letter a game, column by column: 1, h (a draw), 0, - (not "
                       "played), the first-typed pupil's score")
if scores is None:
    st.stop()
if proj:
    projected(pupils, scores)
cup = rate(pupils, scores, k=int(k))
if any(p.rating is None for p in pupils):
    st.info("Unrated: " + ", ".join(md(p.name) for p in pupils if p.rating is None) + ". "
            "Classic Elo needs a rating on both sides, so their games move no rating.")
last = len(cup.rounds)
if int(st.session_state.get("rnd") or 0) > last:  # (fewer pupils: fewer rounds)
    st.session_state["rnd"] = last
shown = st.slider("After round", 0, last, value=last, key="rnd", bind="query-params",
                  help="0 is before the first round; rounds in Berger order")
game = game_pick.chosen_game(cup)
show.chart(rating_lines(cup, shown=shown, game=game), key=game_pick.CHART, proj=proj,
           on_click=game_pick.from_chart)
cols = st.columns([3, 2]) if not proj else [st.container(), st.container()]
with cols[0]:
    table(cup, shown)
with cols[1]:
    working(game, cup)
