"""One player's rounds (a rounds CSV) as the engine's games, for `event.rate_event`."""

from __future__ import annotations

import math

from elo_core.errors import FileError, Problem
from elo_core.io.games import EventFile
from elo_core.models import Game, Result

_RESULTS = {1.0: Result.WIN, 0.5: Result.DRAW, 0.0: Result.LOSS}


def rounds_games(event: EventFile) -> list[Game]:
    """The player's games in file order: byes and forfeits as unplayed games, unrated opponents
    with no rating."""
    games = event.games
    out: list[Game] = []
    problems: list[Problem] = []
    for score, rating, played, opponent, line in zip(
            games["white_score"], games["black_rating"], games["played"], games["black"],
            games["source_line"], strict=True):
        result = _RESULTS.get(float(score))
        if result is None:
            problems.append(Problem(message=f"{score:g} points cannot be rated (use 1, 0.5 or 0)",
                                    line=int(line), column="result", value=f"{score:g}"))
            continue
        out.append(Game(opponent_rating=None if math.isnan(rating) else float(rating),
                        result=result, played=bool(played), opponent=str(opponent)))
    if problems:
        raise FileError(problems, source=event.source)
    return out
