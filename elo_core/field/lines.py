"""Every game of a rated field from each player's side, kept as arrays; season performances."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

from elo_core.field import arrays
from elo_core.models import System

LINE_KEYS = ("event", "round", "player", "opponent", "rating", "opponent_rating", "score",
             "played", "rated", "expected", "change", "note", "source_line")


@dataclass(frozen=True, kw_only=True, slots=True, eq=False)
class FieldLines:
    """Every game from each player's side, kept as arrays; `frame` builds a table on demand."""

    data: dict[str, np.ndarray]
    names: np.ndarray
    events: np.ndarray
    rounds: np.ndarray
    notes: np.ndarray

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
    """The label's code; one past the last code (which no line has) when it is not a label."""
    found = np.flatnonzero(labels == label)
    return int(found[0]) if len(found) else len(labels)


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
        values = arrays.fide_performance(opp_sum, n, np.rint(score * 100).astype(np.int64))
    else:
        values = arrays.linear_performance(opp_sum, n, score)
    return pd.Series(values, index=pd.Index(lines.names, dtype=object))
