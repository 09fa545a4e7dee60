"""The mix: federation caps at their rounding edges, titled counts, FID, exemptions, games."""

from __future__ import annotations

import pytest

from elo_core.norms.mix import (
    Context,
    Exemption,
    federation_conditions,
    games_condition,
    title_conditions,
)
from elo_core.norms.rounds import Kind, Opponent, Pairing, Round
from elo_core.norms.rules import NormTitle, edition_named

CONTEXT = Context(edition=edition_named("2024"))


def _opps(feds: list[str], titles: list[str] | None = None) -> list[Opponent]:
    titles = titles or [""] * len(feds)
    return [Opponent(name=f"P{i}", rating=2400.0, title=t, federation=f)
            for i, (f, t) in enumerate(zip(feds, titles, strict=True))]


def _by_rule(conditions: tuple) -> dict:  # type: ignore[type-arg]
    return {c.rule: c for c in conditions}


@pytest.mark.parametrize(("games", "own_max", "one_max"), [
    (9, 5, 6), (10, 6, 6), (11, 6, 7), (12, 7, 8), (13, 7, 8),
])
def test_caps_round_down(games: int, own_max: int, one_max: int) -> None:
    """Own federation at most 3/5, one federation at most 2/3, both rounded down: at the cap
    it holds, one more it fails."""
    for own, met in ((own_max, True), (own_max + 1, False)):
        feds = ["ENG"] * own + ["FRA", "ESP", "ITA", "NED", "BEL", "SUI", "AUT", "DEN"]
        got = _by_rule(federation_conditions("ENG", _opps(feds[:games]), CONTEXT))
        assert got["1.4.4 own federation"].met is met, (games, own)
        assert f"at most {own_max} " in got["1.4.4 own federation"].detail
    for one, met in ((one_max, True), (one_max + 1, False)):
        feds = ["GER"] * one + ["FRA", "ESP", "ITA", "NED", "BEL", "SUI"]
        got = _by_rule(federation_conditions("ENG", _opps(feds[:games]), CONTEXT))
        assert got["1.4.4 one federation"].met is met, (games, one)


def test_two_foreign_federations_fid_not_one() -> None:
    """FID players never count as a foreign federation."""
    feds = ["ENG"] * 5 + ["FID"] * 3 + ["FRA"]
    got = _by_rule(federation_conditions("ENG", _opps(feds), CONTEXT))
    assert got["1.4.3 foreign federations"].met is False
    feds[-2] = "ESP"
    got = _by_rule(federation_conditions("ENG", _opps(feds), CONTEXT))
    assert got["1.4.3 foreign federations"].met is True


def test_missing_federations_undecided() -> None:
    """A blank federation leaves a cap undecided unless it holds whatever the blank is."""
    feds = ["ENG"] * 5 + ["", "FRA", "ESP", "ITA"]
    got = _by_rule(federation_conditions("ENG", _opps(feds), CONTEXT))
    assert got["1.4.4 own federation"].met is None
    assert got["1.4.3 foreign federations"].met is True
    got = _by_rule(federation_conditions("", _opps(feds), CONTEXT))
    assert all(c.met is None for c in got.values())


def test_exemption_lifts_federation_rules() -> None:
    """A national championship (set by the user) lifts 1.4.3 and 1.4.4."""
    context = Context(edition=CONTEXT.edition,
                      exemptions=frozenset({Exemption.NATIONAL_CHAMPIONSHIP}))
    got = federation_conditions("ENG", _opps(["ENG"] * 9), context)
    assert all(c.met is True and "1.4.3a" in c.detail for c in got)


@pytest.mark.parametrize(("games", "titled", "holders"), [(9, 5, 3), (10, 5, 4), (11, 6, 4),
                                                          (13, 7, 5), (8, 4, 3)])
def test_title_counts_round_up(games: int, titled: int, holders: int) -> None:
    """50 % titled and a third (at least 3) GMs, rounded up: the least count holds, one less not."""
    for gms, met in ((holders, True), (holders - 1, False)):
        titles = ["GM"] * gms + ["CM"] * (games - gms)
        got = _by_rule(title_conditions(NormTitle.GM, _opps(["X"] * games, titles), CONTEXT))
        assert got["1.4.5 GM title holders"].met is met
    for count, met in ((titled, True), (titled - 1, False)):
        titles = ["FM"] * count + ["WCM"] * (games - count)
        got = _by_rule(title_conditions(NormTitle.IM, _opps(["X"] * games, titles), CONTEXT))
        assert got["1.4.5a titled opponents"].met is met


