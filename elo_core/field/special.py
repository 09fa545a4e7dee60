"""The players a whole field cannot rate by array arithmetic alone: FIDE first ratings (the
initial-rating rule per player, on results pooled from numpy arrays), US Chess provisional ratings
(the one-player engine) and floors."""

from __future__ import annotations

import datetime as dt
import itertools
import math

import numpy as np

from elo_core.field import arrays
from elo_core.field.state import PlayerState, Pool
from elo_core.models import Game, History, Profile, Result, TimeControl
from elo_core.rules import uscf
from elo_core.rules.editions import uscf_edition
from elo_core.rules.newplayer import initial_from_results
from elo_core.systems.uscf import rate as rate_uscf

ESTABLISHED_USCF_GAMES = float(uscf.ESTABLISHED_GAMES)  # games played not given: established
# why a player's K is what it is: a K of their own, or the US Chess formula
K_REASONS = np.array(["K given", "US Chess: 800 / (N' + m)"], dtype=object)


_RESULTS = {1.0: Result.WIN, 0.5: Result.DRAW, 0.0: Result.LOSS}


def _games_of(s: dict[str, np.ndarray], sides: object, opp: np.ndarray) -> list[Game]:
    """The sides as the one-player engine's games (the columns taken out as lists first: numpy
    scalars one at a time cost several times more)."""
    at = np.asarray(sides, dtype=np.int64)
    return [Game(opponent_rating=None if math.isnan(rating) else rating,
                 result=_RESULTS[score], played=played, opponent=str(opponent))
            for rating, score, played, opponent in zip(
                opp[at].tolist(), s["score"][at].astype(float).tolist(),
                s["played"][at].astype(bool).tolist(), s["opponent"][at].tolist(), strict=True)]


def _sides_of(player: np.ndarray, codes: np.ndarray) -> dict[int, np.ndarray]:
    """The sides (in order) of each of the players `codes`, found by one stable sort."""
    if not len(codes):
        return {}
    order = np.argsort(player, kind="stable")
    ranked = player[order]
    low = np.searchsorted(ranked, codes, side="left")
    high = np.searchsorted(ranked, codes, side="right")
    return {int(c): order[a:b] for c, a, b in zip(codes.tolist(), low.tolist(), high.tolist(),
                                                   strict=True)}


# FIDE pools a new player's results over up to 26 months: at most 731 + 31 + 31 = 793 days
# (two years, one of them a leap year, and two 31-day months)
POOL_DAYS = 793

