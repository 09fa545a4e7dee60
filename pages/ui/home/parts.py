"""The home page's parts: what each page is for, old calculator links forwarded, a bundled
example opened in Event upload in one click (support code for pages/home.py, not a page)."""

from __future__ import annotations

import streamlit as st

from elo_core.analysis.examples import example
from pages.ui.common import keys, links
from pages.ui.event_upload.views import forget_time_controls

# (page file, title as in the navigation, what it is for, what it opens on)
PAGES = (
    ("pages/calculator.py", "Calculator", "One game: the expected score, what a win, a draw or "
     "a loss does to your rating, and why K is what it is.", "opens on 1613 v 1609, K 32"),
    ("pages/scurve.py", "S-curve explorer", "How a rating gap turns into an expected score, "
     "the 400-point rule, and how K and the gap trade off: for teaching.", "a gap slider"),
    ("pages/tournament.py", "Tournament", "One player's event round by round, under FIDE, US "
     "Chess, classic Elo or Glicko-2, with a report to print or share.",
     "opens on a 5-round example: 1550 to 1595.3"),
    ("pages/event_upload.py", "Event upload", "A whole field from a CSV, FIDE TRF or PGN file: "
     "every player's change, the crosstable, trajectories over a season.",
     "one click loads a real tournament: see 'Try it on real games'"),
    ("pages/saved_runs.py", "Saved runs", "The calculations you saved on this computer: "
     "reopen, rename or delete them.", "empty until you save"),
    ("pages/analysis.py", "Analysis lab", "Does the Elo curve hold for real games, which K "
     "fits them best, and why K is a trade-off (simulated).",
     "opens on a real tournament"),
)
EXAMPLE = "gros-2010-after-round4.trf"  # small (52 players): drawn at once


def forward_calculator_link() -> None:
    """An address with the calculator's parameters (a link from before the home page, when the
    calculator was the app's first page) opens the calculator with them."""
    params = links.query()
    if any(key in params for key in (*keys.CALC_BOUND, keys.CALC_POP)):
        st.switch_page("pages/calculator.py", query_params=params)


def _open_example() -> None:
    """Put the bundled example in Event upload, as if it had been uploaded."""
    chosen = example(EXAMPLE)
    st.session_state[keys.UP_DATA] = (f"example:{chosen.name}", chosen.name, chosen.data)
    for key in (keys.UP_COMPUTED, keys.UP_SEASON):
        st.session_state.pop(key, None)
    forget_time_controls()  # (the page names the file in use under its uploader)


def page_list() -> None:
    """One line per page: its link, what it is for, what it opens on."""
    for path, title, purpose, start in PAGES:
        with st.container(border=True):
            st.page_link(path, label=f"**{title}**")
            st.caption(f"{purpose} ({start}.)")


def example_button() -> None:
    """One click: Event upload with a real tournament, already read."""
    if st.button("Event upload with the Gros 2010 open", key="home_example",
                 on_click=_open_example, icon=":material/upload_file:"):
        st.switch_page("pages/event_upload.py")
    st.caption(f"The file: {example(EXAMPLE).description}.")
