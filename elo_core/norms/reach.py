"""Whether any smaller game set could still make a title result: a bound that spares the search."""

from __future__ import annotations

from collections.abc import Sequence

from elo_core.norms.arithmetic import percent, whole_ratings
from elo_core.norms.rules import Threshold
from elo_core.rules.fide_tables import dp_for_percent

LEAST_KEPT = 7  # a smaller game set keeps at least 7 games (1.4.1e-f)


def best_percent(points: Sequence[float], *, round_robin: bool) -> int:
    """The highest p of any game set the search may try: the whole event in a round robin, else
    the best prefix of at least LEAST_KEPT rounds (1.4.1e); leaving wins out never raises p."""
    sizes = [len(points)] if round_robin else range(LEAST_KEPT, len(points) + 1)
    return max((percent(sum(points[:size]), size) for size in sizes), default=0)


def best_ra(ratings: Sequence[float | None], *, threshold: Threshold, unrated: int) -> int | None:
    """The highest Ra any set of at least LEAST_KEPT of these opponents can have (None: too few):
    for k opponents, the k - 1 highest plus the k-th raised to the floor if below it, .5 up."""
    values = sorted(whole_ratings(ratings, unrated=unrated), reverse=True)
    best = None
    for k in range(LEAST_KEPT, len(values) + 1):
        total = sum(values[:k - 1]) + max(values[k - 1], threshold.floor)
        ra = (2 * total + k) // (2 * k)
        best = ra if best is None else max(best, ra)
    return best


def smaller_sets_hopeless(ratings: Sequence[float | None], points: Sequence[float], *,
                          threshold: Threshold, unrated: int, round_robin: bool) -> bool:
    """True when no smaller game set can give Ra and Rp their minimums (each bounded from
    above on its own: the highest Ra with the highest p), so the search can be skipped."""
    ra = best_ra(ratings, threshold=threshold, unrated=unrated)
    if ra is None or ra < threshold.ra_min:
        return True
    return ra + dp_for_percent(best_percent(points, round_robin=round_robin)) < threshold.rp_min
