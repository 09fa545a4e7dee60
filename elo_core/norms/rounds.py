"""Each player's rounds as the norm rules see them: games played, forfeits, byes, opponents."""

from __future__ import annotations

import math
from collections import defaultdict
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

import pandas as pd

from elo_core.io.cells.numbers import whole_number

MAX_ROUND = 99  # a round number above it is not a round of one event


class Kind(StrEnum):
    """What a round was for the player (1.4.1c, 1.4.2c)."""

    PLAYED = "played"
    FORFEIT_WIN = "forfeit win"
    FORFEIT_LOSS = "forfeit loss"
    PAIRING_BYE = "pairing-allocated bye"
    BYE = "bye"
    UNPLAYED = "not played over the board"


class Pairing(StrEnum):
    """How the event was paired (1.4.1e: predetermined pairings use every round)."""

    SWISS = "swiss"
    ROUND_ROBIN = "round-robin"
    DOUBLE_ROUND_ROBIN = "double-round-robin"


@dataclass(frozen=True, kw_only=True, slots=True)
class Opponent:
    """An opponent's name and what the norm rules read about them."""

    name: str
    rating: float | None  # None: unrated
    title: str
    federation: str


@dataclass(frozen=True, kw_only=True, slots=True)
class Round:
    """One round of one player."""

    number: int
    kind: Kind
    points: float
    opponent: Opponent | None  # None for a bye
    note: str
    line: int


@dataclass(frozen=True, kw_only=True, slots=True)
class PlayerRounds:
    """A player, their own data and their rounds in order."""

    name: str
    fide_id: str
    title: str
    federation: str
    sex: str
    rating: float | None
    rounds: tuple[Round, ...]

    @property
    def points(self) -> float:
        """Points credited in the file (byes and forfeits included)."""
        return sum(r.points for r in self.rounds)

    @property
    def games(self) -> int:
        """Games played over the board."""
        return sum(r.kind is Kind.PLAYED for r in self.rounds)


def _text(players: pd.DataFrame, name: str, column: str) -> str:
    if column not in players.columns or name not in players.index:
        return ""
    value = players.at[name, column]
    return "" if value is None or (isinstance(value, float) and math.isnan(value)) \
        else str(value).strip()


def _rating(value: Any) -> float | None:
    number = float(value)
    return None if math.isnan(number) or number <= 0 else number


def _points(value: Any) -> float:
    number = float(value)
    return 0.0 if math.isnan(number) else number


def _kind(note: str, played: bool, points: float, has_opponent: bool) -> Kind:
    if played:
        return Kind.PLAYED
    if not has_opponent:
        return Kind.PAIRING_BYE if "(U)" in note else Kind.BYE
    if note == "forfeit":
        return Kind.FORFEIT_WIN if points == 1 else Kind.FORFEIT_LOSS
    return Kind.UNPLAYED


def round_number(label: str) -> int | None:
    """A round label as a number from 1 to MAX_ROUND, else None ('1.3' boards, '', '?')."""
    number = whole_number(str(label).strip())
    return number if number is not None and 1 <= number <= MAX_ROUND else None


def player_rounds(games: pd.DataFrame, players: pd.DataFrame, *,
                  idle: bool = True) -> dict[str, PlayerRounds]:
    """Every player's rounds from the games table (ratings are the file's, one per player);
    a round without a number is the player's next one. `idle`: list the players of `players`
    with no round too."""
    rounds: dict[str, list[Round]] = defaultdict(list)
    seen: dict[str, float | None] = {}
    opponents: dict[str, Opponent] = {}

    def opponent(name: str, rating: float | None) -> Opponent:
        if name not in opponents:
            opponents[name] = Opponent(name=name, rating=rating,
                                       title=_text(players, name, "title").upper(),
                                       federation=_text(players, name, "federation").upper())
        return opponents[name]

    columns = ("round", "white", "black", "white_rating", "black_rating", "white_score",
               "black_score", "played", "note", "source_line")
    table: list[list[Any]] = [games[c].astype(object).tolist() for c in columns]
    for (label, white, black, w_rating, b_rating, w_score, b_score, played, note,
         line) in zip(*table, strict=True):
        number = round_number(str(label))
        white_rating, black_rating = _rating(w_rating), _rating(b_rating)
        seen.setdefault(str(white), white_rating)
        if not black:
            bye_points = _points(w_score)
            rounds[str(white)].append(Round(number=number or len(rounds[str(white)]) + 1,
                                            points=bye_points,
                                            kind=_kind(str(note), False, bye_points, False),
                                            opponent=None, note=str(note), line=int(line)))
            continue
        seen.setdefault(str(black), black_rating)
        for name, score, other, other_rating in (
                (str(white), _points(w_score), str(black), black_rating),
                (str(black), _points(b_score), str(white), white_rating)):
            rounds[name].append(Round(number=number or len(rounds[name]) + 1, points=score,
                                      kind=_kind(str(note), bool(played), score, True),
                                      opponent=opponent(other, other_rating), note=str(note),
                                      line=int(line)))
    for name in players.index if idle else ():  # players listed with no round at all
        rounds.setdefault(str(name), [])
        seen.setdefault(str(name), _rating(players.at[name, "rating"])
                        if "rating" in players.columns else None)
    return {name: PlayerRounds(name=name, fide_id=_text(players, name, "fide_id"),
                               title=_text(players, name, "title").upper(),
                               federation=_text(players, name, "federation").upper(),
                               sex=_text(players, name, "sex").upper(), rating=seen.get(name),
                               rounds=tuple(sorted(items, key=lambda r: r.number)))
            for name, items in rounds.items()}


def pairing_of(rounds: dict[str, PlayerRounds], description: str = "") -> Pairing:
    """Round robin when every player met every other once (twice: double), or the header says so;
    otherwise Swiss."""
    text = description.lower()
    if "double" in text and ("robin" in text or "rundenturnier" in text):
        return Pairing.DOUBLE_ROUND_ROBIN
    if "robin" in text or "rundenturnier" in text or "scheveningen" in text:
        return Pairing.ROUND_ROBIN
    names = set(rounds)
    if len(names) < 3:
        return Pairing.SWISS
    counts = set()
    for player in rounds.values():
        met: dict[str, int] = defaultdict(int)
        for entry in player.rounds:
            if entry.opponent is not None:
                met[entry.opponent.name] += 1
        if set(met) != names - {player.name}:
            return Pairing.SWISS
        counts |= set(met.values())
    if counts == {1}:
        return Pairing.ROUND_ROBIN
    return Pairing.DOUBLE_ROUND_ROBIN if counts == {2} else Pairing.SWISS


def zero_against_rated(rounds: dict[str, PlayerRounds]) -> frozenset[str]:
    """Unrated players who scored nothing in their played games against rated opponents (1.4.2b)."""
    out = set()
    for player in rounds.values():
        rated = [r for r in player.rounds if r.kind is Kind.PLAYED and r.opponent is not None
                 and r.opponent.rating is not None]
        if player.rating is None and rated and not sum(r.points for r in rated):
            out.add(player.name)
    return frozenset(out)
