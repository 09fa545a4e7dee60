"""The result every system returns for one player's event, and the pieces the systems share."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass

from elo_core.models import Curve, Game, Result, System, TimeControl
from elo_core.rules.performance import Performance, performances


@dataclass(frozen=True, kw_only=True, slots=True)
class GameLine:
    """One round as rated: expectation and change are None for a game that does not count."""

    number: int
    opponent: str
    opponent_rating: float | None
    result: Result
    rated: bool
    note: str
    expected: float | None
    change: float | None
    played: bool  # False: a bye or forfeit (points, never rating)


@dataclass(frozen=True, kw_only=True, slots=True)
class EventResult:
    """Everything the engine says about one player's event."""

    system: System
    edition: str
    model: Curve
    k: float | None
    k_reason: str
    rating: float | None
    games: tuple[GameLine, ...]
    n_rated: int
    score: float
    total_points: float
    expected: float
    change: float
    change_rounded: float
    new_rating: float | None
    wins: int
    draws: int
    losses: int
    average_opponent: float | None
    performance: Performance
    bonus: float = 0.0
    notes: tuple[str, ...] = ()
    floor_note: str | None = None
    new_rd: float | None = None
    new_volatility: float | None = None
    provisional: bool = False
    estimate: bool = False
    rules_date: dt.date | None = None  # the date whose rules applied (FIDE, US Chess)
    time_control: TimeControl = TimeControl.STANDARD

    @property
    def percent(self) -> float | None:
        """Score in the rated games as a percentage."""
        return 100 * self.score / self.n_rated if self.n_rated else None

    @property
    def over_performance(self) -> float:
        """Actual minus expected score in the rated games."""
        return self.score - self.expected


def is_first_rating(result: EventResult) -> bool:
    """True when an unrated player's event sets a first rating by the new-player rule (FIDE, US
    Chess) instead of a change; Glicko-2 instead starts them from 1500 and changes that."""
    return result.rating is None and result.system != System.GLICKO2


def game_line(number: int, game: Game, *, rated: bool, note: str = "",
              expected: float | None = None, change: float | None = None) -> GameLine:
    """The line of round `number` for `game`; expectation and change stay None when not rated."""
    return GameLine(number=number, opponent=game.opponent, opponent_rating=game.opponent_rating,
                    result=game.result, rated=rated, note=note, expected=expected, change=change,
                    played=game.played)


def unrated_note(game: Game) -> str:
    """Why a game does not count, or '' when it does."""
    if not game.played:
        return "not played (bye or forfeit): not rated"
    if game.opponent_rating is None:
        return "unrated opponent: not rated"
    return ""


def summary_fields(games: Sequence[Game]) -> dict[str, object]:
    """Score, record, average opponent and performances over the rated games."""
    rated = [g for g in games if g.rated]
    opponents = [float(g.opponent_rating) for g in rated if g.opponent_rating is not None]
    score = sum(g.result.score for g in rated)
    return {
        "n_rated": len(rated),
        "score": score,
        "total_points": sum(g.result.score for g in games),
        "wins": sum(g.result == Result.WIN for g in rated),
        "draws": sum(g.result == Result.DRAW for g in rated),
        "losses": sum(g.result == Result.LOSS for g in rated),
        "average_opponent": sum(opponents) / len(opponents) if opponents else None,
        "performance": performances(opponents, score),
    }



def trajectory(result: EventResult) -> list[float]:
    """Rating after each game (starting rating first), adding the per-game changes in order."""
    start = result.rating if result.rating is not None else (result.new_rating or 0.0)
    points = [start]
    for line in result.games:
        points.append(points[-1] + (line.change or 0.0))
    return points
