"""Home: what elo-core does, what each page is for, and the bundled examples one click away."""

from __future__ import annotations

import streamlit as st

from pages.ui.common import session
from pages.ui.home import parts as home_parts

session.page_setup("pages/home.py")
home_parts.forward_calculator_link()

st.title("elo-core: chess ratings, worked out exactly")
st.markdown("Rating changes for one game, one player's tournament or a whole event file, under "
            "the FIDE and US Chess rules **in force on the event's date**, the classic Elo "
            "formula and Glicko-2, each figure with the rule that gave it. Everything runs on "
            "this computer: files you upload and runs you save stay here.")
st.subheader("The pages")
left, right = st.columns(2)
with left:
    home_parts.page_list()
with right:
    st.markdown("**Try it on real games**")
    st.caption("Each page opens on an example already; this one loads a real tournament file "
               "into Event upload.")
    home_parts.example_button()
    st.page_link("pages/analysis.py", label="The Analysis lab on Capo d'Orso 2012 (84 players)",
                 icon=":material/query_stats:")
    st.page_link("pages/tournament.py", label="The Tournament page's 5-round example",
                 icon=":material/emoji_events:")
