"""K-factor rules: fixed, simple auto, old US Chess bands, FIDE by date, current US Chess."""

from __future__ import annotations

import datetime as dt

import pytest

from elo_core.errors import EditionError, InputError
from elo_core.models import Profile, TimeControl
from elo_core.rules.kfactor import (
    KRule,
    choose_k,
    fide_k,
    fixed_k,
    simple_auto_k,
    uscf_bands_k,
    uscf_effective_games,
    uscf_k,
)
from tests.unit.rules.k_boundaries import CASES, KCase

D = dt.date
TODAY_RULES = D(2025, 1, 1)


def test_fixed_k_reports_user_choice() -> None:
    """A chosen K is kept and the reason says it was chosen."""
    choice = fixed_k(32)
    assert choice.k == 32
    assert choice.rule == KRule.FIXED
    assert "chosen by you" in choice.reason


def test_fixed_k_of_200_is_the_largest_taken() -> None:
    """K 200 is taken (at most 200); 200.5 is refused."""
    assert fixed_k(200).k == 200
    with pytest.raises(InputError, match="at most 200"):
        fixed_k(200.5)


@pytest.mark.parametrize("bad", [0, -10, float("nan"), 201])
def test_fixed_k_rejects_nonpositive_or_absurd(bad: float) -> None:
    """K <= 0, NaN or above 200 raises InputError."""
    with pytest.raises(InputError, match="K must be"):
        fixed_k(bad)


@pytest.mark.parametrize(("rating", "k"), [(1500, 40), (2099, 40), (2100, 20), (2399, 20),
                                           (2400, 10), (2800, 10)])
def test_simple_auto_k(rating: float, k: int) -> None:
    """'Auto' K: 40 below 2100, 20 below 2400, 10 from 2400."""
    assert simple_auto_k(rating).k == k


@pytest.mark.parametrize(("rating", "k"), [(1550, 32), (2099, 32), (2100, 24), (2399, 24),
                                           (2400, 16)])
def test_uscf_bands_k(rating: float, k: int) -> None:
    """Pre-2001 US Chess bands: 32 below 2100, 24 to 2399, 16 from 2400, labelled as such."""
    choice = uscf_bands_k(rating)
    assert choice.k == k
    assert "pre-2001" in choice.reason


def test_uscf_bands_reason_for_seed_d() -> None:
    """Seed D's reason reads 'US Chess: 32 below 2100'."""
    assert "32 below 2100" in uscf_bands_k(1550).reason


def test_fide_k_established_2050_seed() -> None:
    """Seed D FIDE example: 2050 with 85 games -> K 20."""
    assert fide_k(Profile(rating=2050, games_played=85), date=TODAY_RULES).k == 20


def test_fide_k_provisional_1200_seed() -> None:
    """Seed D: 1200 with 8 games -> K 40 (fewer than 30 games)."""
    choice = fide_k(Profile(rating=1200, games_played=8), date=TODAY_RULES)
    assert choice.k == 40
    assert "fewer than 30" in choice.reason


def test_fide_k_peak_of_exactly_2400_is_named() -> None:
    """2350 with a peak of exactly 2400: K 10 for good, and the reason names the peak."""
    choice = fide_k(Profile(rating=2350, peak_rating=2400, games_played=200), date=TODAY_RULES)
    assert choice.k == 10
    assert "peak 2400" in choice.reason


def test_fide_k_peak_rule_seed() -> None:
    """Seed D: 2380 with a 2410 peak -> K 10, for good."""
    choice = fide_k(Profile(rating=2380, peak_rating=2410, games_played=200), date=TODAY_RULES)
    assert choice.k == 10
    assert "peak 2410" in choice.reason


def test_fide_k_thirty_games_is_established() -> None:
    """With exactly 30 games the player is established (K 20); 29 games still K 40."""
    assert fide_k(Profile(rating=1800, games_played=30), date=TODAY_RULES).k == 20
    assert fide_k(Profile(rating=1800, games_played=29), date=TODAY_RULES).k == 40


def test_fide_k_games_not_given_assumed_established() -> None:
    """Without games played the player is assumed established, and the reason says so."""
    choice = fide_k(Profile(rating=1800), date=TODAY_RULES)
    assert choice.k == 20
    assert "assumed 30+" in choice.reason


def test_fide_k_unrated_is_new() -> None:
    """An unrated player gets the new-player K."""
    assert fide_k(Profile(rating=None), date=TODAY_RULES).k == 40


