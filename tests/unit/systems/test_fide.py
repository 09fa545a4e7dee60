"""FIDE events: table expectations, K, period rounding, floors, the rapid 600-point rule."""

from __future__ import annotations

import datetime as dt

import pytest

from elo_core.errors import EditionError
from elo_core.event import rate_event
from elo_core.models import Game, Profile, Result, System, TimeControl

D = dt.date
RULES_2024 = D(2024, 6, 1)


def _games(pairs: list[tuple[float | None, str]]) -> list[Game]:
    return [Game(opponent_rating=opp, result=Result.parse(res)) for opp, res in pairs]


def test_seed_d_fide_example_with_the_table() -> None:
    """2050 (85 games) vs 2210 D, 1980 W, 2140 L by the table: PD .29/.60/.38, +4.6 -> +5."""
    res = rate_event(Profile(rating=2050, games_played=85),
                     _games([(2210, "d"), (1980, "w"), (2140, "l")]), system=System.FIDE,
                     date=RULES_2024)
    assert res.model == "fide-table"
    assert res.k == 20
    assert [line.expected for line in res.games] == pytest.approx([0.29, 0.60, 0.38], abs=1e-9)
    assert res.expected == pytest.approx(1.27, abs=1e-9)
    assert [line.change for line in res.games] == pytest.approx([4.2, 8.0, -7.6], abs=1e-9)
    assert res.change == pytest.approx(4.6, abs=1e-9)
    assert res.change_rounded == 5
    assert res.new_rating == 2055


def test_period_rounding_plus_half_goes_up() -> None:
    """K 10, one win with PD 0.75 (D 190): K x sum dR = +2.5 exactly -> +3."""
    res = rate_event(Profile(rating=2190), _games([(2000, "w")]), system=System.FIDE,
                     date=RULES_2024, k=10)
    assert res.change == pytest.approx(2.5, abs=1e-12)
    assert res.change_rounded == 3
    assert res.new_rating == 2193


def test_period_rounding_minus_half_goes_down() -> None:
    """K 10, one loss with PD 0.25 (D -190): K x sum dR = -2.5 exactly -> -3 (not -2)."""
    res = rate_event(Profile(rating=2000), _games([(2190, "l")]), system=System.FIDE,
                     date=RULES_2024, k=10)
    assert res.change == pytest.approx(-2.5, abs=1e-12)
    assert res.change_rounded == -3
    assert res.new_rating == 1997


def test_period_rounding_over_several_games() -> None:
    """K 10 over two games with sum dR = 0.25 (+0.50 and -0.25) rounds once: +2.5 -> +3."""
    res = rate_event(Profile(rating=2000), _games([(2000, "w"), (2190, "l")]),
                     system=System.FIDE, date=RULES_2024, k=10)
    assert [line.change for line in res.games] == pytest.approx([5.0, -2.5], abs=1e-12)
    assert res.change == pytest.approx(2.5, abs=1e-12)
    assert res.change_rounded == 3


def test_per_game_changes_unrounded() -> None:
    """Per-game changes are K x dR, unrounded: a win at D -100 +12.8, a loss at D +100 -12.8."""
    res = rate_event(Profile(rating=1800, games_played=100),
                     _games([(1900, "w"), (1700, "l")]), system=System.FIDE, date=RULES_2024)
    # D -100 -> PD 0.36 -> +0.64 x 20 = 12.8; D +100 -> PD 0.64 -> -0.64 x 20 = -12.8
    assert [line.change for line in res.games] == pytest.approx([12.8, -12.8], abs=1e-9)
    assert res.change_rounded == 0


def test_400_rule_note_on_capped_game() -> None:
    """A capped game carries a note naming the real gap and the cap."""
    res = rate_event(Profile(rating=2000), _games([(1500, "w")]), system=System.FIDE,
                     date=RULES_2024)
    assert res.games[0].expected == pytest.approx(0.92, abs=1e-12)
    assert "500-point gap counted as 400" in res.games[0].note


def test_350_cap_in_an_event_before_july_2009() -> None:
    """An event in June 2009 caps a 500-point gap at 350 (PD 0.89)."""
    res = rate_event(Profile(rating=2000), _games([(1500, "w")]), system=System.FIDE,
                     date=D(2009, 6, 1))
    assert res.games[0].expected == pytest.approx(0.89, abs=1e-12)


