"""Whole-event norm checks from TRF files written for the case, each worked by hand."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence

from elo_core.io.read import read_event_file
from elo_core.norms.event import NormOptions, check_event
from elo_core.norms.event_facts import event_facts
from elo_core.norms.mix import Exemption
from elo_core.norms.result import NormCheck
from elo_core.norms.rounds import Pairing
from elo_core.norms.rules import NormTitle
from elo_core.norms.words import verdict
from tests.unit.norms.norm_files import (
    FEDS,
    GM_FIELD,
    SEEKER,
    Player,
    check_file,
    gm_event,
    norm_of,
    round_robin,
    star_event,
    write_trf,
)


def _rules(norm: NormCheck) -> dict[str, bool | None]:
    return {c.rule: c.met for c in norm.conditions if not c.arbiter}


def test_gm_norm_nine_rounds() -> None:
    """9 opponents at 2400, 3 GMs, 5 titled, 9 federations, 7/9: Ra 2400, 78 % -> dp 220,
    Rp 2620: a GM norm; IM norm too (Rp 2620 >= 2450)."""
    result = check_file(star_event(GM_FIELD, ["w"] * 6 + ["d", "d", "l"]))
    gm = norm_of(result, NormTitle.GM)
    assert (len(gm.counted), gm.points, gm.ra, gm.percent, gm.dp, gm.rp) == (9, 7.0, 2400, 78,
                                                                             220, 2620)
    assert gm.met
    assert all(_rules(gm).values())
    assert result.edition.name == "2024"
    assert norm_of(result, NormTitle.IM).met
    assert [n.title for n in result.players[0].norms] == [NormTitle.GM, NormTitle.IM]


def test_unrated_1400_in_2024_and_1000_before() -> None:
    """Two unrated opponents, drawn in rounds 1 and 2 (so no rule lets them be left out): one
    raised to the floor, the other 1400 (2024) or 1000 (2019)."""
    field = [("", 0, "BEL"), ("", 0, "LUX"), *GM_FIELD[:7]]
    results = ["d", "d"] + ["w"] * 7
    now = norm_of(check_file(star_event(field, results)), NormTitle.IM)
    # 7 x 2400 + 2050 (floor) + 1400 = 20250 / 9 = 2250
    assert (now.ra, now.adjusted[:2]) == (2250, (2050, 1400))
    old = norm_of(check_file(star_event(field, results, start="2019/05/01")), NormTitle.IM)
    # 7 x 2400 + 2050 + 1000 = 19850 / 9 = 2205.6 -> 2206
    assert (old.ra, old.adjusted[:2]) == (2206, (2050, 1000))
    assert _rules(old)["1.4.8a Ra minimum"] is False
    assert _rules(now)["1.4.8a Ra minimum"] is True


def test_eight_games_and_pairing_bye() -> None:
    """9 rounds: 8 games and a pairing-allocated bye (U) make a 9-game norm over 8 games (1.4.1c);
    a half-point bye (H) does not."""
    field = GM_FIELD[:8]
    with_u = norm_of(check_file(star_event(field, ["w"] * 5 + ["d"] * 3, byes=[(5, "U")])),
                     NormTitle.GM)
    # 6.5/8 = 81.25 % -> 81 -> dp 251: Rp 2651
    assert (len(with_u.counted), with_u.points, with_u.rp) == (8, 6.5, 2651)
    assert with_u.met
    assert "1.4.1c" in next(c.detail for c in with_u.conditions if c.rule.startswith("1.4.1 "))
    with_h = norm_of(check_file(star_event(field, ["w"] * 5 + ["d"] * 3, byes=[(5, "H")])),
                     NormTitle.GM)
    assert _rules(with_h)["1.4.1 number of games"] is False
    assert not with_h.met


def test_overscore_counts_as_extra_game() -> None:
    """An 8-round event, 8 games at Ra 2400: the least score is 6.5 (6.0: 75 % -> 193 -> 2593;
    6.5: 81 % -> 251 -> 2651). 7.0 is half a point over: 8 games, too few; 7.5 is a full point
    over and counts as 9 games (1.4.1d)."""
    field = GM_FIELD[:8]
    short = norm_of(check_file(star_event(field, ["w"] * 6 + ["d", "d"])), NormTitle.GM)
    assert (short.points, short.least_points) == (7.0, 6.5)
    assert _rules(short)["1.4.1 number of games"] is False
    over = norm_of(check_file(star_event(field, ["w"] * 7 + ["d"])), NormTitle.GM)
    assert over.points == 7.5
    assert _rules(over)["1.4.1 number of games"] is True
    assert over.met


def test_swiss_dropping_a_game_won_keeps_the_norm() -> None:
    """10 rounds; a win over a 1900 (raised to 2200) drags Ra to 2362 (< 2380) although Rp is
    2602 (8/10, 80 % -> 240); leaving that win out (1.4.1f): 9 games, Ra 2380, 7/9 -> 78 % ->
    220, Rp 2600: a GM norm."""
    field = [("", 1900, "BEL"), *[(t, 2380, f) for t, _, f in GM_FIELD]]
    result = check_file(star_event(field, ["w"] + ["w"] * 5 + ["d", "d", "d", "d"]))
    gm = norm_of(result, NormTitle.GM)
    assert gm.met
    assert (len(gm.counted), gm.points, gm.ra, gm.rp) == (9, 7.0, 2380, 2600)
    dropped = [left for left in gm.left_out if "1.4.1f" in left.why]
    assert [d.round.opponent.rating for d in dropped if d.round.opponent] == [1900.0]


def test_every_title_code() -> None:
    """g m f c wg wm wf wc are read as GM IM FM CM WGM WIM WFM WCM: 6 count as titled (CM and
    WCM not); IM-norm holders are GM and IM (2); WIM-norm holders add WGM and WIM (4)."""
    codes = ["g", "m", "f", "c", "wg", "wm", "wf", "wc", ""]
    field = [(code, 2300, FEDS[i]) for i, code in enumerate(codes)]
    seeker_f: Player = ("Seeker, Sam", "", "w", 2200, "ENG")
    players = [seeker_f] + [(f"Opp{i}, A", t, "m", r, f) for i, (t, r, f) in enumerate(field)]
    rounds = [[(1, i + 2, "d")] for i in range(9)]
    data = write_trf(players, rounds)
    event = read_event_file(data)
    assert list(event.players["title"])[1:] == ["GM", "IM", "FM", "CM", "WGM", "WIM", "WFM",
                                                "WCM", ""]
    result = check_event(event, data)
    assert [n.title for n in result.players[0].norms] == list(NormTitle)
    details = {n.title: {c.rule: c.detail for c in n.conditions} for n in result.players[0].norms}
    assert details[NormTitle.IM]["1.4.5a titled opponents"].startswith("6 of 9")
    assert details[NormTitle.IM]["1.4.5 IM title holders"].startswith("2 of 9")
    assert details[NormTitle.WIM]["1.4.5 WIM title holders"].startswith("4 of 9")


def test_round_robin_unrated_zero_left_out() -> None:
    """A 10-player round robin: the unrated player who lost every game is left out (1.4.2b),
    so the seeker has 8 games counted."""
    players = [SEEKER, *[(f"Opp{i}, A", "g" if i < 4 else "", "m", 2400, FEDS[i])
                         for i in range(8)], ("Zero, Z", "", "m", 0, "ENG")]
    rounds = [[(a, b, "b" if a == 10 else "w" if b == 10 else "d") for a, b in pairs]
              for pairs in round_robin(10)]
    result = check_file(write_trf(players, rounds))
    assert result.context.pairing is Pairing.ROUND_ROBIN
    im = norm_of(result, NormTitle.IM)
    assert len(im.counted) == 8
    assert any("1.4.2b" in left.why for left in im.left_out)


def test_double_round_robin() -> None:
    """6 players twice (10 rounds) is read as a double round robin; 3 different GMs are needed."""
    players = [SEEKER, *[(f"Opp{i}, A", "g" if i < 3 else "m", "m", 2500, FEDS[i])
                         for i in range(5)]]
    once = round_robin(6)
    rounds = [[(a, b, "d") for a, b in pairs] for pairs in once + once]
    result = check_file(write_trf(players, rounds))
    assert result.context.pairing is Pairing.DOUBLE_ROUND_ROBIN
    gm = norm_of(result, NormTitle.GM)
    # 10 games at 2500, 5/10 = 50 % -> dp 0: Rp 2500 < 2600
    assert (len(gm.counted), gm.ra, gm.rp) == (10, 2500, 2500)
    assert _rules(gm)["1.4.5 GM title holders"] is True
    assert not gm.met


def test_exemption_option() -> None:
    """An all-English field fails the federation rules unless the user sets a national final."""
    field = [(t, r, "ENG") for t, r, _ in GM_FIELD]
    data = star_event(field, ["w"] * 6 + ["d", "d", "l"])
    assert not norm_of(check_file(data), NormTitle.GM).met
    exempt = NormOptions(exemptions=frozenset({Exemption.NATIONAL_CHAMPIONSHIP}))
    assert norm_of(check_file(data, exempt), NormTitle.GM).met


def _field_at(ratings: Sequence[int]) -> list[tuple[str, int, str]]:
    """GM_FIELD's titles and federations with these ratings."""
    return [(title, rating, fed) for (title, _, fed), rating in zip(GM_FIELD, ratings, strict=True)]


