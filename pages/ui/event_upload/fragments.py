"""Event upload's three views that rerun on their own (Streamlit fragments): an event's
crosstable, one player, and the season chart (support code for pages/event_upload.py, not a
page)."""

from __future__ import annotations

import streamlit as st

from elo_core.display.field_tables import CROSSTABLE_NUMBERS, crosstable
from elo_core.display.safe_text import markdown_text
from elo_core.display.season_figures import game_bars, trajectories
from pages.ui.common import keys
from pages.ui.common.kept import KEEP
from pages.ui.event_upload import link, player_games
from pages.ui.event_upload import views as upload_views
from pages.ui.event_upload.rating import FieldViews
from pages.ui.event_upload.trf_download import trf_download
from pages.ui.event_upload.views import name_options

CROSSTABLE_MAX_PLAYERS = 400


# Picking an event, a player or the season chart's players reruns only its own fragment: the
# tables above are not rebuilt or sent again. Names are filtered by substring while typing (the
# default fuzzy ranking re-sorts thousands of names at every key).
@st.fragment
def crosstable_view(views: FieldViews) -> None:
    result = views.result
    st.subheader("Crosstable")
    events = result.events["event"].astype(str).tolist()
    if st.session_state.get(keys.UP_EVENT) not in events:  # another file: its first event (set,
        st.session_state[keys.UP_EVENT] = events[0]  # not dropped, so the browser shows it too)
    event = st.selectbox("Crosstable of", events, key=keys.UP_EVENT, **KEEP)
    link.keep_in_url()  # (a fragment's rerun: the page's call above is not made again)
    trf_download(views, event)
    size = int(result.events.loc[result.events["event"] == event, "players"].iloc[0])
    if size > CROSSTABLE_MAX_PLAYERS:
        st.caption(f"The crosstable is shown for events of up to {CROSSTABLE_MAX_PLAYERS} "
                   f"players (this one has {size}); the table above has every player.")
    else:
        if event not in views.crosstables:
            views.crosstables[event] = crosstable(result, event)
        cross = views.crosstables[event]
        label = "No." if "No." in cross.columns else "No"
        st.caption(CROSSTABLE_NUMBERS[label])
        st.dataframe(cross, hide_index=True, key="upload_crosstable", column_config={
            label: st.column_config.NumberColumn(help=CROSSTABLE_NUMBERS[label]),
            "Points": st.column_config.NumberColumn(format="%.1f")})  # as the field table


@st.fragment
def player_view(views: FieldViews, names: list[str]) -> None:
    result = views.result
    st.subheader("One player")
    current = st.session_state.get(keys.UP_PLAYER)
    if current not in names:  # another file: its first player, set so the browser shows it too
        current = names[0] if names else None
        st.session_state[keys.UP_PLAYER] = current
    offered = name_options(names, key="upload_player_find", label="Find a player",
                            keep=[current] if current in names else [])
    player = st.selectbox("Player", offered, key=keys.UP_PLAYER, filter_mode="contains", **KEEP)
    link.keep_in_url()
    if player:
        bars = game_bars(result, player)
        if len(bars.data[0].x):
            st.plotly_chart(bars, key="upload_bars")
        else:
            st.caption(f"{markdown_text(player)} played no rated game: there is no change per "
                       "game to chart.")
        player_games.show(result, player)  # opponents and results, round by round
        st.plotly_chart(trajectories(result, [player]), key="upload_trajectory")
        upload_views.player_view(result, player)


@st.fragment
def season_chart(views: FieldViews, names: list[str]) -> None:
    st.subheader("Season chart")
    chosen = [name for name in st.session_state.get(keys.UP_SEASON, names[:3]) if name in names]
    st.session_state[keys.UP_SEASON] = chosen
    offered = name_options(names, key="upload_season_find", label="Find players to add",
                            keep=chosen)
    season = st.multiselect("Players", offered, key=keys.UP_SEASON, filter_mode="contains",
                            **KEEP)
    link.keep_in_url()
    if season:
        st.plotly_chart(trajectories(views.result, season), key="upload_season_chart")
