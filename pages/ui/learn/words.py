"""The lesson's glossary: the words a class meets, each in a sentence or two."""

from __future__ import annotations

import streamlit as st

WORDS = {
    "400": "The scale's unit: a 400-point gap means odds of 10 to 1 (E = 10/11 = 0.909 on the "
           "logistic curve). FIDE's table gives 0.92 from a 392-point gap and counts a gap "
           "beyond 400 as 400.",
    "Logistic curve": "The S-shaped curve E = 1 / (1 + 10^((opponent − you) / 400)): 0.5 at no "
                      "gap, close to 1 or 0 far apart, never reaching either.",
    "Expected score (E)": "The points a player should take from a game on average, a draw "
                          "counting half.",
    "K": "The multiplier that turns (score − E) into rating points: a big K moves ratings fast "
         "and noisily, a small K slowly and steadily.",
    "Provisional rating": "A rating built from few games (US Chess: 8 or fewer, or only wins "
                          "or only losses so far), worked out by a special formula and less "
                          "trustworthy than an established one.",
    "Floor": "The lowest a rating may go. US Chess: 100 for everyone, and a personal floor 200 "
             "below a player's peak (in hundreds, from 1200 to 2100). FIDE lists no rating "
             "below 1400 since March 2024: a player who falls below it shows as unrated.",
    "Deflation / inflation": "A pool's average rating drifting down or up with no change in "
                             "strength: when the K of two players differ, or players leave "
                             "with points they won, the pool's total is not kept.",
}


def glossary() -> None:
    """The glossary, folded under the lesson."""
    with st.expander("Words used in this lesson"):
        st.markdown("\n".join(f"- **{word}**: {meaning}" for word, meaning in WORDS.items()))
