"""FIDE rating periods in a field: every event of a period from the same start rating, the 700
rule over the period's games, one rounding per player, and the floor taking a player off."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from elo_core.field.rate import rate_field
from elo_core.io import read_event_file
from elo_core.models import System
from tests.unit.field.period_files import agree_with_one_player_engine, five_events, two_events


def test_five_events_of_one_period_are_rated_from_the_list_rating() -> None:
    """The real-player shape of issue 8: 2054 on the list, five standard events of September
    2026 (so the October 2026 list), 39 games, established K 20.

    700 rule: 20 x 39 = 780 > 700, so K = the largest whole K with K x 39 <= 700 = 17
    (17 x 39 = 663; 18 x 39 = 702). Every event starts from 2054, so PD is 0.50 against the
    2054 opponents and 0.56 against the one 2010 opponent (D = +44: table row 40-46).

    | event | games | score | PD sum | score - PD | K 17 x | alone, rounded |
    |---|---|---|---|---|---|---|
    | E1 | 8 | 6   | 7 x 0.50 + 0.56 = 4.06 | 1.94 | 32.98 | 33 |
    | E2 | 8 | 5   | 4.00 | 1.00 | 17.00 | 17 |
    | E3 | 8 | 5   | 4.00 | 1.00 | 17.00 | 17 |
    | E4 | 7 | 4.5 | 3.50 | 1.00 | 17.00 | 17 |
    | E5 | 8 | 4.5 | 4.00 | 0.50 |  8.50 |  9 |

    Period: 17 x 5.44 = +92.48, rounded once -> +92, so 2146 on the list (rounding each event
    would give +93).
    """
    result = rate_field(read_event_file(five_events().encode(), source="p.csv"))
    assert result.events["period"].tolist() == ["2026-10"] * 5
    hero = result.rows[result.rows["player"] == "Hero"]
    assert hero["rating"].tolist() == [2054.0] * 5
    assert hero["k"].tolist() == [17.0] * 5
    assert all(reason.endswith("700 rule") for reason in hero["k_reason"])
    assert hero["games"].tolist() == [8, 8, 8, 7, 8]
    assert hero["expected"].tolist() == pytest.approx([4.06, 4.0, 4.0, 3.5, 4.0])
    assert hero["change"].tolist() == pytest.approx([32.98, 17.0, 17.0, 17.0, 8.5])
    assert hero["change_rounded"].tolist() == [33.0, 17.0, 17.0, 17.0, 9.0]
    assert hero["new_rating"].tolist() == [2146.0] * 5
    period = result.periods.set_index("player").loc["Hero"]
    assert (period["period"], period["rating_before"], period["k"], period["games"]) == (
        "2026-10", 2054.0, 17.0, 39)
    assert period["change"] == pytest.approx(92.48)
    assert (period["change_rounded"], period["rating_after"]) == (92.0, 2146.0)
    final = result.players.set_index("player").loc["Hero"]
    assert (final["games"], final["change_rounded"], final["new_rating"]) == (39, 92.0, 2146.0)
    assert final["change"] == pytest.approx(92.48)


def test_each_game_of_a_period_changes_by_k_times_score_minus_pd() -> None:
    """Hero's E1 game by game (K 17 by the 700 rule): the win over 2010 (D +44: PD 0.56)
    17 x 0.44 = +7.48, five wins over 2054s 17 x 0.50 = +8.50, two losses -8.50; they add up to
    the event's +32.98."""
    result = rate_field(read_event_file(five_events().encode(), source="p.csv"))
    lines = result.lines.frame(event="E1", player="Hero")
    assert lines["expected"].tolist() == pytest.approx([0.56] + [0.5] * 7)
    assert lines["change"].tolist() == pytest.approx([7.48] + [8.5] * 5 + [-8.5] * 2)


def test_two_events_one_period_share_start_rating_and_one_rounding() -> None:
    """A (2000, established) plays 20 games in each of two January 2025 events against 2000
    opponents and scores 10.5 in each: 20 x 40 = 800 > 700, so K 17 (17 x 40 = 680).

    Each event: 17 x (10.5 - 10.00) = +8.50 (alone it would round to +9); both start from
    2000. The period: +17.00, rounded once: 2017 (not 2018)."""
    result = rate_field(read_event_file(two_events().encode(), source="t.csv"))
    rows = result.rows[result.rows["player"] == "A"]
    assert rows["event"].tolist() == ["X", "Y"]
    assert rows["rating"].tolist() == [2000.0, 2000.0]
    assert rows["k"].tolist() == [17.0, 17.0]
    assert rows["change"].tolist() == pytest.approx([8.5, 8.5])
    assert rows["change_rounded"].tolist() == [9.0, 9.0]
    period = result.periods.set_index("player").loc["A"]
    assert (period["period"], period["games"], period["change_rounded"],
            period["rating_after"]) == ("2025-02", 40, 17.0, 2017.0)
    assert result.players.set_index("player").loc["A", "new_rating"] == 2017.0


