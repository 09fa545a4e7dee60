"""Scenario links: the documented format, exact round trips and a clear error for every bad part."""

from __future__ import annotations

import datetime as dt
from urllib.parse import parse_qs, urlsplit

import pytest
from hypothesis import given
from hypothesis import strategies as st

from elo_core.errors import EloError
from elo_core.event import rate_event
from elo_core.models import Game, Profile, Result, TimeControl
from elo_core.scenarios.share_links import (
    TOURNAMENT_SYSTEMS,
    TournamentScenario,
    decode_tournament,
    encode_tournament,
    is_tournament_link,
    number_text,
    round_rows,
    share_link,
    share_query,
)
from elo_core.scenarios.url_checks import LinkValue, link_problems

EXAMPLE_D = {"sys": "classic_bands", "r": "1550", "gp": "120",
             "rounds": "1610w,1720l,1480w,1590d,1655w"}


def _params(query: str) -> dict[str, list[str]]:
    """What a browser's query string gives the page (one decoding, every value)."""
    return parse_qs(query, keep_blank_values=True)


def test_example_d_link_decodes_and_rates_to_the_seed_figures() -> None:
    """SEEDS D as a link: classic bands, 1550, 120 games, five rounds -> +45.3, new 1595.3."""
    shared = decode_tournament(EXAMPLE_D)
    assert shared.games == (Game(opponent_rating=1610, result=Result.WIN),
                            Game(opponent_rating=1720, result=Result.LOSS),
                            Game(opponent_rating=1480, result=Result.WIN),
                            Game(opponent_rating=1590, result=Result.DRAW),
                            Game(opponent_rating=1655, result=Result.WIN))
    system, k_rule, _ = TOURNAMENT_SYSTEMS[shared.system]
    res = rate_event(Profile(rating=shared.rating, games_played=shared.games_played),
                     list(shared.games), system=system, k_rule=k_rule)
    assert res.k == 32
    assert res.change == pytest.approx(45.3, abs=0.05)
    assert res.new_rating == pytest.approx(1595.3, abs=0.05)


def test_example_d_encodes_to_the_documented_query() -> None:
    """Defaults are left out; commas stay readable."""
    assert share_query(decode_tournament(EXAMPLE_D)) == (
        "sys=classic_bands&r=1550&gp=120&rounds=1610w,1720l,1480w,1590d,1655w")


def test_every_field_names_byes_and_unrated_round_trip() -> None:
    """Names (with a comma, a colon, a space and a percent sign), unrated, byes, every option;
    the name's escapes are written once (~2C, not %252C: issue 18 item 9)."""
    shared = TournamentScenario(
        system="fide", rating=None, games_played=3, k=20.5, birth_year=2010, peak_rating=2410,
        date=dt.date(2025, 3, 1), time_control=TimeControl.BLITZ, rd=80, volatility=0.07,
        games=(Game(opponent_rating=2210, result=Result.DRAW, opponent="Li, Anna: 100%"),
               Game(opponent_rating=None, result=Result.WIN),
               Game(opponent_rating=None, result=Result.DRAW, played=False, opponent="Bye"),
               Game(opponent_rating=None, result=Result.LOSS, played=False)))
    query = share_query(shared)
    assert query == ("sys=fide&r=unrated&gp=3&k=20.5&by=2010&pk=2410&d=2025-03-01&tc=blitz"
                     "&rd=80&vol=0.07&rounds=Li~2C+Anna~3A+100~25:2210d,uw,Bye:bye0.5,bye0")
    assert decode_tournament(_params(query)) == shared
    assert round_rows(shared.games) == [("Li, Anna: 100%", "2210", "draw"),
                                        ("", "unrated", "win"), ("Bye", "", "bye ½"),
                                        ("", "", "bye 0")]


def test_share_link_replaces_the_page_query() -> None:
    """The page address keeps its path; its old query and fragment are dropped."""
    link = share_link("http://host:8501/tournament?old=1#top", decode_tournament(EXAMPLE_D))
    parts = urlsplit(link)
    assert (parts.scheme, parts.netloc, parts.path, parts.fragment) == (
        "http", "host:8501", "/tournament", "")
    assert decode_tournament(_params(parts.query)) == decode_tournament(EXAMPLE_D)


def test_number_text_is_short_and_exact() -> None:
    """1550.0 -> '1550', 1595.3 stays, tiny numbers never use an exponent."""
    assert [number_text(x) for x in (1550.0, 1595.3, 0.06, 1e-05)] == [
        "1550", "1595.3", "0.06", "0.00001"]


