"""What-ifs: the value of another game and the score needed for a target."""

from __future__ import annotations

import datetime as dt

import pytest

from elo_core.errors import InputError
from elo_core.event import rate_event
from elo_core.models import Game, Profile, Result, System
from elo_core.rules.kfactor import KRule
from elo_core.rules.performance import Method
from elo_core.whatif import needed_score, next_game, suggested_target


def _games(pairs: list[tuple[float, str]]) -> list[Game]:
    return [Game(opponent_rating=opp, result=Result.parse(res)) for opp, res in pairs]


SEED_D = [(1610, "w"), (1720, "l"), (1480, "w"), (1590, "d"), (1655, "w")]


def test_seed_d_another_win_and_loss() -> None:
    """Seed D: from 1595.3 against the 1611 average, another win +16.7, another loss -15.3."""
    res = rate_event(Profile(rating=1550, games_played=120), _games(SEED_D),
                     system=System.CLASSIC, k_rule=KRule.USCF_BANDS)
    nxt = next_game(res)
    assert nxt is not None
    assert nxt.from_rating == pytest.approx(1595.3, abs=0.05)
    assert nxt.opponent_rating == pytest.approx(1611, abs=0.5)
    assert nxt.win == pytest.approx(16.7, abs=0.05)
    assert nxt.loss == pytest.approx(-15.3, abs=0.05)
    assert nxt.draw == pytest.approx(0.7, abs=0.05)
    assert nxt.win - nxt.loss == pytest.approx(32, abs=1e-9)


def test_next_game_against_chosen_opponent() -> None:
    """Against a chosen opponent of equal rating with K 40 a win is worth +20."""
    res = rate_event(Profile(rating=1500), _games([(1500, "d")]), system=System.CLASSIC, k=40)
    nxt = next_game(res, opponent_rating=1500)
    assert nxt is not None
    assert nxt.win == pytest.approx(20, abs=1e-9)
    assert nxt.loss == pytest.approx(-20, abs=1e-9)


def test_next_game_fide_table() -> None:
    """FIDE events price the next game with the capped table: 2050 vs 1500 -> PD 0.92."""
    profile = Profile(rating=2050, games_played=85)
    games = _games([(2210, "d"), (1980, "w"), (2140, "l")])
    res = rate_event(profile, games, system=System.FIDE, date=dt.date(2025, 1, 1))
    nxt = next_game(res, opponent_rating=1500, profile=profile, games=games,
                    date=dt.date(2025, 1, 1))
    assert nxt is not None
    assert nxt.expected == pytest.approx(0.92, abs=1e-12)
    assert nxt.win == pytest.approx(1.6, abs=1e-9)


IM_CHASE = [(2400, "w"), (2450, "d"), (2380, "w"), (2500, "l"), (2350, "w"), (2420, "d"),
            (2410, "w")]  # average 2415.71, 5 of 7


def test_fide_next_game_is_priced_from_the_rating_before_the_event() -> None:
    """FIDE rates the whole event from 2310 (K 20): an eighth game against the 2416 average
    (gap 106: PD 0.36) adds 20 x 0.64 = +12.8 for a win, 20 x -0.36 = -7.2 for a loss, not
    the +11.6 / -8.4 priced from the new rating 2360 (gap 56: PD 0.42)."""
    profile, games = Profile(rating=2310, games_played=100), _games(IM_CHASE)
    res = rate_event(profile, games, system=System.FIDE, date=dt.date(2025, 6, 1))
    assert res.new_rating == 2360
    nxt = next_game(res, profile=profile, games=games, date=dt.date(2025, 6, 1))
    assert nxt is not None
    assert (nxt.win, nxt.draw, nxt.loss) == (pytest.approx(12.8), pytest.approx(2.8),
                                             pytest.approx(-7.2))
    assert nxt.from_rating == 2310
    assert nxt.in_event
    assert nxt.why == ("priced as game 8 of this event, which the system rates from your "
                       "rating before it, 2310.0")


def test_glicko_next_game_rates_the_period_again() -> None:
    """Glicko-2 has no K, yet one more game has a price: the period rated again with it; a win
    adds, a loss costs, and a draw against a stronger average adds a little."""
    profile, games = Profile(rating=2310, games_played=100, rd=60), _games(IM_CHASE)
    res = rate_event(profile, games, system=System.GLICKO2)
    nxt = next_game(res, profile=profile, games=games)
    assert nxt is not None
    assert nxt.loss < 0 < nxt.draw < nxt.win
    again = rate_event(profile, [*games, *_games([(res.average_opponent or 0, "w")])],
                       system=System.GLICKO2)
    assert nxt.win == pytest.approx((again.new_rating or 0) - (res.new_rating or 0))


def test_next_game_none_without_k() -> None:
    """An unrated FIDE player has no K: next_game returns None."""
    res = rate_event(Profile(rating=None), _games([(1900, "w")] * 5), system=System.FIDE,
                     date=dt.date(2025, 1, 1))
    assert next_game(res) is None


