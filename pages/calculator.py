"""Calculator page: one game, its expected score and what a win, a draw or a loss does."""

from __future__ import annotations

import datetime as dt
from typing import Any

import streamlit as st

from elo_core.assessment import assessment
from elo_core.calculator import single_game
from elo_core.editions import EARLIEST, LATEST
from elo_core.errors import EloError
from elo_core.kfactor import KRule, choose_k, fixed_k
from elo_core.links import LinkValue, link_problems
from elo_core.models import Profile, Result, System
from elo_core.population import Population, distribution, percentile
from pages import ui_state as ui

ui.page_setup("pages/calculator.py")

# A bound choice widget writes its label to the URL, so the labels are short; help says more.
K_RULES = {"fixed": "Fixed K", "auto": "Simple auto", "fide": "FIDE profile",
           "uscf_bands": "US Chess bands", "uscf": "US Chess formula"}
K_RULES_HELP = ("- **Fixed K**: you choose K\n- **Simple auto**: 40 below 2100, 20 below 2400, "
                "10 from 2400\n- **FIDE profile**: from a short profile, rules by date\n"
                "- **US Chess bands**: classic pre-2001 bands, 32 / 24 / 16\n"
                "- **US Chess formula**: today's 800 / (N' + 1)")
MODELS = {"classic": "Classic logistic", "fide": "FIDE table"}
MODELS_HELP = ("Classic logistic: the Elo curve, no cap. FIDE table: FIDE's published table, "
               "with the 400-point rule.")
POPULATIONS = {p.value: distribution(p).name for p in Population}
RESULT_LABELS = {"win": "Win", "draw": "Draw", "loss": "Loss"}
LINK_VALUES = {  # what each URL parameter may hold (a choice is given by its label)
    ui.CALC_OWN: LinkValue.WHOLE, ui.CALC_OPP: LinkValue.WHOLE,
    ui.CALC_RESULT: list(RESULT_LABELS.values()), ui.CALC_MODEL: list(MODELS.values()),
    ui.CALC_K_RULE: list(K_RULES.values()), ui.CALC_K: LinkValue.WHOLE,
    ui.CALC_GAMES: LinkValue.WHOLE, ui.CALC_BIRTH: LinkValue.OPTIONAL_WHOLE,
    ui.CALC_PEAK: LinkValue.OPTIONAL_WHOLE, ui.CALC_DATE: LinkValue.DATE,
    ui.CALC_OPP_K: LinkValue.OPTIONAL_WHOLE, ui.CALC_OPP_GAMES: LinkValue.OPTIONAL_WHOLE}
OPP_GAMES_ASSUMED = 100  # the opponent's rated games when not given (an established player)
SAVED_KEYS = tuple(ui.CALC_DEFAULTS)

D = ui.CALC_DEFAULTS
BOUND = {"bind": "query-params", "persist_state": "session"}  # shareable, kept across pages
ui.drop_bad_link_values("pages/calculator.py", link_problems(ui.query(), LINK_VALUES))



def shown(key: str) -> Any:
    """What the widget holds (or its default): given as the widget's default too, so the
    browser never paints the default for a moment before the kept value (issue 12, item 7)."""
    return st.session_state.get(key, D[key])


def _index(options: list[str], key: str) -> int:
    value = shown(key)
    return options.index(value) if value in options else 0


ui.show_flash()
st.title("One-game calculator")
st.caption("Your rating, your opponent's, the result and how K is chosen. Every number below "
           "comes from the rating engine. The inputs live in the page address: copy it to share "
           "this game.")


left, right = st.columns(2)
with left:
    own = st.number_input("Your rating", value=shown(ui.CALC_OWN), key=ui.CALC_OWN, step=1,
                          **BOUND)
    opp = st.number_input("Opponent's rating", value=shown(ui.CALC_OPP), key=ui.CALC_OPP, step=1,
                          **BOUND)
    chosen = st.segmented_control("Result", list(RESULT_LABELS), default=shown(ui.CALC_RESULT),
                                  key=ui.CALC_RESULT, format_func=RESULT_LABELS.__getitem__,
                                  **BOUND)
