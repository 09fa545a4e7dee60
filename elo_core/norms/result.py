"""Result types of a norm check: conditions, one norm's figures, what is still needed, a player."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from elo_core.norms.rounds import Round
from elo_core.norms.rules import NormTitle, Sure


@dataclass(frozen=True, kw_only=True, slots=True)
class Condition:
    """One rule and whether it holds: met None means the file cannot show it."""

    rule: str
    met: bool | None
    detail: str
    sure: Sure = Sure.PRIMARY
    arbiter: bool = False  # a condition no file carries: to be confirmed by the arbiter


class Outlook(StrEnum):
    """Where a norm stands with rounds still to play."""

    COMPLETE = "event complete"
    CERTAIN = "already certain"
    POSSIBLE = "possible"
    GONE = "no longer possible"


@dataclass(frozen=True, kw_only=True, slots=True)
class Needed:
    """What the remaining rounds must bring (on the rating arithmetic; the mix is shown apart)."""

    outlook: Outlook
    rounds_played: int
    rounds: int
    remaining: int  # games the player can still play (byes already in the file aside)
    assumed_rating: int | None  # rating assumed for each remaining opponent
    points_needed: float | None  # in the remaining games (complete event: over the games counted)
    min_average_remaining: int | None  # the Ra minimum asks the remaining opponents for this
    any_remaining: bool = False  # Ra keeps its minimum even if every one is unrated (counted low)

    def as_json(self) -> dict[str, object]:
        """The JSON form."""
        return {"outlook": str(self.outlook), "rounds_played": self.rounds_played,
                "rounds": self.rounds, "remaining": self.remaining,
                "assumed_rating": self.assumed_rating, "points_needed": self.points_needed,
                "min_average_remaining": self.min_average_remaining,
                "any_remaining": self.any_remaining}


@dataclass(frozen=True, kw_only=True, slots=True)
class Left:
    """A round not counted for the norm, and why."""

    round: Round
    why: str


@dataclass(frozen=True, kw_only=True, slots=True)
class NormCheck:
    """One norm title for one player: the games counted, Ra, p, dp, Rp and every condition."""

    title: NormTitle
    counted: tuple[Round, ...]
    adjusted: tuple[int, ...]  # the counted opponents' ratings as the norm counts them
    raised: int | None  # index in `counted` of the opponent raised to the floor
    left_out: tuple[Left, ...]
    points: float
    ra: int
    percent: int
    dp: int
    rp: int
    least_points: float | None  # the least score over these games that makes Rp and 35 %
    conditions: tuple[Condition, ...]
    needed: Needed

    @property
    def met(self) -> bool:
        """Every condition the file can show holds (the arbiter's items aside)."""
        return all(c.met is True for c in self.conditions if not c.arbiter)

    @property
    def title_result(self) -> bool:
        """Ra, Rp and the 35 % share hold (a 'title result', mix aside)."""
        return all(c.met is True for c in self.conditions if c.rule.startswith("1.4.8"))


@dataclass(frozen=True, kw_only=True, slots=True)
class PlayerNorms:
    """A player and a check for each norm title above their own."""

    name: str
    fide_id: str
    title: str
    federation: str
    rating: float | None
    games: int
    points: float
    norms: tuple[NormCheck, ...]

    @property
    def in_reach(self) -> bool:
        """A norm met, or one still possible in the rounds left."""
        return any(n.met or n.needed.outlook in (Outlook.CERTAIN, Outlook.POSSIBLE)
                   for n in self.norms)
