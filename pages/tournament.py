"""Tournament page: one player's event, round by round, under the rating system of your choice."""

from __future__ import annotations

from dataclasses import replace

import streamlit as st

from elo_core.errors import EloError
from elo_core.scenarios import rounds_grid, share_links
from elo_core.scenarios.one_event import read_rounds, run_event
from elo_core.scenarios.page_extras import PageExtras, TargetKind, encode_extras
from elo_core.scenarios.rounds_checks import rounds_warnings
from pages.ui.common import coerce, kept, keys, messages, session
from pages.ui.common.messages import md
from pages.ui.common.norm_state import kept_norms
from pages.ui.common.warnings_view import show_warnings
from pages.ui.tournament import parts, rounds_editor, widgets
from pages.ui.tournament.link import keep_in_url, open_tournament_link
from pages.ui.tournament.norm_panel import norm_panel
from pages.ui.tournament.result import show_result

session.page_setup("pages/tournament.py")

DEFAULT_REMAINING = keys.TOURNAMENT_DEFAULTS[keys.T_REMAINING]  # not written to the link

open_tournament_link()
messages.show_flash()
st.title("Tournament: one player's event")
st.caption("Your profile and the rounds you played. Unplayed games (byes, forfeits) and unrated "
           "opponents are listed but, as the rules say, never rated.")

options = widgets.read_options()
st.subheader("Rounds")
edited = rounds_editor.edit_rounds()
rounds = read_rounds(edited)
for problem in rounds.problems:
    st.error(messages.problem_text(problem))
if not rounds.problems and not rounds.games:
    st.warning("The rounds table is empty: add at least one round.")
if rounds.problems or not rounds.games:
    st.stop()
said = rounds_warnings(rounds.games, rounds_grid.game_rows(edited), player=options.player,
                       rating=options.rating, date=options.date, event=options.event,
                       birth_year=options.birth_year)
show_warnings(said, typed=True)  # what a file of these rounds would be warned about

try:
    run = run_event(options, rounds.games)
except EloError as exc:
    st.error(md(exc))
    st.stop()
res, profile, games, numbers = run.result, run.profile, list(rounds.games), list(rounds.numbers)
system, k_rule, date = options.system, options.k_rule, options.date
link_params = share_links.encode_tournament(run.scenario)
remaining = st.session_state.get(keys.T_REMAINING)
extras = PageExtras(  # (the target's inputs, kept in the session whether their tab is open or not)
    player=options.player, event=options.event,
    remaining=None if remaining == DEFAULT_REMAINING else remaining,
    target_kind=TargetKind(st.session_state.get(keys.T_TARGET_KIND) or "rating"),
    target=coerce.optional_number(st.session_state.get(keys.T_TARGET)), norms=kept_norms())
keep_in_url({**link_params, **encode_extras(extras)})

extra = show_result(res, profile, games, system=system, date=date, k=options.k, k_rule=k_rule)

log = rounds_grid.game_log(res, numbers)
# Only the open tab is drawn (a switch reruns the page), so the first chart on screen does not
# wait for the other sections' charts and tables; a closed tab's inputs keep their values.
game_tab, systems_tab, needed_tab, share_tab, norms_tab = kept.tabs(
    ["Game by game", "Under every system", "What you still need", "Share and save",
     "Title norms"], key=keys.T_TAB)
if game_tab.open is not False:
    with game_tab:
        parts.show_game_by_game(res, log, numbers)
if systems_tab.open is not False:
    with systems_tab:
        parts.show_compare(profile, games, system=system, k_rule=k_rule, k=options.k, date=date,
                           time_control=options.time_control, rounds=numbers)
if needed_tab.open is not False:
    with needed_tab:
        parts.show_needed(res, profile, games, system=system, k_rule=k_rule, k=options.k,
                          date=date, time_control=options.time_control)
if share_tab.open is not False:
    with share_tab:
        parts.show_share(res, run.scenario, extras, choice=options.choice, log=log,
                         next_one=extra, date=date, rounds=numbers, warnings=said)
if norms_tab.open is not False:
    with norms_tab:
        norm_panel(edited, games, numbers, date=date, player=options.player,
                   event=options.event, rating=profile.rating)
        # the panel's inputs as this run left them (the opponents' editor writes at the end)
        keep_in_url({**link_params, **encode_extras(replace(extras, norms=kept_norms()))})