def test_holders_by_norm() -> None:
    """A WIM norm counts WIM, WGM, IM and GM as holders; an IM norm does not count WGM."""
    titles = ["WIM", "WGM", "IM", "WFM", "FM", "", "", "", ""]
    opps = _opps(["X"] * 9, titles)
    assert _by_rule(title_conditions(NormTitle.WIM, opps, CONTEXT))[
        "1.4.5 WIM title holders"].met is True
    assert _by_rule(title_conditions(NormTitle.IM, opps, CONTEXT))[
        "1.4.5 IM title holders"].met is False


def test_double_round_robin_holders() -> None:
    """Double round robin of 6: 10 games, 3 different GMs needed (half the players, rounded up)."""
    context = Context(edition=CONTEXT.edition, pairing=Pairing.DOUBLE_ROUND_ROBIN, field_size=6,
                      rounds=10)
    opponents = _opps(["X"] * 5, ["GM", "GM", "GM", "IM", ""]) * 2
    got = _by_rule(title_conditions(NormTitle.GM, opponents, context))
    assert got["1.4.5 GM title holders"].met is True
    assert "3 different opponents" in got["1.4.5 GM title holders"].detail
    assert got["1.4.5a titled opponents"].met is True  # 8 of 10 games
    two = _opps(["X"] * 5, ["GM", "GM", "IM", "IM", ""]) * 2
    assert _by_rule(title_conditions(NormTitle.GM, two, context))[
        "1.4.5 GM title holders"].met is False


def _round(number: int, kind: Kind, points: float = 1.0) -> Round:
    opp = None if kind in (Kind.BYE, Kind.PAIRING_BYE) else _opps(["X"])[0]
    return Round(number=number, kind=kind, points=points, opponent=opp, note="", line=number)


def test_eight_games_and_a_pairing_bye() -> None:
    """9 rounds, 8 games and a pairing-allocated bye: counts as 9 (1.4.1c); a requested bye not."""
    played = [_round(i, Kind.PLAYED) for i in range(1, 9)]
    for kind, met in ((Kind.PAIRING_BYE, True), (Kind.FORFEIT_WIN, True), (Kind.BYE, False)):
        condition = games_condition(played, [*played, _round(9, kind)], 5.0, 5.0, CONTEXT)
        assert condition.met is met, kind


def test_overscore_counts_as_a_game() -> None:
    """8 games, 1 full point above the least score: 9 (1.4.1d); half a point over is not enough;
    after a forfeit loss it does not rescue the count (QC 2023)."""
    played = [_round(i, Kind.PLAYED) for i in range(1, 9)]
    assert games_condition(played, played, 7.0, 6.0, CONTEXT).met is True
    assert games_condition(played, played, 6.5, 6.0, CONTEXT).met is False
    lost = [*played, _round(9, Kind.FORFEIT_LOSS, 0.0)]
    assert games_condition(played, lost, 7.0, 6.0, CONTEXT).met is False


def test_short_games_never_read_a_negative_overscore() -> None:
    """7 games, 4.5 points where 5.5 are least: the count falls short and says no '-1 full
    points'; 7 games with 7 points (1 over 6) names the point and the 2 games missing."""
    played = [_round(i, Kind.PLAYED) for i in range(1, 8)]
    under = games_condition(played, played, 4.5, 5.5, CONTEXT)
    assert under.met is False
    assert under.detail == "7 games counted, at least 9 needed"
    over = games_condition(played, played, 7.0, 6.0, CONTEXT)
    assert over.detail == ("7 games counted, at least 9 needed; 1 full point above the 6 "
                           "needed, short of the 2 games missing")


@pytest.mark.parametrize(("exemption", "need"), [(None, 9), (Exemption.TEAM_CHAMPIONSHIP, 7),
                                                 (Exemption.WORLD_CUP, 8)])
