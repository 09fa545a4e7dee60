"""Command line: `python -m elo_core game|event|field|analyse|convert|simulate|norms ...`;
--json for JSON."""

from __future__ import annotations

import argparse
import gc
import importlib
import os
import sys
from collections.abc import Sequence
from typing import NoReturn

from elo_core.cli.process import reuse_freed_memory, small_pages_for_numpy
from elo_core.errors import EloError

# Subcommand -> (module that registers and runs it, one-line help). A command's module is imported
# only when that command runs (or for --help), so `game` and `event` never load pandas or `chess`.
COMMANDS = {
    "game": ("elo_core.cli.game", "one game: expected score, win/draw/loss changes"),
    "event": ("elo_core.cli.event", "one player's event: change, new rating, performance"),
    "field": ("elo_core.cli.field", "rate every player in an event file (CSV, TRF, PGN)"),
    "analyse": ("elo_core.cli.analyse", "does the rating curve hold for a file's games, and "
                                        "which K fits them (CSV, TRF, PGN)"),
    "convert": ("elo_core.cli.convert", "write a file's games as .csv, .xlsx, .ods or a FIDE "
                                        "TRF (one event)"),
    "simulate": ("elo_core.cli.simulate",
                 "simulate a rating under several K values (seeded, reproducible)"),
    "norms": ("elo_core.cli.norms", "GM, IM, WGM and WIM norm checks of an event (TRF best)"),
}


class _Parser(argparse.ArgumentParser):
    """argparse that reports a bad argument in one line (exit 2), without the usage block."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message}\n")


def build_parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The parser; with `argv`, only the subcommand it names gets its options (and its imports).

    Without argv, or when argv names no subcommand (--help, a typo), every subcommand is
    registered in full.
    """
    chosen = argv[0] if argv and argv[0] in COMMANDS else None
    parser = _Parser(prog="elo-core", description="Exact chess rating calculations.")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    for name, (module, text) in COMMANDS.items():
        command = sub.add_parser(name, help=text)
        if chosen is None or chosen == name:
            importlib.import_module(module).register(command)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the CLI; return the exit status (2 for any bad input, never a traceback)."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    own_process = argv is None  # a command of its own: what it imports lives until the exit
    if own_process:
        gc.disable()  # (the imports' objects are no garbage: no collection walks them)
        # pyarrow's arrays from the C library's malloc, not its bundled mimalloc (read before
        # pyarrow's import): on the 90 MB real-shaped PGN, mimalloc's page handling cost 0.6-1.7 s
        # of system time per `field` command, the system pool 0.2-0.7 s; the bare tag read
        # (scripts/floors.py pgn-tags) 1.35-1.74 s against 0.17-0.21 s.
        os.environ.setdefault("ARROW_DEFAULT_MEMORY_POOL", "system")
        small_pages_for_numpy()
        reuse_freed_memory()
    args = build_parser(args_list).parse_args(args_list)
    if own_process:
        # Out of the collector's sight, the ~60,000 objects of the imports are no longer walked
        # at every full collection (0.03-0.04 s each, one of them during pandas' import): a field
        # of 2,000 events made one more full collection than the same games as 10 events.
        gc.freeze()
        gc.enable()
    try:
        status: int = args.handler(args)
    except EloError as exc:
        print(f"elo-core: error: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # output piped into `head` and the like
        sys.stderr.close()
        return 0
    return status
