"""One classic or US Chess event of a field, rated for every player at once (numpy arrays grouped
by player); FIDE rates whole rating periods (`field.period`)."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

import numpy as np

from elo_core.field import arrays
from elo_core.field.special import uscf_ratings
from elo_core.field.state import PlayerState
from elo_core.models import System, TimeControl
from elo_core.rules.editions import uscf_edition


@dataclass(frozen=True, kw_only=True, slots=True, eq=False)
class EventInput:
    """One event's games from each player's side (see `season_sides`), and the options."""

    date: dt.date
    sides: dict[str, np.ndarray]  # the event's slice of the season's sides
    system: System
    k: float | None
    time_control: TimeControl


@dataclass(frozen=True, kw_only=True, slots=True, eq=False)
class EventRated:
    """Per-player figures (arrays, one entry per player present) and per-side lines."""

    rows: dict[str, np.ndarray]
    lines: dict[str, np.ndarray]
    edition: str


def season_sides(cols: dict[str, np.ndarray], white: np.ndarray, black: np.ndarray
                 ) -> dict[str, np.ndarray]:
    """Every game from both players' sides (a bye from one), in the games' order.

    Computed once for the whole file; each event rates a contiguous slice of it.
    """
    two = black >= 0
    played = cols["played"] & two
    counts = 1 + two
    start = np.cumsum(counts) - counts
    second = start[two] + 1

    every = bool(two.all())

    def both(first: np.ndarray, other: np.ndarray) -> np.ndarray:
        if every:  # no byes: white, black, white, black...
            pairs = np.empty((len(first), 2), dtype=np.result_type(first, other))
            pairs[:, 0], pairs[:, 1] = first, other
            return pairs.ravel()
        out = np.empty(int(counts.sum()), dtype=np.result_type(first, other))
        out[start] = first
        out[second] = other[two]
        return out

    return {
        "player": both(white, black), "opponent": both(black, white),
        "score": both(cols["white_score"], cols["black_score"]), "played": both(played, played),
        "file_rating": both(cols["white_rating"], cols["black_rating"]),
        "round": both(cols["round"], cols["round"]), "note": both(cols["note"], cols["note"]),
        "line": both(cols["source_line"], cols["source_line"]),
        "event": both(cols["event"], cols["event"]),
    }


def rate_one_event(
    ev: EventInput, state: PlayerState, names: np.ndarray
) -> EventRated:
    """Rate one event for all its players and move `state` on to the ratings it produced."""
    s = ev.sides
    size = len(names)
    player, opponent = s["player"], s["opponent"]
    present = np.flatnonzero(np.bincount(player, minlength=size))
    given = np.flatnonzero(~np.isnan(s["file_rating"]))
    first_at = np.full(size, len(player))
    np.minimum.at(first_at, player[given], given)
    file_rating = np.append(s["file_rating"], np.nan)[first_at]
    pre = state.rating.copy()
    fresh = np.isnan(pre)
    pre[fresh] = file_rating[fresh]
    own = pre[player]
    opp = np.where(opponent >= 0, pre[np.maximum(opponent, 0)], np.nan)
    rated = s["played"] & ~np.isnan(own) & ~np.isnan(opp)
    r = np.flatnonzero(rated)
    every = len(r) == len(player)  # all sides rated: views, not copies
    p_r, own_r, opp_r, score_r = ((player, own, opp, s["score"]) if every else
                                  (player[r], own[r], opp[r], s["score"][r]))
    n = np.bincount(p_r, minlength=size)
    score = np.rint(np.bincount(p_r, weights=score_r * 100, minlength=size)) / 100
    opp_sum = np.bincount(p_r, weights=opp_r, minlength=size)
    expected_side = np.full(len(player), np.nan)
    k_user = np.where(np.isnan(state.k), np.nan if ev.k is None else ev.k, state.k)
    notes = np.full(size, "", dtype=object)
    expected_side[r] = 1.0 / (1.0 + 10.0 ** ((opp_r - own_r) / 400.0))
    expected = np.bincount(p_r, weights=expected_side[r], minlength=size).astype(float)
    performance = arrays.linear_performance(opp_sum, n, score)
    if ev.system == System.CLASSIC:
        edition = "Classic Elo (logistic curve, no cap)"
        k_auto, k_reason = arrays.auto_k(pre)  # (an unrated player has no rated game)
        k = np.where(np.isnan(k_user), k_auto, k_user)
        k_reason = np.where(np.isnan(k_user), k_reason, "K given")
        change = k * (score - expected)
        rounded = arrays.half_away_float(change, 1)
        new = pre + change  # (0 for a player with no rated game)
        notes[np.isnan(pre)] = "unrated: classic Elo needs a starting rating"
    else:
        edition = uscf_edition(ev.date).name
        k, k_reason, change, rounded, new = uscf_ratings(
            s, r=r, pre=pre, n=n, score=score, expected=expected, k_user=k_user,
            state=state, date=ev.date, notes=notes, present=present)
    k = np.where(n > 0, k, np.nan)
    change_side = np.where(rated, k[player] * (s["score"] - expected_side), np.nan)
    lines = {"rating": own, "opponent_rating": opp, "rated": rated, "expected": expected_side,
             "change": change_side}
    rows = {
        "player": present, "rating": pre[present], "file_rating": file_rating[present],
        "k": k[present], "k_reason": np.where(n[present] > 0, k_reason[present], ""),
        "games": n[present], "score": score[present],
        "points": np.bincount(player, weights=s["score"], minlength=size)[present],
        "expected": expected[present], "change": change[present],
        "change_rounded": rounded[present],
        "new_rating": new[present], "performance": performance[present],
        "performance_linear": arrays.linear_performance(opp_sum, n, score)[present],
        **{name: np.bincount(p_r, weights=score_r == value, minlength=size)[present].astype(
            np.int64) for name, value in (("wins", 1.0), ("draws", 0.5), ("losses", 0.0))},
        "note": notes[present],
    }
    # an unrated player's games against rated opponents count as games played from now on
    counted = np.bincount(player[s["played"] & ~np.isnan(opp)], minlength=size)
    state.advance(present, pre, new, np.where(np.isnan(pre), counted, n))
    return EventRated(rows=rows, lines=lines, edition=edition)
