"""One event of a field, rated for every player at once (numpy arrays grouped by player)."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

import numpy as np
import pandas as pd

from elo_core import field_math as fm
from elo_core import uscf
from elo_core.editions import fide_edition, uscf_edition
from elo_core.models import Game, History, Profile, Result, System, TimeControl
from elo_core.newplayer import fide_initial_rating

ESTABLISHED_USCF_GAMES = 50.0  # games played not given: N' = N* (at most 50)


class PlayerState:
    """Ratings and profiles carried from one event to the next (arrays indexed by player code)."""

    __slots__ = ("birth_year", "games_played", "k", "peak", "rating")

    def __init__(self, size: int) -> None:
        self.rating = np.full(size, np.nan)
        self.games_played = np.full(size, np.nan)
        self.peak = np.full(size, np.nan)
        self.birth_year = np.full(size, np.nan)
        self.k = np.full(size, np.nan)

    @classmethod
    def start(cls, names: np.ndarray, profiles: pd.DataFrame) -> PlayerState:
        """Profiles from the players table (rating, games played, birth year, peak, K)."""
        state = cls(len(names))
        if len(profiles):
            table = profiles.reindex(pd.Index(names, dtype=object))
            state.rating = table["rating"].to_numpy(dtype=float, copy=True)
            state.games_played = table["games_played"].to_numpy(dtype=float, copy=True)
            state.peak = table["peak_rating"].to_numpy(dtype=float, copy=True)
            state.birth_year = table["birth_year"].to_numpy(dtype=float, copy=True)
            state.k = table["k"].to_numpy(dtype=float, copy=True)
        return state


@dataclass(frozen=True, kw_only=True, slots=True, eq=False)
class EventInput:
    """One event's games with player codes, and the options it is rated with."""

    name: str
    date: dt.date
    cols: dict[str, np.ndarray]  # the event's games: columns of the games table as arrays
    white: np.ndarray
    black: np.ndarray
    system: System
    k: float | None
    time_control: TimeControl


@dataclass(frozen=True, kw_only=True, slots=True, eq=False)
class EventRated:
    """Per-player rows and per-game lines of one event."""

    rows: pd.DataFrame
    lines: dict[str, np.ndarray]
    games_played: int
    edition: str


def _sides(ev: EventInput) -> dict[str, np.ndarray]:
    """Each game from both players' sides (a bye from one), in the games' order."""
    c = ev.cols
    two = ev.black >= 0
    played = c["played"] & two
    counts = 1 + two
    start = np.cumsum(counts) - counts
    second = start[two] + 1

    def both(first: np.ndarray, other: np.ndarray) -> np.ndarray:
        out = np.empty(int(counts.sum()), dtype=np.result_type(first, other))
        out[start] = first
        out[second] = other[two]
        return out

    return {
        "player": both(ev.white, ev.black), "opponent": both(ev.black, ev.white),
        "score": both(c["white_score"], c["black_score"]), "played": both(played, played),
        "file_rating": both(c["white_rating"], c["black_rating"]),
        "round": both(c["round"], c["round"]), "note": both(c["note"], c["note"]),
        "line": both(c["source_line"], c["source_line"]),
    }


