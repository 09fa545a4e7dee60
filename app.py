"""Entry point: theme, shared session state and navigation between the app's pages."""

from __future__ import annotations

from pathlib import Path

import streamlit as st

from pages.ui.common import session

# The icon ships with the app (a material icon name would be fetched from a font CDN).
ICON = Path(__file__).resolve().parent / "assets" / "icon.png"
st.set_page_config(page_title="elo-core chess ratings", page_icon=str(ICON), layout="wide")
session.init_state()

navigation = st.navigation({
    "Start": [
        st.Page("pages/home.py", title="Home", icon=":material/home:", default=True),
    ],
    "Calculate": [  # the Calculator keeps its own address (/calculator) and its speed
        st.Page("pages/calculator.py", title="Calculator", icon=":material/calculate:",
                url_path="calculator"),
        st.Page("pages/scurve.py", title="S-curve explorer", icon=":material/show_chart:"),
        st.Page("pages/tournament.py", title="Tournament", icon=":material/emoji_events:"),
    ],
    "Events and runs": [
        st.Page("pages/event_upload.py", title="Event upload", icon=":material/upload_file:"),
        st.Page("pages/saved_runs.py", title="Saved runs", icon=":material/bookmarks:"),
        st.Page("pages/analysis.py", title="Analysis lab", icon=":material/query_stats:"),
    ],
    "Learn": [
        st.Page("pages/lesson.py", title="Lesson", icon=":material/school:",
                url_path="lesson"),
        st.Page("pages/exercises.py", title="Exercises", icon=":material/edit_note:",
                url_path="exercises"),
        st.Page("pages/league.py", title="Class league", icon=":material/groups:",
                url_path="league"),
    ],
})
# small text in the full text colour (a caption's faded grey reads 4.38:1 on the sidebar, under
# the 4.5:1 WCAG AA asks for)
st.sidebar.markdown(":small[Classic Elo, FIDE, US Chess and Glicko-2, with the rules in force on "
                    "the date you give. Saved runs stay in a local SQLite file.]")
session.mark_entrypoint()
navigation.run()