def test_ra_minimum_at_2380_and_one_below() -> None:
    """8/9 (89 %, dp 351), the loss in round 1, against nine 2380s: Ra 2380, Rp 2731, a GM norm.
    The round-1 opponent at 2375: 21415 / 9 = 2379.44 -> Ra 2379, below 2380 (Rp 2730 holds);
    no subset helps (a loss cannot be left out, and leaving out a 2380 lowers Ra): no norm."""
    results = ["l"] + ["w"] * 8
    at = norm_of(check_file(star_event(_field_at([2380] * 9), results)), NormTitle.GM)
    assert (at.ra, at.dp, at.rp, at.met, at.title_result) == (2380, 351, 2731, True, True)
    below = norm_of(check_file(star_event(_field_at([2375] + [2380] * 8), results)), NormTitle.GM)
    assert (below.ra, below.rp, below.met, below.title_result) == (2379, 2730, False, False)
    assert _rules(below)["1.4.8a Ra minimum"] is False
    assert _rules(below)["1.4.8 Rp minimum"] is True


def test_rp_minimum_at_2600_and_one_below() -> None:
    """6.5/9 = 72.2 % -> 72 %, dp 166: nine 2434s give Rp 2600 (a GM norm), nine 2433s 2599
    (Ra 2433 is above 2380: only Rp fails)."""
    results = ["w"] * 6 + ["d", "l", "l"]
    at = norm_of(check_file(star_event(_field_at([2434] * 9), results)), NormTitle.GM)
    assert (at.points, at.percent, at.dp, at.rp, at.met) == (6.5, 72, 166, 2600, True)
    below = norm_of(check_file(star_event(_field_at([2433] * 9), results)), NormTitle.GM)
    assert (below.rp, below.met) == (2599, False)
    assert _rules(below)["1.4.8 Rp minimum"] is False
    assert _rules(below)["1.4.8a Ra minimum"] is True


