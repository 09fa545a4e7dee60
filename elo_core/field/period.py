"""One FIDE rating period of a field, rated at once: every event of the period from the ratings at
its start, K status at its start, the 700 rule over the period's games, one rounding per player.

All events of a period are independent, so the period's games are rated together in numpy arrays
grouped by (event, player): the cost follows the games, not the number of events.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

import numpy as np

from elo_core.field import arrays
from elo_core.field.special import fide_first_ratings
from elo_core.field.state import PlayerState
from elo_core.models import TimeControl
from elo_core.rules.editions import FideEdition


@dataclass(frozen=True, kw_only=True, slots=True, eq=False)
class PeriodInput:
    """A period's games from each player's side, the event (0..m-1) of each side, the events'
    dates, the period's distinct days with their editions, and the options."""

    sides: dict[str, np.ndarray]
    event: np.ndarray  # per side: the event's place in `dates`
    dates: list[dt.date]  # per event
    day_of: np.ndarray  # per event: its day's place in `days` / `editions`
    days: list[dt.date]  # the distinct days of the period's events
    editions: list[FideEdition]  # per distinct day: the rules in force
    k: float | None
    time_control: TimeControl
    period: str = ""  # the list it rates for ('YYYY-MM')


@dataclass(frozen=True, kw_only=True, slots=True, eq=False)
class PeriodRated:
    """Per (event, player) rows (`event` = place in the period), per-side lines, per-player
    period rows, and each event's games played and player count."""

    rows: dict[str, np.ndarray]
    lines: dict[str, np.ndarray]
    periods: dict[str, np.ndarray]
    games_played: np.ndarray
    players: np.ndarray


def first_given(values: np.ndarray, groups: np.ndarray, size: int) -> np.ndarray:
    """Per group, the first non-NaN value in side order (NaN when none)."""
    given = np.flatnonzero(~np.isnan(values))
    first_at = np.full(size, len(values))
    np.minimum.at(first_at, groups[given], given)
    out: np.ndarray = np.append(values, np.nan)[first_at]
    return out


def _ks(ev: PeriodInput, state: PlayerState, *, labels: list[str], pre: np.ndarray,
        g_player: np.ndarray, g_event: np.ndarray, n_period: np.ndarray
        ) -> tuple[np.ndarray, np.ndarray]:
    """K and its reason per (event, player): the event's rules, the player's status at the start
    of the period, the 700 rule on the period's games (a K of one's own or given wins).
    `labels`: each distinct day's edition label (the rules differ by edition and year)."""
    k = np.zeros(len(g_player), dtype=float)
    reason = np.empty(len(g_player), dtype=object)
    keys = [(label, day.year) for label, day in zip(labels, ev.days, strict=True)]
    combos = dict(zip(keys, zip(ev.editions, ev.days, strict=True), strict=True))
    place = {key: i for i, key in enumerate(combos)}
    combo_of = np.array([place[key] for key in keys], dtype=np.int64)[ev.day_of][g_event]
    for i, (edition, day) in enumerate(combos.values()):
        sel = np.flatnonzero(combo_of == i)
        p = g_player[sel]
        k[sel], reason[sel] = arrays.fide_k(
            pre[p], state.peak[p], state.birth_year[p], state.games_played[p], n_period[p],
            edition=edition, date=day)
        listed = state.list_k[p]
        if not np.isnan(listed).all():  # the rating list's K, the 700 rule on top
            k[sel], reason[sel] = arrays.list_k(listed, n_period[p], k[sel], reason[sel],
                                                rule_700=edition.rule_700)
    own = np.where(np.isnan(state.k), np.nan if ev.k is None else ev.k, state.k)[g_player]
    return np.where(np.isnan(own), k, own), np.where(np.isnan(own), reason, "K given")


def _totals(k: np.ndarray, diff_h: np.ndarray, g_player: np.ndarray, size: int
            ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Per (event, player): the change K (S - PD) and that change rounded alone; per player:
    the period's change (sum of the events') and the period's change rounded once."""
    change = k * diff_h / 100
    if np.all(k == np.round(k)):  # integers of K x hundredths: exact sums
        ints = k.astype(np.int64) * diff_h
        total = np.zeros(size, dtype=np.int64)
        np.add.at(total, g_player, ints)
        return (change, arrays.divide_half_away(ints, 100).astype(float), total / 100,
                arrays.divide_half_away(total, 100).astype(float))
    period_change = np.bincount(g_player, weights=change, minlength=size)
    return (change, arrays.half_away_float(change), period_change,
            arrays.half_away_float(period_change))