with right:
    model = st.radio("Expectation model", list(MODELS), key=ui.CALC_MODEL,
                     index=_index(list(MODELS), ui.CALC_MODEL),
                     format_func=MODELS.__getitem__, horizontal=True, help=MODELS_HELP,
                     **BOUND)
    rule = st.selectbox("K rule", list(K_RULES), key=ui.CALC_K_RULE,
                        index=_index(list(K_RULES), ui.CALC_K_RULE),
                        format_func=K_RULES.__getitem__, help=K_RULES_HELP, **BOUND)
    k_value = None
    if rule == "fixed":
        k_value = st.number_input("K", value=shown(ui.CALC_K), key=ui.CALC_K, step=1, **BOUND,
                                  help="32 was the old US Chess / club default; FIDE uses 40, "
                                       "20 or 10 by player status.")
    if rule in ("fide", "uscf"):
        games = st.number_input("Rated games played before this one", value=shown(ui.CALC_GAMES),
                                key=ui.CALC_GAMES, step=1, **BOUND)
    else:
        games = st.session_state.get(ui.CALC_GAMES, D[ui.CALC_GAMES])
    if rule == "fide":
        birth = st.number_input("Birth year (optional, for the junior rule)",
                                value=shown(ui.CALC_BIRTH), key=ui.CALC_BIRTH, step=1, **BOUND)
        peak = st.number_input("Highest published rating (optional)", value=shown(ui.CALC_PEAK),
                               key=ui.CALC_PEAK, step=1, **BOUND)
    else:
        birth, peak = None, None
    if rule == "fide" or model == "fide":
        date = st.date_input("Rules as of", key=ui.CALC_DATE, min_value=EARLIEST,
                             value=st.session_state.get(ui.CALC_DATE) or "today",
                             max_value=LATEST, **BOUND)
    else:
        date = st.session_state.get(ui.CALC_DATE) or dt.date.today()
    opp_k = st.number_input("Opponent's K (optional)", value=shown(ui.CALC_OPP_K),
                            key=ui.CALC_OPP_K, step=1, **BOUND,
                            help="Leave empty to apply the same K rule to your opponent.")
    if rule in ("fide", "uscf") and opp_k is None:
        opp_games = st.number_input(
            "Opponent's rated games played (optional)", value=shown(ui.CALC_OPP_GAMES),
            key=ui.CALC_OPP_GAMES,
            step=1, min_value=0, **BOUND,
            help=f"Their K depends on it under this rule; empty: {OPP_GAMES_ASSUMED} assumed.")
    else:
        opp_games = st.session_state.get(ui.CALC_OPP_GAMES)

try:
    birth_year = None if birth is None else int(birth)
    profile = Profile(rating=own, games_played=int(games or 0), birth_year=birth_year,
                      peak_rating=ui.optional_number(peak))
    choice = choose_k(KRule(rule), profile, k=ui.optional_number(k_value), date=date,
                      games_in_event=1)
    them = Profile(rating=opp, games_played=OPP_GAMES_ASSUMED if opp_games is None
                   else int(opp_games))
    their_choice = (fixed_k(float(opp_k)) if opp_k is not None else choice if rule == "fixed"
                    else choose_k(KRule(rule), them, date=date, games_in_event=1))
    game = single_game(own, opp, system=System(model), k=choice.k, date=date,
                       opponent_k=their_choice.k)
except EloError as exc:
    st.error(ui.md(exc))
    st.stop()

fide = model == "fide"
if not game.rated:
    st.warning(f"This game would not be rated: {game.note}.")
label = assessment(game.expected)
st.subheader("Expected score")
top = st.columns(3)
top[0].metric("Expected score", f"{game.expected:#.3g}", help="Points you score on average")
top[1].metric("As a percentage", f"{game.expected:.1%}")
top[2].metric("Assessment", assessment(game.expected, short=True), help=label)
st.caption("E is an expected *score*, not a chance of winning: with draws counted as half a "
           "point, E = 0.5 can mean two draws as well as a win and a loss.")

st.subheader("Win, draw or loss")
cells = st.columns(3)
for cell, result in zip(cells, Result, strict=True):
    out = game.outcome(result)
    new = "" if out.new_rating is None else (f"{out.new_rating:.0f}" if fide
                                             else f"{out.new_rating:.1f}")
    delta = (f"{out.change_rounded:+.0f} (unrounded {ui.signed(out.change, 2)})" if fide
             else ui.signed(out.change))
    cell.metric(f"{RESULT_LABELS[result.value]}: new rating", new, delta,
                help=f"Single-game performance: {out.performance:.0f}")
    cell.caption(f"Single-game performance {out.performance:.0f}")
    if out.floor_note:
        cell.warning(out.floor_note)
