"""Exercises from a seed: pinned answers, the same sheet from the same seed, typed answers."""

from __future__ import annotations

import pytest

from elo_core.errors import InputError
from elo_core.models import Result
from elo_core.teaching.exercises import Ask, Level, check, exercises


def test_seed_1_easy_sheet_is_pinned() -> None:
    """Seed 1, easy: 1900 v 2200 E = 1 / (1 + 10^(300/400)) = 0.151; 1100 v 1100 loss K 20 is
    -10.0; 2200 v 2000 E = 0.760; 1000 v 1200 draw K 20 is 20 x (0.5 - 0.240) = +5.2."""
    sheet = exercises(seed=1, level=Level.EASY, count=4)
    assert [(e.rating, e.opponent, e.ask) for e in sheet] == [
        (1900, 2200, Ask.EXPECTED), (1100, 1100, Ask.CHANGE), (2200, 2000, Ask.EXPECTED),
        (1000, 1200, Ask.CHANGE)]
    assert sheet[0].answer == pytest.approx(0.150979, abs=1e-6)
    assert [e.answer_text for e in sheet] == ["0.15", "-10.0", "0.76", "+5.2"]
    assert (sheet[1].k, sheet[1].result) == (20, Result.LOSS)
    assert sheet[3].answer == pytest.approx(5.1949, abs=1e-4)


def test_a_new_rating_exercise() -> None:
    """Seed 1, medium, third: 2055 draws 2505 with K 10: 2055 + 10 x (0.5 - 0.0699) = 2059.3."""
    third = exercises(seed=1, level=Level.MEDIUM, count=3)[2]
    assert (third.rating, third.opponent, third.k, third.result, third.ask) == (
        2055, 2505, 10, Result.DRAW, Ask.NEW)
    assert third.answer_text == "2059.3"
    assert "draws with K = 10. What is the player's new rating?" in third.question
    assert third.working == "E = 1 / (1 + 10^(+450 / 400)) = 0.070; 2055 + 10 × (0.5 − 0.070)"


def test_the_same_seed_gives_the_same_sheet_and_another_seed_another() -> None:
    """Reproducible from the seed; a sheet's first exercises do not depend on its length."""
    assert exercises(seed=42, level=Level.HARD, count=10) == \
        exercises(seed=42, level=Level.HARD, count=10)
    assert exercises(seed=42, level=Level.HARD, count=10)[:3] == \
        exercises(seed=42, level=Level.HARD, count=3)
    assert exercises(seed=43, level=Level.HARD, count=10) != \
        exercises(seed=42, level=Level.HARD, count=10)


def test_levels_draw_their_numbers() -> None:
    """Easy: ratings in 50s, gaps in 100s up to 400, K 10/20/40; hard never asks E."""
    easy = exercises(seed=5, level=Level.EASY, count=30)
    assert all(e.rating % 50 == 0 and (e.rating - e.opponent) % 100 == 0 for e in easy)
    assert all(abs(e.rating - e.opponent) <= 400 and e.k in (10, 20, 40) for e in easy)
    assert Ask.EXPECTED not in {e.ask for e in exercises(seed=5, level=Level.HARD, count=30)}


def test_typed_answers_are_checked() -> None:
    """0.15, 0,15 and 15 (a percentage) are right for E 0.151; 0.2 is not; text is refused."""
    first = exercises(seed=1, level=Level.EASY, count=1)[0]
    assert check(first, "0.15").right
    assert check(first, "0,15").right
    assert check(first, "15").right
    assert check(first, " 0.16 ").right  # within one unit of the last decimal
    assert not check(first, "0.2").right
    with pytest.raises(InputError, match="exercise 1: type a number"):
        check(first, "a lot")
    second = exercises(seed=1, level=Level.EASY, count=2)[1]
    assert check(second, "-10").right
    assert not check(second, "10").right


def test_bad_counts_and_seeds_are_refused() -> None:
    """Count 0 or 31, seed -1: said with the range."""
    with pytest.raises(InputError, match="from 1 to 30, got 31"):
        exercises(seed=1, level=Level.EASY, count=31)
    with pytest.raises(InputError, match="seed must be from 0"):
        exercises(seed=-1, level=Level.EASY, count=3)
