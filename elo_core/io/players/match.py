"""Which rows of a players file found their player in the event file, and which matched nobody."""

from __future__ import annotations

import pandas as pd

from elo_core.errors import FileWarning
from elo_core.io.cells.names import clean_name
from elo_core.io.csv.table_text import read_cells
from elo_core.io.fide_list.kind import is_fide_list
from elo_core.io.fide_list.players import list_match
from elo_core.io.games import EventFile, decode
from elo_core.io.players.matched import ListMatch, PlayersMatch
from elo_core.io.sheets.kind import sheet_kind
from elo_core.io.sheets.workbook import sheet_text


def players_match(event: EventFile, players: bytes) -> PlayersMatch | ListMatch:
    """Match the players file's names (as every reader reads them: names.clean_name) against the
    names in the event's games (FIDE's list: the players found by FIDE ID). Call it after the
    event file was read with `players` (which has checked the players file)."""
    if sheet_kind(players) is None and is_fide_list(players):  # (a ZIP: a list, or a sheet)
        return list_match(event)
    if sheet_kind(players) is not None:  # a workbook's players sheet, as it was read
        players = sheet_text(players, want="players").csv
    cells, lines = read_cells(decode(players), [])
    named = set(event.games["white"].astype(str)) | set(event.games["black"].astype(str))
    names = [clean_name(str(value)) for value in cells.get("player", [])]
    unmatched = tuple((line, name) for line, name in zip(lines, names, strict=False)
                      if name and name not in named)
    total = sum(1 for name in names if name)
    return PlayersMatch(rows=total, matched=total - len(unmatched), unmatched=unmatched)


def overridden_warnings(own: pd.DataFrame, extra: pd.DataFrame) -> tuple[FileWarning, ...]:
    """A warning naming the players whose players-file rating differs from the event file's own
    (a TRF's 001 lines): the event file's is used, and a '3 of 3 matched' would hide it."""
    if not len(own) or "rating" not in own or "rating" not in extra:
        return ()
    both = own.index.intersection(extra.index).unique()
    theirs = extra["rating"].groupby(level=0).first().reindex(both)
    ours = own["rating"].groupby(level=0).first().reindex(both)
    differ = [str(name) for name in both[(ours.notna() & theirs.notna() & (ours != theirs))
                                         .to_numpy()]]
    if not differ:
        return ()
    first = differ[0]
    many = len(differ) > 1
    return (FileWarning(
        code="players_file_rating_not_used", players=tuple(differ), column="rating (players file)",
        value=f"{theirs[first]:g} / {ours[first]:g}",
        what=f"{len(differ)} player{'s' if many else ''}' rating in the players file differ"
             f"{'' if many else 's'} from the event file's own, which is used (e.g. '{first}': "
             f"{theirs[first]:g} in the players file, {ours[first]:g} in the event file): a "
             "players file fills only what the event file leaves blank"),)


def unmatched_warnings(found: PlayersMatch) -> tuple[FileWarning, ...]:
    """One warning per players-file row that matched nobody: its profile (K, birth year...)
    is not used, which is silent otherwise."""
    return tuple(FileWarning(
        code="players_row_unmatched", rows=(line,), column="player (players file)",
        players=(name,), value=name,
        what=f"no player '{name}' in the event file: this players-file row is not used "
             "(check the spelling)") for line, name in found.unmatched)