picked = game.outcome(Result(chosen or "win"))
if fide:  # the same rounded figures as the metric: whole points
    picked_change = ui.signed(picked.change_rounded, 0)
    picked_new = "-" if picked.new_rating is None else f"{picked.new_rating:.0f}"
else:
    picked_change = ui.signed(picked.change)
    picked_new = "-" if picked.new_rating is None else f"{picked.new_rating:.1f}"
st.success(f"Your result ({chosen or 'win'}): {picked_change} points, "
           f"new rating {picked_new}.")

st.markdown(f"**K = {choice.k:g}**: {choice.reason}.  \n**Rules:** {game.edition}.")
if fide:
    st.caption("FIDE rounds the change once per rating period (half away from zero), so the new "
               "rating is a whole number; the unrounded change is shown beside it.")
if game.zero_sum:
    assumed = (f" (their K assumes {OPP_GAMES_ASSUMED} rated games played: give theirs above "
               "to change it)" if rule in ("fide", "uscf") and opp_k is None
               and opp_games is None else "")
    st.caption(f"Your opponent has the same K, so they lose exactly what you gain{assumed}.")
else:
    theirs = game.opponent_outcome(Result(chosen or "win"))
    if opp_k is not None or rule not in ("fide", "uscf"):
        their_reason = their_choice.reason
    else:  # the rule's reason, and what was assumed about the opponent
        their_reason = (their_choice.reason
                        + ("; the opponent's rated games played are not given: "
                           f"{OPP_GAMES_ASSUMED} assumed" if opp_games is None
                           else f"; with their {int(opp_games)} rated games as given"))
    if theirs is not None:
        st.info(f"Your opponent's K is {game.opponent_k:g} ({their_reason}), not "
                f"{choice.k:g}: after your {chosen or 'win'} they get {ui.signed(theirs.change)}, "
                f"so the two changes do not cancel out.")

population = st.selectbox("Percentile among", list(POPULATIONS), key=ui.CALC_POP,
                          format_func=POPULATIONS.__getitem__, persist_state="session")
try:
    rank = percentile(own, population)
    st.metric("Estimated percentile of your rating", f"{rank.percent:.1f}",
              help="Share of the population rated below you")
    st.caption(f"Higher than about {rank.percent:.0f} % of: {rank.distribution.description}. "
               f"Source: {rank.distribution.source}.")
except EloError as exc:
    st.error(ui.md(exc))

with st.expander("Why K differs"):
    st.markdown(
        "K sets how far one game moves a rating. A high K lets a rating catch up quickly, a low "
        "K keeps it steady. FIDE gives **40** to players with fewer than 30 games and to juniors "
        "under 2300 (until the end of the year they turn 18), **20** to established players under "
        "2400 and **10** to anyone who has reached 2400. US Chess used **32** below 2100 before "
        "2001 (the club default of many calculators); today it derives K from your number of "
        "games. Your opponent loses exactly what you gain only when both of you have the same K.")
with st.expander("Glossary"):
    st.markdown(
        "- **Elo**: a rating scale where the gap between two players predicts their score.\n"
        "- **K**: the multiplier that turns (score - expected score) into rating points.\n"
        "- **Expected score (E)**: the average points you should take from the game, draws "
        "counted as half.\n"
        "- **FIDE rating**: the World Chess Federation's Elo, computed with a table and rules "
        "that change by date.\n"
        "- **Performance rating**: the rating at which your results would have been exactly "
        "expected.\n"
        "- **Deflation / inflation**: the average rating of a pool drifting down or up over time "
        "without any change in playing strength.")

with st.form("calc_save", clear_on_submit=False, border=False):
    name = st.text_input("Name this run", key=ui.C_RUN_NAME,
                         placeholder=f"{own:g} vs {opp:g}")
    if st.form_submit_button("Save this run"):
        store = ui.open_store()
        if store is not None:
            shown = {r.value: (game.outcome(r).change_rounded if fide else game.outcome(r).change)
                     for r in Result}  # FIDE: the whole-number change the page shows
            headline = {"expected": round(game.expected, 4), "k": choice.k, "whole": fide,
                        **shown}
            try:
                saved = store.save(kind="calculator", name=name or f"{own:g} vs {opp:g}",
                                   inputs=ui.snapshot(SAVED_KEYS), headline=headline)
                st.success(f"Saved as '{ui.md(saved.name)}' (run {saved.id}).")
            except EloError as exc:
                st.error(ui.md(exc))
