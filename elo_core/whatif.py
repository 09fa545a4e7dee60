"""What-ifs: the value of one more game, and the score needed to reach a target."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass, replace

from elo_core.errors import InputError
from elo_core.event import rate_event
from elo_core.models import Curve, Game, Profile, Result, System, TimeControl, check_rating
from elo_core.rules.editions import fide_edition
from elo_core.rules.expected import fide_expectations, logistic
from elo_core.rules.kfactor import KRule
from elo_core.systems.result import EventResult


@dataclass(frozen=True, kw_only=True, slots=True)
class NextGame:
    """What one more game against `opponent_rating` would add, priced from `from_rating`."""

    from_rating: float
    opponent_rating: float
    expected: float
    win: float
    draw: float
    loss: float


def next_game(result: EventResult, *, opponent_rating: float | None = None) -> NextGame | None:
    """Value of another win / draw / loss against the field's average, from the new rating.

    Uses the event's K and expectation model; None when there is no K or no rated game.
    """
    opponent = opponent_rating if opponent_rating is not None else result.average_opponent
    if result.k is None or result.new_rating is None or opponent is None:
        return None
    check_rating(opponent, "opponent rating")
    start = result.new_rating
    if result.model == Curve.FIDE_TABLE and result.rules_date is not None:
        edition = fide_edition(result.rules_date, result.time_control)
        expected = fide_expectations(start, [opponent], edition)[0].expected
    else:
        expected = logistic(start, opponent)
    k = result.k
    return NextGame(from_rating=start, opponent_rating=opponent, expected=expected,
                    win=k * (1 - expected), draw=k * (0.5 - expected), loss=-k * expected)


@dataclass(frozen=True, kw_only=True, slots=True)
class Needed:
    """The least score in the remaining games that reaches the target (None: out of reach)."""

    score: float | None
    remaining: int
    reached: float | None
    reason: str


def _hypothetical(remaining: int, score: float, rating: float) -> list[Game]:
    wins = int(score)
    draws = 1 if score - wins else 0
    results = [Result.WIN] * wins + [Result.DRAW] * draws
    results += [Result.LOSS] * (remaining - len(results))
    return [Game(opponent_rating=rating, result=r, opponent=f"next {i + 1}")
            for i, r in enumerate(results)]


def needed_score(
    profile: Profile,
    games: Sequence[Game],
    *,
    remaining: int,
    average: float,
    target_rating: float | None = None,
    target_performance: float | None = None,
    system: System = System.CLASSIC,
    date: dt.date | None = None,
    time_control: TimeControl = TimeControl.STANDARD,
    k: float | None = None,
    k_rule: KRule | None = None,
) -> Needed:
    """Try every half point from 0 to `remaining` and return the least that meets the target.

    Targets are the new rating (as the system rounds it) or the linear performance rating.
    """
    if not 0 <= remaining <= 50:
        raise InputError(f"remaining games must be between 0 and 50, got {remaining}")
    if (target_rating is None) == (target_performance is None):
        raise InputError("give exactly one target: a rating or a performance")
    check_rating(average, "average opponent")
    target = float(target_rating if target_rating is not None else target_performance or 0)
    check_rating(target, "target")
    whole = system == System.FIDE and target_rating is not None  # FIDE ratings: whole points

    def shown(value: float | None) -> str:
        return f"{value or 0:.0f}" if whole else f"{value or 0:.1f}"

    reached = None
    for halves in range(2 * remaining + 1):
        score = halves / 2
        all_games = [*games, *_hypothetical(remaining, score, average)]
        res = rate_event(replace(profile), all_games, system=system, date=date,
                         time_control=time_control, k=k, k_rule=k_rule)
        value = res.new_rating if target_rating is not None else res.performance.linear
        if value is None:
            continue
        reached = value
        if value >= target:
            reason = (f"no rounds left, and the event as entered already gives {shown(value)}"
                      if remaining == 0 else
                      f"{score:g} of {remaining} against {average:g} gives {shown(value)}")
            return Needed(score=score, remaining=remaining, reached=value, reason=reason)
    if remaining == 0:
        return Needed(score=None, remaining=0, reached=reached,
                      reason=f"no rounds left: the event as entered gives {shown(reached)}, "
                             f"short of {shown(target)}")
    return Needed(score=None, remaining=remaining, reached=reached,
                  reason=f"even {remaining} of {remaining} against {average:g} gives only "
                         f"{shown(reached)}")


def suggested_target(now: float | None, step: int = 50) -> int:
    """A target to start from: the next multiple of `step` above `now` (1550 when unknown),
    at most 4000."""
    base = 1500.0 if now is None else now
    return min(4000, (int(base) // step + 1) * step)
