"""Norm arithmetic pinned to NORMS.md: the 9-game Ra rows, the one-opponent floor, p rounding."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from elo_core.norms.arithmetic import (
    adjust,
    average,
    half_up,
    least_points,
    least_ra,
    percent,
    performance,
    share_ok,
)
from elo_core.norms.rules import THRESHOLDS, NormTitle
from elo_core.rules.fide_tables import dp_for_percent

# NORMS.md §4: least Ra for 3.5, 4.0, ... 7.0 of 9 (7.5 and more: the Ra minimum alone).
NINE_GAME_ROWS = {
    NormTitle.GM: (2680, 2643, 2600, 2557, 2520, 2475, 2434, 2380),
    NormTitle.IM: (2530, 2493, 2450, 2407, 2370, 2325, 2284, 2230),
    NormTitle.WGM: (2480, 2443, 2400, 2357, 2320, 2275, 2234, 2180),
    NormTitle.WIM: (2330, 2293, 2250, 2207, 2170, 2125, 2084, 2030),
}
SCORES = (3.5, 4.0, 4.5, 5.0, 5.5, 6.0, 6.5, 7.0)


@pytest.mark.parametrize("title", list(NormTitle))
def test_nine_game_rows(title: NormTitle) -> None:
    """The least Ra per score over 9 games is NORMS.md's row for each title."""
    t = THRESHOLDS[title]
    row = tuple(least_ra(s, 9, rp_min=t.rp_min, ra_min=t.ra_min) for s in SCORES)
    assert row == NINE_GAME_ROWS[title]
    for score in (7.5, 8.0, 9.0):
        assert least_ra(score, 9, rp_min=t.rp_min, ra_min=t.ra_min) == t.ra_min
    assert least_ra(3.0, 9, rp_min=t.rp_min, ra_min=t.ra_min) is None  # 33 % < 35 %


@pytest.mark.parametrize("title", list(NormTitle))
def test_rows_agree_with_least_points(title: NormTitle) -> None:
    """At each row's Ra the score is the least that makes Rp; one point of Ra less, it is not."""
    t = THRESHOLDS[title]
    for score, ra in zip(SCORES[:-1], NINE_GAME_ROWS[title][:-1], strict=True):
        assert least_points(ra, 9, t.rp_min) == score
        assert least_points(ra - 1, 9, t.rp_min) == score + 0.5


def test_published_gm_table_points() -> None:
    """FIDE's 9-round GM table as quoted: Ra 2460 needs 6.5, Ra 2680 needs 3.5."""
    assert least_points(2460, 9, 2600) == 6.5
    assert least_points(2680, 9, 2600) == 3.5
    assert least_points(2679, 9, 2600) == 4.0


def test_seven_of_eight_is_88_percent() -> None:
    """7/8 = 87.5 % rounds up to 88 %: dp 336, not 322."""
    assert percent(7, 8) == 88
    assert dp_for_percent(percent(7, 8)) == 336
    assert performance(2367, 7, 8) == 2703  # Mishra, First Saturday May 2021 after 8 rounds
    assert performance(2388, 8, 9) == 2739  # and after 9


def test_floor_raises_only_the_lowest() -> None:
    """Two opponents below the GM floor 2200: only the lowest (2100) is raised; 2150 stays."""
    ratings = [2500, 2450, 2150, 2100, 2400, 2420, 2480, 2510, 2390]
    adjusted = adjust(ratings, floor=2200, unrated=1400)
    assert adjusted.raised == 3
    assert adjusted.ratings == (2500, 2450, 2150, 2200, 2400, 2420, 2480, 2510, 2390)
    assert average(adjusted.ratings) == 2389  # 21500 / 9 = 2388.9
    assert average([round(r) for r in ratings]) == 2378  # 21400 / 9 = 2377.8 without the floor


def test_floor_not_applied_above_it() -> None:
    """No opponent below the floor: nothing is raised."""
    adjusted = adjust([2300, 2400], floor=2200, unrated=1400)
    assert adjusted.raised is None
    assert adjusted.ratings == (2300, 2400)


def test_unrated_lowest_is_raised_others_count_1400() -> None:
    """Two unrated: one is raised to the floor, the other counts 1400 (2024 §1.4.6d)."""
    adjusted = adjust([None, 2400, None], floor=2050, unrated=1400)
    assert adjusted.ratings == (2050, 2400, 1400)
    assert adjusted.unrated == (0, 2)
    older = adjust([None, 2400, None], floor=2050, unrated=1000)
    assert older.ratings == (2050, 2400, 1000)


def test_ra_half_up() -> None:
    """Ra rounds .5 upward: 4765 / 2 = 2382.5 -> 2383."""
    assert average([2380, 2385]) == 2383
    assert average([2380, 2384]) == 2382


def test_thirty_five_percent_edges() -> None:
    """35 % on the unrounded ratio: 3.5/9 yes, 3/9 no; 4.5/13 (34.6 %) no, 5/13 yes."""
    assert share_ok(3.5, 9)
    assert not share_ok(3, 9)
    assert share_ok(3, 8)
    assert not share_ok(4.5, 13)
    assert share_ok(5, 13)
    assert share_ok(2.5, 7)


