"""Plain-language readings: the sentences follow the numbers they are given."""

from __future__ import annotations

import math

import pandas as pd

from elo_core.analysis.reading import calibration_reading, kscan_reading, simulation_reading

BINS = pd.DataFrame({
    "gap_from": [0, 100], "gap_to": [100, 300], "games": [30, 10], "mean_gap": [50.0, 150.0],
    "expected": [0.57, 0.70], "fide_expected": [0.57, 0.70], "observed": [0.55, 0.60],
    "observed_low": [0.45, 0.40], "observed_high": [0.65, 0.65], "draw_rate": [0.4, 0.2]})


def _fit(fitted: float, low: float, high: float) -> pd.DataFrame:
    return pd.DataFrame([{"fitted": fitted, "low": low, "high": high, "games": 40,
                          "dispersion": 0.7}])


def test_calibration_sentences_carry_the_weighted_figures() -> None:
    """Favourites: (30 x 0.55 + 10 x 0.60) / 40 = 56.2 % against (30 x 0.57 + 10 x 0.7) / 40
    = 60.2 %; one of two bins covers its expectation; draws 35.0 %."""
    text = calibration_reading(BINS, _fit(450, 410, 520))
    assert text[0] == ("Favourites (the higher-rated player of each game) scored 56.2% over 40 "
                       "games where the logistic curve expects 60.2% (FIDE's table: 60.2%).")
    assert text[1].startswith("In 1 of 2 bins")
    assert "gaps 100-300: observed 60.0%, expected 70.0%" in text[1]
    assert "400 is below the interval: favourites under-performed" in text[2]
    assert text[3] == "Draws: 35.0% of the games; 40.0% in the closest bin, 20.0% at the " \
                      "largest gaps."


def test_scale_verdicts() -> None:
    """Above, below and around 400; an unbounded interval says 'no upper limit'."""
    assert "steeper curve" in calibration_reading(BINS, _fit(330, 300, 380))[2]
    inside = calibration_reading(BINS, _fit(700, 390, math.inf))[2]
    assert "390 to no upper limit" in inside
    assert "agree with the Elo curve" in inside


def test_kscan_reading_names_the_best_k_and_warns_at_the_edge() -> None:
    """Best K 30 is the grid's end: the reading suggests larger values."""
    points = pd.DataFrame({"k": [10.0, 20.0, 30.0], "log_loss": [0.60, 0.59, 0.58],
                           "brier": [0.21, 0.20, 0.19], "games": 100})
    text = kscan_reading(points)
    assert text[0].startswith("Replaying 100 games from each player's first rating, K 30 "
                              "predicted the results best: log loss 0.5800")
    assert text[1] == "K 10 scores 0.6000 and K 30 scores 0.5800: a spread of 0.0200 across " \
                      "the grid."
    assert text[2] == "The best K is at the end of the grid: try larger K values too."


def test_simulation_reading_reports_reach_and_spread() -> None:
    """K 10 never gets within 50; K 40 from game 2 on; spreads 20 and 40 points (sd 5, 10)."""
    curves = pd.DataFrame({
        "k": [10.0] * 3 + [40.0] * 3, "game": [0, 1, 2] * 2,
        "mean": [1500, 1520, 1540, 1500, 1600, 1760], "p05": [1500, 1510, 1530, 1500, 1580, 1740],
        "p95": [1500, 1530, 1550, 1500, 1620, 1780], "sd": [0, 3, 5, 0, 6, 10]})
    text = simulation_reading(curves, true_rating=1800)
    assert text[0] == ("K 10: the average rating never settled within 50 points of the true 1800 "
                       "in 2 games; at the end the middle 90 % of runs spans 20 points "
                       "(standard deviation 5).")
    assert text[1].startswith("K 40: the average rating is within 50 points of the true 1800 "
                              "from game 2 on")
    assert text[2].startswith("The trade-off: K 40 ends 2.00 times as spread out as K 10")
    assert text[2].endswith("In exchange K 40 gets within 50 points of the true strength after "
                            "2 games, K 10 not within the games simulated.")