def test_the_next_period_starts_from_the_list_the_period_produced() -> None:
    """A February game (March list) starts from A's 2017, not from the file's 2000."""
    text = two_events() + "Z,2025-02-10,A,B1,2000,2000,1,100\n"
    result = rate_field(read_event_file(text.encode(), source="t.csv"))
    row = result.rows.set_index(["event", "player"]).loc[("Z", "A")]
    assert (row["period"], row["rating"], row["file_rating"]) == ("2025-03", 2017.0, 2000.0)


def test_players_file_games_elsewhere_count_for_the_700_rule() -> None:
    """games_in_period 10 + the file's 24 games: 20 x 34 = 680 <= 700 keeps K 20; with 12
    elsewhere, 20 x 36 = 720 > 700 -> K 19 (19 x 36 = 684)."""
    text = "\n".join(two_events().splitlines()[:25]) + "\n"  # X's 20 games + 4 of Y
    for elsewhere, k in ((10, 20.0), (12, 19.0)):
        players = f"player,rating,games_in_period\nA,2000,{elsewhere}\n".encode()
        result = rate_field(read_event_file(text.encode(), source="t.csv", players=players))
        assert result.periods.set_index("player").loc["A", ["games", "k"]].tolist() == [24, k]


def test_field_and_one_player_engine_agree_on_every_player_of_a_period() -> None:
    """Every player of the five-event period: each event's K, expected score and change equal
    rate_event's (rating at the start of the period, the period's games for the 700 rule), and
    the period's change is their sum rounded once."""
    result = rate_field(read_event_file(five_events().encode(), source="p.csv"))
    assert agree_with_one_player_engine(result) == 40  # Hero and 39 opponents


def test_floor_drop_then_a_later_event() -> None:
    """L (1410) loses twice to 1410 players in January 2025: 20 x (0 - 1.00) = -20 -> 1390,
    below the 1400 floor, so not on the March list. In March L is unrated: the file's 1390 is
    not used, M's game against L is not rated, and L's one game starts a new first rating."""
    text = ("event,date,white,black,white_rating,black_rating,result\n"
            "Jan,2025-01-10,L,P,1410,1410,0\nJan,2025-01-11,L,Q,1410,1410,0\n"
            "Mar,2025-03-10,M,L,1500,1390,0\n")
    result = rate_field(read_event_file(text.encode(), source="f.csv"))
    rows = result.rows.set_index(["event", "player"])
    jan = rows.loc[("Jan", "L")]
    assert (jan["change_rounded"], jan["new_rating"]) == (-20.0, 1390.0)
    assert "below the 1400 floor: off the next list" in jan["note"]
    mar = rows.loc[("Mar", "L")]
    assert mar["rating"] != mar["rating"]  # NaN: unrated
    assert mar["file_rating"] == 1390.0
    assert "unrated" in mar["note"]
    assert "(has 1)" in mar["note"]
    m = rows.loc[("Mar", "M")]
    assert (m["games"], m["change"], m["new_rating"]) == (0, 0.0, 1500.0)
    assert agree_with_one_player_engine(result) == 4


def test_classic_and_uscf_still_chain_event_after_event() -> None:
    """Classic: the second January event starts from the first one's result (no periods)."""
    result = rate_field(read_event_file(two_events().encode(), source="t.csv"),
                        system=System.CLASSIC)
    rows = result.rows[result.rows["player"] == "A"]
    assert rows["rating"].iloc[1] == pytest.approx(2000 + rows["change"].iloc[0])
    assert result.periods.empty


EVENT_DAYS = ("2025-01-10", "2025-01-20", "2025-01-28", "2025-02-15", "2025-02-25")


