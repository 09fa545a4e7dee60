"""Tables and exports of a rated field, shared by the Event upload page and the CLI."""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from typing import Any

import numpy as np
import pandas as pd

from elo_core.display.field_json import add_breakdowns, json_column, places, records
from elo_core.display.field_json_text import players_text
from elo_core.display.season_rows import (
    AFTER_EVENT,
    NEXT_LIST,
    SEASON_HELP,
    event_progress,
    player_totals,
)
from elo_core.errors import Problem
from elo_core.field import arrays
from elo_core.field.rate import FieldResult
from elo_core.models import System

__all__ = [
    "COLUMN_HELP", "CROSSTABLE_NUMBERS", "PLAYER_COLUMNS", "crosstable", "event_table",
    "json_payload", "player_table", "problems_table", "rating_text", "shown_table",
]

# Column name in the table shown on the page -> key in the CLI's JSON.
PLAYER_COLUMNS = {
    "Player": "name", "Rating": "rating", "K": "k", "K rule": "k_rule", "Games": "games",
    "Score": "score", "Points": "points", "Expected": "expected", "Change": "change",
    "Change (rounded)": "change_rounded", "New rating": "new_rating",
    "Performance": "performance", "Note": "note",
}
IDENTITY_SHOWN = {  # players-table column (TRF player lines) -> column shown and JSON key
    "start_number": ("No.", "start_number"), "title": ("Title", "title"),
    "fide_id": ("FIDE ID", "fide_id"), "federation": ("Fed", "federation"),
    "sex": ("Sex", "sex"), "birth_date": ("Born", "birth_date"),
    "inactive": ("Inactive", "inactive"),  # a FIDE list's flag
}
COLUMN_HELP = {  # column of the whole-field table -> what it is and why
    "No.": "the player's start number in the file (TRF)",
    "FIDE ID": "FIDE identification number, as the file (or the FIDE list) gives it",
    "Fed": "federation, as the TRF file or the FIDE list gives it",
    "Inactive": "the FIDE list flags the player inactive (no rated game for a year); inactive "
                "players are rated as any other",
    "Rating": "the rating the player started from: the file's rating in their first event "
              "(blank: unrated)",
    "K": "development coefficient (of the last event in a season: each event's K is in the "
         "player's events table); the 'K rule' column says which rule gave it",
    "K rule": "which K rule applied (in the last event of a season)",
    "Games": "rated games: played (not a bye or forfeit) against a rated opponent; for a "
             "player without a rating, the games against rated opponents a first rating is "
             "computed from (the Note says which counted)",
    "Score": "points in those games",
    "Points": "all points credited, byes and forfeits included (the standings)",
    "Expected": "expected score against the rated opponents (FIDE: table 8.1.2); blank for a "
                "player without a rating (no expected score exists)",
    "Change": "K x (score - expected), unrounded, summed over the events; US Chess adds its "
              "bonus where one is earned (the Note gives it)",
    "Change (rounded)": "the change as a rating list shows it (half away from zero); FIDE: the "
                        "sum of each rating period's change, rounded once per period",
    "New rating": "rating after the last event (FIDE: after its rating period)",
    "Performance": "FIDE: average opponent + dp from table 8.1.1; else the linear formula",
    "Events": "events the player took part in",
    "Note": "first ratings, floors, provisional ratings",
    "RD": "Glicko-2 rating deviation after the player's last period: how uncertain the rating "
          "is (350 for a newcomer; it shrinks with games and grows in months without them)",
    "Volatility": "Glicko-2 volatility after the player's last period: how erratic the "
                  "player's results have been (0.06 to start)",
    **SEASON_HELP,
}
GLICKO_COLUMNS = {"RD": "rd", "Volatility": "volatility"}  # shown column -> players column
CROSSTABLE_NUMBERS = {  # the crosstable's number column -> which numbers it and the cells use
    "No.": "Players are numbered by their start numbers in the file (TRF), as in the whole-field "
           "table: '13: 1' in a round means met start number 13, scored 1.",
    "No": "The file gives no start numbers, so players are numbered by their place in this "
          "table (points, then rating): '12: 1' in a round means met number 12 here, scored 1.",
}


def player_table(result: FieldResult) -> pd.DataFrame:
    """The whole-field table: one row per player (after the last event of a season)."""
    p = result.players
    names = p["player"].astype(str).to_numpy(dtype=object)
    totals, never_rated = player_totals(result, names)
    table = pd.DataFrame({  # the figures a phone shows first: rating, change, new rating
        "Player": p["player"].astype(str), "Rating": p["rating"],
        "Change": np.round(totals["change"], 2),
        "New rating": p["new_rating"].round(2), "K": p["k"],
        "Games": totals["games"].astype(np.int64),
        "Score": totals["score"], "Points": p["points"],
        "Expected": np.round(totals["expected"], 2),
        "Change (rounded)": p["change_rounded"].where(~never_rated),
        "K rule": p["k_reason"].astype(str),
        "Performance": p["performance"].round(1), "Events": p["events"].astype("int64"),
        "Note": p["note"].astype(str),
    })
    if result.system == System.CLASSIC:  # rounded once (1589.65 -> 1589.7, as `event` shows)
        table["New rating"] = arrays.half_away_float(p["new_rating"].to_numpy(dtype=float), 1)
    if result.system == System.GLICKO2:
        place = list(table.columns).index("New rating") + 1
        for offset, (shown, column) in enumerate(GLICKO_COLUMNS.items()):
            table.insert(place + offset, shown, p[column])
    return _with_identity(table, p)


