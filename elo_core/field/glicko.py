"""One Glicko-2 rating period of a field, rated at once: every player's games of the period from
the ratings, RDs and volatilities at its start (Glickman's algorithm, as `rules.glicko2.update`
does it for one player), in numpy arrays grouped by player.

A player's change in a period is phi'^2 x the sum over their games of g(phi_j) (s - E), so it
splits exactly into each event's (and each game's) share: the rows of an event add up to the
period's change. A player with no rated game in a period (absent, or only a bye or a forfeit)
only sees their RD grow (step 6 of the paper), once per period.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from elo_core.field import arrays
from elo_core.field.period import PeriodRated, first_given
from elo_core.field.state import PlayerState
from elo_core.rules.glicko2 import EPSILON, SCALE

START_RATING = 1500.0  # Glickman's values for a player with no rating
START_RD = 350.0
START_VOLATILITY = 0.06
RATED_RD = 50.0  # a player the file rates but whose RD is not given: taken as established


@dataclass(frozen=True, kw_only=True, slots=True, eq=False)
class GlickoInput:
    """A period's games from each player's side, the event (0..m-1) of each side, the period's
    place in the calendar (months since year 0) and the system constant tau."""

    sides: dict[str, np.ndarray]
    event: np.ndarray
    events: int
    period_index: int
    tau: float


def start_values(state: PlayerState, player: np.ndarray, file_rating: np.ndarray,
                 period_index: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Everyone's rating, RD and volatility at the start of the period: carried ones, with the
    RD grown once for every period missed since their last; a first appearance takes the file's
    rating (RD RATED_RD, or the players file's) or, unrated, 1500 / 350 / 0.06."""
    rating, rd, vol = state.rating.copy(), state.rd.copy(), state.volatility.copy()
    first = np.flatnonzero(np.isnan(state.last_period))  # not rated by this list yet
    given = np.where(np.isnan(rating), first_given(file_rating, player, len(rating)), rating)
    rating[first] = np.where(np.isnan(given[first]), START_RATING, given[first])
    rd_default = np.where(np.isnan(given), START_RD, RATED_RD)
    rd[first] = np.where(np.isnan(rd[first]), rd_default[first], rd[first])
    vol[first] = np.where(np.isnan(vol[first]), START_VOLATILITY, vol[first])
    missed = np.nan_to_num(period_index - state.last_period - 1)  # (first appearance: 0)
    rd = np.hypot(rd, np.sqrt(missed) * vol * SCALE)  # + sigma^2 per period (hypot(rd, 0) = rd)
    return rating, rd, vol


def new_volatility(sigma: np.ndarray, phi: np.ndarray, v: np.ndarray, delta: np.ndarray,
                   tau: float) -> np.ndarray:
    """Step 5 of Glickman's paper for many players at once: the Illinois iteration run on every
    player until each has converged, each with the scalar version's own steps.

    Where delta^2 <= phi^2 + v the paper brackets the root at a - k tau for the least k >= 1 with
    f(a - k tau) >= 0. For tau <= 2 (the engine refuses more) that k is 1: with c = phi^2 + v and
    0 <= delta^2 <= c, the first term of f is above -e^x / (2 (c + e^x)) > -1/2, and the second
    is k / tau >= 1/2, so f(a - tau) > 0.
    """
    a = np.log(sigma * sigma)
    d2, p2 = delta * delta, phi * phi

    def f(x: np.ndarray, idx: np.ndarray) -> np.ndarray:
        ex = np.exp(x)
        num = ex * (d2[idx] - p2[idx] - v[idx] - ex)
        den = 2.0 * (p2[idx] + v[idx] + ex) ** 2
        out: np.ndarray = num / den - (x - a[idx]) / (tau * tau)
        return out

    every = np.arange(len(a))
    big_a = a.copy()
    wide = d2 > p2 + v
    big_b = a - tau
    big_b[wide] = np.log(d2[wide] - p2[wide] - v[wide])
    f_a, f_b = f(big_a, every), f(big_b, every)
    todo = np.flatnonzero(np.abs(big_b - big_a) > EPSILON)
    while len(todo):
        ta, tb, fa, fb = big_a[todo], big_b[todo], f_a[todo], f_b[todo]
        c = ta + (ta - tb) * fa / (fb - fa)
        f_c = f(c, todo)
        swap = f_c * fb <= 0
        big_a[todo] = np.where(swap, tb, ta)
        f_a[todo] = np.where(swap, fb, fa / 2.0)
        big_b[todo], f_b[todo] = c, f_c
        todo = todo[np.abs(c - big_a[todo]) > EPSILON]
    sigma_new: np.ndarray = np.exp(big_a / 2.0)
    return sigma_new


@dataclass(frozen=True, kw_only=True, slots=True, eq=False)
class _Step:
    """One period's Glicko-2 step: per side E and the change share, per player the new values."""

    rated: np.ndarray  # sides rated (played, with an opponent)
    expected: np.ndarray  # per rated side: E(mu, mu_j, phi_j)
    change: np.ndarray  # per side: the game's share of the player's change (NaN: not rated)
    games: np.ndarray  # per player: rated games in the period
    rating: np.ndarray  # per player: after the period
    rd: np.ndarray
    volatility: np.ndarray


