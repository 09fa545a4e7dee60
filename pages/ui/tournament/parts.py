"""The tournament page's tabs below the result: the game log and its charts, every system side
by side, the target question and share / download / save (support code for pages/tournament.py,
not a page)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from functools import partial

import pandas as pd
import streamlit as st

from elo_core.display.compare import compare_bars, compare_systems, compare_table
from elo_core.display.event_figures import event_points_bars, event_trajectory
from elo_core.display.report import html_to_pdf, tournament_report
from elo_core.display.safe_text import safe_csv
from elo_core.display.text import file_stem, headline
from elo_core.display.xlsx_table import table_xlsx
from elo_core.errors import EloError, FileWarning
from elo_core.models import Game, Profile, System, TimeControl
from elo_core.rules.kfactor import KRule
from elo_core.rules.performance import LEADING
from elo_core.scenarios import rounds_grid
from elo_core.scenarios.norm_link import encode_norms
from elo_core.scenarios.page_extras import PageExtras, TargetKind, scenario_link
from elo_core.scenarios.share_links import TournamentScenario
from elo_core.systems.result import EventResult, trajectory
from elo_core.whatif import NextGame, needed_score, suggested_target
from pages.ui.common import coerce, keys, run_store
from pages.ui.common.downloads import XLSX_MIME
from pages.ui.common.messages import md
from pages.ui.common.norm_state import kept_norms
from pages.ui.tournament import share_address

# what a phone shows without scrolling sideways first: the result and its points
LOG_ORDER = ("round", "result", "opponent rating", "points", "expected", "opponent", "note")


def show_game_by_game(res: EventResult, log: pd.DataFrame, rounds: Sequence[int]) -> None:
    """The game log, each rated game's points as bars, and the rating round by round."""
    st.dataframe(rounds_grid.shown_log(log), hide_index=True, key="t_log", placeholder="",
                 column_order=LOG_ORDER, column_config={"expected": st.column_config.Column(
                     help="Expected score (E) of the game. Under FIDE it is PD, the expected "
                          "score FIDE's table lists for the gap; else the logistic curve's "
                          "value.")})  # (a game not rated shows blanks, never 'None')
    st.plotly_chart(event_points_bars(res, rounds), key="t_points")
    if res.rating is not None and res.k is not None:
        st.plotly_chart(event_trajectory(res, rounds), key="t_trajectory")


def show_compare(profile: Profile, games: Sequence[Game], *, system: System, k_rule: KRule,
                 k: float | None, date: dt.date, time_control: TimeControl,
                 rounds: Sequence[int]) -> None:
    """The same event under FIDE, US Chess, classic Elo and Glicko-2: table and bars."""
    st.subheader("The same event under every system")
    st.caption("Your profile and these rounds rated by FIDE, US Chess, classic Elo and Glicko-2 "
               "at once, each by its own rules: what K (or, for Glicko-2, the rating deviation "
               "RD) each one uses, and why. Classic Elo uses the K you chose above when the "
               "page is on classic Elo, else the simple auto rule; Glicko-2 the RD you chose "
               "when the page is on Glicko-2, else an RD fitted to your games played.")
    classic = system == System.CLASSIC
    rows = compare_systems(profile, games, date=date, time_control=time_control,
                           classic_rule=k_rule if classic else KRule.AUTO,
                           classic_k=k if classic else None,
                           glicko_rd=profile.rd if system == System.GLICKO2 else None)
    st.table(compare_table(rows).set_index("System"))
    st.plotly_chart(compare_bars(rows, rounds), key="t_compare_bars")
    st.caption("Bars: each game's points under each K system, and each system's event change "
               "at the right. Glicko-2 rates the whole event as one period, so only its event "
               "change is drawn.")


