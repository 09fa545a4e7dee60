"""One game: expected score, and what a win, a draw or a loss does to both players."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import partial

from elo_core.event import rate_event
from elo_core.models import Curve, Game, Profile, Result, System, TimeControl, check_rating
from elo_core.rules.editions import fide_edition
from elo_core.rules.expected import fide_expectations, fide_table, logistic
from elo_core.rules.kfactor import KChoice, KRule, choose_k, fixed_k
from elo_core.rules.performance import single_game as single_game_performance
from elo_core.rules.rounding import half_up_int
from elo_core.systems.result import EventResult

OPP_GAMES_ASSUMED = 100  # the opponent's rated games when not given (an established player)
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
    model: Curve
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
    gap_note: str = ""  # FIDE: how the 400-point rule treated your side of the gap
    opponent_gap_note: str = ""  # ... and your opponent's side

    def outcome(self, result: Result) -> Outcome:
        """Your outcome for `result`."""
        return next(o for o in self.outcomes if o.result == result)

    def opponent_outcome(self, result: Result) -> Outcome | None:
        """Your opponent's outcome when you score `result` (None if not computed)."""
        flipped = _FLIP[result]
        return next((o for o in self.opponent_outcomes if o.result == flipped), None)

    @property
    def zero_sum(self) -> bool:
        """True when the opponent loses exactly what you gain for every result (same K, and
        under FIDE the same gap on both sides); without their outcomes, when the K is the same."""
        if not self.opponent_outcomes:
            return self.opponent_k is None or self.opponent_k == self.k
        flipped = {o.result: o.change for o in self.opponent_outcomes}
        return all(abs(mine.change + flipped[_FLIP[mine.result]]) < 1e-9 for mine in self.outcomes)


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
    notes = {}
    if system == System.FIDE:
        when = date or dt.date.today()
        notes = {"gap_note": gap_rule_note(own, opponent, date=when, time_control=time_control),
                 "opponent_gap_note": gap_rule_note(opponent, own, date=when,
                                                    time_control=time_control)}
    return GameOutcome(system=system, edition=first.edition, model=first.model, expected=expected,
                       k=first.k, k_reason=first.k_reason, outcomes=outs, opponent_k=opp_k,
                       opponent_k_reason=opp_reason, opponent_outcomes=opp_outs,
                       notes=first.notes, rated=line.rated, note=line.note, **notes)


def gap_rule_note(own: float, opponent: float, *, date: dt.date,
                  time_control: TimeControl = TimeControl.STANDARD) -> str:
    """FIDE, one game from `own`'s side: how the edition's 400-point rule treated the gap
    ('' when the gap is within the limit)."""
    edition = fide_edition(date, time_control)
    exp = fide_expectations(own, [opponent], edition)[0]
    gap, cap = abs(exp.real_diff), edition.cap
    if exp.capped:
        return (f"the {cap}-point rule applies: the {gap}-point gap counts as {cap}, "
                f"so E = {exp.expected:.2f}")
    if gap > cap:
        return (f"rated 2650 or more, so the {cap}-point rule does not apply: the real "
                f"{gap}-point gap counts, E = {exp.expected:.2f}")
    return ""


def opponent_k(rule: KRule, own: KChoice, *, rating: float, k: float | None = None,
               games: int | None = None, date: dt.date | None = None) -> KChoice:
    """The opponent's K and why, from what the user gave: their K if given; under a fixed K
    your K; else your rule applied to their rating (and games played: under the FIDE and US
    Chess rules, OPP_GAMES_ASSUMED when not given, and the reason says so)."""
    if k is not None:
        return replace(fixed_k(k), reason=f"K {k:g} as you gave it for your opponent")
    if rule == KRule.FIXED:
        return replace(own, reason=f"the same fixed K {own.k:g} as yours")
    them = Profile(rating=rating, games_played=OPP_GAMES_ASSUMED if games is None else games)
    choice = choose_k(rule, them, date=date, games_in_event=1)
    if rule not in (KRule.FIDE, KRule.USCF):
        return choice
    given = (f"the opponent's rated games played are not given: {OPP_GAMES_ASSUMED} assumed"
             if games is None else f"with their {games} rated games as given")
    return replace(choice, reason=f"{choice.reason}; {given}")