def _step(sides: dict[str, np.ndarray], rating: np.ndarray, rd: np.ndarray, vol: np.ndarray,
          tau: float) -> _Step:
    """Steps 2 to 8 of Glickman's paper for every player with games, from the period's start."""
    size = len(rating)
    player, opponent = sides["player"], sides["opponent"]
    rated = sides["played"] & (opponent >= 0)
    r = np.flatnonzero(rated)
    p_r, score = player[r], sides["score"][r]
    mu, phi = (rating - 1500.0) / SCALE, rd / SCALE
    mu_j, phi_j = mu[opponent[r]], phi[opponent[r]]
    g = 1.0 / np.sqrt(1.0 + 3.0 * phi_j * phi_j / np.pi**2)
    e = 1.0 / (1.0 + np.exp(-g * (mu[p_r] - mu_j)))
    n = np.bincount(p_r, minlength=size)
    v_inv = np.bincount(p_r, weights=g * g * e * (1.0 - e), minlength=size)
    delta_sum = np.bincount(p_r, weights=g * (score - e), minlength=size)
    active = np.flatnonzero(n)  # players with a rated game
    v = 1.0 / v_inv[active]
    sigma = new_volatility(vol[active], phi[active], v, v * delta_sum[active], tau)
    phi_star = np.sqrt(phi[active] ** 2 + sigma * sigma)
    phi_new = np.full(size, np.nan)
    phi_new[active] = 1.0 / np.sqrt(1.0 / phi_star**2 + 1.0 / v)
    change = np.full(len(player), np.nan)
    change[r] = SCALE * phi_new[p_r] ** 2 * g * (score - e)  # rating points of this game
    new, new_vol = rating.copy(), vol.copy()
    new_rd = SCALE * np.sqrt(phi * phi + vol * vol)  # step 6 alone: no rated game in the period
    new[active] = SCALE * (mu[active] + phi_new[active] ** 2 * delta_sum[active]) + 1500.0
    new_rd[active], new_vol[active] = SCALE * phi_new[active], sigma
    return _Step(rated=rated, expected=e, change=change, games=n, rating=new, rd=new_rd,
                 volatility=new_vol)


def rate_glicko_period(ev: GlickoInput, state: PlayerState, names: np.ndarray) -> PeriodRated:
    """Rate a period for all its players; move `state` (ratings, RDs, volatilities) on."""
    s, size, m = ev.sides, len(names), ev.events
    player, opponent = s["player"], s["opponent"]
    newcomer = np.isnan(state.last_period) & np.isnan(state.rating)
    rating, rd, vol = start_values(state, player, s["file_rating"], ev.period_index)
    notes = np.full(size, "", dtype=object)
    notes[newcomer & (rating == START_RATING) & (rd == START_RD)] = (
        f"unrated: starts at Glicko-2's {START_RATING:g} / RD {START_RD:g} / volatility "
        f"{START_VOLATILITY:g}")
    step = _step(s, rating, rd, vol, ev.tau)
    opp = np.where(opponent >= 0, rating[np.maximum(opponent, 0)], np.nan)
    r = np.flatnonzero(step.rated)
    keys, group = arrays.group_ids(ev.event * size + player, m * size)
    g_event, g_player = keys // size, keys % size
    g_r = group[r]
    n_groups = len(keys)
    n_g = np.bincount(g_r, minlength=n_groups)
    score = np.rint(np.bincount(g_r, weights=s["score"][r] * 100, minlength=n_groups)) / 100
    change = np.bincount(g_r, weights=step.change[r], minlength=n_groups)
    opp_sum = np.bincount(g_r, weights=opp[r], minlength=n_groups)
    outcome = s["score"][r]
    reason = np.array([_reason(rd[p], vol[p]) for p in g_player.tolist()], dtype=object)
    linear = arrays.linear_performance(opp_sum, n_g, score)
    rows = {
        "event": g_event, "player": g_player, "rating": rating[g_player],
        "file_rating": first_given(s["file_rating"], group, n_groups),
        "k": np.full(n_groups, np.nan), "k_reason": np.where(n_g > 0, reason, ""),
        "games": n_g, "score": score,
        "points": np.bincount(group, weights=s["score"], minlength=n_groups),
        "expected": np.bincount(g_r, weights=step.expected, minlength=n_groups),
        "change": change, "change_rounded": arrays.half_away_float(change),
        "new_rating": step.rating[g_player], "performance": linear, "performance_linear": linear,
        **{name: np.bincount(g_r, weights=outcome == value, minlength=n_groups).astype(np.int64)
           for name, value in (("wins", 1.0), ("draws", 0.5), ("losses", 0.0))},
        "note": notes[g_player],
    }
    present = np.unique(g_player)
    total = step.rating - rating
    periods = {"player": present, "rating_before": rating[present],
               "k": np.full(len(present), np.nan), "games": step.games[present],
               "change": total[present],
               "change_rounded": arrays.half_away_float(total)[present],
               "rating_after": step.rating[present], "note": notes[present],
               "rd_before": rd[present], "rd": step.rd[present],
               "volatility": step.volatility[present]}
    expected_side = np.full(len(player), np.nan)
    expected_side[r] = step.expected
    lines = {"rating": rating[player], "opponent_rating": opp, "rated": step.rated,
             "expected": expected_side, "change": step.change}
    state.rating[present], state.rd[present] = step.rating[present], step.rd[present]
    state.volatility[present] = step.volatility[present]
    state.last_period[present] = ev.period_index
    return PeriodRated(rows=rows, lines=lines, periods=periods,
                       games_played=arrays.games_per_event(ev.event, s["played"], m),
                       players=np.bincount(g_event, minlength=m))


def _reason(rd: float, volatility: float) -> str:
    """Why a Glicko-2 step has the size it has: no K, the RD and volatility at the start."""
    return f"no K: RD {rd:.1f}, volatility {volatility:.4f} at the period's start"