@st.composite
def period_files(draw: st.DrawFn) -> str:
    """Up to five events over two monthly periods, six players rated 1300-2000 (some unrated in
    the file), games played 100 each (established, so K depends only on the rules under test)."""
    ratings = draw(st.lists(st.one_of(st.just(""), st.integers(1300, 2000).map(str)),
                            min_size=6, max_size=6))
    rows = []
    for event in range(draw(st.integers(1, 5))):
        for _ in range(draw(st.integers(1, 6))):
            a, b = draw(st.lists(st.integers(0, 5), min_size=2, max_size=2, unique=True))
            result = draw(st.sampled_from(["1", "0", "1/2"]))
            rows.append(f"E{event},{EVENT_DAYS[event]},P{a},P{b},{ratings[a]},{ratings[b]},"
                        f"{result},100,100")
    return ("event,date,white,black,white_rating,black_rating,result,white_games_played,"
            "black_games_played\n" + "\n".join(rows) + "\n")


@settings(max_examples=40, deadline=None)
@given(period_files())
def test_every_player_of_random_periods_agrees_with_the_one_player_engine(text: str) -> None:
    """Any season of one or two periods: each event's K, expected score and change equal
    rate_event's from the rating at the start of the period; each period is rounded once."""
    result = rate_field(read_event_file(text.encode(), source="h.csv"))
    assert agree_with_one_player_engine(result) == result.rows["player"].nunique()


def test_a_given_k_of_halves_is_rounded_once_per_period() -> None:
    """K 12.5 for everyone (no 700 rule: K is given): each event 12.5 x 0.50 = +6.25 (alone
    +6), the period +12.50 -> +13 (half away from zero): 2013."""
    result = rate_field(read_event_file(two_events().encode(), source="t.csv"), k=12.5)
    rows = result.rows[result.rows["player"] == "A"]
    assert rows["change"].tolist() == pytest.approx([6.25, 6.25])
    assert rows["change_rounded"].tolist() == [6.0, 6.0]
    assert rows["k_reason"].tolist() == ["K given", "K given"]
    period = result.periods.set_index("player").loc["A"]
    assert (period["change_rounded"], period["rating_after"]) == (13.0, 2013.0)


SEASON_2024 = (
    "event,date,white,black,white_rating,black_rating,result\n"
    "Club February,2024-02-10,Ann,Bob,1500,1500,1-0\n"
    "Club February,2024-02-10,Cid,Dee,2100,1990,1/2\n"
    "Club March,2024-03-09,Ann,Bob,1500,1500,1-0\n"
    "Club March,2024-03-09,Cid,Dee,2100,1990,1/2\n")


def test_a_season_over_1_march_2024_takes_fides_raise_on_its_way() -> None:
    """February's event goes on the 1 March 2024 list, where every standard rating under 2000
    rose by 0.4 x (2000 - R); March's event is rated from that list. K 20 (established).

    February (list 2024-03): Ann 1500 beats Bob 1500: PD 0.50, +10 -> 1510, Bob 1490. Cid 2100
    draws Dee 1990 (D 110: 0.65): Cid -3 -> 2097, Dee +3 -> 1993.
    The list: Ann 1510 + 196 = 1706, Bob 1490 + 204 = 1694, Dee 1993 + 2.8 -> 1996, Cid (over
    2000) 2097.
    March (list 2024-04): Ann 1706 beats Bob 1694 (D 12: 0.52): +9.6 -> +10 -> 1716, Bob 1684;
    Cid 2097 draws Dee 1996 (D 101: 0.64): -2.8 -> -3 -> 2094, Dee 1999.
    Without the raise Ann would end at 1519 (1510 vs 1490, D 20: 0.53, +9.4 -> +9).
    """
    result = rate_field(read_event_file(SEASON_2024.encode(), source="s.csv"))
    march = result.rows[result.rows["event"] == "Club March"].set_index("player")
    assert march["rating"].to_dict() == {"Ann": 1706.0, "Bob": 1694.0, "Cid": 2097.0,
                                         "Dee": 1996.0}
    assert march.loc["Ann", "note"].startswith("1510 -> 1706 on the 2024-03 list")
    assert march.loc["Cid", "note"] == ""
    final = result.players.set_index("player")["new_rating"].to_dict()
    assert final == {"Ann": 1716.0, "Bob": 1684.0, "Cid": 2094.0, "Dee": 1999.0}


