"""The class round robin rated round by round, pinned by hand for four pupils with K 20."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from elo_core.errors import InputError
from elo_core.teaching.class_tournament import clicked, rate, why_not_rated
from elo_core.teaching.round_robin import decode, parse_pupils

# Berger order for four: round 1 Ana-Dev, Ben-Chloé; round 2 Dev-Chloé, Ana-Ben; round 3
# Ben-Dev, Chloé-Ana. '0hh110': Ana lost to Ben, drew Chloé; Ben drew Chloé; Ana and Ben beat
# Dev; Chloé lost to Dev.
PUPILS = parse_pupils("Ana 1400, Ben 1200, Chloé 1000, Dev 1200")
CODE = "0hh110"


def test_round_one_by_hand() -> None:
    """Ana (1400) beats Dev (1200): E = 1 / (1 + 10^(-200/400)) = 0.759747, 20 x 0.240253 =
    +4.805; Ben (1200) draws Chloé (1000): 20 x (0.5 - 0.759747) = -5.195."""
    first = rate(PUPILS, decode(CODE, 4), k=20).rounds[0]
    ana_dev, ben_chloe = first.games
    assert (ana_dev.white, ana_dev.black, ana_dev.result) == ("Ana", "Dev", "1-0")
    assert ana_dev.white_side is not None
    assert ana_dev.black_side is not None
    assert ana_dev.white_side.expected == pytest.approx(0.759747, abs=1e-6)
    assert ana_dev.white_side.change == pytest.approx(4.80506, abs=1e-5)
    assert ana_dev.black_side.change == pytest.approx(-4.80506, abs=1e-5)
    assert ben_chloe.white_side is not None
    assert ben_chloe.white_side.change == pytest.approx(-5.19494, abs=1e-5)
    assert first.ratings == pytest.approx((1404.805, 1194.805, 1005.195, 1195.195), abs=1e-3)


def test_every_round_by_hand() -> None:
    """Round 2 is rated from round 1's ratings: Ana (1404.805) loses to Ben (1194.805),
    E 0.770097, -15.402; Dev (1195.195) beats Chloé (1005.195), +5.018. After round 3 (Ben
    beats Dev +9.712, Chloé draws Ana +8.077): 1381.326, 1219.919, 1008.253, 1190.501."""
    cup = rate(PUPILS, decode(CODE, 4), k=20)
    assert cup.ratings_after(0) == (1400.0, 1200.0, 1000.0, 1200.0)
    dev_chloe, ana_ben = cup.rounds[1].games
    assert ana_ben.white_side is not None
    assert dev_chloe.white_side is not None
    assert ana_ben.white_side.expected == pytest.approx(0.770097, abs=1e-6)
    assert ana_ben.white_side.change == pytest.approx(-15.40193, abs=1e-5)
    assert dev_chloe.white_side.change == pytest.approx(5.01834, abs=1e-5)
    assert cup.ratings_after(2) == pytest.approx((1389.403, 1210.207, 1000.177, 1200.213),
                                                 abs=1e-3)
    assert cup.ratings_after(3) == pytest.approx((1381.326, 1219.919, 1008.253, 1190.501),
                                                 abs=1e-3)
    assert cup.points(3) == (1.5, 2.5, 1.0, 1.0)


def test_an_unrated_pupil_moves_no_rating_and_it_is_said() -> None:
    """Ben unrated: his games (with Chloé, Ana, Dev) move nobody; Ana v Dev still +4.805."""
    pupils = parse_pupils("Ana 1400, Ben, Chloé 1000, Dev 1200")
    cup = rate(pupils, decode(CODE, 4), k=20)
    ana_dev, ben_chloe = cup.rounds[0].games
    assert ben_chloe.white_side is None
    assert "Ben unrated: classic Elo needs a rating on both sides" in \
        why_not_rated(ben_chloe, pupils)
    assert why_not_rated(ana_dev, pupils) == ""
    assert cup.ratings_after(3)[1] is None
    assert cup.ratings_after(1) == pytest.approx((1404.805, None, 1000.0, 1195.195), abs=1e-3)


def test_unplayed_games_and_a_bye() -> None:
    """Three pupils, one game played (Ana beats Ben, round 2): round 1's game is not played
    yet, Ana sits out round 1 and nothing moves until round 2."""
    pupils = parse_pupils("Ana 1500, Ben 1500, Cat 1500")
    cup = rate(pupils, decode("1", 3), k=20)
    assert cup.rounds[0].bye == "Ana"
    assert why_not_rated(cup.rounds[0].games[0], pupils) == "not played yet: no rating moves"
    assert cup.ratings_after(1) == (1500.0, 1500.0, 1500.0)
    assert cup.ratings_after(2) == (1510.0, 1490.0, 1500.0)


def test_k_out_of_range_is_refused() -> None:
    """K 0 is not a K."""
    with pytest.raises(InputError, match="K must be from 1 to 100, got 0"):
        rate(PUPILS, decode(CODE, 4), k=0)


@given(st.text(alphabet="10h-", min_size=6, max_size=6), st.integers(min_value=1, max_value=100))
def test_same_k_conserves_the_points(code: str, k: int) -> None:
    """Every pupil rated, one K: the ratings add up to 4800 after every round."""
    cup = rate(PUPILS, decode(code, 4), k=k)
    for number in range(4):
        assert sum(r or 0.0 for r in cup.ratings_after(number)) == pytest.approx(4800.0)


def test_a_game_s_code_is_its_round_and_the_pupils_numbers() -> None:
    """Berger for four: round 1 Ana-Dev (1-1-4), Ben-Chloé (1-2-3); round 2 Dev-Chloé
    (2-4-3), Ana-Ben (2-1-2); round 3 Ben-Dev (3-2-4), Chloé-Ana (3-3-1)."""
    cup = rate(PUPILS, decode(CODE, 4), k=20)
    assert [g.code for g in cup.games] == ["1-1-4", "1-2-3", "2-4-3", "2-1-2", "3-2-4", "3-3-1"]
    assert cup.game("2-1-2").label == "round 2: Ana – Ben"
    renamed = rate(parse_pupils("Anna 1400, Ben 1200, Chloé 1000, Dev 1200"), decode(CODE, 4),
                   k=20)
    assert renamed.game("2-1-2").label == "round 2: Anna – Ben"


@pytest.mark.parametrize(("code", "why"), [
    ("2-2-1", "'2-2-1' is not in this tournament's schedule"),  # Ana had White
    ("4-1-2", "'4-1-2' is not in this tournament's schedule"),  # three rounds
    ("round 2: Ana – Ben", "not written as round-white-black"),  # the old label
    ("2-1-2 ", "not written as round-white-black"),
    ("02-1-2", "not written as round-white-black"),
    ("", "not written as round-white-black"),
])
def test_a_code_naming_no_game_is_refused(code: str, why: str) -> None:
    """Read strictly: the schedule's own codes only."""
    with pytest.raises(InputError, match=re.escape(why)):
        rate(PUPILS, decode(CODE, 4), k=20).game(code)


def test_each_pupil_s_game_in_a_round() -> None:
    """Chloé: none before round 1, Ben in round 1, Dev in round 2, Ana in round 3; with three
    pupils Ana sits out round 1."""
    cup = rate(PUPILS, decode(CODE, 4), k=20)
    assert [g.code if g else None for g in (cup.game_of(2, n) for n in range(4))] == \
        [None, "1-2-3", "2-4-3", "3-3-1"]
    three = rate(parse_pupils("Ana 1500, Ben 1500, Cat 1500"), decode("1", 3), k=20)
    assert three.game_of(0, 1) is None


def test_the_point_clicked_names_its_game() -> None:
    """A selection's first point with a code wins; round 0's empty code and no point give
    None; a code not shaped as one is ignored."""
    assert clicked([{"x": 2, "customdata": ["2-1-2"]}]) == "2-1-2"
    assert clicked([{"x": 0, "customdata": [""]}, {"x": 3, "customdata": ["3-3-1"]}]) == "3-3-1"
    assert clicked([{"x": 0, "customdata": [""]}]) is None
    assert clicked([{"x": 1, "customdata": ["<b>x</b>"]}, {"x": 1}]) is None
    assert clicked([]) is None
