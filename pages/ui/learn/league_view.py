"""The Class league page's parts: the step and play controls, a round's games, the figures."""

from __future__ import annotations

import pandas as pd
import streamlit as st

from elo_core.display.league_figures import distance, standings
from elo_core.teaching.league import League
from pages.ui.common.messages import md
from pages.ui.learn.show import chart

ROUND = "rnd"  # URL parameter and key: the round shown
PLAYING = "lg_play"  # session only: the league plays itself forward
SECONDS_PER_ROUND = 1.5
SETTLED_WITHIN = 50  # points: "settled" means the mean distance stays within this


def _step(by: int, last: int) -> None:
    st.session_state[ROUND] = max(0, min(last, int(st.session_state.get(ROUND, 0)) + by))


def controls(last: int) -> int:
    """The round slider with Back, Step and Play; returns the round to show."""
    shown = st.slider("After round", 0, last, key=ROUND, bind="query-params",
                      help="0 is before the first game; drag, or step and play below.")
    row = st.columns(3)
    row[0].button("◀ Back", key="lg_back", on_click=_step, args=(-1, last), width="stretch",
                  disabled=shown == 0)
    row[1].button("Step ▶", key="lg_step", on_click=_step, args=(1, last), width="stretch",
                  disabled=shown == last, type="primary")
    playing = row[2].toggle("Play", key=PLAYING, help=f"One round every {SECONDS_PER_ROUND:g} s")
    if playing:  # (a timer only while playing: no reruns of an idle page)
        st.fragment(_tick, run_every=SECONDS_PER_ROUND)(last)
    return int(shown)


def _tick(last: int) -> None:
    """While Play is on: one round forward per tick, then the page redrawn (off at the end)."""
    if not st.session_state.get(PLAYING):
        return
    if int(st.session_state.get(ROUND, 0)) >= last:
        st.session_state[PLAYING] = False
    else:
        _step(1, last)
    st.rerun()


def round_view(league: League, number: int, *, show_true: bool, proj: bool) -> None:
    """The figures, the figures in words, and the games of round `number`."""
    settled = league.settled_after(SETTLED_WITHIN)
    row = st.container(horizontal=True, gap="large")
    row.metric("Mean distance from true strength", f"{league.error_after(number):.0f} points",
               width="content", help="the average of |rating − true strength| over the "
                                     "pupils playing, after this round")
    row.metric(f"Settled (within {SETTLED_WITHIN} for good)",
               "not in these rounds" if settled is None else f"after round {settled}",
               width="content", help="the first round after which the mean distance stays "
                                     f"within {SETTLED_WITHIN} points to the last round")
    if number:
        row.metric("K this round", f"{league.rounds[number - 1].k}", width="content")
    chart(standings(league, number, show_true=show_true), key="lg_standings", proj=proj)
    chart(distance(league, number), key="lg_distance", proj=proj)
    st.caption("A big K brings ratings to the true strengths in few rounds but keeps them "
               "jumping; a small K is steady but slow. Each game's result is drawn from the "
               "TRUE gap, its change from the ratings.")
    if not number:
        return
    played = league.rounds[number - 1]
    st.markdown(f"**Round {number}**" + (f" ({md(played.bye)} sits out)" if played.bye else ""))
    st.table(pd.DataFrame({
        "White": [g.white for g in played.games], "Black": [g.black for g in played.games],
        "Result": [{1.0: "1-0", 0.5: "½-½", 0.0: "0-1"}[g.score] for g in played.games],
        "White's E": [f"{g.expected:.3f}" for g in played.games],
        "White +/-": [f"{g.white_change:+.1f}" for g in played.games],
        "Black +/-": [f"{g.black_change:+.1f}" for g in played.games]}).set_index("White"))