def rate_one_event(  # noqa: PLR0915 - one straight pass; each system's branch is short
    ev: EventInput, state: PlayerState, names: np.ndarray
) -> EventRated:
    """Rate one event for all its players and move `state` on to the ratings it produced."""
    s = _sides(ev)
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
    edition = ""
    if ev.system == System.FIDE:
        fide = fide_edition(ev.date, ev.time_control)
        edition = fide.label
        if fide.wide_gap_unrated:
            wide = (np.abs(own - opp) >= 600) & (np.fmax(own, opp) > 2600)
            rated &= ~wide
    r = np.flatnonzero(rated)
    n = np.bincount(player[r], minlength=size)
    score_h = np.rint(np.bincount(player[r], weights=s["score"][r] * 100,
                                  minlength=size)).astype(np.int64)
    score = score_h / 100
    opp_sum = np.bincount(player[r], weights=opp[r], minlength=size)
    expected_side = np.full(len(player), np.nan)
    k_user = np.where(np.isnan(state.k), np.nan if ev.k is None else ev.k, state.k)
    notes = np.full(size, "", dtype=object)
    if ev.system == System.FIDE:
        diffs = fm.fide_used_diffs(own[r], opp[r], player[r], fide)
        pdh = fm.pd_hundredths(diffs)
        expected_side[r] = pdh / 100
        pd_sum = np.bincount(player[r], weights=pdh, minlength=size).astype(np.int64)
        k_rule, k_reason = fm.fide_k(pre, state.peak, state.birth_year, state.games_played, n,
                                     edition=fide, date=ev.date)
        k = np.where(np.isnan(k_user), k_rule, k_user)
        k_reason = np.where(np.isnan(k_user), k_reason, "K given")
        change = k * (score_h - pd_sum) / 100
        if np.all(k == np.round(k)):
            rounded = fm.divide_half_away(k.astype(np.int64) * (score_h - pd_sum), 100)
        else:
            rounded = fm.half_away_float(change)
        rounded = rounded.astype(float)
        new = np.where(n > 0, pre + rounded, pre)
        expected = pd_sum / 100
        performance = fm.fide_performance(opp_sum, n, score_h)
        if fide.floor is not None:
            low = (n > 0) & (new < fide.floor)
            notes[low] = f"below the {fide.floor} floor: unrated on the next list"
        new = _fide_first_ratings(s, pre=pre, new=new, notes=notes, ev=ev, present=present)
    else:
        expected_side[r] = 1.0 / (1.0 + 10.0 ** ((opp[r] - own[r]) / 400.0))
        expected = np.bincount(player[r], weights=expected_side[r], minlength=size).astype(float)
        performance = fm.linear_performance(opp_sum, n, score)
        if ev.system == System.CLASSIC:
            edition = "Classic Elo (logistic curve, no cap)"
            k_auto, k_reason = fm.auto_k(np.nan_to_num(pre, nan=1500))
            k = np.where(np.isnan(k_user), k_auto, k_user)
            k_reason = np.where(np.isnan(k_user), k_reason, "K given")
            change = k * (score - expected)
            rounded = fm.half_away_float(change, 1)
            new = np.where(n > 0, pre + change, pre)
            notes[np.isnan(pre)] = "unrated: classic Elo needs a starting rating"
        else:
            edition = uscf_edition(ev.date).name
            k, k_reason, change, rounded, new = _uscf(
                s, r=r, pre=pre, n=n, score=score, expected=expected, k_user=k_user,
                state=state, ev=ev, notes=notes, present=present)
    k = np.where(n > 0, k, np.nan)
    lines = _lines(s, own=own, opp=opp, rated=rated, expected=expected_side, k=k,
                   event_code=list(ev.cols["event_labels"]).index(ev.name))
    rows = pd.DataFrame({
        "event": ev.name, "date": pd.Timestamp(ev.date), "player": names[present],
        "rating": pre[present], "file_rating": file_rating[present], "k": k[present],
        "k_reason": np.where(n[present] > 0, k_reason[present], ""), "games": n[present],
        "score": score[present],
        "points": np.bincount(player, weights=s["score"], minlength=size)[present],
        "expected": expected[present], "change": np.where(n > 0, change, 0.0)[present],
        "change_rounded": np.where(n > 0, rounded, 0.0)[present],
        "new_rating": new[present], "performance": performance[present],
        "performance_linear": fm.linear_performance(opp_sum, n, score)[present],
        "wins": np.bincount(player[r], weights=s["score"][r] == 1, minlength=size)[present],
        "draws": np.bincount(player[r], weights=s["score"][r] == 0.5, minlength=size)[present],
        "losses": np.bincount(player[r], weights=s["score"][r] == 0, minlength=size)[present],
        "note": notes[present],
    })
    for name in ("wins", "draws", "losses"):
        rows[name] = rows[name].astype(np.int64)
    _advance(state, present, pre, new, n)
    played_games = int((ev.cols["played"] & (ev.black >= 0)).sum())
    return EventRated(rows=rows, lines=lines, games_played=played_games, edition=edition)


