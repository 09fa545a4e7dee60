"""US Chess rating of an event: RULES.md vectors, K, bonus, special formula and floors in events."""

from __future__ import annotations

import datetime as dt

import pytest

from elo_core.errors import EditionError
from elo_core.event import rate_event
from elo_core.models import Game, History, Profile, Result, System
from elo_core.rules import uscf

D = dt.date


B14_DATE = D(2020, 6, 1)  # inside 2017-05-01 .. 2023-01-31


def _games(pairs: list[tuple[float | None, str]]) -> list[Game]:
    return [Game(opponent_rating=opp, result=Result.parse(res)) for opp, res in pairs]


def test_vector_1250_beats_1400() -> None:
    """RULES.md: 1250 with 30 games beats 1400 -> 1288.54."""
    res = rate_event(Profile(rating=1250, games_played=30), _games([(1400, "w")]),
                     system=System.USCF, date=B14_DATE)
    assert res.new_rating == pytest.approx(1288.54, abs=0.005)
    assert res.bonus == pytest.approx(0.0, abs=1e-12)
    assert not res.provisional


def test_vector_1500_three_games_b14() -> None:
    """RULES.md: 1500 (N 31) vs 1400 W, 1550 L, 1700 L with B 14 -> 1487.37."""
    res = rate_event(Profile(rating=1500, games_played=31),
                     _games([(1400, "w"), (1550, "l"), (1700, "l")]), system=System.USCF,
                     date=B14_DATE)
    assert res.new_rating == pytest.approx(1487.37, abs=0.005)
    assert res.bonus == pytest.approx(0.0, abs=1e-12)
    assert "B = 14" in res.edition


def test_k_is_800_over_effective_plus_event_games() -> None:
    """For 1500 with 31 games N' = N*(1500) = 16.568, so K over 3 games is 40.88."""
    res = rate_event(Profile(rating=1500, games_played=31),
                     _games([(1400, "w"), (1550, "l"), (1700, "l")]), system=System.USCF,
                     date=B14_DATE)
    assert res.k == pytest.approx(40.88, abs=0.005)


def _bonus_event(date: dt.date) -> float:
    res = rate_event(Profile(rating=1500, games_played=100),
                     _games([(1500, "w"), (1500, "w"), (1500, "w"), (1500, "w")]),
                     system=System.USCF, date=date)
    return res.bonus


def test_bonus_threshold_changes_by_date() -> None:
    """B 14 -> 12 -> 10 raises the bonus by (2 x sqrt(4)) = 4 points at each change."""
    b14 = _bonus_event(D(2023, 1, 31))
    b12 = _bonus_event(D(2023, 2, 1))
    b10 = _bonus_event(D(2025, 1, 1))
    assert b12 - b14 == pytest.approx(4.0, abs=1e-9)
    assert b10 - b12 == pytest.approx(4.0, abs=1e-9)


def test_bonus_needs_three_games() -> None:
    """Two games never earn a bonus."""
    res = rate_event(Profile(rating=1500, games_played=100),
                     _games([(2000, "w"), (2000, "w")]), system=System.USCF, date=B14_DATE)
    assert res.bonus == pytest.approx(0.0, abs=1e-12)


def test_no_bonus_when_opponent_met_three_times() -> None:
    """Meeting the same named opponent three times rules the bonus out."""
    games = [Game(opponent_rating=1500, result=Result.WIN, opponent="Ann") for _ in range(4)]
    res = rate_event(Profile(rating=1500, games_played=100), games, system=System.USCF,
                     date=B14_DATE)
    assert res.bonus == pytest.approx(0.0, abs=1e-12)


def test_before_may_2017_raises() -> None:
    """US Chess events before 2017-05-01 raise EditionError."""
    with pytest.raises(EditionError, match="not modelled"):
        rate_event(Profile(rating=1500, games_played=100), _games([(1500, "w")]),
                   system=System.USCF, date=D(2016, 1, 1))


def test_special_formula_in_an_event_1511() -> None:
    """The provisional event (1500, 6 games) is rated by the special formula -> about 1511."""
    res = rate_event(Profile(rating=1500, games_played=6),
                     _games([(1400, "w"), (1550, "l"), (1650, "d")]), system=System.USCF,
                     date=B14_DATE)
    assert res.provisional
    assert res.k is None
    assert res.new_rating == pytest.approx(1511, abs=0.5)
    assert any("1511.1" in note for note in res.notes)


