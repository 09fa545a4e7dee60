"""`elo-core game RATING OPPONENT`: one game's expected score and the three outcomes."""

from __future__ import annotations

import argparse
from typing import Any

from elo_core.calculator import single_game
from elo_core.cli.common import add_system_options, emit_json, number, rating_arg
from elo_core.display.text import change_text_of, rating_text
from elo_core.models import Profile, System


def register(parser: argparse.ArgumentParser) -> None:
    """The `game` subcommand's options."""
    parser.add_argument("rating", type=rating_arg)
    parser.add_argument("opponent", type=rating_arg)
    add_system_options(parser, systems=[System.CLASSIC, System.FIDE, System.USCF])
    parser.add_argument("--games-played", type=int, help="your rated games so far")
    parser.add_argument("--birth-year", type=int)
    parser.add_argument("--peak", type=rating_arg, help="your highest published rating")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Print the game's figures."""
    profile = Profile(rating=args.rating, games_played=args.games_played,
                      birth_year=args.birth_year, peak_rating=args.peak)
    out = single_game(args.rating, args.opponent, system=args.system, k=args.k,
                      k_rule=args.k_rule, profile=profile, date=args.date,
                      time_control=args.time_control)
    payload: dict[str, Any] = {
        "system": str(out.system), "edition": out.edition, "k": number(out.k),
        "k_reason": out.k_reason, "expected": number(out.expected), "rated": out.rated,
    }
    if out.note:
        payload["note"] = out.note
    for o in out.outcomes:
        payload[str(o.result)] = {"change": number(o.change), "change_rounded": o.change_rounded,
                                  "new_rating": number(o.new_rating),
                                  "performance": number(o.performance)}
    if args.json:
        emit_json(payload)
        return 0
    print(f"{out.edition}")
    print(f"Expected score: {out.expected:.3f} ({100 * out.expected:.1f} %)")
    k_text = "none" if out.k is None else f"{out.k:g}"
    print(f"K: {k_text} ({out.k_reason})")
    if not out.rated:
        print(f"Not rated: {out.note}")
    whole = out.system == System.FIDE  # whole points, the unrounded change beside them
    for o in out.outcomes:
        new = "unrated" if o.new_rating is None else rating_text(o.new_rating, out.system)
        change = change_text_of(o.change, o.change_rounded, whole=whole)
        print(f"  {o.result:<4}  {change}  -> {new}   (performance {o.performance:g})")
    return 0