def test_event_facts_read_the_whole_files_games_when_none_are_chosen() -> None:
    """A games CSV of one event, 1 and 3 May: name 'Open', start 1 May, end 3 May."""
    data = (b"white,black,white_rating,black_rating,result,date,event\n"
            b"Ann,Bo,2000,1900,1,2024-05-01,Open\nBo,Ann,1900,2000,0,2024-05-03,Open\n")
    facts = event_facts(read_event_file(data, source="g.csv"))
    assert (facts.name, facts.start, facts.end) == ("Open", dt.date(2024, 5, 1),
                                                    dt.date(2024, 5, 3))


def test_eight_games_and_a_forfeit_win_in_the_trf() -> None:
    """A TRF forfeit win ('+') in round 9 and 7/8 over the board against GM_FIELD's eight
    2400s: 8 games and a forfeit win count as 9 (1.4.1c)."""
    norm = norm_of(check_file(star_event(GM_FIELD, ["w"] * 6 + ["d", "d", "w+"])), NormTitle.GM)
    games = next(c for c in norm.conditions if c.rule == "1.4.1 number of games")
    assert games.met is True
    assert games.detail.startswith("8 games and a forfeit win in a 9-round event count as 9")


def test_a_file_of_two_events_is_checked_on_the_chosen_one() -> None:
    """Event 'Club' (round 1: Ann loses to a 1000) then 'Open' (Ann 7/9 against nine 2400s):
    choosing 'Open' counts its 9 games only (Ra 2400, Rp 2620); 'Club' alone has 1 game."""
    rows = ["white,black,white_rating,black_rating,result,event,round,date",
            "Ann,Low,2450,1000,0,Club,1,2024-04-01"]
    rows += [f"Ann,Opp{i},2450,2400,{r},Open,{i},2024-05-0{i}"
             for i, r in enumerate(["1"] * 6 + ["0.5", "0.5", "0"], start=1)]
    data = ("\n".join(rows) + "\n").encode()
    event = read_event_file(data, source="two.csv")
    gm = norm_of(check_event(event, None, NormOptions(event="Open", player="Ann")),
               NormTitle.GM, "Ann")
    assert (len(gm.counted), gm.points, gm.ra, gm.rp) == (9, 7.0, 2400, 2620)
    club = norm_of(check_event(event, None, NormOptions(event="Club", player="Ann")),
                 NormTitle.GM, "Ann")
    assert (len(club.counted), club.points) == (1, 0.0)


