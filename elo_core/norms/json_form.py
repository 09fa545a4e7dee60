"""Norm checks as plain JSON-ready data (the `norms --json` interface; checks read it)."""

from __future__ import annotations

from typing import Any

from elo_core.norms.event import EventNorms
from elo_core.norms.result import Condition, NormCheck, PlayerNorms
from elo_core.norms.rounds import Round


def _condition(c: Condition) -> dict[str, Any]:
    return {"rule": c.rule, "met": c.met, "detail": c.detail, "sure": str(c.sure),
            "arbiter": c.arbiter}


def _round(entry: Round, adjusted: int | None = None) -> dict[str, Any]:
    opponent = entry.opponent
    return {"round": entry.number, "opponent": opponent.name if opponent else None,
            "rating": opponent.rating if opponent else None,
            "counted_as": adjusted, "title": opponent.title if opponent else None,
            "federation": opponent.federation if opponent else None, "points": entry.points,
            "kind": str(entry.kind)}


def norm_json(norm: NormCheck) -> dict[str, Any]:
    """One norm: the interface keys first, then the working."""
    return {"title": str(norm.title), "games_counted": len(norm.counted), "ra": norm.ra,
            "rp": norm.rp, "met": norm.met,
            "conditions": [_condition(c) for c in norm.conditions],
            "needed": norm.needed.as_json(), "points": norm.points, "percent": norm.percent,
            "dp": norm.dp, "title_result": norm.title_result, "least_points": norm.least_points,
            "opponents": [_round(r, a) for r, a in zip(norm.counted, norm.adjusted, strict=True)],
            "left_out": [{**_round(left.round), "why": left.why} for left in norm.left_out]}


def player_json(player: PlayerNorms) -> dict[str, Any]:
    """One player and their norms."""
    return {"name": player.name, "fide_id": player.fide_id, "title": player.title,
            "games": player.games, "points": player.points, "federation": player.federation,
            "rating": player.rating, "norms": [norm_json(n) for n in player.norms]}


def event_json(result: EventNorms) -> dict[str, Any]:
    """The whole answer."""
    facts, context = result.facts, result.context
    return {"edition": result.edition.name, "edition_text": result.edition.text,
            "unrated_counts_as": result.edition.unrated,
            "event": {"name": facts.name, "place": facts.place, "host": facts.host,
                      "start": facts.start.isoformat() if facts.start else None,
                      "end": facts.end.isoformat() if facts.end else None},
            "events_in_file": len(result.events),
            "pairing": str(context.pairing), "rounds": context.rounds,
            "rounds_played": result.rounds_played,
            "exemptions": sorted(str(e) for e in context.exemptions),
            "big_swiss_1_4_3d": context.big_swiss,
            "warnings": [w.as_json() for w in result.warnings],
            "players": [player_json(p) for p in result.players]}
