"""Tournament page: one player's event, round by round, under the rating system of your choice."""

from __future__ import annotations

import streamlit as st

from elo_core.display import figures
from elo_core.display.report import bonus_text, glicko_start_text
from elo_core.display.text import (
    PERFORMANCE_FIDE,
    PERFORMANCE_LINEAR,
    PERFORMANCE_PERFECT,
    change_text,
    k_text,
    rating_text,
    record_parts,
    score_text,
    signed,
)
from elo_core.errors import EloError
from elo_core.event import rate_event
from elo_core.models import Profile, System, TimeControl
from elo_core.rules.editions import EARLIEST, LATEST
from elo_core.scenarios import rounds_grid, share_links
from elo_core.scenarios.page_extras import PageExtras, TargetKind, encode_extras
from elo_core.systems.result import is_first_rating, trajectory
from elo_core.whatif import next_game
from pages.ui import state as ui
from pages.ui import tournament_parts as parts
from pages.ui.norm_panel import norm_panel

ui.page_setup("pages/tournament.py")

SYSTEMS = share_links.TOURNAMENT_SYSTEMS  # choice -> (system, K rule, label)
DEFAULT_REMAINING = ui.TOURNAMENT_DEFAULTS[ui.T_REMAINING]  # not written to the link


def _reset_rounds() -> None:
    ui.set_rounds(rounds_grid.rounds_frame([]))
    st.session_state[CLEAR_POPOVER] = False  # closed: the next click reaches the table


CLEAR_POPOVER = "t_clear_popover"  # the "Clear all rounds" popover's open state


def _rating_changed() -> None:
    if st.session_state.get(ui.T_SIMULATOR):
        _reset_rounds()
        ui.flash("Simulator mode: a new starting rating starts a new series of games.")


ui.open_tournament_link()
ui.show_flash()
st.title("Tournament: one player's event")
st.caption("Your profile and the rounds you played. Unplayed games (byes, forfeits) and unrated "
           "opponents are listed but, as the rules say, never rated.")

choice = st.selectbox("Rating system", list(SYSTEMS), key=ui.T_SYSTEM,
                      format_func=lambda c: SYSTEMS[c][2], persist_state="session")
system, k_rule, _ = SYSTEMS[choice]
cols = st.columns(4)
rating = cols[0].number_input("Your rating (empty = unrated)", value=None, key=ui.T_RATING,
                              step=1, persist_state="session", on_change=_rating_changed)
games_played = cols[1].number_input("Rated games played before", key=ui.T_GAMES, step=1,
                                    persist_state="session")
birth = cols[2].number_input("Birth year (optional)", value=None, key=ui.T_BIRTH, step=1,
                             persist_state="session")
peak = cols[3].number_input("Peak rating (optional)", value=None, key=ui.T_PEAK, step=1,
                            persist_state="session")
cols = st.columns(4)
date = cols[0].date_input("Event date (rules as of)", key=ui.T_DATE, persist_state="session",
                          min_value=EARLIEST, max_value=LATEST)
time_control = cols[1].selectbox("Time control", [t.value for t in TimeControl], key=ui.T_TC,
                                 persist_state="session")
k_override = cols[2].number_input("K (optional override)" if choice != "classic_fixed" else "K",
                                  value=None, key=ui.T_K, step=1, persist_state="session",
                                  disabled=system == System.GLICKO2)
if system == System.GLICKO2:
    rd = cols[3].number_input("Rating deviation (RD)", key=ui.T_RD, persist_state="session")
    vol = st.number_input("Volatility", key=ui.T_VOL, format="%.4f", persist_state="session")
else:
    rd, vol = st.session_state[ui.T_RD], st.session_state[ui.T_VOL]

ncols = st.columns(2)
player_name = ncols[0].text_input("Player's name (for the report)", key=ui.T_PLAYER,
                                  max_chars=100, persist_state="session")
event_name = ncols[1].text_input("Event name (for the report)", key=ui.T_EVENT, max_chars=100,
                                 persist_state="session")

st.subheader("Rounds")
if ui.T_EDITOR not in st.session_state:  # the editor opens (again) on the current rounds
    st.session_state[ui.T_ROUNDS_BASE] = st.session_state[ui.T_ROUNDS]
