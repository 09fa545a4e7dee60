"""`elo-core norms FILE [--player NAME] [--json]`: GM, IM, WGM and WIM norm checks of an event."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from elo_core.cli.common import emit_json, positive_arg, rating_arg, whole_arg
from elo_core.cli.files import read_file
from elo_core.cli.outputs import output_path, write_output
from elo_core.errors import strict_check
from elo_core.io import FORMATS
from elo_core.io.read import read_event_file
from elo_core.norms.event import EventNorms, NormOptions, check_event
from elo_core.norms.json_form import event_json
from elo_core.norms.mix import Exemption
from elo_core.norms.report import write_norm_report
from elo_core.norms.result import NormCheck, PlayerNorms
from elo_core.norms.rounds import Pairing
from elo_core.norms.rules import EDITION_NAMES
from elo_core.norms.words import (
    condition_text,
    edition_text,
    needed_text,
    pairing_text,
    points_text,
    verdict,
)
from elo_core.rules.rounding import half_up_int


def register(parser: argparse.ArgumentParser) -> None:
    """The `norms` subcommand's options."""
    parser.add_argument("file", help="the event file (TRF carries titles and federations)")
    parser.add_argument("--player", default="", help="only this player (name or part of it)")
    parser.add_argument("--event", default="", help="the event, in a file of several (default: "
                        "the first)")
    parser.add_argument("--format", choices=FORMATS, help="reader to use (default: detected)")
    parser.add_argument("--edition", choices=EDITION_NAMES,
                        help="Title Regulations edition (default: by the start date)")
    parser.add_argument("--pairing", type=Pairing, choices=list(Pairing),
                        help="default: from the TRF header or the pairings")
    parser.add_argument("--rounds", type=whole_arg, help="rounds scheduled (default: TRF XXR, "
                        "else the rounds in the file)")
    parser.add_argument("--event-type", type=Exemption, choices=list(Exemption), action="append",
                        default=[], help="an event type that changes the rules (repeatable)")
    parser.add_argument("--assume", type=rating_arg,
                        help="rating of each remaining opponent (default: the average so far)")
    parser.add_argument("--report", help="write the printable norm report (HTML) to this file "
                        "(with --player)")
    parser.add_argument("--max-mb", type=positive_arg,
                        help="size limit in MB (default $ELO_MAX_UPLOAD_MB or 50)")
    parser.add_argument("--strict", action="store_true", help="treat every warning as a problem")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.set_defaults(handler=run)


def _norm_lines(norm: NormCheck) -> list[str]:
    lines = [f"  {verdict(norm)}: {len(norm.counted)} games counted, {points_text(norm.points)} "
             f"points, Ra {norm.ra}, p {norm.percent} %, dp {norm.dp:+d}, Rp {norm.rp}"]
    lines += [f"    {condition_text(c)}" for c in norm.conditions]
    lines += [f"    left out: round {left.round.number}"
              + (f" ({left.round.opponent.name})" if left.round.opponent else "")
              + f": {left.why}" for left in norm.left_out]
    lines.append(f"    still needed: {needed_text(norm.needed, norm.title)}")
    return lines


def _summary(player: PlayerNorms) -> str:
    parts = [f"{n.title} {'MET' if n.met else 'title result' if n.title_result else 'no'} "
             f"(Ra {n.ra}, Rp {n.rp}; {n.needed.outlook})" for n in player.norms]
    who = f"{player.name} ({player.title or 'no title'}, {player.federation or 'no federation'})"
    return f"{who}: {points_text(player.points)} points, {player.games} games; " + \
        ("; ".join(parts) or "no norm above the player's title")


def _print(result: EventNorms, detail: bool) -> None:
    facts = result.facts
    print(f"{facts.name}: {edition_text(result.edition)}")
    if len(result.events) > 1:
        print(f"(the file has {len(result.events)} events; this is the check of one: choose "
              "another with --event)")
    print(f"{pairing_text(result.context.pairing)}, round {result.rounds_played} of "
          f"{result.context.rounds}; "
          "ratings, titles and federations as the file gives them; [secondary source] marks a "
          "rule read only from secondary sources, [unverified] a likely value")
    shown = result.players if detail else result.possible
    for player in shown:
        print(_summary(player))
        if detail:
            for norm in player.norms:
                print("\n".join(_norm_lines(norm)))
    if not detail:
        print(f"{len(shown)} of {len(result.players)} players with a norm met or still "
              "possible; use --player NAME for the working")


def run(args: argparse.Namespace) -> int:
    """Read the file, check every player's norms, print."""
    report = output_path(args.report, what="norm report", inputs=(args.file,)) \
        if args.report else None
    data = read_file(args.file, args.max_mb)
    event = read_event_file(data, format=args.format, source=Path(args.file).name,
                            max_mb=args.max_mb)
    options = NormOptions(edition=args.edition, pairing=args.pairing, rounds=args.rounds,
                          exemptions=frozenset(args.event_type), player=args.player,
                          event=args.event,
                          assumed=None if args.assume is None else half_up_int(args.assume))
    result = check_event(event, data, options)
    warnings = (*event.warnings, *result.warnings)
    if args.strict:
        strict_check(warnings, source=Path(args.file).name)
    for warning in warnings:
        print(f"warning: {warning}", file=sys.stderr)
    if report is not None:
        write_output(report, write_norm_report(result).encode("utf-8"), what="norm report")
    if args.json:
        emit_json(event_json(result))
        return 0
    _print(result, detail=bool(args.player))
    return 0
