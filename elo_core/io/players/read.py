"""The players file (the optional second upload): one profile per player, names read as every
reader reads them."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

from elo_core.errors import FileWarning, Problem
from elo_core.io.cells.numbers import DECIMAL_MARK
from elo_core.io.cells.values import parse_numbers, parse_ratings
from elo_core.io.csv.read import (
    GLICKO_RANGES,
    PROFILE_RANGES,
    WHOLE_FIELDS,
    clean_names,
)
from elo_core.io.csv.shape import PLAYERS_REQUIRED, Table, missing_columns
from elo_core.io.csv.table_text import (
    as_written,
    first_line,
    in_users_words,
    parse_header,
    read_cells,
    warnings_in_users_words,
)
from elo_core.io.games import check_bytes, decode, raise_if
from elo_core.io.players.extra import extra_columns


@dataclass(frozen=True, kw_only=True, slots=True)
class PlayersFile:
    """A players file read once: the profiles (index: player name, as every reader normalises
    names), the warnings its reading gave, and each row's (line, name) in the file's order,
    which the event's names are matched against."""

    profiles: pd.DataFrame
    warnings: tuple[FileWarning, ...]
    rows: tuple[tuple[int, str], ...]


def read_players(data: bytes, *, source: str = "", max_mb: float | None = None
                 ) -> tuple[pd.DataFrame, tuple[FileWarning, ...]]:
    """A players file's profiles (index: player name, as every reader normalises names) and
    the warnings its reading gave (a thousands separator read as one)."""
    found = read_players_file(data, source=source, max_mb=max_mb)
    return found.profiles, found.warnings


def read_players_file(data: bytes, *, source: str = "", max_mb: float | None = None,
                      text: str | None = None) -> PlayersFile:
    """A players CSV read once (see PlayersFile); `text` when the caller has decoded the bytes
    already. Raises FileError listing every problem."""
    check_bytes(data, max_mb=max_mb, source=source)
    problems: list[Problem] = []
    first = first_line(data)
    written = as_written(first)
    sep, columns = parse_header(first, problems)  # the columns are checked before the body
    raise_if(problems, source)
    _need_player(columns, written, source)
    cells, lines = read_cells(decode(data) if text is None else text, problems)
    raise_if(problems, source)
    return players_table(Table(columns=columns, written=written, cells=cells,
                               lines=np.asarray(lines, dtype=np.int64), sep=sep),
                         source=source)


def _need_player(columns: list[str], written: dict[str, str], source: str) -> None:
    if "player" not in columns:
        raise_if(missing_columns("players", columns, PLAYERS_REQUIRED, written), source)


def players_table(table: Table, *, source: str = "") -> PlayersFile:
    """A players table of cell strings (a CSV's or a sheet's) read into profiles; problems at
    each row's line. Raises FileError listing every problem."""
    _need_player(table.columns, table.written, source)
    problems: list[Problem] = []
    cells, written = table.cells, table.written
    line_numbers = np.asarray(table.lines, dtype=np.int64)
    names = np.asarray(clean_names(cells["player"]), dtype=object)
    problems.extend(Problem(message="the name is empty", line=int(line_numbers[i]),
                            column="player", value="") for i in np.flatnonzero(names == ""))
    out = pd.DataFrame(index=pd.Index(names, name="player"))
    warnings: list[FileWarning] = []
    decimal = DECIMAL_MARK.get(table.sep)
    for field, (low, high) in PROFILE_RANGES.items():
        if field == "rating" and field in cells.columns:
            out[field] = parse_ratings(cells[field], line_numbers, field, problems,
                                       decimal=decimal, warnings=warnings)
        elif field in cells.columns:
            out[field] = parse_numbers(cells[field], line_numbers, field, problems,
                                       low=low, high=high, whole=field in WHOLE_FIELDS,
                                       decimal=decimal, warnings=warnings)
        else:
            out[field] = np.nan
    for field, (kept, low, high) in GLICKO_RANGES.items():  # Glicko-2's, when given
        if field in cells.columns:
            out[kept] = parse_numbers(cells[field], line_numbers, field, problems,
                                      low=low, high=high)
    for name, values in extra_columns(cells, line_numbers, problems, PROFILE_RANGES).items():
        out[name] = values  # per time control, the list's K, off the list, pooled results
    dupes = out.index.duplicated()
    problems.extend(Problem(message=f"'{names[i]}' is listed twice", line=int(line_numbers[i]),
                            column="player", value=str(names[i])) for i in np.flatnonzero(dupes))
    raise_if(in_users_words(problems, written), source)
    return PlayersFile(profiles=out, warnings=warnings_in_users_words(warnings, written),
                       rows=tuple((int(line), str(name))
                                  for line, name in zip(line_numbers, names, strict=True)))
