"""A new player's first FIDE rating: the 2024 rule (two 1800 draws) and the 2022 rule."""

from __future__ import annotations

import datetime as dt

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from elo_core.models import Game, Result, TimeControl
from elo_core.rules.newplayer import fide_initial_rating, initial_from_results

D = dt.date
RULES_2024 = D(2024, 6, 1)
RULES_2022 = D(2023, 1, 1)


def _games(pairs: list[tuple[float | None, str]]) -> list[Game]:
    return [Game(opponent_rating=opp, result=Result.parse(res)) for opp, res in pairs]


def test_rules_example_1922() -> None:
    """RULES.md: 1902 ½, 1877 ½, 1884 1, 2012 0, 1832 1 -> Ra 1872.43, p 0.57, +50 -> 1922."""
    res = fide_initial_rating(
        _games([(1902, "d"), (1877, "d"), (1884, "w"), (2012, "l"), (1832, "w")]), RULES_2024)
    assert res.rating == 1922
    assert res.unrounded == pytest.approx(1922.43, abs=0.005)


def test_fewer_than_five_games_no_rating() -> None:
    """Four rated games are not enough: no rating, with the reason."""
    res = fide_initial_rating(_games([(1900, "w")] * 4), RULES_2024)
    assert res.rating is None
    assert "at least 5 games" in res.reason


def test_unrated_and_unplayed_games_do_not_count() -> None:
    """Games against unrated players or not played do not count toward the five."""
    games = [*_games([(1900, "w")] * 4), Game(opponent_rating=None, result=Result.WIN),
             Game(opponent_rating=1900, result=Result.WIN, played=False)]
    assert fide_initial_rating(games, RULES_2024).rating is None


def test_zero_score_disregarded() -> None:
    """A zero score gives no rating."""
    res = fide_initial_rating(_games([(1900, "l")] * 5), RULES_2024)
    assert res.rating is None
    assert "zero score" in res.reason


def test_cap_2200() -> None:
    """Five wins against 2400: Ra 2228.57 + dp(86 %) 309 -> 2537.6, capped at 2200."""
    res = fide_initial_rating(_games([(2400, "w")] * 5), RULES_2024)
    assert res.rating == 2200
    assert res.unrounded == pytest.approx(2537.57, abs=0.005)
    assert "capped at 2200" in res.reason


def test_exactly_2200_is_not_capped_2201_is() -> None:
    """Five 2360s, 2.5/5: Ra (11800 + 3600) / 7 = 2200, p 3.5/7 = 0.50 -> dp 0: 2200, not
    capped. Four 2360s and a 2367: Ra 15407 / 7 = 2201 -> 2200, capped."""
    at = fide_initial_rating(_games([(2360, "w"), (2360, "w"), (2360, "d"), (2360, "l"),
                                     (2360, "l")]), RULES_2024)
    assert (at.rating, "capped" in at.reason) == (2200, False)
    above = fide_initial_rating(_games([(2360, "w"), (2360, "w"), (2360, "d"), (2360, "l"),
                                        (2367, "l")]), RULES_2024)
    assert (above.rating, above.unrounded, "capped at 2200" in above.reason) == (2200, 2201,
                                                                               True)


def test_below_1400_not_published() -> None:
    """Half a point of five against 1000: Ra 1228.57 + dp(21 %) -230 -> 999, not published."""
    res = fide_initial_rating(_games([(1000, "d")] + [(1000, "l")] * 4), RULES_2024)
    assert res.rating is None
    assert res.unrounded == pytest.approx(998.57, abs=0.005)
    assert "1400 floor" in res.reason


def test_just_above_1400_published() -> None:
    """2.5 of 5 against 1400: Ra 1514.29, p 0.50 -> 1514 is published."""
    res = fide_initial_rating(_games([(1400, "w"), (1400, "w"), (1400, "d"), (1400, "l"),
                                      (1400, "l")]), RULES_2024)
    assert res.rating == 1514


