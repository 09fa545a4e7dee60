"""Single-game calculator: seeds A and B, both sides' changes, FIDE and US Chess games."""

from __future__ import annotations

import datetime as dt

import pytest

from elo_core.calculator import gap_rule_note, opponent_k, single_game
from elo_core.errors import InputError
from elo_core.models import Profile, Result, System
from elo_core.rules.kfactor import KRule, fixed_k

W, DR, L = Result.WIN, Result.DRAW, Result.LOSS


def test_seed_a_defaults() -> None:
    """Seed A: 1613 vs 1609, K 32: E 0.506; win +15.8, loss -16.2, draw -0.2."""
    out = single_game(1613, 1609, k=32)
    assert out.expected == pytest.approx(0.506, abs=0.0005)
    assert out.k == 32
    assert out.outcome(W).change == pytest.approx(15.8, abs=0.05)
    assert out.outcome(L).change == pytest.approx(-16.2, abs=0.05)
    assert out.outcome(DR).change == pytest.approx(-0.2, abs=0.05)
    assert out.outcome(W).change_rounded == pytest.approx(15.8, abs=1e-9)
    assert out.outcome(L).change_rounded == pytest.approx(-16.2, abs=1e-9)
    assert out.outcome(DR).change_rounded == pytest.approx(-0.2, abs=1e-9)


def test_seed_a_underdog() -> None:
    """Seed A: 1400 vs 1600, K 32: E 0.240; win +24.3, loss -7.7, draw +8.3."""
    out = single_game(1400, 1600, k=32)
    assert out.expected == pytest.approx(0.240, abs=0.0005)
    assert out.outcome(W).change == pytest.approx(24.3, abs=0.05)
    assert out.outcome(L).change == pytest.approx(-7.7, abs=0.05)
    assert out.outcome(DR).change == pytest.approx(8.3, abs=0.05)


def test_seed_a_favourite() -> None:
    """Seed A: 1600 vs 1400: E 0.76 and a win pays 7.7."""
    out = single_game(1600, 1400, k=32)
    assert out.expected == pytest.approx(0.76, abs=0.005)
    assert out.outcome(W).change == pytest.approx(7.7, abs=0.05)


def test_seed_a_400_gap() -> None:
    """Seed A: a 400-point gap gives E 0.909 (90.9 %)."""
    assert single_game(1800, 1400, k=32).expected == pytest.approx(0.909, abs=0.0005)


def test_seed_b_defaults_auto_k() -> None:
    """Seed B: 1500 vs 1500, K auto (40): E 0.500, win +20 -> 1520, performance 1900."""
    out = single_game(1500, 1500, k_rule=KRule.AUTO)
    assert out.k == 40
    assert out.expected == pytest.approx(0.5, abs=0.0005)
    win = out.outcome(W)
    assert win.change == pytest.approx(20, abs=0.05)
    assert win.new_rating == pytest.approx(1520, abs=0.05)
    assert win.performance == pytest.approx(1900, abs=0.5)


def test_seed_b_draw_and_loss() -> None:
    """Seed B: 1500 vs 1500, K 40: +20 / 0 / -20."""
    out = single_game(1500, 1500, k=40)
    assert [out.outcome(r).change for r in (W, DR, L)] == pytest.approx([20, 0, -20], abs=0.05)


def test_seed_b_upset() -> None:
    """Seed B: 1200 beats 1800, K 40: E 0.0307, +38.8, new 1239 (rounded), performance 2200."""
    out = single_game(1200, 1800, k=40)
    assert out.expected == pytest.approx(0.0307, abs=0.00005)
    win = out.outcome(W)
    assert win.change == pytest.approx(38.8, abs=0.05)
    assert win.new_rating is not None
    assert round(win.new_rating) == 1239
    assert win.performance == pytest.approx(2200, abs=0.5)


def test_equal_k_is_zero_sum() -> None:
    """With the same K the opponent loses exactly what you gain."""
    out = single_game(1613, 1609, k=32, opponent_k=32)
    assert out.zero_sum
    for r in Result:
        theirs = out.opponent_outcome(r)
        assert theirs is not None
        assert theirs.change == pytest.approx(-out.outcome(r).change, abs=1e-9)


def test_different_k_is_not_zero_sum() -> None:
    """With K 40 against K 20 the opponent's loss is half your gain."""
    out = single_game(1500, 1500, k=40, opponent_k=20)
    assert not out.zero_sum
    theirs = out.opponent_outcome(W)
    assert theirs is not None
    assert theirs.change == pytest.approx(-10, abs=1e-9)
    assert out.outcome(W).change == pytest.approx(20, abs=1e-9)


def test_no_opponent_requested() -> None:
    """Without opponent K or profile no opponent outcome is computed."""
    assert single_game(1500, 1500, k=40).opponent_outcome(W) is None


