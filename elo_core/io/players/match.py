"""Which rows of a players file found their player in the event file, and which matched nobody."""

from __future__ import annotations

from dataclasses import dataclass

from elo_core.errors import FileWarning
from elo_core.io.cells.names import clean_name
from elo_core.io.csv.table_text import read_cells
from elo_core.io.fide_list.kind import is_fide_list
from elo_core.io.fide_list.players import ListMatch, list_match
from elo_core.io.games import EventFile, decode
from elo_core.io.sheets.kind import sheet_kind


@dataclass(frozen=True, kw_only=True, slots=True)
class PlayersMatch:
    """How many profiles of the players file belong to a player of the event file, and the
    (line, name) of each row that matched nobody."""

    rows: int
    matched: int
    unmatched: tuple[tuple[int, str], ...]

    def sentence(self) -> str:
        """'Players file: 3 of 4 profiles matched a player of the event file.'"""
        text = (f"Players file: {self.matched} of {self.rows} profile"
                f"{'' if self.rows == 1 else 's'} matched a player of the event file.")
        if self.unmatched:
            listed = "; ".join(f"line {line} '{name}'" for line, name in self.unmatched)
            text += (f" No player of that name in the event file (check the spelling): "
                     f"{listed}.")
        return text


def players_match(event: EventFile, players: bytes) -> PlayersMatch | ListMatch:
    """Match the players file's names (as every reader reads them: names.clean_name) against the
    names in the event's games (FIDE's list: the players found by FIDE ID). Call it after the
    event file was read with `players` (which has checked the players file)."""
    if sheet_kind(players) is None and is_fide_list(players):  # (a ZIP: a list, or a sheet)
        return list_match(event)
    cells, lines = read_cells(decode(players), [])
    named = set(event.games["white"].astype(str)) | set(event.games["black"].astype(str))
    names = [clean_name(str(value)) for value in cells.get("player", [])]
    unmatched = tuple((line, name) for line, name in zip(lines, names, strict=False)
                      if name and name not in named)
    total = sum(1 for name in names if name)
    return PlayersMatch(rows=total, matched=total - len(unmatched), unmatched=unmatched)


def unmatched_warnings(found: PlayersMatch) -> tuple[FileWarning, ...]:
    """One warning per players-file row that matched nobody: its profile (K, birth year...)
    is not used, which is silent otherwise."""
    return tuple(FileWarning(
        code="players_row_unmatched", rows=(line,), column="player (players file)",
        players=(name,), value=name,
        what=f"no player '{name}' in the event file: this players-file row is not used "
             "(check the spelling)") for line, name in found.unmatched)