def test_games_without_a_round_column_are_numbered_in_file_order() -> None:
    """A games CSV with no round column: Ann's nine games are rounds 1 to 9, in file order."""
    rows = ["white,black,white_rating,black_rating,result"]
    rows += [f"Ann,Opp{i},2450,2400,1" for i in range(1, 10)]
    data = ("\n".join(rows) + "\n").encode()
    result = check_event(read_event_file(data, source="plain.csv"), None,
                         NormOptions(player="Ann"))
    gm = norm_of(result, NormTitle.GM, "Ann")
    assert [(r.number, r.opponent.name if r.opponent else "") for r in gm.counted] == \
        [(i, f"Opp{i}") for i in range(1, 10)]


def test_event_facts_of_one_game_and_of_a_trf_host() -> None:
    """One game: its event's name. A TRF's 032 is the host only when it is a 3-letter code:
    'ESP' is, 'Spain' is not."""
    one = b"white,black,white_rating,black_rating,result,event\nAnn,Bo,2000,1900,1,Cup\n"
    assert event_facts(read_event_file(one, source="one.csv")).name == "Cup"
    for line, host in (("032 ESP", "ESP"), ("032 Spain", "")):
        data = star_event(GM_FIELD, ["w"] * 9, header=[line])
        assert event_facts(read_event_file(data), data).host == host


def test_one_round_scheduled_is_a_number_of_rounds() -> None:
    """--rounds 1 on a one-round file is accepted (1 to MAX_ROUND): round 1 of 1 played."""
    data = star_event(GM_FIELD[:1], ["w"])
    assert check_file(data, NormOptions(rounds=1)).rounds_played == 1


def test_a_swiss_with_a_host_is_judged_for_the_big_swiss_exemption() -> None:
    """gm_event with 032 ENG: a Swiss of 10 with titles and a host, so 1.4.3d is judged (no: 9
    foreigners, not 20); without 032 the file cannot tell (None)."""
    data = gm_event()
    with_host = data.replace(b"042 ", b"032 ENG\n042 ", 1)
    assert check_file(with_host).context.big_swiss is False
    assert check_file(data).context.big_swiss is None


def test_a_title_result_from_a_file_without_titles_names_what_it_cannot_show() -> None:
    """Ann 9/9 against nine 2400s in a plain CSV (no titles, no federations): Rp 3200, a title
    result; the verdict names the mix rules the file cannot show."""
    rows = ["white,black,white_rating,black_rating,result"]
    rows += [f"Ann,Opp{i},2450,2400,1" for i in range(1, 10)]
    data = ("\n".join(rows) + "\n").encode()
    gm = norm_of(check_event(read_event_file(data, source="plain.csv"), None,
                           NormOptions(player="Ann")), NormTitle.GM, "Ann")
    open_rules = [c.rule for c in gm.conditions if c.met is None and not c.arbiter]
    assert open_rules == ["1.4.5a titled opponents", "1.4.5 GM title holders",
                          "1.4.3 foreign federations", "1.4.4 own federation",
                          "1.4.4 one federation"]
    assert verdict(gm) == ("GM title result (Ra, Rp, 35 %); what is given cannot show "
                           + ", ".join(open_rules))


