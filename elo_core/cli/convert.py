"""`elo-core convert IN OUT`: IN's games written in OUT's format, chosen by its extension
(.csv, .xlsx, .ods: the games table; .trf: one event as a FIDE TRF-16)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Mapping
from pathlib import Path

from elo_core.cli.common import positive_arg
from elo_core.cli.files import read_file
from elo_core.cli.outputs import output_path, write_output
from elo_core.errors import FileError, FileWarning, Problem, strict_check
from elo_core.io import FORMATS, EventFile, read_event_file
from elo_core.io.csv.rows import games_rows
from elo_core.io.event_pick import one_event
from elo_core.io.sheets.write import csv_bytes, ods_bytes, xlsx_bytes
from elo_core.io.trf.write import write_trf

WRITERS = {".csv": csv_bytes, ".xlsx": xlsx_bytes, ".ods": ods_bytes}
OUT_FORMATS = (*WRITERS, ".trf")


def register(parser: argparse.ArgumentParser) -> None:
    """The `convert` subcommand's options."""
    parser.add_argument("input", help="the event file (CSV, spreadsheet, TRF or PGN)")
    parser.add_argument("output", help="the file to write: .csv, .xlsx, .ods or .trf")
    parser.add_argument("--format", choices=FORMATS, help="IN's reader (default: detected)")
    parser.add_argument("--event", help="the event to write (a TRF is one event; a file of "
                                        "several events names them)")
    parser.add_argument("--players", help="a players file merged into IN's players")
    parser.add_argument("--trf-header", action="append", default=[], type=header_arg,
                        metavar="CODE=TEXT",
                        help="a TRF header line to write, e.g. '022=Donostia', '102=IA Ann "
                             "Berg', '072=73' (repeatable; 'CODE=' leaves it out); a TRF "
                             "input keeps every header line it has unless set here")
    parser.add_argument("--max-mb", type=positive_arg,
                        help="size limit in MB (default $ELO_MAX_UPLOAD_MB or 50)")
    parser.add_argument("--strict", action="store_true",
                        help="refuse to write when anything would be lost (any warning)")
    parser.add_argument("--replace", action="store_true",
                        help="replace OUT when it is an existing workbook (.xlsx, .ods)")
    parser.set_defaults(handler=run)


def header_arg(text: str) -> tuple[str, str]:
    """'022=Donostia' -> ('022', 'Donostia'); the code is checked by the writer."""
    code, sep, value = text.partition("=")
    if not sep:
        raise argparse.ArgumentTypeError(f"'{text}' is not CODE=TEXT (e.g. 022=Donostia)")
    return code.strip(), value


def converted(event: EventFile, suffix: str, name: str | None = None,
              header: Mapping[str, str] | None = None) -> tuple[bytes, tuple[FileWarning, ...]]:
    """The bytes of OUT for `suffix` (.csv, .xlsx, .ods, .trf), and what was not carried
    (`header`: TRF header lines to set)."""
    if suffix == ".trf":
        trf = write_trf(event, event=name, header=header)
        return trf.text.encode("utf-8"), trf.warnings
    if name is not None:
        event = EventFile(format=event.format, games=one_event(event, name),
                          players=event.players, source=event.source)
    columns, rows, warnings = games_rows(event)
    return WRITERS[suffix](columns, rows), warnings


def run(args: argparse.Namespace) -> int:
    """Read IN, write OUT; warnings to stderr; problems exit 2 (via the CLI's main)."""
    out = Path(args.output)
    suffix = out.suffix.lower()
    if suffix not in OUT_FORMATS:
        raise FileError([Problem(message=f"cannot tell the format to write from '{out.name}': "
                                 f"name it {', '.join('*' + s for s in OUT_FORMATS)}",
                                 value=out.name)], source=out.name)
    output_path(args.output, what="converted file", inputs=(args.input, args.players),
                replace=args.replace)
    data = read_file(args.input, args.max_mb)
    players = read_file(args.players, args.max_mb) if args.players else None
    event = read_event_file(data, format=args.format, source=Path(args.input).name,
                            max_mb=args.max_mb, players=players)
    written, lost = converted(event, suffix, args.event, dict(args.trf_header))
    warnings = (*event.warnings, *lost)
    if args.strict:
        strict_check(warnings, source=Path(args.input).name)
    for warning in warnings:
        print(f"warning: {warning}", file=sys.stderr)
    write_output(out, written, what="converted file")
    print(f"wrote {out}: {suffix[1:].upper()}, {len(written):,} bytes", file=sys.stdout)
    return 0
