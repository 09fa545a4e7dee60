"""Analysis lab: the rating curve against real games, the K that fits them, the K trade-off."""

from __future__ import annotations

import streamlit as st

from elo_core import analysis
from elo_core.scenarios.url_checks import AnyOf, WholeRange, link_problems
from pages.ui.analysis import parts, saved
from pages.ui.analysis.choice import Choice, game_choice
from pages.ui.analysis.choice_link import GONE, UPLOADED, keep_choice_in_url, open_choice_link
from pages.ui.analysis.parts import SIM_K_CHOICES
from pages.ui.common import kept, keys, links, session
from pages.ui.common.kept import KEEP
from pages.ui.common.messages import md
from pages.ui.common.problems_view import show_problems_table
from pages.ui.common.upload_limit import upload_limit
from pages.ui.common.warnings_view import show_warnings

session.page_setup("pages/analysis.py")

LINK_VALUES = {keys.SIM_TRUE: WholeRange(low=100, high=3000),
               keys.SIM_START: WholeRange(low=100, high=3000),
               keys.SIM_KS: AnyOf(options=tuple(SIM_K_CHOICES)),
               keys.SIM_GAMES: WholeRange(low=10, high=500),
               keys.SIM_RUNS: WholeRange(low=50, high=1000),
               keys.SIM_SEED: WholeRange(low=0, high=999_999),
               keys.SIM_DRAWS: WholeRange(low=0, high=80)}
links.drop_bad_link_values("pages/analysis.py", link_problems(links.query(), LINK_VALUES))
parts.open_sim_link()


st.title("Analysis lab")
st.caption("Ask your games: does the Elo curve hold for them, which K would have predicted them "
           "best, and why K is a trade-off. It opens on a real tournament; upload your own file "
           "(CSV, spreadsheet, FIDE TRF or PGN) to analyse it. Nothing leaves this machine.")

LIMIT = upload_limit()  # the Event upload page's limit and wording
if LIMIT.problem is not None:  # no uploader then; the examples still work
    st.error(f"{md(LIMIT.problem)}. Until then only the examples can be analysed.")
upload = None if LIMIT.problem is not None else st.file_uploader(
    "Your own games file (optional)", key=keys.AN_FILE,
    type=["csv", "tsv", "txt", "xlsx", "ods", "trf", "trfx", "pgn"],
    max_upload_size=LIMIT.widget_mb,
    help=LIMIT.help)
if upload is not None and (st.session_state.get(keys.AN_DATA) or ("",))[0] != upload.file_id:
    st.session_state[keys.AN_DATA] = (upload.file_id, upload.name, upload.getvalue())
    st.session_state[keys.AN_SOURCE] = UPLOADED
    st.session_state.pop(GONE, None)
bundled = {ex.name: ex for ex in analysis.examples()}
open_choice_link(list(bundled))  # an example or an upload (held by the server) and its choice
kept.file_in_use(st, st.session_state.get(keys.AN_DATA), what="Your file")
if GONE in st.session_state:
    st.warning(st.session_state[GONE])
sources = [*bundled, *([UPLOADED] if keys.AN_DATA in st.session_state else [])]
if st.session_state.get(keys.AN_SOURCE) not in sources:
    st.session_state.pop(keys.AN_SOURCE, None)
source = st.selectbox("Games to analyse", sources, key=keys.AN_SOURCE, **KEEP,
                      format_func=lambda s: f"{UPLOADED}: {st.session_state[keys.AN_DATA][1]}"
                      if s == UPLOADED else f"Example: {bundled[s].description}")
name, data = (st.session_state[keys.AN_DATA][1:] if source == UPLOADED
              else (source, bundled[source].data))

read = parts.games_of_file(data, name)
games, warnings = read.games, read.warnings
if games is None:
    st.error(f"{md(name)} could not be used, nothing was analysed: {md(read.message)}")
    if read.problems is not None:
        show_problems_table(read.problems, key="an_problems")
choice = Choice() if games is None else game_choice(games, data, name)
keep_choice_in_url(name, choice, example=source != UPLOADED, first=next(iter(bundled)))
# Only the open tab is drawn (a switch reruns the page): the first chart on screen does not
# wait for the charts and widgets of hidden tabs. A closed tab's inputs keep their values
# (persist_state); the simulation's stay in the address too.
curve_tab, k_tab, sim_tab = kept.tabs(["The curve against the games", "Which K fits",
                                       "The K trade-off (simulation)"], key=keys.AN_TAB)
with sim_tab:
    parts.simulation(shown=sim_tab.open is not False)
parts.keep_sim_in_url()
if games is None:
    for tab in (curve_tab, k_tab):
        tab.info("Nothing to show for this file: see the problems above, or pick an example.")
else:
    # the file's warnings (what the reader decided, as the Event upload page says) in the tabs
    # that use the file, not above the simulation, which does not
    if curve_tab.open is not False:
        with curve_tab:
            show_warnings(warnings)
            parts.curve(data, name, choice)
    if k_tab.open is not False:
        with k_tab:
            show_warnings(warnings)
            parts.which_k(data, name, list(games.players), choice)
    saved.save_form(name, len(games), uploaded=source == UPLOADED)
