"""Glicko-2's algorithm: Glickman's worked example and its input checks."""

from __future__ import annotations

import math

import pytest

from elo_core.errors import InputError
from elo_core.rules import glicko2

PAPER_GAMES = [(1400.0, 30.0, 1.0), (1550.0, 100.0, 0.0), (1700.0, 300.0, 0.0)]


def test_paper_example() -> None:
    """Paper: 1500/200/0.06 vs 1400/30 W, 1550/100 L, 1700/300 L -> 1464.06, 151.52, 0.05999."""
    res = glicko2.update(1500, 200, 0.06, PAPER_GAMES, tau=0.5)
    assert res.rating == pytest.approx(1464.06, abs=0.01)
    assert res.rd == pytest.approx(151.52, abs=0.01)
    assert res.volatility == pytest.approx(0.05999, abs=0.00001)


def test_rd_grows_without_games() -> None:
    """No games: rating and volatility stay, phi' = sqrt(phi^2 + sigma^2) (200 -> 200.27)."""
    res = glicko2.update(1500, 200, 0.06, [])
    expected_rd = math.sqrt((200 / 173.7178) ** 2 + 0.06**2) * 173.7178
    assert res.rating == pytest.approx(1500, abs=1e-12)
    assert res.volatility == pytest.approx(0.06, abs=1e-12)
    assert res.rd == pytest.approx(expected_rd, abs=1e-9)
    assert res.rd == pytest.approx(200.27, abs=0.005)


@pytest.mark.parametrize("tau", [0.1, 2.5])
def test_tau_out_of_range_raises(tau: float) -> None:
    """tau outside 0.2..2.0 raises InputError."""
    with pytest.raises(InputError, match="tau must be between"):
        glicko2.update(1500, 200, 0.06, PAPER_GAMES, tau=tau)


def test_nonpositive_rd_raises() -> None:
    """An RD of zero raises InputError."""
    with pytest.raises(InputError, match="RD and volatility must be positive"):
        glicko2.update(1500, 0, 0.06, PAPER_GAMES)



def test_fitted_rd_narrows_with_games() -> None:
    """350 with no games; 1 / sqrt(1/350^2 + 10 (ln10/400)^2 / 4) = 104.83 after 10; the 50
    floor from 50 games on (48.2 unfloored)."""
    assert glicko2.fitted_rd(0) == 350
    assert glicko2.fitted_rd(10) == pytest.approx(104.83, abs=0.01)
    assert glicko2.fitted_rd(50) == 50
    assert glicko2.fitted_rd(100) == 50
    with pytest.raises(InputError):
        glicko2.fitted_rd(-1)
