"""Expected scores: the classic logistic curve, FIDE's table with the 400-point rule, US Chess."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from elo_core.models import check_rating
from elo_core.rules.editions import CapRule, FideEdition
from elo_core.rules.fide_tables import pd_hundredths
from elo_core.rules.rounding import half_up_int

CLASSIC_LABEL = "Classic logistic"  # the name of the curve on every page, chart and report
LOGISTIC_FORMULA = "E = 1 / (1 + 10^((opponent - you) / 400))"


def logistic(own: float, opponent: float) -> float:
    """Classic Elo expectation 1 / (1 + 10^((opponent - own) / 400)); no cap."""
    check_rating(own, "rating")
    check_rating(opponent, "opponent rating")
    return 1.0 / (1.0 + math.pow(10.0, (opponent - own) / 400.0))


def logistic_diff(diff: float) -> float:
    """Classic expectation for a player `diff` points above the opponent (used for curves)."""
    return 1.0 / (1.0 + math.pow(10.0, -diff / 400.0))


def uscf_winning_expectancy(own: float, opponent: float) -> float:
    """US Chess winning expectancy: the same logistic form, with no cap."""
    return logistic(own, opponent)


def fide_table(diff: int, cap: int | None = 400) -> float:
    """FIDE table 8.1.2 expectation for a whole-point difference, capped at `cap` if given."""
    if cap is not None:
        diff = max(-cap, min(cap, diff))
    return pd_hundredths(diff) / 100


@dataclass(frozen=True, kw_only=True, slots=True)
class FideExpectation:
    """One game's FIDE expectation: the gap used, whether it was capped, PD in hundredths."""

    real_diff: int
    used_diff: int
    capped: bool
    pd: int  # hundredths

    @property
    def expected(self) -> float:
        """PD as a fraction (0.00 .. 1.00)."""
        return self.pd / 100


def fide_expectations(
    own: float, opponents: Sequence[float], edition: FideEdition
) -> tuple[FideExpectation, ...]:
    """Per-game FIDE expectations for one player's rated games in one event, by `edition`.

    Applies the 350/400-point rule as the edition words it: always; only for players below 2650
    (standard, from 2025-10-01); or (2022-2024) for the higher-rated side only in the one game of
    the event with the largest difference (the lower-rated side is always capped).
    """
    own_int = half_up_int(own)
    diffs = [own_int - half_up_int(check_rating(opp, "opponent rating")) for opp in opponents]
    cap = edition.cap
    exempt = edition.cap_rule == CapRule.BELOW_2650 and own >= 2650
    once = edition.cap_rule == CapRule.ONCE_PER_EVENT
    # the one game whose gap the higher-rated side may have capped: the largest gap, the later
    # of equal ones (a gap within the cap is left as it is whether it is this game or not)
    once_index = max(range(len(diffs)), key=lambda i: (diffs[i], i), default=None)
    out = []
    for i, d in enumerate(diffs):
        above_kept = once and i != once_index  # 2022-2024: a gap above the cap stays above it
        used = d if exempt else max(-cap, d if above_kept else min(cap, d))
        out.append(FideExpectation(real_diff=d, used_diff=used, capped=used != d,
                                   pd=pd_hundredths(used)))
    return tuple(out)
