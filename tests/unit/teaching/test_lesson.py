"""The lesson's figures: a gap's odds and E, one game's working, a series, both boards."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from elo_core.errors import InputError
from elo_core.models import Result
from elo_core.teaching import lesson


def test_a_400_point_gap_is_10_to_1_and_e_is_10_over_11() -> None:
    """Gap 400: odds 10, E = 10/11 = 0.909; gap 200: odds sqrt(10) = 3.16, E 0.760."""
    rows = {r.gap: r for r in lesson.odds_rows([0, 200, 400, 800])}
    assert rows[400].odds == pytest.approx(10.0)
    assert rows[400].expected == pytest.approx(10 / 11)
    assert f"{rows[400].expected:.3f}" == "0.909"
    assert rows[200].odds == pytest.approx(3.16227766)
    assert f"{rows[200].expected:.3f}" == "0.760"
    assert rows[800].odds == pytest.approx(100.0)
    assert rows[0].odds == pytest.approx(1.0)


def test_one_game_working_beating_a_player_400_below() -> None:
    """1500 beats 1100 with K 20: 20 x (1 - 10/11) = +1.82; a loss would cost 18.18."""
    win = lesson.working(1500, 1100, k=20, result=Result.WIN)
    assert win.expected == pytest.approx(10 / 11)
    assert win.change == pytest.approx(20 / 11)
    assert win.after == pytest.approx(1501.818, abs=1e-3)
    assert win.gap == 400
    loss = lesson.working(1500, 1100, k=20, result=Result.LOSS)
    assert loss.change == pytest.approx(-200 / 11)


def test_k_out_of_range_is_refused() -> None:
    """K 0 or above 100 is said, not used."""
    with pytest.raises(InputError, match="K must be from 1 to 100, got 0"):
        lesson.working(1500, 1500, k=0, result=Result.WIN)


def test_both_boards_equal_k_conserves_points_unequal_k_does_not() -> None:
    """K 20 each: +1.82 and -1.82; K 20 against 40: the opponent loses 3.64, total -1.82."""
    same = lesson.both_sides(1500, 1100, k_you=20, k_them=20, result=Result.WIN)
    assert same.conserved
    assert same.them.change == pytest.approx(-20 / 11)
    apart = lesson.both_sides(1500, 1100, k_you=20, k_them=40, result=Result.WIN)
    assert not apart.conserved
    assert apart.them.change == pytest.approx(-40 / 11)
    assert apart.total == pytest.approx(-20 / 11)


@given(st.integers(100, 3000), st.integers(100, 3000), st.integers(1, 100),
       st.sampled_from(list(Result)))
def test_equal_k_is_zero_sum(you: int, them: int, k: int, result: Result) -> None:
    """Whatever the ratings and result, equal K moves as many points as it takes."""
    assert lesson.both_sides(you, them, k_you=k, k_them=k, result=result).conserved


def test_a_series_starts_each_game_from_the_last_rating() -> None:
    """1500 v 1500, K 32: a win +16 (1516); then E = 1 / (1 + 10^(-16/400)) = 0.523010 and a
    second win adds 32 x 0.476990 = 15.26 (1531.26)."""
    games = lesson.series(1500, [1500, 1500], [Result.WIN, Result.WIN], k=32)
    assert games[0].change == pytest.approx(16.0)
    assert games[1].rating == pytest.approx(1516.0)
    assert games[1].expected == pytest.approx(0.523010, abs=1e-6)
    assert games[1].after == pytest.approx(1531.2636, abs=1e-3)


def test_results_are_read_as_letters_or_scores() -> None:
    """'WDLW', 'w, d, l' and '1 ½ 0' are read; a bad result names its game."""
    assert lesson.parse_results("WDLW") == (Result.WIN, Result.DRAW, Result.LOSS, Result.WIN)
    assert lesson.parse_results("w, d, l") == (Result.WIN, Result.DRAW, Result.LOSS)
    assert lesson.parse_results("1 ½ 0") == (Result.WIN, Result.DRAW, Result.LOSS)
    with pytest.raises(InputError, match="game 2"):
        lesson.parse_results("W X L")
    with pytest.raises(InputError, match="at least one result"):
        lesson.parse_results("  ")
