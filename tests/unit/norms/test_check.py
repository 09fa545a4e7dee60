"""The smaller game sets a Swiss may use (1.4.1e-f), each case worked by hand from table 8.1.1."""

from __future__ import annotations

from elo_core.norms.result import NormCheck
from elo_core.norms.rules import NormTitle
from tests.unit.norms.norm_files import FEDS, GM_FIELD, check_file, norm_of, star_event


def _gm(field: list[tuple[str, int, str]], results: list[str]) -> NormCheck:
    return norm_of(check_file(star_event(field, results)), NormTitle.GM)


def _left(norm: NormCheck, rule: str) -> list[int]:
    return [left.round.number for left in norm.left_out if rule in left.why]


def test_a_last_round_loss_is_cut_after_the_title_result() -> None:
    """10 rounds: 7/9 against nine 2400s, then a loss to a 1000. All 10: Ra (9 x 2400 + 2200
    raised) / 10 = 2380, 7/10 = 70 % -> dp 149, Rp 2529. Rounds 1-9 (1.4.1e): Ra 2400, 7/9 =
    77.8 -> 78 % -> 220, Rp 2620, least 7.0 (6.5: 72 % -> 166). Leaving a 2400 win out of all
    10 gives Ra (8 x 2400 + 2200) / 9 = 2377.8 -> 2378 < 2380; rounds 1-8 are 8 games with
    7.0 where 6.5 is the least (75 % -> 193 short), half a point over: too few games."""
    gm = _gm([*GM_FIELD, ("", 1000, FEDS[9])], ["w"] * 6 + ["d", "d", "l", "l"])
    assert gm.met
    assert (len(gm.counted), gm.points, gm.ra, gm.percent, gm.rp, gm.least_points) == (
        9, 7.0, 2400, 78, 2620, 7.0)
    assert _left(gm, "1.4.1e") == [10]
    assert _left(gm, "1.4.1f") == []


def test_two_wins_left_out_keep_seven_games_two_points_over() -> None:
    """9 rounds: wins over two 1000s (rounds 1-2), a draw with a third 1000 (round 3), six wins
    over 2600 GMs. Only the 7 games of rounds 3-9 make it: Ra (6 x 2600 + 2200 raised) / 7 =
    2542.9 -> 2543; 6.5/7 = 92.9 -> 93 % -> 422, Rp 2965; the least is 4.5 (4.0: 57 % -> 50,
    2593), 2 full points over count as 9 games (1.4.1d). With a won 1000 kept (8 games) only
    one 1000 is raised: Ra (15600 + 2200 + 1000) / 8 = 2350 < 2380."""
    field = [("", 1000, FEDS[9]), ("", 1000, FEDS[10]), ("", 1000, FEDS[11]),
             *[("g", 2600, f) for f in FEDS[:6]]]
    gm = _gm(field, ["w", "w", "d", *["w"] * 6])
    assert gm.met
    assert (len(gm.counted), gm.points, gm.ra, gm.percent, gm.rp, gm.least_points) == (
        7, 6.5, 2543, 93, 2965, 4.5)
    assert gm.adjusted[0] == 2200
    assert _left(gm, "1.4.1f") == [1, 2]


def test_four_wins_left_out_make_a_gm_norm_three_do_not() -> None:
    """13 rounds: wins over four 2200s (rounds 1-4), then draws with nine 2600s (3 GMs, 2 IMs).
    Ra and Rp by the wins left out (the 2200s are at the floor, none raised):
    none: 32200 / 13 = 2476.9 -> 2477, 8.5/13 = 65.4 -> 65 % -> 110, Rp 2587;
    one: 30000 / 12 = 2500, 7.5/12 = 62.5 -> 63 % -> 95, Rp 2595;
    two: 27800 / 11 = 2527.3 -> 2527, 6.5/11 = 59.1 -> 59 % -> 65, Rp 2592;
    three: 25600 / 10 = 2560, 5.5/10 = 55 % -> 36, Rp 2596;
    four: 2600, 4.5/9 = 50 % -> 0, Rp 2600: the GM norm (1.4.1f sets no count of wins).
    Cutting round 13 and three wins: Ra (8 x 2600 + 2200) / 9 = 2555.6 -> 2556, 5/9 = 55.6 ->
    56 % -> 43, Rp 2599."""
    field = [("", 2200, f) for f in (*FEDS[9:], "BEL")] + \
        [(t, 2600, f) for t, _, f in GM_FIELD]
    gm = _gm(field, ["w"] * 4 + ["d"] * 9)
    assert gm.met
    assert (len(gm.counted), gm.points, gm.ra, gm.percent, gm.dp, gm.rp) == (
        9, 4.5, 2600, 50, 0, 2600)
    assert _left(gm, "1.4.1f") == [1, 2, 3, 4]


def test_of_two_sets_as_long_and_as_high_the_first_found_is_kept() -> None:
    """10 rounds: wins over two 1900s (rounds 1-2), then 6/8 against eight 2410s. All 10: Ra
    (8 x 2410 + 2200 raised + 1900) / 10 = 2338 < 2380. Leaving either 1900 out: 9 games, Ra
    (19280 + 2200) / 9 = 2386.7 -> 2387, 7/9 -> 78 % -> 220, Rp 2607, least 7.0. Both out:
    8 games, Ra 2410, 6/8 = 75 % -> 193, Rp 2603 but 6.0 is the least (0 over): too few.
    Rounds 1-9 and one 1900 out: Ra (7 x 2410 + 2200) / 8 = 2383.8 -> 2384, 6.5/8 -> 81 % ->
    251, least 6.5: too few. The tie goes to the first set found: round 1 left out, round 2's
    1900 raised to 2200."""
    field = [("", 1900, "BEL"), ("", 1900, "LUX"), *[(t, 2410, f) for t, _, f in GM_FIELD[:8]]]
    gm = _gm(field, ["w", "w", *["w"] * 4, *["d"] * 4])
    assert gm.met
    assert (len(gm.counted), gm.points, gm.ra, gm.rp, gm.least_points) == (9, 7.0, 2387, 2607,
                                                                          7.0)
    assert _left(gm, "1.4.1f") == [1]
    assert (gm.counted[0].number, gm.adjusted[0]) == (2, 2200)


def test_of_two_sets_as_long_the_higher_rp_is_kept() -> None:
    """10 rounds: a win over a 1000 (round 1), 6/8 against eight 2500s, a draw with a 1000
    (round 10). All 10: one 1000 raised to 2200, Ra (20000 + 2200 + 1000) / 10 = 2320. Nine
    games either way: the win left out (rounds 2-10) or round 10 cut (rounds 1-9) keep eight
    2500s and a 1000 raised to 2200, Ra 22200 / 9 = 2466.7 -> 2467; 6.5/9 -> 72 % -> 166, Rp
    2633, or 7/9 -> 78 % -> 220, Rp 2687 (both at least the 6.5 needed). The cut is kept."""
    field = [("", 1000, "BEL"), *[(t, 2500, f) for t, _, f in GM_FIELD[:8]], ("", 1000, "LUX")]
    gm = _gm(field, ["w", *["w"] * 4, *["d"] * 4, "d"])
    assert gm.met
    assert (len(gm.counted), gm.points, gm.ra, gm.rp, gm.least_points) == (9, 7.0, 2467, 2687,
                                                                          6.5)
    assert _left(gm, "1.4.1e") == [10]
    assert _left(gm, "1.4.1f") == []