def show_needed(res: EventResult, profile: Profile, games: Sequence[Game], *, system: System,
                k_rule: KRule, k: float | None, date: dt.date,
                time_control: TimeControl) -> None:
    """'What do I need in the remaining rounds?': the inputs (kept in the session, where the
    page's address and share section read them) and the answer."""
    st.subheader("What do I need in the remaining rounds?")
    cols = st.columns(4)
    remaining = cols[0].number_input(
        "Remaining rounds", key=keys.T_REMAINING, step=1, min_value=0, max_value=50,
        persist_state="session",
        help="0 when the event is over: the answer is then what the rounds above give.")
    average = f"{res.average_opponent or 0.0:.0f}"
    field = cols[1].number_input(
        "Their average rating", value=None, key=keys.T_FIELD, step=1, persist_state="session",
        placeholder=f"{average} (default)",
        help=f"Empty: {average}, the average of your rated opponents above.")
    kind = TargetKind(cols[2].selectbox("Target", [k.value for k in TargetKind],
                                        key=keys.T_TARGET_KIND, persist_state="session"))
    rating = kind == TargetKind.RATING
    suggested = suggested_target(res.new_rating if rating else res.performance.by(LEADING))
    target = cols[3].number_input(
        "Target value", value=None, key=keys.T_TARGET, step=1, persist_state="session",
        placeholder=f"{suggested} (default)",
        help=f"Empty: {suggested}, the next 50 above your "
             + ("new rating." if rating else f"{LEADING} performance (the method shown first "
                                             "above, and the one title norms use)."))
    goal = float(target) if target is not None else float(suggested)
    try:
        need = needed_score(profile, games, remaining=int(remaining),
                            average=coerce.optional_number(field) or res.average_opponent or 0.0,
                            target_rating=goal if rating else None,
                            target_performance=None if rating else goal, system=system,
                            date=date, time_control=time_control, k=k, k_rule=k_rule)
        aim = f"{kind} {goal:g}"
        if need.score is None:
            st.warning(f"Out of reach ({aim}): {need.reason}.")
        elif need.remaining == 0:
            st.success(f"{aim[0].upper()}{aim[1:]} reached: {need.reason}.")
        else:
            st.success(f"For {aim} you need {need.score:g} of {need.remaining}: "
                       f"{need.reason}.")
    except EloError as exc:
        st.error(md(exc))


def show_share(res: EventResult, scenario: TournamentScenario, extras: PageExtras, *,
               choice: str, log: pd.DataFrame, next_one: NextGame | None, date: dt.date,
               rounds: Sequence[int], warnings: Sequence[FileWarning] = ()) -> None:
    """Share link, game log CSV, HTML and PDF report (named after the event and the player),
    and 'Save this run' (its summary names the rounds' warnings)."""
    st.subheader("Share, download, print, save")
    st.caption("Share this scenario: the link (also the page's own address) opens this "
               "profile, these rounds, the names and the target in a new page.")
    link = scenario_link(share_address.page_address("tournament"), scenario, extras)
    share_address.show_link(link, key="t_share_link")
    note = share_address.local_note(link)
    if note:
        st.caption(note)
    cols = st.columns(4)
    stem = file_stem(extras.event, extras.player)
    cols[0].download_button("Game log (CSV)", safe_csv(log), f"{stem}-game-log.csv",
                            mime="text/csv", key="t_csv", on_click="ignore")
    cols[0].download_button("Game log (Excel)", partial(table_xlsx, log),
                            f"{stem}-game-log.xlsx", mime=XLSX_MIME, key="t_xlsx",
                            on_click="ignore")
    report = tournament_report(
        res, title=st.session_state.get(keys.T_RUN_NAME) or extras.event or "Tournament",
        player=extras.player, event=extras.event, next_game=next_one,
        trajectory=trajectory(res), date=date, rounds=rounds)
    cols[1].download_button("Report (HTML)", report, f"{stem}-report.html",
                            mime="text/html", key="t_report", on_click="ignore",
                            help="One A4 page; prints cleanly from any browser")
    with cols[2]:
        if st.button("Prepare a PDF", key="t_pdf_make",
                     help="Printed by the Chromium installed on this machine"):
            try:
                st.session_state[keys.T_PDF] = (report, html_to_pdf(report))
            except EloError as exc:
                st.error(md(exc))
        ready = st.session_state.get(keys.T_PDF)
        if ready and ready[0] == report:
            st.download_button("Download the PDF", ready[1], f"{stem}-report.pdf",
                               mime="application/pdf", key="t_pdf_download", on_click="ignore")
    with cols[3].form("t_save", border=False):
        name = st.text_input("Name this run", key=keys.T_RUN_NAME, placeholder="Tournament")
        if st.form_submit_button("Save this run"):
            store = run_store.open_store()
            if store is not None:
                inputs = {**run_store.snapshot(tuple(keys.TOURNAMENT_DEFAULTS)),
                          "rounds": st.session_state[keys.T_ROUNDS].to_dict("records"),
                          "norms": encode_norms(kept_norms())}
                run_store.save_run(store, kind="tournament", name=name or "Tournament",
                                   inputs=inputs, headline=headline(res, choice, warnings=warnings))