@pytest.mark.parametrize(
    ("date", "new", "established", "top"),
    [
        (D(2010, 12, 31), 25, 15, 10),
        (D(2011, 1, 1), 30, 15, 10),
        (D(2014, 6, 30), 30, 15, 10),
        (D(2014, 7, 1), 40, 20, 10),
    ],
)
def test_fide_k_editions_by_date(date: dt.date, new: int, established: int, top: int) -> None:
    """K by date: 25/15/10 before 2011, 30/15/10 in 2011-2014, 40/20/10 from 2014-07-01."""
    assert fide_k(Profile(rating=1800, games_played=5), date=date).k == new
    assert fide_k(Profile(rating=1800, games_played=100), date=date).k == established
    assert fide_k(Profile(rating=2450, games_played=100), date=date).k == top


def test_junior_until_end_of_year_of_18th_birthday() -> None:
    """Junior K 40 lasts to 31 December of the year the player turns 18."""
    junior = Profile(rating=2000, games_played=200, birth_year=2008)
    assert fide_k(junior, date=D(2026, 12, 31)).k == 40
    assert "junior" in fide_k(junior, date=D(2026, 12, 31)).reason
    assert fide_k(junior, date=D(2027, 1, 1)).k == 20


def test_junior_rule_only_under_2300() -> None:
    """A junior rated 2300 or more gets the established K 20; 2299 still gets 40."""
    assert fide_k(Profile(rating=2300, games_played=200, birth_year=2010), date=TODAY_RULES).k == 20
    assert fide_k(Profile(rating=2299, games_played=200, birth_year=2010), date=TODAY_RULES).k == 40


def test_junior_rule_not_before_july_2014() -> None:
    """Before 2014-07-01 there was no junior rule: an established junior got K 15."""
    junior = Profile(rating=2000, games_played=200, birth_year=2000)
    assert fide_k(junior, date=D(2014, 6, 30)).k == 15
    assert fide_k(junior, date=D(2014, 7, 1)).k == 40


def test_peak_beats_junior() -> None:
    """Precedence: a junior whose peak reached 2400 gets K 10, not 40."""
    profile = Profile(rating=2250, peak_rating=2400, birth_year=2010, games_played=10)
    assert fide_k(profile, date=TODAY_RULES).k == 10


def test_seven_hundred_rule_n39() -> None:
    """700 rule: K 20 with 39 games in the period becomes 17 (20 x 39 = 780 > 700)."""
    choice = fide_k(Profile(rating=2000, games_played=100), date=TODAY_RULES, games_in_period=39)
    assert choice.k == 17
    assert "700 rule" in choice.reason


def test_seven_hundred_rule_not_triggered_at_exactly_700() -> None:
    """K x n = 700 does not exceed 700: K stays 20 with 35 games, and the reason does not
    name the 700 rule."""
    choice = fide_k(Profile(rating=2000, games_played=100), date=TODAY_RULES,
                    games_in_period=35)
    assert choice.k == 20
    assert "700" not in choice.reason


def test_seven_hundred_rule_k40() -> None:
    """A new player (K 40) keeps 40 with 17 games; 18 games -> 38, 20 games -> 35."""
    new = Profile(rating=1600, games_played=5)
    assert fide_k(new, date=TODAY_RULES, games_in_period=17).k == 40
    assert fide_k(new, date=TODAY_RULES, games_in_period=18).k == 38
    assert fide_k(new, date=TODAY_RULES, games_in_period=20).k == 35


def test_seven_hundred_rule_not_before_september_2017() -> None:
    """Before 2017-09-01 the 700 rule does not reduce K."""
    profile = Profile(rating=2000, games_played=100)
    assert fide_k(profile, date=D(2017, 8, 31), games_in_period=39).k == 20
    assert fide_k(profile, date=D(2017, 9, 1), games_in_period=39).k == 17


@pytest.mark.parametrize("date", [D(2012, 1, 1), D(2020, 6, 1), D(2022, 9, 30)])
def test_rapid_k20_for_everyone_2012_to_2022(date: dt.date) -> None:
    """Rapid/blitz 2012 to 2022-09-30: K 20 for new, junior and 2400+ players alike."""
    for profile in (Profile(rating=1500, games_played=3), Profile(rating=2500),
                    Profile(rating=1900, birth_year=2010)):
        assert fide_k(profile, date=date, time_control=TimeControl.RAPID).k == 20


def test_rapid_flat_k_with_700_rule() -> None:
    """Rapid in 2020: flat K 20 is still cut by the 700 rule (39 games -> 17)."""
    choice = fide_k(Profile(rating=1900), date=D(2020, 6, 1), time_control=TimeControl.BLITZ,
                    games_in_period=39)
    assert choice.k == 17


def test_rapid_standard_rules_from_october_2022() -> None:
    """From 2022-10-01 rapid uses the standard K rules (a new player gets 40)."""
    profile = Profile(rating=1500, games_played=3)
    assert fide_k(profile, date=D(2022, 10, 1), time_control=TimeControl.RAPID).k == 40


