"""Projector mode: every text at least 18 px dark grey, a taller figure, the axis end labelled."""

from __future__ import annotations

import pytest

from elo_core.display import figures
from elo_core.display.class_tournament_figures import rating_lines
from elo_core.display.league_figures import distance, standings
from elo_core.display.lesson_figures import k_gap_marked
from elo_core.display.projector import PROJECTOR_TEXT, projector
from elo_core.models import Result
from elo_core.teaching.class_tournament import rate
from elo_core.teaching.league import Setup, play
from elo_core.teaching.lesson import working
from elo_core.teaching.round_robin import decode, parse_pupils


def test_text_is_large_and_dark_and_the_figure_taller() -> None:
    """The S-curve: layout, axis and marker label fonts are 20 px #222222, height 560."""
    built = figures.scurve(400, cap=None)
    before = built.layout.font.size
    fig = projector(built)
    assert fig.layout.font.size >= 18
    assert fig.layout.font.color == PROJECTOR_TEXT
    assert fig.layout.xaxis.tickfont.size >= 18
    assert fig.layout.yaxis.title.font.size >= 18
    assert fig.layout.height == 560
    marked = next(t for t in fig.data if t.name == "This game")
    assert marked.textfont.size >= 18
    assert built.layout.font.size == before == 14  # the base style's; the figure given is kept


def test_every_panel_title_is_large_too() -> None:
    """K and the gap: the three panel titles (annotations) are at least 18 px."""
    fig = projector(figures.k_gap_lines([20]))
    assert [a.font.size for a in fig.layout.annotations] == [20, 20, 20]


def test_the_k_panels_keep_their_labelled_ends() -> None:
    """In projector mode the K-and-gap chart's x axes run -800..800 labelled at both ends and
    at 0 (the 400s a grid line: five 20 px labels per panel were turned on end at 1280 px);
    K 20's points axis -20..20 by 10; a label at the edge is drawn."""
    fig = projector(figures.k_gap_lines([20]))
    assert fig.layout.yaxis.range == (-20.0, 20.0)
    assert fig.layout.yaxis.tickvals == (-20.0, -10.0, 0.0, 10.0, 20.0)
    for axis in (fig.layout.xaxis, fig.layout.xaxis3):
        assert axis.range == (-800, 800)
        assert axis.tickvals == (-800, -400, 0, 400, 800)
        assert axis.ticktext == ("−800", "", "0", "", "800")
    assert fig.layout.xaxis.ticklabeloverflow == "allow"


def test_a_trajectory_ends_on_a_round_tick() -> None:
    """Ratings 1600 to 1622.9 (axis to 1622.898 before): 1560 to 1640 in steps of 20."""
    fig = projector(figures.trajectory([1600.0, 1601.5, 1602.9, 1596.3, 1581.8, 1583.4]))
    assert fig.layout.yaxis.range == (1560.0, 1640.0)
    assert fig.layout.yaxis.tickvals[-1] == 1640.0


LEAGUE = play(Setup(names=("Ann", "Ben", "Cat", "Dan", "Eve"), seed=7, rounds=9, k=40))
CUP = rate(parse_pupils("Ana 1400, Ben 1200, Chloé 1000, Dev 1200"), decode("0hh110", 4), k=20)
OUTCOMES = [working(1600, 1200, k=20, result=r) for r in Result]
# Every chart a Learn page or the S-curve explorer draws, as it draws it.
LEARN_CHARTS = {
    "lesson S-curve": lambda: figures.scurve(400, cap=None),
    "S-curve beyond 800": lambda: figures.scurve(1300),
    "lesson update bars": lambda: figures.points_bars(
        [r.value for r in Result], [w.change for w in OUTCOMES],
        [w.expected for w in OUTCOMES], [w.score for w in OUTCOMES]),
    "lesson series": lambda: figures.trajectory([1500.0, 1516.0, 1530.5, 1513.2]),
    "lesson K and gap": lambda: k_gap_marked(working(1900, 1500, k=20, result=Result.WIN)),
    "S-curve K and gap": lambda: figures.k_gap_lines([16, 32], own_k=24),
    "league standings": lambda: standings(LEAGUE, 4),
    "league distance": lambda: distance(LEAGUE, 4),
    "class tournament": lambda: rating_lines(CUP, shown=2, game=CUP.games[2]),
}
# The score axis of the update bars stops at 1 (a score cannot pass it) inside a range of
# +-1.3 that keeps its 0 level with the points axis' 0: its last tick is the last score.
SCORE_AXIS = ("lesson update bars", "yaxis2")


@pytest.mark.parametrize("name", LEARN_CHARTS)
def test_every_learn_chart_labels_the_tick_at_each_end(name: str) -> None:
    """In projector mode each numeric axis of each chart has a labelled tick at both ends of
    its range (category axes excepted: every category is labelled)."""
    fig = projector(LEARN_CHARTS[name]())
    layout = fig.layout.to_plotly_json()
    axes = [a for a in layout if a.startswith(("xaxis", "yaxis")) and (name, a) != SCORE_AXIS]
    checked = 0
    for key in axes:
        axis = fig.layout[key]
        if axis.type == "category" or axis.range is None:
            continue
        ticks, low_high = list(axis.tickvals), list(axis.range)
        assert [ticks[0], ticks[-1]] == pytest.approx(low_high), key
        if axis.ticktext is not None:
            assert axis.ticktext[0], key
            assert axis.ticktext[-1], key
        checked += 1
    assert checked >= 1
