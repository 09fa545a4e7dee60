"""Per-player breakdowns of a rated field for the CLI's JSON: each event, each FIDE period."""

from __future__ import annotations

from typing import Any

import numpy as np
import pandas as pd

from elo_core.field.rate import FieldResult
from elo_core.models import System

EVENT_KEYS = {"event": "event", "period": "period", "rating": "rating_before", "k": "k",
              "games": "games", "score": "score", "expected": "expected", "change": "change",
              "change_rounded": "change_rounded"}
PERIOD_KEYS = {"period": "period", "rating_before": "rating_before", "k": "k", "games": "games",
               "change": "change", "change_rounded": "change_rounded",
               "rating_after": "rating_after"}


def _column(values: pd.Series) -> list[Any]:
    """A column as JSON values: floats to 4 places (NaN -> None), integers, text."""
    if pd.api.types.is_float_dtype(values):
        array = np.round(values.to_numpy(dtype=float), 4)
        out: list[Any] = array.tolist()
        for i in np.flatnonzero(np.isnan(array)).tolist():
            out[i] = None
        return out
    if pd.api.types.is_integer_dtype(values):
        return values.to_numpy().tolist()
    return values.astype(str).tolist()


def _grouped(frame: pd.DataFrame, keys: dict[str, str]) -> dict[str, list[dict[str, Any]]]:
    """Each row as a dict with JSON keys, gathered by player (rows keep their order), built
    from columns: no per-cell pandas access."""
    columns = [_column(frame[column]) for column in keys]
    names = tuple(keys.values())
    records = [dict(zip(names, row, strict=True)) for row in zip(*columns, strict=True)]
    codes, players = pd.factorize(frame["player"].astype(str))
    order = np.argsort(codes, kind="stable")
    bounds = np.searchsorted(codes[order], np.arange(len(players) + 1))
    return {str(name): [records[i] for i in order[bounds[j]:bounds[j + 1]].tolist()]
            for j, name in enumerate(players)}


def breakdowns(result: FieldResult) -> dict[str, dict[str, list[Any]]]:
    """Per player: `events` (one entry per event played, in rating order) and, under FIDE,
    `periods` (one entry per rating period, the list's rounded change and rating after)."""
    out: dict[str, dict[str, list[Any]]] = {
        name: {"events": rows} for name, rows in _grouped(result.rows, EVENT_KEYS).items()}
    if result.system == System.FIDE:
        ordered = result.periods.sort_values(["period", "time_control"], kind="stable")
        for name, rows in _grouped(ordered, PERIOD_KEYS).items():
            out.setdefault(name, {"events": []})["periods"] = rows
    return out


def add_breakdowns(players: list[dict[str, Any]], result: FieldResult) -> list[dict[str, Any]]:
    """The players' JSON entries with their `events` (and FIDE `periods`) lists added."""
    found = breakdowns(result)
    return [{**entry, **found.get(str(entry["name"]), {"events": []})} for entry in players]
