"""One player's norm check for one title: games counted, Ra, Rp, the mix, and the best game set."""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace

from elo_core.norms.arbiter import arbiter_conditions
from elo_core.norms.arithmetic import adjust, average, least_points, percent, share_ok
from elo_core.norms.event_facts import EventFacts
from elo_core.norms.mix import (
    Context,
    federation_conditions,
    games_condition,
    min_games,
    title_conditions,
)
from elo_core.norms.needed import still_needed
from elo_core.norms.reach import LEAST_KEPT, smaller_sets_hopeless
from elo_core.norms.result import Condition, Left, Needed, NormCheck
from elo_core.norms.rounds import Kind, Pairing, PlayerRounds, Round
from elo_core.norms.rules import THRESHOLDS, NormTitle
from elo_core.rules.fide_tables import dp_for_percent

MAX_SEARCHED = 13  # smaller game sets are searched for events of at most 13 games counted
_NOT_SEARCHED = Condition(
    rule="1.4.1e-f smaller game sets", met=None, arbiter=True,
    detail=f"not searched: over {MAX_SEARCHED} games are counted, too many sets to try (a "
           "20-game player has thousands). Cutting the rounds after a title result, or leaving "
           "out opponents beaten, might make the norm: for the arbiter to check")

_NOT_COUNTED = {
    Kind.FORFEIT_WIN: "forfeit win: not played over the board (1.4.2c)",
    Kind.FORFEIT_LOSS: "forfeit loss: not played over the board (1.4.2c)",
    Kind.PAIRING_BYE: "pairing-allocated bye: no game (counts toward 9 only under 1.4.1c)",
    Kind.BYE: "bye: no game",
    Kind.UNPLAYED: "not played over the board (1.4.2c)",
}
ZERO_UNRATED = "unrated opponent who scored 0 against rated players in a round robin (1.4.2b)"


@dataclass(frozen=True, kw_only=True, slots=True)
class Setting:
    """The event-wide inputs of every check: rules context, header facts, 1.4.2b exclusions."""

    context: Context
    facts: EventFacts
    zero_rated: frozenset[str]
    rounds_played: int
    assumed: int | None = None


def _is_round_robin(context: Context) -> bool:
    return context.pairing is not Pairing.SWISS


def countable(player: PlayerRounds, setting: Setting) -> tuple[list[Round], list[Left]]:
    """The rounds that can count (played games) and the rest with the reason."""
    counted, left = [], []
    for entry in player.rounds:
        if entry.kind is not Kind.PLAYED or entry.opponent is None:
            left.append(Left(round=entry, why=_NOT_COUNTED.get(entry.kind, "no game")))
        elif _is_round_robin(setting.context) and entry.opponent.name in setting.zero_rated:
            left.append(Left(round=entry, why=ZERO_UNRATED))
        else:
            counted.append(entry)
    return counted, left


def _performance(title: NormTitle, setting: Setting, *, ra: int, rp: int, points: float, n: int,
                 p: int, unrated_count: int, raised: str) -> tuple[Condition, ...]:
    edition, threshold = setting.context.edition, THRESHOLDS[title]
    sure = edition.rules_sure
    unrated_sure = edition.unrated_sure if unrated_count else sure
    unrated = f"; {unrated_count} unrated at {edition.unrated}" if unrated_count else ""
    return (
        Condition(rule="1.4.8a Ra minimum", met=ra >= threshold.ra_min, sure=unrated_sure,
                  detail=f"Ra {ra}: the {n} opponents' average, .5 up{raised}{unrated}; at least "
                  f"{threshold.ra_min}"),
        Condition(rule="1.4.8 Rp minimum", met=rp >= threshold.rp_min, sure=sure,
                  detail=f"Rp = Ra {ra} + dp {rp - ra:+d} (p = {points:g}/{n} -> {p} %, .5 up) = "
                  f"{rp}; at least {threshold.rp_min}"),
        Condition(rule="1.4.8b 35 % score", met=share_ok(points, n), sure=sure,
                  detail=f"{points:g} of {n} games; at least 35 %"),
    )


def _needed(title: NormTitle, player: PlayerRounds, setting: Setting) -> Needed:
    """Still needed over every countable game so far and the rounds left."""
    counted, _ = countable(player, setting)
    return still_needed([r.opponent.rating for r in counted if r.opponent is not None],
                        sum(r.points for r in counted), rounds_played=setting.rounds_played,
                        rounds=setting.context.rounds, threshold=THRESHOLDS[title],
                        unrated=setting.context.edition.unrated,
                        min_games=min_games(setting.context), assumed=setting.assumed,
                        absent=sum(r.number > setting.rounds_played for r in player.rounds))


