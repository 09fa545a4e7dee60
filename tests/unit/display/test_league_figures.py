"""The league's figures: ratings beside true strengths, the distance with the K change marked."""

from __future__ import annotations

import pytest

from elo_core.display.league_figures import distance, standings
from elo_core.teaching.league import Setup, play

LEAGUE = play(Setup(names=("Ann", "Ben", "Cat", "Dan", "Eve", "Fay"), seed=7, rounds=12, k=40,
                    k_later=16, k_round=7, newcomer="Gus", newcomer_round=4))


def test_standings_put_each_rating_beside_its_true_strength() -> None:
    """After round 1: six pupils (Gus not yet), best on top (Eve and Cat at 1020), each
    strength an open diamond; without the truth only the ratings are drawn."""
    fig = standings(LEAGUE, 1)
    lines, ratings, truth = fig.data
    assert ratings.y[-2:] == ("Cat", "Eve")
    assert ratings.x[-1] == pytest.approx(1020.0)
    assert dict(zip(truth.y, truth.x, strict=True))["Ben"] == 1140
    assert "Gus" not in ratings.y
    assert len(lines.x) == 18  # rating, strength, gap per pupil
    assert [t.name for t in standings(LEAGUE, 1, show_true=False).data] == ["Rating"]


def test_distance_marks_the_round_and_the_k_change() -> None:
    """13 points (rounds 0 to 12), round 3 marked, a dotted line after round 6 (K 16 from
    round 7)."""
    fig = distance(LEAGUE, 3)
    assert len(fig.data[0].x) == 13
    assert fig.data[1].x == (3,)
    assert fig.layout.shapes[0].x0 == 6
    assert fig.layout.annotations[0].text == "K 40 → 16"


def test_both_charts_use_the_base_style() -> None:
    """Tick text 13 px and dark (#1f2328), axis titles 14 px, as on every other page's chart."""
    for fig in (standings(LEAGUE, 3), distance(LEAGUE, 3)):
        for axis in (fig.layout.xaxis, fig.layout.yaxis):
            assert (axis.tickfont.size, axis.tickfont.color) == (13, "#1f2328")
        assert fig.layout.xaxis.title.font.size == 14


@pytest.mark.parametrize(("rounds", "ticks"), [(7, [0, 2, 4, 6, 7]), (12, [0, 2, 4, 6, 8, 10, 12]),
                                               (26, [0, 5, 10, 15, 20, 26]),
                                               (30, [0, 5, 10, 15, 20, 25, 30])])
def test_distance_labels_the_last_round(rounds: int, ticks: list[int]) -> None:
    """Outside projector mode too, the round axis ends on the last round, labelled: whole
    rounds by a step of 1, 2, 5, ... giving at most six steps; a tick less than half a step
    before the last round's is left out (26 rounds: 20, then 26)."""
    league = play(Setup(names=("Ann", "Ben", "Cat"), seed=1, rounds=rounds, k=20))
    axis = distance(league, 1).layout.xaxis
    assert list(axis.tickvals) == ticks
    assert tuple(axis.range) == (0, rounds)
    assert axis.ticklabeloverflow == "allow"