def _lines(s: dict[str, np.ndarray], *, own: np.ndarray, opp: np.ndarray, rated: np.ndarray,
           expected: np.ndarray, k: np.ndarray, event_code: int) -> dict[str, np.ndarray]:
    """Per-game lines as arrays (codes for names; `lines_frame` turns them into a table)."""
    return {
        "event": np.full(len(own), event_code), "round": s["round"], "player": s["player"],
        "opponent": s["opponent"], "rating": own, "opponent_rating": opp, "score": s["score"],
        "played": s["played"], "rated": rated, "expected": expected,
        "change": np.where(rated, k[s["player"]] * (s["score"] - expected), np.nan),
        "note": s["note"], "source_line": s["line"],
    }


@dataclass(frozen=True, kw_only=True, slots=True, eq=False)
class FieldLines:
    """Every game from each player's side, kept as arrays; `frame` builds a table on demand."""

    data: dict[str, np.ndarray]
    names: np.ndarray
    events: np.ndarray
    rounds: np.ndarray
    notes: np.ndarray

    @classmethod
    def join(cls, parts: list[dict[str, np.ndarray]], *, names: np.ndarray, events: np.ndarray,
             rounds: np.ndarray, notes: np.ndarray) -> FieldLines:
        """All events' lines together."""
        keys = ("event", "round", "player", "opponent", "rating", "opponent_rating", "score",
                "played", "rated", "expected", "change", "note", "source_line")
        data = {key: np.concatenate([part[key] for part in parts]) if parts else
                np.array([], dtype=np.int64 if key in ("event", "round", "player", "opponent",
                                                       "note", "source_line") else float)
                for key in keys}
        return cls(data=data, names=names, events=events, rounds=rounds, notes=notes)

    def frame(self, *, event: str | None = None, player: str | None = None) -> pd.DataFrame:
        """The lines (of one event and/or one player) as a table with text names."""
        keep = np.ones(len(self.data["player"]), dtype=bool)
        if event is not None:
            keep &= self.data["event"] == _code(self.events, event)
        if player is not None:
            keep &= self.data["player"] == _code(self.names, player)
        rows = np.flatnonzero(keep)
        blank = _code(self.names, "")
        out: dict[str, object] = {key: value[rows] for key, value in self.data.items()}
        opponent = self.data["opponent"][rows]
        out["opponent"] = np.where(opponent >= 0, opponent, blank)
        for key, labels in (("event", self.events), ("round", self.rounds), ("player", self.names),
                            ("opponent", self.names), ("note", self.notes)):
            codes = np.asarray(out[key])
            out[key] = pd.Categorical.from_codes(codes, categories=pd.Index(labels, dtype=object))
        return pd.DataFrame(out)


def _code(labels: np.ndarray, label: str) -> int:
    found = np.flatnonzero(labels == label)
    return int(found[0]) if len(found) else -2


def _advance(state: PlayerState, present: np.ndarray, pre: np.ndarray, new: np.ndarray,
             n: np.ndarray) -> None:
    """Carry ratings, games played and peaks on to the next event."""
    started_unrated = np.isnan(pre[present]) & ~np.isnan(new[present])
    gp = state.games_played[present]
    state.games_played[present] = np.where(np.isnan(gp) & ~started_unrated, gp,
                                           np.nan_to_num(gp) + n[present])
    state.rating[present] = new[present]
    state.peak[present] = np.fmax(state.peak[present], np.fmax(pre[present], new[present]))


def _games_of(s: dict[str, np.ndarray], sides: object, opp: np.ndarray) -> list[Game]:
    results = {1.0: Result.WIN, 0.5: Result.DRAW, 0.0: Result.LOSS}
    return [Game(opponent_rating=None if np.isnan(opp[i]) else float(opp[i]),
                 result=results[float(s["score"][i])], played=bool(s["played"][i]),
                 opponent=str(s["opponent"][i])) for i in np.asarray(sides)]


