"""The lab's games split by event and by time control, each group's calibration, and a choice.

A game's time control class comes from the file's own time control (PGN's TimeControl tag, a
table's time_control column: FIDE's 60-move measure, elo_core.io.cells.time_control). When the
file gives none, the event's name decides only if it says the class in a word (Blitz, Bullet,
Speed; Rapid, Quick; Classical, Standard); otherwise the class is 'not known', and said so.
"""

from __future__ import annotations

import enum
import math
import re
from collections.abc import Collection
from dataclasses import dataclass, replace

import numpy as np
import numpy.typing as npt
import pandas as pd

from elo_core.analysis.calibration import favourite_view, fide_curve, logistic
from elo_core.analysis.games import Games
from elo_core.errors import InputError
from elo_core.io.cells.time_control import time_class
from elo_core.models import TimeControl

NOT_KNOWN = "not known"
CONTROL_ORDER = (TimeControl.STANDARD.value, TimeControl.RAPID.value, TimeControl.BLITZ.value,
                 NOT_KNOWN)
NO_EVENT = "(no event name)"
_NAME_WORDS = (  # a word in an event's name -> the class it says (first match wins)
    (re.compile(r"\b(blitz|bullet|speed)\b", re.IGNORECASE), TimeControl.BLITZ),
    (re.compile(r"\b(rapid|rapidplay|quick|quickplay)\b", re.IGNORECASE), TimeControl.RAPID),
    (re.compile(r"\b(classical|standard)\b", re.IGNORECASE), TimeControl.STANDARD),
)


class Basis(enum.StrEnum):
    """How a game's time control class was found."""

    GIVEN = "from the file's time control"
    EVENT_NAME = "from the event's name"
    NONE = "not said"


@dataclass(frozen=True, kw_only=True, slots=True)
class Group:
    """One event or one time control class: its games and how its favourites scored."""

    kind: str  # "event" or "time control"
    name: str
    games: int
    rated: int  # games with both ratings (the calibration's)
    # how the games' class was found; for an event, 'class, how' (several joined by '; ')
    basis: str
    observed: float | None  # the favourites' mean score (None without rated games)
    expected: float | None  # the logistic curve's, averaged over the same games
    fide_expected: float | None  # FIDE's table's


def name_class(event: str) -> TimeControl | None:
    """The class an event's name says in a word ('Anti-cheating Blitz Cup': blitz), or None."""
    return next((control for words, control in _NAME_WORDS if words.search(event)), None)


def time_classes(games: Games) -> tuple[npt.NDArray[np.object_], npt.NDArray[np.object_]]:
    """Each game's time control class (standard, rapid, blitz or 'not known') and its Basis."""
    found: dict[tuple[str, str], tuple[str, str]] = {}
    for pair in set(zip(games.time_control.tolist(), games.event.tolist(), strict=True)):
        control, event = pair
        given = time_class(control) if control else None  # the reader checked the cell
        from_name = name_class(event)
        found[pair] = ((given.value, Basis.GIVEN.value) if given is not None else
                       (from_name.value, Basis.EVENT_NAME.value) if from_name is not None else
                       (NOT_KNOWN, Basis.NONE.value))
    keys = list(zip(games.time_control.tolist(), games.event.tolist(), strict=True))
    classes = np.array([found[key][0] for key in keys], dtype=object)
    bases = np.array([found[key][1] for key in keys], dtype=object)
    return classes, bases


def _event_names(games: Games) -> npt.NDArray[np.object_]:
    return np.array([event or NO_EVENT for event in games.event.tolist()], dtype=object)


def _groups(kind: str, keys: npt.NDArray[np.object_], labels: npt.NDArray[np.object_],
            per_game: pd.DataFrame, order: list[str]) -> list[Group]:
    """One Group per distinct key, in `order`, from the per-game favourite columns."""
    table = per_game.assign(key=keys, label=labels)
    sums = table.groupby("key", sort=False).agg(
        games=("rated", "size"), rated=("rated", "sum"), observed=("score", "mean"),
        expected=("expected", "mean"), fide=("fide", "mean"))
    how = table.groupby("key", sort=False)["label"].agg(lambda s: "; ".join(sorted(set(s))))

    def value(x: float) -> float | None:
        return None if math.isnan(x) else x

    records = {str(key): {str(column): float(x) for column, x in row.items()}
               for key, row in sums.to_dict("index").items()}
    out = []
    for key in order:
        row = records[key]
        out.append(Group(kind=kind, name=key, games=int(row["games"]),
                         rated=int(row["rated"]),
                         basis=str(how[key]), observed=value(row["observed"]),
                         expected=value(row["expected"]), fide_expected=value(row["fide"])))
    return out