def test_rule_2022_above_fifty_percent() -> None:
    """2022 rule: average 1800, 3.5 of 5 (one point above 50 %) -> +20 per half point -> 1840."""
    res = fide_initial_rating(
        _games([(1600, "w"), (1700, "w"), (1800, "w"), (1900, "d"), (2000, "l")]), RULES_2022)
    assert res.rating == 1840


def test_rule_2022_fifty_percent() -> None:
    """2022 rule: 3 of 6 against an average of 1750 gives exactly the average, said as 50 %
    (dp +0), not as half points above 50 %."""
    res = fide_initial_rating(_games([(1750, "w")] * 3 + [(1750, "l")] * 3), RULES_2022)
    assert res.rating == 1750
    assert res.reason == "average 1750.00 + dp +0 for 50 % = 1750.0 -> 1750"


def test_rule_2022_below_fifty_percent() -> None:
    """2022 rule: 2 of 5 (40 %) against an average of 1800 -> 1800 + dp(40 %) -72 = 1728."""
    res = fide_initial_rating(
        _games([(1600, "w"), (1700, "w"), (1800, "l"), (1900, "l"), (2000, "l")]), RULES_2022)
    assert res.rating == 1728


def test_rule_2022_has_no_2200_cap() -> None:
    """The 2022 rule has no 2200 cap: five wins against 2400 give 2400 + 5 x 20 = 2500."""
    assert fide_initial_rating(_games([(2400, "w")] * 5), RULES_2022).rating == 2500


def test_older_rules_not_modelled() -> None:
    """Before 2022 the initial-rating rule is not modelled: no rating, with the reason."""
    res = fide_initial_rating(_games([(1900, "w")] * 5), D(2019, 1, 1))
    assert res.rating is None
    assert "not modelled" in res.reason


def test_from_results_is_the_rule_on_sums() -> None:
    """The rules example given as opponents' ratings and score: Ra 1872.43, p 0.57, +50 -> 1922."""
    res = initial_from_results([1902.0, 1877.0, 1884.0, 2012.0, 1832.0], 3.0, RULES_2024)
    assert (res.rating, res.reason) == (
        1922, "two 1800 draws added: average 1872.43, score 0.57 -> dp +50 = 1922.4 -> 1922")


@st.composite
def _drawn_games(draw: st.DrawFn) -> list[Game]:
    """Games with whole or fractional opponent ratings, some unrated or not played."""
    rating = st.one_of(st.integers(1000, 2700).map(float),
                       st.floats(1000, 2700, allow_nan=False, allow_infinity=False))
    return draw(st.lists(st.builds(Game, opponent_rating=st.one_of(st.none(), rating),
                                   result=st.sampled_from(list(Result)), played=st.booleans()),
                         max_size=14))


@settings(max_examples=300, deadline=None)
@given(games=_drawn_games(), date=st.dates(D(2021, 6, 1), D(2027, 12, 31)),
       tc=st.sampled_from(list(TimeControl)))
def test_from_results_equals_the_rule_on_games(games: list[Game], date: dt.date,
                                               tc: TimeControl) -> None:
    """Rating, unrounded value, reason and rule from the rated games' opponents (in order) and
    score are those of the games themselves, under the 2022 and 2024 rules and before them."""
    rated = [g for g in games if g.played and g.opponent_rating is not None]
    sums = initial_from_results([float(g.opponent_rating or 0) for g in rated],
                                sum(g.result.score for g in rated), date, tc)
    assert sums == fide_initial_rating(games, date, tc)


@pytest.mark.parametrize(("last", "rating"), [(1240, 1400), (1233, None)])
def test_a_first_rating_at_the_1400_floor_is_published_one_below_not(
        last: int, rating: int | None) -> None:
    """2.5/5 with the two 1800 draws: p = 3.5/7 = 0.50, dp 0, so Ru = Ra. Four 1240s and a 1240:
    (6200 + 3600) / 7 = 1400, published; with a 1233: 9793 / 7 = 1399.0, below the floor."""
    games = _games([(1240, "w"), (1240, "w"), (1240, "d"), (1240, "l"), (last, "l")])
    assert fide_initial_rating(games, RULES_2024).rating == rating
