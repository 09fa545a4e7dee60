"""US Chess rating of one player's event: K = 800/(N'+m), bonus, special formula, floors."""

from __future__ import annotations

import datetime as dt
from collections import Counter
from collections.abc import Sequence
from typing import Any

from elo_core.models import Curve, Game, History, Profile, System
from elo_core.rules import uscf
from elo_core.rules.editions import uscf_edition
from elo_core.rules.expected import uscf_winning_expectancy
from elo_core.rules.kfactor import fixed_k, uscf_effective_games, uscf_k
from elo_core.rules.rounding import half_away
from elo_core.systems.result import EventResult, GameLine, game_line, summary_fields, unrated_note


def _bonus_eligible(rated: Sequence[Game]) -> bool:
    """Bonus needs 3+ games and no opponent met more than twice (unnamed opponents differ)."""
    if len(rated) < 3:
        return False
    named = Counter(g.opponent.strip().lower() for g in rated if g.opponent.strip())
    return all(count <= 2 for count in named.values())


def _lines(
    games: Sequence[Game], own: float | None, k: float | None
) -> tuple[list[GameLine], float]:
    """Per-game expectancy (and change, for an established player) with the expected total."""
    lines = []
    expected_total = 0.0
    for number, game in enumerate(games, start=1):
        note = unrated_note(game)
        e = delta = None
        if not note and own is not None and game.opponent_rating is not None:
            e = uscf_winning_expectancy(own, game.opponent_rating)
            expected_total += e
            if k is not None:
                delta = k * (game.result.score - e)
            else:
                note = "provisional: rated by the special formula as a whole"
        lines.append(game_line(number, game, rated=game.rated, note=note, expected=e,
                               change=delta))
    return lines, expected_total


def _prior(profile: Profile) -> int:
    """Games before the event; not given means established (as in a whole field's file)."""
    return uscf.ESTABLISHED_GAMES if profile.games_played is None else profile.games_played


def _special(profile: Profile, fields: dict[str, Any], opponents: list[float],
             notes: list[str]) -> tuple[float, str]:
    """New rating by the special formula, and the reason it was used."""
    own = profile.rating
    prior = _prior(profile)
    n_eff = uscf_effective_games(own, prior) if own is not None else 0.0
    new = uscf.special_formula(own, n_eff, profile.history, opponents, float(fields["score"]))
    why = "unrated" if own is None else (
        f"{prior} previous games" if prior <= 8 else f"previous games {profile.history}")
    if own is not None and profile.history == History.MIXED:
        approx = uscf.approximate_special(own, prior, opponents, int(fields["wins"]),
                                          int(fields["losses"]))
        notes.append(f"hand approximation (N R0 + m Ravg + 400 (W - L)) / (N + m): {approx:.1f}")
    return new, f"provisional ({why}): the special formula replaces K"


def rate(profile: Profile, games: Sequence[Game], *, date: dt.date, k: float | None) -> EventResult:
    """US Chess: the standard formula for established players, the special one otherwise."""
    edition = uscf_edition(date)
    own = profile.rating
    prior = _prior(profile)
    fields: dict[str, Any] = summary_fields(games)
    rated = [g for g in games if g.rated]
    opponents = [float(g.opponent_rating) for g in rated if g.opponent_rating is not None]
    notes = []
    if profile.games_played is None and own is not None:
        notes.append(f"games played not given: taken as established ({uscf.ESTABLISHED_GAMES}, "
                     "as the page and a whole field's file do)")
    if any(g.played and g.opponent_rating is None for g in games):
        notes.append("unrated opponents are left out here; US Chess first rates them in a "
                     "separate pass, so this result is an estimate")
    provisional = own is None or prior <= 8 or profile.history != History.MIXED
    choice = None
    if not provisional and own is not None and rated:
        choice = fixed_k(k) if k is not None else uscf_k(own, prior, len(rated))
    lines, expected_total = _lines(games, own, choice.k if choice else None)
    bonus = 0.0
    k_value: float | None = None
    new: float | None
    if not rated:
        new, k_reason = own, "no rated game in this event"
    elif choice is not None and own is not None:
        base = choice.k * (float(fields["score"]) - expected_total)
        if _bonus_eligible(rated):
            bonus = uscf.bonus(choice.k, float(fields["score"]), expected_total, len(rated),
                               edition.bonus_b)
        new = own + base + bonus
        k_value, k_reason = choice.k, choice.reason
    else:
        new, k_reason = _special(profile, fields, opponents, notes)
    floor_note = None
    if new is not None and own is not None:
        floor = uscf.floor(profile.peak_rating, profile.games_played)
        if new < floor:
            floor_note = f"{new:.1f} is below the floor {floor}: the rating stays at {floor}"
            new = float(floor)
    change = (new - own) if new is not None and own is not None else 0.0
    return EventResult(
        system=System.USCF, edition=edition.name, model=Curve.USCF, k=k_value, k_reason=k_reason,
        rating=own, games=tuple(lines), expected=expected_total, change=change,
        change_rounded=half_away(change, 0), new_rating=new, bonus=bonus, notes=tuple(notes),
        floor_note=floor_note, provisional=provisional, estimate=bool(notes) or own is None,
        **fields,
    )