def split(games: Games) -> tuple[Group, ...]:
    """Every time control class present (standard, rapid, blitz, not known), then every event
    (most games first, ties by name)."""
    classes, bases = time_classes(games)
    events = _event_names(games)
    rated = games.rated
    gap, score = favourite_view(games)
    per_game = pd.DataFrame({"rated": rated, "score": np.nan, "expected": np.nan, "fide": np.nan})
    per_game.loc[rated, ["score", "expected", "fide"]] = np.column_stack(
        [score, logistic(gap), fide_curve(gap)]) if gap.size else np.empty((0, 3))
    present = set(classes.tolist())
    counts = pd.Series(events).value_counts()
    by_size = sorted(counts.index.tolist(), key=lambda e: (-int(counts[e]), e))
    both = np.array([c if b == Basis.NONE else f"{c}, {b}"
                     for c, b in zip(classes.tolist(), bases.tolist(), strict=True)], dtype=object)
    return (*_groups("time control", classes, bases, per_game,
                     [name for name in CONTROL_ORDER if name in present]),
            *_groups("event", events, both, per_game, by_size))


def subset(games: Games, inside: npt.NDArray[np.bool_]) -> Games:
    """The games where `inside` is true, in the same order, with the same players and
    warnings."""
    return replace(games, white=games.white[inside], black=games.black[inside],
                   white_rating=games.white_rating[inside],
                   black_rating=games.black_rating[inside], score=games.score[inside],
                   date=games.date[inside], event=games.event[inside],
                   time_control=games.time_control[inside])


def choose(games: Games, *, controls: Collection[str] | None = None,
           events: Collection[str] | None = None) -> Games:
    """The games of the chosen time control classes and events (None: all of them).

    Raises InputError naming what is known when a choice is not in the games, or when the
    choice leaves no game."""
    classes, _ = time_classes(games)
    names = _event_names(games)
    inside = np.ones(len(games), dtype=bool)
    for chosen, have, what in ((controls, classes, "time control"), (events, names, "event")):
        if chosen is None:
            continue
        if not chosen:
            raise InputError(f"no {what} is chosen: pick at least one")
        unknown = sorted(set(chosen) - set(have.tolist()))
        if unknown:
            raise InputError(f"no {what} {', '.join(map(repr, unknown))} in these games "
                             f"(they have: {', '.join(sorted(set(have.tolist())))})")
        inside &= np.isin(have, list(chosen))
    if not inside.any():
        raise InputError("no game is both of a chosen time control and of a chosen event")
    return subset(games, inside)


def choice_text(groups: tuple[Group, ...], *, controls: Collection[str] | None,
                events: Collection[str] | None, games: int) -> str:
    """How the chosen games are named in the lab's readings: 'these 232 games' when all are
    chosen, else 'the 97 chosen games (blitz; Anti-cheating Blitz Cup, ...)'."""
    parts = []
    for kind, chosen in (("time control", controls), ("event", events)):
        every = [g.name for g in groups if g.kind == kind]
        if chosen is not None and set(every) - set(chosen):
            parts.append(", ".join(name for name in every if name in chosen))
    if not parts:
        return f"these {games} games"
    return f"the {games} chosen games ({'; '.join(parts)})"


def split_table(groups: tuple[Group, ...], kind: str) -> pd.DataFrame:
    """The groups of one kind ("time control" or "event") as the lab shows them: one row
    each, scores as fractions (blank without rated games)."""
    name, how = SPLIT_HEADS[kind]
    return pd.DataFrame([{
        name: group.name, "Games": group.games, "With both ratings": group.rated,
        "Favourites scored": group.observed, "Elo curve": group.expected,
        "FIDE table": group.fide_expected, how: group.basis}
        for group in groups if group.kind == kind],
        columns=[name, "Games", "With both ratings", "Favourites scored", "Elo curve",
                 "FIDE table", how])


SPLIT_HEADS = {"time control": ("Time control", "Found"), "event": ("Event", "Time control")}
SPLIT_HELP = {
    "Games": "games played over the board in this group",
    "With both ratings": "the games the curve can be checked on",
    "Favourites scored": "the higher-rated players' mean score in those games",
    "Elo curve": "what the logistic curve expects for the same games",
    "FIDE table": "what FIDE's table 8.1.2 (400-point rule) expects",
    "Found": "how the games' class was found: from the file's time control (PGN's "
             "TimeControl tag, a time_control column), else from a word in the event's name "
             "(Blitz, Bullet, Speed, Rapid, Quick, Classical, Standard), else not said",
    "Time control": "the event's class and how it was found (see the table above)",
}
