"""One player's norm working on screen (shared by the Event upload view and the Tournament
panel): the figures with their rule, the conditions, the opponents, what is still needed."""

from __future__ import annotations

from typing import Any

import streamlit as st

from elo_core.display.safe_text import markdown_text
from elo_core.norms.mix import Exemption
from elo_core.norms.result import NormCheck, PlayerNorms
from elo_core.norms.rules import THRESHOLDS
from elo_core.norms.tables import (
    arbiter_items,
    conditions_table,
    left_out_table,
    opponents_table,
)
from elo_core.norms.words import needed_text, points_text, verdict

EXEMPTION_NAMES = {
    Exemption.NATIONAL_CHAMPIONSHIP: "national championship final (1.4.3a: no foreigners needed)",
    Exemption.NATIONAL_TEAM: "national team championship (1.4.3b: no foreigners needed)",
    Exemption.ZONAL: "zonal or sub-zonal (1.4.3c: no foreigners needed)",
    Exemption.TEAM_CHAMPIONSHIP: "World or Continental team or club championship (1.4.1b: 7 "
                                 "games enough)",
    Exemption.WORLD_CUP: "World Cup or Women's World Cup (1.4.1b: 8 games count as 9)",
}


def exemption_choice(key: str, label: str = "Event type (a file cannot show it; each "
                                             "changes a rule)") -> frozenset[Exemption]:
    """The event types the user switches on (a file cannot show them)."""
    chosen = st.multiselect(label, list(Exemption), key=key,
                            format_func=lambda e: EXEMPTION_NAMES[e], persist_state="session")
    return frozenset(chosen)


def _metrics(norm: NormCheck) -> None:
    threshold = THRESHOLDS[norm.title]
    cols = st.columns(6)  # p and dp apart: together ("71 % / +158") they were cut at 1280 px
    cols[0].metric("Games counted", str(len(norm.counted)),
                   help="Played over the board; forfeits and byes are not games (1.4.2c), and "
                        "the rounds left out are listed below.")
    cols[1].metric("Points", points_text(norm.points), help="In the games counted.")
    cols[2].metric("Ra", str(norm.ra), help=f"The opponents' average (1.4.7), rounded .5 up; "
                   f"the lowest opponent only is raised to {threshold.floor} if below it; at "
                   f"least {threshold.ra_min} for a {norm.title} norm.")
    cols[3].metric("p", f"{norm.percent} %", help="The score as a whole percent (.5 up).")
    cols[4].metric("dp", f"{norm.dp:+d}", help="The rating difference for p from table 1.4.9, "
                   "which is the Rating Regulations' table 8.1.1.")
    cols[5].metric("Rp", str(norm.rp), help=f"Ra + dp (1.4.8); at least {threshold.rp_min} "
                   f"for a {norm.title} norm.")


def show_norm(norm: NormCheck, key: str) -> None:
    """One norm title's working."""
    st.markdown(f"**{markdown_text(verdict(norm))}**")
    _metrics(norm)
    st.table(conditions_table(norm).set_index("Rule"))
    st.caption("Source: where the rule was read. 'edition's text': in the edition's own words; "
               "'secondary sources': only in summaries of it (a verdict is as sure as they "
               "are); 'unverified': the likely value. 'not given': the data it needs is missing.")
    st.caption(f"Still needed: {markdown_text(needed_text(norm.needed, norm.title))}.")
    with st.expander("To be confirmed by the arbiter (no event file carries these)"):
        st.markdown("\n".join(f"- {markdown_text(item)}" for item in arbiter_items(norm)))
    with st.expander(f"Opponents counted for the {norm.title} norm, and rounds left out"):
        st.dataframe(opponents_table(norm), hide_index=True, key=f"{key}_opponents")
        left = left_out_table(norm)
        if len(left):
            st.dataframe(left, hide_index=True, key=f"{key}_left")
        else:
            st.caption("Every round counted.")


def show_player(player: PlayerNorms, key: str) -> Any:
    """Every norm above the player's title, one tab each."""
    if not player.norms:
        st.info(f"{markdown_text(player.name)}: no norm above the title "
                f"{markdown_text(player.title or 'none')}, or no game counted.")
        return
    tabs = st.tabs([f"{n.title} norm" for n in player.norms])
    for tab, norm in zip(tabs, player.norms, strict=True):
        with tab:
            show_norm(norm, f"{key}_{norm.title}")
