"""An event file's games as rows of the games CSV layout (the columns our CSV reader takes), for
writing as .csv, .xlsx or .ods."""

from __future__ import annotations

import datetime as dt

import numpy as np
import pandas as pd

from elo_core.errors import FileError, FileWarning, Problem
from elo_core.io.csv.read import PROFILE_RANGES
from elo_core.io.games import IDENTITY_COLUMNS, PROFILE_COLUMNS, EventFile

BASE_COLUMNS = ("event", "date", "round", "white", "black", "white_rating", "black_rating",
                "result")
OPTIONAL_COLUMNS = ("time_control", "rating_period")
PLAYED = {(1.0, 0.0): "1-0", (0.0, 1.0): "0-1", (0.5, 0.5): "1/2-1/2"}
UNPLAYED = {(1.0, 0.0): "1-0f", (0.0, 1.0): "0-1f", (0.0, 0.0): "0f-0f"}
BYE_POINTS = {1.0: "1", 0.5: "0.5", 0.0: "0"}
Cell = str | float | dt.date | None


def _result(white: float, black: float, played: bool, bye: bool) -> str | None:
    if bye:
        return BYE_POINTS.get(white)
    return (PLAYED if played else UNPLAYED).get((white, black))


def _number(value: float) -> float | None:
    return None if np.isnan(value) else float(value)


def _profile_columns(event: EventFile) -> list[str]:
    """Profile fields some player has (white_k, black_k...: the reader takes the first)."""
    players = event.players
    return [name for name in PROFILE_COLUMNS if name != "rating" and name in players.columns
            and players[name].notna().any()]


def games_rows(event: EventFile) -> tuple[list[str], list[list[Cell]], tuple[FileWarning, ...]]:
    """(header, rows, warnings) of the games table; FileError for points a CSV cannot hold
    (an unplayed draw). Byes are 'bye' rows with their points; notes a CSV has no word for
    (byes' kinds, games under one move) are said in a warning."""
    games = event.games
    optional = [c for c in OPTIONAL_COLUMNS if (games[c].astype(str) != "").any()]
    profiles = _profile_columns(event)
    ids = _fide_ids(event)
    header = [*BASE_COLUMNS, *optional, *(("white_id", "black_id") if ids else ()),
              *(f"{side}_{name}" for name in profiles for side in ("white", "black"))]
    dates = games["date"]
    whites, blacks = games["white"].astype(str).to_numpy(), games["black"].astype(str).to_numpy()
    first = games["white_score"].to_numpy(dtype=float)
    second = games["black_score"].to_numpy(dtype=float)
    played = games["played"].to_numpy(dtype=bool)
    notes = games["note"].astype(str).to_numpy()
    lines = games["source_line"].to_numpy(dtype=np.int64)
    text = {c: games[c].astype(str).to_numpy() for c in ("event", "round", *optional)}
    ratings = (games["white_rating"].to_numpy(dtype=float),
               games["black_rating"].to_numpy(dtype=float))
    profile, dropped = _profiles(event, profiles)
    rows: list[list[Cell]] = []
    problems: list[Problem] = []
    renamed: list[int] = []
    for i in range(len(games)):
        bye = not blacks[i]
        result = _result(float(first[i]), float(second[i]), bool(played[i]), bye)
        if result is None:
            problems.append(Problem(message=f"points {first[i]:g} and {second[i]:g} (not played) "
                                    "have no CSV result", line=int(lines[i]), column="result"))
            continue
        if notes[i] not in ("", "forfeit", "double forfeit", "bye"):
            renamed.append(int(lines[i]))
        day = dates.iloc[i]
        row: list[Cell] = [text["event"][i], None if pd.isna(day) else day.date(),
                           text["round"][i], whites[i], "bye" if bye else blacks[i],
                           _number(ratings[0][i]), None if bye else _number(ratings[1][i]),
                           result, *(text[c][i] for c in optional)]
        if ids:
            row += [ids.get(whites[i]), None if bye else ids.get(blacks[i])]
        for name in profiles:
            for side in (whites[i], blacks[i]):
                value = profile[name].get(side, np.nan) if side else np.nan
                row.append(None if pd.isna(value) else float(value))
        rows.append(row)
    if problems:
        raise FileError(problems, source=event.source)
    return header, rows, tuple(dropped + _warnings(event, renamed))


def _fide_ids(event: EventFile) -> dict[str, str]:
    """Each player's FIDE ID (the CSV reader's `white_id` / `black_id`), none when no one has
    one."""
    if "fide_id" not in event.players.columns:
        return {}
    ids = event.players["fide_id"].astype(str).str.strip()
    return {str(name): value for name, value in ids.items() if value not in ("", "nan")}


def _profiles(event: EventFile, names: list[str]) -> tuple[dict[str, pd.Series],
                                                           list[FileWarning]]:
    """Each profile column, without the values our CSV reader would refuse (a TRF birth date
    '120242', day-month-year, is read as the year 1202 by the TRF reader): those are said."""
    out: dict[str, pd.Series] = {}
    warnings = []
    for name in names:
        values = pd.to_numeric(event.players[name], errors="coerce")
        low, high = PROFILE_RANGES[name]
        wrong = values.notna() & ((values < low) | (values > high))
        if wrong.any():
            warnings.append(FileWarning(
                code="csv_profile_out_of_range", column=name,
                players=tuple(str(p) for p in values.index[wrong]),
                value=", ".join(f"{v:g}" for v in values[wrong].head(5)),
                what=f"{name.replace('_', ' ')} values outside {low:g}-{high:g} are not "
                     "written (the reader would refuse them)"))
        out[name] = values.where(~wrong)
    return out, warnings


def _warnings(event: EventFile, renamed: list[int]) -> list[FileWarning]:
    out = []
    if renamed:
        out.append(FileWarning(
            code="csv_note_simplified", rows=tuple(sorted(set(renamed))),
            unit="line" if event.format in ("trf", "pgn") else "row",  # where they are read
            what="unplayed games and byes of kinds a games CSV has no word for (half-point, "
                 "zero-point or pairing byes, games under one move) are written as byes and "
                 "forfeits with their points: the same figures, a plainer note"))
    identity = [c for c in IDENTITY_COLUMNS if c in event.players.columns and
                (event.players[c].astype(str).str.strip() != "").any()
                and c not in ("start_number", "fide_id")]  # (IDs: white_id, black_id)
    if identity:
        out.append(FileWarning(
            code="csv_identity_not_written", value=", ".join(identity),
            what=f"a games CSV has no columns for {', '.join(identity)}: not written"))
    return out
