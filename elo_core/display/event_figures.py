"""The charts of one player's event (an EventResult), as the Tournament page draws them."""

from __future__ import annotations

from collections.abc import Sequence

import plotly.graph_objects as go

from elo_core.display import figures
from elo_core.errors import InputError
from elo_core.systems.result import EventResult, trajectory


def _rounds(result: EventResult, rounds: Sequence[int] | None) -> list[int]:
    """The round number of each game line: `rounds` when given, else 1, 2, 3..."""
    numbers = list(rounds) if rounds is not None else list(range(1, len(result.games) + 1))
    if len(numbers) != len(result.games):
        raise InputError(f"{len(numbers)} round numbers for {len(result.games)} games")
    return numbers


def event_points_bars(result: EventResult, rounds: Sequence[int] | None = None) -> go.Figure:
    """Each rated game's rating points as a bar, with its expected and actual score, labelled
    'round N' (`rounds`: the games' round numbers, else 1, 2, 3...)."""
    rated = [(number, line) for number, line in zip(_rounds(result, rounds), result.games,
                                                    strict=True)
             if line.rated and line.change is not None]
    return figures.points_bars([f"round {number}" for number, _ in rated],
                               [line.change or 0.0 for _, line in rated],
                               [line.expected or 0.0 for _, line in rated],
                               [line.result.score for _, line in rated])


def event_trajectory(result: EventResult, rounds: Sequence[int] | None = None) -> go.Figure:
    """The rating after each round, the starting rating first (a K system's event with a
    rating: an unrated player's or a Glicko-2 event has no such line and raises InputError)."""
    if result.rating is None or result.k is None:
        raise InputError("the rating round by round needs a starting rating and a K: an "
                         "unrated player's event, or a Glicko-2 one, has none")
    return figures.trajectory(trajectory(result), ["start", *(
        f"round {number}" for number in _rounds(result, rounds))])
