"""The norm conditions no event file carries: listed as 'to be confirmed by the arbiter'."""

from __future__ import annotations

from elo_core.io.cells.time_control import seconds_for_60_moves, time_class
from elo_core.models import TimeControl
from elo_core.norms.event_facts import EventFacts
from elo_core.norms.mix import Context
from elo_core.norms.result import Condition
from elo_core.norms.rules import Sure

TIME_CONTROL = ("1.1.3 time control", "at least 2 hours a player for 60 moves, the same for "
                                       "every game; at most 2 rounds a day")
MIN_SECONDS = 7200  # 1.1.3: two hours a player, counted for 60 moves
_ALWAYS = (
    ("1.1.1 registration", "registered with FIDE at least 30 days before the start, and rated"),
    ("1.1.5 arbiters", "chief arbiter IA or FA, one always in the hall; no appointed arbiter "
                       "played"),
    ("1.4.2a federations", "every opponent's federation is a FIDE member"),
    ("1.4.2d format", "rounds, order and opponents were not changed to help anyone"),
    ("1.4.6a ratings", "the ratings in the file are those of the list in force at the start"),
)


def _class(control: str) -> TimeControl | None:
    try:
        return time_class(control)
    except ValueError:  # (the reader has already reported it)
        return None


def time_control_condition(controls: tuple[str, ...]) -> Condition:
    """1.1.3 from the games' time controls when every one can be read, else the arbiter's."""
    rule, text = TIME_CONTROL
    fast = [c for c in controls if _class(c) in (TimeControl.RAPID, TimeControl.BLITZ)]
    if fast:
        return Condition(rule=rule, met=False, sure=Sure.SECONDARY,
                         detail=f"the games give {fast[0]!r}: rapid or blitz, not standard play "
                         "(norms need at least 2 hours a player for 60 moves)")
    seconds = [seconds_for_60_moves(c) for c in controls]
    if not controls or any(s is None for s in seconds):
        return Condition(rule=rule, met=None, arbiter=True, sure=Sure.SECONDARY,
                         detail=f"to be confirmed by the arbiter: {text}")
    shortest = min(s for s in seconds if s is not None)
    return Condition(rule=rule, met=shortest >= MIN_SECONDS and len(controls) == 1,
                     sure=Sure.SECONDARY,
                     detail=f"the games give {', '.join(repr(c) for c in controls[:3])}: "
                     f"{shortest / 60:g} minutes a player for 60 moves at the shortest; at least "
                     f"120, one control for every game (rounds a day: the arbiter's)")


def arbiter_conditions(context: Context, facts: EventFacts) -> tuple[Condition, ...]:
    """The arbiter's checklist, with the event-type setting and the dates the file gives."""
    out = [Condition(rule=rule, met=None, detail=f"to be confirmed by the arbiter: {text}",
                     sure=Sure.SECONDARY, arbiter=True) for rule, text in _ALWAYS]
    out.insert(1, time_control_condition(facts.time_controls))
    if facts.start and facts.end and (facts.end - facts.start).days + 1 > 30:
        out.append(Condition(rule="1.1.4 long event", met=None, arbiter=True, sure=Sure.PRIMARY,
                             detail=f"to be confirmed by the arbiter: the file's dates "
                             f"{facts.start.isoformat()} to {facts.end.isoformat()} span more "
                             "than 30 days, so each game counts the ratings and titles of its "
                             "own day (the file has one rating a player)"))
    set_types = sorted(str(e) for e in context.exemptions)
    out.append(Condition(rule="event type", met=None, arbiter=True, sure=Sure.SECONDARY,
                         detail="set by the user: " + ", ".join(set_types) if set_types else
                         "to be confirmed by the arbiter: not a national championship, national "
                         "team championship, zonal, team championship or World Cup (these "
                         "change the rules; switch them on if one applies)"))
    if context.edition.name in ("2014", "2017"):
        out.append(Condition(rule="0.43 opponents' titles", met=None, arbiter=True,
                             sure=Sure.PRIMARY, detail="to be confirmed by the arbiter: "
                             "opponents' titles were confirmed before the event started"))
    return tuple(out)