def test_2650_player_uncapped_from_october_2025() -> None:
    """A 2700 player beating 2200 on 2025-10-01 uses D 500 (0.96): K 10 -> +0.4 -> 0."""
    res = rate_event(Profile(rating=2700), _games([(2200, "w")]), system=System.FIDE,
                     date=D(2025, 10, 1))
    assert res.games[0].expected == pytest.approx(0.96, abs=1e-12)
    assert res.change == pytest.approx(0.4, abs=1e-12)
    assert res.change_rounded == 0
    before = rate_event(Profile(rating=2700), _games([(2200, "w")]), system=System.FIDE,
                        date=D(2025, 9, 30))
    assert before.games[0].expected == pytest.approx(0.92, abs=1e-12)
    assert before.change == pytest.approx(0.8, abs=1e-12)
    assert before.change_rounded == 1


def test_once_per_event_rule_in_an_event() -> None:
    """2023 event, 2400 player: only the 500-point game is capped (0.92), 450 stays 0.94."""
    res = rate_event(Profile(rating=2400), _games([(1900, "w"), (1950, "w")]),
                     system=System.FIDE, date=D(2023, 1, 1))
    assert [line.expected for line in res.games] == pytest.approx([0.92, 0.94], abs=1e-12)
    assert res.change == pytest.approx(1.4, abs=1e-12)
    assert res.change_rounded == 1


def test_rapid_600_point_rule_from_december_2024() -> None:
    """Rapid from 2024-12-01: 2650 vs 2000 (650 apart, one above 2600) is not rated."""
    res = rate_event(Profile(rating=2650), _games([(2000, "w"), (2600, "d")]), system=System.FIDE,
                     date=D(2024, 12, 1), time_control=TimeControl.RAPID)
    assert [line.rated for line in res.games] == [False, True]
    assert "600+" in res.games[0].note
    assert res.n_rated == 1
    assert res.total_points == pytest.approx(1.5, abs=1e-12)


def test_rapid_600_point_rule_not_before_december_2024() -> None:
    """Rapid on 2024-11-30 the same game is rated (capped at 400)."""
    res = rate_event(Profile(rating=2650), _games([(2000, "w")]), system=System.FIDE,
                     date=D(2024, 11, 30), time_control=TimeControl.RAPID)
    assert res.games[0].rated
    assert res.games[0].expected == pytest.approx(0.92, abs=1e-12)


def test_rapid_600_point_rule_needs_a_player_above_2600() -> None:
    """Blitz 2025: 2550 vs 1900 (650 apart, nobody above 2600) is still rated: the gap is
    capped at 400 (E 0.92) and K is 10 (2400+), so a win gives 10 x 0.08 = +0.8."""
    res = rate_event(Profile(rating=2550), _games([(1900, "w")]), system=System.FIDE,
                     date=D(2025, 1, 1), time_control=TimeControl.BLITZ)
    assert res.games[0].rated
    assert res.games[0].expected == pytest.approx(0.92, abs=1e-12)
    assert (res.k, res.change) == (10, pytest.approx(0.8, abs=1e-12))


def test_standard_600_point_gap_is_rated() -> None:
    """The 600-point rule is for rapid and blitz: a standard 2650 vs 2000 win in January 2025
    is rated, with the 400 cap that then applied to everyone (E 0.92) and K 10: +0.8."""
    res = rate_event(Profile(rating=2650), _games([(2000, "w")]), system=System.FIDE,
                     date=D(2025, 1, 1))
    assert res.games[0].rated
    assert res.games[0].expected == pytest.approx(0.92, abs=1e-12)
    assert (res.k, res.change) == (10, pytest.approx(0.8, abs=1e-12))


@pytest.mark.parametrize(("own", "opp", "rated"), [
    (2601, 2001, False),  # 600 apart, 2601 above 2600: not rated
    (2601, 2002, True),  # 599 apart
    (2600, 2000, True),  # 600 apart but nobody above 2600
    (2001, 2601, False),  # the higher side may be the opponent
])
def test_rapid_600_point_rule_on_both_sides(own: float, opp: float, rated: bool) -> None:
    """Rapid 2025: not rated when 600 or more apart AND either player above 2600."""
    res = rate_event(Profile(rating=own), _games([(opp, "w")]), system=System.FIDE,
                     date=D(2025, 1, 1), time_control=TimeControl.RAPID)
    assert res.games[0].rated is rated
    assert res.n_rated == int(rated)


