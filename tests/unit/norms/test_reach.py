"""The bound that skips the smaller-game-set search: pinned figures, and never a set dropped."""

from __future__ import annotations

import itertools
from unittest import mock

from hypothesis import given, settings
from hypothesis import strategies as st

from elo_core.norms import check
from elo_core.norms.arithmetic import adjust, average, percent, share_ok
from elo_core.norms.event_facts import EventFacts
from elo_core.norms.mix import Context
from elo_core.norms.reach import best_percent, best_ra, smaller_sets_hopeless
from elo_core.norms.rounds import Kind, Opponent, Pairing, PlayerRounds, Round
from elo_core.norms.rules import EDITION_NAMES, THRESHOLDS, NormTitle, edition_named
from elo_core.rules.fide_tables import dp_for_percent

GM = THRESHOLDS[NormTitle.GM]


def test_best_ra_raises_one_opponent_to_the_floor() -> None:
    """Eight at 2400 and one at 1500 (GM floor 2200): nine give 21400/9 -> 2378; eight give 2400."""
    assert best_ra([2400] * 8 + [1500], threshold=GM, unrated=1400) == 2400
    assert best_ra([2400] * 7 + [1500, 1500], threshold=GM, unrated=1400) == 2400
    # six at 2400, three at 1500: seven give (6 x 2400 + 2200) / 7 = 2371.4, eight 2262.5
    assert best_ra([2400] * 6 + [1500] * 3, threshold=GM, unrated=1400) == 2371


def test_best_ra_counts_unrated_at_the_editions_value() -> None:
    """Seven unrated at 1400: (6 x 1400 + 2200) / 7 = 1514.3 -> 1514; fewer than 7: None."""
    assert best_ra([None] * 7, threshold=GM, unrated=1400) == 1514
    assert best_ra([2500] * 6, threshold=GM, unrated=1400) is None


def test_best_percent_by_pairing() -> None:
    """Seven wins then two losses: a Swiss may stop after round 7 (100 %), a round robin 7/9
    = 77.8 -> 78 %."""
    points = [1.0] * 7 + [0.0, 0.0]
    assert best_percent(points, round_robin=False) == 100
    assert best_percent(points, round_robin=True) == 78


def test_a_club_player_is_hopeless_and_a_strong_field_is_not() -> None:
    """9/9 against 1700s cannot reach Ra 2380; 5/9 against 2450s may (a smaller set of it)."""
    assert smaller_sets_hopeless([1700] * 9, [1.0] * 9, threshold=GM, unrated=1400,
                                 round_robin=False)
    assert not smaller_sets_hopeless([2450] * 9, [1.0] * 5 + [0.0] * 4, threshold=GM,
                                     unrated=1400, round_robin=False)


ratings = st.one_of(st.none(), st.integers(1400, 2750), st.sampled_from([2199.5, 2379.5]))
games = st.lists(st.tuples(ratings, st.sampled_from([0.0, 0.5, 1.0])), min_size=7, max_size=11)


def _title_result(rated: list[float | None], points: list[float], unrated: int) -> bool:
    ra = average(adjust(rated, floor=GM.floor, unrated=unrated).ratings)
    total = sum(points)
    return (ra >= GM.ra_min and share_ok(total, len(points))
            and ra + dp_for_percent(percent(total, len(points))) >= GM.rp_min)


@given(games=games, round_robin=st.booleans(), unrated=st.sampled_from([1000, 1200, 1400]))
@settings(max_examples=300, deadline=None)
def test_no_set_the_rules_allow_makes_a_title_result_when_hopeless(
        games: list[tuple[float | None, float]], round_robin: bool, unrated: int) -> None:
    """Every set the search tries (a prefix of at least 7 rounds in a Swiss, wins left out),
    checked by brute force: none makes Ra, Rp and 35 % when the bound says hopeless."""
    rated, points = [g[0] for g in games], [g[1] for g in games]
    if not smaller_sets_hopeless(rated, points, threshold=GM, unrated=unrated,
                                 round_robin=round_robin):
        return
    for cut in [len(games)] if round_robin else range(7, len(games) + 1):
        wins = [i for i in range(cut) if points[i] == 1]
        for size in range(len(wins) + 1):
            for drop in itertools.combinations(wins, size):
                kept = [i for i in range(cut) if i not in drop]
                if len(kept) >= 7:
                    assert not _title_result([rated[i] for i in kept],
                                             [points[i] for i in kept], unrated)


def _player(games: list[tuple[float | None, float]]) -> PlayerRounds:
    return PlayerRounds(name="P", fide_id="", title="", federation="ENG", sex="M", rating=2300,
                        rounds=tuple(Round(number=i + 1, kind=Kind.PLAYED, points=p,
                                           opponent=Opponent(name=f"O{i}", rating=r,
                                                             title="GM" if i % 3 else "",
                                                             federation=f"F{i % 4}"),
                                           note="", line=i + 1)
                                     for i, (r, p) in enumerate(games)))


@given(games=games, pairing=st.sampled_from(list(Pairing)),
       edition=st.sampled_from(EDITION_NAMES), title=st.sampled_from(list(NormTitle)))
@settings(max_examples=300, deadline=None)
def test_the_exit_never_changes_a_check(games: list[tuple[float | None, float]],
                                        pairing: Pairing, edition: str,
                                        title: NormTitle) -> None:
    """check_title gives the same norm check with the bound as with the whole search."""
    context = Context(edition=edition_named(edition), pairing=pairing, rounds=len(games),
                      field_size=40)
    setting = check.Setting(context=context, facts=EventFacts(name="Open"),
                            zero_rated=frozenset(), rounds_played=len(games))
    player = _player(games)
    quick = check.check_title(title, player, setting)
    with mock.patch.object(check, "smaller_sets_hopeless", return_value=False):
        whole = check.check_title(title, player, setting)
    assert quick == whole


def test_the_best_prefix_can_be_the_whole_event() -> None:
    """0 in rounds 1-7, wins in 8-9 (Swiss): 7 rounds 0 %, 8 rounds 1/8 = 12.5 -> 13 %, all 9
    2/9 = 22.2 -> 22 %: the best is the whole event; fewer than 7 rounds: no set (0)."""
    assert best_percent([0.0] * 7 + [1.0, 1.0], round_robin=False) == 22
    assert best_percent([1.0] * 5, round_robin=False) == 0


def test_a_set_that_reaches_rp_exactly_is_not_hopeless() -> None:
    """Nine 2380s, 7/9 in a round robin: Ra 2380 + dp(78 %) 220 = 2600, the GM Rp itself."""
    gm = THRESHOLDS[NormTitle.GM]
    assert not smaller_sets_hopeless([2380] * 9, [1.0] * 7 + [0.0] * 2, threshold=gm,
                                     unrated=1000, round_robin=True)