def test_the_raise_is_not_applied_to_other_systems_or_lists() -> None:
    """Classic K rates event after event with no list: Ann 1500 +20 -> 1520, then 1520 vs 1480
    (classic K 40 below 2100: 40 x (1 - 1/(1+10^(-40/400))) = 40 x 0.4427 = +17.71) -> 1537.71."""
    result = rate_field(read_event_file(SEASON_2024.encode(), source="s.csv"),
                        system=System.CLASSIC)
    final = result.players.set_index("player")["new_rating"]
    assert final["Ann"] == pytest.approx(1537.71, abs=0.005)


LATE_REPORTS = "player,rating,games_played,birth_year\nHero,2000,100,1980\nJun,2000,100,1996\n"


def test_a_period_whose_events_fall_under_two_editions_gives_each_its_k() -> None:
    """Two events reported late on the August 2014 list (the file's rating_period): X (June,
    2011 rules: established K 15) and Y (July, 2014 rules: K 20). Hero (2000, 100 games) wins
    both games of each against 2000s (PD 0.50): X 15 x (2 - 1.00) = +15, Y 20 x 1.00 = +20;
    the period +35 -> 2035."""
    text = ("event,date,white,black,white_rating,black_rating,result,rating_period\n"
            "X,2014-06-20,Hero,O1,2000,2000,1,2014-08\nX,2014-06-21,Hero,O2,2000,2000,1,2014-08\n"
            "Y,2014-07-05,Hero,O3,2000,2000,1,2014-08\nY,2014-07-06,Hero,O4,2000,2000,1,2014-08\n")
    result = rate_field(read_event_file(text.encode(), source="t.csv",
                                        players=LATE_REPORTS.encode()))
    hero = result.rows[result.rows["player"] == "Hero"]
    assert (hero["k"].tolist(), hero["change"].tolist()) == ([15.0, 20.0], [15.0, 20.0])
    assert hero["new_rating"].tolist() == [2035.0, 2035.0]
    opponents = result.rows.set_index("player")["k"]
    assert [opponents[o] for o in ("O1", "O2", "O3", "O4")] == [15.0, 15.0, 20.0, 20.0]


def test_a_period_over_new_year_gives_a_junior_k_40_only_in_his_18th_year() -> None:
    """Jun (born 1996, 2000, 100 games) in one period (the 2015-02 list, given) with an event on
    2014-12-20 (the year he turns 18: junior K 40, 40 x (1 - 0.50) = +20) and one on 2015-01-05
    (established K 20: +10): the period +30 -> 2030."""
    text = ("event,date,white,black,white_rating,black_rating,result,rating_period\n"
            "X,2014-12-20,Jun,O1,2000,2000,1,2015-02\nY,2015-01-05,Jun,O3,2000,2000,1,2015-02\n")
    result = rate_field(read_event_file(text.encode(), source="t.csv",
                                        players=LATE_REPORTS.encode()))
    jun = result.rows[result.rows["player"] == "Jun"]
    assert jun["k"].tolist() == [40.0, 20.0]
    assert jun["change"].tolist() == [20.0, 10.0]
    assert result.players.set_index("player").loc["Jun", "new_rating"] == 2030.0


CAP_EDITIONS = ("event,date,white,black,white_rating,black_rating,result,rating_period\n"
                "X,2021-12-20,Hero,O1,2000,1500,1,2022-01\nX,2021-12-21,Hero,O2,2000,1550,1,2022-01\n"
                "Y,2022-01-05,Hero,O3,2000,1500,1,2022-01\nY,2022-01-06,Hero,O4,2000,1550,1,2022-01\n"
                "Z,2022-01-08,Lone,U,1800,,1,2022-01\n")


def test_a_period_over_two_400_point_rules_caps_each_event_by_its_own() -> None:
    """RULES.md 2.2: in December 2021 a difference over 400 counts as 400 in every game; from
    1 January 2022 only in the game with the largest difference. Hero (2000, K 20) beats a 1500
    and a 1550 in X (2021-12) and again in Y (2022-01), one period (the file's 2022-01).
    X: both capped at 400, PD 0.92 + 0.92 = 1.84, 20 x 0.16 = +3.2. Y: the 500 gap capped
    (0.92), the 450 gap as it is (433-456: 0.94), PD 1.86, 20 x 0.14 = +2.8. The period +6.0:
    2006. Hero's rows count 2 wins each, O1 and O4 1 loss each."""
    result = rate_field(read_event_file(CAP_EDITIONS.encode(), source="t.csv",
                                        players=LATE_REPORTS.encode()))
    hero = result.rows[result.rows["player"] == "Hero"]
    assert hero["event"].tolist() == ["X", "Y"]
    assert hero["expected"].tolist() == pytest.approx([1.84, 1.86])
    assert hero["change"].tolist() == pytest.approx([3.2, 2.8])
    assert hero["new_rating"].tolist() == [2006.0, 2006.0]
    counts = result.rows.set_index("player")[["wins", "draws", "losses"]]
    assert counts.loc[["Hero", "O1", "O4"]].values.tolist() == [[2, 0, 0], [2, 0, 0], [0, 0, 1],
                                                                [0, 0, 1]]


