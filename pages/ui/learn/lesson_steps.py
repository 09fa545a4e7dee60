"""The guided lesson's six screens, one idea each, drawn from the class's own numbers."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pandas as pd
import streamlit as st

from elo_core.display import figures
from elo_core.display.lesson_figures import k_gap_marked
from elo_core.errors import EloError
from elo_core.models import Result
from elo_core.teaching import lesson
from pages.ui.common.messages import md
from pages.ui.learn.show import chart

SERIES = "series"  # URL parameter: the results of several games in a row
GUESS = "guess"  # URL parameter: the class's prediction (points out of 10 games)
ODDS_GAPS = (0, 100, 200, 400, 600, 800)


@dataclass(frozen=True, kw_only=True, slots=True)
class ClassGame:
    """The class's game: two ratings, each side's K, and the result from your side."""

    you: int
    them: int
    k_you: int
    k_them: int
    result: Result

    @property
    def gap(self) -> int:
        """Your rating minus your opponent's."""
        return self.you - self.them


def predict(game: ClassGame, proj: bool) -> None:
    """Step 1: predict the score from the gap, then reveal it."""
    st.markdown(f"**{game.you}** meets **{game.them}**: a gap of **{game.gap:+d}** points. "
                f"Out of 10 games, how many points will the player rated {game.you} score "
                "(a win is 1, a draw ½)? Guess first.")
    guess = st.number_input("The class's guess (points out of 10)", min_value=0.0,
                            max_value=10.0, step=0.5, value=None, key=GUESS, format="%.1f",
                            bind="query-params")
    if not st.toggle("Reveal", key="l_reveal", help="Shows the curve's answer."):
        return
    expected = lesson.expected_pair(game.you, game.them)[0]
    row = st.container(horizontal=True, gap="large")
    row.metric("Expected score per game", f"{expected:.3f}", width="content",
               help="E = 1 / (1 + 10^((opponent − you) / 400)), the logistic curve")
    off = None if guess is None else round(guess - 10 * expected, 1)
    row.metric("Points out of 10", f"{10 * expected:.1f}", width="content", delta_color="off",
               delta=None if off is None else f"the guess {guess:.1f} was right" if off == 0
               else f"the guess {guess:.1f} was {abs(off):.1f} too {'low' if off < 0 else 'high'}")
    chart(figures.scurve(game.gap, cap=None), key="l_scurve", proj=proj)
    st.caption("The gap decides the expected score: no gap, 0.5; the further apart, the closer "
               "to 1 (or 0). The curve never reaches either: an upset is always possible.")


def why_400(game: ClassGame, proj: bool) -> None:
    """Step 2: 400 points is odds of 10 to 1."""
    rows = lesson.odds_rows(sorted({*ODDS_GAPS, abs(game.gap)}))
    mine = lesson.odds(abs(game.gap))
    st.markdown("Elo chose the scale so that **every 400 points multiplies the odds by 10**. "
                "At a 400-point gap the stronger player is expected to score 10 times as much "
                "as the weaker: 10 points out of every 11, **E = 10/11 = 0.909**. At 200 points "
                "the odds are √10 ≈ **3.2 to 1** (E = 0.760); at 800, 100 to 1.")
    st.metric(f"Odds at your gap of {abs(game.gap)}", f"{mine:.1f} to 1",
              help="E / (1 − E) for the stronger side: 10^(gap / 400)")
    st.table(pd.DataFrame({
        "Gap": [r.gap for r in rows],
        "Odds (stronger : weaker)": [f"{r.odds:.1f} : 1" for r in rows],
        "Stronger's E": [f"{r.expected:.3f}" for r in rows],
        "As a fraction": [f"{r.odds:.1f}/{r.odds + 1:.1f}" for r in rows]}).set_index("Gap"))
    st.caption("400 is a choice of scale, like degrees: another number would stretch the "
               "ratings, not change who is favourite.")


