"""Classic Elo for an event: logistic expectation, K (S - E), shown to one decimal."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import Any

from elo_core.errors import InputError
from elo_core.models import Curve, Game, Profile, System, TimeControl
from elo_core.rules.expected import logistic
from elo_core.rules.kfactor import KRule, choose_k
from elo_core.rules.rounding import half_away
from elo_core.systems.result import EventResult, game_line, summary_fields, unrated_note

CLASSIC_FLOOR_WARNING = 100  # US Chess's absolute floor: below it a classic result means little


def _floor_note(new_rating: float) -> str | None:
    """Classic Elo has no floor; say so when the formula goes below 100 (or below zero)."""
    if new_rating >= CLASSIC_FLOOR_WARNING:
        return None
    return (f"the classic formula gives {new_rating:.1f}: it has no floor, while US Chess never "
            f"goes below 100 and FIDE stops listing players below its floor")


def rate(
    profile: Profile,
    games: Sequence[Game],
    *,
    date: dt.date,
    time_control: TimeControl,
    k: float | None,
    k_rule: KRule,
) -> EventResult:
    """Classic Elo: every rated game adds K (S - E) with E = 1 / (1 + 10^(-D/400))."""
    rating = profile.rating
    if rating is None:
        raise InputError("classic Elo needs a starting rating (choose FIDE or US Chess for an "
                         "unrated player's first rating)")
    n_rated = sum(g.rated for g in games)
    choice = choose_k(k_rule, profile, k=k, date=date, time_control=time_control,
                      games_in_event=n_rated)
    lines = []
    expected_total = 0.0
    change = 0.0
    for number, game in enumerate(games, start=1):
        note = unrated_note(game)
        if note or game.opponent_rating is None:
            lines.append(game_line(number, game, rated=False, note=note))
            continue
        e = logistic(rating, game.opponent_rating)
        delta = choice.k * (game.result.score - e)
        expected_total += e
        change += delta
        lines.append(game_line(number, game, rated=True, expected=e, change=delta))
    fields: dict[str, Any] = summary_fields(games)
    return EventResult(
        system=System.CLASSIC, edition="Classic Elo (logistic curve, no cap)", model=Curve.LOGISTIC,
        k=choice.k, k_reason=choice.reason, rating=rating, games=tuple(lines),
        expected=expected_total, change=change, change_rounded=half_away(change, 1),
        new_rating=rating + change, floor_note=_floor_note(rating + change), **fields,
    )
