"""FIDE first ratings in a season file: results pooled across events, a zero first event dropped."""

from __future__ import annotations

from pathlib import Path

import pytest

from elo_core.field.rate import rate_field
from elo_core.io import read_event_file
from elo_core.models import System

SEASON = Path(__file__).resolve().parents[2] / "data" / "season_new_players.csv"


@pytest.fixture(scope="module")
def rows() -> dict[tuple[str, str], dict[str, object]]:
    """Per-player, per-event rows of the season rated under FIDE (2025 rules)."""
    result = rate_field(read_event_file(SEASON.read_bytes(), source=SEASON.name),
                        system=System.FIDE)
    return {(r["player"], r["event"]): r for r in result.rows.to_dict("records")}


def test_three_games_are_not_enough_yet(rows: dict[tuple[str, str], dict[str, object]]) -> None:
    """After 3 rated games a new player stays unrated, and the page says why."""
    row = rows[("Newbie", "Spring")]
    assert row["new_rating"] != row["new_rating"]  # NaN: not rated yet
    assert "at least 5 games" in str(row["note"])
    assert "(has 3)" in str(row["note"])


def test_games_of_two_events_are_pooled(rows: dict[tuple[str, str], dict[str, object]]) -> None:
    """3 + 2 games: 1900 W, 1800 D, 1700 L, then 2000 W (as Black), 1600 D: score 3.0.

    Ra = (9000 + 2 x 1800) / 7 = 1800; p = (3 + 1) / 7 = 0.57 -> dp +50 -> 1850.
    """
    row = rows[("Newbie", "May")]
    assert row["new_rating"] == pytest.approx(1850)
    assert "2 events pooled" in str(row["note"])


def test_zero_first_event_is_disregarded(rows: dict[tuple[str, str], dict[str, object]]) -> None:
    """0/5 in the first event is dropped; 2.5/5 next: Ra 1800, p 3.5/7 = 0.50 -> 1800."""
    assert "zero score in a first event is disregarded" in str(rows[("Zed", "Spring")]["note"])
    row = rows[("Zed", "May")]
    assert row["new_rating"] == pytest.approx(1800)
    assert "pooled" not in str(row["note"])
