"""Which FIDE and US Chess rule edition applies on a given date."""

from __future__ import annotations

import datetime as dt

import pytest

from elo_core.errors import EditionError, EloError
from elo_core.models import TimeControl
from elo_core.rules.editions import CapRule, InitialRule, check_date, fide_edition, uscf_edition

D = dt.date


@pytest.mark.parametrize(
    ("date", "cap", "rule"),
    [
        (D(2009, 6, 30), 350, CapRule.ALWAYS),
        (D(2009, 7, 1), 400, CapRule.ALWAYS),
        (D(2021, 12, 31), 400, CapRule.ALWAYS),
        (D(2022, 1, 1), 400, CapRule.ONCE_PER_EVENT),
        (D(2024, 2, 29), 400, CapRule.ONCE_PER_EVENT),
        (D(2024, 3, 1), 400, CapRule.ALWAYS),
        (D(2025, 9, 30), 400, CapRule.ALWAYS),
        (D(2025, 10, 1), 400, CapRule.BELOW_2650),
    ],
)
def test_standard_cap_rule_by_date(date: dt.date, cap: int, rule: CapRule) -> None:
    """The 350/400-point rule and its variant follow the edition boundaries of RULES.md 2.2."""
    edition = fide_edition(date)
    assert edition.cap == cap
    assert edition.cap_rule == rule


@pytest.mark.parametrize(
    ("date", "k"),
    [
        (D(2010, 12, 31), (25, 15, 10)),
        (D(2011, 1, 1), (30, 15, 10)),
        (D(2014, 6, 30), (30, 15, 10)),
        (D(2014, 7, 1), (40, 20, 10)),
        (D(2026, 1, 1), (40, 20, 10)),
    ],
)
def test_standard_k_values_by_date(date: dt.date, k: tuple[int, int, int]) -> None:
    """K for new / established / 2400+ players: 25/15/10, then 30/15/10, then 40/20/10."""
    edition = fide_edition(date)
    assert (edition.k_new, edition.k_established, edition.k_top) == k
    assert edition.junior_rule is (date >= D(2014, 7, 1))


@pytest.mark.parametrize(
    ("date", "floor", "initial"),
    [
        (D(2009, 6, 30), None, InitialRule.NONE),
        (D(2011, 6, 1), 1200, InitialRule.NONE),
        (D(2013, 1, 1), 1000, InitialRule.NONE),
        (D(2023, 1, 1), 1000, InitialRule.RULE_2022),
        (D(2024, 3, 1), 1400, InitialRule.RULE_2024),
    ],
)
def test_standard_floor_and_initial_rule(date: dt.date, floor: int | None,
                                         initial: InitialRule) -> None:
    """The rating floor and the initial-rating rule change with the edition."""
    edition = fide_edition(date)
    assert edition.floor == floor
    assert edition.initial == initial


def test_seven_hundred_rule_from_september_2017() -> None:
    """The 700 rule is applied from 2017-09-01 and not before."""
    assert not fide_edition(D(2017, 8, 31)).rule_700
    assert fide_edition(D(2017, 9, 1)).rule_700


def test_label_names_edition_and_start() -> None:
    """The label shown to users names the edition and the date it took effect."""
    label = fide_edition(D(2024, 6, 1)).label
    assert "FIDE Rating Regulations 2024" in label
    assert "2024-03-01" in label


@pytest.mark.parametrize("tc", [TimeControl.RAPID, TimeControl.BLITZ])
def test_rapid_before_2012_has_no_edition(tc: TimeControl) -> None:
    """FIDE rapid and blitz ratings start in 2012: earlier dates raise EditionError."""
    with pytest.raises(EditionError, match="start on 2012-01-01"):
        fide_edition(D(2011, 12, 31), tc)


@pytest.mark.parametrize("date", [D(2012, 1, 1), D(2018, 5, 5), D(2022, 9, 30)])
def test_rapid_flat_k_until_october_2022(date: dt.date) -> None:
    """Rapid and blitz used K 20 for everyone from 2012 to 2022-09-30."""
    edition = fide_edition(date, TimeControl.RAPID)
    assert edition.flat_k == 20
    assert not edition.junior_rule


