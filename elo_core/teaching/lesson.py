"""The guided lesson's numbers: one game's working, odds of a gap, a series, both players."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass

from elo_core.errors import InputError
from elo_core.models import Game, Profile, Result, TimeControl
from elo_core.rules.expected import logistic, logistic_diff
from elo_core.rules.kfactor import KRule
from elo_core.systems import classic

LESSON_DATE = dt.date(2025, 1, 1)  # classic Elo has no editions: any date gives the same numbers


@dataclass(frozen=True, kw_only=True, slots=True)
class Working:
    """One classic Elo game from one side: before, E, the score, K, the change, after."""

    rating: float
    opponent: float
    k: float
    score: float
    expected: float
    change: float

    @property
    def gap(self) -> float:
        """The player's rating minus the opponent's."""
        return self.rating - self.opponent

    @property
    def after(self) -> float:
        """The rating after the game (no rounding: the lesson shows one decimal)."""
        return self.rating + self.change


@dataclass(frozen=True, kw_only=True, slots=True)
class BothSides:
    """One game seen from both boards, each with its own K."""

    you: Working
    them: Working

    @property
    def total(self) -> float:
        """Points gained by the two together: 0 when the K are equal (points conserved)."""
        return self.you.change + self.them.change

    @property
    def conserved(self) -> bool:
        """True when what one side gains the other loses (up to float error)."""
        return abs(self.total) < 1e-9


def working(rating: float, opponent: float, *, k: float, result: Result) -> Working:
    """The classic engine's working for one game (E from the logistic curve, K (S - E))."""
    if not 0 < k <= 100:
        raise InputError(f"K must be from 1 to 100, got {k:g}")
    rated = classic.rate(Profile(rating=rating), [Game(opponent_rating=opponent, result=result)],
                         date=LESSON_DATE, time_control=TimeControl.STANDARD, k=k,
                         k_rule=KRule.FIXED)
    return Working(rating=rating, opponent=opponent, k=k, score=result.score,
                   expected=rated.expected, change=rated.change)


def odds(gap: float) -> float:
    """How many times more likely the stronger side is to score than the weaker one at `gap`:
    E / (1 - E), which on the logistic curve is 10 to the power gap / 400."""
    expected = logistic_diff(gap)
    return expected / (1.0 - expected)


OPPOSITE = {Result.WIN: Result.LOSS, Result.DRAW: Result.DRAW, Result.LOSS: Result.WIN}


def both_sides(you: float, them: float, *, k_you: float, k_them: float,
               result: Result) -> BothSides:
    """The game from your board (`result`) and from your opponent's (the opposite result)."""
    return BothSides(you=working(you, them, k=k_you, result=result),
                     them=working(them, you, k=k_them, result=OPPOSITE[result]))


def series(start: float, opponents: Sequence[float], results: Sequence[Result], *,
           k: float) -> tuple[Working, ...]:
    """Games in a row: each game rated from the rating the last one left."""
    if len(opponents) != len(results):
        raise InputError(f"{len(opponents)} opponents for {len(results)} results")
    out: list[Working] = []
    rating = start
    for opponent, result in zip(opponents, results, strict=True):
        game = working(rating, opponent, k=k, result=result)
        out.append(game)
        rating = game.after
    return tuple(out)


def parse_results(text: str) -> tuple[Result, ...]:
    """Results typed as letters or scores, one per game: 'W D L W', 'wdlw' or '1 ½ 0 1'."""
    tokens = text.replace(",", " ").split()
    if len(tokens) == 1 and tokens[0].isalpha():  # 'WDLW': one letter per game
        tokens = list(tokens[0])
    if not tokens:
        raise InputError("type at least one result (W, D or L)")
    out = []
    for number, token in enumerate(tokens, start=1):
        try:
            out.append(Result.parse(token))
        except InputError as exc:
            raise InputError(f"game {number}: {exc}") from None
    return tuple(out)


def expected_pair(you: float, them: float) -> tuple[float, float]:
    """Both sides' expected scores (they add up to 1)."""
    return logistic(you, them), logistic(them, you)


@dataclass(frozen=True, kw_only=True, slots=True)
class OddsRow:
    """One gap's odds (stronger to weaker) and the stronger side's expected score."""

    gap: int
    odds: float
    expected: float


def odds_rows(gaps: Sequence[int]) -> tuple[OddsRow, ...]:
    """The 'why 400' table: each 400 points multiplies the odds by 10."""
    return tuple(OddsRow(gap=g, odds=odds(g), expected=logistic_diff(g)) for g in gaps)
