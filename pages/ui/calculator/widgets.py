"""The Calculator page's widgets, read into one GameOptions value (with what a link may hold)."""

from __future__ import annotations

import datetime as dt

import streamlit as st

from elo_core.calculator import OPP_GAMES_ASSUMED
from elo_core.io.cells.numbers import MAX_RATING, MIN_RATING
from elo_core.models import Result, System
from elo_core.rules.editions import EARLIEST, LATEST
from elo_core.rules.kfactor import KRule
from elo_core.scenarios.one_game import GameOptions
from elo_core.scenarios.url_checks import LinkValue, WholeRange
from pages.ui.calculator import link as calc_link
from pages.ui.common import coerce, keys
from pages.ui.common.kept import KEEP

K_RULES = keys.CALC_LABELS[keys.CALC_K_RULE]  # short labels (they go in the URL); help says more
K_RULES_HELP = ("- **Fixed K**: you choose K\n- **Simple auto**: 40 below 2100, 20 below 2400, "
                "10 from 2400\n- **FIDE profile**: from a short profile, rules by date\n"
                "- **US Chess bands**: classic pre-2001 bands, 32 / 24 / 16\n"
                "- **US Chess formula**: today's 800 / (N' + 1)")
MODELS = keys.CALC_LABELS[keys.CALC_MODEL]
MODELS_HELP = ("Classic logistic: the Elo curve, no cap. FIDE table: FIDE's published table, "
               "with the 400-point rule.")
RESULT_LABELS = keys.CALC_LABELS[keys.CALC_RESULT]
MODEL_DEFAULT = keys.CALC_DEFAULTS[keys.CALC_MODEL]
RULE_DEFAULT = keys.CALC_DEFAULTS[keys.CALC_K_RULE]
RATING_RANGE = WholeRange(low=int(MIN_RATING), high=int(MAX_RATING))  # what a system can hold
LINK_VALUES = {  # what each URL parameter may hold (a choice is given by its label)
    keys.CALC_OWN: RATING_RANGE, keys.CALC_OPP: RATING_RANGE,
    keys.CALC_RESULT: list(RESULT_LABELS.values()), keys.CALC_MODEL: list(MODELS.values()),
    keys.CALC_K_RULE: list(K_RULES.values()), keys.CALC_K: LinkValue.WHOLE,
    keys.CALC_GAMES: LinkValue.WHOLE, keys.CALC_BIRTH: LinkValue.OPTIONAL_WHOLE,
    keys.CALC_PEAK: LinkValue.OPTIONAL_WHOLE, keys.CALC_DATE: LinkValue.DATE,
    keys.CALC_OPP_K: LinkValue.OPTIONAL_WHOLE, keys.CALC_OPP_GAMES: LinkValue.OPTIONAL_WHOLE}


def read_options() -> GameOptions:
    """Draw the inputs in two columns (kept across pages; the page writes the address itself)
    and read them into one value; an input the rule does not use keeps the value it had."""
    shown, default = calc_link.shown, calc_link.default
    left, right = st.columns(2)
    with left:
        own = st.number_input("Your rating", value=default(keys.CALC_OWN), key=keys.CALC_OWN,
                              step=1, min_value=RATING_RANGE.low, max_value=RATING_RANGE.high,
                              **KEEP)
        opp = st.number_input("Opponent's rating", value=default(keys.CALC_OPP),
                              key=keys.CALC_OPP, step=1, min_value=RATING_RANGE.low,
                              max_value=RATING_RANGE.high, **KEEP)
        chosen = st.segmented_control("Result", list(RESULT_LABELS),
                                      default=default(keys.CALC_RESULT), key=keys.CALC_RESULT,
                                      format_func=RESULT_LABELS.__getitem__, **KEEP)
    with right:
        model = st.radio("Expectation model", list(MODELS), key=keys.CALC_MODEL,
                         index=calc_link.default_index(keys.CALC_MODEL, list(MODELS)),
                         format_func=MODELS.__getitem__, horizontal=True, help=MODELS_HELP,
                         **KEEP)
        rule = st.selectbox("K rule", list(K_RULES), key=keys.CALC_K_RULE,
                            index=calc_link.default_index(keys.CALC_K_RULE, list(K_RULES)),
                            format_func=K_RULES.__getitem__, help=K_RULES_HELP, **KEEP)
        k_value = None
        if rule == "fixed":
            k_value = st.number_input("K", value=default(keys.CALC_K), key=keys.CALC_K, step=1,
                                      help="32 was the old US Chess / club default; FIDE uses "
                                           "40, 20 or 10 by player status.", **KEEP)
        if rule in ("fide", "uscf"):
            games = st.number_input("Rated games played before this one",
                                    value=default(keys.CALC_GAMES), key=keys.CALC_GAMES, step=1,
                                    **KEEP)
        else:
            games = shown(keys.CALC_GAMES)
        if rule == "fide":
            birth = st.number_input("Birth year (optional, for the junior rule)",
                                    value=default(keys.CALC_BIRTH), key=keys.CALC_BIRTH, step=1,
                                    **KEEP)
            peak = st.number_input("Highest published rating (optional)",
                                   value=default(keys.CALC_PEAK), key=keys.CALC_PEAK, step=1,
                                   **KEEP)
        else:
            birth, peak = None, None
        if rule == "fide" or model == "fide":
            date = st.date_input("Rules as of", value=default(keys.CALC_DATE, dt.date.today()),
                                 key=keys.CALC_DATE, min_value=EARLIEST, max_value=LATEST,
                                 **KEEP)
        else:
            date = shown(keys.CALC_DATE) or dt.date.today()
        opp_k = st.number_input("Opponent's K (optional)", value=default(keys.CALC_OPP_K),
                                key=keys.CALC_OPP_K, step=1,
                                help="Leave empty to apply the same K rule to your opponent.",
                                **KEEP)
        if rule in ("fide", "uscf") and opp_k is None:
            opp_games = st.number_input(
                "Opponent's rated games played (optional)", value=default(keys.CALC_OPP_GAMES),
                key=keys.CALC_OPP_GAMES, step=1, min_value=0,
                help=f"Their K depends on it under this rule; empty: {OPP_GAMES_ASSUMED} assumed.",
                **KEEP)
        else:
            opp_games = shown(keys.CALC_OPP_GAMES)
    model, rule = model or MODEL_DEFAULT, rule or RULE_DEFAULT  # (a radio left unset)
    return GameOptions(own=own, opponent=opp, model=System(model), rule=KRule(rule),
                       date=date, k=coerce.optional_number(k_value), games=int(games or 0),
                       birth_year=coerce.optional_whole(birth),
                       peak=coerce.optional_number(peak),
                       opponent_k=coerce.optional_number(opp_k),
                       opponent_games=coerce.optional_whole(opp_games),
                       result=Result(chosen or "win"))
