"""Plain-language readings of the analyses, written from the numbers of the current run."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd

from elo_core.analysis.kscan import best_k
from elo_core.analysis.simulate import simulation_summary

COIN_TOSS = math.log(2.0)  # log loss of always predicting 50 %


def _pct(value: float) -> str:
    return f"{value:.1%}"


def calibration_reading(bins: pd.DataFrame, fit: pd.DataFrame, about: str = "") -> list[str]:
    """What the calibration table and the fitted divisor say, in a few sentences; `about` names
    the games (the lab's choice, elo_core.analysis.groups.choice_text), so the verdict speaks
    of those games only."""
    n = bins["games"].to_numpy(float)
    total = int(n.sum())
    observed = float(np.average(bins["observed"], weights=n))
    expected = float(np.average(bins["expected"], weights=n))
    fide = float(np.average(bins["fide_expected"], weights=n))
    these = about or "these games"
    over = f"{about}, {total} of them with both ratings," if about else f"{total} games"
    out = [f"Favourites (the higher-rated player of each game) scored {_pct(observed)} over "
           f"{over} where the logistic curve expects {_pct(expected)} "
           f"(FIDE's table: {_pct(fide)})."]
    covered = ((bins["observed_low"] <= bins["expected"])
               & (bins["expected"] <= bins["observed_high"]))
    worst = int((bins["observed"] - bins["expected"]).abs().to_numpy().argmax())
    row = bins.iloc[worst]
    out.append(f"In {int(covered.sum())} of {len(bins)} bins the curve's expectation lies inside "
               f"the 95 % interval of the observed score; the largest difference is at gaps "
               f"{row['gap_from']:g}-{row['gap_to']:g}: observed {_pct(row['observed'])}, "
               f"expected {_pct(row['expected'])}.")
    fitted, low, high = (float(fit.iloc[0][c]) for c in ("fitted", "low", "high"))
    upper = "no upper limit" if math.isinf(high) else f"{high:.0f}"
    if low > 400:
        verdict = ("400 is below the interval: favourites under-performed the Elo curve here, "
                   f"a flatter curve fits {these} better.")
    elif high < 400:
        verdict = ("400 is above the interval: favourites did better than the Elo curve says, "
                   f"a steeper curve fits {these} better.")
    else:
        verdict = f"400 is inside the interval: {these} agree with the Elo curve."
    out.append(f"The divisor that fits these results best is {fitted:.0f} (95 % interval "
               f"{low:.0f} to {upper}; Elo uses 400). {verdict}")
    draws = float(np.average(bins["draw_rate"], weights=n))
    out.append(f"Draws: {_pct(draws)} of the games; {_pct(bins['draw_rate'].iloc[0])} in the "
               f"closest bin, {_pct(bins['draw_rate'].iloc[-1])} at the largest gaps.")
    return out


def kscan_reading(points: pd.DataFrame) -> list[str]:
    """Which K predicted best, by how much, and whether the grid was wide enough."""
    best = best_k(points)
    row = points.loc[points["k"] == best].iloc[0]
    first, last = points.iloc[0], points.iloc[-1]
    out = [f"Replaying {int(row['games'])} games from each player's first rating, K {best:g} "
           f"predicted the results best: log loss {row['log_loss']:.4f} (lower is better; "
           f"always saying 50 % gives {COIN_TOSS:.4f}), Brier score {row['brier']:.4f}.",
           f"K {first['k']:g} scores {first['log_loss']:.4f} and K {last['k']:g} scores "
           f"{last['log_loss']:.4f}: a spread of "
           f"{points['log_loss'].max() - points['log_loss'].min():.4f} across the grid."]
    if len(points) > 1 and best in (points["k"].min(), points["k"].max()):
        side = "larger" if best == points["k"].max() else "smaller"
        out.append(f"The best K is at the end of the grid: try {side} K values too.")
    return out


def simulation_reading(curves: pd.DataFrame, *, true_rating: float, points: float = 50.0
                       ) -> list[str]:
    """Per K: games to get within `points` of the truth and the spread at the end; then the
    trade-off between the smallest and the largest K."""
    summary = simulation_summary(curves, true_rating, points)
    n_games = int(curves["game"].max())
    out = []
    reach: dict[float, int | None] = {}
    rows = summary.to_dict("records")
    for row in rows:
        k, got = float(row["k"]), None if pd.isna(row["games_to_within"]) else \
            int(row["games_to_within"])
        reach[k] = got
        when = (f"never settled within {points:g} points of the true {true_rating:g} in "
                f"{n_games} games" if got is None else
                f"is within {points:g} points of the true {true_rating:g} from game {got} on")
        out.append(f"K {k:g}: the average rating {when}; at the end the middle 90 % of "
                   f"runs spans {row['end_spread']:.0f} points (standard deviation "
                   f"{row['end_sd']:.0f}).")
    if len(rows) > 1:
        low, high = min(rows, key=lambda r: r["k"]), max(rows, key=lambda r: r["k"])
        k_low, k_high = float(low["k"]), float(high["k"])
        if float(low["end_sd"]) > 0:
            out.append(f"The trade-off: K {k_high:g} ends "
                       f"{float(high['end_sd']) / float(low['end_sd']):.2f} times as spread "
                       f"out as K {k_low:g}; once settled, the spread grows like the square "
                       f"root of K (the square root of {k_high / k_low:g} is "
                       f"{math.sqrt(k_high / k_low):.2f})."
                       f"{_speed(reach, k_low, k_high, points)}")
    return out


def _speed(reach: dict[float, int | None], k_low: float, k_high: float, points: float) -> str:
    """' In exchange K 40 gets within 50 points after 35 games, K 10 after 120.' (or '')."""
    slow, fast = reach[k_low], reach[k_high]
    if fast is None or fast in (0, slow):
        return ""
    slow_text = "not within the games simulated" if slow is None else f"after {slow}"
    return (f" In exchange K {k_high:g} gets within {points:g} points of the true strength "
            f"after {fast} games, K {k_low:g} {slow_text}.")