def test_special_formula_all_wins_history() -> None:
    """All-wins history: prior games count as wins against R0 - 400."""
    r = uscf.special_formula(1500, 4, History.ALL_WINS, [1500.0], 1.0)
    # 4 PWe(R, 1100) + PWe(R, 1500) = 5 -> R >= 1900 for the last term: lowest R is 1900
    assert r == pytest.approx(1900, abs=1e-6)


def test_special_formula_unrated_player() -> None:
    """An unrated player with 1 of 2 against 1500 and 1700 gets 1600."""
    assert uscf.special_formula(None, 0, History.MIXED, [1500.0, 1700.0], 1.0) == pytest.approx(
        1600, abs=1e-6)


def test_floor_applied_in_an_event() -> None:
    """A 1210 player (peak 1450) who loses heavily stays at the 1200 floor, with a note."""
    res = rate_event(Profile(rating=1210, games_played=100, peak_rating=1450),
                     _games([(1200, "l"), (1200, "l"), (1200, "l")]), system=System.USCF,
                     date=B14_DATE)
    assert res.new_rating == pytest.approx(1200, abs=1e-9)
    assert res.floor_note is not None
    assert "floor 1200" in res.floor_note


def test_absolute_floor_100() -> None:
    """Without a peak the floor is 100."""
    res = rate_event(Profile(rating=110, games_played=100),
                     _games([(400, "l"), (400, "l"), (400, "l")]), system=System.USCF,
                     date=B14_DATE)
    assert res.new_rating == pytest.approx(100, abs=1e-9)


def test_unrated_opponent_marks_estimate() -> None:
    """An unrated opponent is left out and the result is labelled an estimate."""
    res = rate_event(Profile(rating=1500, games_played=100),
                     [Game(opponent_rating=1500, result=Result.WIN),
                      Game(opponent_rating=None, result=Result.WIN)],
                     system=System.USCF, date=B14_DATE)
    assert res.estimate
    assert res.n_rated == 1



def _wins_over_1700s(m: int) -> list[Game]:
    return [Game(opponent_rating=1700, result=Result.WIN, opponent=f"O{i}") for i in range(m)]


@pytest.mark.parametrize(("m", "bonus", "new"), [(3, 32.147, 1784.294), (5, 57.602, 1837.564)])
def test_bonus_threshold_uses_at_least_four_games(m: int, bonus: float, new: float) -> None:
    """1700 with 40 games (N' = N* = 20.0118) wins m games against 1700s in 2025 (B = 10).
    m = 3: K = 800 / 23.0118 = 34.765, K(S - E) = 34.765 x 1.5 = 52.147; the threshold is
    B sqrt(max(3, 4)) = 20 (not 10 sqrt(3) = 17.32), bonus 32.147, new 1700 + 52.147 + 32.147.
    m = 5: K = 800 / 25.0118 = 31.985, K(S - E) = 79.962, threshold 10 sqrt(5) = 22.361,
    bonus 57.602, new 1837.564."""
    res = rate_event(Profile(rating=1700, games_played=40), _wins_over_1700s(m),
                     system=System.USCF, date=D(2025, 6, 1))
    assert res.bonus == pytest.approx(bonus, abs=0.0005)
    assert res.new_rating == pytest.approx(new, abs=0.0005)


@pytest.mark.parametrize(("games", "new"), [(8, 1544.444), (9, 1540.0)])
def test_provisional_ends_after_eight_games(games: int, new: float) -> None:
    """1500 beats a 1500 in 2025. With 8 games before: the special formula, N' = 8:
    8 PWe(R, 1500) + PWe(R, 1500) = 1 + 8 / 2 -> PWe = 5/9 -> R = 1500 + 800 (5/9 - 1/2) =
    1544.444. With 9: standard, N' = min(9, N*(1500) = 16.57) = 9, K = 800 / 10 = 80,
    80 x 0.5 = +40 -> 1540."""
    res = rate_event(Profile(rating=1500, games_played=games),
                     [Game(opponent_rating=1500, result=Result.WIN, opponent="X")],
                     system=System.USCF, date=D(2025, 6, 1))
    assert res.new_rating == pytest.approx(new, abs=0.0005)
    assert res.provisional is (games == 8)


