"""Learn: exercises from a seed in the address, checked when typed, printable with a key."""

from __future__ import annotations

import random

import streamlit as st

from elo_core.errors import EloError
from elo_core.scenarios.url_checks import WholeRange, link_problems
from elo_core.teaching.exercises import MAX_COUNT, MAX_SEED, Level, exercises
from pages.ui.common import links, session
from pages.ui.common.messages import md
from pages.ui.learn import show
from pages.ui.learn.sheets import downloads, exercise

PAGE = "pages/exercises.py"
LINK_VALUES = {"seed": WholeRange(low=0, high=MAX_SEED), "level": [lv.value for lv in Level],
               "count": WholeRange(low=1, high=MAX_COUNT), **show.PROJ_LINK}
session.page_setup(PAGE)
links.drop_bad_link_values(PAGE, link_problems(links.query(), LINK_VALUES))
proj = show.projector_toggle()


def _new_sheet() -> None:
    st.session_state["seed"] = random.randrange(MAX_SEED + 1)  # (a new sheet, not a secret)


st.title("Exercises")
st.caption("Every answer is worked out by the same engine as the Calculator. The sheet number "
           "is in the page address: the same link gives every pupil the same questions.")
with show.controls(proj, "Sheet settings"):
    cols = st.columns([1, 1.5, 1, 1])  # the level's three buttons need ~210 px: 'hard' was cut
    seed = cols[0].number_input("Sheet number (seed)", 0, MAX_SEED, value=1, key="seed",
                                bind="query-params")
    level = cols[1].segmented_control("Level", [lv.value for lv in Level], default="easy",
                                      key="level", bind="query-params",
                                      help="Easy: round numbers, E and changes. Medium: any "
                                           "gap to 600, new ratings. Hard: any gap to 800.")
    count = cols[2].number_input("Exercises", 1, MAX_COUNT, value=8, key="count",
                                 bind="query-params")
    cols[3].button("New sheet", on_click=_new_sheet, key="ex_new", width="stretch",
                   help="Draws another sheet number")
try:
    items = exercises(seed=int(seed), level=Level(level or "easy"), count=int(count))
except EloError as exc:
    st.error(md(exc))
    st.stop()
sheet = f"{seed}_{level}"
for item in items:
    exercise(item, sheet=sheet)
st.subheader("Print")
downloads(items, seed=int(seed), level=Level(level or "easy"))
