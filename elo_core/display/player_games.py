"""One player's games in a rated field, round by round: the labels the crosstable uses (R1,
R2...) and the list of opponents and results."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pandas as pd

from elo_core.field.rate import FieldResult

RESULTS = {1.0: "win", 0.5: "draw", 0.0: "loss"}


def _round_text(value: object) -> str | None:
    try:
        number = float(str(value))
    except ValueError:
        return None
    return f"R{number:g}" if math.isfinite(number) and number > 0 else None


def round_labels(events: Sequence[object], rounds: Sequence[object]) -> list[str]:
    """'R1', 'R3'... as the crosstable heads its rounds; with games from several events the
    event leads ('Club open R2'); a game without a round number is 'game n' (its place)."""
    several = len(set(events)) > 1
    labels = []
    for place, (event, number) in enumerate(zip(events, rounds, strict=True), start=1):
        label = _round_text(number) or f"game {place}"
        labels.append(f"{event} {label}" if several else label)
    return labels


def _result(score: float, played: bool) -> str:
    word = RESULTS.get(float(score), f"{score:g}")
    return word if played else f"unplayed ({float(score):g} point{'' if score == 1 else 's'})"


def player_games(result: FieldResult, player: str) -> pd.DataFrame:
    """Every game of `player` in file order: round, opponent, their rating, the result, and for
    a rated game its expected score and change (blank otherwise, with the reason in 'Note')."""
    lines = result.lines.frame(player=player)
    return pd.DataFrame({
        "Round": round_labels(list(lines["event"]), list(lines["round"])),
        "Opponent": lines["opponent"].astype(str).to_numpy(),
        "Opponent rating": lines["opponent_rating"].to_numpy(float),
        "Result": [_result(s, bool(p)) for s, p in zip(lines["score"], lines["played"],
                                                         strict=True)],
        "Expected": lines["expected"].where(lines["rated"].astype(bool)).to_numpy(float),
        "Change": lines["change"].where(lines["rated"].astype(bool)).to_numpy(float),
        "Note": [str(note) if note else ("" if rated else "not rated") for note, rated in
                 zip(lines["note"], lines["rated"].astype(bool), strict=True)],
    })