edited = st.data_editor(
    st.session_state[ui.T_ROUNDS_BASE], key=ui.T_EDITOR, num_rows="dynamic", hide_index=True,
    placeholder="",  # an empty cell reads blank, not a grey 'None'
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
st.session_state[ui.T_ROUNDS] = edited
bcols = st.columns([1, 3])
with bcols[0].popover("Clear all rounds", key=CLEAR_POPOVER, on_change="rerun",
                      disabled=edited.empty):
    st.warning(f"This removes all {len(edited)} rounds from the table; there is no undo "
               "(a saved run or the page address keeps a copy).")
    st.button("Yes, clear all rounds", on_click=_reset_rounds, key="t_clear", type="primary")
bcols[1].toggle("Simulator mode: a new starting rating clears the rounds", key=ui.T_SIMULATOR,
                persist_state="session",
                help="For trying out series of games: each time you change your starting "
                     "rating, the rounds table starts empty again. Off: the rounds stay.")

games, problems = rounds_grid.games_from_rounds(edited)
round_numbers, number_problems = rounds_grid.round_numbers(edited)
problems += number_problems
for problem in problems:
    st.error(ui.problem_text(problem))
if not problems and not games:
    st.warning("The rounds table is empty: add at least one round.")
if problems or not games:
    st.stop()

try:
    profile = Profile(rating=ui.optional_number(rating), games_played=int(games_played or 0),
                      birth_year=None if birth is None else int(birth),
                      peak_rating=ui.optional_number(peak), rd=float(rd), volatility=float(vol))
    res = rate_event(profile, games, system=system, date=date,
                     time_control=TimeControl(time_control),
                     k=ui.optional_number(k_override), k_rule=k_rule)
except EloError as exc:
    st.error(ui.md(exc))
    st.stop()
shared = share_links.TournamentScenario(
    system=choice, rating=profile.rating, games_played=int(games_played or 0), games=tuple(games),
    k=ui.optional_number(k_override), birth_year=profile.birth_year,
    peak_rating=profile.peak_rating, date=date, time_control=TimeControl(time_control),
    rd=profile.rd, volatility=profile.volatility)
link_params = share_links.encode_tournament(shared)
ui.keep_in_url({**link_params, **encode_extras(PageExtras(
    player=player_name, event=event_name,
    remaining=None if st.session_state.get(ui.T_REMAINING) == DEFAULT_REMAINING
    else st.session_state.get(ui.T_REMAINING),
    target_kind=TargetKind(st.session_state.get(ui.T_TARGET_KIND) or "rating"),
    target=ui.optional_number(st.session_state.get(ui.T_TARGET))))})

st.subheader("Result")
first = is_first_rating(res)  # a first rating, not a change
glicko_start = glicko_start_text(res, profile.volatility)  # a Glicko-2 first rating
top = st.columns(4)
if first:
    top[0].metric("Rating change", "first rating",
                  help="You start unrated: the new-player rule of the system sets a first "
                       "rating instead of adding K × (score - expected).")
    top[1].metric("First rating", rating_text(res.new_rating, system))
elif glicko_start:
    top[0].metric("Rating change", "first rating",
                  f"{signed(res.change)} from the assumed 1500", delta_color="off",
                  help="You start unrated: Glicko-2 starts a new player at 1500, RD 350.")
    top[1].metric("First rating", rating_text(res.new_rating, system))
elif system == System.FIDE:  # whole points; the unrounded change below (fits at 1400 px)
    top[0].metric("Rating change", signed(res.change_rounded, 0),
                  f"unrounded {signed(res.change, 2)}", delta_color="off", delta_arrow="off",
                  help="FIDE adds K x (score - expected) over the period and rounds it once, "
                       "half away from zero.")
    top[1].metric("New rating", rating_text(res.new_rating, system))
else:
    top[0].metric("Rating change", change_text(res),
                  help="K x (score - expected score), over the rated games"
                       + (" plus the US Chess bonus" if res.bonus > 0 else ""))
    top[1].metric("New rating", rating_text(res.new_rating, system),
                  help="Your rating plus the change")
if res.k is not None:
    top[2].metric("K", k_text(res.k), help=f"Why: {res.k_reason}.")
elif res.new_rd is not None:
    top[2].metric("RD after", f"{res.new_rd:.1f}", help=f"{res.k_reason}.")
else:
    top[2].metric("K", "none yet", help=f"{res.k_reason}.")
board, besides = record_parts(res)  # the rest below the counts: the whole fits at 1400 px
top[3].metric("Record", board, besides or None, delta_color="off", delta_arrow="off",
              help="Every round: wins, draws and losses over the board, then below them the "
                   "games not rated (among those) and the unplayed ones (byes, forfeits).")
st.markdown(f"**{'Why this K' if res.k is not None else 'Why no K'}:** {res.k_reason}.  \n"
            f"**Rules:** {res.edition}.")
if glicko_start:
    st.info(glicko_start)
bonus = bonus_text(res, date)
if bonus:
    st.metric("US Chess bonus", signed(res.bonus), help="Bonus points are added to the "
              "change on top of K(S-E) when the event result beats the threshold.")
    st.caption(bonus + ".")
if res.floor_note:
    st.warning(f"Rating floor: {ui.md(res.floor_note)}")
for note in res.notes:
    st.caption(f"Note: {ui.md(note)}")
if res.new_rd is not None:
    st.caption(f"New RD {res.new_rd:.1f}, volatility {res.new_volatility:.5f}.")
if res.n_rated == 0:
    st.info("None of these games is rated (byes, forfeits or unrated opponents only): the rating "
            "does not change.")
    st.stop()

mid = st.columns(4)
mid[0].metric("Actual score", f"{res.score:g} of {res.n_rated}", f"{res.percent:.0f} %",
              delta_color="off", delta_arrow="off",
              help=f"Points in the rated games. Every round: {score_text(res)}.")
if first:
    mid[1].metric("Expected score", "n/a", help="Without a rating of your own there is no "
                  "expected score: the first rating comes from your results instead.")
    mid[2].metric("Over / under expectation", "n/a")
else:
    mid[1].metric("Expected score", f"{res.expected:.3f} of {res.n_rated}",
                  f"{100 * res.expected / res.n_rated:.1f} %", delta_color="off",
                  delta_arrow="off", help="The sum of each rated game's expected score "
                  "(the game log's 'expected' column)")
    mid[2].metric("Over / under expectation", f"{res.over_performance:+.3f}",
                  help="Actual score minus expected score in the rated games: above 0 you did "
                       "better than your rating predicted, and your rating goes up.")
mid[3].metric("Average opponent", f"{res.average_opponent:.0f}",
              help="The mean rating of your rated opponents.")
if res.total_points != res.score:
    st.caption(f"{res.total_points:g} points in all: byes and forfeits count for the standings "
               f"but only the {res.score:g} scored in played games against rated opponents are "
               "rated.")
perf = res.performance
own = res.rating
low = st.columns(4)
for cell, (label, value, why) in zip(low, (
        ("Performance (FIDE table)", perf.fide, PERFORMANCE_FIDE),
        ("Performance (linear)", perf.linear, PERFORMANCE_LINEAR),
        ("Perfect performance", perf.perfect, PERFORMANCE_PERFECT)), strict=False):
    delta = None if value is None or own is None else f"{value - own:+.0f} vs your rating"
    cell.metric(label, "-" if value is None else f"{value:.0f}", delta,
                help=why[0].upper() + why[1:] + ".")
extra = next_game(res)
if extra is not None:
    low[3].metric("Another win", signed(extra.win), f"a loss: {signed(extra.loss)}",
                  delta_color="off", delta_arrow="off",
                  help=f"Next game priced from {extra.from_rating:.1f} against "
                       f"{extra.opponent_rating:.0f}")
    st.caption(f"Another win would add {signed(extra.win)}, another loss would cost "
               f"{signed(extra.loss)}: one more game against the {extra.opponent_rating:.0f} "
               f"average, priced from your new rating {extra.from_rating:.1f}.")
if res.percent in (0, 100):
    st.caption("At 0 % or 100 % the linear performance only says 'at least' or 'at most': "
               "the perfect performance is the better guide.")

st.subheader("Game by game")
log = rounds_grid.game_log(res, round_numbers)
st.dataframe(rounds_grid.shown_log(log), hide_index=True, key="t_log", column_config={
    "expected": st.column_config.Column(help="Expected score (E) of the game. Under FIDE it is "
                                        "PD, the expected score FIDE's table lists for the "
                                        "gap; else the logistic curve's value.")})
rated_lines = [(number, line) for number, line in zip(round_numbers, res.games, strict=False)
               if line.rated and line.change is not None]
st.plotly_chart(figures.points_bars(
    [f"round {number}" for number, _ in rated_lines],
    [line.change or 0.0 for _, line in rated_lines],
    [line.expected or 0.0 for _, line in rated_lines],
    [line.result.score for _, line in rated_lines]),
    key="t_points")
if res.rating is not None and res.k is not None:
    st.plotly_chart(figures.trajectory(trajectory(res), ["start", *(
        f"round {number}" for number in round_numbers)]), key="t_trajectory")

parts.show_compare(profile, games, system=system, k_rule=k_rule,
                   k=ui.optional_number(k_override), date=date,
                   time_control=TimeControl(time_control), rounds=round_numbers)
remaining, kind, target = parts.show_needed(
    res, profile, games, system=system, k_rule=k_rule, k=ui.optional_number(k_override),
    date=date, time_control=TimeControl(time_control))

parts.show_share(res, shared, PageExtras(
    player=player_name, event=event_name,
    remaining=None if remaining == DEFAULT_REMAINING else remaining, target_kind=kind,
    target=target), choice=choice, log=log, next_one=extra, date=date, rounds=round_numbers)
norm_panel(edited, games, round_numbers, date=date, player=player_name, event=event_name)
