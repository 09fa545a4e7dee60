"""The class tournament's chart: one line per rated pupil, round by round, the game marked."""

from __future__ import annotations

import pytest

from elo_core.display.class_tournament_figures import rating_lines
from elo_core.teaching.class_tournament import rate
from elo_core.teaching.round_robin import decode, parse_pupils

CUP = rate(parse_pupils("Ana 1400, Ben 1200, Chloé 1000, Dev 1200"), decode("0hh110", 4), k=20)


def test_one_line_per_pupil_to_the_round_shown() -> None:
    """After round 2: Ana's line 1400, 1404.8, 1389.4, her name and 1389 at its end."""
    fig = rating_lines(CUP, shown=2)
    ana = fig.data[0]
    assert ana.name == "Ana"
    assert ana.x == (0, 1, 2)
    assert ana.y == pytest.approx((1400.0, 1404.805, 1389.403), abs=1e-3)
    assert ana.text == ("", "", "Ana 1389")
    assert len(fig.data) == 4


def test_the_game_shown_is_ringed_at_its_round() -> None:
    """Round 2's Ana - Ben: rings at round 2 on 1389.4 and 1210.2; not drawn before round 2."""
    game = CUP.rounds[1].games[1]
    ring = rating_lines(CUP, shown=3, game=game).data[-1]
    assert ring.name == "The game shown"
    assert ring.x == (2, 2)
    assert ring.y == pytest.approx((1389.403, 1210.207), abs=1e-3)
    assert rating_lines(CUP, shown=1, game=game).data[-1].name == "Dev"


def test_axes_end_on_labelled_ticks() -> None:
    """Rounds 0..3, every round a tick; ratings 1000..1404.8 padded 32.4 widen to 900..1500."""
    fig = rating_lines(CUP, shown=3)
    assert fig.layout.xaxis.tickvals == (0, 1, 2, 3)
    assert fig.layout.xaxis.range == (0, 3)
    assert fig.layout.yaxis.range == (900.0, 1500.0)
    assert fig.layout.yaxis.tickvals[-1] == 1500.0


def test_an_unrated_pupil_has_no_line() -> None:
    """Ben unrated: three lines."""
    cup = rate(parse_pupils("Ana 1400, Ben, Chloé 1000, Dev 1200"), decode("0hh110", 4), k=20)
    assert [t.name for t in rating_lines(cup, shown=3).data] == ["Ana", "Chloé", "Dev"]


def test_close_end_labels_are_moved_apart() -> None:
    """Ben ends on 1219.9, Dev on 1190.5: 29.4 apart, under 7 % of the 600-point axis (42),
    so Ben's label goes above his line's end and Dev's below; Ana's and Chloé's stay level."""
    fig = rating_lines(CUP, shown=3)
    where = {t.name: t.textposition for t in fig.data}
    assert where == {"Ana": "middle right", "Ben": "top right", "Chloé": "middle right",
                     "Dev": "bottom right"}


def test_each_point_carries_its_game_s_code() -> None:
    """Ana's points: round 0 none, then Ana-Dev (1-1-4), Ana-Ben (2-1-2), Chloé-Ana (3-3-1):
    the code a click on the chart hands back."""
    ana = rating_lines(CUP, shown=3).data[0]
    assert [c[0] for c in ana.customdata] == ["", "1-1-4", "2-1-2", "3-3-1"]
