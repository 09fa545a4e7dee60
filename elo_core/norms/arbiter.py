"""The norm conditions no event file carries: listed as 'to be confirmed by the arbiter'."""

from __future__ import annotations

from elo_core.norms.event_facts import EventFacts
from elo_core.norms.mix import Context
from elo_core.norms.result import Condition
from elo_core.norms.rules import Sure

_ALWAYS = (
    ("1.1.1 registration", "registered with FIDE at least 30 days before the start, and rated"),
    ("1.1.3 time control", "at least 2 hours a player for 60 moves, the same for every game; "
                           "at most 2 rounds a day"),
    ("1.1.5 arbiters", "chief arbiter IA or FA, one always in the hall; no appointed arbiter "
                       "played"),
    ("1.4.2a federations", "every opponent's federation is a FIDE member"),
    ("1.4.2d format", "rounds, order and opponents were not changed to help anyone"),
    ("1.4.6a ratings", "the ratings in the file are those of the list in force at the start"),
)


def arbiter_conditions(context: Context, facts: EventFacts) -> tuple[Condition, ...]:
    """The arbiter's checklist, with the event-type setting and the dates the file gives."""
    out = [Condition(rule=rule, met=None, detail=f"to be confirmed by the arbiter: {text}",
                     sure=Sure.SECONDARY, arbiter=True) for rule, text in _ALWAYS]
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

