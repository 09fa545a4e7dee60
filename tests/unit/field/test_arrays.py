"""Vectorised rating arithmetic: the K rules and rounding agree with the scalar rules."""

from __future__ import annotations

import datetime as dt

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from elo_core.field import arrays
from elo_core.models import Profile
from elo_core.rules import uscf
from elo_core.rules.editions import fide_edition
from elo_core.rules.kfactor import fide_k
from tests.unit.rules.cap_boundaries import CASES as CAP_CASES
from tests.unit.rules.cap_boundaries import CapCase
from tests.unit.rules.floor_boundaries import FLOORS
from tests.unit.rules.k_boundaries import CASES, KCase


def test_vectorised_fide_k_matches_kfactor() -> None:
    """arrays.fide_k picks the K kfactor.fide_k picks for ratings, peaks, juniors, the 700 rule."""
    date = dt.date(2025, 6, 1)
    edition = fide_edition(date)
    cases = [(1500, None, None, 10, 9), (2350, None, 2010, 100, 9), (2350, 2410, None, 100, 9),
             (2100, None, None, 100, 40), (2450, None, None, 5, 80), (1800, None, 2006, 50, 5)]
    rating = np.array([c[0] for c in cases], dtype=float)
    peak = np.array([np.nan if c[1] is None else c[1] for c in cases], dtype=float)
    birth = np.array([np.nan if c[2] is None else c[2] for c in cases], dtype=float)
    played = np.array([c[3] for c in cases], dtype=float)
    period = np.array([c[4] for c in cases], dtype=np.int64)
    k, _ = arrays.fide_k(rating, peak, birth, played, period, edition=edition, date=date)
    for i, (r, pk, by, gp, n) in enumerate(cases):
        profile = Profile(rating=r, peak_rating=pk, birth_year=by, games_played=gp)
        assert k[i] == fide_k(profile, date=date, games_in_period=n).k, cases[i]


def test_half_away_rounding_is_exact() -> None:
    """Integer hundredths round half away from zero: 2.5 -> 3, -2.5 -> -3, 2.49 -> 2."""
    got = arrays.divide_half_away(np.array([250, -250, 249, -251, 50, -50]), 100)
    assert got.tolist() == [3, -3, 2, -3, 1, -1]


@given(st.one_of(st.none(), st.floats(min_value=100, max_value=3000, allow_nan=False)),
       st.one_of(st.none(), st.integers(0, 200)))
def test_vectorised_uscf_floor_matches_the_rule(peak: float | None, games: int | None) -> None:
    """arrays.uscf_floors gives uscf.floor's floor for any peak (or none) and games played
    (or not given)."""
    got = arrays.uscf_floors(np.array([np.nan if peak is None else peak]),
                             np.array([np.nan if games is None else float(games)]))[0]
    assert got == uscf.floor(peak, games)


@given(st.lists(st.integers(0, 50_000), max_size=60))
def test_group_ids_equal_numpy_unique(keys: list[int]) -> None:
    """Dense table (few possible keys) or sort: the same distinct keys and places as np.unique."""
    values = np.array(keys, dtype=np.int64)
    for n_keys in (50_001, 10**9):
        distinct, place = arrays.group_ids(values, n_keys)
        want, inverse = np.unique(values, return_inverse=True)
        assert distinct.tolist() == want.tolist()
        assert place.tolist() == inverse.reshape(-1).tolist()


@pytest.mark.parametrize("case", CASES, ids=[c.why for c in CASES])
def test_vectorised_fide_k_thresholds_on_both_sides(case: KCase) -> None:
    """The arrays give the hand-worked K one step either side of every threshold."""
    def column(value: float | None) -> np.ndarray:
        return np.array([np.nan if value is None else value], dtype=float)
    edition = fide_edition(case.date, case.time_control)
    k, _ = arrays.fide_k(column(case.rating), column(case.peak), column(case.birth_year),
                         column(case.games_played),
                         np.array([case.games_in_period], dtype=np.int64),
                         edition=edition, date=case.date)
    assert int(k[0]) == case.k


@pytest.mark.parametrize("case", CAP_CASES, ids=[c.why for c in CAP_CASES])
def test_vectorised_point_cap_on_both_sides(case: CapCase) -> None:
    """The arrays cap the same games by the same hand-worked rule and give the same PD."""
    n = len(case.opponents)
    used = arrays.fide_used_diffs(np.full(n, float(case.own)), np.array(case.opponents, float),
                                  np.zeros(n, dtype=np.int64), fide_edition(case.date))
    assert tuple(used.tolist()) == case.used
    assert tuple(arrays.pd_hundredths(used).tolist()) == case.pd


def test_vectorised_uscf_floors_on_both_sides() -> None:
    """The arrays give the hand-worked floors one step either side of each threshold."""
    peak = np.array([np.nan if p is None else p for p, _, _ in FLOORS], dtype=float)
    games = np.array([np.nan if g is None else g for _, g, _ in FLOORS], dtype=float)
    assert arrays.uscf_floors(peak, games).tolist() == [float(f) for _, _, f in FLOORS]


