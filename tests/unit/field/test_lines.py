"""Every game of a rated field from each side, as arrays; per-player tables, season performances."""

from __future__ import annotations

import numpy as np
import pytest

from elo_core.field.lines import FieldLines, season_performance
from elo_core.models import System


def _lines() -> FieldLines:
    """Ann beats Bo (1600) and draws Cy (1400); an unrated game against Bo does not count."""
    names = np.array(["Ann", "Bo", "Cy", ""], dtype=object)
    data = {
        "event": np.array([0, 0, 0, 0, 0]),
        "round": np.array([0, 1, 0, 1, 2]),
        "player": np.array([0, 0, 1, 2, 0]),
        "opponent": np.array([1, 2, 0, 0, 1]),
        "rating": np.array([1500.0, 1500.0, 1600.0, 1400.0, 1500.0]),
        "opponent_rating": np.array([1600.0, 1400.0, 1500.0, 1500.0, 0.0]),
        "score": np.array([1.0, 0.5, 0.0, 0.5, 1.0]),
        "played": np.array([True, True, True, True, False]),
        "rated": np.array([True, True, True, True, False]),
        "expected": np.array([0.36, 0.64, 0.64, 0.36, np.nan]),
        "change": np.array([12.8, -2.8, -12.8, 2.8, np.nan]),
        "note": np.array([0, 0, 0, 0, 1]),
        "source_line": np.array([2, 3, 2, 3, 4]),
    }
    return FieldLines(data=data, names=names, events=np.array(["Club"], dtype=object),
                      rounds=np.array(["R1", "R2", "R3"], dtype=object),
                      notes=np.array(["", "bye: not rated"], dtype=object))


def test_frame_of_one_player_has_text_names() -> None:
    """Ann's three lines, opponents and rounds by name, the bye's note kept."""
    frame = _lines().frame(player="Ann")
    assert list(frame["opponent"]) == ["Bo", "Cy", "Bo"]
    assert list(frame["round"]) == ["R1", "R2", "R3"]
    assert list(frame["note"]) == ["", "", "bye: not rated"]


def test_frame_of_an_unknown_player_is_empty() -> None:
    """A name that is not in the field gives no rows rather than someone else's."""
    assert _lines().frame(player="Nobody").empty


def test_season_performance_linear_and_fide() -> None:
    """Ann: 1.5 of 2 against an average of 1500. Linear: 1500 + 400 x (1 - 0) / 2 = 1700.
    FIDE: 75 % -> dp +193 (table 8.1.1), so 1693. Bo: 0 of 1 against 1500 -> 1100 linear."""
    linear = season_performance(_lines(), System.CLASSIC)
    assert linear["Ann"] == pytest.approx(1700.0)
    assert linear["Bo"] == pytest.approx(1100.0)
    fide = season_performance(_lines(), System.FIDE)
    assert fide["Ann"] == 1693.0


def test_the_first_player_is_named_as_an_opponent_and_a_bye_has_none() -> None:
    """Bo's and Cy's opponent is Ann, code 0 (the first name); a line whose opponent code is
    -1 (a bye) shows the blank name."""
    lines = _lines()
    assert list(lines.frame(player="Bo")["opponent"]) == ["Ann"]
    lines.data["opponent"][4] = -1
    assert list(lines.frame(player="Ann")["opponent"]) == ["Bo", "Cy", ""]