def _fide_first_ratings(s: dict[str, np.ndarray], *, pre: np.ndarray, new: np.ndarray,
                        notes: np.ndarray, ev: EventInput, present: np.ndarray) -> np.ndarray:
    """Unrated players: FIDE's initial rating when they qualify, else the reason they do not."""
    out = new.copy()
    unrated = present[np.isnan(pre[present])]
    if not len(unrated):
        return out
    opp = np.where(s["opponent"] >= 0, pre[np.maximum(s["opponent"], 0)], np.nan)
    by_player = pd.Series(np.arange(len(s["player"]))).groupby(s["player"]).indices
    for code in unrated:
        sides = by_player.get(code, np.array([], dtype=np.int64))
        initial = fide_initial_rating(_games_of(s, sides, opp), ev.date, ev.time_control)
        if initial.rating is not None:
            out[code] = float(initial.rating)
            notes[code] = f"first rating: {initial.reason}"
        else:
            notes[code] = f"unrated: {initial.reason}"
    return out


def _uscf(s: dict[str, np.ndarray], *, r: np.ndarray, pre: np.ndarray, n: np.ndarray,
          score: np.ndarray, expected: np.ndarray, k_user: np.ndarray, state: PlayerState,
          ev: EventInput, notes: np.ndarray, present: np.ndarray
          ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """US Chess standard formula for established players, the engine's own for provisional ones."""
    from elo_core.rating_uscf import rate as rate_uscf  # noqa: PLC0415 - needs the full engine

    size = len(pre)
    given = np.nan_to_num(state.games_played, nan=ESTABLISHED_USCF_GAMES)
    n_eff = fm.uscf_effective_games(np.nan_to_num(pre, nan=1500), given)
    k = np.where(np.isnan(k_user), 800.0 / (n_eff + np.maximum(n, 1)), k_user)
    reason = np.where(np.isnan(k_user), "US Chess: 800 / (N' + m)", "K given")
    player, opponent = s["player"][r], s["opponent"][r]
    pairs, counts = np.unique(player * size + opponent, return_counts=True)
    most = np.zeros(size, dtype=np.int64)
    np.maximum.at(most, pairs // size, counts)
    base = k * (score - expected)
    threshold = uscf_edition(ev.date).bonus_b * np.sqrt(np.maximum(n, 4))
    bonus = np.where((n >= 3) & (most <= 2), np.maximum(0.0, base - threshold), 0.0)
    new = np.where(n > 0, pre + base + bonus, pre)
    provisional = present[np.isnan(pre[present]) | (given[present] <= 8)]
    if not len(provisional):
        provisional = np.array([], dtype=np.int64)
    opp = np.where(s["opponent"] >= 0, pre[np.maximum(s["opponent"], 0)], np.nan)
    by_player = pd.Series(np.arange(len(s["player"]))).groupby(s["player"]).indices
    for code in provisional:
        own = None if np.isnan(pre[code]) else float(pre[code])
        profile = Profile(rating=own, games_played=int(given[code]), history=History.MIXED,
                          peak_rating=None if np.isnan(state.peak[code]) else state.peak[code])
        result = rate_uscf(profile, _games_of(s, by_player[code], opp), date=ev.date,
                           k=None if np.isnan(k_user[code]) else float(k_user[code]))
        new[code] = np.nan if result.new_rating is None else result.new_rating
        reason[code] = result.k_reason
        k[code] = np.nan if result.k is None else result.k
        notes[code] = "provisional: special formula"
    for code in present[(n[present] > 0) & ~np.isnan(new[present]) & ~np.isnan(pre[present])]:
        peak = None if np.isnan(state.peak[code]) else float(state.peak[code])
        floor = uscf.floor(peak)
        if new[code] < floor:
            new[code] = float(floor)
            notes[code] = f"held at the floor {floor}"
    change = np.where(np.isnan(pre), 0.0, np.nan_to_num(new - pre))
    return k, reason, change, fm.half_away_float(change), new


def season_performance(lines: FieldLines, system: System) -> pd.Series:
    """Performance over all of a player's rated games in the file (opponents as rated then)."""
    d = lines.data
    rated = d["rated"].astype(bool)
    size = len(lines.names)
    player = d["player"][rated]
    n = np.bincount(player, minlength=size)
    opp_sum = np.bincount(player, weights=d["opponent_rating"][rated], minlength=size)
    score = np.bincount(player, weights=d["score"][rated], minlength=size)
    if system == System.FIDE:
        values = fm.fide_performance(opp_sum, n, np.rint(score * 100).astype(np.int64))
    else:
        values = fm.linear_performance(opp_sum, n, score)
    return pd.Series(values, index=pd.Index(lines.names, dtype=object))
