"""Rounds as the norm checks read them: the pairing system from the header's words."""

from __future__ import annotations

import pytest

from elo_core.norms.rounds import Pairing, pairing_of


@pytest.mark.parametrize(("description", "pairing"), [
    ("Double round robin", Pairing.DOUBLE_ROUND_ROBIN),
    ("Doppel-Rundenturnier (double)", Pairing.DOUBLE_ROUND_ROBIN),
    ("Round robin", Pairing.ROUND_ROBIN),
    ("Rundenturnier", Pairing.ROUND_ROBIN),
    ("Scheveningen", Pairing.ROUND_ROBIN),
    ("Open Swiss", Pairing.SWISS),
])
def test_the_header_names_the_pairing(description: str, pairing: Pairing) -> None:
    """TRF 092's words decide before the pairings are looked at (no rounds given here)."""
    assert pairing_of({}, description) is pairing
