"""Shared value types: results, systems, time controls, games and player profiles."""

from __future__ import annotations

import enum
import math
from dataclasses import dataclass

from elo_core.errors import InputError
from elo_core.io.cells.results import one_side

MIN_RATING = 0
MAX_RATING = 4000


class System(enum.StrEnum):
    """A rating system: how expected scores, K and rounding are computed."""

    CLASSIC = "classic"
    FIDE = "fide"
    USCF = "uscf"
    GLICKO2 = "glicko2"

    @property
    def has_k(self) -> bool:
        """False for Glicko-2: its change comes from the rating deviation and volatility, and
        a K given to it would have no rule to apply."""
        return self is not System.GLICKO2


class Curve(enum.StrEnum):
    """The expectation model a result was computed with (its value is the CLI's JSON name)."""

    LOGISTIC = "logistic"
    FIDE_TABLE = "fide-table"
    USCF = "uscf"
    GLICKO2 = "glicko2"


class TimeControl(enum.StrEnum):
    """FIDE keeps separate lists (and, at times, separate rules) per time control."""

    STANDARD = "standard"
    RAPID = "rapid"
    BLITZ = "blitz"


class Result(enum.StrEnum):
    """The result of one game from the player's side."""

    WIN = "win"
    DRAW = "draw"
    LOSS = "loss"

    @property
    def score(self) -> float:
        """Points scored: 1, 0.5 or 0."""
        return {"win": 1.0, "draw": 0.5, "loss": 0.0}[self.value]

    @property
    def hundredths(self) -> int:
        """Points scored in hundredths (100, 50, 0), for exact FIDE sums."""
        return {"win": 100, "draw": 50, "loss": 0}[self.value]

    @classmethod
    def parse(cls, value: object) -> Result:
        """Read 1 / 0.5 / 0, w / d / l, ½, = and the like; raise InputError otherwise."""
        if isinstance(value, Result):
            return value
        if isinstance(value, int | float) and not isinstance(value, bool):
            if value == 1:
                return cls.WIN
            if value == 0.5:
                return cls.DRAW
            if value == 0:
                return cls.LOSS
        points, why = one_side(str(value))
        if points is None:
            raise InputError(why)
        return cls.WIN if points == 1 else cls.DRAW if points == 0.5 else cls.LOSS


def check_rating(value: float, what: str = "rating") -> float:
    """Return the rating if it is a plausible chess rating, else raise InputError."""
    if isinstance(value, bool) or not isinstance(value, int | float) or math.isnan(value):
        raise InputError(f"{what} must be a number, got {value!r}")
    if not MIN_RATING < value <= MAX_RATING:
        raise InputError(f"{what} must be between 1 and {MAX_RATING}, got {value:g}")
    return value


@dataclass(frozen=True, kw_only=True, slots=True)
class Game:
    """One round from the player's side. An unrated opponent has rating None."""

    opponent_rating: float | None
    result: Result
    played: bool = True
    opponent: str = ""
    opponent_rd: float | None = None

    def __post_init__(self) -> None:
        if self.opponent_rating is not None:
            check_rating(self.opponent_rating, "opponent rating")
        if not isinstance(self.result, Result):
            raise InputError(f"result must be a Result, got {self.result!r}")
        if self.opponent_rd is not None and not 0 < self.opponent_rd <= 500:
            raise InputError(f"opponent RD must be between 0 and 500, got {self.opponent_rd:g}")

    @property
    def rated(self) -> bool:
        """True when the game counts for rating: played over the board against a rated player."""
        return self.played and self.opponent_rating is not None


class History(enum.StrEnum):
    """What a US Chess provisional player's previous games looked like."""

    MIXED = "mixed"
    ALL_WINS = "all_wins"
    ALL_LOSSES = "all_losses"


@dataclass(frozen=True, kw_only=True, slots=True)
class Profile:
    """What the K rules need to know about a player. rating None means unrated."""

    rating: float | None
    games_played: int | None = None  # None: not given (K rules then assume an established player)
    birth_year: int | None = None
    peak_rating: float | None = None
    games_in_period: int | None = None
    history: History = History.MIXED
    rd: float = 350.0
    volatility: float = 0.06

    def __post_init__(self) -> None:
        if self.rating is not None:
            check_rating(self.rating, "rating")
        if self.games_played is not None and self.games_played < 0:
            raise InputError(f"games played cannot be negative, got {self.games_played}")
        if self.peak_rating is not None:
            check_rating(self.peak_rating, "peak rating")
        if self.birth_year is not None and not 1880 <= self.birth_year <= 2100:
            raise InputError(f"birth year must be between 1880 and 2100, got {self.birth_year}")
        if self.games_in_period is not None and self.games_in_period < 0:
            raise InputError(f"games in period cannot be negative, got {self.games_in_period}")
        if not 0 < self.rd <= 500:
            raise InputError(f"RD must be between 0 and 500, got {self.rd:g}")
        if not 0 < self.volatility < 1:
            raise InputError(f"volatility must be between 0 and 1, got {self.volatility:g}")
