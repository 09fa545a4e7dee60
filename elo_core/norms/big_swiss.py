"""1.4.3d: a Swiss whose every round has 20 rated foreigners of 3 federations, 10 of them titled."""

from __future__ import annotations

from elo_core.norms.rounds import Kind, PlayerRounds
from elo_core.norms.rules import FID

NORM_TITLES = frozenset({"GM", "IM", "WGM", "WIM"})
PRESENT = frozenset({Kind.PLAYED, Kind.FORFEIT_WIN, Kind.PAIRING_BYE, Kind.UNPLAYED})


def _missed(player: PlayerRounds, rounds: int) -> int:
    """Rounds missed: absent, a requested bye or a forfeit loss (a pairing-allocated bye is not)."""
    present = {r.number for r in player.rounds if r.kind in PRESENT}
    return sum(number not in present for number in range(1, rounds + 1))


def big_swiss(players: dict[str, PlayerRounds], *, host: str, rounds: int) -> bool | None:
    """Whether 1.4.3d holds; None when the file names no host federation (TRF line 032).

    Players count only if they miss at most one round (2022 and later; byes by pairing aside);
    a player without a federation is not counted as a foreigner.
    """
    if not host or rounds < 1:
        return None
    counted = [p for p in players.values() if _missed(p, rounds) <= 1]
    for number in range(1, rounds + 1):
        here = [p for p in counted
                if any(r.number == number and r.kind in PRESENT for r in p.rounds)]
        foreign = [p for p in here if p.rating is not None and p.federation
                   and p.federation not in (host, FID)]
        if (len(foreign) < 20 or len({p.federation for p in foreign}) < 3
                or sum(p.title in NORM_TITLES for p in foreign) < 10):
            return False
    return True
