"""`elo-core game`: the seed A figures as JSON and text, the 600-point rule."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from tests.unit.cli.cli_runner import Cli


def test_game_json_keys_and_seed_a(cli: Cli) -> None:
    """`game 1613 1609 --k 32 --json`: E 0.506, win +15.8, draw -0.2, loss -16.2."""
    data = cli.json(["game", "1613", "1609", "--k", "32", "--json"])
    assert set(data) >= {"system", "edition", "k", "k_reason", "expected", "win", "draw", "loss"}
    for key in ("win", "draw", "loss"):
        assert set(data[key]) == {"change", "change_rounded", "new_rating", "performance"}
    assert data["system"] == "classic"
    assert data["k"] == 32
    assert data["expected"] == pytest.approx(0.506, abs=0.0005)
    assert data["win"]["change_rounded"] == pytest.approx(15.8, abs=1e-9)
    assert data["draw"]["change_rounded"] == pytest.approx(-0.2, abs=1e-9)
    assert data["loss"]["change_rounded"] == pytest.approx(-16.2, abs=1e-9)
    assert data["win"]["new_rating"] == pytest.approx(1628.8, abs=0.05)
    assert data["win"]["performance"] == pytest.approx(2009, abs=0.5)


def test_game_text_output(cli: Cli) -> None:
    """Without --json the game prints the expected score as a percentage and the outcomes."""
    code, out, _ = cli.run(["game", "1400", "1600", "--k", "32"])
    assert code == 0
    assert "Expected score: 0.240 (24.0 %)" in out
    assert "+24.3" in out
    assert "-7.7" in out


def test_game_not_rated_by_the_600_point_rule(cli: Cli) -> None:
    """Rapid 2024-12-01, 2700 vs 2050: not rated, with the reason; E is still the table's 0.92."""
    code, out, _ = cli.run(["game", "2700", "2050", "--system", "fide", "--date", "2024-12-01",
                         "--time-control", "rapid", "--json"])
    data = json.loads(out)
    assert code == 0
    assert data["rated"] is False
    assert data["note"] == ("600+ points apart with a player above 2600: not rated "
                            "(rapid/blitz rule)")
    assert data["expected"] == pytest.approx(0.92)
    assert data["win"]["change"] == 0



def test_fide_game_text_adds_up_like_the_page(cli: Cli) -> None:
    """FIDE 2700 v 2200 on 2025-10-15 (K 10, real gap, E 0.96): the text shows the whole-point
    change the new rating uses, as the calculator page does: a draw is -5 (unrounded -4.60) ->
    2695, not '-4.6 -> 2695.0' (which does not add up)."""
    code, out, _ = cli.run(["game", "2700", "2200", "--system", "fide", "--date", "2025-10-15"])
    assert code == 0
    assert "  win   0 (unrounded +0.40)  -> 2700   (performance 2600)" in out
    assert "  draw  -5 (unrounded -4.60)  -> 2695   (performance 2200)" in out
    assert "  loss  -10 (unrounded -9.60)  -> 2690   (performance 1800)" in out
