"""The value types' own rules: which rating systems take a K."""

from __future__ import annotations

from elo_core.models import System


def test_glicko2_has_no_k_and_the_others_do() -> None:
    """The rule the pages follow when they grey out K and ask for RD and volatility instead."""
    assert [s for s in System if not s.has_k] == [System.GLICKO2]
