"""Expected scores: logistic curve, FIDE table with the 350/400-point rules, by date."""

from __future__ import annotations

import datetime as dt

import pytest

from elo_core.errors import InputError
from elo_core.models import TimeControl
from elo_core.rules.editions import fide_edition
from elo_core.rules.expected import (
    fide_expectations,
    fide_table,
    logistic,
    logistic_diff,
    uscf_winning_expectancy,
)
from tests.unit.rules.cap_boundaries import CASES as CAP_CASES
from tests.unit.rules.cap_boundaries import CapCase

D = dt.date


@pytest.mark.parametrize(
    ("own", "opp", "expected", "tol"),
    [
        (1613, 1609, 0.506, 0.0005),
        (1400, 1600, 0.240, 0.0005),
        (1600, 1400, 0.76, 0.005),
        (1200, 1800, 0.0307, 0.00005),
        (1500, 1500, 0.500, 0.0005),
        (1800, 1400, 0.909, 0.0005),
    ],
)
def test_logistic_seed_figures(own: float, opp: float, expected: float, tol: float) -> None:
    """Seed A/B expected scores from the logistic formula, to the shown precision."""
    assert logistic(own, opp) == pytest.approx(expected, abs=tol)


@pytest.mark.parametrize(
    ("diff", "expected", "tol"), [(200, 0.76, 0.005), (400, 0.909, 0.0005), (600, 0.97, 0.005)]
)
def test_logistic_diff_curve_points(diff: float, expected: float, tol: float) -> None:
    """Seed B curve: +200 about 0.76, +400 0.909, +600 about 0.97."""
    assert logistic_diff(diff) == pytest.approx(expected, abs=tol)


def test_logistic_has_no_cap() -> None:
    """The classic formula keeps rising past 400 points (no cap)."""
    assert logistic_diff(800) > logistic_diff(400)
    assert logistic(2400, 1400) == pytest.approx(0.99685, abs=0.00001)


@pytest.mark.parametrize(("own", "opp", "expected"), [
    (1500, 1500, 0.5),
    (1400, 1600, 0.240253),  # 1 / (1 + 10^0.5) = 1 / 4.162278
    (1700, 1000, 0.982528),  # 1 / (1 + 10^-1.75) = 1 / 1.0177828: 700 apart, no 400 cap
    (1000, 1700, 0.017472),  # 1 - 0.982528
    (2400, 1400, 0.996848),  # 1 / (1 + 10^-2.5): FIDE's table would give 0.92
])
def test_uscf_expectancy_pinned(own: float, opp: float, expected: float) -> None:
    """US Chess winning expectancy 1 / (1 + 10^((opp - own) / 400)), uncapped, worked by hand."""
    assert uscf_winning_expectancy(own, opp) == pytest.approx(expected, abs=0.0000005)


@pytest.mark.parametrize("bad", [-100, 0, 4001, float("nan")])
def test_logistic_rejects_absurd_ratings(bad: float) -> None:
    """Negative, zero, absurdly high or NaN ratings raise InputError."""
    with pytest.raises(InputError, match="rating must be"):
        logistic(bad, 1500)


@pytest.mark.parametrize(("diff", "expected"), [(400, 0.92), (401, 0.92), (512, 0.92),
                                                (-512, 0.08), (-401, 0.08)])
def test_fide_table_cap_400(diff: int, expected: float) -> None:
    """With the 400 cap D = 400, 401 and 512 all give 0.92 (and 0.08 for the other side)."""
    assert fide_table(diff) == pytest.approx(expected, abs=1e-12)


def test_fide_table_uncapped() -> None:
    """Without a cap D = 512 is in the 485-517 row (0.96) and 736 gives 1.00."""
    assert fide_table(512, cap=None) == pytest.approx(0.96, abs=1e-12)
    assert fide_table(736, cap=None) == pytest.approx(1.0, abs=1e-12)
    assert fide_table(-736, cap=None) == pytest.approx(0.0, abs=1e-12)


def _pds(own: float, opps: list[float], date: dt.date,
         tc: TimeControl = TimeControl.STANDARD) -> list[int]:
    return [e.pd for e in fide_expectations(own, opps, fide_edition(date, tc))]


def test_350_cap_before_july_2009() -> None:
    """Before 2009-07-01 a 400-point gap counts as 350 (0.89); from then on as 400 (0.92)."""
    assert _pds(2000, [1600], D(2009, 6, 30)) == [89]
    assert _pds(1600, [2000], D(2009, 6, 30)) == [11]
    assert _pds(2000, [1600], D(2009, 7, 1)) == [92]
    exp = fide_expectations(2000, [1600], fide_edition(D(2009, 6, 30)))[0]
    assert (exp.real_diff, exp.used_diff, exp.capped) == (400, 350, True)


