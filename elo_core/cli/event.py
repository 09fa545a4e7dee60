"""`elo-core event --rating R --opponents ... --results ...`: one player's whole event."""

from __future__ import annotations

import argparse
from typing import Any

from elo_core.cli.common import (
    add_system_options,
    emit_json,
    number,
    parse_results,
    positive_arg,
    rating_arg,
    whole_arg,
)
from elo_core.display.text import rating_text, signed
from elo_core.errors import InputError
from elo_core.event import rate_event
from elo_core.io.cells.numbers import plain_number, typed_rating
from elo_core.models import Game, Profile, System
from elo_core.systems.result import EventResult, is_first_rating

UNRATED = {"unrated", "-", "u", ""}
UNPLAYED = {"bye", "forfeit"}


def register(parser: argparse.ArgumentParser) -> None:
    """The `event` subcommand's options."""
    parser.add_argument("--rating", required=True, help="your rating, or 'unrated'")
    parser.add_argument("--opponents", required=True,
                        help="comma-separated opponent ratings; 'unrated', or 'bye'/'forfeit' "
                             "for a round not played")
    parser.add_argument("--results", required=True, help="comma-separated 1/0.5/0 or w/d/l")
    add_system_options(parser, systems=list(System))
    parser.add_argument("--games-played", type=whole_arg, help="rated games before this event")
    parser.add_argument("--birth-year", type=whole_arg)
    parser.add_argument("--peak", type=rating_arg, help="highest published rating")
    parser.add_argument("--games-in-period", type=whole_arg,
                        help="FIDE 700 rule: games in the period")
    parser.add_argument("--rd", type=positive_arg, default=350.0, help="Glicko-2 rating deviation")
    parser.add_argument("--volatility", type=positive_arg, default=0.06)
    parser.add_argument("--opponent-rds", help="Glicko-2: comma-separated opponent RDs")
    parser.add_argument("--tau", type=positive_arg, default=0.5)
    parser.set_defaults(handler=run)


def _rating(text: str) -> float | None:
    if text.strip().lower() in UNRATED:
        return None
    value, why = typed_rating(text)
    if value is None:
        raise InputError(f"--rating: {why}; or 'unrated'")
    return value


def build_games(opponents: str, results: str, rds: str | None) -> list[Game]:
    """Pair the comma-separated opponents, results and (optional) RDs into games."""
    opps = opponents.split(",")
    res = parse_results(results)
    if len(opps) != len(res):
        raise InputError(f"--opponents has {len(opps)} items but --results has {len(res)}")
    rd_list = rds.split(",") if rds else []
    if rd_list and len(rd_list) != len(opps):
        raise InputError(f"--opponent-rds has {len(rd_list)} items, expected {len(opps)}")
    games = []
    for i, (token, result) in enumerate(zip(opps, res, strict=True), start=1):
        word = token.strip().lower()
        played = word not in UNPLAYED
        rating = None
        if played and word not in UNRATED:
            rating, why = typed_rating(token.strip())
            if rating is None:
                raise InputError(f"--opponents item {i}: {why}; or 'unrated', 'bye' or "
                                 "'forfeit'")
        rd = None
        if rd_list:
            text = rd_list[i - 1]
            rd = plain_number(text)
            if rd is None or rd <= 0:
                raise InputError(f"--opponent-rds item {i}: '{text}' is not a rating deviation "
                                 "(a positive number)")
        games.append(Game(opponent_rating=rating, result=result, played=played, opponent_rd=rd))
    return games


def payload(res: EventResult) -> dict[str, Any]:
    """The JSON object for one event result (expected and change are null for a first rating)."""
    first = is_first_rating(res)
    out: dict[str, Any] = {
        "system": str(res.system), "edition": res.edition, "model": res.model,
        "k": number(res.k), "k_reason": res.k_reason, "rating": res.rating,
        "score": res.score, "total_points": res.total_points, "games_rated": res.n_rated,
        "expected": None if first else number(res.expected),
        "change": None if first else number(res.change),
        "change_rounded": None if first else res.change_rounded,
        "new_rating": number(res.new_rating), "bonus": number(res.bonus),
        "record": {"wins": res.wins, "draws": res.draws, "losses": res.losses},
        "average_opponent": number(res.average_opponent, 2),
        "performance": {"fide": res.performance.fide, "linear": number(res.performance.linear, 2),
                        "perfect": res.performance.perfect},
        "games": [{"round": g.number, "opponent": g.opponent_rating, "result": g.result.score,
                   "rated": g.rated, "expected": number(g.expected), "change": number(g.change),
                   "note": g.note} for g in res.games],
        "notes": list(res.notes), "floor_note": res.floor_note,
        "provisional": res.provisional, "estimate": res.estimate,
    }
    if res.system == System.GLICKO2:
        out["new_rd"] = number(res.new_rd)
        out["new_volatility"] = number(res.new_volatility, 6)
    return out


def run(args: argparse.Namespace) -> int:
    """Rate the event and print it."""
    profile = Profile(rating=_rating(args.rating), games_played=args.games_played,
                      birth_year=args.birth_year, peak_rating=args.peak,
                      games_in_period=args.games_in_period, rd=args.rd,
                      volatility=args.volatility)
    games = build_games(args.opponents, args.results, args.opponent_rds)
    res = rate_event(profile, games, system=args.system, date=args.date,
                     time_control=args.time_control, k=args.k, k_rule=args.k_rule, tau=args.tau)
    if args.json:
        emit_json(payload(res))
        return 0
    print(res.edition)
    print(f"K: {'none' if res.k is None else f'{res.k:g}'} ({res.k_reason})")
    points = ("" if res.total_points == res.score else
              f" ({res.total_points:g} points in all, byes and forfeits included)")
    if is_first_rating(res):
        print(f"Score {res.score:g} of {res.n_rated} rated{points}")
        first = "not rated yet" if res.new_rating is None else f"{res.new_rating:.0f}"
        print(f"First rating: {first}")
    else:
        print(f"Score {res.score:g} of {res.n_rated} rated{points}, "
              f"expected {res.expected:.3f}")
        shown = (signed(res.change_rounded, 0) if res.system == System.FIDE  # as the page
                 else signed(res.change))
        print(f"Change {res.change:+.2f} (shown {shown})")
        print(f"New rating: {rating_text(res.new_rating, res.system)}")
    perf = res.performance
    if perf.linear is not None:
        print(f"Performance: FIDE {perf.fide}, linear {perf.linear:.0f}, perfect {perf.perfect}")
    for line in res.games:
        change = "" if line.change is None else f"{line.change:+.2f}"
        exp = "" if line.expected is None else f"E {line.expected:.3f}"
        print(f"  {line.number:>2}. {line.opponent_rating or '-'!s:>6} {line.result:<4} "
              f"{exp:>8} {change:>7} {line.note}")
    for note in (*res.notes, res.floor_note):
        if note:
            print(f"Note: {note}")
    return 0
