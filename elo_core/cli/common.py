"""Argument parsing and output helpers shared by the CLI subcommands."""

from __future__ import annotations

import argparse
import datetime as dt
import re
from typing import Any

from elo_core.cli.json_text import write_json
from elo_core.errors import InputError
from elo_core.io.cells.dates import DateKind, read_date
from elo_core.io.cells.numbers import (
    Reading,
    plain_number,
    spreadsheet_number,
    typed_rating,
    whole_number,
)
from elo_core.models import Result, System, TimeControl
from elo_core.rules.kfactor import KRule

_ISO_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", re.ASCII)


def date_arg(text: str) -> dt.date:
    """YYYY-MM-DD only: a typed date is given in full ('2024-05' and '12.05.24' are refused;
    Python's other ISO forms, '20240501' and '2024-W18-3', too)."""
    reading = read_date(text)
    if reading.kind == DateKind.FULL and _ISO_DATE.fullmatch(text) and reading.date:
        return reading.date
    if reading.kind in (DateKind.MONTH, DateKind.YEAR):
        raise argparse.ArgumentTypeError(f"'{text}' gives only the {reading.kind}: give the "
                                         "full date as YYYY-MM-DD")
    raise argparse.ArgumentTypeError(f"'{text}' is not a date (use YYYY-MM-DD)")


def rating_arg(text: str) -> float:
    """A rating: a number from 100 to 4000, no thousands separator ('1,500' is refused)."""
    value, why = typed_rating(text)
    if value is None:
        raise argparse.ArgumentTypeError(why)
    return value


def positive_arg(text: str) -> float:
    """A positive number (K, tau, --max-mb): 'nan' and 'inf' are not numbers here, nor is
    '1,500' (a thousands separator or a decimal mark: nothing says which)."""
    reading = spreadsheet_number(text, None)
    if reading.reading == Reading.AMBIGUOUS:
        raise argparse.ArgumentTypeError(f"'{text}' is not a number: '{reading.separator}' may "
                                         "separate thousands or mark decimals")
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
    """Print a JSON object (indented two spaces, non-ASCII text as it is)."""
    write_json(payload)


def numbers_arg(text: str) -> tuple[float, ...]:
    """Comma-separated positive numbers (K values): '5,10,20'."""
    out = []
    for token in text.split(","):
        out.append(positive_arg(token.strip()))
    if not out:
        raise argparse.ArgumentTypeError("give at least one number")
    return tuple(out)
