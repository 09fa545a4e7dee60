"""The arbiter's list, and the time control read from the games when they give one."""

from __future__ import annotations

import datetime as dt

import pytest

from elo_core.norms.arbiter import arbiter_conditions, time_control_condition
from elo_core.norms.event_facts import EventFacts
from elo_core.norms.mix import Context, Exemption
from elo_core.norms.rules import edition_named


@pytest.mark.parametrize(("controls", "met"), [
    (("5400+30",), True),  # 90 min + 60 x 30 s = 120 min
    (("5400+29",), False),  # 119 min
    (("40/7200:1800",), True),  # 120 min for the first 40 moves
    (("5400+30", "6000+30"), False),  # not one control for every game
    (("900+10",), False),  # rapid
    (("blitz",), False),
])
def test_time_control_from_the_games(controls: tuple[str, ...], met: bool) -> None:
    """At least 2 hours a player for 60 moves, one control for all: decided from the games."""
    condition = time_control_condition(controls)
    assert (condition.met, condition.arbiter) == (met, False)


@pytest.mark.parametrize("controls", [(), ("90 minutes and then some",)])
def test_time_control_unknown(controls: tuple[str, ...]) -> None:
    """No time control, or one that cannot be read: the arbiter confirms it."""
    condition = time_control_condition(controls)
    assert (condition.met, condition.arbiter) == (None, True)


def test_arbiter_list() -> None:
    """Registration, arbiters, federations, format, ratings, event type; a long event and the
    older editions' title-date rule are added when they apply; a set event type is named."""
    facts = EventFacts(name="E", start=dt.date(2016, 1, 1), end=dt.date(2016, 3, 1))
    context = Context(edition=edition_named("2014"), exemptions=frozenset({Exemption.ZONAL}))
    rules = [c.rule for c in arbiter_conditions(context, facts)]
    assert rules == ["1.1.1 registration", "1.1.3 time control", "1.1.5 arbiters",
                     "1.4.2a federations", "1.4.2d format", "1.4.6a ratings", "1.1.4 long event",
                     "event type", "0.43 opponents' titles"]
    event_type = next(c for c in arbiter_conditions(context, facts) if c.rule == "event type")
    assert event_type.detail == "set by the user: zonal"
    short = EventFacts(name="E", start=dt.date(2024, 5, 1), end=dt.date(2024, 5, 9))
    rules_2024 = [c.rule for c in arbiter_conditions(Context(edition=edition_named("2024")),
                                                     short)]
    assert "1.1.4 long event" not in rules_2024
    assert "0.43 opponents' titles" not in rules_2024


@pytest.mark.parametrize(("end", "long"), [(dt.date(2024, 5, 30), False),
                                           (dt.date(2024, 5, 31), True)])
def test_thirty_days_is_not_long_thirty_one_is(end: dt.date, long: bool) -> None:
    """1.1.4: more than 30 days. 1 to 30 May is 30 days (no entry); 1 to 31 May is 31."""
    facts = EventFacts(name="E", start=dt.date(2024, 5, 1), end=end)
    rules = [c.rule for c in arbiter_conditions(Context(edition=edition_named("2024")), facts)]
    assert ("1.1.4 long event" in rules) is long


def test_a_long_event_is_the_arbiters_to_confirm() -> None:
    """1 to 31 May (31 days): the long-event entry is on the arbiter's list, not decided here."""
    facts = EventFacts(name="E", start=dt.date(2024, 5, 1), end=dt.date(2024, 5, 31))
    long = next(c for c in arbiter_conditions(Context(edition=edition_named("2024")), facts)
                if c.rule == "1.1.4 long event")
    assert (long.met, long.arbiter) == (None, True)