def test_once_per_event_higher_side_capped_only_in_largest_gap() -> None:
    """2022-2024: the higher-rated player is capped only in the game with the largest gap."""
    exps = fide_expectations(2400, [1900, 1950, 2300], fide_edition(D(2023, 1, 1)))
    assert [e.used_diff for e in exps] == [400, 450, 100]
    assert [e.capped for e in exps] == [True, False, False]
    assert [e.pd for e in exps] == [92, 94, 64]


def test_once_per_event_largest_gap_found_anywhere() -> None:
    """The capped game is the one with the largest gap, whatever its round."""
    exps = fide_expectations(2400, [1950, 1900], fide_edition(D(2023, 1, 1)))
    assert [e.pd for e in exps] == [94, 92]


def test_once_per_event_lower_side_always_capped() -> None:
    """2022-2024: the lower-rated player is capped in every game over 400."""
    exps = fide_expectations(1900, [2400, 2350], fide_edition(D(2023, 1, 1)))
    assert [e.used_diff for e in exps] == [-400, -400]
    assert [e.pd for e in exps] == [8, 8]


def test_always_cap_in_2024_caps_every_game() -> None:
    """2024-03-01 .. 2025-09-30: every gap over 400 counts as 400, as often as it occurs."""
    assert _pds(2400, [1900, 1950, 2300], D(2024, 3, 1)) == [92, 92, 64]


def test_2650_line_before_october_2025() -> None:
    """2025-09-30: a 2700 player against 2200 is capped (0.92)."""
    assert _pds(2700, [2200], D(2025, 9, 30)) == [92]


def test_2650_line_from_october_2025() -> None:
    """2025-10-01: 2700 vs 2200 uses the real D 500, which table 8.1.2 puts at 0.96."""
    exp = fide_expectations(2700, [2200], fide_edition(D(2025, 10, 1)))[0]
    assert (exp.used_diff, exp.capped) == (500, False)
    assert exp.expected == pytest.approx(0.96, abs=1e-12)


def test_2650_uncapped_gap_in_the_95_row() -> None:
    """From 2025-10-01 a 2700 player against 2230 (D 470, row 457-484) expects 0.95."""
    assert _pds(2700, [2230], D(2025, 10, 1)) == [95]


def test_2650_line_other_side_still_capped() -> None:
    """From 2025-10-01 the 2200 side (below 2650) is still capped: 0.08."""
    assert _pds(2200, [2700], D(2025, 10, 1)) == [8]


def test_2649_player_still_capped() -> None:
    """A 2649 player is below the line and stays capped after 2025-10-01."""
    assert _pds(2649, [2149], D(2025, 10, 1)) == [92]
    assert _pds(2650, [2150], D(2025, 10, 1)) == [96]


def test_rapid_after_october_2025_still_capped() -> None:
    """Rapid after 2025-10-01: a 2700 player against 2200 is still capped (0.92)."""
    assert _pds(2700, [2200], D(2025, 10, 1), TimeControl.RAPID) == [92]


def test_fide_expectations_round_ratings_half_up() -> None:
    """Ratings are taken as whole numbers (.5 up) before the difference is formed."""
    exp = fide_expectations(1600.5, [1597], fide_edition(D(2024, 6, 1)))[0]
    assert exp.real_diff == 4
    assert exp.pd == 51


def test_fide_expectations_reject_bad_opponent() -> None:
    """An absurd opponent rating raises InputError."""
    with pytest.raises(InputError, match="opponent rating"):
        fide_expectations(1600, [-5], fide_edition(D(2024, 6, 1)))


@pytest.mark.parametrize("case", CAP_CASES, ids=[c.why for c in CAP_CASES])
def test_the_point_cap_on_both_sides(case: CapCase) -> None:
    """The 350/400-point rule by date, the 2650 line and the 2022-2024 wording, by hand."""
    lines = fide_expectations(case.own, case.opponents, fide_edition(case.date))
    assert tuple(line.used_diff for line in lines) == case.used
    assert tuple(line.pd for line in lines) == case.pd


def test_logistic_diff_to_nine_decimals() -> None:
    """400 points above: 1 / (1 + 10^-1) = 10/11 = 0.909090909; 200 below: 1 / (1 + 10^0.5) =
    0.240253073 (a 401 in the formula gives 0.908861 and 0.240494)."""
    assert logistic_diff(400) == pytest.approx(10 / 11, abs=1e-9)
    assert logistic_diff(-200) == pytest.approx(0.240253073, abs=1e-9)
