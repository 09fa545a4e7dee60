"""S-curve explorer: expected score against rating difference, and how K and the gap interact."""

from __future__ import annotations

import streamlit as st

from elo_core.display import figures
from elo_core.display.scurve_table import common_gaps_markdown, curve_note
from elo_core.display.text import assessment
from elo_core.models import Curve
from elo_core.rules.expected import CLASSIC_LABEL, LOGISTIC_FORMULA, fide_table, logistic_diff
from elo_core.scenarios.url_checks import AnyOf, LinkValue, WholeRange, link_problems
from pages.ui.common import keys, links, session

session.page_setup("pages/scurve.py")

K_PRESETS = [10, 15, 16, 20, 24, 25, 30, 32, 40]
RESULTS = {"win": 1.0, "draw": 0.5, "loss": 0.0}
VIEWS = ("Expected score", "K and the gap")
CURVES = {"logistic": (Curve.LOGISTIC, None, CLASSIC_LABEL),  # choice -> (curve, cap, label)
          "fide": (Curve.FIDE_TABLE, 400, "FIDE table, 400-point rule"),
          "fide_nocap": (Curve.FIDE_TABLE, None, "FIDE table, no cap")}
LINK_VALUES = {  # what each URL parameter may hold
    "view": list(VIEWS), keys.SC_GAP: WholeRange(low=-800, high=800), keys.SC_CAP: LinkValue.FLAG,
    keys.SC_KS: AnyOf(options=tuple(str(k) for k in K_PRESETS)),
    keys.SC_K_CUSTOM: WholeRange(low=1, high=100), keys.SC_RESULT: list(RESULTS),
    keys.SC_OWN: WholeRange(low=100, high=4000), keys.SC_OPP: WholeRange(low=100, high=4000),
    keys.SC_CURVE: [label for _, _, label in CURVES.values()]}
links.drop_bad_link_values("pages/scurve.py", link_problems(links.query(), LINK_VALUES))
# A link's gap would win over the two ratings' on its first load (an older link may carry
# both): reopen it with the ratings' gap. Only on a first load: once the slider exists, a rerun
# after a typed change still sees the old gap in the address (the slider rewrites it below), and
# the address of a bound widget may not be set directly.
_link = links.query()
if keys.SC_GAP not in st.session_state and all(key in _link
                                             for key in (keys.SC_OWN, keys.SC_OPP, keys.SC_GAP)):
    _typed = int(_link[keys.SC_OWN][0]) - int(_link[keys.SC_OPP][0])
    if abs(_typed) <= 800 and _link[keys.SC_GAP] != [str(_typed)]:
        st.switch_page("pages/scurve.py", query_params={**_link, keys.SC_GAP: str(_typed)})

st.title("S-curve explorer")
st.caption("How the rating gap turns into an expected score, and what that means for the "
           "points at stake. The settings live in the page address: copy it to share this view.")

curve_tab, k_tab = st.tabs(list(VIEWS), key="view",
                           bind="query-params")