def test_needed_score_for_target_rating() -> None:
    """1500 (K 40) needs 1.5 of 2 against 1500 to reach 1520."""
    needed = needed_score(Profile(rating=1500), [], remaining=2, average=1500,
                          target_rating=1520, k=40)
    assert needed.score == pytest.approx(1.5, abs=1e-12)
    assert needed.reached == pytest.approx(1520, abs=1e-9)


def test_needed_score_out_of_reach() -> None:
    """An unreachable target returns score None and the best reached value."""
    needed = needed_score(Profile(rating=1500), [], remaining=2, average=1500,
                          target_rating=2000, k=40)
    assert needed.score is None
    assert needed.reached == pytest.approx(1540, abs=1e-9)


def test_needed_score_for_linear_performance() -> None:
    """A linear performance of 1700 against 1500 needs 1.5 of 2 (average + 400 x 1 / 2)."""
    needed = needed_score(Profile(rating=1500), [], remaining=2, average=1500,
                          target_performance=1700, k=40, method=Method.LINEAR)
    assert needed.score == pytest.approx(1.5, abs=1e-12)
    assert needed.reason == "1.5 of 2 against 1500 gives a linear performance of 1700.0"


def test_needed_performance_is_fide_table_by_default() -> None:
    """The pages lead with FIDE's table method: 1.5 of 2 (75 %) against 1500 is 1500 + dp 193 =
    1693, short of 1700, so 1700 needs 2 of 2 (dp 800: 2300), named in the reason."""
    needed = needed_score(Profile(rating=1500), [], remaining=2, average=1500,
                          target_performance=1700, k=40)
    assert needed.score == 2
    assert needed.reason == "2 of 2 against 1500 gives a FIDE table performance of 2300"
    exact = needed_score(Profile(rating=1500), [], remaining=2, average=1500,
                         target_performance=1693, k=40)
    assert exact.score == 1.5


def test_needed_score_needs_exactly_one_target() -> None:
    """Giving both targets (or none) raises InputError."""
    with pytest.raises(InputError, match="exactly one target"):
        needed_score(Profile(rating=1500), [], remaining=2, average=1500, k=40)


def test_needed_score_remaining_range() -> None:
    """More than 50 remaining games raises InputError (0 is a plain answer, see below)."""
    with pytest.raises(InputError, match="remaining games"):
        needed_score(Profile(rating=1500), [], remaining=51, average=1500, target_rating=1600,
                     k=40)


def test_no_rounds_left_is_a_plain_answer() -> None:
    """1500 beat 1500 with K 40: 1520. With 0 rounds left 1510 is reached, 1600 is not."""
    games = [Game(opponent_rating=1500, result=Result.WIN)]
    met = needed_score(Profile(rating=1500), games, remaining=0, average=1500,
                       target_rating=1510, k=40)
    assert met.score == 0
    assert met.reason == "no rounds left, and the event as entered already gives 1520.0"
    short = needed_score(Profile(rating=1500), games, remaining=0, average=1500,
                         target_rating=1600, k=40)
    assert short.score is None
    assert short.reason == "no rounds left: the event as entered gives 1520.0, short of 1600.0"


def test_fide_targets_read_in_whole_points() -> None:
    """FIDE 1700 (K 20), 2 rounds against 1700: 1.5 gives 20 x 0.5 = +10 -> 1710, in whole
    points (never '1710.0')."""
    needed = needed_score(Profile(rating=1700, games_played=100), [], remaining=2,
                          average=1700, target_rating=1710, system=System.FIDE,
                          date=dt.date(2024, 6, 1))
    assert needed.score == 1.5
    assert needed.reason == "1.5 of 2 against 1700 gives 1710"


def test_fide_next_game_follows_the_2650_rule_of_the_event_date() -> None:
    """2700 beats 2150: the next game vs 2150 is priced capped (0.92) on 2025-09-30, but with the
    real 550-point gap (0.97, K 10: win +0.3, loss -9.7) from 2025-10-01."""
    games = [Game(opponent_rating=2150, result=Result.WIN)]
    profile = Profile(rating=2700)
    before = next_game(rate_event(profile, games, system=System.FIDE, date=dt.date(2025, 9, 30)),
                       profile=profile, games=games, date=dt.date(2025, 9, 30))
    after = next_game(rate_event(profile, games, system=System.FIDE, date=dt.date(2025, 10, 1)),
                      profile=profile, games=games, date=dt.date(2025, 10, 1))
    assert before is not None
    assert after is not None
    assert before.expected == pytest.approx(0.92)
    assert after.expected == pytest.approx(0.97)
    assert (after.win, after.loss) == (pytest.approx(0.3), pytest.approx(-9.7))


def test_suggested_target_is_the_next_fifty() -> None:
    """1595.3 -> 1600, 1600 -> 1650, unknown -> 1550, never above 4000."""
    assert suggested_target(1595.3) == 1600
    assert suggested_target(1600) == 1650
    assert suggested_target(None) == 1550
    assert suggested_target(3990) == 4000