def rate_period(ev: PeriodInput, state: PlayerState, names: np.ndarray  # noqa: PLR0915
                ) -> PeriodRated:
    """Rate a period's events for all their players; move `state` to the next list."""
    s, size, m = ev.sides, len(names), len(ev.dates)
    player, opponent = s["player"], s["opponent"]
    pre = state.rating.copy()
    fresh = np.isnan(pre) & ~state.dropped
    pre[fresh] = first_given(s["file_rating"], player, size)[fresh]
    own = pre[player]
    opp = np.where(opponent >= 0, pre[np.maximum(opponent, 0)], np.nan)
    rated = s["played"] & ~np.isnan(own) & ~np.isnan(opp)
    day_labels = [e.label for e in ev.editions]  # (once per distinct day, not per event)
    distinct = dict(zip(day_labels, ev.editions, strict=True))
    labels = list(distinct)
    side_edition = np.array([labels.index(label) for label in day_labels],
                            dtype=np.int64)[ev.day_of][ev.event]
    for i, edition in enumerate(distinct.values()):
        if edition.wide_gap_unrated:
            wide = (np.abs(own - opp) >= 600) & (np.fmax(own, opp) > 2600)
            rated &= ~(wide & (side_edition == i))
    keys, group = arrays.group_ids(ev.event * size + player, m * size)
    n_groups = len(keys)
    g_event, g_player = keys // size, keys % size
    r = np.flatnonzero(rated)
    g_r = group[r]
    pdh = np.zeros(len(r), dtype=np.int64)
    for i, edition in enumerate(distinct.values()):
        sel = np.flatnonzero(side_edition[r] == i)
        pdh[sel] = arrays.pd_hundredths(arrays.fide_used_diffs(own[r][sel], opp[r][sel],
                                                               g_r[sel], edition))
    n_g = np.bincount(g_r, minlength=n_groups)
    score_h = np.rint(np.bincount(g_r, weights=s["score"][r] * 100, minlength=n_groups)
                      ).astype(np.int64)
    diff_h = score_h - np.bincount(g_r, weights=pdh, minlength=n_groups).astype(np.int64)
    opp_sum = np.bincount(g_r, weights=opp[r], minlength=n_groups)
    n_played = np.bincount(player[r], minlength=size)
    k, reason = _ks(ev, state, labels=day_labels, pre=pre, g_player=g_player, g_event=g_event,
                    n_period=n_played + state.elsewhere)
    change, event_rounded, period_change, period_rounded = _totals(k, diff_h, g_player, size)
    new = pre + period_rounded  # (0 for a player with no rated game)
    notes = state.notes.copy()  # a list-level adjustment since the last period
    state.notes[:] = ""
    present = np.unique(g_player)
    last = ev.editions[int(ev.day_of[-1])]  # the last event's
    low = np.zeros(size, dtype=bool)
    if last.floor is not None:
        low = (n_played > 0) & (new < last.floor)
        notes[low] = (f"below the {last.floor} floor: off the next list, so later periods in "
                      "the file rate them as unrated")
    new = fide_first_ratings(s, event=ev.event, dates=ev.dates, pre=pre, new=new, notes=notes,
                             time_control=ev.time_control, present=present,
                             pending=state.pending)
    expected_side = np.full(len(player), np.nan)
    expected_side[r] = pdh / 100
    k_g = np.where(n_g > 0, k, np.nan)
    score = score_h / 100
    lines = {"rating": own, "opponent_rating": opp, "rated": rated, "expected": expected_side,
             "change": np.where(rated, k_g[group] * (s["score"] - expected_side), np.nan)}
    outcome = s["score"][r]
    rows = {
        "event": g_event, "player": g_player, "rating": pre[g_player],
        "file_rating": first_given(s["file_rating"], group, n_groups),
        "k": k_g, "k_reason": np.where(n_g > 0, reason, ""), "games": n_g, "score": score,
        "points": np.bincount(group, weights=s["score"], minlength=n_groups),
        "expected": (score_h - diff_h) / 100, "change": change,  # (0 where no game is rated)
        "change_rounded": event_rounded, "new_rating": new[g_player],
        "performance": arrays.fide_performance(opp_sum, n_g, score_h),
        "performance_linear": arrays.linear_performance(opp_sum, n_g, score),
        **{name: np.bincount(g_r, weights=outcome == value, minlength=n_groups).astype(np.int64)
           for name, value in (("wins", 1.0), ("draws", 0.5), ("losses", 0.0))},
        "note": notes[g_player],
    }
    last_group = np.full(size, -1)  # the player's last event of the period with rated games
    np.maximum.at(last_group, g_player[n_g > 0], np.flatnonzero(n_g > 0))
    last_k = np.where(last_group >= 0, k[last_group], np.nan)
    periods = {"player": present, "rating_before": pre[present], "k": last_k[present],
               "games": n_played[present], "change": period_change[present],
               "change_rounded": period_rounded[present],
               "rating_after": new[present], "note": notes[present]}
    state.advance(present, pre, new, n_played)
    state.list_k[present[n_played[present] > 0]] = np.nan  # used once: the rules from now on
    state.elsewhere[present] = 0
    state.drop(np.flatnonzero(low))
    state.list_period = ev.period
    return PeriodRated(rows=rows, lines=lines, periods=periods,
                       games_played=arrays.games_per_event(ev.event, s["played"], m),
                       players=np.bincount(g_event, minlength=m))
