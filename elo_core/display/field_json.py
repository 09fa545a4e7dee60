"""Per-player breakdowns of a rated field for the CLI's JSON (each event, each FIDE period), and
JSON values from whole columns: a 1,000,000-game season has 240,000 event lines to write."""

from __future__ import annotations

import math
from itertools import repeat
from typing import Any

import numpy as np
import pandas as pd

from elo_core.display.season_rows import row_figures
from elo_core.field.rate import FieldResult
from elo_core.models import System

EVENT_KEYS = {"event": "event", "period": "period", "rating": "rating_before", "k": "k",
              "games": "games", "score": "score", "expected": "expected", "change": "change",
              "change_rounded": "change_rounded"}
PERIOD_KEYS = {"period": "period", "rating_before": "rating_before", "k": "k", "games": "games",
               "change": "change", "change_rounded": "change_rounded",
               "rating_after": "rating_after"}
GLICKO_PERIOD_KEYS = {**PERIOD_KEYS, "rd_before": "rd_before", "rd": "rd",
                      "volatility": "volatility"}
_SCALE = 10_000.0  # four places
SIX_PLACES = frozenset(("volatility",))  # JSON keys written to six places (Glicko-2's ~0.06)


def rounded_array(values: np.ndarray, scale: float = _SCALE) -> np.ndarray:
    """Floats rounded to 4 places exactly as Python's `round(v, 4)` does (NaN stays NaN), at
    numpy speed: rint(v x 10^4) / 10^4 is the same double whenever v x 10^4 is not within a
    hair of a half (the division is correctly rounded, like `round`'s decimal result); those
    few values near a half, and huge ones, are rounded by `round` itself."""
    values = np.asarray(values, dtype=float)
    with np.errstate(over="ignore", invalid="ignore"):  # (huge values: see below)
        scaled = values * scale
        out = np.rint(scaled) / scale
        near_half = np.abs(scaled - np.floor(scaled) - 0.5) < 1e-6
        huge = np.abs(scaled) >= 2.0**52
    for i in np.flatnonzero(near_half | huge).tolist():
        out[i] = round(float(values[i]), round(math.log10(scale)))
    out[np.isnan(values)] = np.nan
    return out


def rounded_list(values: np.ndarray, scale: float = _SCALE) -> list[float | None]:
    """`rounded_array` as Python floats, NaN as None."""
    rounded = rounded_array(values, scale)
    out: list[float | None] = rounded.tolist()
    for i in np.flatnonzero(np.isnan(rounded)).tolist():
        out[i] = None
    return out


def _clean(value: Any) -> Any:
    if isinstance(value, float | np.floating):
        return None if math.isnan(value) else round(float(value), 4)
    if isinstance(value, np.integer):
        return int(value)
    return value


def json_column(column: pd.Series, places: int = 4) -> list[Any]:
    """A column as JSON values, the column at once: floats to `places` places (NaN as null),
    integers as ints, anything else cleaned value by value."""
    if column.dtype.kind == "f":
        return rounded_list(column.to_numpy(dtype=float), 10.0**places)
    if column.dtype.kind in "iub":
        return column.tolist()
    if isinstance(column.dtype, pd.StringDtype):  # text: no per-value cleaning (10x faster)
        text = column.to_numpy(dtype=object)
        text[column.isna().to_numpy()] = None
        values: list[Any] = text.tolist()
        return values
    return [_clean(v) for v in column.tolist()]


def places(key: str) -> int:
    """Decimal places a JSON key is written with: four, six for SIX_PLACES."""
    return 6 if key in SIX_PLACES else 4


def records(columns: list[list[Any]], names: tuple[str, ...]) -> list[dict[str, Any]]:
    """Row objects from columns of values (`map` builds the dicts without a Python loop)."""
    return list(map(dict, map(zip, repeat(names), zip(*columns, strict=True))))


def _grouped(frame: pd.DataFrame, keys: dict[str, str]) -> dict[str, list[dict[str, Any]]]:
    """Each row as a dict with JSON keys, gathered by player (rows keep their order): the rows
    are put in player order first (a stable sort), then each player's run is one slice."""
    codes, players = pd.factorize(frame["player"].astype(str))
    order = np.argsort(codes, kind="stable")
    ordered = frame.iloc[order]
    rows = records([json_column(ordered[column], places(key)) for column, key in keys.items()],
                   tuple(keys.values()))
    bounds = np.searchsorted(codes[order], np.arange(len(players) + 1)).tolist()
    return {name: rows[bounds[j]:bounds[j + 1]] for j, name in enumerate(players.tolist())}


def breakdowns(result: FieldResult) -> dict[str, dict[str, list[Any]]]:
    """Per player: `events` (one entry per event played, in rating order) and, under FIDE and
    Glicko-2, `periods` (one entry per rating period, the rounded change and rating after;
    Glicko-2 adds the RD before and after, and the volatility after)."""
    shown = result.rows.assign(**row_figures(result))  # as the page: no expected score or
    out: dict[str, dict[str, list[Any]]] = {  # change for a player without a rating
        name: {"events": rows} for name, rows in _grouped(shown, EVENT_KEYS).items()}
    if result.system in (System.FIDE, System.GLICKO2):
        keys = GLICKO_PERIOD_KEYS if result.system == System.GLICKO2 else PERIOD_KEYS
        ordered = result.periods.sort_values(["period", "time_control"], kind="stable")
        for name, rows in _grouped(ordered, keys).items():
            out.setdefault(name, {"events": []})["periods"] = rows
    return out


def add_breakdowns(players: list[dict[str, Any]], result: FieldResult) -> list[dict[str, Any]]:
    """The players' JSON entries with their `events` (and FIDE `periods`) lists added."""
    found = breakdowns(result)
    empty: dict[str, list[Any]] = {"events": []}
    return [{**entry, **found.get(str(entry["name"]), empty)} for entry in players]
