"""A title, federation or rating written into a name ('GM Ann Berg', 'Ann Berg (GER)', 'Ann
Berg (2400)' beside 'Ann Berg'): perhaps one player, said."""

from __future__ import annotations

import re

import numpy as np
import pandas as pd

from elo_core.errors import FileWarning
from elo_core.io.cells.names import look_alike_key
from elo_core.io.events.values import matches

# FIDE's titles, national master, lichess master: written in capitals before or after a name,
# as pairing tables copied from chess-results or a federation's site bring them ('GM', 'IM
# (WGM)', 'Berg, Ann GM'). Capitals only: 'Im' is also a surname.
TITLES = frozenset(("GM", "IM", "FM", "CM", "WGM", "WIM", "WFM", "WCM", "NM", "WNM", "LM"))
MAX_LISTED = 50
# A federation (three capitals) or a rating (3-4 digits) in brackets after the name, as a
# crosstable pasted from chess-results or a club site brings it: 'Berg, Ann (GER)'.
_AFTER = r"[(\[]([A-Z]{3}|[0-9]{3,4})[)\]]"
_EXTRA = r"(^|\s)[(\[]?(" + "|".join(sorted(TITLES)) + r")[.,)\]]*(\s|$)|\s" + _AFTER + r"$"


def bare_name(name: str) -> str:
    """The name's look-alike key without title words at its start or end, nor a federation or
    rating in brackets at its end ('GM Ann Berg', 'Ann Berg (GM)', 'Ann Berg (GER)', 'Ann Berg
    (2400)' -> 'annberg'); one word is always kept ('GM' alone stays 'gm')."""
    words = name.split()
    plain = [w.strip(".,()[]") for w in words]
    start, end = 0, len(words)
    while start < end - 1 and plain[start] in TITLES:
        start += 1
    while end - 1 > start and (plain[end - 1] in TITLES or re.fullmatch(_AFTER, words[end - 1])):
        end -= 1
    return look_alike_key(" ".join(words[start:end]).rstrip(","))


def titled_names(games: pd.DataFrame) -> tuple[FileWarning, ...]:
    """similar_names_in_event: two players of one event whose names are the same but for a
    title, federation or rating written into one ('GM Ann Berg', 'Ann Berg (GER)', 'Ann Berg')
    and who never meet: they are rated as two players, their games split. Said whatever their
    games' counts."""
    names = np.asarray(games["white"].cat.categories, dtype=object)
    titled = np.flatnonzero(matches(names, _EXTRA)).tolist()
    if not titled:
        return ()
    bare = {i: bare_name(str(names[i])) for i in titled}
    keys = pd.Series([look_alike_key(str(n)) for n in names], dtype=object)
    groups: dict[str, set[int]] = {}
    for i, key in bare.items():
        groups.setdefault(key, set()).add(i)
    for i in np.flatnonzero(keys.isin(set(bare.values())).to_numpy()).tolist():
        groups[str(keys[i])].add(i)
    sides = pd.DataFrame({
        "event": np.tile(np.asarray(games["event"].cat.codes, dtype=np.int64), 2),
        "player": np.concatenate([np.asarray(games[s].cat.codes, dtype=np.int64)
                                  for s in ("white", "black")]),
        "other": np.concatenate([np.asarray(games[s].cat.codes, dtype=np.int64)
                                 for s in ("black", "white")]),
        "line": np.tile(games["source_line"].to_numpy(dtype=np.int64), 2)})
    events = np.asarray(games["event"].cat.categories, dtype=object)
    out: list[FileWarning] = []
    for members in groups.values():
        if len(members) < 2:
            continue
        mine = sides[sides["player"].isin(members)]
        for event in sorted(set(mine["event"].tolist())):
            rows = mine[mine["event"] == event]
            present = sorted(set(rows["player"].tolist()))
            for n, a in enumerate(present):
                for b in present[n + 1:]:
                    if ((rows["player"] == a) & (rows["other"] == b)).any():
                        continue  # they met: two people
                    first = {p: int(rows.loc[rows["player"] == p, "line"].min()) for p in (a, b)}
                    out.append(_warning(str(names[a]), str(names[b]), str(events[event]),
                                        first))
    out.sort(key=lambda w: w.rows)
    return tuple(out[:MAX_LISTED])


def _has_title(name: str) -> bool:
    return bare_name(name) != look_alike_key(name)


def _warning(a: str, b: str, event: str, first: dict[int, int]) -> FileWarning:
    """The warning for `a` and `b`, the name with more written into it first (both: as they
    sort)."""
    titled, untitled = (b, a) if _has_title(b) and not _has_title(a) else (a, b)
    return FileWarning(
        code="similar_names_in_event", players=(titled, untitled), value=untitled,
        rows=tuple(sorted(first.values())),
        what=f"'{titled}' and '{untitled}' in event '{event}' differ only by a title, "
             "federation or rating written into the name and never meet: they are rated as two "
             "players; if they are one person, write the name one way (each of those has its "
             "own column)")
