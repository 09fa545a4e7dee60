"""The tournament link's extra parameters: names and the target question, strictly checked."""

from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

import pytest
from hypothesis import given
from hypothesis import strategies as st

from elo_core.errors import InputError
from elo_core.models import Game, Result
from elo_core.scenarios.page_extras import (
    PageExtras,
    TargetKind,
    decode_extras,
    encode_extras,
    scenario_link,
)
from elo_core.scenarios.share_links import TournamentScenario


def test_only_what_is_set_is_written() -> None:
    """Empty names and the page's defaults write nothing; spaces are tidied."""
    assert encode_extras(PageExtras()) == {}
    assert encode_extras(PageExtras(player="  Ada   Lovelace ", remaining=0,
                                    target_kind=TargetKind.PERFORMANCE, target=1650)) == {
        "p": "Ada Lovelace", "rem": "0", "tk": "performance", "tgt": "1650"}


@given(st.text(max_size=100), st.text(max_size=100), st.none() | st.integers(0, 50),
       st.sampled_from(list(TargetKind)), st.none() | st.integers(1, 4000))
def test_round_trip(player: str, event: str, remaining: int | None, kind: TargetKind,
                    target: int | None) -> None:
    """Whatever is encoded reads back the same (names with their spaces tidied)."""
    extras = PageExtras(player=player, event=event, remaining=remaining, target_kind=kind,
                        target=None if target is None else float(target))
    back = decode_extras(encode_extras(extras))
    assert back.player == " ".join(player.split())
    assert back.event == " ".join(event.split())
    assert (back.remaining, back.target_kind, back.target) == (remaining, kind, extras.target)


@pytest.mark.parametrize(("params", "message"), [
    ({"rem": "51"}, "parameter 'rem': expected remaining rounds from 0 to 50, got '51'"),
    ({"rem": "-1"}, "parameter 'rem'"),
    ({"tk": "elo"}, "parameter 'tk': expected 'rating' or 'performance', got 'elo'"),
    ({"tgt": "0"}, "parameter 'tgt': expected a target above 0, at most 4000, got '0'"),
    ({"tgt": "inf"}, "parameter 'tgt'"),
    ({"p": "x" * 101}, "parameter 'p': expected the player's name in at most 100 characters"),
    ({"ev": ["a", "b"]}, "parameter 'ev' is given 2 times"),
])
def test_bad_values_say_what_was_expected(params: dict[str, object], message: str) -> None:
    """Each bad parameter is named with what it should hold."""
    with pytest.raises(InputError, match=message.replace("(", r"\(").replace(")", r"\)")):
        decode_extras(params)  # type: ignore[arg-type]


def test_scenario_link_appends_the_extras() -> None:
    """The scenario's own link, then p, ev and tgt."""
    scenario = TournamentScenario(system="fide", rating=2050, games_played=85,
                                  games=(Game(opponent_rating=2210, result=Result.DRAW),))
    link = scenario_link("http://host/tournament?old=1", scenario,
                         PageExtras(player="Ada", event="Club open", target=2100))
    query = parse_qs(urlsplit(link).query)
    assert query["rounds"] == ["2210d"]
    assert query["p"] == ["Ada"]
    assert query["ev"] == ["Club open"]
    assert query["tgt"] == ["2100"]
    assert "old" not in query
