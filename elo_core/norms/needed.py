"""What is still needed after round k of n: the score in the remaining games that makes a norm."""

from __future__ import annotations

import math
from collections.abc import Sequence
from fractions import Fraction

from elo_core.norms.arithmetic import adjust, average, half_up, least_points, performance, share_ok
from elo_core.norms.result import Needed, Outlook
from elo_core.norms.rules import Threshold


def _ra(ratings: Sequence[float | None], threshold: Threshold, unrated: int) -> int:
    return average(adjust(ratings, floor=threshold.floor, unrated=unrated).ratings)


def assumed_default(ratings: Sequence[float | None], unrated: int) -> int | None:
    """The opponents met so far, averaged (unrated at the edition's value), for the rest."""
    values = [unrated if r is None else r for r in ratings]
    return half_up(Fraction(sum(Fraction(v) for v in values), len(values))) if values else None


def _min_average(ratings: Sequence[float | None], remaining: int, threshold: Threshold,
                 unrated: int) -> int | None:
    """The least whole rating that, given to each remaining opponent, lifts Ra to its minimum;
    never below `unrated`, the least any opponent counts at (an unrated one counts as that)."""
    low, high = unrated, 3500
    if _ra([*ratings, *[high] * remaining], threshold, unrated) < threshold.ra_min:
        return None
    while low < high:  # Ra grows with the rating given to the rest: bisect
        middle = (low + high) // 2
        if _ra([*ratings, *[middle] * remaining], threshold, unrated) >= threshold.ra_min:
            high = middle
        else:
            low = middle + 1
    return low


def still_needed(ratings: Sequence[float | None], points: float, *, rounds_played: int,
                 rounds: int, threshold: Threshold, unrated: int, min_games: int,
                 assumed: int | None = None, absent: int = 0) -> Needed:
    """After `rounds_played` of `rounds`: the least score in the remaining games that gives
    Ra, Rp and 35 % over all games (each remaining opponent rated `assumed`, by default the
    average met so far), with the games count; a full point over the norm counts as a game.
    `absent`: later rounds the file already gives the player as byes (no game)."""
    remaining = max(rounds - rounds_played - absent, 0)
    if rounds_played >= rounds:
        ra = _ra(ratings, threshold, unrated) if ratings else None
        least = None if ra is None or ra < threshold.ra_min else \
            least_points(ra, len(ratings), threshold.rp_min)
        return Needed(outlook=Outlook.COMPLETE, rounds_played=rounds_played, rounds=rounds,
                      remaining=0, assumed_rating=None, points_needed=least,
                      min_average_remaining=None)
    rest = assumed if assumed is not None else assumed_default(ratings, unrated)
    rest = threshold.ra_min if rest is None else rest
    final = [*ratings, *[rest] * remaining]
    games = len(final)
    ra = _ra(final, threshold, unrated)
    found = None
    if ra >= threshold.ra_min:
        for halves in range(2 * remaining + 1):
            total = points + halves / 2
            if not share_ok(total, games) or performance(ra, total, games) < threshold.rp_min:
                continue
            least = least_points(ra, games, threshold.rp_min)
            over = math.floor(total - least) if least is not None else 0
            if games + max(over, 0) >= min_games:
                found = halves / 2
                break
    outlook = Outlook.GONE if found is None else \
        Outlook.CERTAIN if found == 0 else Outlook.POSSIBLE
    least_average = _min_average(ratings, remaining, threshold, unrated)
    return Needed(outlook=outlook, rounds_played=rounds_played, rounds=rounds,
                  remaining=remaining, assumed_rating=rest, points_needed=found,
                  min_average_remaining=least_average, any_remaining=least_average == unrated)
