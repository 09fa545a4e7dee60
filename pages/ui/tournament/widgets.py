"""The Tournament page's profile widgets, read into one EventOptions value."""

from __future__ import annotations

import streamlit as st

from elo_core.models import TimeControl
from elo_core.rules.editions import EARLIEST, LATEST
from elo_core.scenarios.one_event import EventOptions
from elo_core.scenarios.share_links import TOURNAMENT_SYSTEMS
from pages.ui.common import coerce, keys
from pages.ui.common.kept import KEEP
from pages.ui.tournament.rounds_editor import rating_changed


def read_options() -> EventOptions:
    """Draw the system, profile and report-name inputs (kept across pages) and read them; the
    RD and volatility are asked only for a system that uses them instead of a K."""
    choice = st.selectbox("Rating system", list(TOURNAMENT_SYSTEMS), key=keys.T_SYSTEM,
                          format_func=lambda c: TOURNAMENT_SYSTEMS[c][2], **KEEP)
    system = TOURNAMENT_SYSTEMS[choice][0]
    cols = st.columns(4)
    rating = cols[0].number_input("Your rating (empty = unrated)", value=None, key=keys.T_RATING,
                                  step=1, on_change=rating_changed, **KEEP)
    games_played = cols[1].number_input("Rated games played before", key=keys.T_GAMES, step=1,
                                        **KEEP)
    birth = cols[2].number_input("Birth year (optional)", value=None, key=keys.T_BIRTH, step=1,
                                 **KEEP)
    peak = cols[3].number_input("Peak rating (optional)", value=None, key=keys.T_PEAK, step=1,
                                **KEEP)
    cols = st.columns(4)
    date = cols[0].date_input("Event date (rules as of)", key=keys.T_DATE, min_value=EARLIEST,
                              max_value=LATEST, **KEEP)
    time_control = cols[1].selectbox("Time control", [t.value for t in TimeControl],
                                     key=keys.T_TC, **KEEP)
    k = cols[2].number_input("K (optional override)" if choice != "classic_fixed" else "K",
                             value=None, key=keys.T_K, step=1, disabled=not system.has_k, **KEEP)
    if not system.has_k:
        rd = cols[3].number_input("Rating deviation (RD)", key=keys.T_RD, **KEEP)
        vol = st.number_input("Volatility", key=keys.T_VOL, format="%.4f", **KEEP)
    else:
        rd, vol = st.session_state[keys.T_RD], st.session_state[keys.T_VOL]
    ncols = st.columns(2)
    player = ncols[0].text_input("Player's name (for the report)", key=keys.T_PLAYER,
                                 max_chars=100, **KEEP)
    event = ncols[1].text_input("Event name (for the report)", key=keys.T_EVENT, max_chars=100,
                                **KEEP)
    return EventOptions(choice=choice, rating=coerce.optional_number(rating),
                        games_played=int(games_played or 0), date=date,
                        time_control=TimeControl(time_control),
                        birth_year=coerce.optional_whole(birth),
                        peak=coerce.optional_number(peak), k=coerce.optional_number(k),
                        rd=float(rd), volatility=float(vol), player=player, event=event)
