"""What an event must be, checked once for every format after reading: one rating per player,
dates that fit together, birth years before the event, one spelling of each event's name."""

from __future__ import annotations

import numpy as np
import pandas as pd

from elo_core.errors import FileWarning
from elo_core.io.contradictions import MAX_LISTED, rating_warnings
from elo_core.io.events.names import near_names
from elo_core.io.events.titles import titled_names
from elo_core.io.events.values import fractional_ratings, letterless_names

LONGEST_SPAN = 62  # days between an event's first and last game before it is said (2 months)


def event_warnings(games: pd.DataFrame, players: pd.DataFrame, *, listed: bool = False,
                   unit: str = "row") -> tuple[FileWarning, ...]:
    """Every event-level check on a read file's games (and players table): rating_differs and
    rating_blank, event_dates_spread, birth_year_after_event, events_differ_in_case,
    similar_names_in_event (a letter or two apart, or a title written into one name; not when
    the file lists each player once, `listed`: a TRF), name_without_letters and
    rating_not_whole. Each runs once here, whatever the format. `unit`: what the file's lines
    are called."""
    return (*rating_warnings(games, unit), *date_warnings(games), *birth_warnings(games, players),
            *case_warnings(games),
            *(() if listed else (*near_names(games), *titled_names(games))),
            *letterless_names(games), *fractional_ratings(games))


def date_warnings(games: pd.DataFrame) -> tuple[FileWarning, ...]:
    """event_dates_spread: an event whose games lie more than LONGEST_SPAN days apart (a row
    dated years away, a season given one name): it is rated on the list after its last day.
    Per-event first and last days in numpy (no group-by over the games)."""
    codes = np.asarray(games["event"].cat.codes, dtype=np.int64)
    stamps = games["date"].to_numpy(dtype="datetime64[ns]").view(np.int64)
    dated = (stamps != np.iinfo(np.int64).min) & (codes >= 0)
    if not dated.any():
        return ()
    size = len(games["event"].cat.categories)
    first = np.full(size, np.iinfo(np.int64).max)
    last = np.full(size, np.iinfo(np.int64).min)
    np.minimum.at(first, codes[dated], stamps[dated])
    np.maximum.at(last, codes[dated], stamps[dated])
    day = 86_400 * 10**9
    spread = np.flatnonzero((last >= first) & (last - first > LONGEST_SPAN * day))
    if not len(spread):
        return ()
    names = np.asarray(games["event"].cat.categories, dtype=object)
    lines = games["source_line"].to_numpy(dtype=np.int64)
    out = []
    for e in spread[:MAX_LISTED].tolist():
        mine = codes == e
        at = (int(lines[mine & (stamps == first[e])].min()),
              int(lines[mine & (stamps == last[e])].min()))
        start = pd.Timestamp(int(first[e])).date()
        end = pd.Timestamp(int(last[e])).date()
        out.append(FileWarning(
            code="event_dates_spread", rows=tuple(sorted(at)), column="date",
            value=f"{start.isoformat()} / {end.isoformat()}",
            what=f"event '{names[e]}' has games from {start.isoformat()} to "
                 f"{end.isoformat()} ({(end - start).days:,} days): it is rated on the list "
                 "after its last day, under that day's rules; check the dates (or give each "
                 "part its own event name)"))
    return tuple(out)


def birth_warnings(games: pd.DataFrame, players: pd.DataFrame) -> tuple[FileWarning, ...]:
    """birth_year_after_event: a player born after the first day of an event they play in (no
    junior K is given from such a year)."""
    if "birth_year" not in players.columns or not len(players) or games["date"].isna().all():
        return ()
    born = players["birth_year"].dropna()
    born = born[~born.index.duplicated()]
    if born.empty:
        return ()
    sides = pd.concat([games[["white", "date", "source_line"]].set_axis(
        ["player", "date", "line"], axis=1), games[["black", "date", "source_line"]].set_axis(
        ["player", "date", "line"], axis=1)], ignore_index=True)
    sides = sides[sides["player"].astype(str).isin(born.index) & sides["date"].notna()]
    if sides.empty:
        return ()
    year = born.reindex(sides["player"].astype(str)).to_numpy()
    late = sides[year > pd.to_datetime(sides["date"]).dt.year.to_numpy()]
    out = []
    for name, rows in late.groupby(late["player"].astype(str), sort=True, observed=True):
        first = pd.Timestamp(rows["date"].min()).date()
        out.append(FileWarning(
            code="birth_year_after_event", players=(name,), column="birth_year",
            rows=tuple(sorted(int(x) for x in rows["line"]))[:1], value=f"{born[name]:g}",
            what=f"'{name}' is given birth year {born[name]:g}, after the game of "
                 f"{first.isoformat()}: the year cannot be right, so no junior K is given"))
    return tuple(out[:MAX_LISTED])


def case_warnings(games: pd.DataFrame) -> tuple[FileWarning, ...]:
    """events_differ_in_case: two event names that differ only in case or spaces ('Club Open',
    'club open'): they are rated as two events."""
    names = pd.Series(np.asarray(games["event"].cat.categories, dtype=object), dtype=object)
    used = np.bincount(np.asarray(games["event"].cat.codes, dtype=np.int64)[
        np.asarray(games["event"].cat.codes) >= 0], minlength=len(names)) > 0
    names = names[used]
    keys = names.map(lambda n: " ".join(str(n).split()).casefold())
    twice = keys.duplicated(keep=False).to_numpy()  # (only keys met twice are grouped)
    out = []
    for _, group in names[twice].groupby(keys[twice].to_numpy(), sort=False):
        listed = " and ".join(f"'{n}'" for n in group)
        lines = [int(games.loc[games["event"].astype(str) == n, "source_line"].min())
                 for n in group]
        out.append(FileWarning(
            code="events_differ_in_case", rows=tuple(sorted(lines)), column="event",
            value=str(group.iloc[1]),
            what=f"{listed} differ only in case or spaces: they are rated as "
                 f"{len(group)} events (write one event's name one way)"))
    return tuple(out)
