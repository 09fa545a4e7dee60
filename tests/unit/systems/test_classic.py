"""Classic Elo events: seed D (US Chess bands and FIDE K, logistic), byes, unrated opponents."""

from __future__ import annotations

import datetime as dt

import pytest

from elo_core.errors import InputError
from elo_core.event import rate_event
from elo_core.models import Game, Profile, Result, System
from elo_core.rules.kfactor import KRule
from elo_core.systems.result import EventResult, trajectory


def _games(pairs: list[tuple[float | None, str]]) -> list[Game]:
    return [Game(opponent_rating=opp, result=Result.parse(res)) for opp, res in pairs]


SEED_D = [(1610, "w"), (1720, "l"), (1480, "w"), (1590, "d"), (1655, "w")]


@pytest.fixture
def seed_d() -> EventResult:
    """Seed D rated with the pre-2001 US Chess bands."""
    return rate_event(Profile(rating=1550, games_played=120), _games(SEED_D),
                      system=System.CLASSIC, k_rule=KRule.USCF_BANDS)


def test_seed_d_k_and_reason(seed_d: EventResult) -> None:
    """Seed D: K 32, with the reason 'US Chess: 32 below 2100'."""
    assert seed_d.k == 32
    assert "32 below 2100" in seed_d.k_reason
    assert seed_d.model == "logistic"


def test_seed_d_expected_per_game(seed_d: EventResult) -> None:
    """Seed D per-game expectations 0.415, 0.273, 0.599, 0.443, 0.353."""
    expected = [line.expected for line in seed_d.games]
    assert expected == pytest.approx([0.415, 0.273, 0.599, 0.443, 0.353], abs=0.0005)


def test_seed_d_expected_total(seed_d: EventResult) -> None:
    """Seed D expected score 2.083 of 5 (41.7 %) against an actual 3.5 (70 %)."""
    assert seed_d.expected == pytest.approx(2.083, abs=0.0005)
    assert 100 * seed_d.expected / 5 == pytest.approx(41.7, abs=0.05)
    assert seed_d.score == pytest.approx(3.5, abs=1e-12)
    assert seed_d.percent == pytest.approx(70.0, abs=1e-9)
    assert seed_d.over_performance == pytest.approx(1.417, abs=0.0005)


def test_seed_d_change_and_new_rating(seed_d: EventResult) -> None:
    """Seed D: change +45.3, new rating 1595.3."""
    assert seed_d.change == pytest.approx(45.3, abs=0.05)
    assert seed_d.change_rounded == pytest.approx(45.3, abs=1e-9)
    assert seed_d.new_rating == pytest.approx(1595.3, abs=0.05)


def test_seed_d_per_game_changes(seed_d: EventResult) -> None:
    """Seed D per-game changes +18.7, -8.7, +12.8, +1.8, +20.7."""
    changes = [line.change for line in seed_d.games]
    assert changes == pytest.approx([18.7, -8.7, 12.8, 1.8, 20.7], abs=0.05)


def test_seed_d_record_average_performance(seed_d: EventResult) -> None:
    """Seed D: record 3W 1D 1L, average opponent 1611, performance 1771 (+221)."""
    assert (seed_d.wins, seed_d.draws, seed_d.losses) == (3, 1, 1)
    assert seed_d.average_opponent == pytest.approx(1611, abs=0.5)
    assert seed_d.performance.linear == pytest.approx(1771, abs=0.5)
    assert seed_d.performance.linear - seed_d.rating == pytest.approx(221, abs=0.5)


def test_seed_d_trajectory(seed_d: EventResult) -> None:
    """The trajectory starts at 1550 and ends at the new rating 1595.3."""
    points = trajectory(seed_d)
    assert len(points) == 6
    assert points[0] == pytest.approx(1550, abs=1e-9)
    assert points[-1] == pytest.approx(1595.3, abs=0.05)


def test_seed_d_fide_logistic_example() -> None:
    """Seed D FIDE (logistic): 2050, 85 games -> K 20, expected 1.257, change 4.851, 2054.9."""
    res = rate_event(Profile(rating=2050, games_played=85),
                     _games([(2210, "d"), (1980, "w"), (2140, "l")]), system=System.CLASSIC,
                     k_rule=KRule.FIDE, date=dt.date(2025, 1, 1))
    assert res.k == 20
    assert res.expected == pytest.approx(1.257, abs=0.0005)
    assert res.change == pytest.approx(4.851, abs=0.0005)
    assert res.change_rounded == pytest.approx(4.9, abs=1e-9)
    assert res.new_rating == pytest.approx(2054.9, abs=0.05)
    assert res.average_opponent == pytest.approx(2110, abs=0.5)
    assert res.performance.linear == pytest.approx(2110, abs=0.5)


