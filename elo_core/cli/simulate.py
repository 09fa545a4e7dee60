"""`elo-core simulate`: how fast and how noisily a rating finds a player's true strength, per K."""

from __future__ import annotations

import argparse
from typing import Any

import pandas as pd

from elo_core.analysis import simulate
from elo_core.analysis.reading import simulation_reading
from elo_core.analysis.simulate import MAX_CELLS, MAX_GAMES
from elo_core.cli.common import emit_json, number, numbers_arg, rating_arg


def register(parser: argparse.ArgumentParser) -> None:
    """The `simulate` subcommand's options."""
    parser.description = (f"Games per run may be at most {MAX_GAMES:,}, and runs x games x K "
                          f"values at most {MAX_CELLS:,}.")
    parser.add_argument("--true-rating", type=rating_arg, required=True,
                        help="the player's true strength")
    parser.add_argument("--start", type=rating_arg, required=True, help="the starting rating")
    parser.add_argument("--k", type=numbers_arg, required=True, help="K values, e.g. 10,20,40")
    parser.add_argument("--games", type=int, required=True,
                        help=f"games per run (at most {MAX_GAMES:,})")
    parser.add_argument("--runs", type=int, required=True, help="number of runs")
    parser.add_argument("--seed", type=int, default=0, help="random seed (default 0)")
    parser.add_argument("--draw-rate", type=float, default=0.3,
                        help="share of draws, 0 to 1 (default 0.3; less when the gap is large)")
    parser.add_argument("--opponent-spread", type=float, default=100.0,
                        help="sd of the opponents' ratings around the player's (default 100)")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.set_defaults(handler=run)


def payload(runs: int, curves: pd.DataFrame) -> dict[str, Any]:
    """{"runs": R, "curves": [{"k", "mean", "p05", "p95", "sd"}]}, each list N+1 long."""
    ks = curves["k"].to_numpy(float)
    return {"runs": runs, "curves": [
        {"k": k, **{column: [number(v, 2) for v in curves[column].to_numpy(float)[ks == k]]
                    for column in ("mean", "p05", "p95", "sd")}}
        for k in dict.fromkeys(ks.tolist())]}


def run(args: argparse.Namespace) -> int:
    """Simulate and print (bad numbers: exit status 2 through the CLI's main)."""
    curves = simulate(true_rating=args.true_rating, start=args.start, k_values=args.k,
                      games=args.games, runs=args.runs, seed=args.seed,
                      draw_rate=args.draw_rate, opponent_spread=args.opponent_spread)
    if args.json:
        emit_json(payload(args.runs, curves))
        return 0
    print(f"True strength {args.true_rating:g}, start {args.start:g}, {args.games} games, "
          f"{args.runs} runs, seed {args.seed}, draw share {args.draw_rate:g}")
    steps = sorted({0, *range(0, args.games + 1, max(args.games // 5, 1)), args.games})
    table = curves[curves["game"].isin(steps)].assign(
        band=lambda f: [f"{a:.0f}-{b:.0f}" for a, b in zip(f.p05, f.p95, strict=True)])
    print(table[["k", "game", "mean", "band", "sd"]].rename(columns={
        "mean": "mean rating", "band": "5-95 % of runs"}).to_string(
        index=False, formatters={"k": "{:g}".format, "mean rating": "{:.0f}".format,
                                 "sd": "{:.1f}".format}))
    for sentence in simulation_reading(curves, true_rating=args.true_rating):
        print(sentence)
    return 0
