"""Still needed after round k of n, worked by hand."""

from __future__ import annotations

from elo_core.norms.needed import assumed_default, still_needed
from elo_core.norms.result import Outlook
from elo_core.norms.rules import THRESHOLDS, NormTitle
from elo_core.norms.words import needed_text

GM = THRESHOLDS[NormTitle.GM]


def test_possible_after_five_of_nine() -> None:
    """4/5 against 2450s, 4 rounds left at 2450: 9 games at Ra 2450; 6.0/9 = 67 % -> 125 ->
    2575, 6.5/9 = 72 % -> 166 -> 2616: 2.5 of the 4 left. The Ra minimum asks the four for an
    average of 2292 ((12250 + 4 x 2292) / 9 = 2379.8 -> 2380; 2291 gives 2379)."""
    needed = still_needed([2450.0] * 5, 4.0, rounds_played=5, rounds=9, threshold=GM,
                          unrated=1400, min_games=9)
    assert (needed.outlook, needed.points_needed, needed.remaining) == (Outlook.POSSIBLE, 2.5, 4)
    assert needed.assumed_rating == 2450
    assert needed.min_average_remaining == 2292


def test_certain_and_gone() -> None:
    """7/7 at 2500 with 2 left at 2500: even 0/2 gives 7/9 = 78 % -> 2720: certain. 1/7 at 2400
    with 2 left: 3/9 = 33 % < 35 %: no longer possible."""
    certain = still_needed([2500.0] * 7, 7.0, rounds_played=7, rounds=9, threshold=GM,
                           unrated=1400, min_games=9)
    assert (certain.outlook, certain.points_needed) == (Outlook.CERTAIN, 0.0)
    gone = still_needed([2400.0] * 7, 1.0, rounds_played=7, rounds=9, threshold=GM,
                        unrated=1400, min_games=9)
    assert (gone.outlook, gone.points_needed) == (Outlook.GONE, None)


def test_byes_already_in_the_file() -> None:
    """A bye already entered for one of the rounds left: one game fewer to play, and 8 games
    at most, so only a full point over the norm could make 9."""
    needed = still_needed([2450.0] * 5, 4.0, rounds_played=5, rounds=9, threshold=GM,
                          unrated=1400, min_games=9, absent=1)
    assert needed.remaining == 3
    # 8 games at Ra 2450: least 6.0 (75 % -> 193 -> 2643); 7.0 = a full point over = 9 games
    assert (needed.outlook, needed.points_needed) == (Outlook.POSSIBLE, 3.0)


def test_complete_event_least_score() -> None:
    """Event complete: the least score over the games, None when Ra is short."""
    done = still_needed([2400.0] * 9, 7.0, rounds_played=9, rounds=9, threshold=GM,
                        unrated=1400, min_games=9)
    assert (done.outlook, done.points_needed) == (Outlook.COMPLETE, 7.0)
    assert (done.remaining, done.any_remaining) == (0, False)  # (no game left to ask about)
    low = still_needed([2300.0] * 9, 9.0, rounds_played=9, rounds=9, threshold=GM,
                       unrated=1400, min_games=9)
    assert low.points_needed is None


def test_assumed_default() -> None:
    """The average met so far, unrated at the edition's value, .5 up."""
    assert assumed_default([2400.0, None, 2401.0], 1400) == 2067  # 6201 / 3 = 2067
    assert assumed_default([], 1400) is None


def test_remaining_minimum_never_below_the_unrated_value() -> None:
    """IM (Ra 2230), 5/7 against 2450 with 2 left: two 1400s (the lowest raised to the 2050
    floor, 1.4.7) give (7 x 2450 + 2050 + 1400) / 9 = 2289 >= 2230, so any opponents do; the
    least given is 1400 (an unrated opponent's value), never a figure below it no opponent can
    have, and the words say 'whoever'."""
    im = THRESHOLDS[NormTitle.IM]
    needed = still_needed([2450.0] * 7, 5.0, rounds_played=7, rounds=9, threshold=im,
                          unrated=1400, min_games=9)
    assert needed.min_average_remaining == 1400
    assert needed.any_remaining
    assert "Ra keeps its minimum whoever the remaining opponents are (even unrated ones, " \
           "counted as 1400)" in needed_text(needed, "IM")