JUNE_2025 = dt.date(2025, 6, 1)  # the 2025 edition: bonus threshold B = 10


def test_an_opponent_met_twice_still_allows_the_bonus() -> None:
    """1500 (100 games), K 32, wins twice against Ann and once against Bo, all 1500: E 1.5,
    K (S - E) = 48; met at most twice, so bonus 48 - 10 sqrt(max(3, 4)) = 28: 1576."""
    games = [Game(opponent="Ann", opponent_rating=1500, result=Result.WIN),
             Game(opponent="Ann", opponent_rating=1500, result=Result.WIN),
             Game(opponent="Bo", opponent_rating=1500, result=Result.WIN)]
    res = rate_event(Profile(rating=1500, games_played=100), games, system=System.USCF,
                     date=JUNE_2025, k=32)
    assert (res.bonus, res.new_rating) == (pytest.approx(28.0), pytest.approx(1576.0))


@pytest.mark.parametrize(("rating", "new", "note"), [
    (1316, 1300.0, None),
    (1315, 1300.0, "1299.0 is below the floor 1300: the rating stays at 1300"),
])
def test_the_floor_at_and_one_below(rating: int, new: float, note: str | None) -> None:
    """Peak 1500: floor 1300. K 32, one loss at equal ratings (E 0.5): 1316 -> 1300 exactly, no
    note; 1315 -> 1299, held at 1300 with a note."""
    res = rate_event(Profile(rating=rating, games_played=100, peak_rating=1500),
                     [Game(opponent_rating=rating, result=Result.LOSS)], system=System.USCF,
                     date=JUNE_2025, k=32)
    assert (res.new_rating, res.floor_note) == (new, note)


def test_an_unrated_players_change_is_zero_and_the_reason_names_it() -> None:
    """No rating before: change 0 (there is nothing to change from), reason 'unrated'."""
    res = rate_event(Profile(rating=None), [Game(opponent_rating=1500, result=Result.WIN)],
                     system=System.USCF, date=JUNE_2025)
    assert (res.rating, res.change, res.change_rounded) == (None, 0.0, 0)
    assert res.k_reason == "provisional (unrated): the special formula replaces K"


@pytest.mark.parametrize(("played", "history", "reason"), [
    (8, History.MIXED, "provisional (8 previous games): the special formula replaces K"),
    (9, History.ALL_WINS, "provisional (previous games all_wins): the special formula replaces K"),
])
def test_the_provisional_reason_at_eight_games_and_above(played: int, history: History,
                                                         reason: str) -> None:
    """8 previous games or fewer: provisional by count; 9 with only wins before: by history."""
    res = rate_event(Profile(rating=1500, games_played=played, history=history),
                     [Game(opponent_rating=1500, result=Result.WIN)], system=System.USCF,
                     date=JUNE_2025)
    assert res.k_reason == reason


def test_games_played_not_given_is_said_only_when_missing() -> None:
    """Not given: a note that 50 games are assumed; given (60): no such note."""
    game = [Game(opponent_rating=1500, result=Result.WIN)]
    missing = rate_event(Profile(rating=1500), game, system=System.USCF, date=JUNE_2025)
    assert missing.notes[0].startswith("games played not given: taken as established (50,")
    given = rate_event(Profile(rating=1500, games_played=60), game, system=System.USCF,
                       date=JUNE_2025)
    assert not any("not given" in note for note in given.notes)


def test_an_opponent_met_three_times_bars_the_bonus() -> None:
    """1500 (100 games), K 32, wins three times against Ann and once against Bo, all 1500: E 2,
    K (S - E) = 64 -> 1564. Ann met three times: no bonus (with it: 64 - 10 sqrt(4) = 44)."""
    games = [*(Game(opponent="Ann", opponent_rating=1500, result=Result.WIN) for _ in range(3)),
             Game(opponent="Bo", opponent_rating=1500, result=Result.WIN)]
    res = rate_event(Profile(rating=1500, games_played=100), games, system=System.USCF,
                     date=JUNE_2025, k=32)
    assert (res.bonus, res.new_rating) == (pytest.approx(0.0), pytest.approx(1564.0))