def test_a_row_with_no_rated_game_expects_nothing() -> None:
    """Lone (1800) beats U, who has no rating: no rated game, so the row has 0 games, an
    expected score of 0 (no game to expect points from), no change, and 1 point; 1800 stays."""
    result = rate_field(read_event_file(CAP_EDITIONS.encode(), source="t.csv",
                                        players=LATE_REPORTS.encode()))
    lone = result.rows.set_index("player").loc["Lone"]
    assert (lone["games"], lone["points"], lone["expected"]) == (0, 1.0, 0.0)
    assert (lone["change"], lone["new_rating"]) == (0.0, 1800.0)


def test_the_lists_k_waits_for_the_first_period_with_a_rated_game() -> None:
    """P (2000, 100 games) comes with the list's K 40. In March 2026 P only beats U, who has
    no rating: no rated game, so the list's K is still unused; in April P beats Q (2000, PD
    0.50) at the list's K 40: +20 -> 2020 (K 20 by the rules would give 2010). Q: K 20, -10."""
    text = ("event,date,white,black,white_rating,black_rating,result\n"
            "M,2026-03-10,P,U,,,1\nA,2026-04-10,P,Q,,,1\n")
    players = b"player,rating,games_played,list_k\nP,2000,100,40\nQ,2000,100,\n"
    rows = rate_field(read_event_file(text.encode(), source="t.csv", players=players)).rows
    april = rows[rows["event"] == "A"].set_index("player")
    assert april.loc["P", ["k", "k_reason", "new_rating"]].tolist() == [
        40.0, "the list's K 40", 2020.0]
    assert april.loc["Q", ["k", "new_rating"]].tolist() == [20.0, 1990.0]


def test_ending_at_the_floor_keeps_a_player_on_the_list() -> None:
    """L (1410, 100 games) loses to O and draws D (both 1410) in January 2025: 20 x (0.5 - 1.00)
    = -10 -> 1400, at the 1400 floor, not below: no note, and in February L is rated from 1400
    (beats O, 1420: D -20, PD 0.47, 20 x 0.53 = +10.6 -> 1411). L's January row: 0 wins, 1
    draw, 1 loss."""
    text = ("event,date,white,black,white_rating,black_rating,result\n"
            "J,2025-01-10,L,O,1410,1410,0\nJ,2025-01-11,L,D,1410,1410,1/2\n"
            "F,2025-02-10,L,O,,,1\n")
    players = b"player,rating,games_played\nL,1410,100\nO,1410,100\nD,1410,100\n"
    rows = rate_field(read_event_file(text.encode(), source="t.csv", players=players)).rows
    lone = rows[rows["player"] == "L"]
    assert lone[["rating", "change", "new_rating", "note"]].values.tolist() == [
        [1410.0, -10.0, 1400.0, ""], [1400.0, 10.6, 1411.0, ""]]
    assert lone[["wins", "draws", "losses"]].values.tolist() == [[0, 1, 1], [1, 0, 0]]


def test_the_lists_k_is_used_for_one_period_only() -> None:
    """P (2000, 100 games, the list's K 40) beats Q in April 2026 at K 40 (+20 -> 2020) and
    again in May at the rules' K 20: D 30, PD 0.54, 20 x 0.46 = +9.2 -> 2029."""
    text = ("event,date,white,black,white_rating,black_rating,result\n"
            "A,2026-04-10,P,Q,,,1\nB,2026-05-10,P,Q,,,1\n")
    players = b"player,rating,games_played,list_k\nP,2000,100,40\nQ,2000,100,\n"
    rows = rate_field(read_event_file(text.encode(), source="t.csv", players=players)).rows
    p = rows[rows["player"] == "P"]
    assert p[["k", "change", "new_rating"]].values.tolist() == [[40.0, 20.0, 2020.0],
                                                                 [20.0, 9.2, 2029.0]]
    assert p["k_reason"].tolist() == ["the list's K 40", "established, under 2400: K 20"]