def _with_identity(table: pd.DataFrame, players: pd.DataFrame) -> pd.DataFrame:
    """The TRF's start number before the name; title, FIDE ID, federation, sex and birth date
    after the rating, change and new rating (only the columns the file fills for someone)."""
    front = {}
    for column, (shown, _) in IDENTITY_SHOWN.items():
        if column in players.columns and players[column].notna().any() and \
                (players[column].astype(str) != "").any():
            values = players[column]
            front[shown] = values.astype("Int64") if column == "start_number" else \
                values.fillna("").astype(str)
    if not front:
        return table
    number = {"No.": front.pop("No.")} if "No." in front else {}
    lead = ["Player", "Rating", "Change", "New rating"]
    return pd.concat([pd.DataFrame(number), table[lead], pd.DataFrame(front),
                      table.drop(columns=lead)], axis=1)


def event_table(result: FieldResult) -> pd.DataFrame:
    """Every player's line in every event (the season view), file ratings beside computed ones:
    what the event did (under FIDE the rating after it, unrounded, and beside it the rating
    the next list shows; elsewhere the new rating) and, for a player without a rating, the
    games toward a first rating with no expected score or change."""
    r = result.rows
    shown = event_progress(result)
    return pd.DataFrame({
        "Event": r["event"].astype(str), "Date": r["date"].dt.date,
        "Rating period": r["period"].astype(str), "Player": r["player"],
        "Rating": r["rating"], "Rating in file": r["file_rating"], "K": r["k"],
        "K rule": r["k_reason"], "Games": shown["games"], "Score": shown["score"],
        "Points": r["points"], "Expected": shown["expected"].round(2),
        "Change": shown["change"].round(2), "Change (rounded)": shown["change_rounded"],
        **after_columns(result, shown), "Performance": r["performance"].round(1),
        "Note": r["note"],
    })


def after_columns(result: FieldResult, shown: pd.DataFrame) -> dict[str, pd.Series]:
    """FIDE: the rating after the event (unrounded) and the next list's rating, each labelled;
    the other systems: the new rating after the event."""
    if result.system != System.FIDE:
        return {"New rating": shown["after_event"].round(1)}
    return {AFTER_EVENT: shown["after_event"].round(2), NEXT_LIST: shown["next_list"]}


def player_records(table: pd.DataFrame, keys: dict[str, str] | None = None
                   ) -> list[dict[str, Any]]:
    """The JSON's player objects, built column by column (`keys`: table column -> JSON key,
    PLAYER_COLUMNS by default)."""
    keys = PLAYER_COLUMNS if keys is None else keys
    return records([json_column(table[c], places(key)) for c, key in keys.items()],
                   tuple(keys.values()))


def json_payload(result: FieldResult, *, lists_as_text: bool = False) -> dict[str, Any]:
    """The CLI's JSON: events (name, date, period, games, time control and where it came from),
    players (totals over the file, then their `events` and, under FIDE, `periods`), skipped
    (line, reason), warnings ({code, what, where, value}). `lists_as_text`: the whole `players`
    list already written as JSON text column by column (for elo_core.cli.json_text only): the
    same text once encoded, with no dict per player."""
    table = player_table(result)
    identity = {shown: key for shown, key in IDENTITY_SHOWN.values() if shown in table.columns}
    keys = {**{c: identity.pop(c) for c in ["No."] if c in identity}, "Player": "name",
            **identity, **PLAYER_COLUMNS,
            **{c: key for c, key in GLICKO_COLUMNS.items() if c in table.columns}}
    players = players_text(table, keys, result) if lists_as_text else \
        add_breakdowns(player_records(table, keys), result)
    e = result.events
    days = pd.to_datetime(e["date"]).to_numpy(dtype="datetime64[ns]").astype("datetime64[D]")
    columns = {"name": e["event"].astype(str).tolist(),  # (column by column: no pandas
               "date": np.datetime_as_string(days, unit="D").tolist(),  # scalar per cell)
               "period": e["period"].astype(str).tolist(),
               "games": e["games"].to_numpy(dtype=np.int64).tolist(),
               "time_control": e["time_control"].astype(str).tolist(),
               "time_control_from": e["time_control_from"].astype(str).tolist()}
    events = [dict(zip(columns, values, strict=True)) for values in zip(*columns.values(),
                                                                         strict=True)]
    skipped = [{"line": p.line, "reason": str(p) if p.line is None else p.message}
               for p in result.skipped]
    return {"system": str(result.system), "k_rule": result.k_note, "events": events,
            "players": players, "skipped": skipped,
            "warnings": [w.as_json() for w in result.warnings]}


