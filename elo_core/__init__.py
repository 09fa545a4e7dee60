"""Exact chess rating calculations: FIDE, US Chess, classic Elo and Glicko-2.

The public entry points are importable from here; each is loaded on first use, so
`import elo_core` stays light (the field engine and the file readers bring pandas).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from elo_core.lazy import lazy_names

if TYPE_CHECKING:
    from elo_core.calculator import GameOutcome, single_game
    from elo_core.errors import EditionError, EloError, FileError, InputError, Problem
    from elo_core.event import rate_event
    from elo_core.field.rate import FieldResult, rate_field
    from elo_core.io import read_event_file, read_players_csv
    from elo_core.io.games import EventFile
    from elo_core.models import Game, History, Profile, Result, System, TimeControl
    from elo_core.population import percentile
    from elo_core.rules.kfactor import KRule
    from elo_core.systems.result import EventResult
    from elo_core.whatif import needed_score, next_game

# Public name -> the module that defines it.
_HOMES = {
    "single_game": "elo_core.calculator", "GameOutcome": "elo_core.calculator",
    "rate_event": "elo_core.event", "EventResult": "elo_core.systems.result",
    "rate_field": "elo_core.field.rate", "FieldResult": "elo_core.field.rate",
    "read_event_file": "elo_core.io", "read_players_csv": "elo_core.io",
    "EventFile": "elo_core.io.games",
    "Game": "elo_core.models", "History": "elo_core.models", "Profile": "elo_core.models",
    "Result": "elo_core.models", "System": "elo_core.models", "TimeControl": "elo_core.models",
    "KRule": "elo_core.rules.kfactor",
    "next_game": "elo_core.whatif", "needed_score": "elo_core.whatif",
    "percentile": "elo_core.population",
    "EditionError": "elo_core.errors", "EloError": "elo_core.errors",
    "FileError": "elo_core.errors", "InputError": "elo_core.errors", "Problem": "elo_core.errors",
}

__all__ = [
    "EditionError", "EloError", "EventFile", "EventResult", "FieldResult", "FileError", "Game",
    "GameOutcome", "History", "InputError", "KRule", "Problem", "Profile", "Result", "System",
    "TimeControl", "needed_score", "next_game", "percentile", "rate_event", "rate_field",
    "read_event_file", "read_players_csv", "single_game",
]


__getattr__ = lazy_names(__name__, _HOMES, globals())


def __dir__() -> list[str]:
    """The module's names, the lazy ones included."""
    return sorted([*globals(), *__all__])
