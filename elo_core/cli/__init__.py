"""Command line: `python -m elo_core game|event|field|analyse|simulate ...`; --json for JSON."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import NoReturn

from elo_core.cli import analyse, event, field, game, simulate
from elo_core.errors import EloError


class _Parser(argparse.ArgumentParser):
    """argparse that reports a bad argument in one line (exit 2), without the usage block."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    """The parser with every subcommand registered."""
    parser = _Parser(prog="elo-core", description="Exact chess rating calculations.")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    game.register(sub)
    event.register(sub)
    field.register(sub)
    analyse.register(sub)
    simulate.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the CLI; return the exit status (2 for any bad input, never a traceback)."""
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        status: int = args.handler(args)
    except EloError as exc:
        print(f"elo-core: error: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # output piped into `head` and the like
        sys.stderr.close()
        return 0
    return status