def test_group_ids_by_the_dense_table_and_by_sorting_agree_on_figures() -> None:
    """Keys 5, 90000, 5 of 100,000 or 4,000,000 (more than 8 x 3 + 4096 = 4,120: by sorting):
    distinct (5, 90000), places (0, 1, 0); keys 3, 1, 3 of 4 (the dense table): (1, 3),
    (1, 0, 1)."""
    keys = np.array([5, 90000, 5])
    for n_keys in (100_000, 4_000_000):
        distinct, place = arrays.group_ids(keys, n_keys)
        assert (distinct.tolist(), place.tolist()) == ([5, 90000], [0, 1, 0])
    distinct, place = arrays.group_ids(np.array([3, 1, 3]), 4)  # the dense table
    assert (distinct.tolist(), place.tolist()) == ([1, 3], [1, 0, 1])


def test_us_chess_n_star_is_50_only_above_2355() -> None:
    """N* = 50 / sqrt(0.662 + 0.00000739 (2569 - R)^2): at 2355, 214^2 = 45796, so
    50 / sqrt(1.00043244) = 49.98919; above 2355 it is 50 (60 games played: N' = N*)."""
    n = arrays.uscf_effective_games(np.array([2355.0, 2356.0]), np.array([60.0, 60.0]))
    assert n.tolist() == pytest.approx([49.98919, 50.0], abs=1e-5)


def test_a_lists_k_is_lowered_by_the_700_rule_only_over_700() -> None:
    """A list's K replaces the rules' K; the 700 rule lowers it to the largest whole K with
    K x games <= 700: 20 x 35 = 700 stays 20; 20 x 36 = 720 -> 700 // 36 = 19 (19 x 36 = 684);
    40 x 18 = 720 -> 38 (38 x 18 = 684); no games leave 10. No list K: the rules' 40 stays."""
    listed = np.array([np.nan, 20, 20, 40, 10], dtype=float)
    games = np.array([5, 35, 36, 18, 0], dtype=np.int64)
    rules_k = np.array([40, 20, 20, 20, 20], dtype=np.int64)
    reason = np.array(["junior under 2300: K 40"] + ["established, under 2400: K 20"] * 4,
                      dtype=object)
    k, why = arrays.list_k(listed, games, rules_k, reason, rule_700=True)
    assert k.tolist() == [40, 20, 19, 38, 10]
    assert why.tolist() == ["junior under 2300: K 40", "the list's K 20",
                            "the list's K 20; 700 rule", "the list's K 40; 700 rule",
                            "the list's K 10"]
    k, why = arrays.list_k(listed, games, rules_k, reason, rule_700=False)  # before Sept 2017
    assert k.tolist() == [40, 20, 20, 40, 10]
    assert "700" not in " ".join(why.tolist())


def test_the_700_rule_in_the_arrays_at_its_limit_and_without_games() -> None:
    """2025 rules, an established 2000 player (K 20): 35 games make 700 (K 20), 36 make 720
    (K 19); a junior's K 40 over 18 games makes 720 (K 38); 0 games keep K 20."""
    date = dt.date(2025, 6, 1)
    rating = np.full(4, 2000.0)
    birth = np.array([np.nan, np.nan, 2010.0, np.nan])
    k, why = arrays.fide_k(rating, np.full(4, np.nan), birth, np.full(4, 100.0),
                           np.array([35, 36, 18, 0], dtype=np.int64),
                           edition=fide_edition(date), date=date)
    assert k.tolist() == [20, 19, 38, 20]
    assert [reason.endswith("; 700 rule") for reason in why] == [False, True, True, False]


def test_pd_is_0_99_up_to_735_points_and_1_00_above() -> None:
    """Table 8.1.2: a difference of 560 to 619 gives the higher side 0.98, 620 to 735 gives
    0.99, more than 735 gives 1.00 (the lower side 0.01 and 0.00); 800 is reached uncapped
    from 2650 (2025-10 rules)."""
    got = arrays.pd_hundredths(np.array([619, 620, 735, 736, 800, -735, -736]))
    assert got.tolist() == [98, 99, 99, 100, 100, 1, 0]


def test_half_away_guard_absorbs_binary_error_only() -> None:
    """1028.215 is stored as 1028.21499999999992: x 100 it is 102821.49999999999, yet it rounds
    half away to 1028.22 (and -1028.22), as written; 0.4999999985 is 1.5e-9 below a half, more
    than binary error, and rounds to 0."""
    got = arrays.half_away_float(np.array([1028.215, -1028.215]), 2)
    assert got.tolist() == [1028.22, -1028.22]
    assert arrays.half_away_float(np.array([0.4999999985, 0.5, -2.5]), 0).tolist() == [0, 1, -3]


def test_a_junior_born_in_the_events_year_and_one_not_yet_born() -> None:
    """2025 rules, an event on 2025-06-01, rated 1800 with 100 games: born 2025, a junior under
    2300 (K 40, said as junior, not as a new player); born 2007 (18 in 2025) also K 40; born
    2006 (19) established K 20; a birth year after the event's is no junior (K 20)."""
    date = dt.date(2025, 6, 1)
    birth = np.array([2025.0, 2007.0, 2006.0, 2026.0])
    k, why = arrays.fide_k(np.full(4, 1800.0), np.full(4, np.nan), birth, np.full(4, 100.0),
                           np.full(4, 5, dtype=np.int64), edition=fide_edition(date), date=date)
    assert k.tolist() == [40, 40, 20, 20]
    assert why.tolist() == ["junior under 2300: K 40", "junior under 2300: K 40",
                            "established, under 2400: K 20", "established, under 2400: K 20"]
