"""Session-state keys, their defaults and small shared UI helpers (a helper module, not a page)."""

from __future__ import annotations

import datetime as dt
import math
from typing import Any

import pandas as pd
import streamlit as st
from streamlit.errors import StreamlitAPIException

from elo_core.display.safe_text import markdown_text
from elo_core.errors import EloError, Problem
from elo_core.rules.expected import CLASSIC_LABEL
from elo_core.scenarios import page_extras, rounds_grid, share_links
from elo_core.scenarios.store import RunStore
from pages.ui.common.norm_state import put_norms
from pages.ui.server import memory

# ---- keys: calculator (the scenario inputs live in the URL: the key is the parameter) ----------
CALC_OWN, CALC_OPP, CALC_RESULT = "calc_own", "calc_opp", "calc_result"
CALC_MODEL, CALC_K_RULE, CALC_K = "calc_model", "calc_k_rule", "calc_k"
CALC_GAMES, CALC_BIRTH, CALC_PEAK, CALC_DATE = "calc_games", "calc_birth", "calc_peak", "calc_date"
CALC_OPP_K, CALC_POP, CALC_OPP_GAMES = "calc_opp_k", "calc_pop", "calc_opp_games"
CALC_BOUND = (CALC_OWN, CALC_OPP, CALC_RESULT, CALC_MODEL, CALC_K_RULE, CALC_K, CALC_GAMES,
              CALC_BIRTH, CALC_PEAK, CALC_DATE, CALC_OPP_K,
              CALC_OPP_GAMES)  # written to the address by pages/ui/calc_link.py
# ---- keys: S-curve explorer (bound to the URL, so the key is the query parameter) --------------
SC_GAP, SC_KS, SC_K_CUSTOM, SC_RESULT, SC_CAP = "gap", "ks", "k", "result", "cap"
SC_OWN, SC_OPP, SC_CURVE = "own", "opp", "curve"
# ---- keys: tournament --------------------------------------------------------------------------
T_SYSTEM, T_K, T_RATING, T_GAMES = "t_system", "t_k", "t_rating", "t_games"
T_BIRTH, T_PEAK, T_DATE, T_TC = "t_birth", "t_peak", "t_date", "t_tc"
T_RD, T_VOL = "t_rd", "t_vol"
T_ROUNDS = "t_rounds"  # canonical rounds table (DataFrame), survives page switches
T_ROUNDS_BASE = "t_rounds_base"  # what the editor was opened with
T_EDITOR = "t_rounds_editor"  # the data editor's own (delta) state
T_REMAINING, T_TARGET_KIND = "t_remaining", "t_target_kind"
T_TARGET, T_FIELD = "t_target", "t_field"
T_RUN_NAME, C_RUN_NAME = "t_run_name", "c_run_name"
T_PDF, T_SIMULATOR = "t_pdf", "t_simulator"  # (report html, pdf bytes); reset-on-rating switch
T_LINK_OPENED = "t_link_opened"  # the share-link parameters already loaded into the page
T_PLAYER, T_EVENT = "t_player", "t_event"  # names for the report (kept in the link)
# ---- keys: event upload (the uploads' bytes, names and ids; the last computation, its inputs) --
UP_FILE, UP_PLAYERS_FILE, UP_COMPUTED = "upload_file", "upload_players_file", "upload_computed"
UP_DATA, UP_PLAYERS = "upload_data", "upload_players"  # (file id, name, bytes)
UP_SYSTEM, UP_K, UP_DATE, UP_TC = "upload_system", "upload_k", "upload_date", "upload_tc"
UP_NAME, UP_RATING, UP_GAMES = "upload_player_name", "upload_player_rating", "upload_games"
UP_BIRTH, UP_PEAK, UP_EVENT = "upload_birth", "upload_peak", "upload_event"
UP_PLAYER, UP_SEASON = "upload_player", "upload_season"
UP_AHEAD = "upload_ahead"  # the inputs whose other systems were started in the background
UP_GENERATION = "upload_generation"  # +1 at each Forget: the uploaders get new, empty keys
UP_R_SYSTEM, UP_R_K = "upload_r_system", "upload_r_k"  # one-player rounds: Tournament choices
UP_R_RD, UP_R_VOL = "upload_r_rd", "upload_r_vol"
UP_EVENT_TC = "upload_event_tc"  # + "_blitz" etc.: events the user rates under that time control
# ---- keys: analysis lab (uploaded bytes; choices kept for the session; simulation in the URL) --
AN_FILE, AN_DATA, AN_SOURCE = "an_file", "an_data", "an_source"  # AN_DATA: (id, name, bytes)
AN_BIN, AN_KS, AN_PLAYERS, AN_K_PAIR = "an_bin", "an_ks", "an_players", "an_k_pair"
AN_TAB = "an_tab"  # the open tab (reopened after a page switch: pages/ui/kept.py)
T_TAB = "t_tab"  # the Tournament page's open tab below the result (the same)
SIM_TRUE, SIM_START, SIM_KS, SIM_GAMES = "sim_true", "sim_start", "sim_k", "sim_games"
SIM_RUNS, SIM_SEED, SIM_DRAWS = "sim_runs", "sim_seed", "sim_draws"
FLASH = "flash"  # one message to show on the next page that renders
DEEP_LINK = "deep_link"  # page and URL parameters to reopen once app.py has run
LINK_PROBLEMS = "link_problems"  # what was wrong with the URL values a page dropped
_PROCESS = {"entrypoint_ran": False}  # process-wide, like Streamlit's own navigation mode