def test_fide_single_game_table_and_rounding() -> None:
    """FIDE game: 2050 (K 20) vs 2210 draw: PD 0.29 -> +4.2 -> rounded +4, new 2054."""
    out = single_game(2050, 2210, system=System.FIDE,
                      profile=Profile(rating=2050, games_played=85), date=dt.date(2025, 1, 1))
    assert out.expected == pytest.approx(0.29, abs=1e-12)
    assert out.k == 20
    draw = out.outcome(DR)
    assert draw.change == pytest.approx(4.2, abs=1e-9)
    assert draw.change_rounded == 4
    assert draw.new_rating == 2054


def test_fide_single_game_provisional_k40() -> None:
    """FIDE: 1200 with 8 games beating 1400 (PD 0.24): K 40 -> +30.4 -> +30."""
    out = single_game(1200, 1400, system=System.FIDE,
                      profile=Profile(rating=1200, games_played=8), date=dt.date(2025, 1, 1))
    assert out.k == 40
    assert out.outcome(W).change == pytest.approx(30.4, abs=1e-9)
    assert out.outcome(W).change_rounded == 30


def test_uscf_single_game_vector() -> None:
    """US Chess game: 1250 (N 30) beats 1400 -> 1288.54."""
    out = single_game(1250, 1400, system=System.USCF, profile=Profile(rating=1250,
                      games_played=30), date=dt.date(2020, 1, 1))
    assert out.outcome(W).new_rating == pytest.approx(1288.54, abs=0.005)


@pytest.mark.parametrize(("own", "opp"), [(-1, 1500), (1500, 0), (1500, 5000)])
def test_bad_ratings_raise(own: float, opp: float) -> None:
    """Negative, zero or absurd ratings raise InputError."""
    with pytest.raises(InputError, match="rating must be between"):
        single_game(own, opp, k=32)


def test_bad_k_raises() -> None:
    """K <= 0 raises InputError."""
    with pytest.raises(InputError, match="K must be a positive number"):
        single_game(1500, 1500, k=0)


def test_floor_notes_per_outcome() -> None:
    """A loss from 1 vs 1 (K 32) gives -15.0 with a classic no-floor note; FIDE 1 vs 4000 loss
    gives -1 with the 1400-floor note; 1500 vs 1500 carries no note."""
    classic = single_game(1, 1, k=32)
    assert classic.outcome(Result.LOSS).new_rating == pytest.approx(-15.0)
    assert "no floor" in (classic.outcome(Result.LOSS).floor_note or "")
    assert single_game(1500, 1500, k=32).outcome(Result.LOSS).floor_note is None
    fide = single_game(1, 4000, system=System.FIDE, date=dt.date(2025, 1, 1))
    assert fide.outcome(Result.LOSS).new_rating == -1
    assert "below the 1400 floor" in (fide.outcome(Result.LOSS).floor_note or "")


# ---- the opponent's K and the 400-point rule on each side (issue 7, issue 11 item 2) ---------
def test_opponent_k_from_what_the_user_gave() -> None:
    """Their K if given; the same fixed K; the FIDE rule with 100 games assumed or theirs."""
    own = fixed_k(32)
    assert opponent_k(KRule.FIXED, own, rating=1609).k == 32
    assert opponent_k(KRule.FIXED, own, rating=1609).reason == "the same fixed K 32 as yours"
    assert opponent_k(KRule.FIDE, own, rating=1609, k=15).k == 15
    day = dt.date(2024, 6, 1)
    assumed = opponent_k(KRule.FIDE, own, rating=1609, date=day)
    assert assumed.k == 20  # established (100 games assumed), under 2400
    assert assumed.reason.endswith("not given: 100 assumed")
    novice = opponent_k(KRule.FIDE, own, rating=1609, games=10, date=day)
    assert novice.k == 40  # fewer than 30 games
    assert novice.reason.endswith("with their 10 rated games as given")
    assert opponent_k(KRule.AUTO, own, rating=2200).k == 20  # auto: 2100..2399


def test_fide_2700_v_2200_is_not_zero_sum() -> None:
    """After 2025-10-01 the 2700 keeps the real 500 gap (E 0.96), the 2200 is capped at 400
    (E 0.08): with K 32 each, a 2700 win is +1.28 and the 2200 loses 2.56."""
    game = single_game(2700, 2200, system=System.FIDE, k=32, opponent_k=32,
                       date=dt.date(2025, 11, 1))
    assert game.expected == pytest.approx(0.96)
    assert game.outcome(W).change == pytest.approx(1.28)
    theirs = game.opponent_outcome(W)
    assert theirs is not None
    assert theirs.change == pytest.approx(-2.56)
    assert not game.zero_sum
    assert "2650 or more" in game.gap_note
    assert "500-point gap counts as 400, so E = 0.08" in game.opponent_gap_note


def test_gap_rule_note_within_and_before_the_exemption() -> None:
    """Within 400 nothing to say; before 2025-10-01 the 2700 is capped too."""
    assert gap_rule_note(1613, 1609, date=dt.date(2025, 11, 1)) == ""
    old = gap_rule_note(2700, 2200, date=dt.date(2025, 6, 1))
    assert old == "the 400-point rule applies: the 500-point gap counts as 400, so E = 0.92"
