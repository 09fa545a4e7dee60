"""The Tournament page's link: open a shared scenario once, keep the page in its address."""

from __future__ import annotations

import datetime as dt

import streamlit as st

from elo_core.errors import EloError
from elo_core.scenarios import page_extras, rounds_grid, share_links
from pages.ui.common.coerce import whole
from pages.ui.common.keys import (
    T_BIRTH,
    T_DATE,
    T_EVENT,
    T_GAMES,
    T_K,
    T_LINK_OPENED,
    T_PEAK,
    T_PLAYER,
    T_RATING,
    T_RD,
    T_REMAINING,
    T_SYSTEM,
    T_TARGET,
    T_TARGET_KIND,
    T_TC,
    T_VOL,
)
from pages.ui.common.links import query
from pages.ui.common.messages import flash, md
from pages.ui.common.norm_state import put_norms
from pages.ui.common.session import set_rounds


def open_tournament_link() -> None:
    """Load a tournament share link into the page once, then let the user edit freely (a bad
    link says what is wrong and leaves the scenario as it was: the default in a new session)."""
    params = query()
    if not share_links.is_tournament_link(params):
        return
    opened = sorted((key, tuple(values)) for key, values in params.items())
    if st.session_state.get(T_LINK_OPENED) == opened:
        return
    st.session_state[T_LINK_OPENED] = opened
    try:
        shared = share_links.decode_tournament(params)
        extras = page_extras.decode_extras(params)
    except EloError as exc:
        st.error(f"This link's scenario could not be opened: {md(exc)}. The page shows the "
                 "scenario it had before instead.")
        return
    st.session_state.update({
        T_SYSTEM: shared.system, T_RATING: whole(shared.rating), T_GAMES: shared.games_played,
        T_K: whole(shared.k), T_BIRTH: shared.birth_year, T_PEAK: whole(shared.peak_rating),
        T_DATE: shared.date or dt.date.today(), T_TC: shared.time_control.value,
        T_RD: shared.rd, T_VOL: shared.volatility, T_PLAYER: extras.player,
        T_EVENT: extras.event, T_TARGET_KIND: extras.target_kind.value,
        T_TARGET: whole(extras.target)})
    if extras.remaining is not None:
        st.session_state[T_REMAINING] = extras.remaining
    put_norms(extras.norms)
    set_rounds(rounds_grid.rounds_frame(share_links.round_rows(shared.games)))
    flash(f"Opened the shared scenario: {len(shared.games)} rounds.")


def keep_in_url(params: dict[str, str]) -> None:
    """Write the page's scenario to its address (so a reload or a copied address reopens it),
    and note it as already loaded so the page does not reload it from there."""
    if query() != {key: [value] for key, value in params.items()}:
        st.query_params.from_dict(params)
    st.session_state[T_LINK_OPENED] = sorted((key, (value,)) for key, value in params.items())

