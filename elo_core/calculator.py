"""One game: expected score, and what a win, a draw or a loss does to both players."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import partial

from elo_core.event import rate_event
from elo_core.models import Game, Profile, Result, System, TimeControl, check_rating
from elo_core.rules.expected import fide_table, logistic
from elo_core.rules.kfactor import KRule
from elo_core.rules.performance import single_game as single_game_performance
from elo_core.rules.rounding import half_up_int
from elo_core.systems.result import EventResult

_FLIP = {Result.WIN: Result.LOSS, Result.DRAW: Result.DRAW, Result.LOSS: Result.WIN}


@dataclass(frozen=True, kw_only=True, slots=True)
class Outcome:
    """One result's effect on a player's rating."""

    result: Result
    change: float
    change_rounded: float
    new_rating: float | None
    performance: float
    floor_note: str | None = None


@dataclass(frozen=True, kw_only=True, slots=True)
class GameOutcome:
    """Expected score, K and the three outcomes for you (and your opponent when asked)."""

    system: System
    edition: str
    model: str
    expected: float
    k: float | None
    k_reason: str
    outcomes: tuple[Outcome, ...]
    opponent_k: float | None = None
    opponent_k_reason: str = ""
    opponent_outcomes: tuple[Outcome, ...] = ()
    notes: tuple[str, ...] = ()
    rated: bool = True
    note: str = ""

    def outcome(self, result: Result) -> Outcome:
        """Your outcome for `result`."""
        return next(o for o in self.outcomes if o.result == result)

    def opponent_outcome(self, result: Result) -> Outcome | None:
        """Your opponent's outcome when you score `result` (None if not computed)."""
        flipped = _FLIP[result]
        return next((o for o in self.opponent_outcomes if o.result == flipped), None)

    @property
    def zero_sum(self) -> bool:
        """True when the opponent loses exactly what you gain (same K, same model)."""
        return self.opponent_k is None or self.opponent_k == self.k


Rater = Callable[[Profile, list[Game]], EventResult]


def _outcomes(profile: Profile, opponent: float,
              rate: Rater) -> tuple[list[EventResult], tuple[Outcome, ...]]:
    results = [rate(profile, [Game(opponent_rating=opponent, result=r)]) for r in Result]
    outs = tuple(
        Outcome(result=r, change=res.change, change_rounded=res.change_rounded,
                new_rating=res.new_rating, performance=single_game_performance(opponent, r),
                floor_note=res.floor_note)
        for r, res in zip(Result, results, strict=True)
    )
    return results, outs


def single_game(
    own: float,
    opponent: float,
    *,
    system: System = System.CLASSIC,
    k: float | None = None,
    k_rule: KRule | None = None,
    profile: Profile | None = None,
    date: dt.date | None = None,
    time_control: TimeControl = TimeControl.STANDARD,
    opponent_k: float | None = None,
    opponent_profile: Profile | None = None,
) -> GameOutcome:
    """Rate one game three ways; with `opponent_k` or `opponent_profile`, also the opponent."""
    check_rating(own, "your rating")
    check_rating(opponent, "opponent rating")
    you = replace(profile, rating=own) if profile is not None else Profile(rating=own)
    def rater(k_value: float | None) -> Rater:
        return partial(rate_event, system=system, date=date, time_control=time_control,
                       k=k_value, k_rule=k_rule)

    results, outs = _outcomes(you, opponent, rater(k))
    first = results[0]
    line = first.games[0]
    expected = line.expected
    if expected is None:  # not rated (rapid/blitz 600-point rule): show the gap's expectation
        fide = system == System.FIDE
        expected = fide_table(half_up_int(own) - half_up_int(opponent)) if fide \
            else logistic(own, opponent)
    opp_k: float | None = None
    opp_reason = ""
    opp_outs: tuple[Outcome, ...] = ()
    if opponent_k is not None or opponent_profile is not None:
        them = (replace(opponent_profile, rating=opponent) if opponent_profile is not None
                else Profile(rating=opponent))
        opp_results, opp_outs = _outcomes(them, own, rater(opponent_k))
        opp_k, opp_reason = opp_results[0].k, opp_results[0].k_reason
    return GameOutcome(system=system, edition=first.edition, model=first.model, expected=expected,
                       k=first.k, k_reason=first.k_reason, outcomes=outs, opponent_k=opp_k,
                       opponent_k_reason=opp_reason, opponent_outcomes=opp_outs,
                       notes=first.notes, rated=line.rated, note=line.note)
