"""FIDE rating of one player's event: table 8.1.2, the edition's 400-point rule, K, rounding."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from decimal import Decimal
from typing import Any

from elo_core.models import Curve, Game, Profile, System, TimeControl
from elo_core.rules.editions import FideEdition, fide_edition
from elo_core.rules.expected import fide_expectations
from elo_core.rules.kfactor import fide_k, fixed_k
from elo_core.rules.newplayer import fide_initial_rating
from elo_core.rules.rounding import half_away_int
from elo_core.systems.result import EventResult, GameLine, game_line, summary_fields, unrated_note


def _wide_gap(edition: FideEdition, own: float | None, game: Game) -> bool:
    """Rapid/blitz from 2024-12-01: 600+ apart with either player above 2600 is not rated."""
    if not edition.wide_gap_unrated or own is None or game.opponent_rating is None:
        return False
    opp = game.opponent_rating
    return abs(own - opp) >= 600 and max(own, opp) > 2600


def rate(
    profile: Profile,
    games: Sequence[Game],
    *,
    date: dt.date,
    time_control: TimeControl,
    k: float | None,
) -> EventResult:
    """FIDE: per game dR = S - PD; period change K * sum dR, rounded half away from zero."""
    edition = fide_edition(date, time_control)
    own = profile.rating
    counted: list[tuple[int, Game]] = []
    lines: dict[int, GameLine] = {}
    for number, game in enumerate(games, start=1):
        note = unrated_note(game)
        if not note and _wide_gap(edition, own, game):
            note = "600+ points apart with a player above 2600: not rated (rapid/blitz rule)"
        if note:
            lines[number] = game_line(number, game, rated=False, note=note)
        else:
            counted.append((number, game))
    rated_games = [g for _, g in counted]
    fields: dict[str, Any] = summary_fields(rated_games)
    fields["total_points"] = sum(g.result.score for g in games)
    if own is None:
        return _unrated(rated_games, counted, lines, edition=edition, date=date, fields=fields)

    n = len(counted)
    period = profile.games_in_period or n
    choice = fixed_k(k) if k is not None else fide_k(
        profile, date=date, time_control=time_control, games_in_period=period)
    exps = fide_expectations(own, [float(g.opponent_rating or 0) for g in rated_games], edition)
    total_h = 0
    for (number, game), exp in zip(counted, exps, strict=True):
        d_r = game.result.hundredths - exp.pd
        total_h += d_r
        note = (f"{edition.cap}-point rule: a {abs(exp.real_diff)}-point gap counted as "
                f"{edition.cap}" if exp.capped else "")
        lines[number] = game_line(number, game, rated=True, note=note, expected=exp.expected,
                              change=choice.k * d_r / 100)
    change_exact = Decimal(repr(choice.k)) * total_h / 100
    rounded = half_away_int(change_exact)
    new_rating = own + rounded
    floor_note = None
    if edition.floor is not None and new_rating < edition.floor:
        floor_note = (f"{new_rating:g} is below the {edition.floor} floor of this edition: FIDE "
                      "would show the player as unrated on the next list")
    return EventResult(
        system=System.FIDE, edition=edition.label, model=Curve.FIDE_TABLE, k=choice.k,
        k_reason=choice.reason, rating=own, games=tuple(lines[i] for i in sorted(lines)),
        expected=sum(e.pd for e in exps) / 100, change=float(change_exact),
        change_rounded=rounded, new_rating=new_rating, floor_note=floor_note, rules_date=date,
        time_control=time_control,
        notes=("the period change is rounded once, half away from zero",), **fields,
    )


def _unrated(
    rated_games: list[Game],
    counted: list[tuple[int, Game]],
    lines: dict[int, GameLine],
    *,
    edition: FideEdition,
    date: dt.date,
    fields: dict[str, Any],
) -> EventResult:
    initial = fide_initial_rating(rated_games, date, edition.time_control)
    for number, game in counted:
        lines[number] = game_line(number, game, rated=True, note="counts towards a first rating")
    return EventResult(
        system=System.FIDE, edition=edition.label, model=Curve.FIDE_TABLE, k=None,
        k_reason="not rated yet: the initial-rating rule applies instead of K",
        rating=None, games=tuple(lines[i] for i in sorted(lines)), expected=0.0, change=0.0,
        change_rounded=0, new_rating=initial.rating, provisional=True,
        notes=(f"first rating: {initial.reason}",), **fields,
    )
