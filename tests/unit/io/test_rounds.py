"""A rounds CSV becomes the engine's games."""

from __future__ import annotations

from elo_core.io import read_event_file
from elo_core.io.rounds import rounds_games
from elo_core.models import Game, Result


def test_rounds_file_becomes_engine_games() -> None:
    """A rounds CSV's rows become Games: unrated opponent -> None, bye -> unplayed."""
    text = "round,opponent,opponent_rating,result\n1,Ann,1720,1\n2,bye,,1\n3,Bo,-,½\n"
    games = rounds_games(read_event_file(text.encode(), source="r.csv", player="Me"))
    assert games == [
        Game(opponent_rating=1720.0, result=Result.WIN, played=True, opponent="Ann"),
        Game(opponent_rating=None, result=Result.WIN, played=False, opponent=""),
        Game(opponent_rating=None, result=Result.DRAW, played=True, opponent="Bo")]

