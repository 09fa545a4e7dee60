"""One classic or US Chess event of a field: per-game changes and the wins, draws and losses."""

from __future__ import annotations

import pytest

from elo_core.field.rate import rate_field
from elo_core.io import read_event_file
from elo_core.models import System

CLUB = ("event,date,white,black,white_rating,black_rating,result\n"
        "Club,2025-03-01,A,B,1600,1400,1\n"
        "Club,2025-03-01,C,A,1500,1600,1/2\n"
        "Club,2025-03-01,B,C,1400,1500,0\n")


def test_each_games_change_is_k_times_score_minus_expectation() -> None:
    """Classic Elo, K 20. A (1600) v B (1400): E = 1 / (1 + 10^(-200/400)) = 0.759747, a win
    gives 20 x (1 - 0.759747) = +4.805; A v C (1500): E = 1 / (1 + 10^(-0.25)) = 0.640065, a
    draw gives 20 x (0.5 - 0.640065) = -2.801. A's event: +2.004, rounded +2.0. B v C:
    E = 0.359935, a loss gives -7.199."""
    result = rate_field(read_event_file(CLUB.encode(), source="club.csv"),
                        system=System.CLASSIC, k=20)
    lines = result.lines.frame(player="A")
    assert list(lines["opponent"]) == ["B", "C"]
    assert lines["expected"].tolist() == pytest.approx([0.759747, 0.640065], abs=1e-6)
    assert lines["change"].tolist() == pytest.approx([4.805061, -2.801300], abs=1e-6)
    b_lines = result.lines.frame(player="B")
    assert b_lines["change"].tolist() == pytest.approx([-4.805061, -7.198700], abs=1e-6)
    row = result.rows.set_index("player").loc["A"]
    assert row["change"] == pytest.approx(2.003761, abs=1e-6)
    assert row["change_rounded"] == 2.0


def test_wins_draws_and_losses_are_counted_per_player() -> None:
    """A: a win and a draw; B: two losses; C: a draw and a win."""
    result = rate_field(read_event_file(CLUB.encode(), source="club.csv"),
                        system=System.CLASSIC, k=20)
    rows = result.rows.set_index("player")
    counts = {p: (rows.loc[p, "wins"], rows.loc[p, "draws"], rows.loc[p, "losses"])
              for p in ("A", "B", "C")}
    assert counts == {"A": (1, 1, 0), "B": (0, 0, 2), "C": (1, 1, 0)}
