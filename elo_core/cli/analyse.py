"""`elo-core analyse FILE`: the rating curve against the games, the fitted scale, the K scan."""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path
from typing import Any

import pandas as pd

from elo_core.analysis import best_k, calibration, k_scan, read_games, scale
from elo_core.analysis.kscan import DEFAULT_K
from elo_core.analysis.reading import calibration_reading, kscan_reading
from elo_core.cli.common import emit_json, number, numbers_arg, positive_arg
from elo_core.cli.files import read_file
from elo_core.errors import FileWarning, strict_check
from elo_core.io import FORMATS


def register(parser: argparse.ArgumentParser) -> None:
    """The `analyse` subcommand's options."""
    parser.add_argument("file", help="the games file")
    parser.add_argument("--format", choices=FORMATS, help="reader to use (default: detected)")
    parser.add_argument("--k-values", type=numbers_arg, default=DEFAULT_K,
                        help="K values to replay, comma-separated (default 5,10,...,60)")
    parser.add_argument("--bin-width", type=int, choices=(50, 100), default=50,
                        help="width of the rating-gap bins in points (default 50)")
    parser.add_argument("--min-bin-games", type=int, default=20,
                        help="bins are merged until each has this many games (default 20)")
    parser.add_argument("--max-mb", type=positive_arg,
                        help="size limit in MB (default $ELO_MAX_UPLOAD_MB or 50)")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.add_argument("--strict", action="store_true",
                        help="treat every warning as a problem (exit 2), for pipelines")
    parser.set_defaults(handler=run)


def _limit(value: float) -> float | None:
    """A bound for JSON: infinity (no upper limit) becomes null."""
    return None if math.isinf(value) else number(value, 2)


def payload(games: int, bins: pd.DataFrame, fit: pd.DataFrame, points: pd.DataFrame,
            warnings: tuple[FileWarning, ...] = ()) -> dict[str, Any]:
    """The JSON object the issue's interface fixes (keys in this order), and the reader's
    warnings ({code, what, where, value}, as `field --json` gives them)."""
    row = fit.to_dict("records")[0]
    return {
        "games": games,
        "calibration": [{
            "gap_from": int(b["gap_from"]), "gap_to": int(b["gap_to"]), "games": int(b["games"]),
            **{key: number(b[key]) for key in ("expected", "observed", "observed_low",
                                               "observed_high", "draw_rate")}}
            for b in bins.to_dict("records")],
        "scale": {"fitted": number(row["fitted"], 2), "low": number(row["low"], 2),
                  "high": _limit(float(row["high"]))},
        "k_scan": {"best_k": best_k(points), "points": [
            {"k": float(p["k"]), "log_loss": number(p["log_loss"], 6),
             "brier": number(p["brier"], 6)} for p in points.to_dict("records")]},
        "warnings": [warning.as_json() for warning in warnings],
    }


def run(args: argparse.Namespace) -> int:
    """Read, analyse and print (problems: exit status 2 through the CLI's main)."""
    data = read_file(args.file, args.max_mb)
    source = Path(args.file).name
    games = read_games(data, format=args.format, source=source, max_mb=args.max_mb)
    if args.strict:
        strict_check(games.warnings, source=source)
    for warning in games.warnings:
        print(f"warning: {warning}", file=sys.stderr)
    bins = calibration(games, bin_width=args.bin_width, min_games=args.min_bin_games)
    fit = scale(games)
    points = k_scan(games, args.k_values)
    if args.json:
        emit_json(payload(len(games), bins, fit, points, games.warnings))
        return 0
    print(f"{len(games)} games played (byes and forfeits left out); "
          f"{int(games.rated.sum())} with both players' ratings (used for the curve and the scale)")
    print("\nThe curve against these games (favourite's score by rating gap; 95 % interval):")
    shown = bins.assign(gap=[f"{a}-{b}" for a, b in zip(bins.gap_from, bins.gap_to, strict=True)])
    print(shown[["gap", "games", "expected", "fide_expected", "observed", "observed_low",
                 "observed_high", "draw_rate"]].rename(columns={
                     "expected": "logistic", "fide_expected": "FIDE table",
                     "observed_low": "low", "observed_high": "high", "draw_rate": "draws"})
          .to_string(index=False, float_format=lambda v: f"{v:.3f}"))
    for sentence in calibration_reading(bins, fit):
        print(sentence)
    print("\nWhich K fits (replay in date order; log loss and Brier, lower is better):")
    print(points[["k", "log_loss", "brier"]].to_string(
        index=False, formatters={"k": "{:g}".format, "log_loss": "{:.5f}".format,
                                 "brier": "{:.5f}".format}))
    for sentence in kscan_reading(points):
        print(sentence)
    return 0