def test_seed_d_fide_provisional() -> None:
    """Seed D: 1200 with 8 games beats 1400 -> K 40, +30.4."""
    res = rate_event(Profile(rating=1200, games_played=8), _games([(1400, "w")]),
                     system=System.CLASSIC, k_rule=KRule.FIDE, date=dt.date(2025, 1, 1))
    assert res.k == 40
    assert res.change == pytest.approx(30.4, abs=0.05)


def test_seed_d_fide_peak_rule() -> None:
    """Seed D: 2380 with a 2410 peak -> K 10."""
    res = rate_event(Profile(rating=2380, peak_rating=2410, games_played=300),
                     _games([(2380, "w")]), system=System.CLASSIC, k_rule=KRule.FIDE,
                     date=dt.date(2025, 1, 1))
    assert res.k == 10
    assert res.change == pytest.approx(5.0, abs=1e-9)


def test_default_rule_is_auto() -> None:
    """Without K or a rule, classic uses 'auto' K (40 below 2100): 1500 beats 1500 -> +20."""
    res = rate_event(Profile(rating=1500), _games([(1500, "w")]), system=System.CLASSIC)
    assert res.k == 40
    assert res.change == pytest.approx(20.0, abs=1e-9)


def test_byes_and_unrated_opponents_not_rated() -> None:
    """A bye and an unrated opponent do not count for rating but the bye's point is kept."""
    games = [Game(opponent_rating=1500, result=Result.WIN),
             Game(opponent_rating=None, result=Result.WIN),
             Game(opponent_rating=None, result=Result.WIN, played=False)]
    res = rate_event(Profile(rating=1500), games, system=System.CLASSIC, k=32)
    assert res.n_rated == 1
    assert res.score == pytest.approx(1.0, abs=1e-12)
    assert res.total_points == pytest.approx(3.0, abs=1e-12)
    assert res.change == pytest.approx(16.0, abs=1e-9)
    assert [line.rated for line in res.games] == [True, False, False]
    assert "unrated opponent" in res.games[1].note
    assert "bye" in res.games[2].note
    assert res.games[1].change is None


def test_classic_needs_rating() -> None:
    """Classic Elo for an unrated player raises InputError pointing to FIDE or US Chess."""
    with pytest.raises(InputError, match="needs a starting rating"):
        rate_event(Profile(rating=None), _games([(1500, "w")]), system=System.CLASSIC, k=32)


def test_empty_event_raises() -> None:
    """An event with no games raises InputError."""
    with pytest.raises(InputError, match="no games"):
        rate_event(Profile(rating=1500), [], system=System.CLASSIC, k=32)


@pytest.mark.parametrize("k", [0, -5])
def test_nonpositive_k_raises(k: float) -> None:
    """K <= 0 raises InputError with a clear message."""
    with pytest.raises(InputError, match="K must be a positive number"):
        rate_event(Profile(rating=1500), _games([(1500, "w")]), system=System.CLASSIC, k=k)


@pytest.mark.parametrize("rating", [-1500, 0, 99999])
def test_absurd_profile_rating_raises(rating: float) -> None:
    """A negative, zero or absurd rating raises InputError."""
    with pytest.raises(InputError, match="rating must be between 1 and 4000"):
        Profile(rating=rating)


def test_absurd_opponent_rating_raises() -> None:
    """An absurd opponent rating in a game raises InputError."""
    with pytest.raises(InputError, match="opponent rating"):
        Game(opponent_rating=-10, result=Result.WIN)


@pytest.mark.parametrize("text", ["2", "1.5", "x", "-1"])
def test_result_must_be_one_half_or_zero(text: str) -> None:
    """A result other than 1 / 0.5 / 0 raises InputError naming the value."""
    with pytest.raises(InputError, match="is not a result"):
        Result.parse(text)


@pytest.mark.parametrize(("text", "result"), [("1", Result.WIN), ("½", Result.DRAW),
                                              ("0,5", Result.DRAW), ("L", Result.LOSS),
                                              (0.5, Result.DRAW), (0, Result.LOSS)])
def test_result_parse_accepts_notations(text: object, result: Result) -> None:
    """Results read 1 / 0.5 / 0, ½, a comma decimal and w/d/l letters."""
    assert Result.parse(text) is result


@pytest.mark.parametrize(("rating", "new", "note"), [
    (116, 100.0, None),
    (110, 94.0, "the classic formula gives 94.0: it has no floor, while US Chess never goes "
                "below 100 and FIDE stops listing players below its floor"),
])
def test_the_floor_warning_at_100_and_below(rating: float, new: float, note: str | None) -> None:
    """K 32, a loss at equal ratings (E 0.5): -16. 116 ends at 100.0 (no note); 110 at 94.0,
    which the note names."""
    res = rate_event(Profile(rating=rating), [Game(opponent_rating=rating, result=Result.LOSS)],
                     system=System.CLASSIC, k=32)
    assert (res.new_rating, res.floor_note) == (pytest.approx(new), note)
