"""Which rows of a players file found their player in the event file, and which matched nobody."""

from __future__ import annotations

from collections.abc import Sequence

import pandas as pd

from elo_core.errors import FileWarning
from elo_core.io.games import EventFile
from elo_core.io.players.matched import PlayersMatch


def players_match(event: EventFile, rows: Sequence[tuple[int, str]]) -> PlayersMatch:
    """Match the players file's rows ((line, name), names in the one form every reader gives:
    PlayersFile.rows, read once) against the names in the event's games."""
    named = set(event.games["white"].astype(str)) | set(event.games["black"].astype(str))
    unmatched = tuple((line, name) for line, name in rows if name and name not in named)
    total = sum(1 for _, name in rows if name)
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