def test_games_at_the_minimum_and_one_short(exemption: Exemption | None, need: int) -> None:
    """1.4.1a-b: 9 games, 7 at team championships, 8 at the World Cup; one fewer (no bye, no
    overscore) is not enough."""
    context = Context(edition=CONTEXT.edition,
                      exemptions=frozenset({exemption} if exemption else set()))
    enough = [_round(i, Kind.PLAYED) for i in range(1, need + 1)]
    assert games_condition(enough, enough, 5.0, None, context).met is True
    short = enough[:-1]
    condition = games_condition(short, short, 5.0, None, context)
    assert condition.met is False
    assert condition.detail == f"{need - 1} games counted, at least {need} needed"


def test_thirteen_games_is_the_most_a_norm_is_worth() -> None:
    """1.7: 14 games count as 13 toward a title; 13 games say nothing of the cap."""
    fourteen = [_round(i, Kind.PLAYED) for i in range(1, 15)]
    assert games_condition(fourteen, fourteen, 9.0, 9.0, CONTEXT).detail == (
        "14 games counted (at least 9); worth 13 games toward a title (1.7: at most 13)")
    assert games_condition(fourteen[:13], fourteen[:13], 9.0, 9.0, CONTEXT).detail == \
        "13 games counted (at least 9)"


def test_one_foreign_federation_fails_two_hold() -> None:
    """1.4.3: ENG x5 and FRA x4 is one foreign federation; ENG x5, FRA x3, ESP x1 is two."""
    one = _by_rule(federation_conditions("ENG", _opps(["ENG"] * 5 + ["FRA"] * 4), CONTEXT))
    assert one["1.4.3 foreign federations"].met is False
    two = _by_rule(federation_conditions("ENG", _opps(["ENG"] * 5 + ["FRA"] * 3 + ["ESP"]),
                                         CONTEXT))
    assert two["1.4.3 foreign federations"].met is True


def test_at_least_three_holders_even_when_a_third_is_fewer() -> None:
    """1.4.5b: a third of 6 opponents is 2, but at least 3 GMs are needed: 2 fail, 3 hold."""
    for gms, met in ((2, False), (3, True)):
        titles = ["GM"] * gms + ["FM"] * (6 - gms)
        got = _by_rule(title_conditions(NormTitle.GM, _opps(["X"] * 6, titles), CONTEXT))
        assert got["1.4.5 GM title holders"].met is met
        assert "at least 3 (a third" in got["1.4.5 GM title holders"].detail


@pytest.mark.parametrize(("size", "need"), [(6, 3), (7, 4), (8, 4)])
def test_double_round_robin_size_and_holders_at_the_edge(size: int, need: int) -> None:
    """Double round robin: at least 6 players (5 fail), and half the players, rounded up, as
    different holders (7 players: 4; 3 fail)."""
    context = Context(edition=CONTEXT.edition, pairing=Pairing.DOUBLE_ROUND_ROBIN,
                      field_size=size, rounds=2 * (size - 1))
    for holders, met in ((need, True), (need - 1, False)):
        titles = ["GM"] * holders + [""] * (size - 1 - holders)
        got = _by_rule(title_conditions(NormTitle.GM, _opps(["X"] * (size - 1), titles) * 2,
                                        context))
        assert got["1.4.5 GM title holders"].met is met, (size, holders)
    assert _by_rule(title_conditions(NormTitle.GM, _opps(["X"] * (size - 1)) * 2, context))[
        "1.4.5 double round robin size"].met is True
    small = Context(edition=CONTEXT.edition, pairing=Pairing.DOUBLE_ROUND_ROBIN, field_size=5,
                    rounds=8)
    assert _by_rule(title_conditions(NormTitle.GM, _opps(["X"] * 4) * 2, small))[
        "1.4.5 double round robin size"].met is False


def test_all_fid_opponents_are_no_federation_of_their_own() -> None:
    """Nine FID opponents: no federation counts toward 2/3 (0 of 9, cap floor(6) = 6), and
    none is foreign (0 federations: 1.4.3 fails)."""
    got = _by_rule(federation_conditions("ENG", _opps(["FID"] * 9), CONTEXT))
    one = got["1.4.4 one federation"]
    assert one.met is True
    assert one.detail.startswith("0 of 9 opponents from none; at most 6 ")
    assert got["1.4.3 foreign federations"].met is False
