"""The Class tournament's chosen game: kept as a code in the address, picked from the list or
by clicking the chart."""

from __future__ import annotations

import streamlit as st

from elo_core.errors import EloError
from elo_core.teaching.class_tournament import ClassGame, ClassTournament, clicked
from pages.ui.common.messages import md

PARAM = "game"  # URL parameter: the game's code, e.g. 2-1-3 (round 2, pupil 1 v pupil 3)
CHOSEN = "ct_game"  # session: the code of the game shown (it survives a page switch)
OPENED = "ct_game_opened"  # session: the address's code last taken
PICK = "ct_game_pick"  # the list's key
CHART = "ct_chart"  # the chart's key (its selection)


def _from_list() -> None:
    st.session_state[CHOSEN] = st.session_state.get(PICK)


def from_chart() -> None:
    """The chart's callback: a point clicked opens its game (round 0 and a bye open none)."""
    selection = (st.session_state.get(CHART) or {}).get("selection") or {}
    code = clicked(selection.get("points") or [])
    if code is not None:
        st.session_state[CHOSEN] = code


def chosen_game(cup: ClassTournament) -> ClassGame:
    """The game shown: a new code in the address (a shared link) wins, else the one chosen in
    this session, else the first; a code naming no game is said and the first shown. The
    list is drawn set to it and the address keeps its code."""
    asked = st.query_params.get(PARAM)
    if asked is not None and asked != st.session_state.get(OPENED):
        st.session_state[CHOSEN] = asked
    game = cup.games[0]
    try:
        game = cup.game(str(st.session_state.get(CHOSEN) or game.code))
    except EloError as exc:
        st.warning(f"Game in the link: {md(exc)}; the first game is shown.")
    labels = {g.code: g.label for g in cup.games}
    st.session_state[CHOSEN] = st.session_state[PICK] = game.code
    st.selectbox("The working for (or click a point of the chart: that pupil's game in that "
                 "round)", list(labels), key=PICK, format_func=labels.__getitem__,
                 on_change=_from_list)
    if st.query_params.get(PARAM) != game.code:
        st.query_params[PARAM] = game.code
    st.session_state[OPENED] = game.code
    return game
