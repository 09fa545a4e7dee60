"""A rated field's totals: one row per player (standings order) and FIDE's per-period rows."""

from __future__ import annotations

import numpy as np
import pandas as pd

from elo_core.field import arrays
from elo_core.field.lines import FieldLines, season_performance
from elo_core.field.state import text_column
from elo_core.io.games import IDENTITY_COLUMNS
from elo_core.io.players.profile_columns import LIST_IDENTITY
from elo_core.models import System

PERIOD_COLUMNS = ["period", "time_control", "player", "rating_before", "k", "games", "change",
                  "change_rounded", "rating_after", "note"]
GLICKO_PERIOD_COLUMNS = ["rd_before", "rd", "volatility"]  # Glicko-2 periods also carry these
PLAYER_COLUMNS = ["player", "rating", "k", "games", "score", "expected", "change",
                  "change_rounded", "new_rating", "performance", "events", "k_reason", "points",
                  "note"]


def period_table(parts: list[dict[str, np.ndarray]], names: np.ndarray) -> pd.DataFrame:
    """FIDE's and Glicko-2's rating periods: one row per (period, time control, player) (empty
    otherwise); Glicko-2's rows also carry RD and volatility (GLICKO_PERIOD_COLUMNS)."""
    if not parts:
        return pd.DataFrame(columns=PERIOD_COLUMNS)
    data: dict[str, object] = {key: np.concatenate([part[key] for part in parts])
                               for key in parts[0]}
    data["player"] = text_column(names, np.asarray(data["player"]))
    extra = [key for key in GLICKO_PERIOD_COLUMNS if key in data]
    return pd.DataFrame({key: data[key] for key in [*PERIOD_COLUMNS, *extra]})


def final_table(rows: pd.DataFrame, lines: FieldLines, periods: pd.DataFrame, system: System,
                profiles: pd.DataFrame, *, players: np.ndarray) -> pd.DataFrame:
    """One row per player: first rating, totals over the file, last K, rating after the last
    event; the TRF's identity columns when the file has them; in standings order. `players`:
    each row's player code (an index into `lines.names`)."""
    if rows.empty:
        return pd.DataFrame(columns=PLAYER_COLUMNS)
    # Grouped by player code (whole numbers, where names were hashed: 76,730 players of the
    # real-shaped PGN); any group order, as the table is put in standings order.
    grouped = rows.groupby(players)
    out = grouped.agg(rating=("rating", "first"), k=("k", "last"),
                      k_reason=("k_reason", "last"), games=("games", "sum"),
                      score=("score", "sum"), points=("points", "sum"),
                      expected=("expected", "sum"), change=("change", "sum"),
                      change_rounded=("change_rounded", "sum"), new_rating=("new_rating", "last"),
                      events=("event", "size"), note=("note", "last"))
    codes = out.index.to_numpy()
    out.index = pd.Index(pd.Series(text_column(lines.names, codes), name="player"))
    out["note"] = season_notes(rows, out["events"]).reindex(out.index).fillna(out["note"])
    if system == System.FIDE:  # each period's change is rounded once: the list's figures add up
        by_player = periods.groupby("player")["change_rounded"].sum()
        out["change_rounded"] = by_player.reindex(out.index).to_numpy(dtype=float)
    else:  # ratings chain unrounded: round the season's change once
        places = 1 if system == System.CLASSIC else 0
        out["change_rounded"] = arrays.half_away_float(out["change"].to_numpy(dtype=float), places)
    single = (out["events"] == 1).to_numpy()
    perf = grouped["performance"].last().to_numpy()
    if not single.all():  # (the season's figures are by code: one per name of `lines`)
        perf = np.where(single, perf, season_performance(lines, system).to_numpy()[codes])
    out["performance"] = perf
    if system == System.GLICKO2:  # RD and volatility after the player's last period
        last = periods.groupby("player")[["rd", "volatility"]].last()
        out[["rd", "volatility"]] = last.reindex(out.index).to_numpy(dtype=float)
    out = out.reset_index()
    identity = [c for c in (*IDENTITY_COLUMNS, *LIST_IDENTITY) if c in profiles.columns]
    if identity:
        found = profiles[identity].reindex(pd.Index(out["player"].astype(str), dtype=object))
        for column in identity:
            out[column] = found[column].to_numpy()
    return standings_order(out)


def season_notes(rows: pd.DataFrame, events: pd.Series) -> pd.Series:
    """Per player with notes in several events: each event's note, named by its event, runs of
    the same note given once ('E2 to E4: ...'), joined by '; '. A season's totals do not add up
    for a player who fell off the list and was rated anew (rating + rounded change is not the new
    rating), and only the notes of all the events say why; a single event's note stays as it is."""
    noted = rows[rows["note"].astype(str) != ""]  # (then by each player's count of events:
    # isin on a text column builds a pyarrow scalar per player, 0.2 s for 20,000)
    noted = noted[events.reindex(noted["player"].astype(str)).to_numpy() > 1]
    runs: dict[str, list[list[str]]] = {}  # player -> [first event, last event, note], in order
    for player, event, note in zip(noted["player"].astype(str).tolist(),
                                   noted["event"].astype(str).tolist(),
                                   noted["note"].astype(str).tolist(), strict=True):
        mine = runs.setdefault(player, [])
        if mine and mine[-1][2] == note:
            mine[-1][1] = event
        else:
            mine.append([event, event, note])
    return pd.Series({player: "; ".join(
        f"{first}: {note}" if first == last else f"{first} to {last}: {note}"
        for first, last, note in mine) for player, mine in runs.items()}, dtype=object)


def standings_order(table: pd.DataFrame) -> pd.DataFrame:
    """The file's start numbers (TRF) when every player has one, else the final standings:
    points, then rating (unrated last), then name."""
    if "start_number" in table.columns and table["start_number"].notna().all():
        return table.sort_values("start_number", kind="stable").reset_index(drop=True)
    ranked = table.assign(_name=table["player"].astype(str))
    ranked = ranked.sort_values(["points", "rating", "_name"], ascending=[False, False, True],
                                na_position="last", kind="stable")
    return ranked.drop(columns="_name").reset_index(drop=True)
