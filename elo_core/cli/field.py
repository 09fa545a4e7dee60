"""`elo-core field FILE`: read a CSV, FIDE TRF or PGN file and rate the whole field."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from elo_core.cli.common import date_arg, emit_json, positive_arg, rating_arg
from elo_core.display.field_tables import json_payload, player_table
from elo_core.errors import FileError, Problem
from elo_core.field.rate import FIELD_SYSTEMS, rate_field
from elo_core.io import FORMATS, read_event_file
from elo_core.io.games import MAX_MB_ENV, max_upload_bytes, too_big
from elo_core.io.summary import read_summary
from elo_core.models import System, TimeControl


def register(parser: argparse.ArgumentParser) -> None:
    """The `field` subcommand's options."""
    parser.add_argument("file", help="the event file")
    parser.add_argument("--format", choices=FORMATS, help="reader to use (default: detected)")
    parser.add_argument("--system", type=System, choices=list(FIELD_SYSTEMS),
                        default=System.FIDE, help="rating system (default fide)")
    parser.add_argument("--k", type=positive_arg,
                        help="K for every player without a K column of their own")
    parser.add_argument("--date", type=date_arg,
                        help="date for events whose file gives none (default today)")
    parser.add_argument("--time-control", type=TimeControl, choices=list(TimeControl),
                        default=TimeControl.STANDARD,
                        help="for events whose file gives no time control (default standard)")
    parser.add_argument("--players", help="a players file: player, rating, games_played, "
                                          "birth_year, peak_rating, k")
    parser.add_argument("--player", default="", help="rounds CSV: the player's name")
    parser.add_argument("--rating", type=rating_arg, help="rounds CSV: the player's rating")
    parser.add_argument("--max-mb", type=positive_arg,
                        help="size limit in MB (default $ELO_MAX_UPLOAD_MB or 50)")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.set_defaults(handler=run)


def _read(path: str, max_mb: float | None) -> bytes:
    """The file's bytes, refusing a missing or oversized file before reading it."""
    file = Path(path)
    try:
        size = file.stat().st_size
        limit, _ = max_upload_bytes(max_mb)
        if size > limit:
            hint = "use --max-mb to change it" if max_mb is not None else \
                f"set {MAX_MB_ENV} or use --max-mb to change it"
            raise FileError([too_big(size, limit, hint)], source=file.name)
        return file.read_bytes()
    except OSError as exc:
        raise FileError([Problem(message=f"cannot read the file: {exc.strerror}")],
                        source=path) from None


def run(args: argparse.Namespace) -> int:
    """Read, rate and print; problems go to stderr with exit status 2 (via the CLI's main)."""
    data = _read(args.file, args.max_mb)
    players = _read(args.players, args.max_mb) if args.players else None
    event = read_event_file(data, format=args.format, source=Path(args.file).name,
                            max_mb=args.max_mb, player=args.player, player_rating=args.rating,
                            players=players)
    result = rate_field(event, system=args.system, k=args.k, date=args.date,
                        time_control=args.time_control)
    if args.json:
        emit_json(json_payload(result))
        return 0
    out = sys.stdout
    for sentence in read_summary(event).sentences():
        print(sentence, file=out)
    for row in result.events.itertuples(index=False):
        print(f"{row.event} ({row.date:%Y-%m-%d}, {row.date_source}): {row.games} games, "
              f"{row.players} players; {row.time_control} (from the {row.time_control_from}); "
              f"{row.edition}", file=out)
    print(f"K: {result.k_note}", file=out)
    print(player_table(result).to_string(index=False, na_rep="-"), file=out)
    for problem in result.skipped:
        print(f"skipped: {problem}", file=out)
    return 0