def test_rapid_standard_k_from_october_2022() -> None:
    """From 2022-10-01 rapid and blitz use the standard 40/20/10 K rules."""
    edition = fide_edition(D(2022, 10, 1), TimeControl.BLITZ)
    assert edition.flat_k is None
    assert (edition.k_new, edition.k_established, edition.k_top) == (40, 20, 10)
    assert edition.junior_rule


def test_rapid_wide_gap_rule_from_december_2024() -> None:
    """The 600-point not-rated rule applies to rapid/blitz from 2024-12-01 only."""
    assert not fide_edition(D(2024, 11, 30), TimeControl.RAPID).wide_gap_unrated
    assert fide_edition(D(2024, 12, 1), TimeControl.RAPID).wide_gap_unrated
    assert not fide_edition(D(2025, 1, 1), TimeControl.STANDARD).wide_gap_unrated


def test_rapid_after_october_2025_still_always_capped() -> None:
    """The 2650 exemption is for standard only: rapid stays capped for everyone."""
    assert fide_edition(D(2025, 10, 1), TimeControl.RAPID).cap_rule == CapRule.ALWAYS


@pytest.mark.parametrize(
    ("date", "b"),
    [
        (D(2017, 5, 1), 14),
        (D(2023, 1, 31), 14),
        (D(2023, 2, 1), 12),
        (D(2024, 12, 31), 12),
        (D(2025, 1, 1), 10),
    ],
)
def test_uscf_bonus_threshold_by_date(date: dt.date, b: int) -> None:
    """US Chess bonus threshold B is 14, then 12 from Feb 2023, then 10 from 2025."""
    assert uscf_edition(date).bonus_b == b


def test_uscf_before_may_2017_refused() -> None:
    """US Chess bonus thresholds before 2017-05-01 are not modelled: EditionError."""
    with pytest.raises(EditionError, match="not modelled"):
        uscf_edition(D(2017, 4, 30))


@pytest.mark.parametrize("date", [D(1990, 1, 1), D(1999, 12, 31), D(2100, 1, 1)])
def test_dates_outside_known_editions_raise(date: dt.date) -> None:
    """A date outside 2000-2099 has no edition: EditionError (an EloError) naming the date."""
    with pytest.raises(EloError, match=date.isoformat()):
        check_date(date)
    with pytest.raises(EditionError, match="no rule edition is known"):
        fide_edition(date)


def test_check_date_accepts_edges() -> None:
    """The first and last covered days are accepted as they are."""
    assert check_date(D(2000, 1, 1)) == D(2000, 1, 1)
    assert check_date(D(2099, 12, 31)) == D(2099, 12, 31)


STANDARD_STARTS = [D(2009, 7, 1), D(2011, 1, 1), D(2012, 7, 1), D(2014, 7, 1), D(2017, 9, 1),
                   D(2022, 1, 1), D(2024, 3, 1), D(2025, 10, 1)]


@pytest.mark.parametrize("start", STANDARD_STARTS, ids=str)
def test_each_edition_starts_on_its_day(start: dt.date) -> None:
    """The edition in force on its first day says that day; the day before is the previous
    edition's (so the 'in force from' the page shows is the rule's date)."""
    assert fide_edition(start).start == start
    assert fide_edition(start - dt.timedelta(days=1)).start < start


@pytest.mark.parametrize(("date", "floor"), [
    (D(2024, 2, 29), 1000), (D(2024, 3, 1), 1400), (D(2025, 9, 30), 1400), (D(2025, 10, 1), 1400),
    (D(2012, 6, 30), 1200), (D(2012, 7, 1), 1000), (D(2009, 7, 1), 1200),
])
def test_floor_on_both_sides_of_its_dates(date: dt.date, floor: int) -> None:
    """RULES.md 2.5: floor 1200 from 2009-07-01, 1000 from 2012-07-01, 1400 from 2024-03-01
    (the October 2025 amendment keeps it)."""
    assert fide_edition(date).floor == floor


