"""The Tournament page's one call: its typed options and rounds table in, the rated event out."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

import pandas as pd

from elo_core.errors import Problem
from elo_core.event import rate_event
from elo_core.models import Game, Profile, System, TimeControl
from elo_core.rules.kfactor import KRule
from elo_core.scenarios import rounds_grid
from elo_core.scenarios.share_links import (
    DEFAULT_RD,
    DEFAULT_VOLATILITY,
    TOURNAMENT_SYSTEMS,
    TournamentScenario,
)
from elo_core.systems.result import EventResult


@dataclass(frozen=True, kw_only=True, slots=True)
class EventOptions:
    """What the Tournament page's profile widgets hold (None: left empty)."""

    choice: str  # a key of TOURNAMENT_SYSTEMS: the system, its K rule and its label
    rating: float | None  # None: unrated
    games_played: int
    date: dt.date
    time_control: TimeControl = TimeControl.STANDARD
    birth_year: int | None = None
    peak: float | None = None
    k: float | None = None  # a K given by the user (an override, or the fixed K)
    rd: float = DEFAULT_RD
    volatility: float = DEFAULT_VOLATILITY
    player: str = ""
    event: str = ""

    @property
    def system(self) -> System:
        """The rating system of the choice."""
        return TOURNAMENT_SYSTEMS[self.choice][0]

    @property
    def k_rule(self) -> KRule:
        """The K rule of the choice."""
        return TOURNAMENT_SYSTEMS[self.choice][1]

    def profile(self) -> Profile:
        """The player before the event (EloError when a value cannot be one)."""
        return Profile(rating=self.rating, games_played=self.games_played,
                       birth_year=self.birth_year, peak_rating=self.peak, rd=self.rd,
                       volatility=self.volatility)


@dataclass(frozen=True, kw_only=True, slots=True)
class Rounds:
    """The rounds table read: its games, each row's round number, every bad cell."""

    games: tuple[Game, ...]
    numbers: tuple[int, ...]
    problems: tuple[Problem, ...]


def read_rounds(frame: pd.DataFrame) -> Rounds:
    """Read the rounds table's games and round numbers, with every problem of either."""
    games, problems = rounds_grid.games_from_rounds(frame)
    numbers, number_problems = rounds_grid.round_numbers(frame)
    return Rounds(games=tuple(games), numbers=tuple(numbers),
                  problems=(*problems, *number_problems))


@dataclass(frozen=True, kw_only=True, slots=True)
class EventRun:
    """The event as the page shows it: the profile, the rated result and the shareable scenario."""

    profile: Profile
    result: EventResult
    scenario: TournamentScenario


def run_event(options: EventOptions, games: tuple[Game, ...]) -> EventRun:
    """Rate the games under the chosen system (EloError when an input cannot be rated)."""
    profile = options.profile()
    result = rate_event(profile, list(games), system=options.system, date=options.date,
                        time_control=options.time_control, k=options.k, k_rule=options.k_rule)
    scenario = TournamentScenario(
        system=options.choice, rating=profile.rating, games_played=options.games_played,
        games=games, k=options.k, birth_year=profile.birth_year,
        peak_rating=profile.peak_rating, date=options.date, time_control=options.time_control,
        rd=profile.rd, volatility=profile.volatility)
    return EventRun(profile=profile, result=result, scenario=scenario)
