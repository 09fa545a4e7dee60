"""A players file's columns beyond the basic profile: per time control (`rapid_rating`...), the
list's K, off the list, pooled results, FIDE ID and identity text (what `--save-list` writes)."""

from __future__ import annotations

import numpy as np
import pandas as pd

from elo_core.errors import Problem
from elo_core.io.cells.values import parse_numbers, parse_ratings
from elo_core.io.fide_ids import id_texts
from elo_core.io.players.profile_columns import EXTRA_RANGES, PER_CONTROL, PREFIX, parse_pool

TEXT_COLUMNS = ("title", "federation", "sex", "inactive")
INFO_RANGES = {"next_k": (1.0, 200.0)}  # written for people to read; the K is worked out again


def _number_columns(profile_ranges: dict[str, tuple[float, float]]
                    ) -> dict[str, tuple[float, float]]:
    """Every numeric column a players file may have beyond `profile_ranges` itself."""
    ranges = {**profile_ranges, **EXTRA_RANGES, **INFO_RANGES}
    out = {name: ranges[name] for name in (*EXTRA_RANGES, *INFO_RANGES)}
    for prefix in PREFIX.values():
        if prefix:
            out.update({prefix + name: ranges[name] for name in (*PER_CONTROL, "next_k")
                        if name in ranges})
    return out


def extra_columns(cells: pd.DataFrame, lines: np.ndarray, problems: list[Problem],
                  profile_ranges: dict[str, tuple[float, float]]) -> dict[str, np.ndarray]:
    """The extra columns the file has, read and checked (problems with their lines)."""
    out: dict[str, np.ndarray] = {}
    for column, (low, high) in _number_columns(profile_ranges).items():
        if column not in cells.columns:
            continue
        if column.endswith("rating"):
            out[column] = parse_ratings(cells[column], lines, column, problems)
        else:
            out[column] = parse_numbers(cells[column], lines, column, problems, low=low,
                                        high=high)
    if "fide_id" in cells.columns:
        out["fide_id"] = id_texts(cells["fide_id"], lines, "fide_id", problems)
    for column in TEXT_COLUMNS:
        if column in cells.columns:
            out[column] = np.array([" ".join(str(v).split()) for v in cells[column]],
                                   dtype=object)
    for prefix in PREFIX.values():
        column = prefix + "pending"
        if column not in cells.columns:
            continue
        texts = np.array([str(v).strip() for v in cells[column]], dtype=object)
        for row, text in enumerate(texts.tolist()):
            found = parse_pool(text) if text else []
            if isinstance(found, str):
                problems.append(Problem(message=found, line=int(lines[row]), column=column,
                                        value=text))
        out[column] = texts
    return out
