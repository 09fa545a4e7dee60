"""US Chess rating of one player's event: K = 800/(N'+m), bonus, special formula, floors."""

from __future__ import annotations

import datetime as dt
from collections import Counter
from collections.abc import Sequence
from typing import Any

from elo_core import uscf
from elo_core.editions import uscf_edition
from elo_core.event import EventResult, GameLine, summary_fields, unrated_note
from elo_core.expected import uscf_winning_expectancy
from elo_core.kfactor import fixed_k, uscf_effective_games, uscf_k
from elo_core.models import Game, History, Profile, System
from elo_core.rounding import half_away


def _bonus_eligible(rated: Sequence[Game]) -> bool:
    """Bonus needs 3+ games and no opponent met more than twice (unnamed opponents differ)."""
    if len(rated) < 3:
        return False
    named = Counter(g.opponent.strip().lower() for g in rated if g.opponent.strip())
    return all(count <= 2 for count in named.values())


def rate(profile: Profile, games: Sequence[Game], *, date: dt.date, k: float | None) -> EventResult:
    """US Chess: the standard formula for established players, the special one otherwise."""
    edition = uscf_edition(date)
    own = profile.rating
    prior = profile.games_played or 0
    fields: dict[str, Any] = summary_fields(games)
    rated = [g for g in games if g.rated]
    opponents = [float(g.opponent_rating) for g in rated if g.opponent_rating is not None]
    notes = []
    if any(g.played and g.opponent_rating is None for g in games):
        notes.append("unrated opponents are left out here; US Chess first rates them in a "
                     "separate pass, so this result is an estimate")
    provisional = own is None or prior <= 8 or profile.history != History.MIXED
    lines = []
    expected_total = 0.0
    choice = None
    if not provisional and own is not None and rated:
        choice = fixed_k(k) if k is not None else uscf_k(own, prior, len(rated))
    for number, game in enumerate(games, start=1):
        note = unrated_note(game)
        e = delta = None
        if not note and own is not None and game.opponent_rating is not None:
            e = uscf_winning_expectancy(own, game.opponent_rating)
            expected_total += e
            if choice is not None:
                delta = choice.k * (game.result.score - e)
            else:
                note = "provisional: rated by the special formula as a whole"
        lines.append(GameLine(number=number, opponent=game.opponent,
                              opponent_rating=game.opponent_rating, result=game.result,
                              rated=not unrated_note(game), note=note, expected=e, change=delta))
    score = float(fields["score"])
    bonus = 0.0
    if not rated:
        new = own
        k_value, k_reason = None, "no rated game in this event"
    elif choice is not None and own is not None:
        base = choice.k * (score - expected_total)
        if _bonus_eligible(rated):
            bonus = uscf.bonus(choice.k, score, expected_total, len(rated), edition.bonus_b)
        new = own + base + bonus
        k_value, k_reason = choice.k, choice.reason
    else:
        n_eff = uscf_effective_games(own, prior) if own is not None else 0.0
        new = uscf.special_formula(own, n_eff, profile.history, opponents, score)
        k_value = None
        why = "unrated" if own is None else (
            f"{prior} previous games" if prior <= 8 else f"previous games {profile.history}")
        k_reason = f"provisional ({why}): the special formula replaces K"
        if own is not None and profile.history == History.MIXED and len(rated):
            approx = uscf.approximate_special(own, prior, opponents, int(fields["wins"]),
                                              int(fields["losses"]))
            notes.append(f"hand approximation (N R0 + m Ravg + 400 (W - L)) / (N + m): {approx:.1f}")
    floor_note = None
    if new is not None and own is not None:
        floor = uscf.floor(profile.peak_rating)
        if new < floor:
            floor_note = f"{new:.1f} is below the floor {floor}: the rating stays at {floor}"
            new = float(floor)
    change = (new - own) if new is not None and own is not None else 0.0
    return EventResult(
        system=System.USCF, edition=edition.name, model="uscf", k=k_value, k_reason=k_reason,
        rating=own, games=tuple(lines), expected=expected_total, change=change,
        change_rounded=half_away(change, 0), new_rating=new, bonus=bonus, notes=tuple(notes),
        floor_note=floor_note, provisional=provisional, estimate=bool(notes) or own is None,
        **fields,
    )
