"""The class league: pinned strengths and first rounds, pairings, K change, newcomer, seeds."""

from __future__ import annotations

import itertools

import pytest

from elo_core.errors import InputError
from elo_core.teaching.league import Setup, pairings, parse_names, play, strengths

CLASS = ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay")
SETUP = Setup(names=CLASS, seed=7, rounds=12, k=40, k_later=16, k_round=7, newcomer="Gus",
              newcomer_round=4)


def test_strengths_and_first_rounds_are_pinned() -> None:
    """Seed 7: the strengths, and rounds 1-2 game by game (everyone starts at 1000, K 40:
    a win at no gap is +20; Eve 1020 beats Ann 1000: 40 x (1 - 0.5288) = +18.8)."""
    league = play(SETUP)
    assert league.strengths == (1080, 1140, 1020, 900, 990, 880, 1010)
    first = [(g.white, g.black, g.score, round(g.white_change, 1)) for g in league.rounds[0].games]
    assert first == [("Ann", "Fay", 0.5, 0.0), ("Eve", "Ben", 1.0, 20.0),
                     ("Cat", "Dan", 1.0, 20.0)]
    second = league.rounds[1].games[0]
    assert (second.white, second.black, second.score) == ("Eve", "Ann", 1.0)
    assert second.expected == pytest.approx(0.528751, abs=1e-6)
    assert second.white_change == pytest.approx(18.85, abs=0.01)
    assert league.rounds[0].ratings[:6] == (1000.0, 980.0, 1020.0, 980.0, 1020.0, 1000.0)


def test_the_class_average_of_strengths_is_the_start() -> None:
    """The hidden strengths are centred on the starting rating (before rounding to 10)."""
    drawn = strengths(Setup(names=CLASS, seed=3, rounds=1))
    assert abs(sum(drawn) / len(drawn) - 1000) <= 5
    assert all(s % 10 == 0 for s in drawn)


def test_same_seed_same_league_and_more_rounds_keep_the_first() -> None:
    """Reproducible from its seed; playing on does not change rounds already played."""
    assert play(SETUP) == play(SETUP)
    shorter = play(Setup(**{**_fields(SETUP), "rounds": 5}))
    assert shorter.rounds == play(SETUP).rounds[:5]


def _fields(setup: Setup) -> dict[str, object]:
    return {name: getattr(setup, name) for name in Setup.__dataclass_fields__}


def test_k_changes_mid_way_and_the_newcomer_joins() -> None:
    """K 40 in rounds 1-6, 16 from 7; Gus unrated until round 4, then rated from 1000."""
    league = play(SETUP)
    assert [r.k for r in league.rounds] == [40] * 6 + [16] * 6
    assert league.rounds[2].ratings[6] is None
    assert league.ratings_after(3)[6] is None
    assert any("Gus" in (g.white, g.black) or r.bye == "Gus"
               for r in league.rounds[3:4] for g in r.games)


def test_equal_k_keeps_the_class_total() -> None:
    """Same K for everyone: the ratings' sum stays at 6 x 1000 every round."""
    league = play(Setup(names=CLASS, seed=11, rounds=10, k=32))
    for round_ in league.rounds:
        assert sum(r for r in round_.ratings if r is not None) == pytest.approx(6000.0)


def test_a_bigger_k_settles_sooner_and_wobbles_more() -> None:
    """Seed 2, 60 rounds: the mean distance to the true strengths stays within 100 from round
    23 with K 60, 51 with K 20, never with K 10; over rounds 40-60 it wobbles 40.5 points with
    K 60 against 26.6 with K 10 (the noise a big K leaves)."""
    leagues = {k: play(Setup(names=CLASS, seed=2, rounds=60, k=k)) for k in (10, 20, 60)}
    assert {k: league.settled_after(100) for k, league in leagues.items()} == {
        10: None, 20: 51, 60: 23}
    wobble = {k: max(league.error_after(n) for n in range(40, 61))
              - min(league.error_after(n) for n in range(40, 61)) for k, league in leagues.items()}
    assert wobble[60] == pytest.approx(40.50, abs=0.01)
    assert wobble[10] == pytest.approx(26.63, abs=0.01)
    assert leagues[10].settled_after(10_000) == 0


def test_a_round_robin_meets_everyone_once() -> None:
    """Six pupils, five rounds: all 15 pairs once; five pupils: each sits out once."""
    met = [frozenset(p) for r in range(5) for p in pairings(list(range(6)), r)[0]]
    assert sorted(met, key=sorted) == sorted({frozenset(p) for p in
                                              itertools.combinations(range(6), 2)}, key=sorted)
    byes = [pairings(list(range(5)), r)[1] for r in range(5)]
    assert sorted(b for b in byes if b is not None) == [0, 1, 2, 3, 4]


def test_names_and_settings_are_checked() -> None:
    """Names from a comma list; too few, twice or too long are said; so is a newcomer twice."""
    assert parse_names("Ann, Ben\nCat") == ("Ann", "Ben", "Cat")
    with pytest.raises(InputError, match="from 2 to 30 names, got 1"):
        parse_names("Ann")
    with pytest.raises(InputError, match="Ann is there twice"):
        parse_names("Ann, Ben, Ann")
    with pytest.raises(InputError, match="longer than 24"):
        parse_names("Ann, " + "B" * 30)
    with pytest.raises(InputError, match="already in the class"):
        play(Setup(names=CLASS, seed=1, rounds=3, newcomer="Ann", newcomer_round=2))
    with pytest.raises(InputError, match="rounds must be from 1 to 60"):
        play(Setup(names=CLASS, seed=1, rounds=0))