@pytest.mark.parametrize(("start", "cap", "rule", "floor"), [
    (D(2009, 6, 30), 350, CapRule.ALWAYS, None),
    (D(2009, 7, 1), 400, CapRule.ALWAYS, 1200),
    (D(2011, 1, 1), 400, CapRule.ALWAYS, 1200),
    (D(2012, 7, 1), 400, CapRule.ALWAYS, 1000),
    (D(2014, 7, 1), 400, CapRule.ALWAYS, 1000),
    (D(2017, 9, 1), 400, CapRule.ALWAYS, 1000),
    (D(2022, 1, 1), 400, CapRule.ONCE_PER_EVENT, 1000),
    (D(2024, 3, 1), 400, CapRule.ALWAYS, 1400),
    (D(2025, 10, 1), 400, CapRule.BELOW_2650, 1400),
], ids=str)
def test_every_standard_row_has_its_cap_and_floor(start: dt.date, cap: int, rule: CapRule,
                                                  floor: int | None) -> None:
    """RULES.md 2.2 and 2.5, each edition on its first day (the 350 row on its last)."""
    edition = fide_edition(start)
    assert (edition.cap, edition.cap_rule, edition.floor) == (cap, rule, floor)


# (date, (start, (K new, established, 2400+), flat K, junior rule, 700 rule, 600-point rule,
# floor))
RAPID_ROWS = [
    (D(2012, 1, 1), (D(2012, 1, 1), (20, 20, 20), 20, False, False, False, 1200)),
    (D(2017, 8, 31), (D(2012, 1, 1), (20, 20, 20), 20, False, False, False, 1000)),
    (D(2017, 9, 1), (D(2012, 1, 1), (20, 20, 20), 20, False, True, False, 1000)),
    (D(2022, 9, 30), (D(2012, 1, 1), (20, 20, 20), 20, False, True, False, 1000)),
    (D(2022, 10, 1), (D(2022, 10, 1), (40, 20, 10), None, True, True, False, 1000)),
    (D(2024, 3, 1), (D(2024, 3, 1), (40, 20, 10), None, True, True, False, 1400)),
    (D(2024, 11, 30), (D(2024, 3, 1), (40, 20, 10), None, True, True, False, 1400)),
    (D(2024, 12, 1), (D(2024, 12, 1), (40, 20, 10), None, True, True, True, 1400)),
]


@pytest.mark.parametrize(("date", "row"), RAPID_ROWS, ids=[str(d) for d, _ in RAPID_ROWS])
@pytest.mark.parametrize("tc", [TimeControl.RAPID, TimeControl.BLITZ])
def test_every_rapid_and_blitz_row_on_both_sides_of_its_dates(
        tc: TimeControl, date: dt.date, row: tuple[object, ...]) -> None:
    """RULES.md 2.2-2.3: K 20 for everyone from 2012 (700 rule from September 2017), the
    standard K rules from 2022-10-01, the 600-point rule from 2024-12-01; cap 400 always; the
    floor is the standard edition's."""
    edition = fide_edition(date, tc)
    assert (edition.start, (edition.k_new, edition.k_established, edition.k_top),
            edition.flat_k, edition.junior_rule, edition.rule_700, edition.wide_gap_unrated,
            edition.floor) == row
    assert (edition.cap, edition.cap_rule) == (400, CapRule.ALWAYS)


@pytest.mark.parametrize(("date", "start"), [
    (D(2017, 5, 1), D(2017, 5, 1)), (D(2023, 1, 31), D(2017, 5, 1)),
    (D(2023, 2, 1), D(2023, 2, 1)), (D(2024, 12, 31), D(2023, 2, 1)),
    (D(2025, 1, 1), D(2025, 1, 1)),
], ids=str)
def test_us_chess_editions_say_their_first_day(date: dt.date, start: dt.date) -> None:
    """The bonus threshold editions start 2017-05-01, 2023-02-01 and 2025-01-01."""
    assert uscf_edition(date).start == start
