"""Tournament page: one player's event, round by round, under the rating system of your choice."""

from __future__ import annotations

from dataclasses import replace

import streamlit as st

from elo_core.errors import EloError
from elo_core.event import rate_event
from elo_core.models import Profile, System, TimeControl
from elo_core.rules.editions import EARLIEST, LATEST
from elo_core.scenarios import rounds_grid, share_links
from elo_core.scenarios.page_extras import PageExtras, TargetKind, encode_extras
from pages.ui.common import coerce, kept, keys, messages, session
from pages.ui.common.messages import md
from pages.ui.common.norm_state import kept_norms
from pages.ui.tournament import parts
from pages.ui.tournament.link import keep_in_url, open_tournament_link
from pages.ui.tournament.norm_panel import norm_panel
from pages.ui.tournament.result import show_result

session.page_setup("pages/tournament.py")

SYSTEMS = share_links.TOURNAMENT_SYSTEMS  # choice -> (system, K rule, label)
DEFAULT_REMAINING = keys.TOURNAMENT_DEFAULTS[keys.T_REMAINING]  # not written to the link


def _reset_rounds() -> None:
    session.set_rounds(rounds_grid.rounds_frame([]))
    st.session_state[CLEAR_POPOVER] = False  # closed: the next click reaches the table


CLEAR_POPOVER = "t_clear_popover"  # the "Clear all rounds" popover's open state


def _rating_changed() -> None:
    if st.session_state.get(keys.T_SIMULATOR):
        _reset_rounds()
        messages.flash("Simulator mode: a new starting rating starts a new series of games.")


open_tournament_link()
messages.show_flash()
st.title("Tournament: one player's event")
st.caption("Your profile and the rounds you played. Unplayed games (byes, forfeits) and unrated "
           "opponents are listed but, as the rules say, never rated.")

choice = st.selectbox("Rating system", list(SYSTEMS), key=keys.T_SYSTEM,
                      format_func=lambda c: SYSTEMS[c][2], persist_state="session")
system, k_rule, _ = SYSTEMS[choice]
cols = st.columns(4)
rating = cols[0].number_input("Your rating (empty = unrated)", value=None, key=keys.T_RATING,
                              step=1, persist_state="session", on_change=_rating_changed)
games_played = cols[1].number_input("Rated games played before", key=keys.T_GAMES, step=1,
                                    persist_state="session")
birth = cols[2].number_input("Birth year (optional)", value=None, key=keys.T_BIRTH, step=1,
                             persist_state="session")
peak = cols[3].number_input("Peak rating (optional)", value=None, key=keys.T_PEAK, step=1,
                            persist_state="session")
cols = st.columns(4)
date = cols[0].date_input("Event date (rules as of)", key=keys.T_DATE, persist_state="session",
                          min_value=EARLIEST, max_value=LATEST)
time_control = cols[1].selectbox("Time control", [t.value for t in TimeControl], key=keys.T_TC,
                                 persist_state="session")
k_override = cols[2].number_input("K (optional override)" if choice != "classic_fixed" else "K",
                                  value=None, key=keys.T_K, step=1, persist_state="session",
                                  disabled=system == System.GLICKO2)
if system == System.GLICKO2:
    rd = cols[3].number_input("Rating deviation (RD)", key=keys.T_RD, persist_state="session")
    vol = st.number_input("Volatility", key=keys.T_VOL, format="%.4f", persist_state="session")
else:
    rd, vol = st.session_state[keys.T_RD], st.session_state[keys.T_VOL]

ncols = st.columns(2)
player_name = ncols[0].text_input("Player's name (for the report)", key=keys.T_PLAYER,
                                  max_chars=100, persist_state="session")
event_name = ncols[1].text_input("Event name (for the report)", key=keys.T_EVENT, max_chars=100,
                                 persist_state="session")

st.subheader("Rounds")
if keys.T_EDITOR not in st.session_state:  # the editor opens (again) on the current rounds
    st.session_state[keys.T_ROUNDS_BASE] = st.session_state[keys.T_ROUNDS]