def update(game: ClassGame, proj: bool) -> None:
    """Step 3: the change is K times actual minus expected."""
    work = lesson.working(game.you, game.them, k=game.k_you, result=game.result)
    st.markdown(f"After the game: **change = K × (actual − expected)**. Actual {work.score:g}, "
                f"expected {work.expected:.3f}: {work.k:g} × ({work.score:g} − "
                f"{work.expected:.3f}) = **{work.change:+.1f}**, so {game.you} becomes "
                f"**{work.after:.1f}**.")
    outcomes = [lesson.working(game.you, game.them, k=game.k_you, result=r) for r in Result]
    chart(figures.points_bars([r.value for r in Result], [w.change for w in outcomes],
                              [w.expected for w in outcomes], [w.score for w in outcomes]),
          key="l_update", proj=proj)
    st.caption(f"The three possible results at this gap with K {game.k_you}. A bigger K moves "
               "ratings further after every game, for better and for worse.")


def in_a_row(game: ClassGame, proj: bool) -> None:
    """Step 4: several games, each from the rating the last one left."""
    typed = st.text_input("Results in a row (W, D or L)", value="WWDLW", key=SERIES,
                          bind="query-params", max_chars=20)
    try:
        results = lesson.parse_results(typed)
    except EloError as exc:
        st.error(md(exc))
        return
    games = lesson.series(game.you, [game.them] * len(results), results, k=game.k_you)
    st.markdown(f"{game.you} plays {len(games)} games against players rated {game.them}, "
                f"K {game.k_you}. Each game starts from the rating the last one left.")
    chart(figures.trajectory([game.you, *(g.after for g in games)]), key="l_series", proj=proj)
    st.table(pd.DataFrame({"Game": range(1, len(games) + 1),
                           "Before": [f"{g.rating:.1f}" for g in games],
                           "E": [f"{g.expected:.3f}" for g in games],
                           "Score": [f"{g.score:g}" for g in games],
                           "Change": [f"{g.change:+.1f}" for g in games],
                           "After": [f"{g.after:.1f}" for g in games]}).set_index("Game"))
    st.caption("Win and E rises, so the next win pays a little less: the rating chases the "
               "results (a difference equation: R next = R + K × (S − E)).")


def weaker(game: ClassGame, proj: bool) -> None:
    """Step 5: beating a weaker player pays little, losing to one costs a lot."""
    strong, weak = max(game.you, game.them), min(game.you, game.them)
    win = lesson.working(strong, weak, k=game.k_you, result=Result.WIN)
    loss = lesson.working(strong, weak, k=game.k_you, result=Result.LOSS)
    st.markdown(f"The favourite ({strong}) against {weak}, K {game.k_you}: a win pays "
                f"**{win.change:+.1f}**, a loss costs **{loss.change:+.1f}**. Expected "
                f"{win.expected:.3f}, the win adds only K × (1 − {win.expected:.3f}).")
    chart(k_gap_marked(lesson.working(game.you, game.them, k=game.k_you, result=game.result)),
          key="l_kgap", proj=proj)
    st.caption("The class's game is the black diamond, in the panel of its result: to the "
               "right the gap favours you, and a win is worth less the further right it is.")


def both_boards(game: ClassGame, proj: bool) -> None:
    """Step 6: both players side by side; equal K conserves points, unequal K does not."""
    both = lesson.both_sides(game.you, game.them, k_you=game.k_you, k_them=game.k_them,
                             result=game.result)
    cols = st.columns(2)
    for col, side, name in ((cols[0], both.you, "You"), (cols[1], both.them, "Opponent")):
        col.metric(f"{name} (K {side.k:g}): {side.rating:g} →", f"{side.after:.1f}",
                   delta=f"{side.change:+.1f}", help=f"E {side.expected:.3f}, scored "
                                                     f"{side.score:g}")
    if both.conserved:
        st.success(f"Same K: {both.you.change:+.1f} and {both.them.change:+.1f} add up to 0. "
                   "Points move from one player to the other; the class's total stays the same.")
    else:
        st.warning(f"K {game.k_you} against K {game.k_them}: the changes add up to "
                   f"{both.total:+.1f}. Points are {'created' if both.total > 0 else 'lost'}; "
                   "this is how a newcomer's big K can inflate or deflate a pool.")


STEPS: dict[int, tuple[str, Callable[[ClassGame, bool], None]]] = {
    1: ("The gap gives an expected score", predict), 2: ("Why 400", why_400),
    3: ("Actual minus expected, times K", update), 4: ("Several games in a row", in_a_row),
    5: ("Why beating a weaker player pays little", weaker),
    6: ("Both players, and when K differ", both_boards)}
