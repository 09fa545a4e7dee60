"""Vectorised rating arithmetic for a whole field: FIDE table, K rules, rounding, performances.

Each function mirrors a scalar one in the engine (`expected.fide_expectations`, `kfactor.fide_k`,
`rounding.half_away_int`, `performance.fide_table`) on numpy arrays; tests check they agree.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

import numpy as np
import numpy.typing as npt

from elo_core.rules import uscf
from elo_core.rules.editions import CapRule, FideEdition
from elo_core.rules.fide_tables import DP_BY_PERCENT, PD_MAX_DIFF, PD_ROWS
from elo_core.rules.kfactor import RULE_700_LIMIT

Floats = npt.NDArray[Any]  # float64 values (numpy's int/float promotions make exact types noisy)
Ints = npt.NDArray[Any]  # int64 values
Bools = npt.NDArray[np.bool_]
Texts = npt.NDArray[np.object_]  # str values (object: no fixed width to truncate to)


def _pd_high_table() -> Ints:
    """Expected score (hundredths) of the higher-rated side for |D| = 0 .. 736 (736: over 735):
    each row of table 8.1.2 repeated over its differences, then 100."""
    lows, highs, values = (np.array(col, dtype=np.int64) for col in zip(*PD_ROWS, strict=True))
    return np.append(np.repeat(values, highs - lows + 1), 100)


PD_HIGH = _pd_high_table()
DP = np.asarray(DP_BY_PERCENT, dtype=np.int64)


def half_up(values: Floats) -> Ints:
    """Round .5 upwards, as `rounding.half_up_int` does for ratings (exact for whole and .5)."""
    return np.floor(values + 0.5).astype(np.int64)


def pd_hundredths(diffs: Ints) -> Ints:
    """Table 8.1.2 for whole-point differences (already capped where the rule applies)."""
    high = PD_HIGH[np.minimum(np.abs(diffs), PD_MAX_DIFF + 1)]
    out: Ints = 50 + np.sign(diffs) * (high - 50)  # the lower-rated side: 100 - high
    return out


def fide_used_diffs(own: Floats, opp: Floats, player: Ints, edition: FideEdition) -> Ints:
    """Differences after the edition's 350/400-point rule, as `fide_expectations` applies it.

    `player` groups the games (sides in event order): for the 2022-2024 rule the higher-rated
    side is capped only in its one game with the largest difference (the last such on ties).
    """
    diffs = half_up(own) - half_up(opp)
    cap = edition.cap
    over = np.clip(diffs, -cap, cap) != diffs
    if edition.cap_rule == CapRule.BELOW_2650:
        over &= own < 2650
    if edition.cap_rule == CapRule.ONCE_PER_EVENT:
        up = over & (np.sign(diffs) == 1)  # the higher-rated side's games over the cap
        above = np.flatnonzero(up)
        keep = np.zeros(len(diffs), dtype=bool)
        if len(above):
            order = np.lexsort((above, diffs[above], player[above]))
            ranked = above[order]
            last = np.append(player[ranked][1:] != player[ranked][:-1], True)
            keep[ranked[last]] = True
        over &= ~up | keep
    return np.where(over, np.sign(diffs) * cap, diffs)


def group_ids(keys: Ints, n_keys: int) -> tuple[Ints, Ints]:
    """The distinct keys (sorted) and each key's place among them, as `np.unique(keys,
    return_inverse=True)` gives them; by a dense table when keys are few, else by sorting."""
    if n_keys <= 8 * len(keys) + 4096:
        seen = np.zeros(n_keys, dtype=bool)
        seen[keys] = True
        place = np.cumsum(seen) - 1
        return np.flatnonzero(seen), place[keys]
    distinct, inverse = np.unique(keys, return_inverse=True)
    return distinct, inverse.ravel()  # (1-D whatever shape a numpy 2 release gives it)


def games_per_event(event: Ints, played: Bools, events: int) -> Ints:
    """Games played in each event 0..events-1, from its sides (a played game has two)."""
    sides: Ints = np.bincount(event, weights=played, minlength=events).astype(np.int64)
    return sides // 2


def divide_half_away(numerator: Ints, denominator: int) -> Ints:
    """numerator / denominator rounded half away from zero, in integers (no float error)."""
    magnitude = (np.abs(numerator) * 2 + denominator) // (2 * denominator)
    out: Ints = np.sign(numerator) * magnitude
    return out


def half_away_float(values: Floats, places: int = 0) -> Floats:
    """Round half away from zero for floats (a tiny guard absorbs binary representation error)."""
    scale = 10.0 ** places
    scaled = np.abs(values) * scale
    return np.sign(values) * np.floor(scaled + 0.5 + 1e-9 * np.maximum(1.0, scaled)) / scale


def fide_k(rating: Floats, peak: Floats, birth_year: Floats, games_played: Floats,
           games_in_period: Ints, *, edition: FideEdition, date: dt.date
           ) -> tuple[Ints, Texts]:
    """FIDE K per player with a short reason, in `kfactor.fide_k`'s order of precedence.

    games_played NaN means not given: such a player is taken as established (30+ games).
    """
    if edition.flat_k is not None:
        k = np.full(len(rating), edition.flat_k, dtype=np.int64)
        reason = np.full(len(rating), f"K {edition.flat_k} for all (rapid/blitz before 2022-10)",
                         dtype=object)
    else:
        top = (rating >= 2400) | (np.nan_to_num(peak) >= 2400)
        junior = (edition.junior_rule & ~np.isnan(birth_year)
                  & (date.year <= np.nan_to_num(birth_year) + 18) & (rating < 2300)
                  & (np.nan_to_num(birth_year) <= date.year))  # (after the event: said)
        new = games_played < 30  # (NaN, not given, compares False: established)
        which = np.select([top, junior & ~top, new & ~top & ~junior], [0, 1, 2], 3)
        k = np.array([edition.k_top, edition.k_new, edition.k_new, edition.k_established],
                     dtype=np.int64)[which]
        reason = np.array([f"has reached 2400: K {edition.k_top}",
                           f"junior under 2300: K {edition.k_new}",
                           f"fewer than 30 rated games: K {edition.k_new}",
                           f"established, under 2400: K {edition.k_established}"],
                          dtype=object)[which]
    if edition.rule_700:  # (no games: 0 points, never over the limit)
        capped = k * games_in_period > RULE_700_LIMIT
        k[capped] = np.floor_divide(RULE_700_LIMIT, games_in_period[capped])
        reason[capped] = reason[capped] + "; 700 rule"
    return k, reason


def list_k(listed: Floats, games_in_period: Ints, k: Ints, reason: Texts, *, rule_700: bool
           ) -> tuple[Ints, Texts]:
    """Where a rating list gives a player's K for the period (`listed`, NaN where it does
    not), that K, lowered by the 700 rule when K x games exceeds 700; elsewhere `k` as it is."""
    has = ~np.isnan(listed)
    given = np.nan_to_num(listed).astype(np.int64)
    capped = has & rule_700 & (given * games_in_period > RULE_700_LIMIT)
    out = np.where(has, given, k)
    out[capped] = np.floor_divide(RULE_700_LIMIT, games_in_period[capped])
    text = np.array([f"the list's K {g}" for g in given.tolist()], dtype=object)
    text[capped] = text[capped] + "; 700 rule"
    return out, np.where(has, text, reason)


def auto_k(rating: Floats) -> tuple[Floats, Texts]:
    """The calculators' 'auto' K: 40 below 2100, 20 below 2400, 10 from 2400."""
    which = np.select([rating < 2100, rating < 2400], [0, 1], 2)
    k = np.array([40.0, 20.0, 10.0])[which]
    reason = np.array(["auto: 40 below 2100", "auto: 20 from 2100 to 2399", "auto: 10 from 2400"],
                      dtype=object)[which]
    return k, reason


def uscf_effective_games(rating: Floats, games_played: Floats) -> Floats:
    """N' = min(N, N*), N* = 50 / sqrt(0.662 + 0.00000739 (2569 - R)^2), 50 above 2355."""
    n_star = np.where(rating > 2355, 50.0,
                      50.0 / np.sqrt(0.662 + 0.00000739 * (2569 - rating) ** 2))
    return np.minimum(games_played, n_star)


def uscf_floors(peak: Floats, games_played: Floats) -> Floats:
    """US Chess floors as `uscf.floor`: (peak - 200) with the last two digits zeroed, from 1200
    up to 2100, for established players (games played not given counts as established); else
    (and without a peak) the absolute floor 100."""
    peak_floor = np.floor_divide(peak - 200, 100) * 100
    provisional = ~np.isnan(games_played) & (games_played < uscf.FLOOR_GAMES)
    out: Floats = np.where(np.isnan(peak) | (peak_floor < 1200) | provisional, 100.0,
                           np.minimum(peak_floor, 2100.0))
    return out


def fide_performance(opp_sum: Floats, n: Ints, score_h: Ints) -> Floats:
    """FIDE table method: average opponent (.5 up) + dp of the whole percent (.5 up); NaN at n=0."""
    safe = np.maximum(n, 1)
    average = half_up(opp_sum / safe)
    percent = (2 * score_h + safe) // (2 * safe)
    out = (average + DP[percent]).astype(float)  # (0 <= score <= n: a percent 0 to 100)
    return np.where(n > 0, out, np.nan)


def linear_performance(opp_sum: Floats, n: Ints, score: Floats) -> Floats:
    """Average opponent + 400 (W - L) / n, NaN when no game was rated."""
    safe = np.maximum(n, 1)
    return np.where(n > 0, opp_sum / safe + 400 * (2 * score - n) / safe, np.nan)
