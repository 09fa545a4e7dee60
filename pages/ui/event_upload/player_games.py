"""Event upload's one-player view: the player's games, opponents and results round by round
(support code for pages/event_upload.py, not a page)."""

from __future__ import annotations

import streamlit as st

from elo_core.display.player_games import player_games
from elo_core.field.rate import FieldResult

COLUMNS = {
    "Round": st.column_config.TextColumn(help="As the crosstable heads its rounds"),
    "Opponent rating": st.column_config.NumberColumn(format="%.0f", help="Blank: unrated"),
    "Expected": st.column_config.NumberColumn(
        format="%.2f", help="The expected score of a rated game (blank: not rated)"),
    "Change": st.column_config.NumberColumn(
        format="%+.2f", help="K x (score - expected) of a rated game, before any rounding"),
}


def show(result: FieldResult, player: str) -> None:
    """The list of games: who, how it ended, and for a rated game its expected score and change."""
    st.markdown("**Games**")
    st.dataframe(player_games(result, player), hide_index=True, key="upload_player_games",
                 placeholder="", column_config=COLUMNS)
