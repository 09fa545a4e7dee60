"""Event upload's one-player rounds view: the player's profile, the same systems and K rules as
the Tournament page, and the result with the K in use (support code, not a page)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypedDict

import streamlit as st

from elo_core.display.field_tables import shown_table
from elo_core.display.report import glicko_start_text
from elo_core.display.safe_text import markdown_text
from elo_core.display.text import change_text, k_text, rating_text, shown_performance, signed
from elo_core.errors import EloError, FileWarning
from elo_core.event import rate_event
from elo_core.field.season import date_source, event_date
from elo_core.field.time_controls import date_source_text
from elo_core.io import read_event_file
from elo_core.io.detect import csv_shape_of
from elo_core.io.rounds import rounds_games
from elo_core.models import Profile, System, TimeControl
from elo_core.scenarios import rounds_grid
from elo_core.scenarios.share_links import DEFAULT_RD, DEFAULT_VOLATILITY, TOURNAMENT_SYSTEMS
from elo_core.systems.result import EventResult, is_first_rating
from pages.ui.common import coerce, keys
from pages.ui.common.kept import KEEP
from pages.ui.common.warnings_view import show_warnings
from pages.ui.event_upload.views import show_problems

DEFAULT_CHOICE = "classic_bands"  # the Tournament page's default: the seed's worked example


class FieldOnly(TypedDict, total=False):
    """A widget's options while it does not apply (disabled, and why)."""

    disabled: bool
    help: str


def field_only() -> FieldOnly:
    """Options of the whole-field System and K widgets: disabled, saying why, while the kept
    upload is a one-player rounds file (it is rated with the choices of its own view)."""
    kept = st.session_state.get(keys.UP_DATA)
    if kept is None or csv_shape_of(kept[2]) != "rounds":
        return {}
    return {"disabled": True, "help": "For files with a whole field: this one-player file is "
                                      "rated with the system and K chosen in its view below."}


@dataclass(frozen=True, kw_only=True, slots=True)
class SystemChoice:
    """The one-player view's system choice (a key of TOURNAMENT_SYSTEMS), K, RD and volatility."""

    choice: str
    k: float | None
    rd: float
    volatility: float


@dataclass(frozen=True, kw_only=True, slots=True)
class RoundsRating:
    """A one-player file rated: the result, the date its rules were taken from and why, and the
    reader's warnings."""

    result: EventResult
    when: dt.date
    dated: str
    warnings: tuple[FileWarning, ...]


def _default(key: str, option: str, value: Any) -> dict[str, Any]:
    """A widget's default, given only while the session holds no value for it (one set from an
    address or a saved run: Streamlit warns about a widget given both)."""
    return {} if key in st.session_state else {option: value}


def system_inputs() -> SystemChoice:
    """The system and K rule (the Tournament page's choices), the K override and Glicko-2's
    RD and volatility."""
    left, middle, right = st.columns([2, 1, 1])  # the system's whole name fits
    choices = list(TOURNAMENT_SYSTEMS)
    choice = left.selectbox(
        "Rating system and K rule", choices, key=keys.UP_R_SYSTEM, **KEEP,
        **_default(keys.UP_R_SYSTEM, "index", choices.index(DEFAULT_CHOICE)),
        format_func=lambda c: TOURNAMENT_SYSTEMS[c][2],
        help="The same choices as on the Tournament page (the System above is for files "
             "with a whole field).")
    system = TOURNAMENT_SYSTEMS[choice][0]
    fixed = choice == "classic_fixed"
    k = middle.number_input("K" if fixed else "K (optional override)", min_value=1.0,
                            max_value=200.0, value=None, key=keys.UP_R_K, **KEEP,
                            disabled=not system.has_k,
                            help="Fixed K: the K of every game." if fixed else
                            "Empty: the K rule of the system chosen beside it.")
    rd, vol = DEFAULT_RD, DEFAULT_VOLATILITY
    if not system.has_k:
        rd = right.number_input("Rating deviation (RD)", min_value=1.0, max_value=500.0,
                                key=keys.UP_R_RD, **KEEP,
                                **_default(keys.UP_R_RD, "value", DEFAULT_RD))
        vol = right.number_input("Volatility", min_value=0.0001, max_value=1.0,
                                 format="%.4f", key=keys.UP_R_VOL, **KEEP,
                                 **_default(keys.UP_R_VOL, "value", DEFAULT_VOLATILITY))
    return SystemChoice(choice=choice, k=coerce.optional_number(k), rd=float(rd),
                        volatility=float(vol))