def test_ra_at_its_minimum_keeps_the_norm_possible_one_below_not() -> None:
    """5/5 against 2380s, 4 left at 2380: Ra 2380, 7/9 (78 %, dp 220) gives Rp 2600, so 2 of 4
    are needed; against 2379s Ra is 2379, below 2380: gone."""
    at = still_needed([2380.0] * 5, 5.0, rounds_played=5, rounds=9, threshold=GM,
                      unrated=1400, min_games=9)
    assert (at.outlook, at.points_needed) == (Outlook.POSSIBLE, 2.0)
    below = still_needed([2379.0] * 5, 5.0, rounds_played=5, rounds=9, threshold=GM,
                         unrated=1400, min_games=9)
    assert (below.outlook, below.points_needed) == (Outlook.GONE, None)


def test_needing_half_a_point_more_than_the_games_left_is_gone() -> None:
    """2.5/5 against 2400s: 7 of 9 are needed, 4.5 in 4 games: gone; 3/5 needs 4 of 4."""
    short = still_needed([2400.0] * 5, 2.5, rounds_played=5, rounds=9, threshold=GM,
                         unrated=1400, min_games=9)
    assert (short.outlook, short.points_needed) == (Outlook.GONE, None)
    just = still_needed([2400.0] * 5, 3.0, rounds_played=5, rounds=9, threshold=GM,
                        unrated=1400, min_games=9)
    assert (just.outlook, just.points_needed) == (Outlook.POSSIBLE, 4.0)


def test_the_least_average_left_when_one_round_remains() -> None:
    """Eight 2240s (17920) and one round left: Ra 2380 needs (17920 + x) / 9 >= 2379.5, so
    x >= 3495.5: 3496 ((17920 + 3496) / 9 = 2379.56 -> 2380; 3495 gives 2379.44 -> 2379).
    A 3500 opponent gives exactly 2380 (21420 / 9), the minimum itself: still reachable."""
    needed = still_needed([2240.0] * 8, 6.0, rounds_played=8, rounds=9, threshold=GM,
                          unrated=1000, min_games=9)
    assert needed.min_average_remaining == 3496


def test_no_rating_up_to_3500_lifts_ra_to_its_minimum() -> None:
    """Seven 2240s and a 2235 (17915): a 3500 opponent gives 21415 / 9 = 2379.44 -> 2379 <
    2380, so no average of the one round left is enough (None)."""
    needed = still_needed([2240.0] * 7 + [2235.0], 6.0, rounds_played=8, rounds=9,
                          threshold=GM, unrated=1000, min_games=9)
    assert needed.min_average_remaining is None


def test_a_complete_event_at_the_ra_minimum_has_its_least_score() -> None:
    """Nine 2380s, all played: Ra 2380 is the GM minimum itself, so the least score is shown:
    7/9 (78 % -> dp 220 -> 2600; NORMS.md's 9-game GM row)."""
    needed = still_needed([2380.0] * 9, 5.0, rounds_played=9, rounds=9, threshold=GM,
                          unrated=1000, min_games=9)
    assert (needed.outlook, needed.points_needed) == (Outlook.COMPLETE, 7.0)


def test_rounds_given_as_byes_leave_no_game() -> None:
    """8 of 9 played and the 9th already a bye in the file: no game remains (9 - 8 - 1 = 0)."""
    needed = still_needed([2450.0] * 8, 6.0, rounds_played=8, rounds=9, threshold=GM,
                          unrated=1000, min_games=9, absent=1)
    assert needed.remaining == 0
