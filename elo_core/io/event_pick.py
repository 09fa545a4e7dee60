"""One event out of a file of several (a TRF describes one tournament): chosen by name."""

from __future__ import annotations

import pandas as pd

from elo_core.errors import FileError, Problem
from elo_core.io.games import EventFile


def event_names(games: pd.DataFrame) -> list[str]:
    """The file's events, in the order they first appear."""
    return [str(name) for name in pd.unique(games["event"].astype(str))]


def one_event(event: EventFile, name: str | None) -> pd.DataFrame:
    """The games of event `name`; with no name, the games of the file's only event.

    FileError naming the file's events when it has several and none (or an unknown one) is
    chosen.
    """
    names = event_names(event.games)
    listed = "; ".join(f"'{n}'" for n in names[:20]) + (
        f" and {len(names) - 20} more" if len(names) > 20 else "")
    if name is None:
        if len(names) <= 1:
            return event.games
        raise FileError([Problem(message=f"the file holds {len(names)} events and a TRF is one "
                                 f"event: choose one with --event (the events: {listed})")],
                        source=event.source)
    if name not in names:
        raise FileError([Problem(message=f"no event '{name}' in the file (the events: {listed})",
                                 value=name)], source=event.source)
    games: pd.DataFrame = event.games[event.games["event"].astype(str) == name]
    return games