def crosstable(result: FieldResult, event: str) -> pd.DataFrame:
    """Swiss-style crosstable of one event: a row per player (best score first), a column per
    round ('12: 1' = met player number 12, scored 1; bye cells show the points credited).

    Players are numbered by the file's start numbers when it gives one to each of them (TRF:
    column "No.", as in the whole-field table), else by their place in this table (column "No").

    Games without a round label (a file with no `round` column, PGN games without a Round tag)
    go in columns G1, G2...: each player's first, second... such game of the event in file
    order (so one column holds different rounds for different players).
    """
    lines = result.lines.frame(event=event)
    rows = result.rows[result.rows["event"] == event]
    order = rows.sort_values(["points", "rating"], ascending=False, kind="stable")
    number, label = _numbers(result, order["player"].astype(str).tolist())
    cells = pd.DataFrame({
        "player": lines["player"].astype(str).to_numpy(dtype=object),
        "cell": [_cell(number, opp, score, played, note) for opp, score, played, note in
                 zip(lines["opponent"].astype(str), lines["score"], lines["played"],
                     lines["note"].astype(str), strict=True)]})
    rounds = lines["round"].astype(str).to_numpy(dtype=object)
    unlabelled = rounds == ""
    nth = cells[unlabelled].groupby("player", sort=False).cumcount().add(1).astype(str)
    cells["column"] = np.where(unlabelled, "", "R" + rounds)
    cells.loc[unlabelled, "column"] = "G" + nth
    grid = cells.pivot_table(index="player", columns="column", values="cell",
                             aggfunc=" / ".join)
    grid = grid.reindex(columns=sorted(grid.columns, key=_column_sort))
    grid.columns = [str(c) for c in grid.columns]
    out = pd.DataFrame({label: list(number.values()), "Player": order["player"].to_numpy(),
                        "Rating": [rating_text(r) for r in order["rating"]],
                        "Points": order["points"].to_numpy()})
    games = grid.reindex(order["player"]).reset_index(drop=True).astype(object).fillna("")
    return out.join(games)


def _numbers(result: FieldResult, names: list[str]) -> tuple[dict[str, int], str]:
    """Each player's number in the crosstable (in `names` order) and the column's name: start
    numbers ("No.") when the file gives every one of them one, else places 1, 2... ("No")."""
    players = result.players
    if "start_number" in players.columns:
        starts = players.set_index(players["player"].astype(str))["start_number"]
        found = starts.reindex(names)
        if len(names) and found.notna().all():
            return {name: int(n) for name, n in zip(names, found, strict=True)}, "No."
    return {name: i for i, name in enumerate(names, start=1)}, "No"


def rating_text(value: Any) -> str:
    """A rating for display: '1850', '1850.5', or 'unrated' when there is none."""
    return "unrated" if value is None or pd.isna(value) else f"{float(value):g}"


def shown_table(table: pd.DataFrame, max_cells: int = 100_000) -> Any:
    """A small table for the screen (one player's game log): numbers as they are (so columns
    still sort as numbers) but an unrated rating reads 'unrated' and other empty cells stay
    blank. Tables above `max_cells` cells are returned unchanged (styling them would be slow);
    the whole-field table uses column settings instead."""
    if table.size > max_cells:
        return table
    numeric: list[Hashable] = [c for c in table.columns
                               if pd.api.types.is_numeric_dtype(table[c])]
    rating: list[Hashable] = ["Rating"] if "Rating" in table.columns else []
    return (table.style.format(lambda v: f"{v:g}", subset=numeric, na_rep="")
            .format(rating_text, subset=rating))



def _cell(number: dict[str, int], opponent: str, score: float, played: bool, note: str) -> str:
    points = {1.0: "1", 0.5: "½", 0.0: "0"}.get(score, f"{score:g}")
    if not opponent:
        return f"{note or 'bye'} {points}"
    mark = "" if played else " (" + (note or "not played") + ")"
    return f"{number.get(opponent, '?')}: {points}{mark}"


def _column_sort(label: str) -> tuple[int, float, str]:
    """Rounds first (R1, R2... by number, then other labels), then G1, G2..."""
    try:
        return (label.startswith("G"), float(label[1:]), label)
    except ValueError:
        return (label.startswith("G"), math.inf, label)


def problems_table(problems: Sequence[Problem]) -> pd.DataFrame:
    """Problems (or skipped items) as a table: line, column, value found, what is wrong.

    A problem without a line shows a blank there (never 'None'); with no line anywhere the
    column is left out. Long values come cut, with their length (see `Problem`).
    """
    lines = [p.line for p in problems]
    table = pd.DataFrame({
        "Line": pd.array(lines, dtype="Int64") if None not in lines else
        ["" if line is None else str(line) for line in lines],
        "Column": [p.column or "" for p in problems],
        "Value found": [p.value or "" for p in problems],
        "Problem": [p.message for p in problems],
    })
    return table if any(line is not None for line in lines) else table.drop(columns="Line")
