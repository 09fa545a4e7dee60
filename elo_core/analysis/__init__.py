"""The analysis lab: the rating curve against real games, the K that fits a pool, K simulated."""

from __future__ import annotations

from elo_core.analysis.calibration import calibration
from elo_core.analysis.examples import Example, example, examples
from elo_core.analysis.games import Games, games_from_frame, read_games
from elo_core.analysis.groups import choice_text, choose, split, split_table
from elo_core.analysis.kscan import best_k, busiest_players, k_scan, replay, trajectories
from elo_core.analysis.scale import scale
from elo_core.analysis.simulate import games_to_within, simulate, simulation_summary

__all__ = [
    "Example",
    "Games",
    "best_k",
    "busiest_players",
    "calibration",
    "choice_text",
    "choose",
    "example",
    "examples",
    "games_from_frame",
    "games_to_within",
    "k_scan",
    "read_games",
    "replay",
    "scale",
    "simulate",
    "simulation_summary",
    "split",
    "split_table",
    "trajectories",
]
