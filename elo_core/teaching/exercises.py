"""Exercises from a seed: the question's numbers, the engine's answer, a typed one checked."""

from __future__ import annotations

import enum
import random
from dataclasses import dataclass

from elo_core.errors import InputError
from elo_core.models import Result
from elo_core.teaching.lesson import working

MAX_COUNT = 30  # exercises on one sheet
MAX_SEED = 999_999


class Level(enum.StrEnum):
    """How hard the numbers are: round gaps and K, then any gap, then a new rating."""

    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"


class Ask(enum.StrEnum):
    """What an exercise asks for."""

    EXPECTED = "expected score"
    CHANGE = "rating change"
    NEW = "new rating"


DECIMALS = {Ask.EXPECTED: 2, Ask.CHANGE: 1, Ask.NEW: 1}  # as the answer is written
# (the numbers each level draws from: gap step and largest gap, K values, what is asked)
_LEVELS = {
    Level.EASY: (100, 400, (10, 20, 40), (Ask.EXPECTED, Ask.CHANGE)),
    Level.MEDIUM: (25, 600, (10, 16, 20, 32, 40), (Ask.EXPECTED, Ask.CHANGE, Ask.NEW)),
    Level.HARD: (1, 800, (10, 15, 16, 20, 24, 32, 40), (Ask.CHANGE, Ask.NEW)),
}


@dataclass(frozen=True, kw_only=True, slots=True)
class Exercise:
    """One question: a game between two ratings, the K, the result and what to work out."""

    number: int
    rating: int
    opponent: int
    k: int
    result: Result
    ask: Ask
    expected: float  # the player's E, from the engine
    answer: float  # from the engine, unrounded

    @property
    def decimals(self) -> int:
        """Decimals the answer is written with."""
        return DECIMALS[self.ask]

    @property
    def answer_text(self) -> str:
        """The answer as written on the key."""
        return f"{self.answer:+.{self.decimals}f}" if self.ask == Ask.CHANGE \
            else f"{self.answer:.{self.decimals}f}"

    @property
    def working(self) -> str:
        """How the answer is reached, in the numbers of the question."""
        gap = self.rating - self.opponent
        expected = f"E = 1 / (1 + 10^({-gap:+d} / 400)) = {self.expected:.3f}"
        if self.ask == Ask.EXPECTED:
            return expected
        change = f"{self.k} × ({self.result.score:g} − {self.expected:.3f})"
        if self.ask == Ask.CHANGE:
            return f"{expected}; {change}"
        return f"{expected}; {self.rating} + {change}"

    @property
    def question(self) -> str:
        """The question in words (E is asked before the game, so no result or K is given)."""
        game = f"A player rated {self.rating} meets an opponent rated {self.opponent}."
        if self.ask == Ask.EXPECTED:
            return f"{game} What is the player's expected score (logistic curve)?"
        played = {Result.WIN: "wins", Result.DRAW: "draws", Result.LOSS: "loses"}[self.result]
        wanted = "By how many points does the player's rating change" \
            if self.ask == Ask.CHANGE else "What is the player's new rating"
        return f"{game} The player {played} with K = {self.k}. {wanted}?"


@dataclass(frozen=True, kw_only=True, slots=True)
class Check:
    """A typed answer checked against the engine's: right or not, and what to say."""

    right: bool
    message: str


def exercises(*, seed: int, level: Level, count: int) -> tuple[Exercise, ...]:
    """`count` exercises at `level`; the same seed always gives the same sheet."""
    if not 0 <= seed <= MAX_SEED:
        raise InputError(f"the seed must be from 0 to {MAX_SEED:,}, got {seed}")
    if not 1 <= count <= MAX_COUNT:
        raise InputError(f"the number of exercises must be from 1 to {MAX_COUNT}, got {count}")
    step, widest, ks, asks = _LEVELS[level]
    draw = random.Random(f"{level.value}-{seed}")  # (class exercises, not secrets)
    out = []
    for number in range(1, count + 1):
        rating = draw.randrange(1000, 2201, 50 if level == Level.EASY else 1)
        gap = draw.randrange(-widest, widest + 1, step)
        opponent = rating - gap
        k, result, ask = draw.choice(ks), draw.choice(list(Result)), asks[(number - 1) % len(asks)]
        game = working(rating, opponent, k=k, result=result)
        answer = {Ask.EXPECTED: game.expected, Ask.CHANGE: game.change, Ask.NEW: game.after}[ask]
        out.append(Exercise(number=number, rating=rating, opponent=opponent, k=k,
                            result=result, ask=ask, expected=game.expected,
                            answer=answer))
    return tuple(out)


def check(exercise: Exercise, typed: str) -> Check:
    """A pupil's typed answer: right when within one unit of the last decimal written (a comma
    may stand for the point); anything that is not a number is said, never marked wrong."""
    text = typed.strip().replace(",", ".").replace("−", "-")
    try:
        value = float(text)
    except ValueError:
        example = 0.5 if exercise.ask == Ask.EXPECTED else 12.3
        raise InputError(f"exercise {exercise.number}: type a number such as {example}, "
                         f"got '{typed}'") from None
    if exercise.ask == Ask.EXPECTED and value > 1 and value <= 100:
        value /= 100  # typed as a percentage
    unit = 10.0 ** -exercise.decimals
    right = abs(value - exercise.answer) <= unit + 1e-9
    if right:
        return Check(right=True, message=f"Right: {exercise.answer_text}.")
    return Check(right=False, message="Not yet: check E first, then K × (score − E).")
