"""Session-state keys of every page, their defaults and the labels bound widgets write to links."""

from __future__ import annotations

from typing import Any

from elo_core.rules.expected import CLASSIC_LABEL

# ---- keys: calculator (the scenario inputs live in the URL: the key is the parameter) ----------
CALC_OWN, CALC_OPP, CALC_RESULT = "calc_own", "calc_opp", "calc_result"
CALC_MODEL, CALC_K_RULE, CALC_K = "calc_model", "calc_k_rule", "calc_k"
CALC_GAMES, CALC_BIRTH, CALC_PEAK, CALC_DATE = "calc_games", "calc_birth", "calc_peak", "calc_date"
CALC_OPP_K, CALC_POP, CALC_OPP_GAMES = "calc_opp_k", "calc_pop", "calc_opp_games"
CALC_BOUND = (CALC_OWN, CALC_OPP, CALC_RESULT, CALC_MODEL, CALC_K_RULE, CALC_K, CALC_GAMES,
              CALC_BIRTH, CALC_PEAK, CALC_DATE, CALC_OPP_K,
              CALC_OPP_GAMES)  # written to the address by pages/ui/calculator/link.py
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
UP_WRITTEN = "upload_written"  # the page's parameters it wrote to the address, latest last
UP_GONE = "upload_gone"  # the address named an upload the server no longer holds
UP_RUN_NAME = "upload_run_name"
NORM_EDITION, NORM_PAIRING = "norm_edition", "norm_pairing"  # Event upload's Title norms view
NORM_ROUNDS, NORM_ASSUME, NORM_TYPES = "norm_rounds", "norm_assume", "norm_types"
NORM_ONLY, NORM_PLAYER, NORM_EVENT = "norm_only", "norm_player", "norm_event"
NORM_SHOW = "norm_show"
NORM_BY_DATE, NORM_FROM_FILE = "by the start date", "from the file"  # edition, pairing defaults
# ---- keys: analysis lab (uploaded bytes; choices kept for the session; simulation in the URL) --
AN_FILE, AN_DATA, AN_SOURCE = "an_file", "an_data", "an_source"  # AN_DATA: (id, name, bytes)
AN_BIN, AN_KS, AN_PLAYERS, AN_K_PAIR = "an_bin", "an_ks", "an_players", "an_k_pair"
AN_TAB = "an_tab"  # the open tab (reopened after a page switch: pages/ui/common/kept.py)
T_TAB = "t_tab"  # the Tournament page's open tab below the result (the same)
SIM_TRUE, SIM_START, SIM_KS, SIM_GAMES = "sim_true", "sim_start", "sim_k", "sim_games"
SIM_RUNS, SIM_SEED, SIM_DRAWS = "sim_runs", "sim_seed", "sim_draws"
FLASH = "flash"  # one message to show on the next page that renders
DEEP_LINK = "deep_link"  # page and URL parameters to reopen once app.py has run
LINK_PROBLEMS = "link_problems"  # what was wrong with the URL values a page dropped

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
LAST_SAVED = "last_saved"  # kind -> (name, inputs, run id) of this session's last save
