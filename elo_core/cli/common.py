"""Argument parsing and output helpers shared by the CLI subcommands."""

from __future__ import annotations

import argparse
import datetime as dt
import json
import stat
from pathlib import Path
from typing import Any

from elo_core.errors import FileError, InputError, Problem
from elo_core.io.games import MAX_MB_ENV, max_upload_bytes, too_big
from elo_core.io.numbers import plain_number, whole_number
from elo_core.models import Result, System, TimeControl
from elo_core.rules.kfactor import KRule


def date_arg(text: str) -> dt.date:
    """YYYY-MM-DD."""
    try:
        return dt.date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not a date (use YYYY-MM-DD)") from None


def rating_arg(text: str) -> float:
    """A rating: a number from 1 to 4000."""
    value = plain_number(text)
    if value is None:
        raise argparse.ArgumentTypeError(f"'{text}' is not a rating (use a number)")
    if not 0 < value <= 4000:
        raise argparse.ArgumentTypeError(f"rating must be between 1 and 4000, got {text}")
    return value


def positive_arg(text: str) -> float:
    """A positive number (K, tau, --max-mb): 'nan' and 'inf' are not numbers here."""
    value = plain_number(text)
    if value is None:
        raise argparse.ArgumentTypeError(f"'{text}' is not a number")
    if value <= 0:
        raise argparse.ArgumentTypeError(f"must be positive, got {text}")
    return value


def whole_arg(text: str) -> int:
    """A whole number such as a year or a count of games (ASCII digits, a minus sign allowed)."""
    value = whole_number(text.strip().removeprefix("-"))
    if value is None:
        raise argparse.ArgumentTypeError(f"'{text}' is not a whole number")
    return -value if text.strip().startswith("-") else value


def parse_results(text: str) -> list[Result]:
    """Comma-separated results: 1, 0.5, 0 or w, d, l."""
    out = []
    for i, token in enumerate(text.split(","), start=1):
        try:
            out.append(Result.parse(token))
        except InputError as exc:
            raise InputError(f"--results item {i}: {exc}") from None
    return out


def add_system_options(parser: argparse.ArgumentParser, *, systems: list[System]) -> None:
    """--system, --k, --k-rule, --date, --time-control, --json."""
    parser.add_argument("--system", type=System, choices=systems, default=System.CLASSIC,
                        help="rating system (default classic)")
    parser.add_argument("--k", type=positive_arg, help="use this K instead of the profile's rule")
    parser.add_argument("--k-rule", type=KRule, choices=[KRule.AUTO, KRule.USCF_BANDS, KRule.FIDE],
                        help="for --system classic: auto (40/20/10), uscf_bands (pre-2001) or fide")
    parser.add_argument("--date", type=date_arg, help="event date YYYY-MM-DD (default today)")
    parser.add_argument("--time-control", type=TimeControl, choices=list(TimeControl),
                        default=TimeControl.STANDARD)
    parser.add_argument("--json", action="store_true", help="print JSON")


def number(value: float | None, places: int = 4) -> float | None:
    """Round for output (JSON keeps full meaning; text shows fewer places)."""
    return None if value is None else round(float(value), places)


def emit_json(payload: dict[str, Any]) -> None:
    """Print a JSON object."""
    print(json.dumps(payload, indent=2, ensure_ascii=False))


def read_file(path: str, max_mb: float | None) -> bytes:
    """The file's bytes, refusing a missing, oversized or not regular file (a pipe, a device
    such as /dev/zero) before reading it; never more than the limit is read."""
    file = Path(path)
    try:
        info = file.stat()
        if not stat.S_ISREG(info.st_mode):
            raise FileError([Problem(message="not a regular file (a folder, pipe or device): "
                                     "give a CSV, TRF or PGN file")], source=path)
        limit, _ = max_upload_bytes(max_mb)
        hint = "use --max-mb to change it" if max_mb is not None else \
            f"set {MAX_MB_ENV} or use --max-mb to change it"
        if info.st_size > limit:
            raise FileError([too_big(info.st_size, limit, hint)], source=file.name)
        with file.open("rb") as handle:
            data = handle.read(limit + 1)  # (a file growing while it is read stops here)
        if len(data) > limit:
            raise FileError([too_big(len(data), limit, hint)], source=file.name)
        return data
    except OSError as exc:
        raise FileError([Problem(message=f"cannot read the file: {exc.strerror}")],
                        source=path) from None


def numbers_arg(text: str) -> tuple[float, ...]:
    """Comma-separated positive numbers (K values): '5,10,20'."""
    out = []
    for token in text.split(","):
        out.append(positive_arg(token.strip()))
    if not out:
        raise argparse.ArgumentTypeError("give at least one number")
    return tuple(out)
