"""Learn: the guided lesson, one idea per screen, every input in the address."""

from __future__ import annotations

import streamlit as st

from elo_core.models import Result
from elo_core.scenarios.url_checks import WholeRange, link_problems
from pages.ui.common import links, session
from pages.ui.learn import show
from pages.ui.learn.lesson_steps import GUESS, SERIES, STEPS, ClassGame
from pages.ui.learn.words import glossary

PAGE = "pages/lesson.py"
RESULTS = [r.value for r in Result]
LINK_VALUES = {"step": [str(n) for n in STEPS], "you": WholeRange(low=100, high=3000),
               "them": WholeRange(low=100, high=3000), "k_you": WholeRange(low=1, high=100),
               "k_them": WholeRange(low=1, high=100), "score": RESULTS,
               GUESS: WholeRange(low=0, high=10), SERIES: [], **show.PROJ_LINK}
session.page_setup(PAGE)
_checked = {key: kind for key, kind in LINK_VALUES.items() if key not in (GUESS, SERIES)}
links.drop_bad_link_values(PAGE, link_problems(links.query(), _checked))

proj = show.projector_toggle()


def _go(step: int) -> None:
    st.session_state["step"] = step


st.title("Lesson: how a rating moves")
with show.controls(proj):
    cols = st.columns([1, 1, 1, 1, 2], vertical_alignment="bottom")  # (a two-line label)
    you = cols[0].number_input("Your rating", 100, 3000, value=1500, step=50, key="you",
                               bind="query-params")
    them = cols[1].number_input("Opponent's rating", 100, 3000, value=1100, step=50,
                                key="them", bind="query-params")
    k_you = cols[2].number_input("Your K", 1, 100, value=20, key="k_you", bind="query-params",
                                 help="How far one game can move your rating")
    k_them = cols[3].number_input("Opponent's K", 1, 100, value=20, key="k_them",
                                  bind="query-params", help="Used in the last step")
    result = cols[4].segmented_control("Your result", RESULTS, default="win", key="score",
                                       bind="query-params") or "win"
if "step" not in st.session_state and "step" not in st.query_params:
    st.session_state["step"] = 1  # (set here, not as a default: Back and Next set it too)
step = st.segmented_control("Step", list(STEPS), key="step", bind="query-params",
                            format_func=str, help="One idea per step; each step's address "
                                                  "is a link to it with these numbers.") or 1
title, draw = STEPS[int(step)]
st.header(f"{step}. {title}")
draw(ClassGame(you=int(you), them=int(them), k_you=int(k_you), k_them=int(k_them),
               result=Result(result)), proj)
nav = st.columns(2)
nav[0].button("← Back", key="l_back", disabled=step == 1, on_click=_go, args=(step - 1,),
              width="stretch")
nav[1].button("Next →", key="l_next", disabled=step == len(STEPS), on_click=_go,
              args=(step + 1,), width="stretch", type="primary")
glossary()