def _title_result(title: NormTitle, counted: Sequence[Round], setting: Setting) -> bool:
    """Ra, Rp and 35 % over these games (the quick test before the whole check)."""
    threshold = THRESHOLDS[title]
    n = len(counted)
    ratings = [r.opponent.rating if r.opponent else None for r in counted]
    ra = average(adjust(ratings, floor=threshold.floor,
                        unrated=setting.context.edition.unrated).ratings)
    points = sum(r.points for r in counted)
    return (ra >= threshold.ra_min and share_ok(points, n)
            and ra + dp_for_percent(percent(points, n)) >= threshold.rp_min)


def assess(title: NormTitle, player: PlayerRounds, counted: Sequence[Round],
           left: Sequence[Left], setting: Setting, *, needed: Needed | None = None) -> NormCheck:
    """The norm over exactly these counted games."""
    context, threshold = setting.context, THRESHOLDS[title]
    opponents = [r.opponent for r in counted if r.opponent is not None]
    n = len(opponents)
    adjusted = adjust([o.rating for o in opponents], floor=threshold.floor,
                      unrated=context.edition.unrated)
    points = sum(r.points for r in counted)
    ra = average(adjusted.ratings)
    p = percent(points, n)
    rp = ra + dp_for_percent(p)
    raised = "" if adjusted.raised is None else \
        f"; {opponents[adjusted.raised].name} raised to the floor {threshold.floor}"
    least = least_points(ra, n, threshold.rp_min) if ra >= threshold.ra_min else None
    conditions = (
        games_condition(counted, player.rounds, points, least, context),
        *_performance(title, setting, ra=ra, rp=rp, points=points, n=n, p=p,
                      unrated_count=len(adjusted.unrated), raised=raised),
        *title_conditions(title, opponents, context),
        *federation_conditions(player.federation, opponents, context),
        *arbiter_conditions(context, setting.facts),
    )
    return NormCheck(title=title, counted=tuple(counted), adjusted=adjusted.ratings,
                     raised=adjusted.raised, left_out=tuple(left), points=points, ra=ra,
                     percent=p, dp=rp - ra, rp=rp, least_points=least, conditions=conditions,
                     needed=needed or _needed(title, player, setting))


def _mix_holds(check: NormCheck) -> bool:
    return all(c.met is True for c in check.conditions
               if c.rule.startswith(("1.4.3", "1.4.4", "1.4.5")))


def _candidates(counted: list[Round], round_robin: bool) -> Iterator[tuple[list[Round],
                                                                         list[Left]]]:
    """Smaller game sets the rules allow, the longest first: later rounds cut after a title
    result (1.4.1e, Swiss only) and any number of games won left out (1.4.1f); at least
    LEAST_KEPT games kept. Of one length: the fewest rounds cut first, then the earliest wins
    left out."""
    for size in range(len(counted) - 1, LEAST_KEPT - 1, -1):
        for cut in [len(counted)] if round_robin else range(len(counted), size - 1, -1):
            kept, later = counted[:cut], counted[cut:]
            wins = [i for i, r in enumerate(kept) if r.points == 1]
            for drop in itertools.combinations(wins, cut - size):
                left = [Left(round=r, why="left out: a round after the title result (1.4.1e)")
                        for r in later]
                left += [Left(round=kept[i], why="left out: an opponent beaten (1.4.1f)")
                         for i in drop]
                yield [r for i, r in enumerate(kept) if i not in drop], left


def check_title(title: NormTitle, player: PlayerRounds, setting: Setting) -> NormCheck | None:
    """The norm over all countable games; if it fails, the best smaller set that makes it."""
    counted, left = countable(player, setting)
    if not counted:
        return None
    needed = _needed(title, player, setting)
    full = assess(title, player, counted, left, setting, needed=needed)
    if full.met:
        return full
    round_robin = _is_round_robin(setting.context)
    if round_robin and not _mix_holds(full):
        return full  # 1.4.1f: in a round robin the whole event's mix must hold
    if smaller_sets_hopeless([r.opponent.rating if r.opponent else None for r in counted],
                             [r.points for r in counted], threshold=THRESHOLDS[title],
                             unrated=setting.context.edition.unrated, round_robin=round_robin):
        return full  # (most players of a big open: no set of their games can reach the norm)
    if len(counted) > MAX_SEARCHED:
        return replace(full, conditions=(*full.conditions, _NOT_SEARCHED))
    best = None
    for kept, dropped in _candidates(counted, round_robin):
        if best is not None and len(kept) < len(best.counted):
            break  # the most games kept first; of those, the highest Rp
        if not _title_result(title, kept, setting):
            continue
        trial = assess(title, player, kept, [*left, *dropped], setting, needed=needed)
        if trial.met and (best is None or trial.rp > best.rp):
            best = trial
    return best or full

