"""The Class tournament page's parts: the results grid and its edits, the table, the working."""

from __future__ import annotations

import pandas as pd
import streamlit as st

from elo_core.errors import EloError
from elo_core.teaching.class_tournament import ClassGame, ClassTournament, why_not_rated
from elo_core.teaching.round_robin import (
    SHOWN,
    Pupil,
    Scores,
    apply_edits,
    carry_over,
    decode,
    encode,
)
from pages.ui.common.messages import md

RES = "res"  # URL parameter and key: the results grid's code
VERSION = "ct_grid_version"  # session only: a new editor after each accepted edit
SEEN = "ct_names_seen"  # session only: the pupils the code was written for
DIAGONAL = "×"


def editor_key() -> str:
    """The grid editor's key this run (it changes after each accepted edit)."""
    return f"ct_grid_{st.session_state.get(VERSION, 0)}"


def take_edits(pupils: tuple[Pupil, ...]) -> str | None:
    """Before the code's box is drawn: carry the games over a changed list of pupils, then
    apply the cells typed into the grid since the last run (the mirror cells filled). Returns
    a message when a typed cell cannot be used (the cells stay as typed until corrected)."""
    names = [p.name for p in pupils]
    code = str(st.session_state[RES] if RES in st.session_state  # (else a link's, first run)
               else st.query_params.get(RES, ""))
    seen = st.session_state.get(SEEN)
    try:
        if seen is not None and list(seen) != names:
            code = encode(carry_over(decode(code, len(seen)), seen, names))
        st.session_state[SEEN] = names
        edited = (st.session_state.get(editor_key()) or {}).get("edited_rows") or {}
        edits = {(int(row), names.index(column)): str(text or "")
                 for row, cells in edited.items() for column, text in cells.items()
                 if column in names}
        if edits:
            code = encode(apply_edits(decode(code, len(names)), edits, names))
            st.session_state[VERSION] = int(st.session_state.get(VERSION, 0)) + 1
    except EloError as exc:
        return str(exc)
    finally:
        st.session_state[RES] = code
    return None


def _frame(pupils: tuple[Pupil, ...], scores: Scores) -> pd.DataFrame:
    names = [p.name for p in pupils]
    return pd.DataFrame(
        [[DIAGONAL if i == j else SHOWN[scores[i][j]] for j in range(len(names))]
         for i in range(len(names))], index=pd.Index(names, name="Pupil"), columns=names)


def grid(pupils: tuple[Pupil, ...], scores: Scores) -> None:
    """The results grid: each row's score against each column (the diagonal crossed)."""
    st.data_editor(_frame(pupils, scores), key=editor_key(), width="content",
                   column_config={p.name: st.column_config.TextColumn(p.name, width="small")
                                  for p in pupils})
    st.caption("Each cell is the row pupil's score against the column pupil: 1, ½ (or 0.5) "
               "or 0; blank until the game is played. The mirror cell fills itself.")


def projected(pupils: tuple[Pupil, ...], scores: Scores) -> None:
    """Projector mode: the results as a plain table in the page's large text (the editable
    grid draws its cells on a canvas that the page's text size does not reach)."""
    st.markdown("**The results so far**: the row pupil's score against the column pupil")
    st.table(_frame(pupils, scores))


def table(cup: ClassTournament, number: int) -> None:
    """Each pupil's points and rating after round `number`, beside the rating typed."""
    ratings, points = cup.ratings_after(number), cup.points(number)
    st.table(pd.DataFrame({
        "Pupil": [p.name for p in cup.pupils],
        "Rating before": ["unrated" if p.rating is None else str(p.rating) for p in cup.pupils],
        "Points": [f"{s:g}" for s in points],
        f"Rating after round {number}": ["unrated" if r is None else f"{r:.1f}"
                                        for r in ratings],
        "Change": ["" if r is None or p.rating is None else f"{r - p.rating:+.1f}"
                   for r, p in zip(ratings, cup.pupils, strict=True)]}).set_index("Pupil"))


def working(game: ClassGame, cup: ClassTournament) -> None:
    """The chosen game's working, both boards: E, K, the change and the new rating."""
    st.markdown(f"**{md(game.label)}**, {game.result}")
    why = why_not_rated(game, cup.pupils)
    if why or game.white_side is None or game.black_side is None:
        st.info(md(why))
        return
    for name, side in ((game.white, game.white_side), (game.black, game.black_side)):
        st.markdown(
            f"- **{md(name)}** ({side.rating:.1f} against {side.opponent:.1f}, gap "
            f"{side.gap:+.1f}): E = 1 / (1 + 10^({-side.gap:+.1f} / 400)) = "
            f"{side.expected:.3f}; score {side.score:g}; change = K × (score − E) = "
            f"{side.k:g} × ({side.score:g} − {side.expected:.3f}) = **{side.change:+.1f}**, "
            f"so **{side.after:.1f}**.")
    st.caption(f"Classic Elo with K {cup.k} for both: what one gains the other loses. Each game "
               "is rated from the ratings before its round.")
