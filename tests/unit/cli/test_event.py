"""`elo-core event`: JSON and text for the seeds, first ratings, Glicko-2, byes."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

import pytest

SEED_D_ARGS = ["event", "--rating", "1550", "--games-played", "120",
               "--opponents", "1610,1720,1480,1590,1655", "--results", "1,0,1,0.5,1",
               "--k-rule", "uscf_bands", "--json"]

if TYPE_CHECKING:
    from tests.unit.cli.cli_runner import Cli


INITIAL_ARGS = ["event", "--rating", "unrated", "--system", "fide", "--date", "2024-06-01",
                "--opponents", "1902,1877,1884,2012,1832", "--results", "0.5,0.5,1,0,1", "--json"]


GLICKO_ARGS = ["event", "--system", "glicko2", "--rating", "1500", "--rd", "200",
               "--volatility", "0.06", "--opponents", "1400,1550,1700",
               "--opponent-rds", "30,100,300", "--results", "1,0,0", "--json"]


def test_event_json_seed_d(cli: Cli) -> None:
    """`event ... --k-rule uscf_bands --json` for seed D: K 32, +45.3, 1595.3, 1611, 1771."""
    data = cli.json(SEED_D_ARGS)
    assert data["k"] == 32
    assert "32 below 2100" in data["k_reason"]
    assert data["expected"] == pytest.approx(2.083, abs=0.0005)
    assert data["change"] == pytest.approx(45.3, abs=0.05)
    assert data["change_rounded"] == pytest.approx(45.3, abs=1e-9)
    assert data["new_rating"] == pytest.approx(1595.3, abs=0.05)
    assert data["record"] == {"wins": 3, "draws": 1, "losses": 1}
    assert data["average_opponent"] == pytest.approx(1611, abs=0.5)
    assert data["performance"]["linear"] == pytest.approx(1771, abs=0.5)
    per_game = [g["expected"] for g in data["games"]]
    # JSON keeps four decimals; seed D shows three (0.415, 0.273, 0.599, 0.443, 0.353)
    assert per_game == pytest.approx([0.4145, 0.2732, 0.5994, 0.4427, 0.3533], abs=0.00005)
    changes = [g["change"] for g in data["games"]]
    assert changes == pytest.approx([18.7, -8.7, 12.8, 1.8, 20.7], abs=0.05)


def test_event_unrated_fide_initial_rating(cli: Cli) -> None:
    """`--rating unrated --system fide` on the RULES.md example gives 1922."""
    data = cli.json(INITIAL_ARGS)
    assert data["new_rating"] == 1922
    assert data["rating"] is None
    assert data["provisional"] is True


def test_event_glicko2_json(cli: Cli) -> None:
    """Glicko-2 JSON carries new_rd and new_volatility with the paper's figures."""
    data = cli.json(GLICKO_ARGS)
    assert data["new_rating"] == pytest.approx(1464.06, abs=0.01)
    assert data["new_rd"] == pytest.approx(151.52, abs=0.01)
    assert data["new_volatility"] == pytest.approx(0.05999, abs=0.00001)


def test_non_glicko_json_has_no_rd(cli: Cli) -> None:
    """Only Glicko-2 output carries new_rd / new_volatility."""
    data = cli.json(SEED_D_ARGS)
    assert "new_rd" not in data
    assert "new_volatility" not in data


def test_event_text_output(cli: Cli) -> None:
    """Without --json the event prints K, the change and the new rating."""
    code, out, _ = cli.run(SEED_D_ARGS[:-1])
    assert code == 0
    assert "K: 32" in out
    assert "New rating: 1595.3" in out


def test_first_rating_json_has_no_expected_or_change(cli: Cli) -> None:
    """An unrated player's JSON: expected and change are null, new_rating is the first rating."""
    code, out, _ = cli.run(INITIAL_ARGS)
    data = json.loads(out)
    assert code == 0
    assert (data["expected"], data["change"], data["change_rounded"]) == (None, None, None)
    assert data["new_rating"] == 1922


def test_first_rating_text(cli: Cli) -> None:
    """The text output says 'First rating' and prints no expected score or change."""
    code, out, _ = cli.run([a for a in INITIAL_ARGS if a != "--json"])
    assert code == 0
    assert "First rating: 1922" in out
    assert "expected" not in out
    assert "Change" not in out


def test_total_points_include_byes(cli: Cli) -> None:
    """A bye's point is in total_points (2) but not in the rated score (1)."""
    code, out, _ = cli.run(["event", "--rating", "1500", "--system", "fide", "--date", "2025-01-01",
                         "--opponents", "bye,1500", "--results", "w,w", "--json"])
    data = json.loads(out)
    assert code == 0
    assert (data["score"], data["total_points"], data["games_rated"]) == (1.0, 2.0, 1)



def test_event_text_shows_the_change_as_the_page_does(cli: Cli) -> None:
    """Seed D's rounds under US Chess (2026, B 10): +79.22 is shown +79.2 with new rating 1629.2
    (the tournament page's figures), not '+79'; under FIDE the table gives 2.10, K 20 x 1.40 =
    +28 and the new rating is the whole 1578, not '1578.0'."""
    rounds = ["--rating", "1550", "--games-played", "120", "--opponents",
              "1610,1720,1480,1590,1655", "--results", "w,l,w,d,w", "--date", "2026-11-30"]
    code, out, _ = cli.run(["event", "--system", "uscf", *rounds])
    assert code == 0
    assert "Change +79.22 (shown +79.2)" in out
    assert "New rating: 1629.2" in out
    code, out, _ = cli.run(["event", "--system", "fide", *rounds])
    assert "Change +28.00 (shown +28)" in out
    assert "New rating: 1578\n" in out