def test_a_trf_player_without_rounds_is_listed_in_a_one_event_file() -> None:
    """Rank 11 'Idle, Ida' has a player line and no round: she is listed, with no norm to
    check; the seeker's GM norm is unchanged (7/9 against nine 2400s: Ra 2400, 78 % -> 220,
    Rp 2620)."""
    data = star_event(GM_FIELD, ["w"] * 6 + ["d", "d", "l"])
    head = (f"001 {11:>4} m{'':>3} {'Idle, Ida':<33} {2300:>4} {'USA':<3} {1011:>11} "
            f"{'':<10} {0.0:>4.1f} {11:>4}")
    result = check_file(data + head.encode() + b"\n")
    idle = next(p for p in result.players if p.name == "Idle, Ida")
    assert idle.norms == ()
    gm = norm_of(result, NormTitle.GM)
    assert (len(gm.counted), gm.points, gm.ra, gm.rp) == (9, 7.0, 2400, 2620)


def test_seven_games_kept_with_two_points_over_make_a_gm_norm() -> None:
    """Swiss, 9 rounds: 5.5/7 against seven 2600s, then two losses to 1000s. All 9: Ra
    (7 x 2600 + 2200 raised + 1000) / 9 = 2378 < 2380. Rounds 1-8: Ra (7 x 2600 + 2200) / 8
    = 2550 needs 57 % (dp 50): 8 x 0.57 = 4.56 -> 5.0, 0.5 over: 8 games, short. Rounds 1-7
    (1.4.1e, at least 7 kept): Ra 2600 needs 50 %: 3.5 points, 5.5 - 3.5 = 2 full points over
    count as 9 games (1.4.1d); p 0.79 -> dp 230, Rp 2830."""
    field = [(t, 2600, f) for t, _, f in GM_FIELD[:7]] + [("", 1000, FEDS[9]),
                                                          ("", 1000, FEDS[10])]
    gm = norm_of(check_file(star_event(field, ["w"] * 4 + ["d"] * 3 + ["l", "l"])), NormTitle.GM)
    assert gm.met
    assert (len(gm.counted), gm.points, gm.ra, gm.rp, gm.least_points) == (7, 5.5, 2600, 2830,
                                                                           3.5)
    assert [left.round.number for left in gm.left_out] == [8, 9]


def test_a_file_of_player_lines_only_has_nothing_played_and_no_rounds() -> None:
    """A TRF with two player lines and no round: 0 rounds played of 0 scheduled, both players
    listed without a check; with half-point byes only in rounds 1-2: 0 played of 2."""
    players: list[Player] = [("Ann, A", "", "w", 2300, "ENG"), ("Bob, B", "m", "m", 2400, "GER")]
    empty = check_file(write_trf(players, []))
    assert (empty.rounds_played, empty.context.rounds) == (0, 0)
    assert [(p.name, p.norms) for p in empty.players] == [("Ann, A", ()), ("Bob, B", ())]
    byes = check_file(write_trf(players, [[(1, "H"), (2, "H")], [(1, "H"), (2, "H")]]))
    assert (byes.rounds_played, byes.context.rounds) == (0, 2)


def test_a_players_file_lists_only_the_chosen_events_players() -> None:
    """Two events ('Club': Ann v Low; 'Open': Ann v Opp1-9) and a players file naming all 11:
    the 'Open' check lists Ann and Opp1-9 (field of 10), not Low, who played only in 'Club'."""
    rows = ["white,black,white_rating,black_rating,result,event,round,date",
            "Ann,Low,2450,1000,0,Club,1,2024-04-01"]
    rows += [f"Ann,Opp{i},2450,2400,1,Open,{i},2024-05-0{i}" for i in range(1, 10)]
    names = ["Ann", "Low", *[f"Opp{i}" for i in range(1, 10)]]
    feds = ("ENG", "SCO", *FEDS[:9])
    listed = "player,title,federation\n" + "".join(f"{n},,{f}\n"
                                                   for n, f in zip(names, feds, strict=True))
    event = read_event_file(("\n".join(rows) + "\n").encode(), source="two.csv",
                            players=listed.encode(), players_name="players.csv")
    result = check_event(event, None, NormOptions(event="Open"))
    assert [p.name for p in result.players] == names[:1] + names[2:]
    assert result.context.field_size == 10
