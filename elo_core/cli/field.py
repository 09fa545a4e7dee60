"""`elo-core field FILE`: read a CSV, FIDE TRF or PGN file and rate the whole field."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from elo_core.cli.common import date_arg, emit_json, positive_arg, rating_arg
from elo_core.cli.files import read_file as _read
from elo_core.cli.files import save_list, write_report
from elo_core.cli.outputs import output_path
from elo_core.display.field_tables import json_payload, player_table
from elo_core.display.number_formats import text_table
from elo_core.errors import strict_check
from elo_core.field.rate import FIELD_SYSTEMS, rate_field
from elo_core.field.time_controls import (
    date_source_text,
    period_source_text,
    time_control_text,
)
from elo_core.io import FORMATS, read_event_file
from elo_core.io.summary import read_summary
from elo_core.models import System, TimeControl


def register(parser: argparse.ArgumentParser) -> None:
    """The `field` subcommand's options."""
    parser.add_argument("file", help="the event file")
    parser.add_argument("--format", choices=FORMATS, help="reader to use (default: detected)")
    parser.add_argument("--system", type=field_system, choices=[str(s) for s in FIELD_SYSTEMS],
                        default=System.FIDE, help="rating system (default fide); glicko2 rates "
                                                  "by month (or the file's rating_period)")
    parser.add_argument("--tau", type=positive_arg, default=0.5,
                        help="Glicko-2's system constant, 0.2 to 2.0 (default 0.5)")
    parser.add_argument("--k", type=positive_arg,
                        help="K for every player without a K column of their own")
    parser.add_argument("--date", type=date_arg,
                        help="date for events whose file gives none (default today)")
    parser.add_argument("--time-control", type=TimeControl, choices=list(TimeControl),
                        default=TimeControl.STANDARD,
                        help="for events whose file gives no time control (default standard)")
    parser.add_argument("--event-time-control", type=event_time_control, action="append",
                        default=[], metavar="NAME=CONTROL",
                        help="rate the event NAME as standard, rapid or blitz, whatever the file "
                             "says (repeatable)")
    parser.add_argument("--players", help="a players file: player, rating, games_played, "
                                          "birth_year, peak_rating, k, games_in_period; or "
                                          "FIDE's rating list (TXT, XML or ZIP), players "
                                          "found by FIDE ID")
    parser.add_argument("--player", default="", help="rounds CSV: the player's name")
    parser.add_argument("--rating", type=rating_arg, help="rounds CSV: the player's rating")
    parser.add_argument("--max-mb", type=positive_arg,
                        help="size limit in MB (default $ELO_MAX_UPLOAD_MB or 50)")
    parser.add_argument("--save-list", metavar="OUT.csv",
                        help="write the next rating list (every player's rating after the file, "
                             "games played, peak, birth year, K status, title) as a players "
                             "file for the next file's --players")
    parser.add_argument("--report", metavar="OUT.html",
                        help="write the arbiter's printable report (standings, every rating "
                             "change with K and why, crosstables, warnings) as HTML; a name "
                             "ending .pdf prints it to PDF with the local Chromium")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.add_argument("--strict", action="store_true",
                        help="treat every warning as a problem (exit 2), for pipelines")
    parser.set_defaults(handler=run)


def field_system(text: str) -> System:
    """'glicko2' -> System.GLICKO2; anything else names the choices."""
    try:
        return System(text.strip().lower())
    except ValueError:
        choices = ", ".join(str(s) for s in FIELD_SYSTEMS)
        raise argparse.ArgumentTypeError(f"'{text}' is not a rating system for a whole field "
                                         f"(use one of {choices})") from None


def event_time_control(text: str) -> tuple[str, TimeControl]:
    """'Anti-cheating Blitz Cup=blitz' -> (event name, time control)."""
    name, sep, control = text.rpartition("=")
    choices = ", ".join(str(t) for t in TimeControl)
    if not sep or not name.strip():
        raise argparse.ArgumentTypeError(f"'{text}' is not NAME=CONTROL (CONTROL: {choices})")
    try:
        return name.strip(), TimeControl(control.strip().lower())
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{control}' is not a time control (use one of "
                                         f"{choices})") from None


def run(args: argparse.Namespace) -> int:
    """Read, rate and print; problems go to stderr with exit status 2 (via the CLI's main)."""
    saved = output_path(args.save_list, what="next rating list",
                        inputs=(args.file, args.players)) if args.save_list else None
    report = output_path(args.report, what="report",
                         inputs=(args.file, args.players)) if args.report else None
    data = _read(args.file, args.max_mb)
    players = _read(args.players, args.max_mb, rating_list=True) if args.players else None
    event = read_event_file(data, format=args.format, source=Path(args.file).name,
                            max_mb=args.max_mb, player=args.player, player_rating=args.rating,
                            players=players, date=args.date,
                            players_name=Path(args.players).name if args.players else "")
    result = rate_field(event, system=args.system, k=args.k, date=args.date,
                        time_control=args.time_control,
                        event_time_controls=dict(args.event_time_control), tau=args.tau)
    if args.strict:
        strict_check(result.warnings, source=Path(args.file).name)
    if saved is not None:
        save_list(result, saved)
    if report is not None:
        write_report(result, report)
    for warning in result.warnings:
        print(f"warning: {warning}", file=sys.stderr)
    if args.json:
        emit_json(json_payload(result, lists_as_text=True))
        return 0
    out = sys.stdout
    for sentence in read_summary(event).sentences():
        print(sentence, file=out)
    for row in result.events.itertuples(index=False):
        print(f"{row.event} ({row.date:%Y-%m-%d}, {date_source_text(str(row.date_source))}; rating "
              f"period {row.period}, {period_source_text(str(row.period_source))}): "
              f"{row.games:,} games, {row.players:,} players; time control "
              f"{time_control_text(str(row.time_control), str(row.time_control_from))}; "
              f"{row.edition}", file=out)
    print(f"K: {result.k_note}", file=out)
    print(text_table(player_table(result), result.system), file=out)
    for problem in result.skipped:
        print(f"skipped: {problem}", file=out)
    return 0
