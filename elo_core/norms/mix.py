"""The mix of a norm (1.4.1, 1.4.3-1.4.5): games, titled opponents and federations, counted."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from fractions import Fraction

from elo_core.norms.result import Condition
from elo_core.norms.rounds import Kind, Opponent, Pairing, Round
from elo_core.norms.rules import FID, MIN_GAMES, THRESHOLDS, TITLED, NormEdition, NormTitle, Sure


class Exemption(StrEnum):
    """Event types a file cannot show; the user says which applies."""

    NATIONAL_CHAMPIONSHIP = "national-championship"  # 1.4.3a
    NATIONAL_TEAM = "national-team"  # 1.4.3b
    ZONAL = "zonal"  # 1.4.3c
    TEAM_CHAMPIONSHIP = "team-championship"  # 1.4.1b: World/Continental team or club, 7 games
    WORLD_CUP = "world-cup"  # 1.4.1b: 8 games count as 9


MAX_NORM_GAMES = 13  # 1.7: a norm from a longer event counts as 13 games
FEDERATION_EXEMPT = {Exemption.NATIONAL_CHAMPIONSHIP: "1.4.3a national championship final",
                     Exemption.NATIONAL_TEAM: "1.4.3b national team championship",
                     Exemption.ZONAL: "1.4.3c zonal or sub-zonal tournament"}


@dataclass(frozen=True, kw_only=True, slots=True)
class Context:
    """The event-wide facts every norm check of the event shares."""

    edition: NormEdition
    pairing: Pairing = Pairing.SWISS
    rounds: int = 9  # scheduled rounds
    field_size: int = 0
    exemptions: frozenset[Exemption] = field(default_factory=frozenset)
    has_titles: bool = True  # the file has a title column (a TRF does; PGN and CSV do not)
    big_swiss: bool | None = None  # 1.4.3d holds (None: the file cannot show it)

    @property
    def mix_sure(self) -> Sure:
        """The mix rules are read from secondary sources in every edition (NORMS.md §5-§6)."""
        return Sure.SECONDARY


def at_least(share: Fraction, games: int) -> int:
    """A minimum count: rounded up."""
    return math.ceil(share * games)


def at_most(share: Fraction, games: int) -> int:
    """A maximum count: rounded down."""
    return math.floor(share * games)


def min_games(context: Context) -> int:
    """9 games, 7 at World or Continental team championships, 8 at the World Cup (1.4.1a-b)."""
    if Exemption.TEAM_CHAMPIONSHIP in context.exemptions:
        return 7
    return 8 if Exemption.WORLD_CUP in context.exemptions else MIN_GAMES


def games_condition(counted: Sequence[Round], all_rounds: Sequence[Round], points: float,
                    least: float | None, context: Context) -> Condition:
    """1.4.1: enough games, or 8 plus a forfeit win or pairing-allocated bye, or an overscore."""
    n, need = len(counted), min_games(context)
    rule = "1.4.1 number of games"
    kinds = [r.kind for r in all_rounds]
    over = 0 if least is None or Kind.FORFEIT_LOSS in kinds else math.floor(points - least)
    if n >= need:
        worth = min(n + over, MAX_NORM_GAMES)  # shown only when over > 0
        extra = f"; {over} full point{'s' if over > 1 else ''} above the {least:g} needed: " \
            f"worth {worth} games toward a title (1.4.1d, at most {MAX_NORM_GAMES})" \
            if over > 0 else f"; worth {MAX_NORM_GAMES} games toward a title (1.7: at most " \
            f"{MAX_NORM_GAMES})" if n > MAX_NORM_GAMES else ""
        return Condition(rule=rule, met=True, detail=f"{n} games counted (at least {need})"
                         f"{extra}", sure=context.mix_sure)
    stand_in = [k for k in kinds if k in (Kind.FORFEIT_WIN, Kind.PAIRING_BYE)]
    if need == MIN_GAMES and n == 8 and context.rounds == 9 and len(all_rounds) == 9 and stand_in:
        return Condition(rule=rule, met=True, detail=f"8 games and a {stand_in[0]} in a 9-round "
                         "event count as 9 (1.4.1c; only one such norm per title application)",
                         sure=context.mix_sure)
    if n + over >= need:  # (n < need here, so over > 0)
        return Condition(rule=rule, met=True, detail=f"{n} games and {over} full point"
                         f"{'s' if over > 1 else ''} above the {least:g} needed count as "
                         f"{n + over} (1.4.1d)", sure=context.mix_sure)
    extra = f"; {over} full point{'s' if over != 1 else ''} above the {least:g} needed, " \
        f"short of the {need - n} games missing" if over > 0 else ""
    return Condition(rule=rule, met=False, detail=f"{n} games counted, at least {need} needed"
                     f"{extra}", sure=context.mix_sure)


def _holders_needed(title: NormTitle, n: int, context: Context) -> int:
    if context.pairing is Pairing.DOUBLE_ROUND_ROBIN:
        return math.ceil(context.field_size / 2)
    return max(3, at_least(Fraction(1, 3), n))


def title_conditions(title: NormTitle, opponents: Sequence[Opponent],
                     context: Context) -> tuple[Condition, ...]:
    """1.4.5a (50 % titled, CM and WCM not counted) and 1.4.5b-e (holders of the norm's title)."""
    n = len(opponents)
    holders = THRESHOLDS[title].holders
    if not context.has_titles:
        why = "no titles given (a TRF carries them; PGN and CSV files here do not)"
        return (Condition(rule="1.4.5a titled opponents", met=None, detail=why,
                          sure=context.mix_sure),
                Condition(rule=f"1.4.5 {title} title holders", met=None, detail=why,
                          sure=context.mix_sure))
    titled = sum(o.title.upper() in TITLED for o in opponents)
    need_titled = at_least(Fraction(1, 2), n)
    out = [Condition(rule="1.4.5a titled opponents", met=titled >= need_titled,
                     detail=f"{titled} of {n} opponents hold GM, IM, WGM, WIM, FM or WFM; at least "
                     f"{need_titled} (half, rounded up; CM and WCM do not count)",
                     sure=context.mix_sure)]
    names = " or ".join(sorted(holders, key=len))
    if context.pairing is Pairing.DOUBLE_ROUND_ROBIN:
        distinct = {o.name for o in opponents if o.title.upper() in holders}
        need = _holders_needed(title, n, context)
        out.append(Condition(rule=f"1.4.5 {title} title holders", met=len(distinct) >= need,
                             detail=f"{len(distinct)} different opponents hold {names}; at least "
                             f"{need} (double round robin: half the {context.field_size} players,"
                             " rounded up)", sure=context.mix_sure))
        out.append(Condition(rule="1.4.5 double round robin size", met=context.field_size >= 6,
                             detail=f"{context.field_size} players (at least 6)",
                             sure=context.mix_sure))
        return tuple(out)
    count = sum(o.title.upper() in holders for o in opponents)
    need = _holders_needed(title, n, context)
    out.append(Condition(rule=f"1.4.5 {title} title holders", met=count >= need,
                         detail=f"{count} of {n} opponents hold {names}; at least {need} (a third,"
                         " rounded up, and at least 3)", sure=context.mix_sure))
    return tuple(out)


def _exempt(context: Context) -> str:
    named = [FEDERATION_EXEMPT[e] for e in context.exemptions if e in FEDERATION_EXEMPT]
    if named:
        return f"{named[0]} (set by the user)"
    return "1.4.3d: 20 rated foreigners of 3 federations who missed at most one round, 10 " \
        "of them GM, IM, WGM or WIM" if context.big_swiss else ""


def federation_conditions(own: str, opponents: Sequence[Opponent],
                          context: Context) -> tuple[Condition, ...]:
    """1.4.3 (2 foreign federations) and 1.4.4 (own at most 3/5, one at most 2/3), FID aside."""
    rules = ("1.4.3 foreign federations", "1.4.4 own federation", "1.4.4 one federation")
    exempt = _exempt(context)
    if exempt:
        return tuple(Condition(rule=r, met=True, detail=f"exempt: {exempt}; the caps are lifted "
                               "too (QC reply reported by Sharly-Chess)", sure=Sure.SECONDARY)
                     for r in rules)
    if not own:
        return tuple(Condition(rule=r, met=None, detail="no federation given for the player",
                               sure=context.mix_sure) for r in rules)
    n = len(opponents)
    feds = [o.federation for o in opponents]
    unknown = sum(not f for f in feds)
    known = Counter(f for f in feds if f and f != FID)
    foreign = sorted(f for f in known if f != own)
    gap = f"; {unknown} without a federation" if unknown else ""
    foreign_met = True if len(foreign) >= 2 else (None if unknown else False)
    out = [Condition(rule=rules[0], met=foreign_met,
                     detail=f"{len(foreign)} federations other than {own} "
                     f"({', '.join(foreign) or 'none'}); at least 2 ({FID} is not one){gap}",
                     sure=context.mix_sure)]
    for rule, share, count, who in (
            (rules[1], Fraction(3, 5), known[own], own),
            (rules[2], Fraction(2, 3), *max(((c, f) for f, c in known.items()),
                                            default=(0, "none"))),
    ):
        cap = at_most(share, n)
        met = True if count + unknown <= cap else (False if count > cap else None)
        out.append(Condition(rule=rule, met=met, detail=f"{count} of {n} opponents from {who}; "
                             f"at most {cap} ({share.numerator}/{share.denominator}, rounded down)"
                             f"{gap}", sure=context.mix_sure))
    return tuple(out)
