"""Calculator page: one game, its expected score and what a win, a draw or a loss does."""

from __future__ import annotations

import datetime as dt

import streamlit as st

from elo_core.calculator import OPP_GAMES_ASSUMED, opponent_k, single_game
from elo_core.display.text import (
    assessment,
    calculator_headline,
    expected_text,
    k_text,
    rating_text,
    signed,
)
from elo_core.display.working import game_working
from elo_core.errors import EloError
from elo_core.io.cells.numbers import MAX_RATING, MIN_RATING
from elo_core.models import Profile, Result, System
from elo_core.population import Population, distribution, percentile
from elo_core.rules.editions import EARLIEST, LATEST
from elo_core.rules.expected import LOGISTIC_FORMULA
from elo_core.rules.kfactor import KRule, choose_k
from elo_core.scenarios.url_checks import LinkValue, WholeRange, link_problems
from pages.ui.calculator import link as calc_link
from pages.ui.calculator import parts
from pages.ui.common import coerce, keys, links, messages, run_store, session
from pages.ui.common.messages import md

session.page_setup("pages/calculator.py")

K_RULES = keys.CALC_LABELS[keys.CALC_K_RULE]  # short labels (they go in the URL); help says more
K_RULES_HELP = ("- **Fixed K**: you choose K\n- **Simple auto**: 40 below 2100, 20 below 2400, "
                "10 from 2400\n- **FIDE profile**: from a short profile, rules by date\n"
                "- **US Chess bands**: classic pre-2001 bands, 32 / 24 / 16\n"
                "- **US Chess formula**: today's 800 / (N' + 1)")
MODELS = keys.CALC_LABELS[keys.CALC_MODEL]
MODELS_HELP = ("Classic logistic: the Elo curve, no cap. FIDE table: FIDE's published table, "
               "with the 400-point rule.")
POPULATIONS = {p.value: distribution(p).name for p in Population}
RESULT_LABELS = keys.CALC_LABELS[keys.CALC_RESULT]
RATING_RANGE = WholeRange(low=int(MIN_RATING), high=int(MAX_RATING))  # what a system can hold
LINK_VALUES = {  # what each URL parameter may hold (a choice is given by its label)
    keys.CALC_OWN: RATING_RANGE, keys.CALC_OPP: RATING_RANGE,
    keys.CALC_RESULT: list(RESULT_LABELS.values()), keys.CALC_MODEL: list(MODELS.values()),
    keys.CALC_K_RULE: list(K_RULES.values()), keys.CALC_K: LinkValue.WHOLE,
    keys.CALC_GAMES: LinkValue.WHOLE, keys.CALC_BIRTH: LinkValue.OPTIONAL_WHOLE,
    keys.CALC_PEAK: LinkValue.OPTIONAL_WHOLE, keys.CALC_DATE: LinkValue.DATE,
    keys.CALC_OPP_K: LinkValue.OPTIONAL_WHOLE, keys.CALC_OPP_GAMES: LinkValue.OPTIONAL_WHOLE}
SAVED_KEYS = tuple(keys.CALC_DEFAULTS)

KEPT = {"persist_state": "session"}  # kept across pages; the page writes the address itself
LINK_PROBLEMS = link_problems(links.query(), LINK_VALUES)
if not LINK_PROBLEMS:  # a bad value is dropped first (the page reopens without it)
    calc_link.open_link()
links.drop_bad_link_values("pages/calculator.py", LINK_PROBLEMS)
shown, default = calc_link.shown, calc_link.default

messages.show_flash()
st.title("One-game calculator")
st.caption("Your rating, your opponent's, the result and how K is chosen. Every number below "
           "comes from the rating engine. The inputs live in the page address: copy it to share "
           "this game.")


left, right = st.columns(2)
with left:
    own = st.number_input("Your rating", value=default(keys.CALC_OWN), key=keys.CALC_OWN, step=1,
                          min_value=RATING_RANGE.low, max_value=RATING_RANGE.high, **KEPT)
    opp = st.number_input("Opponent's rating", value=default(keys.CALC_OPP), key=keys.CALC_OPP,
                          step=1, min_value=RATING_RANGE.low, max_value=RATING_RANGE.high,
                          **KEPT)
    chosen = st.segmented_control("Result", list(RESULT_LABELS),
                                  default=default(keys.CALC_RESULT), key=keys.CALC_RESULT,
                                  format_func=RESULT_LABELS.__getitem__, **KEPT)
with right:
    model = st.radio("Expectation model", list(MODELS), key=keys.CALC_MODEL,
                     index=calc_link.default_index(keys.CALC_MODEL, list(MODELS)),
                     format_func=MODELS.__getitem__, horizontal=True, help=MODELS_HELP,
                     **KEPT)
    rule = st.selectbox("K rule", list(K_RULES), key=keys.CALC_K_RULE,
                        index=calc_link.default_index(keys.CALC_K_RULE, list(K_RULES)),
                        format_func=K_RULES.__getitem__, help=K_RULES_HELP, **KEPT)
    k_value = None
    if rule == "fixed":
        k_value = st.number_input("K", value=default(keys.CALC_K), key=keys.CALC_K, step=1, **KEPT,
                                  help="32 was the old US Chess / club default; FIDE uses 40, "
                                       "20 or 10 by player status.")
    if rule in ("fide", "uscf"):
        games = st.number_input("Rated games played before this one",
                                value=default(keys.CALC_GAMES), key=keys.CALC_GAMES, step=1, **KEPT)
    else:
        games = shown(keys.CALC_GAMES)
    if rule == "fide":
        birth = st.number_input("Birth year (optional, for the junior rule)",
                                value=default(keys.CALC_BIRTH), key=keys.CALC_BIRTH, step=1, **KEPT)
        peak = st.number_input("Highest published rating (optional)", value=default(keys.CALC_PEAK),
                               key=keys.CALC_PEAK, step=1, **KEPT)
    else:
        birth, peak = None, None
    if rule == "fide" or model == "fide":
        date = st.date_input("Rules as of", value=default(keys.CALC_DATE, dt.date.today()),
                             key=keys.CALC_DATE, min_value=EARLIEST, max_value=LATEST, **KEPT)
    else:
        date = shown(keys.CALC_DATE) or dt.date.today()
    opp_k = st.number_input("Opponent's K (optional)", value=default(keys.CALC_OPP_K),
                            key=keys.CALC_OPP_K, step=1, **KEPT,
                            help="Leave empty to apply the same K rule to your opponent.")
    if rule in ("fide", "uscf") and opp_k is None:
        opp_games = st.number_input(
            "Opponent's rated games played (optional)", value=default(keys.CALC_OPP_GAMES),
            key=keys.CALC_OPP_GAMES, step=1, min_value=0, **KEPT,
            help=f"Their K depends on it under this rule; empty: {OPP_GAMES_ASSUMED} assumed.")
    else:
        opp_games = shown(keys.CALC_OPP_GAMES)
