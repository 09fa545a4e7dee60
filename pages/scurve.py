"""S-curve explorer: expected score against rating difference, and how K and the gap interact."""

from __future__ import annotations

import pandas as pd
import streamlit as st

from elo_core.display import figures
from elo_core.display.text import assessment
from elo_core.rules.expected import fide_table, logistic_diff
from elo_core.scenarios.url_checks import AnyOf, LinkValue, WholeRange, link_problems
from pages.ui import state as ui

ui.page_setup("pages/scurve.py")

K_PRESETS = [10, 15, 16, 20, 24, 25, 30, 32, 40]
COMMON_GAPS = [0, 50, 100, 150, 200, 300, 400, 500, 600, 800]
RESULTS = {"win": 1.0, "draw": 0.5, "loss": 0.0}
VIEWS = ("Expected score", "K and the gap")
LINK_VALUES = {  # what each URL parameter may hold
    "view": list(VIEWS), ui.SC_GAP: WholeRange(low=-800, high=800), ui.SC_CAP: LinkValue.FLAG,
    ui.SC_KS: AnyOf(options=tuple(str(k) for k in K_PRESETS)),
    ui.SC_K_CUSTOM: WholeRange(low=1, high=100), ui.SC_RESULT: list(RESULTS)}
ui.drop_bad_link_values("pages/scurve.py", link_problems(ui.query(), LINK_VALUES))

st.title("S-curve explorer")
st.caption("How the rating gap turns into an expected score, and what that means for the "
           "points at stake. The settings live in the page address: copy it to share this view.")

curve_tab, k_tab = st.tabs(list(VIEWS), key="view",
                           bind="query-params")
with curve_tab:
    gap = st.slider("Rating difference (you minus your opponent)", -800, 800, value=0, step=1,
                    key=ui.SC_GAP, bind="query-params")
    capped = st.toggle("Draw FIDE's 400-point rule", value=True, key=ui.SC_CAP,
                       bind="query-params")
    expected = logistic_diff(gap)
    label = assessment(expected)
    cap = 400 if capped else None
    cols = st.columns(4)
    cols[0].metric("Difference", f"{gap:+d}")
    cols[1].metric("Expected score (logistic)", f"{expected:.3f}")
    cols[2].metric("Score %", f"{expected:.1%}")
    cols[3].metric("Assessment", assessment(expected, short=True), help=label)
    st.caption(f"{label}. FIDE's table gives {fide_table(gap, cap):.2f} for the same gap"
               + (" (a gap beyond 400 counts as 400)." if capped else " (no cap)."))
    st.plotly_chart(figures.scurve(gap, cap=cap, label=label), key="scurve_chart")
    st.markdown(
        "The curve is the classic Elo formula; the steps are FIDE's published table, which rounds "
        "the expectation to whole percents. Beyond the dashed lines FIDE stops counting the gap: "
        "a 600-point favourite is expected to score like a 400-point one. An expected score "
        "counts a draw as half a point, so it is not the chance of winning.")
    table = pd.DataFrame({
        "gap": COMMON_GAPS,
        "E stronger (logistic)": [round(logistic_diff(g), 3) for g in COMMON_GAPS],
        "E weaker (logistic)": [round(logistic_diff(-g), 3) for g in COMMON_GAPS],
        "FIDE table (stronger)": [fide_table(g, 400) for g in COMMON_GAPS],
    })
    st.dataframe(table, hide_index=True, key="common_gaps")

with k_tab:
    presets = st.multiselect("K values", K_PRESETS, default=[10, 20, 40], key=ui.SC_KS,
                             bind="query-params")
    custom = st.slider("Your own K", 1, 100, value=32, key=ui.SC_K_CUSTOM,
                       bind="query-params")
    ks = sorted({*presets, custom})
    st.plotly_chart(figures.k_gap_lines(ks), key="k_lines")
    st.caption("Each K gives three lines: what a win, a draw and a loss are worth at each gap. "
               "A bigger K stretches all three; a bigger gap makes a win cheap and a loss dear.")
    result = st.segmented_control("Heatmap for a", list(RESULTS), default="win",
                                  key=ui.SC_RESULT, bind="query-params") or "win"
    heat_ks = sorted({*range(10, 61, 5), *ks})
    st.plotly_chart(figures.k_gap_heatmap(heat_ks, list(range(-800, 801, 50)),
                                          score=RESULTS[result], result_name=result),
                    key="k_heatmap")