@given(st.integers(min_value=1000, max_value=3000), st.integers(min_value=0, max_value=800))
def test_rounded_and_unrounded_verdicts_agree(hundred_ra: int, dp: int) -> None:
    """round_half_up(Ra) + dp >= 2600 exactly when Ra + dp >= 2599.5 (NORMS.md §2)."""
    ra = Fraction(hundred_ra * 100 + 37, 100)
    assert (half_up(ra) + dp >= 2600) == (ra + dp >= Fraction(5199, 2))


@given(st.lists(st.one_of(st.none(), st.integers(min_value=1000, max_value=2900)),
                min_size=1, max_size=13),
       st.sampled_from(sorted(t.floor for t in THRESHOLDS.values())))
def test_floor_raises_at_most_one(ratings: list[int | None], floor: int) -> None:
    """At most one rating changes, it is the lowest, and Ra never falls."""
    adjusted = adjust(ratings, floor=floor, unrated=1400)
    plain = [1400 if r is None else r for r in ratings]
    changed = [i for i, (a, b) in enumerate(zip(adjusted.ratings, plain, strict=True)) if a != b]
    assert len(changed) <= 1
    if changed:
        assert plain[changed[0]] == min(plain) < floor
    assert average(adjusted.ratings) >= average(plain)


@given(st.integers(min_value=1800, max_value=2900), st.integers(min_value=7, max_value=13),
       st.sampled_from(sorted(t.rp_min for t in THRESHOLDS.values())))
def test_least_points_is_least(ra: int, games: int, rp_min: int) -> None:
    """The least score makes Rp and 35 %; half a point less does not; more never lowers Rp."""
    least = least_points(ra, games, rp_min)
    scores = [h / 2 for h in range(2 * games + 1)]
    rps = [performance(ra, s, games) for s in scores]
    assert rps == sorted(rps)
    if least is None:
        assert all(not share_ok(s, games) or r < rp_min for s, r in zip(scores, rps, strict=True))
        return
    assert share_ok(least, games)
    assert performance(ra, least, games) >= rp_min
    if least > 0:
        below = least - 0.5
        assert not share_ok(below, games) or performance(ra, below, games) < rp_min


@given(ratings=st.lists(st.one_of(st.integers(0, 3000),
                                  st.integers(0, 6000).map(lambda h: h / 2),
                                  st.floats(0, 3000, allow_nan=False)), min_size=1, max_size=15),
       halves=st.integers(0, 60), games=st.integers(1, 30))
def test_whole_number_paths_equal_the_exact_fractions(ratings: list[float], halves: int,
                                                      games: int) -> None:
    """Ra, p and 35 % in whole numbers equal the Fraction definitions (1.4.7, 1.4.8b, .5 up)."""
    whole = adjust(ratings, floor=0, unrated=1400).ratings
    assert list(whole) == [half_up(Fraction(r)) for r in ratings]
    assert average(whole) == half_up(Fraction(sum(whole), len(whole)))
    points = halves / 2
    assert percent(points, games) == half_up(Fraction(points) * 100 / games)
    assert share_ok(points, games) == (Fraction(points) * 100 >= 35 * games)


@pytest.mark.parametrize(("title", "floor"), [(NormTitle.GM, 2200), (NormTitle.IM, 2050),
                                              (NormTitle.WGM, 2000), (NormTitle.WIM, 1850)])
def test_an_opponent_at_the_floor_stays_one_below_is_raised(title: NormTitle, floor: int) -> None:
    """1.4.6b: the lowest opponent at the floor keeps the rating; one point below is raised."""
    assert THRESHOLDS[title].floor == floor
    assert adjust([2400, floor], floor=floor, unrated=1400).raised is None
    below = adjust([2400, floor - 1], floor=floor, unrated=1400)
    assert (below.raised, below.ratings) == (1, (2400, floor))


def test_thirty_five_percent_is_read_in_hundredths_of_a_game() -> None:
    """20.5 of 59 is 34.75 %: short of 35 % (2050 < 2065 in hundredths of points); 21 of 60
    is exactly 35 %."""
    assert not share_ok(20.5, 59)
    assert share_ok(21, 60)


def test_a_score_in_quarter_points_takes_the_exact_path() -> None:
    """A score that is no whole number of half points is read exactly: 2.25 of 3 is 75 %;
    1.75 of 5 is exactly 35 % (175 = 35 x 5 hundredths); 1.25 of 5 (25 %) and 6.25 of 18
    (34.7 %, 625 < 630) are short."""
    assert percent(2.25, 3) == 75
    assert share_ok(1.75, 5)
    assert not share_ok(1.25, 5)
    assert not share_ok(6.25, 18)


def test_no_score_makes_the_norm_when_nine_of_nine_is_short() -> None:
    """Ra 1700 over 9 games: 9/9 is p 100 %, dp 800, Rp 2500 < 2600, so no score makes a GM
    norm (the search stops at 9 points)."""
    assert least_points(1700, 9, 2600) is None