def test_is_tournament_link() -> None:
    """Any scenario parameter makes a link; unrelated ones (embed, utm) do not."""
    assert is_tournament_link({"rounds": "1610w"})
    assert is_tournament_link({"sys": "fide"})
    assert not is_tournament_link({"embed": "true", "utm_source": "mail"})


def test_unknown_parameters_are_ignored() -> None:
    """Extra parameters do not change the scenario."""
    assert decode_tournament({**EXAMPLE_D, "utm_source": "x"}) == decode_tournament(EXAMPLE_D)


@pytest.mark.parametrize(("change", "message"), [
    ({"sys": "elo"}, "parameter 'sys': expected one of classic_bands, classic_auto, "
                     "classic_fixed, fide, uscf, glicko2, got 'elo'"),
    ({"sys": None}, "parameter 'sys' is missing: expected one of classic_bands"),
    ({"r": "abc"}, "parameter 'r': expected your rating (a number from 100 to 4000, no "
                   "thousands separator) or 'unrated', got 'abc'"),
    ({"r": "99"}, "parameter 'r': expected your rating (a number from 100 to 4000"),
    ({"r": "1,500"}, "parameter 'r': expected your rating (a number from 100 to 4000, no "
                     "thousands separator) or 'unrated', got '1,500'"),
    ({"r": "0"}, "parameter 'r': expected your rating"),
    ({"r": "4001"}, "parameter 'r': expected your rating"),
    ({"r": "1e3"}, "parameter 'r': expected your rating"),
    ({"r": None}, "parameter 'r' is missing: expected your rating"),
    ({"r": ["1500", "1600"]}, "parameter 'r' is given 2 times: expected your rating"),
    ({"gp": "-1"}, "parameter 'gp': expected rated games played (a whole number, 0 or more), "
                   "got '-1'"),
    ({"gp": "12.5"}, "parameter 'gp': expected rated games played"),
    ({"gp": None}, "parameter 'gp' is missing: expected rated games played"),
    ({"k": "0"}, "parameter 'k': expected a K above 0, at most 200, got '0'"),
    ({"k": "201"}, "parameter 'k': expected a K above 0, at most 200, got '201'"),
    ({"k": "inf"}, "parameter 'k': expected a K above 0, at most 200, got 'inf'"),
    ({"by": "1700"}, "parameter 'by': expected a birth year from 1880 to 2100, got '1700'"),
    ({"pk": "nan"}, "parameter 'pk': expected a peak rating (a number from 100 to 4000, no "
                    "thousands separator), got 'nan'"),
    ({"d": "2025-02-30"}, "parameter 'd': expected the event date as YYYY-MM-DD, got "
                          "'2025-02-30'"),
    ({"d": "20250301"}, "parameter 'd': expected the event date as YYYY-MM-DD, got '20250301'"),
    ({"tc": "bullet"}, "parameter 'tc': expected one of standard, rapid, blitz, got 'bullet'"),
    ({"rd": "600"}, "parameter 'rd': expected an RD above 0, at most 500, got '600'"),
    ({"vol": "1"}, "parameter 'vol': expected a volatility above 0 and below 1, got '1'"),
    ({"rounds": None}, "parameter 'rounds' is missing: expected 1 to 200 rounds"),
    ({"rounds": ""}, "parameter 'rounds', round 1: expected [name:]<rating><w|d|l>"),
    ({"rounds": "1610w,,1720l"}, "parameter 'rounds', round 2: expected [name:]<rating><w|d|l> "
                                 "(e.g. 1610w or Smith:1720l), u<w|d|l> for an unrated opponent, "
                                 "or bye1 / bye0.5 / bye0, got nothing"),
    ({"rounds": "1610w,"}, "parameter 'rounds', round 2: expected"),
    ({"rounds": "1610x"}, "parameter 'rounds', round 1: expected [name:]<rating><w|d|l>"),
    ({"rounds": "1610W"}, "got '1610W'"),
    ({"rounds": "1610w,w"}, "parameter 'rounds', round 2: expected"),
    ({"rounds": "1610w,bye"}, "parameter 'rounds', round 2: expected"),
    ({"rounds": "1610w,bye2"}, "got 'bye2'"),
    ({"rounds": "0w"}, "parameter 'rounds', round 1: expected an opponent's rating (a number "
                       "from 100 to 4000, no thousands separator), got '0'"),
    ({"rounds": "50w"}, "parameter 'rounds', round 1: expected an opponent's rating"),
    ({"rounds": "99999w"}, "parameter 'rounds', round 1: expected"),
    ({"rounds": "a:b:1610w"}, "parameter 'rounds', round 1: expected one ':' after the name"),
    ({"rounds": ":1610w"}, "parameter 'rounds', round 1: expected a name before ':'"),
    ({"rounds": "100%:1610w"}, "parameter 'rounds', round 1: expected a name before ':' with "
                               "'%' written as %25, got '100%'"),
    ({"rounds": "%FF:1610w"}, "parameter 'rounds', round 1: the name '%FF' is not valid UTF-8"),
    ({"rounds": "x" * 101 + ":1610w"}, "expected a name of at most 100 characters, got 101"),
    ({"rounds": ",".join(["1610w"] * 201)}, "parameter 'rounds': expected at most 200 rounds, "
                                            "got 201"),
])
def test_malformed_link_says_which_parameter_and_what_was_expected(
        change: dict[str, object], message: str) -> None:
    """Each malformed part is an EloError naming the parameter (and round), never a crash."""
    params = {key: value for key, value in {**EXAMPLE_D, **change}.items() if value is not None}
    with pytest.raises(EloError) as caught:
        decode_tournament(params)  # type: ignore[arg-type]
    assert message in str(caught.value)