def test_rapid_before_2012_raises() -> None:
    """Rapid K before 2012 has no edition: EditionError."""
    with pytest.raises(EditionError, match="rapid"):
        fide_k(Profile(rating=1500), date=D(2011, 6, 1), time_control=TimeControl.RAPID)


def test_uscf_effective_games_1700() -> None:
    """N*(1700) = 20.0118; N' is the smaller of N and N*."""
    assert uscf_effective_games(1700, 1000) == pytest.approx(20.0118, abs=0.00005)
    assert uscf_effective_games(1700, 12) == pytest.approx(12.0, abs=1e-12)


def test_uscf_effective_games_above_2355() -> None:
    """Above 2355 N* is 50."""
    assert uscf_effective_games(2400, 1000) == pytest.approx(50.0, abs=1e-12)


def test_uscf_effective_games_either_side_of_2355() -> None:
    """At 2355 the formula: 50 / sqrt(0.662 + 0.00000739 x 214^2 = 1.00044) = 49.989; at 2356
    it would give 50.068 (213^2: 0.99728), but above 2355 N* is 50."""
    assert uscf_effective_games(2355, 1000) == pytest.approx(49.989, abs=0.0005)
    assert uscf_effective_games(2356, 1000) == 50.0


def test_uscf_k_formula() -> None:
    """US Chess K = 800 / (N' + m): 1700 with many games and 4 in the event -> 33.32."""
    choice = uscf_k(1700, 1000, 4)
    assert choice.k == pytest.approx(800 / (20.0118 + 4), abs=0.005)
    assert choice.rule == KRule.USCF


def test_uscf_k_needs_a_game() -> None:
    """US Chess K for an event of zero games raises InputError."""
    with pytest.raises(InputError, match="at least one game"):
        uscf_k(1700, 10, 0)


def test_choose_k_explicit_k_wins() -> None:
    """A given K overrides any rule and is reported as the user's choice."""
    choice = choose_k(KRule.FIDE, Profile(rating=2500), k=25, date=TODAY_RULES)
    assert choice.k == 25
    assert choice.rule == KRule.FIXED


def test_choose_k_fixed_without_k_raises() -> None:
    """The fixed rule without a K value raises InputError."""
    with pytest.raises(InputError, match="needs a K"):
        choose_k(KRule.FIXED, Profile(rating=1500))


def test_choose_k_auto_needs_rating() -> None:
    """The auto rule for an unrated profile raises InputError."""
    with pytest.raises(InputError, match="needs a rating"):
        choose_k(KRule.AUTO, Profile(rating=None))


def test_choose_k_fide_uses_event_games_for_700_rule() -> None:
    """Without games_in_period the FIDE rule counts the event's games for the 700 rule."""
    choice = choose_k(KRule.FIDE, Profile(rating=2000, games_played=100), date=TODAY_RULES,
                      games_in_event=39)
    assert choice.k == 17


def test_choose_k_uscf_without_games_played_or_games_in_event() -> None:
    """US Chess K with games played not given: N 0, so K = 800 / (0 + 4) = 200; with no game in
    the event m is taken as 1: 1500 with 10 games (N* 16.57, N' 10), K = 800 / 11 = 72.73."""
    assert choose_k(KRule.USCF, Profile(rating=1500), games_in_event=4).k == 200
    k = choose_k(KRule.USCF, Profile(rating=1500, games_played=10), games_in_event=0).k
    assert k == pytest.approx(72.73, abs=0.005)


def test_choose_k_dispatches_bands_and_uscf() -> None:
    """choose_k routes to the bands and the current US Chess rule."""
    assert choose_k(KRule.USCF_BANDS, Profile(rating=2200)).k == 24
    k = choose_k(KRule.USCF, Profile(rating=1700, games_played=1000), games_in_event=4).k
    assert k == pytest.approx(33.32, abs=0.005)


@pytest.mark.parametrize("case", CASES, ids=[c.why for c in CASES])
def test_fide_k_thresholds_on_both_sides(case: KCase) -> None:
    """Each K band, the junior year, the 700 rule and the edition dates, one step either side."""
    profile = Profile(rating=case.rating, peak_rating=case.peak, birth_year=case.birth_year,
                      games_played=case.games_played)
    assert fide_k(profile, date=case.date, time_control=case.time_control,
                  games_in_period=case.games_in_period).k == case.k


def test_a_birth_year_of_the_events_year_is_taken_one_after_is_refused() -> None:
    """Born 2024, playing on 1 June 2024: a junior under 2300, K 40; born 2025: refused."""
    when = dt.date(2024, 6, 1)
    assert fide_k(Profile(rating=1500, games_played=40, birth_year=2024), date=when).k == 40
    with pytest.raises(InputError, match="birth year 2025 is after the game's date"):
        fide_k(Profile(rating=1500, games_played=40, birth_year=2025), date=when)