# A bound choice widget writes its label to the URL, so the labels are short (help says more).
CALC_LABELS: dict[str, dict[str, str]] = {
    CALC_RESULT: {"win": "Win", "draw": "Draw", "loss": "Loss"},
    CALC_MODEL: {"classic": CLASSIC_LABEL, "fide": "FIDE table"},
    CALC_K_RULE: {"fixed": "Fixed K", "auto": "Simple auto", "fide": "FIDE profile",
                  "uscf_bands": "US Chess bands", "uscf": "US Chess formula"},
}
CALC_DEFAULTS: dict[str, Any] = {
    CALC_OWN: 1613, CALC_OPP: 1609, CALC_RESULT: "win", CALC_MODEL: "classic",
    CALC_K_RULE: "fixed", CALC_K: 32, CALC_GAMES: 50, CALC_BIRTH: None, CALC_PEAK: None,
    CALC_DATE: None, CALC_OPP_K: None, CALC_POP: "fide-standard-2025-02-197feds-all",
    CALC_OPP_GAMES: None,
}
TOURNAMENT_DEFAULTS: dict[str, Any] = {
    T_SYSTEM: "classic_bands", T_K: None, T_RATING: 1550, T_GAMES: 120, T_BIRTH: None,
    T_PEAK: None, T_DATE: None, T_TC: "standard", T_RD: 200.0, T_VOL: 0.06,
    T_REMAINING: 2, T_TARGET_KIND: "rating", T_TARGET: None, T_FIELD: None, T_PLAYER: "",
    T_EVENT: "",
}
# Keys whose empty value (None) is a choice of its own ("unrated", "no override", "not given"):
# a saved None is restored as None, never replaced by the default.
NULLABLE = frozenset({CALC_BIRTH, CALC_PEAK, CALC_DATE, CALC_OPP_K, CALC_OPP_GAMES, T_RATING,
                      T_K, T_BIRTH, T_PEAK, T_DATE, T_FIELD, T_TARGET})


def init_state() -> None:
    """Give every tournament key its default once per session (never overwrite what was typed).
    The calculator's widgets take their defaults from CALC_DEFAULTS themselves (see calc_link):
    a widget given a default must not also get a value through st.session_state in one run."""
    for key, value in TOURNAMENT_DEFAULTS.items():
        if value is not None:  # a link's value still wins on a bound widget's first load
            st.session_state.setdefault(key, value)
    if CALC_DATE in st.session_state and st.session_state[CALC_DATE] is None:
        del st.session_state[CALC_DATE]  # a reopened run saved without a date: today again
    if st.session_state.get(T_DATE) is None:
        st.session_state[T_DATE] = dt.date.today()
    if T_ROUNDS not in st.session_state:
        st.session_state[T_ROUNDS] = rounds_grid.rounds_frame()
        st.session_state[T_ROUNDS_BASE] = st.session_state[T_ROUNDS]
    memory.watch_session()  # the session's memory is handed back once it ends


