"""What a reader found in an event file, in sentences for the page and the CLI."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

import numpy as np
import pandas as pd

from elo_core.errors import Problem
from elo_core.io.games import EventFile

FORMAT_NAMES = {"trf": "a FIDE TRF", "pgn": "a PGN", "csv (games)": "a games CSV",
                "csv (rounds)": "one player's rounds (CSV)",
                **{f"{kind} (games)": f"a games sheet (.{kind})" for kind in ("xlsx", "ods")},
                **{f"{kind} (rounds)": f"one player's rounds (.{kind})"
                   for kind in ("xlsx", "ods")}}


@dataclass(frozen=True, kw_only=True, slots=True)
class ReadSummary:
    """Counts of what was read, and what was skipped (with the reason)."""

    format: str
    events: int
    players: int
    listed_players: int | None  # TRF: player lines, bye markers included
    without_games: tuple[str, ...]  # listed in the file but in no game
    rows: int
    games_played: int  # over the board, once each
    not_played: tuple[tuple[str, int], ...]  # (why, how many rows)
    rounds: int  # (event, round) pairs: rounds summed over the events
    most_rounds: int  # rounds of the event with the most
    skipped: tuple[Problem, ...]

    def sentences(self) -> list[str]:
        """The summary as short sentences (names are left out: they are shown as table text)."""
        name = FORMAT_NAMES.get(self.format, f"a {self.format}")
        out = [f"Read {name}: {self._events_and_rounds()}, {_n(self.players, 'player')}."]
        if self.listed_players is not None and self.listed_players != self.players:
            markers = [p for p in self.skipped if "bye marker" in p.message]
            parts = [f"line {p.line} ('{p.value}') is the bye marker, not a player"
                     for p in markers]
            if self.without_games:
                parts.append(f"{len(self.without_games):,} played no game")
            out.append(f"The file lists {self.listed_players:,} player lines, {self.players:,} "
                       f"of them players: {'; '.join(parts) or 'the others are in no game'}.")
        elif self.without_games:
            out.append(f"{_n(len(self.without_games), 'listed player')} played no game and "
                       "are not rated.")
        out.append(f"{_n(self.games_played, 'game')} played (each counted once); "
                   f"{self.rows:,} rows in all.")
        if self.not_played:
            detail = ", ".join(f"{count:,} {why}" for why, count in self.not_played)
            out.append(f"Not played, so not rated (points still counted): {detail}.")
        if self.skipped:
            out.append(f"{_n(len(self.skipped), 'item')} skipped (listed below, with the line "
                       "and why).")
        return out


    def _events_and_rounds(self) -> str:
        """'1 event, 5 rounds'; several events: '12 events (up to 9 rounds each, 98 in all)'."""
        events = _n(self.events, "event")
        if not self.rounds:
            return f"{events}, no round numbers in the file"
        if self.events == 1:
            return f"{events}, {_n(self.rounds, 'round')}"
        return f"{events} (up to {_n(self.most_rounds, 'round')} each, {self.rounds:,} in all)"


def _n(count: int, noun: str) -> str:
    """'1 game', '200,000 games'."""
    return f"{count:,} {noun}{'' if count == 1 else 's'}"


def _distinct(column: pd.Series) -> set[str]:
    """The distinct values of a column as text (a categorical column: its used categories)."""
    if isinstance(column.dtype, pd.CategoricalDtype):
        column = column.cat.remove_unused_categories().cat.categories.to_series()
    return set(column.astype(str).unique().tolist())


def read_summary(event: EventFile) -> ReadSummary:
    """Count players, games, rounds and unplayed rows of a read file."""
    games = event.games
    # (distinct names first: iterating a column of pandas' arrow-backed text costs microseconds a
    # value, 0.9 s for a 200,000-game season)
    named = _distinct(games["white"]) | _distinct(games["black"])
    named.discard("")
    listed = [str(p) for p in event.players.index] if event.listed_players is not None else []
    played = games["played"].to_numpy(bool) & (games["black"].astype(str) != "").to_numpy(bool)
    notes = games["note"].astype(str).to_numpy()
    not_played = Counter(str(n) or "not played" for n in notes[~played])
    rounds = games.loc[~games["round"].isin([""]), ["event", "round"]].drop_duplicates()
    return ReadSummary(
        format=event.format, events=int(games["event"].nunique()), players=len(named),
        listed_players=event.listed_players,
        without_games=tuple(sorted(p for p in listed if p not in named)),
        rows=len(games), games_played=int(np.count_nonzero(played)),
        not_played=tuple(sorted(not_played.items(), key=lambda item: -item[1])),
        rounds=len(rounds), most_rounds=int(rounds["event"].value_counts().max()) if len(rounds)
        else 0, skipped=event.skipped)
