"""Glicko-2 for one player's event, treated as one rating period."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from elo_core.models import Curve, Game, Profile, System
from elo_core.rules import glicko2
from elo_core.systems.result import EventResult, game_line, summary_fields, unrated_note

DEFAULT_OPPONENT_RD = 50.0


def rate(profile: Profile, games: Sequence[Game], *, tau: float) -> EventResult:
    """Glicko-2: one period with all rated games; an unrated player starts at 1500 / 350."""
    own = profile.rating if profile.rating is not None else 1500.0
    rd = profile.rd if profile.rating is not None else 350.0
    played = []
    lines = []
    notes: list[str] = []
    for number, game in enumerate(games, start=1):
        note = unrated_note(game)
        if note or game.opponent_rating is None:
            lines.append(game_line(number, game, rated=False, note=note))
            continue
        opp_rd = game.opponent_rd if game.opponent_rd is not None else DEFAULT_OPPONENT_RD
        if game.opponent_rd is None and not notes:
            notes.append(f"opponent RD not given: {DEFAULT_OPPONENT_RD:g} assumed (established)")
        played.append((game.opponent_rating, opp_rd, game.result.score))
        g = glicko2.update(own, rd, profile.volatility, [played[-1]], tau)
        expected = glicko2.expected_score(own, game.opponent_rating, opp_rd)
        lines.append(game_line(number, game, rated=True, expected=expected,
                               change=g.rating - own,
                               note="change if this game alone were the period"))
    result = glicko2.update(own, rd, profile.volatility, played, tau)
    fields: dict[str, Any] = summary_fields(games)
    return EventResult(
        system=System.GLICKO2, edition=f"Glicko-2 (Glickman's paper algorithm, tau {tau:g})",
        model=Curve.GLICKO2, k=None,
        k_reason="Glicko-2 has no K: the step follows RD and volatility",
        rating=profile.rating, games=tuple(lines),
        expected=sum(line.expected or 0.0 for line in lines), change=result.rating - own,
        change_rounded=round(result.rating - own, 2), new_rating=result.rating,
        new_rd=result.rd, new_volatility=result.volatility, notes=tuple(notes), **fields,
    )
