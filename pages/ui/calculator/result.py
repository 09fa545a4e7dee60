"""The Calculator page's result: the expected score, the picked result, the working, the
percentile and saving the run."""

from __future__ import annotations

import streamlit as st

from elo_core.display.handout import calculator_handout
from elo_core.display.text import assessment, expected_text, k_text, rating_text, signed
from elo_core.display.working import game_working
from elo_core.errors import EloError
from elo_core.population import Population, distribution, percentile
from elo_core.rules.expected import LOGISTIC_FORMULA
from elo_core.scenarios.one_game import GameOptions, GameRun
from pages.ui.calculator import link as calc_link
from pages.ui.calculator import parts
from pages.ui.calculator.widgets import RESULT_LABELS
from pages.ui.common import keys, run_store
from pages.ui.common.handout_download import handout_downloads
from pages.ui.common.messages import md

POPULATIONS = {p.value: distribution(p).name for p in Population}
SAVED_KEYS = tuple(keys.CALC_DEFAULTS)


def show_expected(run: GameRun) -> None:
    """The expected score three ways (table or curve, percentage, words) and what E means."""
    game, fide = run.game, run.whole
    if not game.rated:
        st.warning(f"This game would not be rated: {game.note}.")
    st.subheader("Expected score")
    top = st.columns(3)
    top[0].metric("Expected score", expected_text(game.expected, fide=fide),
                  help=("FIDE's table for the gap (with the 400-point rule)" if fide else
                        "The logistic curve: " + LOGISTIC_FORMULA)
                  + "; the points you score on average")
    top[1].metric("As a percentage", f"{game.expected:.1%}",
                  help="The expected score out of 100 games like this one")
    top[2].metric("Assessment", assessment(game.expected, short=True),
                  help=assessment(game.expected))
    st.caption("E is an expected *score*, not a chance of winning: with draws counted as half a "
               "point, E = 0.5 can mean two draws as well as a win and a loss.")


def show_picked(run: GameRun, options: GameOptions) -> None:
    """The three outcomes, then the picked result's change, K and why, and the opponent's."""
    game, fide, result = run.game, run.whole, options.result
    st.subheader("Win, draw or loss")
    parts.show_outcomes(game, RESULT_LABELS, whole=fide)
    picked = game.outcome(result)
    picked_new = "-" if picked.new_rating is None else rating_text(picked.new_rating, game.system)
    change = run.shown_change(result)
    box = st.success if change > 0 else st.warning if change < 0 else st.info
    box(f"Your result ({result.value}): "
        f"{signed(change, 0) if fide else signed(change)} points, "
        f"new rating {picked_new}.")  # (green for a gain, amber for a loss, neutral for none)
    st.markdown(f"**K = {k_text(run.choice.k)}**: {run.choice.reason}.  \n"
                f"**Rules:** {game.edition}.")
    if fide:
        st.caption("FIDE rounds the change once per rating period (half away from zero), so the "
                   "new rating is a whole number; the unrounded change is shown beside it.")
    for who, note in (("You", game.gap_note), ("Your opponent", game.opponent_gap_note)):
        if note:
            st.caption(f"{who}: {note}.")
    parts.show_opponent(game, result, choice=run.choice, their_choice=run.their_choice,
                        whole=fide)
    with st.expander("The working, step by step"):
        st.caption(f"How a {result.value} becomes the figures above, with your numbers (S is "
                   "your score: 1 for a win, 0.5 for a draw, 0 for a loss).")
        # (plain text, not st.code: the code block's highlighter is a 1.5 MB script the browser
        # would load and parse before the first page finishes drawing)
        st.text("\n".join(game_working(game, options.own, options.opponent, result,
                                       date=options.date)), width="stretch")
    handout_downloads(calculator_handout(game, own=options.own, opponent=options.opponent,
                                         result=result, date=options.date),
                      stem=f"elo-game-{options.own:g}-{options.opponent:g}", key="calc_handout")


def show_percentile(own: float) -> None:
    """Where `own` sits in the chosen population (kept across pages)."""
    population = st.selectbox("Percentile among", list(POPULATIONS), key=keys.CALC_POP,
                              index=calc_link.default_index(keys.CALC_POP, list(POPULATIONS)),
                              format_func=POPULATIONS.__getitem__, persist_state="session")
    if population is None:  # (a choice left unset: nothing to place the rating in)
        return
    try:
        rank = percentile(own, population)
    except EloError as exc:
        st.error(md(exc))
        return
    st.metric("Rated below you (percentile)", f"{rank.percent:.1f}%",
              help="The share of the chosen population rated below your rating")
    st.caption(f"Higher than about {rank.percent:.0f} % of: {rank.distribution.description}. "
               f"Source: {rank.distribution.source}.")
    if rank.outside:
        st.info(rank.outside)


def save_form(run: GameRun, options: GameOptions) -> None:
    """Name the run and save it with every input as it is now."""
    with st.form("calc_save", clear_on_submit=False, border=False):
        placeholder = f"{options.own:g} vs {options.opponent:g}"
        name = st.text_input("Name this run", key=keys.C_RUN_NAME, placeholder=placeholder)
        if st.form_submit_button("Save this run"):
            store = run_store.open_store()
            if store is not None:
                run_store.save_run(store, kind="calculator", name=name or placeholder,
                                   inputs=run_store.snapshot(SAVED_KEYS, calc_link.kept()),
                                   headline=run.headline())