def _metrics(res: EventResult, system: System) -> None:
    cols = st.columns(5)
    cols[0].metric("Rating before", "unrated" if res.rating is None else f"{res.rating:g}",
                   help="The rating you gave above")
    if res.k is not None:
        cols[1].metric("K in use", k_text(res.k), help=f"Why: {res.k_reason}.")
    elif res.new_rd is not None:
        cols[1].metric("RD after", f"{res.new_rd:.1f}", help=f"Glicko-2 has no K: "
                       f"{res.k_reason}.")
    else:
        cols[1].metric("K in use", "none yet", help=f"{res.k_reason}.")
    if res.rating is None:  # no rating of one's own: no expected score, a first rating
        cols[2].metric("Score / expected", f"{res.score:g} / n/a",
                       help=f"Points in the {res.n_rated} rated games; n/a: without a rating "
                            "of your own there is no expected score (a first rating)")
    else:
        cols[2].metric("Score / expected", f"{res.score:g} / {res.expected:.2f}",
                       help=f"Points in the {res.n_rated} rated games, and the sum of their "
                            "expected scores")
    first = is_first_rating(res) or res.rating is None
    if res.new_rating is None or first:
        cols[3].metric("Rating change", "first rating" if res.new_rating is not None else "-",
                       help="Unrated before: the system's new-player rule sets a first "
                            "rating instead of a change")
    else:
        cols[3].metric("Rating change", change_text(res),
                       help="K x (score - expected), over the rated games"
                            + (" plus the US Chess bonus" if res.bonus > 0 else "")
                            + (", rounded once half away from zero" if system == System.FIDE
                               else ""))
    cols[4].metric("New rating", "-" if res.new_rating is None else
                   rating_text(res.new_rating, system), help=f"Rules: {res.edition}")


def show(data: bytes, name: str, *, date: dt.date | None, tc: str,
         computed: Callable[[tuple[Any, ...], Callable[[], Any]], Any]) -> int:
    """The one-player rounds view of an uploaded rounds file; the rated games it shows."""
    st.subheader("One player's rounds")
    st.caption("This file has one player's rounds: give the player's rating and profile, then "
               "choose the system and K rule, as on the Tournament page.")
    left, middle, right = st.columns(3)
    player = left.text_input("Player's name", key=keys.UP_NAME, **KEEP,
                             **_default(keys.UP_NAME, "value", "Player"))
    rating = middle.number_input("Player's rating (blank: unrated)", min_value=1.0,
                                 max_value=4000.0, value=None, key=keys.UP_RATING, **KEEP)
    games = right.number_input("Rated games before this event (blank: established)",
                               min_value=0, value=None, step=1, key=keys.UP_GAMES, **KEEP)
    birth = left.number_input("Birth year (junior K rule)", min_value=1880, max_value=2100,
                              value=None, step=1, key=keys.UP_BIRTH, **KEEP)
    peak = middle.number_input("Peak rating (2400 K rule)", min_value=1.0, max_value=4000.0,
                               value=None, key=keys.UP_PEAK, **KEEP)
    picked = system_inputs()
    choice, k, rd, vol = picked.choice, picked.k, picked.rd, picked.volatility
    system, k_rule, _ = TOURNAMENT_SYSTEMS[choice]
    inputs = ("rounds", st.session_state[keys.UP_DATA][0], choice, k, rd, vol, date, tc, player,
              rating, games, birth, peak)

    def work() -> RoundsRating:
        event = read_event_file(data, source=name, player=player, player_rating=rating)
        when = event_date(event.games["date"], date)
        profile = Profile(rating=rating, games_played=None if games is None else int(games),
                          birth_year=None if birth is None else int(birth), peak_rating=peak,
                          rd=rd, volatility=vol)
        res = rate_event(profile, rounds_games(event), system=system, date=when,
                         time_control=TimeControl(tc), k=k, k_rule=k_rule)
        return RoundsRating(result=res, when=when, warnings=event.warnings,
                            dated=date_source_text(date_source(event.games["date"], date)))

    done = computed(inputs, work)
    if isinstance(done, EloError):
        show_problems(name, done)
        st.stop()
    res, when, dated = done.result, done.when, done.dated
    show_warnings(done.warnings)
    st.caption(f"Rated under: {markdown_text(res.edition)}; event date {when:%Y-%m-%d} "
               f"({dated}).")
    _metrics(res, system)
    st.markdown(f"**{'Why this K' if res.k is not None else 'Why no K'}:** "
                f"{markdown_text(res.k_reason)}.")
    start = glicko_start_text(res, vol)
    if start:
        st.info(start)
    if res.floor_note:
        st.warning(f"Rating floor: {markdown_text(res.floor_note)}")
    if res.new_rating is None:  # say why (the engine's notes), not just '-'
        st.info(f"No new rating yet: {markdown_text('; '.join(res.notes) or res.k_reason)}.")
    else:
        for note in res.notes:
            st.caption(f"Note: {markdown_text(note)}")
    if res.new_rd is not None:
        st.caption(f"New RD {res.new_rd:.1f}, volatility {res.new_volatility:.5f}.")
    perf, method = shown_performance(res)
    st.caption(f"Performance {'-' if perf is None else f'{perf:.0f}'}: the {method}. (The "
               "Calculator's single-game performance is the linear one.)")
    if res.bonus > 0:
        st.caption(f"US Chess bonus {signed(res.bonus)} included in the change.")
    st.dataframe(shown_table(rounds_grid.game_log(res)), hide_index=True, key="upload_game_log")
    return int(res.n_rated)
