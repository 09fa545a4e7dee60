"""Norm checks for one player's rounds typed by hand (the Tournament page), not read from a file."""

from __future__ import annotations

import datetime as dt
import math
from collections.abc import Sequence
from dataclasses import dataclass

import pandas as pd

from elo_core.errors import InputError
from elo_core.models import Game
from elo_core.norms.check import Setting, check_title
from elo_core.norms.event import EventNorms
from elo_core.norms.event_facts import EventFacts
from elo_core.norms.mix import Context, Exemption
from elo_core.norms.result import PlayerNorms
from elo_core.norms.rounds import MAX_ROUND, Kind, Opponent, Pairing, PlayerRounds, Round
from elo_core.norms.rules import ALL_TITLES, edition_for, edition_named, norms_for
from elo_core.scenarios.rounds_grid import GAME_COLUMNS

# The Tournament page's result words -> (what the round was, points).
RESULT_KINDS: dict[str, tuple[Kind, float]] = {
    "win": (Kind.PLAYED, 1.0), "draw": (Kind.PLAYED, 0.5), "loss": (Kind.PLAYED, 0.0),
    "bye 1": (Kind.PAIRING_BYE, 1.0), "bye ½": (Kind.BYE, 0.5), "bye 0": (Kind.BYE, 0.0),
    "forfeit win": (Kind.FORFEIT_WIN, 1.0), "forfeit loss": (Kind.FORFEIT_LOSS, 0.0),
}


@dataclass(frozen=True, kw_only=True, slots=True)
class TypedRound:
    """One round as typed: number, opponent, rating (None unrated), result word, title, flag."""

    number: int
    opponent: str
    rating: float | None
    result: str
    title: str = ""
    federation: str = ""


@dataclass(frozen=True, kw_only=True, slots=True)
class TypedEvent:
    """The player and the event around the typed rounds."""

    name: str = "Player"
    title: str = ""
    federation: str = ""
    female: bool = False
    event: str = "Event"
    start: dt.date | None = None
    rounds: int = 9  # scheduled
    pairing: Pairing = Pairing.SWISS
    field_size: int = 10  # players (double round robin: the title count is half of them)
    edition: str | None = None
    exemptions: frozenset[Exemption] = frozenset()
    assumed: int | None = None
    rating: float | None = None  # the player's own (None: unrated)


def _round(row: TypedRound, index: int) -> Round:
    if row.result not in RESULT_KINDS:
        raise InputError(f"round {row.number}: '{row.result}' is not a result (one of "
                         f"{', '.join(RESULT_KINDS)})")
    kind, points = RESULT_KINDS[row.result]
    title = row.title.strip().upper()
    if title and title not in ALL_TITLES:
        raise InputError(f"round {row.number}: '{row.title}' is not a FIDE title (one of "
                         f"{', '.join(ALL_TITLES)}, or empty)")
    federation = row.federation.strip().upper()
    if federation and (len(federation) != 3 or not federation.isalpha()):
        raise InputError(f"round {row.number}: '{row.federation}' is not a federation code "
                         "(three letters, e.g. GER)")
    bye = kind in (Kind.BYE, Kind.PAIRING_BYE)
    opponent = None if bye else Opponent(name=row.opponent or f"opponent {index + 1}",
                                         rating=row.rating, title=title, federation=federation)
    return Round(number=row.number, kind=kind, points=points, opponent=opponent,
                 note=row.result, line=index + 1)


def check_typed(rows: Sequence[TypedRound], event: TypedEvent) -> EventNorms:
    """The player's norm checks over the typed rounds (an event of one player)."""
    rounds = tuple(_round(row, i) for i, row in enumerate(rows))
    played = max((r.number for r in rounds), default=0)
    if not 1 <= event.rounds <= MAX_ROUND:
        raise InputError(f"rounds scheduled: {event.rounds} is not 1 to {MAX_ROUND}")
    if event.rounds < played:
        raise InputError(f"rounds scheduled: {event.rounds} is fewer than the {played} rounds "
                         "in the table")
    player = PlayerRounds(name=event.name, fide_id="", title=event.title.upper(),
                          federation=event.federation.upper(), sex="F" if event.female else "",
                          rating=event.rating, rounds=rounds)
    edition = edition_named(event.edition) if event.edition else edition_for(event.start)
    context = Context(edition=edition, pairing=event.pairing, rounds=event.rounds,
                      field_size=event.field_size, exemptions=event.exemptions)
    facts = EventFacts(name=event.event, start=event.start, end=event.start)
    setting = Setting(context=context, facts=facts, zero_rated=frozenset(),
                      rounds_played=played, assumed=event.assumed)
    checks = [check_title(t, player, setting) for t in norms_for(player.title,
                                                                 female=event.female)]
    checked = PlayerNorms(name=player.name, fide_id="", title=player.title,
                          federation=player.federation, rating=event.rating,
                          games=player.games,
                          points=player.points, norms=tuple(c for c in checks if c is not None))
    return EventNorms(edition=edition, facts=facts, context=context, rounds_played=played,
                      players=(checked,))


_BYE_WORDS = {"bye 1": "bye 1", "bye ½": "bye ½", "bye 1/2": "bye ½", "bye 0.5": "bye ½",
              "bye 0": "bye 0", "forfeit win": "forfeit win", "forfeit loss": "forfeit loss"}


def typed_rounds(games: Sequence[Game], numbers: Sequence[int], words: Sequence[str],
                 titles: Sequence[str], federations: Sequence[str]) -> list[TypedRound]:
    """The Tournament page's rounds (games read from its table, their round numbers, the
    result words typed) with each opponent's title and federation, in the same order."""
    out = []
    for index, (game, number) in enumerate(zip(games, numbers, strict=True)):
        word = str(game.result) if game.played else \
            _BYE_WORDS.get(words[index].strip().lower(), words[index])
        out.append(TypedRound(number=number, opponent=game.opponent,
                              rating=game.opponent_rating if game.played else None,
                              result=word, title=titles[index] if index < len(titles) else "",
                              federation=federations[index] if index < len(federations)
                              else ""))
    return out


def result_words(frame: pd.DataFrame) -> list[str]:
    """The result typed in each row the rounds table reads (rows with any cell filled)."""
    words = []
    for row in frame.to_dict("records"):
        cells = ["" if row.get(c) is None or (isinstance(row.get(c), float)
                                              and math.isnan(row[c])) else str(row[c]).strip()
                 for c in GAME_COLUMNS]
        if any(cells):
            words.append(cells[-1])
    return words
