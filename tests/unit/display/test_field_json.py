"""The field JSON: per-player `events` and (FIDE) `periods` with the keys issue 8 lists; floats
rounded from whole columns exactly as `round(v, 4)`."""

from __future__ import annotations

import json
import math

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from elo_core.display.field_json import rounded_list
from elo_core.display.field_tables import json_payload
from elo_core.field.rate import rate_field
from elo_core.io import read_event_file
from elo_core.models import System
from tests.unit.field.period_files import two_events

EVENT_KEYS = ["event", "period", "rating_before", "k", "games", "score", "expected", "change",
              "change_rounded"]
PERIOD_KEYS = ["period", "rating_before", "k", "games", "change", "change_rounded",
               "rating_after"]


def test_fide_players_carry_events_and_periods() -> None:
    """A's two January events and the one February list period, figures as worked by hand in
    test_period (K 17, +8.50 twice, +17 once)."""
    event = read_event_file(two_events().encode(), source="t.csv")
    payload = json.loads(json.dumps(json_payload(rate_field(event))))
    a = next(p for p in payload["players"] if p["name"] == "A")
    assert list(a)[:13] == ["name", "rating", "k", "k_rule", "games", "score", "points",
                            "expected", "change", "change_rounded", "new_rating", "performance",
                            "note"]
    assert [list(e) for e in a["events"]] == [EVENT_KEYS, EVENT_KEYS]
    assert a["events"][1] == {"event": "Y", "period": "2025-02", "rating_before": 2000.0,
                              "k": 17.0, "games": 20, "score": 10.5, "expected": 10.0,
                              "change": 8.5, "change_rounded": 9.0}
    assert a["periods"] == [{"period": "2025-02", "rating_before": 2000.0, "k": 17.0,
                             "games": 40, "change": 17.0, "change_rounded": 17.0,
                             "rating_after": 2017.0}]
    assert (a["change_rounded"], a["new_rating"]) == (17.0, 2017.0)
    assert payload["events"][0] == {"name": "X", "date": "2025-01-12", "period": "2025-02",
                                    "games": 20, "time_control": "standard",
                                    "time_control_from": "option (not in the file)"}


def test_classic_players_have_events_but_no_periods() -> None:
    event = read_event_file(two_events().encode(), source="t.csv")
    payload = json_payload(rate_field(event, system=System.CLASSIC))
    a = next(p for p in payload["players"] if p["name"] == "A")
    assert len(a["events"]) == 2
    assert "periods" not in a


def test_default_order_is_the_standings() -> None:
    """No start numbers (CSV): points first, then rating; A (21 points) leads."""
    event = read_event_file(two_events().encode(), source="t.csv")
    names = [p["name"] for p in json_payload(rate_field(event))["players"]]
    assert names[0] == "A"
    assert names[1:4] == ["X11", "X12", "X13"]  # beat A (1 point), all 2000: by name


@settings(max_examples=400, deadline=None)
@given(st.lists(st.floats(allow_infinity=False) | st.integers(-10**8, 10**8).map(
    lambda k: k / 20_000), max_size=40))
def test_rounded_list_is_round_to_four_places(values: list[float]) -> None:
    """Exactly `round(v, 4)` for every float, halves included (k / 20,000 lands on a half of the
    fourth place), NaN as None."""
    expected = [None if math.isnan(v) else round(v, 4) for v in values]
    assert rounded_list(np.array(values, dtype=float)) == expected


def test_rounded_list_on_halves_and_edges() -> None:
    """Hand-picked: a half the binary value puts below (1.00005 is 1.0000499...), one above,
    a negative half, NaN, a huge value."""
    assert rounded_list(np.array([1.00005, 2.00015, -0.00025, math.nan, 1e300, 1589.65])) == [
        round(1.00005, 4), round(2.00015, 4), round(-0.00025, 4), None, 1e300, 1589.65]
