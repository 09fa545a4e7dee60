"""The class round robin as typed: pupils, the grid's code, the teacher's edits, Berger tables."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from elo_core.errors import InputError
from elo_core.teaching.round_robin import (
    Pupil,
    apply_edits,
    berger,
    carry_over,
    decode,
    empty,
    encode,
    parse_pupils,
    pupils_text,
)

NAMES = ("Ana", "Ben", "Chloé", "Dev")


def test_pupils_with_and_without_ratings() -> None:
    """'Ben' alone is unrated; commas and new lines both separate; the text round-trips."""
    pupils = parse_pupils("Ana 1400, Ben\nChloé 1000, Dev 1200")
    assert pupils[1] == Pupil(name="Ben", rating=None)
    assert [p.rating for p in pupils] == [1400, None, 1000, 1200]
    assert pupils_text(pupils) == "Ana 1400, Ben, Chloé 1000, Dev 1200"


@pytest.mark.parametrize(("text", "said"), [
    ("Ana 1400, Ben", "from 3 to 10 pupils, got 2"),
    ("Ana, Ben, Ana", "Ana is there twice"),
    ("Ana 50, Ben, Cat", "'Ana 50': a rating is from 100 to 3000, got 50"),
    (", ".join(f"P{n}" for n in range(11)), "got 11"),
])
def test_bad_pupils_are_said(text: str, said: str) -> None:
    """Too few or many pupils, a name twice, a rating out of range: each message says which."""
    with pytest.raises(InputError, match=said):
        parse_pupils(text)


def test_the_code_holds_each_game_once() -> None:
    """'0hh110' for four: Ana lost to Ben, drew Chloé; Ben drew Chloé; Ana and Ben beat Dev;
    Chloé lost to Dev. Each mirror cell holds the other side's score."""
    grid = decode("0hh110", 4)
    assert grid[0] == (None, 0.0, 0.5, 1.0)
    assert grid[1][0] == 1.0
    assert grid[3] == (0.0, 0.0, 1.0, None)
    assert encode(grid) == "0hh110"


def test_a_short_code_leaves_games_unplayed_and_a_long_one_is_refused() -> None:
    """'1' for four pupils: one game played, five not; 7 letters for 4 pupils is refused."""
    grid = decode("1", 4)
    assert sum(s is not None for row in grid for s in row) == 2
    assert encode(empty(4)) == ""
    with pytest.raises(InputError, match="7 letters, 4 pupils play 6 games"):
        decode("0hh1101", 4)
    with pytest.raises(InputError, match="letter 2 is 'x'"):
        decode("1x", 4)


def test_a_typed_cell_fills_its_mirror_and_overrides_it() -> None:
    """Ana 1 against Ben: Ben 0 against Ana; typed again as ½, both cells become ½."""
    grid = apply_edits(empty(4), {(0, 1): "1"}, NAMES)
    assert (grid[0][1], grid[1][0]) == (1.0, 0.0)
    grid = apply_edits(grid, {(0, 1): "0.5"}, NAMES)
    assert (grid[0][1], grid[1][0]) == (0.5, 0.5)
    grid = apply_edits(grid, {(1, 0): ""}, NAMES)
    assert (grid[0][1], grid[1][0]) == (None, None)


def test_two_typed_cells_of_one_game_must_agree() -> None:
    """Both Ana and Ben typed as winners: the message names both cells."""
    assert apply_edits(empty(4), {(0, 1): "½", (1, 0): "0,5"}, NAMES)[1][0] == 0.5
    with pytest.raises(InputError, match="row Ana, column Ben says 1 but row Ben, column Ana "
                                         "says 1: the two scores of a game add up to 1"):
        apply_edits(empty(4), {(0, 1): "1", (1, 0): "1"}, NAMES)


@pytest.mark.parametrize(("cell", "text", "said"), [
    ((2, 3), "2", "row Chloé, column Dev: '2' is not a result"),
    ((1, 1), "1", "row Ben, column Ben: a pupil does not play themselves"),
    ((0, 3), "1-0", "row Ana, column Dev: '1-0' is a game's result from white's side"),
])
def test_a_cell_that_is_not_a_result_is_named(cell: tuple[int, int], text: str,
                                               said: str) -> None:
    """What is not 1, ½ or 0 (or blank) is refused with its row and column."""
    with pytest.raises(InputError, match=said):
        apply_edits(empty(4), {cell: text}, NAMES)


def test_changing_the_pupils_keeps_the_games_of_those_still_there() -> None:
    """Ben taken out and Eve added: Ana v Dev and Chloé v Dev kept (by name), Eve unplayed."""
    grid = carry_over(decode("0hh110", 4), NAMES, ("Ana", "Chloé", "Dev", "Eve"))
    assert grid[0] == (None, 0.5, 1.0, None)
    assert grid[2] == (0.0, 1.0, None, None)


def test_berger_tables_for_four_and_six() -> None:
    """FIDE's tables: four pupils 1-4 2-3 / 4-3 1-2 / 2-4 3-1; six pupils' round 2 is
    6-4 5-3 1-2 and round 5 3-6 4-2 5-1 (numbers from 1 there, from 0 here)."""
    assert berger(4) == (((0, 3), (1, 2)), ((3, 2), (0, 1)), ((1, 3), (2, 0)))
    assert berger(6)[1] == ((5, 3), (4, 2), (0, 1))
    assert berger(6)[4] == ((2, 5), (3, 1), (4, 0))


@given(st.integers(min_value=3, max_value=10))
def test_every_pair_meets_once_and_nobody_twice_a_round(n: int) -> None:
    """n - 1 rounds (n even) or n (odd, one sits out each round); each pair exactly once."""
    rounds = berger(n)
    assert len(rounds) == n - 1 + n % 2
    met = [frozenset(pair) for games in rounds for pair in games]
    assert sorted(met, key=sorted) == sorted(
        (frozenset(p) for p in itertools.combinations(range(n), 2)), key=sorted)
    for games in rounds:
        seated = [i for pair in games for i in pair]
        assert len(seated) == len(set(seated)) == n - n % 2
