"""The Calculator page's one call: its typed options in, your K, theirs and the game out."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Any

from elo_core.calculator import GameOutcome, opponent_k, single_game
from elo_core.display.text import calculator_headline
from elo_core.models import Profile, Result, System
from elo_core.rules.kfactor import KChoice, KRule, choose_k


@dataclass(frozen=True, kw_only=True, slots=True)
class GameOptions:
    """What the Calculator page's widgets hold (None: left empty)."""

    own: float
    opponent: float
    model: System
    rule: KRule
    date: dt.date
    k: float | None = None  # a fixed K (the Fixed K rule)
    games: int = 0  # your rated games before this one (FIDE and US Chess formula rules)
    birth_year: int | None = None
    peak: float | None = None
    opponent_k: float | None = None
    opponent_games: int | None = None
    result: Result = Result.WIN  # the result the page spells out (all three are rated)


@dataclass(frozen=True, kw_only=True, slots=True)
class GameRun:
    """One game as the page shows it: your K and why, your opponent's, and the game."""

    choice: KChoice
    their_choice: KChoice
    game: GameOutcome

    @property
    def whole(self) -> bool:
        """True under FIDE, whose changes the page shows rounded to whole points."""
        return self.game.system == System.FIDE

    def shown_change(self, result: Result) -> float:
        """Your change for `result` as the page shows it (FIDE: the whole-number change)."""
        outcome = self.game.outcome(result)
        return outcome.change_rounded if self.whole else outcome.change

    def headline(self) -> dict[str, Any]:
        """What the saved-runs list keeps of this run: E, K and the three shown changes."""
        changes = {r.value: self.shown_change(r) for r in Result}
        return calculator_headline(self.game.expected, self.choice.k, changes, whole=self.whole)


def run_game(options: GameOptions) -> GameRun:
    """Choose both players' K by the chosen rule and rate the game three ways (EloError when an
    input cannot be rated)."""
    profile = Profile(rating=options.own, games_played=options.games,
                      birth_year=options.birth_year, peak_rating=options.peak)
    choice = choose_k(options.rule, profile, k=options.k, date=options.date, games_in_event=1)
    theirs = opponent_k(options.rule, choice, rating=options.opponent, k=options.opponent_k,
                        games=options.opponent_games, date=options.date)
    game = single_game(options.own, options.opponent, system=options.model, k=choice.k,
                       date=options.date, opponent_k=theirs.k)
    return GameRun(choice=choice, their_choice=theirs, game=game)
