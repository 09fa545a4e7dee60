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


def _records(frame: pd.DataFrame, keys: dict[str, str]) -> tuple[np.ndarray, list[dict[str, Any]]]:
    """Each row as a dict with JSON keys (NaN -> None, floats to 4 places), and its player."""
    out = pd.DataFrame(index=frame.index)
    for column, key in keys.items():
        values = frame[column]
        if pd.api.types.is_float_dtype(values):
            values = values.round(4).astype(object).where(values.notna(), None)
        elif pd.api.types.is_integer_dtype(values):
            values = values.astype(object)
        else:
            values = values.astype(str).astype(object)
        out[key] = values
    records: list[dict[str, Any]] = out.to_dict("records")  # type: ignore[assignment]
    return frame["player"].astype(str).to_numpy(dtype=object), records


def _grouped(players: np.ndarray, records: list[dict[str, Any]]) -> dict[str, list[Any]]:
    by_player: dict[str, list[Any]] = {}
    for name, record in zip(players, records, strict=True):
        by_player.setdefault(name, []).append(record)
    return by_player


def breakdowns(result: FieldResult) -> dict[str, dict[str, list[Any]]]:
    """Per player: `events` (one entry per event played, in rating order) and, under FIDE,
    `periods` (one entry per rating period, the list's rounded change and rating after)."""
    events = _grouped(*_records(result.rows, EVENT_KEYS))
    out: dict[str, dict[str, list[Any]]] = {name: {"events": rows} for name, rows in
                                            events.items()}
    if result.system == System.FIDE:
        ordered = result.periods.sort_values(["period", "time_control"], kind="stable")
        for name, rows in _grouped(*_records(ordered, PERIOD_KEYS)).items():
            out.setdefault(name, {"events": []})["periods"] = rows
    return out


def add_breakdowns(players: list[dict[str, Any]], result: FieldResult) -> list[dict[str, Any]]:
    """The players' JSON entries with their `events` (and FIDE `periods`) lists added."""
    found = breakdowns(result)
    return [{**entry, **found.get(str(entry["name"]), {"events": []})} for entry in players]
