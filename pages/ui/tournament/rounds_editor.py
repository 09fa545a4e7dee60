"""The Tournament page's rounds table: its editor, clearing it, and the simulator switch."""

from __future__ import annotations

import pandas as pd
import streamlit as st

from elo_core.scenarios import rounds_grid
from pages.ui.common import keys, messages, session

CLEAR_POPOVER = "t_clear_popover"  # the "Clear all rounds" popover's open state
COLUMNS = {
    "round": st.column_config.TextColumn(
        "Round", width="small", help="The round's number: deleting a row keeps the others' "
                                     "numbers. Empty: one more than the row above."),
    "opponent": st.column_config.TextColumn("Opponent (optional)"),
    "rating": st.column_config.TextColumn(
        "Opponent rating", help="A number; leave empty or type 'unrated' for an unrated "
                                "opponent"),
    "result": st.column_config.SelectboxColumn(
        "Result", options=list(rounds_grid.RESULT_CHOICES),
        help="win / draw / loss as played. Unplayed rounds count points but never "
             "rating: 'bye 1', 'bye ½', 'bye 0' for a bye, 'forfeit win' when the opponent "
             "did not come, 'forfeit loss' when you did not."),
}


def reset_rounds() -> None:
    """Empty the rounds table and close the popover (so the next click reaches the table)."""
    session.set_rounds(rounds_grid.rounds_frame([]))
    st.session_state[CLEAR_POPOVER] = False


def rating_changed() -> None:
    """In simulator mode, a new starting rating starts a new series of games."""
    if st.session_state.get(keys.T_SIMULATOR):
        reset_rounds()
        messages.flash("Simulator mode: a new starting rating starts a new series of games.")


def edit_rounds() -> pd.DataFrame:
    """The rounds editor (kept in the session), its Clear button and the simulator switch."""
    if keys.T_EDITOR not in st.session_state:  # the editor opens (again) on the current rounds
        st.session_state[keys.T_ROUNDS_BASE] = st.session_state[keys.T_ROUNDS]
    edited: pd.DataFrame = st.data_editor(
        st.session_state[keys.T_ROUNDS_BASE], key=keys.T_EDITOR, num_rows="dynamic",
        hide_index=True, placeholder="",  # an empty cell reads blank, not a grey 'None'
        column_order=("round", "rating", "result", "opponent"),  # Result in sight on a phone
        column_config=COLUMNS)
    st.session_state[keys.T_ROUNDS] = edited
    bcols = st.columns([1, 3])
    with bcols[0].popover("Clear all rounds", key=CLEAR_POPOVER, on_change="rerun",
                          disabled=edited.empty):
        st.warning(f"This removes all {len(edited)} rounds from the table; there is no undo "
                   "(a saved run or the page address keeps a copy).")
        st.button("Yes, clear all rounds", on_click=reset_rounds, key="t_clear", type="primary")
    bcols[1].toggle("Simulator mode: a new starting rating clears the rounds",
                    key=keys.T_SIMULATOR, persist_state="session",
                    help="For trying out series of games: each time you change your starting "
                         "rating, the rounds table starts empty again. Off: the rounds stay.")
    return edited
