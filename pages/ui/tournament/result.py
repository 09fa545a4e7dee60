"""The tournament page's Result section: the change, K and why, the scores, the performances
and the price of one more game (support code for pages/tournament.py, not a page)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence

import streamlit as st

from elo_core.display.report import bonus_text, glicko_start_text
from elo_core.display.text import (
    PERFORMANCE_FIDE,
    PERFORMANCE_LINEAR,
    PERFORMANCE_PERFECT,
    change_text,
    k_text,
    rating_text,
    record_parts,
    score_text,
    signed,
)
from elo_core.models import Game, Profile, System
from elo_core.rules.kfactor import KRule
from elo_core.systems.result import EventResult, is_first_rating
from elo_core.whatif import NextGame, next_game
from pages.ui.common.messages import md


def show_result(res: EventResult, profile: Profile, games: Sequence[Game], *, system: System,
                date: dt.date, k: float | None, k_rule: KRule) -> NextGame | None:
    """The event's result under `system`, each figure with why; the page stops here when no
    game is rated. Returns one more game's price (None where the system gives none)."""
    st.subheader("Result")
    _change(res, profile, system=system, date=date)
    if res.n_rated == 0:
        st.info("None of these games is rated (byes, forfeits or unrated opponents only): the "
                "rating does not change.")
        st.stop()
    _scores(res)
    return _performances(res, next_game(res, profile=profile, games=games, date=date, k=k,
                                        k_rule=k_rule))


def _change(res: EventResult, profile: Profile, *, system: System, date: dt.date) -> None:
    """The change (or first rating), K or RD, the record, and the rules' notes."""
    first = is_first_rating(res)  # a first rating, not a change
    glicko_start = glicko_start_text(res, profile.volatility)  # a Glicko-2 first rating
    top = st.columns(4)
    if first:
        top[0].metric("Rating change", "first rating",
                      help="You start unrated: the new-player rule of the system sets a first "
                           "rating instead of adding K × (score - expected).")
        top[1].metric("First rating", rating_text(res.new_rating, system))
    elif glicko_start:
        top[0].metric("Rating change", "first rating",
                      f"{signed(res.change)} from the assumed 1500", delta_color="off",
                      help="You start unrated: Glicko-2 starts a new player at 1500, RD 350.")
        top[1].metric("First rating", rating_text(res.new_rating, system))
    elif system == System.FIDE:  # whole points; the unrounded change below (fits at 1400 px)
        top[0].metric("Rating change", signed(res.change_rounded, 0),
                      f"unrounded {signed(res.change, 2)}", delta_color="off", delta_arrow="off",
                      help="FIDE adds K x (score - expected) over the period and rounds it once, "
                           "half away from zero.")
        top[1].metric("New rating", rating_text(res.new_rating, system))
    else:
        top[0].metric("Rating change", change_text(res),
                      help="K x (score - expected score), over the rated games"
                           + (" plus the US Chess bonus" if res.bonus > 0 else ""))
        top[1].metric("New rating", rating_text(res.new_rating, system),
                      help="Your rating plus the change")
    if res.k is not None:
        top[2].metric("K", k_text(res.k), help=f"Why: {res.k_reason}.")
    elif res.new_rd is not None:
        top[2].metric("RD after", f"{res.new_rd:.1f}", help=f"{res.k_reason}.")
    else:
        top[2].metric("K", "none yet", help=f"{res.k_reason}.")
    board, besides = record_parts(res)  # the rest below the counts: the whole fits at 1400 px
    top[3].metric("Record", board, besides or None, delta_color="off", delta_arrow="off",
                  help="Every round: wins, draws and losses over the board, then below them the "
                       "games not rated (among those) and the unplayed ones (byes, forfeits).")
    st.markdown(f"**{'Why this K' if res.k is not None else 'Why no K'}:** {res.k_reason}.  \n"
                f"**Rules:** {res.edition}.")
    if glicko_start:
        st.info(glicko_start)
    bonus = bonus_text(res, date)
    if bonus:
        st.metric("US Chess bonus", signed(res.bonus), help="Bonus points are added to the "
                  "change on top of K(S-E) when the event result beats the threshold.")
        st.caption(bonus + ".")
    if res.floor_note:
        st.warning(f"Rating floor: {md(res.floor_note)}")
    for note in res.notes:
        st.caption(f"Note: {md(note)}")
    if res.new_rd is not None:
        st.caption(f"New RD {res.new_rd:.1f}, volatility {res.new_volatility:.5f}.")


def _scores(res: EventResult) -> None:
    """Actual against expected score, and the opponents' average."""
    mid = st.columns(4)
    mid[0].metric("Actual score", f"{res.score:g} of {res.n_rated}", f"{res.percent:.0f} %",
                  delta_color="off", delta_arrow="off",
                  help=f"Points in the rated games. Every round: {score_text(res)}.")
    if is_first_rating(res):
        mid[1].metric("Expected score", "n/a", help="Without a rating of your own there is no "
                      "expected score: the first rating comes from your results instead.")
        mid[2].metric("Over / under expectation", "n/a")
    else:
        mid[1].metric("Expected score", f"{res.expected:.3f} of {res.n_rated}",
                      f"{100 * res.expected / res.n_rated:.1f} %", delta_color="off",
                      delta_arrow="off", help="The sum of each rated game's expected score "
                      "(the game log's 'expected' column)")
        mid[2].metric("Over / under expectation", f"{res.over_performance:+.3f}",
                      help="Actual score minus expected score in the rated games: above 0 you did "
                           "better than your rating predicted, and your rating goes up.")
    mid[3].metric("Average opponent", f"{res.average_opponent:.0f}",
                  help="The mean rating of your rated opponents.")
    if res.total_points != res.score:
        st.caption(f"{res.total_points:g} points in all: byes and forfeits count for the standings "
                   f"but only the {res.score:g} scored in played games against rated opponents are "
                   "rated.")


def _performances(res: EventResult, extra: NextGame | None) -> NextGame | None:
    """The three performance ratings and the price of one more game (returned)."""
    perf = res.performance
    own = res.rating
    low = st.columns(4)
    for cell, (label, value, why) in zip(low, (
            ("Performance (FIDE table)", perf.fide, PERFORMANCE_FIDE),
            ("Performance (linear)", perf.linear, PERFORMANCE_LINEAR),
            ("Perfect performance", perf.perfect, PERFORMANCE_PERFECT)), strict=False):
        delta = None if value is None or own is None else f"{value - own:+.0f} vs your rating"
        cell.metric(label, "-" if value is None else f"{value:.0f}", delta,
                    help=why[0].upper() + why[1:] + ".")
    if extra is not None:
        low[3].metric("Another win", signed(extra.win), f"a loss: {signed(extra.loss)}",
                      delta_color="off", delta_arrow="off",
                      help=f"One more game against {extra.opponent_rating:.0f}, "
                           f"{extra.why}.")
        st.caption(f"Another win would add {signed(extra.win)}, another loss would cost "
                   f"{signed(extra.loss)}: one more game against the {extra.opponent_rating:.0f} "
                   f"average, {extra.why}.")
    if res.percent in (0, 100):
        st.caption("At 0 % or 100 % the linear performance only says 'at least' or 'at most': "
                   "the perfect performance is the better guide.")
    return extra