def mark_entrypoint() -> None:
    """Called by app.py after st.navigation: finish a deep link that arrived before it ever ran."""
    _PROCESS["entrypoint_ran"] = True
    link = st.session_state.pop(DEEP_LINK, None)
    if isinstance(link, dict) and isinstance(link.get("page"), str):
        st.switch_page(link["page"], query_params=link.get("query") or None)


def page_setup(page_path: str) -> None:
    """First lines of every page: default state, and a detour through app.py when needed.

    With a `pages/` folder next to app.py, Streamlit runs a page file on its own (the old
    folder-based navigation) until app.py has called st.navigation once in this server process.
    A shared link opened on a freshly started server would then miss the app's navigation, so
    the page sends the session through app.py once, keeping the page and its URL parameters.
    """
    if not _PROCESS["entrypoint_ran"]:
        st.session_state[DEEP_LINK] = {"page": page_path, "query": query()}
        try:
            st.switch_page("app.py")
        except StreamlitAPIException:  # the page runs on its own (a test of this page alone)
            st.session_state.pop(DEEP_LINK, None)
    init_state()


def query() -> dict[str, list[str]]:
    """The page's URL parameters, every value of each."""
    return {key: st.query_params.get_all(key) for key in st.query_params}


def drop_bad_link_values(page_path: str, problems: dict[str, str]) -> None:
    """Reopen the page without the URL values its widgets must not read, then say what was
    dropped (Streamlit would ignore some silently and fail on others, such as 'inf')."""
    if problems:
        st.session_state[LINK_PROBLEMS] = list(problems.values())
        kept = {key: values for key, values in query().items() if key not in problems}
        st.switch_page(page_path, query_params=kept)
    for message in st.session_state.pop(LINK_PROBLEMS, []):
        st.warning(md(message))  # it quotes the link's text: shown as typed, never as markup


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
        T_SYSTEM: shared.system, T_RATING: _whole(shared.rating), T_GAMES: shared.games_played,
        T_K: _whole(shared.k), T_BIRTH: shared.birth_year, T_PEAK: _whole(shared.peak_rating),
        T_DATE: shared.date or dt.date.today(), T_TC: shared.time_control.value,
        T_RD: shared.rd, T_VOL: shared.volatility, T_PLAYER: extras.player,
        T_EVENT: extras.event, T_TARGET_KIND: extras.target_kind.value,
        T_TARGET: _whole(extras.target)})
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


def _whole(value: float | None) -> float | int | None:
    return int(value) if value is not None and value.is_integer() else value  # step-1 inputs


def set_rounds(frame: pd.DataFrame) -> None:
    """Replace the rounds table and make the editor reopen on it (for resets and reopened runs)."""
    st.session_state[T_ROUNDS] = frame
    st.session_state[T_ROUNDS_BASE] = frame
    st.session_state.pop(T_EDITOR, None)


def md(text: object) -> str:
    """User or file text escaped for st.markdown / st.success / st.error... (shown literally:
    no bold, links or HTML)."""
    return markdown_text(text)


def flash(message: str) -> None:
    """Keep a message to show once on the next page that calls `show_flash` (markdown: escape
    any user text in it with `md`)."""
    st.session_state[FLASH] = message


def show_flash() -> None:
    """Show (and forget) a message left by `flash`."""
    message = st.session_state.pop(FLASH, None)
    if message:
        st.success(message)


