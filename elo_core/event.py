"""One player's event: the dispatcher from a system to its rules (`rate_event`)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence

from elo_core.errors import InputError
from elo_core.models import Game, Profile, System, TimeControl
from elo_core.rules.kfactor import KRule
from elo_core.systems import classic, fide, glicko2, uscf
from elo_core.systems.result import EventResult


def rate_event(
    profile: Profile,
    games: Sequence[Game],
    *,
    system: System,
    date: dt.date | None = None,
    time_control: TimeControl = TimeControl.STANDARD,
    k: float | None = None,
    k_rule: KRule | None = None,
    tau: float = 0.5,
) -> EventResult:
    """Rate one player's event under `system`, with the rules in force on `date` (default today)."""
    if not games:
        raise InputError("the event has no games: add at least one round")
    when = date or dt.date.today()
    if system == System.FIDE:
        return fide.rate(profile, games, date=when, time_control=time_control, k=k)
    if system == System.USCF:
        return uscf.rate(profile, games, date=when, k=k)
    if system == System.GLICKO2:
        return glicko2.rate(profile, games, tau=tau)
    return classic.rate(profile, games, date=when, time_control=time_control, k=k,
                               k_rule=k_rule or (KRule.FIXED if k is not None else KRule.AUTO))