def test_link_problems_for_bound_widgets() -> None:
    """Text a number, choice or date widget must not read is reported by parameter."""
    expected = {"own": LinkValue.WHOLE, "birth": LinkValue.OPTIONAL_WHOLE,
                "when": LinkValue.DATE, "rule": ["Fixed K", "Simple auto"]}
    assert link_problems({"own": "1400", "birth": "", "when": "2025-03-01",
                          "rule": "Simple auto", "other": "x"}, expected) == {}
    assert link_problems({"own": "inf", "birth": "1.5", "when": "2025-02-30", "rule": "auto"},
                         expected) == {
        "own": "The link's 'own' was ignored: expected a whole number, got 'inf'.",
        "birth": "The link's 'birth' was ignored: expected a whole number, or nothing, got "
                 "'1.5'.",
        "when": "The link's 'when' was ignored: expected a date as YYYY-MM-DD, got "
                "'2025-02-30'.",
        "rule": "The link's 'rule' was ignored: expected one of Fixed K, Simple auto, got "
                "'auto'."}
    assert link_problems({"own": ["1", "2"]}, expected) == {
        "own": "The link's 'own' was ignored: expected a whole number, got 2 values."}


ratings = st.one_of(st.integers(min_value=100, max_value=4000).map(float),
                    st.floats(min_value=100, max_value=4000, allow_nan=False))
names = st.text(st.characters(exclude_categories=("Cs",)), max_size=30)
played = st.builds(Game, opponent_rating=st.none() | ratings, result=st.sampled_from(Result),
                   opponent=names)
byes = st.builds(Game, opponent_rating=st.none(), result=st.sampled_from(Result),
                 played=st.just(False), opponent=names)
scenarios = st.builds(
    TournamentScenario, system=st.sampled_from(list(TOURNAMENT_SYSTEMS)),
    rating=st.none() | ratings, games_played=st.integers(min_value=0, max_value=999_999),
    games=st.lists(played | byes, min_size=1, max_size=12).map(tuple),
    k=st.none() | st.floats(min_value=0.5, max_value=200),
    birth_year=st.none() | st.integers(min_value=1880, max_value=2100),
    peak_rating=st.none() | ratings,
    date=st.none() | st.dates(dt.date(1970, 1, 1), dt.date(2100, 12, 31)),
    time_control=st.sampled_from(TimeControl),
    rd=st.floats(min_value=0.5, max_value=500), volatility=st.floats(min_value=0.001,
                                                                     max_value=0.999))


@given(scenarios)
def test_round_trip_through_the_query_string(shared: TournamentScenario) -> None:
    """decode(link query) gives back exactly the scenario, names and floats included."""
    assert decode_tournament(_params(share_query(shared))) == shared
    assert decode_tournament(encode_tournament(shared)) == shared


def test_an_older_links_percent_escaped_names_still_open() -> None:
    """'Li%2C Anna%3A 100%25' (the escapes before issue 18) reads 'Li, Anna: 100%'; in a new
    link a tilde is ~7E, and in an old one a '~' stays itself."""
    old = decode_tournament({"sys": "fide", "r": "2050", "gp": "85",
                             "rounds": "Li%2C Anna%3A 100%25~2C:2210d"})
    assert old.games[0].opponent == "Li, Anna: 100%~2C"
    tilde = TournamentScenario(system="fide", rating=2050, games_played=85, games=(
        Game(opponent_rating=2210, result=Result.DRAW, opponent="~Ann~, 50% ~41"),))
    assert "rounds=~7EAnn~7E~2C+50~25+~7E41:2210d" in share_query(tilde)
    assert decode_tournament(_params(share_query(tilde))) == tilde