edited = st.data_editor(
    st.session_state[keys.T_ROUNDS_BASE], key=keys.T_EDITOR, num_rows="dynamic", hide_index=True,
    placeholder="",  # an empty cell reads blank, not a grey 'None'
    column_order=("round", "rating", "result", "opponent"),  # Result in sight on a phone
    column_config={
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
    },
)
st.session_state[keys.T_ROUNDS] = edited
bcols = st.columns([1, 3])
with bcols[0].popover("Clear all rounds", key=CLEAR_POPOVER, on_change="rerun",
                      disabled=edited.empty):
    st.warning(f"This removes all {len(edited)} rounds from the table; there is no undo "
               "(a saved run or the page address keeps a copy).")
    st.button("Yes, clear all rounds", on_click=_reset_rounds, key="t_clear", type="primary")
bcols[1].toggle("Simulator mode: a new starting rating clears the rounds", key=keys.T_SIMULATOR,
                persist_state="session",
                help="For trying out series of games: each time you change your starting "
                     "rating, the rounds table starts empty again. Off: the rounds stay.")

games, problems = rounds_grid.games_from_rounds(edited)
round_numbers, number_problems = rounds_grid.round_numbers(edited)
problems += number_problems
for problem in problems:
    st.error(messages.problem_text(problem))
if not problems and not games:
    st.warning("The rounds table is empty: add at least one round.")
if problems or not games:
    st.stop()

try:
    profile = Profile(rating=coerce.optional_number(rating), games_played=int(games_played or 0),
                      birth_year=None if birth is None else int(birth),
                      peak_rating=coerce.optional_number(peak), rd=float(rd), volatility=float(vol))
    res = rate_event(profile, games, system=system, date=date,
                     time_control=TimeControl(time_control),
                     k=coerce.optional_number(k_override), k_rule=k_rule)
except EloError as exc:
    st.error(md(exc))
    st.stop()
shared = share_links.TournamentScenario(
    system=choice, rating=profile.rating, games_played=int(games_played or 0), games=tuple(games),
    k=coerce.optional_number(k_override), birth_year=profile.birth_year,
    peak_rating=profile.peak_rating, date=date, time_control=TimeControl(time_control),
    rd=profile.rd, volatility=profile.volatility)
link_params = share_links.encode_tournament(shared)
extras = PageExtras(  # (the target's inputs, kept in the session whether their tab is open or not)
    player=player_name, event=event_name,
    remaining=None if st.session_state.get(keys.T_REMAINING) == DEFAULT_REMAINING
    else st.session_state.get(keys.T_REMAINING),
    target_kind=TargetKind(st.session_state.get(keys.T_TARGET_KIND) or "rating"),
    target=coerce.optional_number(st.session_state.get(keys.T_TARGET)), norms=kept_norms())
keep_in_url({**link_params, **encode_extras(extras)})

extra = show_result(res, profile, games, system=system, date=date,
                    k=coerce.optional_number(k_override), k_rule=k_rule)

log = rounds_grid.game_log(res, round_numbers)
# Only the open tab is drawn (a switch reruns the page), so the first chart on screen does not
# wait for the other sections' charts and tables; a closed tab's inputs keep their values.
game_tab, systems_tab, needed_tab, share_tab, norms_tab = kept.tabs(
    ["Game by game", "Under every system", "What you still need", "Share and save",
     "Title norms"], key=keys.T_TAB)
if game_tab.open is not False:
    with game_tab:
        parts.show_game_by_game(res, log, round_numbers)
if systems_tab.open is not False:
    with systems_tab:
        parts.show_compare(profile, games, system=system, k_rule=k_rule,
                           k=coerce.optional_number(k_override), date=date,
                           time_control=TimeControl(time_control), rounds=round_numbers)
if needed_tab.open is not False:
    with needed_tab:
        parts.show_needed(res, profile, games, system=system, k_rule=k_rule,
                          k=coerce.optional_number(k_override), date=date,
                          time_control=TimeControl(time_control))
if share_tab.open is not False:
    with share_tab:
        parts.show_share(res, shared, extras, choice=choice, log=log, next_one=extra, date=date,
                         rounds=round_numbers)
if norms_tab.open is not False:
    with norms_tab:
        norm_panel(edited, games, round_numbers, date=date, player=player_name,
                   event=event_name, rating=profile.rating)
        # the panel's inputs as this run left them (the opponents' editor writes at the end)
        keep_in_url({**link_params, **encode_extras(replace(extras, norms=kept_norms()))})
