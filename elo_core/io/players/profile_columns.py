"""Players-table columns carried from list to list: per time control (`rapid_rating`...), the
list's K for the next period, the off-list flag and an unrated player's pooled results as text."""

from __future__ import annotations

import datetime as dt
import math

import pandas as pd

from elo_core.io.games import PROFILE_COLUMNS

PREFIX = {"standard": "", "rapid": "rapid_", "blitz": "blitz_"}
# one value per time control's list: `rapid_rating` is the rapid list's rating, and so on
PER_CONTROL = ("rating", "games_played", "peak_rating", "games_in_period", "list_k", "off_list",
               "pending")
# numbers read from a players file beside PROFILE_COLUMNS, with their ranges
EXTRA_RANGES = {"list_k": (1.0, 200.0), "off_list": (0.0, 1.0)}
LIST_IDENTITY = ("inactive",)  # beside the games' IDENTITY_COLUMNS: a rating list's flag
CARRIED = (*PROFILE_COLUMNS, "list_k", "off_list", "pending")
# one unrated player's earlier events in the pool: date, opponents' ratings, score
Pool = list[tuple[dt.date, list[float], float]]


def for_control(players: pd.DataFrame, control: str) -> pd.DataFrame:
    """The columns CARRIED for one time control's list: `rapid_rating` for rapid when the table
    has that column, else the plain `rating` (a players file without per-control columns serves
    every time control, as before)."""
    prefix = PREFIX[control]
    out = pd.DataFrame(index=players.index)
    for name in CARRIED:
        own = prefix + name if name in PER_CONTROL else name
        column = own if own in players.columns else name
        if column in players.columns:
            out[name] = players[column]
        else:
            out[name] = "" if name == "pending" else math.nan
    return out


def pool_text(pool: Pool) -> str:
    """'2026-03-14 2.5 1850 1720 1900; 2026-04-02 1 1600': each pooled event's date, score
    and the ratings of its rated games' opponents."""
    return "; ".join(f"{day.isoformat()} {score:g} " + " ".join(f"{r:g}" for r in ratings)
                     for day, ratings, score in pool)


def parse_pool(text: str) -> Pool | str:
    """`pool_text` read back; a text that is not one gives what is wrong (a str)."""
    pool: Pool = []
    for part in (p.strip() for p in text.split(";")):
        if not part:
            continue
        words = part.split()
        try:
            day = dt.date.fromisoformat(words[0])
            score = float(words[1])
            ratings = [float(w) for w in words[2:]]
        except (ValueError, IndexError):
            return (f"'{part}' is not 'DATE SCORE RATING...' (an event's date, the score and "
                    "the opponents' ratings)")
        if not ratings or not 0 <= score <= len(ratings) or (score * 2) % 1:
            return f"'{part}': the score must be 0 to {len(ratings)} games, in halves"
        if not all(0 < r < 4000 for r in ratings):
            return f"'{part}': an opponent's rating is outside 1 to 3999"
        pool.append((day, ratings, score))
    return pool
