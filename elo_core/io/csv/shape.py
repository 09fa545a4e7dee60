"""The known shapes of a table of games (games, one player's rounds, players) told by its header,
and the table of cell strings the games reader takes, whatever file it came from."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

from elo_core.errors import FileError, Problem
from elo_core.io.games import raise_if

GAMES_REQUIRED = ("white", "black", "white_rating", "black_rating", "result")
ROUNDS_REQUIRED = ("round", "opponent", "opponent_rating", "result")
PLAYERS_REQUIRED = ("player", "rating")


def csv_shape(columns: list[str]) -> str | None:
    """'games', 'rounds' or 'players' from the (canonical) header, None if it is none of them.

    A rounds file is told by its opponent column and one more of its own (round, opponent's
    rating): 'name, opp, score' is no known shape, not one player's rounds.
    """
    names = set(columns)
    if {"white", "black"} <= names:
        return "games"
    if "opponent" in names and names & {"round", "opponent_rating"}:
        return "rounds"
    if "player" in names and not names & {"white", "black", "opponent"}:
        return "players"
    return None


def unknown_shape(columns: list[str], written: dict[str, str]) -> Problem:
    """No known CSV shape: each shape, its columns and which of them are missing."""
    names = set(columns)
    shapes = []
    for shape, required in (("a games file", GAMES_REQUIRED), ("a rounds file", ROUNDS_REQUIRED),
                            ("a players file (the second upload)", PLAYERS_REQUIRED)):
        missing = [name for name in required if name not in names]
        shapes.append(f"{shape} needs {', '.join(required)} (missing: {', '.join(missing)})")
    found = ", ".join(written.get(name, name) for name in columns) or "nothing"
    return Problem(message=f"no known CSV shape (found {found}): " + "; ".join(shapes), line=1)


def missing_columns(shape: str, columns: list[str], required: tuple[str, ...],
             written: dict[str, str]) -> list[Problem]:
    found = ", ".join(written.get(name, name) for name in columns) or "nothing"
    return [Problem(message=f"the header has no '{name}' column (a {shape} file needs "
                    f"{', '.join(required)}; found {found})", line=1, column=name)
            for name in required if name not in columns]


@dataclass(frozen=True, kw_only=True, slots=True)
class Table:
    """A games or rounds table as cell strings, whatever file it came from: the canonical column
    names, the header cells as written (for messages), one row per game in `cells` (canonical
    columns; `attrs[BLANK_ROWS]`: rows skipped as blank), each row's line (a sheet's row number)
    in `lines`, and the delimiter its numbers are read with (',' keeps '.' as the decimal mark)."""

    columns: list[str]
    written: dict[str, str]
    cells: pd.DataFrame
    lines: np.ndarray
    sep: str = ","


def table_shape(columns: list[str], written: dict[str, str], source: str) -> str:
    """'games' or 'rounds' from a header whose columns are all there; FileError otherwise."""
    shape = csv_shape(columns)
    if shape is None:
        raise FileError([unknown_shape(columns, written)], source=source)
    if shape == "players":
        raise FileError([Problem(
            message=f"a players file: a games file needs the columns {', '.join(GAMES_REQUIRED)}"
                    f"; a rounds file needs {', '.join(ROUNDS_REQUIRED)}; found "
                    f"{', '.join(written.get(c, c) for c in columns) or 'nothing'}", line=1)],
            source=source)
    required = GAMES_REQUIRED if shape == "games" else ROUNDS_REQUIRED
    raise_if(missing_columns(shape, columns, required, written), source)
    return shape