# ---- reading widgets and cells -----------------------------------------------------------------
def problem_text(problem: Problem) -> str:
    """'Round 2, column "rating": ...' for the screen (escaped: it quotes the cell)."""
    where = f"Round {problem.line}" if problem.line is not None else "Table"
    column = f", column '{problem.column}'" if problem.column else ""
    return md(f"{where}{column}: {problem.message}")


def optional_number(value: Any) -> float | None:
    """A number input's value, or None when it was left empty."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return None
    return float(value)


# ---- formatting --------------------------------------------------------------------------------
def open_store() -> RunStore | None:
    """The saved-runs store, or None with an error shown when it cannot be opened."""
    try:
        store = RunStore()
    except EloError as exc:
        st.error(f"Saved runs are unavailable: {md(exc)}")
        return None
    for notice in store.notices:
        st.info(md(notice))
    return store


LAST_SAVED = "last_saved"  # kind -> (name, inputs, run id) of this session's last save


def save_run(store: RunStore, *, kind: str, name: str, inputs: dict[str, Any],
             headline: dict[str, Any]) -> None:
    """Save a run and say so. The same name and inputs saved again in this session (a form
    sent by Enter in its name box, then by its button) point to the run already saved instead
    of making a copy (unless that run was deleted meanwhile)."""
    last = st.session_state.get(LAST_SAVED, {}).get(kind)
    if last is not None and last[:2] == (name, inputs):
        try:
            run = store.get(last[2])
        except EloError:  # deleted on the Saved runs page: save it again
            run = None
        if run is not None:
            st.info(f"Already saved as '{md(run.name)}' (run {run.id}): nothing has changed "
                    "since.")
            return
    try:
        saved = store.save(kind=kind, name=name, inputs=inputs, headline=headline)
    except EloError as exc:
        st.error(md(exc))
        return
    st.session_state[LAST_SAVED] = {**st.session_state.get(LAST_SAVED, {}),
                                    kind: (name, inputs, saved.id)}
    st.success(f"Saved as '{md(saved.name)}' (run {saved.id}).")


def calculator_query(inputs: dict[str, Any]) -> dict[str, str]:
    """The calculator's URL parameters for saved `inputs` (a choice by its label, as its bound
    widget writes it), so a reopened run's address opens the same game."""
    out: dict[str, str] = {}
    for key in CALC_BOUND:
        value = inputs.get(key, CALC_DEFAULTS.get(key))
        if value is None:
            continue
        if key in CALC_LABELS:
            out[key] = CALC_LABELS[key].get(str(value), str(value))
        elif isinstance(value, int | float) and not isinstance(value, bool):
            out[key] = f"{int(value)}" if float(value).is_integer() else f"{value}"
        else:
            out[key] = str(value)
    return out


# ---- saving and reopening runs ------------------------------------------------------------------
def snapshot(keys: tuple[str, ...] | list[str],
             source: dict[str, Any] | None = None) -> dict[str, Any]:
    """The values of `keys` in `source` (the session state by default), as JSON-friendly values
    (dates become ISO text)."""
    values = st.session_state if source is None else source
    out: dict[str, Any] = {}
    for key in keys:
        value = values.get(key)
        out[key] = value.isoformat() if isinstance(value, dt.date) else value
    return out


def restore(inputs: dict[str, Any], defaults: dict[str, Any]) -> None:
    """Put saved values back under their keys (only known keys; dates parsed back)."""
    st.session_state.update(restored(inputs, defaults))


def restored(inputs: dict[str, Any], defaults: dict[str, Any]) -> dict[str, Any]:
    """The saved values of the known keys, dates parsed back, a number that is not one
    replaced by its default."""
    out: dict[str, Any] = {}
    for key, default in defaults.items():
        if key not in inputs:
            continue
        value = inputs[key]
        if value is None and key in NULLABLE:
            pass  # saved empty (unrated, no override...): stays empty
        elif key in (CALC_DATE, T_DATE) and isinstance(value, str):
            try:
                value = dt.date.fromisoformat(value)
            except ValueError:
                value = dt.date.today()
        elif default is not None and isinstance(default, int | float) and not isinstance(
                value, int | float):
            value = default
        out[key] = value
    return out
