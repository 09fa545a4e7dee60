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

    Players count only if they miss at most one round (2022 and later; byes by pairing aside),
    and those who do count for every round, the one they missed included (read as the rule's
    purpose: a player who left early is not a participant); a player without a federation is
    not counted as a foreigner.
    """
    if not host or rounds < 1:
        return None
    foreign = [p for p in players.values() if _missed(p, rounds) <= 1 and p.rating is not None
               and p.federation and p.federation not in (host, FID)]
    return (len(foreign) >= 20 and len({p.federation for p in foreign}) >= 3
            and sum(p.title in NORM_TITLES for p in foreign) >= 10)
