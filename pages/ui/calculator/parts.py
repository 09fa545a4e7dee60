"""The calculator page's longer sections: the three outcomes, what the opponent gets and the
background on K (support code for pages/calculator.py, not a page)."""

from __future__ import annotations

import streamlit as st

from elo_core.calculator import GameOutcome
from elo_core.display.text import PERFORMANCE_LINEAR, change_text_of, k_text, rating_text, signed
from elo_core.models import Result
from elo_core.rules.kfactor import KChoice


def show_outcomes(game: GameOutcome, labels: dict[str, str], *, whole: bool) -> None:
    """A win, a draw and a loss side by side: new rating, change and why, and the single-game
    performance (`whole`: FIDE, whose change is rounded to a whole number)."""
    fide = whole
    cells = st.columns(3)
    for cell, result in zip(cells, Result, strict=True):
        out = game.outcome(result)
        cell.metric(f"{labels[result.value]}: new rating",
                    "-" if out.new_rating is None else rating_text(out.new_rating, game.system),
                    change_text_of(out.change, out.change_rounded, whole=fide),
                    help=f"K x (score - E) = {signed(out.change, 2)}"
                         + (", rounded half away from zero" if fide else ""))
        cell.caption(f"Single-game performance {out.performance:.0f}",
                     help=f"The {PERFORMANCE_LINEAR}.")
        if out.floor_note:
            cell.warning(out.floor_note)


def show_opponent(game: GameOutcome, result: Result, *, choice: KChoice, their_choice: KChoice,
                  whole: bool) -> None:
    """What the opponent gets from the same result, and why it does not cancel out yours when
    their K or the 400-point rule differs (nothing when the opponent is not rated here)."""
    fide = whole
    theirs = game.opponent_outcome(result)
    if theirs is not None:
        their_change = change_text_of(theirs.change, theirs.change_rounded, whole=fide)
        their_k = k_text(game.opponent_k or 0)
        if game.zero_sum:
            st.caption(f"Your opponent's K is {their_k} ({their_choice.reason}) and the gap "
                       "counts the same for both of you, so their change is exactly the opposite "
                       f"of yours: {their_change}.")
        else:
            why = []
            if game.opponent_k != game.k:
                why.append(f"their K is {their_k}, yours {k_text(choice.k)}")
            if game.gap_note != game.opponent_gap_note:
                why.append("the 400-point rule does not treat the two of you alike")
            st.info(f"Your opponent's K is {their_k} ({their_choice.reason}). After your "
                    f"{result.value} they get {their_change}, so the two changes do not cancel "
                    f"out: {'; '.join(why)}.")


def show_background() -> None:
    """Why K differs between systems and players, and a short glossary."""
    with st.expander("Why K differs"):
        st.markdown(
            "K sets how far one game moves a rating. A high K lets a rating catch up quickly, a "
            "low K keeps it steady. FIDE gives **40** to players with fewer than 30 games and to "
            "juniors under 2300 (until the end of the year they turn 18), **20** to established "
            "players under 2400 and **10** to anyone who has reached 2400. US Chess used **32** "
            "below 2100 before 2001 (the club default of many calculators); today it derives K "
            "from your number of games. Your opponent loses exactly what you gain only when both "
            "of you have the same K.")
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
            "- **PD**: FIDE's name for the expected score its table lists for a rating gap (0.51 "
            "for 4 to 10 points, 0.92 from 392 points up, with the 400-point rule).\n"
            "- **Deflation / inflation**: the average rating of a pool drifting down or up over "
            "time without any change in playing strength.")