calc_link.keep_in_url()

try:
    birth_year = None if birth is None else int(birth)
    profile = Profile(rating=own, games_played=int(games or 0), birth_year=birth_year,
                      peak_rating=coerce.optional_number(peak))
    choice = choose_k(KRule(rule), profile, k=coerce.optional_number(k_value), date=date,
                      games_in_event=1)
    their_choice = opponent_k(KRule(rule), choice, rating=opp, k=coerce.optional_number(opp_k),
                              games=None if opp_games is None else int(opp_games), date=date)
    game = single_game(own, opp, system=System(model), k=choice.k, date=date,
                       opponent_k=their_choice.k)
except EloError as exc:
    st.error(md(exc))
    st.stop()

fide = model == "fide"
if not game.rated:
    st.warning(f"This game would not be rated: {game.note}.")
label = assessment(game.expected)
st.subheader("Expected score")
top = st.columns(3)
top[0].metric("Expected score", expected_text(game.expected, fide=fide),
              help=("FIDE's table for the gap (with the 400-point rule)" if fide else
                    "The logistic curve: " + LOGISTIC_FORMULA)
              + "; the points you score on average")
top[1].metric("As a percentage", f"{game.expected:.1%}",
              help="The expected score out of 100 games like this one")
top[2].metric("Assessment", assessment(game.expected, short=True), help=label)
st.caption("E is an expected *score*, not a chance of winning: with draws counted as half a "
           "point, E = 0.5 can mean two draws as well as a win and a loss.")

st.subheader("Win, draw or loss")
parts.show_outcomes(game, RESULT_LABELS, whole=fide)
result = Result(chosen or "win")
picked = game.outcome(result)
picked_new = "-" if picked.new_rating is None else rating_text(picked.new_rating, game.system)
shown_change = picked.change_rounded if fide else picked.change
box = st.success if shown_change > 0 else st.warning if shown_change < 0 else st.info
box(f"Your result ({result.value}): "
    f"{signed(shown_change, 0) if fide else signed(shown_change)} points, "
    f"new rating {picked_new}.")  # (green for a gain, amber for a loss, neutral for none)

st.markdown(f"**K = {k_text(choice.k)}**: {choice.reason}.  \n**Rules:** {game.edition}.")
if fide:
    st.caption("FIDE rounds the change once per rating period (half away from zero), so the new "
               "rating is a whole number; the unrounded change is shown beside it.")
for who, note in (("You", game.gap_note), ("Your opponent", game.opponent_gap_note)):
    if note:
        st.caption(f"{who}: {note}.")
parts.show_opponent(game, result, choice=choice, their_choice=their_choice, whole=fide)

with st.expander("The working, step by step"):
    st.caption(f"How a {result.value} becomes the figures above, with your numbers (S is your "
               "score: 1 for a win, 0.5 for a draw, 0 for a loss).")
    # (plain text, not st.code: the code block's highlighter is a 1.5 MB script the browser
    # would load and parse before the first page finishes drawing)
    st.text("\n".join(game_working(game, own, opp, result, date=date)), width="stretch")

population = st.selectbox("Percentile among", list(POPULATIONS), key=keys.CALC_POP,
                          index=calc_link.default_index(keys.CALC_POP, list(POPULATIONS)),
                          format_func=POPULATIONS.__getitem__, persist_state="session")
try:
    rank = percentile(own, population)
    st.metric("Rated below you (percentile)", f"{rank.percent:.1f}%",
              help="The share of the chosen population rated below your rating")
    st.caption(f"Higher than about {rank.percent:.0f} % of: {rank.distribution.description}. "
               f"Source: {rank.distribution.source}.")
    if rank.outside:
        st.info(rank.outside)
except EloError as exc:
    st.error(md(exc))

parts.show_background()

with st.form("calc_save", clear_on_submit=False, border=False):
    name = st.text_input("Name this run", key=keys.C_RUN_NAME,
                         placeholder=f"{own:g} vs {opp:g}")
    if st.form_submit_button("Save this run"):
        store = run_store.open_store()
        if store is not None:
            shown = {r.value: (game.outcome(r).change_rounded if fide else game.outcome(r).change)
                     for r in Result}  # FIDE: the whole-number change the page shows
            headline = calculator_headline(game.expected, choice.k, shown, whole=fide)
            run_store.save_run(store, kind="calculator", name=name or f"{own:g} vs {opp:g}",
                        inputs=run_store.snapshot(SAVED_KEYS, calc_link.kept()), headline=headline)
