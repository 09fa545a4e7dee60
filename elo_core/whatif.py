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
from elo_core.rules.performance import LEADING, Method
from elo_core.systems.result import EventResult


@dataclass(frozen=True, kw_only=True, slots=True)
class NextGame:
    """What one more game against `opponent_rating` would add, priced from `from_rating`.

    `in_event`: the system rates the event as a whole from the rating before it (FIDE, US Chess,
    Glicko-2), so the game is priced as one more round of this event; else (classic Elo, the
    estimator's worked example) as the first game after it, from the new rating.
    """

    from_rating: float
    opponent_rating: float
    expected: float
    win: float
    draw: float
    loss: float
    in_event: bool = False
    games_after: int = 0

    @property
    def why(self) -> str:
        """Where the price comes from, in words."""
        if self.in_event:
            return (f"priced as game {self.games_after} of this event, which the system rates "
                    f"from your rating before it, {self.from_rating:.1f}")
        return f"priced from your new rating {self.from_rating:.1f}"


_WHOLE_EVENT = (System.FIDE, System.USCF, System.GLICKO2)  # rated from the pre-event rating


def _expected(result: EventResult, start: float, opponent: float) -> float:
    if result.model == Curve.FIDE_TABLE and result.rules_date is not None:
        edition = fide_edition(result.rules_date, result.time_control)
        return fide_expectations(start, [opponent], edition)[0].expected
    return logistic(start, opponent)


def next_game(result: EventResult, *, opponent_rating: float | None = None,
              profile: Profile | None = None, games: Sequence[Game] = (),
              date: dt.date | None = None, k: float | None = None,
              k_rule: KRule | None = None) -> NextGame | None:
    """Value of another win / draw / loss against the field's average, by the system's rule.

    FIDE, US Chess and Glicko-2 rate the event from the rating before it: given the `profile`
    and `games` (and the event's `date`) the event is rated again with the extra game (K,
    bonus, RD as the rules give).
    Classic Elo prices the next game from the new rating with the event's K. None for a first
    rating, with no K (classic), or with no rated game.
    """
    opponent = opponent_rating if opponent_rating is not None else result.average_opponent
    if result.new_rating is None or result.rating is None or opponent is None:
        return None
    check_rating(opponent, "opponent rating")
    if result.system in _WHOLE_EVENT and profile is not None and games:
        return _within_event(result, profile, games, opponent, date=date or result.rules_date,
                             k=k, k_rule=k_rule)
    if result.k is None:
        return None
    start = result.new_rating
    expected = _expected(result, start, opponent)
    k_now = result.k
    return NextGame(from_rating=start, opponent_rating=opponent, expected=expected,
                    win=k_now * (1 - expected), draw=k_now * (0.5 - expected),
                    loss=-k_now * expected)


def _within_event(result: EventResult, profile: Profile, games: Sequence[Game],
                  opponent: float, *, date: dt.date | None, k: float | None,
                  k_rule: KRule | None) -> NextGame:
    """The event rated again with one more game of each result: the change it adds."""
    def added(outcome: Result) -> float:
        more = [*games, Game(opponent_rating=opponent, result=outcome, opponent="next")]
        again = rate_event(profile, more, system=result.system, date=date,
                           time_control=result.time_control, k=k, k_rule=k_rule)
        return again.change - result.change

    start = float(result.rating or 0.0)
    return NextGame(from_rating=start, opponent_rating=opponent,
                    expected=_expected(result, start, opponent), win=added(Result.WIN),
                    draw=added(Result.DRAW), loss=added(Result.LOSS), in_event=True,
                    games_after=len(games) + 1)


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
    method: Method = LEADING,
) -> Needed:
    """Try every half point from 0 to `remaining` and return the least that meets the target.

    Targets are the new rating (as the system rounds it) or the performance rating by `method`
    (FIDE's table method unless told: the one the pages show first and the norms use).
    """
    if not 0 <= remaining <= 50:
        raise InputError(f"remaining games must be between 0 and 50, got {remaining}")
    if (target_rating is None) == (target_performance is None):
        raise InputError("give exactly one target: a rating or a performance")
    check_rating(average, "average opponent")
    target = float(target_rating if target_rating is not None else target_performance or 0)
    check_rating(target, "target")
    # FIDE ratings and table performances are whole points
    whole = (system == System.FIDE if target_rating is not None
             else method == Method.FIDE_TABLE)
    what = "" if target_rating is not None else f"a {method} performance of "

    def shown(value: float | None) -> str:
        return what + (f"{value or 0:.0f}" if whole else f"{value or 0:.1f}")

    reached = None
    for halves in range(2 * remaining + 1):
        score = halves / 2
        all_games = [*games, *_hypothetical(remaining, score, average)]
        res = rate_event(replace(profile), all_games, system=system, date=date,
                         time_control=time_control, k=k, k_rule=k_rule)
        value = res.new_rating if target_rating is not None else res.performance.by(method)
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