with curve_tab:
    typed = st.columns(2)
    own = typed[0].number_input("Your rating (optional)", value=None, step=1, min_value=100,
                                max_value=4000, key=keys.SC_OWN, bind="query-params",
                                help="Type two ratings instead of dragging the gap.")
    opp = typed[1].number_input("Opponent's rating (optional)", value=None, step=1,
                                min_value=100, max_value=4000, key=keys.SC_OPP,
                                bind="query-params")
    both = own is not None and opp is not None
    typed_gap = int(own - opp) if own is not None and opp is not None else 0
    on_slider = both and abs(typed_gap) <= 800
    if both:  # the (disabled) slider shows the typed ratings' gap (at its end beyond 800)
        st.session_state[keys.SC_GAP] = max(-800, min(800, typed_gap))
    gap = st.slider("Rating difference (you minus your opponent)", -800, 800,
                    value=None if both else 0, step=1,  # (None: the value set above)
                    key=keys.SC_GAP, bind="query-params", disabled=both,
                    help="Drag it, or type both ratings above (the gap is then theirs).")
    if both:  # the typed game wins over the slider, beyond the slider's reach too
        gap = typed_gap
        st.caption(f"Gap from the two ratings you typed: {own:g} - {opp:g} = {gap:+d}."
                   + ("" if on_slider else " That is beyond the slider's end (800): the figures "
                      "and the chart below are for your game, the chart widened to reach it."))
    capped = st.toggle("Show FIDE's 400-point rule", value=True, key=keys.SC_CAP,
                       bind="query-params",
                       help="FIDE counts a gap above 400 as 400 (since 2025-10-01 not for "
                            "players rated 2650 or more).")
    expected = logistic_diff(gap)
    label = assessment(expected)
    cap = 400 if capped else None
    row = st.container(horizontal=True, gap="large")  # wraps on a narrow page, never cuts
    row.metric("Difference", f"{gap:+d}", help="Your rating minus your opponent's",
               width="content")
    row.metric("Expected score (logistic)", f"{expected:.3f}", width="content",
               help=f"{LOGISTIC_FORMULA}; here opponent - you = {-gap:+d}.")
    row.metric("Score %", f"{expected:.1%}", width="content",
               help="The expected score out of 100 games at this gap")
    row.metric("Assessment", assessment(expected, short=True), help=label, width="content")
    st.caption(f"{label}. FIDE's table gives {fide_table(gap, cap):.2f} for the same gap"
               + (" (a gap beyond 400 counts as 400)." if capped else " (no cap)."))
    st.plotly_chart(figures.scurve(gap, cap=cap, label=label), key="scurve_chart")
    st.markdown(curve_note(cap))
    # A Markdown table, not a grid: the chart above is drawn sooner (see common_gaps_markdown).
    st.markdown("**Expected score at common gaps**")
    st.markdown(common_gaps_markdown(cap))

with k_tab:
    if k_tab.open is False:  # the curve is on screen: draw its chart first, these on a switch
        st.stop()  # (the K tab is the page's last part: nothing below is skipped)
    kcols = st.columns([2, 1, 2])
    presets = kcols[0].multiselect("K values", K_PRESETS, default=[10, 20, 40], key=keys.SC_KS,
                                   bind="query-params")
    custom = kcols[1].number_input("Your own K (optional)", value=None, min_value=1,
                                   max_value=100, step=1, key=keys.SC_K_CUSTOM,
                                   bind="query-params", help="Drawn black and dashed.")
    choice = kcols[2].radio("Expected score from", list(CURVES), key=keys.SC_CURVE,
                            format_func=lambda c: CURVES[c][2], bind="query-params",
                            help="The logistic curve has no cap; FIDE's table rounds E to "
                                 "whole percents and, with the rule, counts a gap above 400 "
                                 "as 400.")
    curve, cap_k, curve_label = CURVES[choice]
    ks = sorted(set(presets))
    st.markdown(f"**Drawn with: {curve_label}.** What a win, a draw and a loss are worth at "
                "each gap, one panel per result, one colour per K.")
    st.plotly_chart(figures.k_gap_lines(ks, curve=curve, cap=cap_k, own_k=custom),
                    key="k_lines")
    st.caption("A bigger K stretches every line; a bigger gap makes a win cheap and a loss "
               "dear." + (" Beyond 400 points the FIDE lines go flat: the rule counts the gap "
                          "as 400." if cap_k else ""))
    result = st.segmented_control("Heatmap for a", list(RESULTS), default="win",
                                  key=keys.SC_RESULT, bind="query-params") or "win"
    heat_ks = sorted({*range(10, 61, 5), *ks, *([custom] if custom else [])})
    st.plotly_chart(figures.k_gap_heatmap(heat_ks, list(range(-800, 801, 50)),
                                          score=RESULTS[result], result_name=result,
                                          curve=curve, cap=cap_k),
                    key="k_heatmap")
    st.caption(f"Heatmap drawn with: {curve_label}. Green: points won, red: points lost.")