def test_rapid_before_2012_raises() -> None:
    """A rapid event before 2012 raises EditionError."""
    with pytest.raises(EditionError, match="rapid"):
        rate_event(Profile(rating=2000), _games([(2000, "w")]), system=System.FIDE,
                   date=D(2010, 1, 1), time_control=TimeControl.RAPID)


def test_date_outside_editions_raises() -> None:
    """A FIDE event dated 1990 raises EditionError."""
    with pytest.raises(EditionError, match="1990-01-01"):
        rate_event(Profile(rating=2000), _games([(2000, "w")]), system=System.FIDE,
                   date=D(1990, 1, 1))


def test_floor_note_below_1400_from_march_2024() -> None:
    """From 2024-03-01 a result below 1400 carries a floor note; on 2024-02-29 it does not."""
    games = _games([(1405, "l")])
    res = rate_event(Profile(rating=1405, games_played=100), games, system=System.FIDE,
                     date=D(2024, 3, 1))
    assert res.new_rating == 1395
    assert res.floor_note is not None
    assert "1400 floor" in res.floor_note
    earlier = rate_event(Profile(rating=1405, games_played=100), games, system=System.FIDE,
                         date=D(2024, 2, 29))
    assert earlier.new_rating == 1395
    assert earlier.floor_note is None


def test_seven_hundred_rule_in_an_event() -> None:
    """An established player with 39 games in the period gets K 17 for the event."""
    res = rate_event(Profile(rating=2000, games_played=100, games_in_period=39),
                     _games([(2000, "w")]), system=System.FIDE, date=RULES_2024)
    assert res.k == 17
    assert res.change == pytest.approx(8.5, abs=1e-12)
    assert res.change_rounded == 9


def test_unrated_player_initial_rating_example() -> None:
    """RULES.md initial-rating example through an event: 1902 ½, 1877 ½, 1884 1, 2012 0, 1832 1."""
    res = rate_event(Profile(rating=None),
                     _games([(1902, "d"), (1877, "d"), (1884, "w"), (2012, "l"), (1832, "w")]),
                     system=System.FIDE, date=RULES_2024)
    assert res.new_rating == 1922
    assert res.k is None
    assert res.provisional


def test_unrated_player_too_few_games() -> None:
    """An unrated player with four rated games gets no rating yet."""
    res = rate_event(Profile(rating=None), _games([(1900, "w")] * 4), system=System.FIDE,
                     date=RULES_2024)
    assert res.new_rating is None
    assert "at least 5 games" in res.notes[0]


@pytest.mark.parametrize(("rating", "new", "note"), [
    (1410, 1400, None),
    (1409, 1399, "1399 is below the 1400 floor of this edition: FIDE would show the player as "
                 "unrated on the next list"),
])
def test_the_1400_floor_at_and_one_below(rating: int, new: int, note: str | None) -> None:
    """March 2024 rules (floor 1400), K 20, one loss at equal ratings (PD 0.50): -10. 1410 ends
    at 1400, the floor itself, no note; 1409 ends at 1399, below it."""
    res = rate_event(Profile(rating=rating, games_played=100),
                     [Game(opponent_rating=rating, result=Result.LOSS)], system=System.FIDE,
                     date=dt.date(2025, 1, 1), k=20)
    assert (res.new_rating, res.floor_note) == (new, note)


def test_an_unrated_players_event_has_no_change_or_expected_score() -> None:
    """A first-rating event: expected 0, change 0 and 0 rounded; the new rating is the initial
    rating (5 draws against 1800s, 2024 rules: Ra 1800 + dp 0 = 1800)."""
    games = [Game(opponent_rating=1800, result=Result.DRAW) for _ in range(5)]
    res = rate_event(Profile(rating=None), games, system=System.FIDE, date=dt.date(2025, 1, 1))
    assert (res.expected, res.change, res.change_rounded, res.k) == (0.0, 0.0, 0, None)
    assert res.new_rating == 1800
