"""Learn: a class league played round by round, each rating beside its hidden true strength."""

from __future__ import annotations

import streamlit as st

from elo_core.errors import EloError
from elo_core.scenarios.url_checks import LinkValue, WholeRange, link_problems
from elo_core.teaching.league import MAX_ROUNDS, Setup, parse_names, play
from pages.ui.common import links, session
from pages.ui.common.messages import md
from pages.ui.learn import show
from pages.ui.learn.league_view import ROUND, controls, round_view

PAGE = "pages/league.py"
CLASS = "Ana, Ben, Chloé, Dev, Ella, Finn, Gia, Hugo"
LINK_VALUES = {"seed": WholeRange(low=0, high=999_999), "rounds": WholeRange(low=1, high=60),
               ROUND: WholeRange(low=0, high=MAX_ROUNDS), "k": WholeRange(low=1, high=100),
               "k2": WholeRange(low=1, high=100), "k_from": WholeRange(low=2, high=MAX_ROUNDS),
               "joins": WholeRange(low=2, high=MAX_ROUNDS), "draws": WholeRange(low=0, high=80),
               "truth": LinkValue.FLAG, **show.PROJ_LINK}
session.page_setup(PAGE)
links.drop_bad_link_values(PAGE, link_problems(links.query(), LINK_VALUES))
proj = show.projector_toggle()

st.title("Class league")
st.caption("Each pupil has a hidden true strength; results are drawn from it (as in the "
           "Analysis lab's simulation), ratings move by K × (score − E). Everything here is "
           "in the page address: the same link replays the same league.")
with show.controls(proj, "League settings"):
    names_text = st.text_area("Pupils (one per line or separated by commas)", value=CLASS,
                              key="names", bind="query-params", height=80)
    cols = st.columns(4)
    seed = cols[0].number_input("Seed", 0, 999_999, value=1, key="seed", bind="query-params")
    rounds = cols[1].number_input("Rounds", 1, MAX_ROUNDS, value=30, key="rounds",
                                  bind="query-params")
    k = cols[2].number_input("K", 1, 100, value=40, key="k", bind="query-params")
    draws = cols[3].slider("Draw share (%)", 0, 80, value=20, key="draws", bind="query-params")
    cols = st.columns(4, vertical_alignment="bottom")  # (a label wraps in projector mode)
    k2 = cols[0].number_input("New K (optional)", 1, 100, value=None, key="k2",
                              bind="query-params", help="K changes to this mid-way")
    k_from = cols[1].number_input("from round", 2, MAX_ROUNDS, value=None, key="k_from",
                                  bind="query-params")
    newcomer = cols[2].text_input("Newcomer (optional)", key="newcomer", bind="query-params",
                                  max_chars=24, help="joins later, rated like everyone's start")
    joins = cols[3].number_input("joins at round", 2, MAX_ROUNDS, value=None, key="joins",
                                 bind="query-params")
show_true = st.toggle("Show the true strengths", value=True, key="truth", bind="query-params",
                      help="Off: only the ratings, as in real life. On: the invisible shown.")
try:
    league = play(Setup(
        names=parse_names(names_text), seed=int(seed), rounds=int(rounds), k=int(k),
        k_later=k2, k_round=k_from if k2 is not None else None, draw_rate=draws / 100,
        newcomer=newcomer.strip() or None, newcomer_round=joins or 2))
except EloError as exc:
    st.error(md(exc))
    st.stop()
if k2 is not None and k_from is None:
    st.info(f"New K {k2} is used from round 1: give the round it starts from.")
if newcomer.strip() and joins is None:
    st.info(f"{md(newcomer.strip())} joins at round 2 (no round given).")
if int(st.session_state.get(ROUND, 0)) > int(rounds):
    st.session_state[ROUND] = int(rounds)
number = controls(int(rounds))
round_view(league, number, show_true=show_true, proj=proj)