def _event_results(s: dict[str, np.ndarray], event: np.ndarray, m: int, pre: np.ndarray,
                   codes: np.ndarray) -> tuple[list[int], list[int], list[list[float]],
                                               list[float]]:
    """For the players `codes`, per (player, event) in that order: the player, the event, the
    ratings of the opponents of the rated games (in side order) and the score of those games."""
    wanted = np.zeros(len(pre), dtype=bool)
    wanted[codes] = True
    at = np.flatnonzero(wanted[s["player"]])
    key = s["player"][at] * m + event[at]
    order = np.argsort(key, kind="stable")
    at, key = at[order], key[order]
    change = key[1:] != key[:-1]
    starts = np.flatnonzero(np.append(True, change))
    group = np.append(0, np.cumsum(change))
    opponent = s["opponent"][at]
    opp = np.where(opponent >= 0, pre[np.maximum(opponent, 0)], np.nan)
    rated = s["played"][at].astype(bool) & ~np.isnan(opp)
    halves = np.bincount(group[rated], weights=s["score"][at][rated] * 2, minlength=len(starts))
    ratings = opp[rated].tolist()
    # where each (player, event)'s rated games start in `ratings`, and where the last one ends
    bounds = [*np.searchsorted(group[rated], np.arange(len(starts))).tolist(), len(ratings)]
    keys = key[starts]
    return ((keys // m).tolist(), (keys % m).tolist(),
            [ratings[a:b] for a, b in itertools.pairwise(bounds)], (np.rint(halves) / 2).tolist())


def fide_first_ratings(s: dict[str, np.ndarray], *, event: np.ndarray, dates: list[dt.date],
                       pre: np.ndarray, new: np.ndarray, notes: np.ndarray,
                       time_control: TimeControl, present: np.ndarray,
                       pending: dict[int, Pool]) -> np.ndarray:
    """Players unrated at the start of a rating period: FIDE's initial rating when their games
    (this period's events, pooled with earlier ones within 26 months) qualify, else why not.

    A zero score in the player's first event is disregarded, as the rule says.
    """
    out = new.copy()
    unrated = present[np.isnan(pre[present])]
    if not len(unrated):
        return out
    players, places, opponents, scores = _event_results(s, event, len(dates), pre, unrated)
    for i, code in enumerate(players):  # each player's events of the period in order
        day = dates[places[i]]
        earlier = [entry for entry in pending.get(code, []) if (day - entry[0]).days <= POOL_DAYS]
        kept = bool(earlier) or scores[i] > 0
        pool = [*earlier, (day, opponents[i], scores[i])] if kept and opponents[i] else earlier
        pending[code] = pool
        if i + 1 < len(players) and players[i + 1] == code:
            continue
        if not kept:
            notes[code] = "unrated: a zero score in a first event is disregarded"
            continue
        initial = initial_from_results([r for _, ratings, _ in pool for r in ratings],
                                       sum(score for _, _, score in pool), day, time_control)
        pooled = f" (games of {len(pool)} events pooled)" if len(pool) > 1 else ""
        if initial.rating is not None:
            out[code] = float(initial.rating)
            notes[code] = f"first rating{pooled}: {initial.reason}"
            pending.pop(code, None)
        else:
            notes[code] = f"unrated{pooled}: {initial.reason}"
    return out


def uscf_ratings(s: dict[str, np.ndarray], *, r: np.ndarray, pre: np.ndarray, n: np.ndarray,
                 score: np.ndarray, expected: np.ndarray, k_user: np.ndarray,
                 state: PlayerState, date: dt.date, notes: np.ndarray, present: np.ndarray
                 ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """US Chess standard formula for established players, the engine's own for provisional ones.

    Only the event's players (`present`) are worked out: the other places of the arrays returned
    hold no K, no reason, no change and the rating they had.
    """
    size = len(pre)
    at, n_at, k_given = present, n[present], k_user[present]
    given = np.nan_to_num(state.games_played[at], nan=ESTABLISHED_USCF_GAMES)
    n_eff = arrays.uscf_effective_games(pre[at], given)  # (NaN unrated: the special formula)
    k = np.full(size, np.nan)
    k[at] = np.where(np.isnan(k_given), 800.0 / (n_eff + np.maximum(n_at, 1)), k_given)
    reason = np.full(size, "", dtype=object)
    reason[at] = K_REASONS[np.isnan(k_given).astype(np.int64)]
    player, opponent = s["player"][r], s["opponent"][r]
    pairs, counts = np.unique(player * size + opponent, return_counts=True)
    most = np.zeros(size, dtype=np.int64)
    np.maximum.at(most, pairs // size, counts)
    base = k[at] * (score[at] - expected[at])
    b = uscf_edition(date).bonus_b
    threshold = b * np.sqrt(np.maximum(n_at, 4))  # the bonus's
    bonus = np.where((n_at >= 3) & (most[at] <= 2), np.maximum(0.0, base - threshold), 0.0)
    new = pre.copy()
    new[at] = pre[at] + base + bonus  # (no rated game: K (0 - 0) = 0, no bonus)
    special = np.isnan(pre[at]) | (given <= 8)
    earned = (bonus > 0) & ~special  # (the special formula has no bonus)
    notes[at[earned]] = [
        f"US Chess bonus {extra:+.2f}: K(S - E) = {gain:+.2f} is above B x sqrt(max(m, 4)) = "
        f"{limit:.2f} (B = {b:g}, m = {games} games)" for extra, gain, limit, games in zip(
            bonus[earned].tolist(), base[earned].tolist(), threshold[earned].tolist(),
            n_at[earned].astype(np.int64).tolist(), strict=True)]
    provisional = at[special]
    opp = np.where(s["opponent"] >= 0, pre[np.maximum(s["opponent"], 0)], np.nan)
    by_player = _sides_of(s["player"], provisional)
    for code, games in zip(provisional.tolist(), given[special].tolist(), strict=True):
        own = None if np.isnan(pre[code]) else float(pre[code])
        profile = Profile(rating=own, games_played=int(games), history=History.MIXED,
                          peak_rating=None if np.isnan(state.peak[code]) else state.peak[code])
        result = rate_uscf(profile, _games_of(s, by_player[code], opp), date=date,
                           k=None if np.isnan(k_user[code]) else float(k_user[code]))
        new[code] = np.nan if result.new_rating is None else result.new_rating
        reason[code] = result.k_reason
        k[code] = np.nan  # (the special formula has no K)
        notes[code] = "provisional: special formula"
    rated = present[(n[present] > 0) & ~np.isnan(new[present]) & ~np.isnan(pre[present])]
    floors = arrays.uscf_floors(state.peak[rated], state.games_played[rated])
    low = new[rated] < floors
    new[rated[low]] = floors[low]
    notes[rated[low]] = [f"held at the floor {floor:.0f}" for floor in floors[low]]
    change, rounded = np.zeros(size), np.zeros(size)
    change[at] = np.nan_to_num(new[at] - pre[at])  # (0 for an unrated player: NaN - x)
    rounded[at] = arrays.half_away_float(change[at])
    return k, reason, change, rounded, new


