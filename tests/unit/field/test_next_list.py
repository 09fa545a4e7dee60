"""The next list out (`field --save-list`): rating month 2 from month 1's list equals rating both
months in one file (juniors, first ratings pooled over months, 2400 crossings, the floor), and the
list's columns worked by hand."""

from __future__ import annotations

import math

import pandas as pd
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from elo_core.field.next_list import list_csv, next_list
from elo_core.field.rate import FieldResult, rate_field
from elo_core.io import read_event_file

HEADER = "event,date,white,black,white_rating,black_rating,result\n"
START = ("player,rating,games_played,birth_year,peak_rating\n"
         "P0,2395,40,1990,2395\nP1,1600,12,2011,\nP2,2405,80,1980,2405\nP3,1010,35,,\n")


def _rate(games: str, players: bytes | None) -> FieldResult:
    return rate_field(read_event_file(games.encode(), source="s.csv", players=players))


@st.composite
def seasons(draw: st.DrawFn) -> tuple[str, str]:
    """Two months of games among P0-P3 (a player near 2400 each way, a junior, one near the
    floor) and P4-P6, who start unrated: games with file ratings for some, none for others."""
    month = draw(st.integers(1, 11))
    texts = []
    for part, mon in (("A", month), ("B", month + 1)):
        rows = []
        for n in range(draw(st.integers(3, 14))):
            white, black = draw(st.sampled_from([(a, b) for a in range(7) for b in range(7)
                                                 if a != b]))
            ratings = [draw(st.sampled_from(["", "1500", "1800"])) if p >= 4 else "" for p in
                       (white, black)]
            result = draw(st.sampled_from(["1", "0.5", "0"]))
            rows.append(f"{part},2026-{mon:02d}-{1 + n % 27:02d},P{white},P{black},"
                        f"{ratings[0]},{ratings[1]},{result}\n")
        texts.append("".join(rows))
    return texts[0], texts[1]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seasons())
def test_month_two_from_month_ones_list_equals_both_months_in_one_file(
        season: tuple[str, str]) -> None:
    """Every player of month 2: the same rating before, K, games and rating after, and the same
    list after it (rating, games played, peak, pooled results, off the list, next K)."""
    first, second = season
    both = _rate(HEADER + first + second, START.encode())
    saved = list_csv(next_list(_rate(HEADER + first, START.encode())))
    after = _rate(HEADER + second, saved)
    columns = ["player", "rating", "k", "games", "new_rating"]
    one_file = both.rows[both.rows["event"].astype(str) == "B"][columns]
    one_file = one_file.sort_values("player").reset_index(drop=True)
    two_files = after.rows[columns].sort_values("player").reset_index(drop=True)
    pd.testing.assert_frame_equal(one_file.astype(object), two_files.astype(object))
    listed = ["rating", "games_played", "peak_rating", "pending", "off_list", "next_k"]
    one, two = next_list(both), next_list(after)
    for column in listed:
        a = one[column] if column in one.columns else pd.Series(math.nan, index=one.index)
        b = two[column] if column in two.columns else pd.Series(math.nan, index=two.index)
        b = b.reindex(a.index)
        assert a.fillna(0).replace("", 0).astype(str).tolist() == \
            b.fillna(0).replace("", 0).astype(str).tolist(), column


def test_the_list_after_one_event_worked_by_hand() -> None:
    """P0 2395 (40 games, K 20) beats P2 2405 (K 10): diff -10 -> PD 0.49, +0.51 x 20 = +10.2
    -> 2405, peak 2405, 41 games, next K 10 (has reached 2400); P2 -5.1 -> 2400 (K 10). P1, a
    junior of 12 games, K 40, did not play: carried as given. Dan, unrated, pools his draw.
    The rows come in name order."""
    games = (HEADER + "A,2026-03-05,P0,P2,,,1\n"
             "A,2026-03-06,Dan,P3,,,0.5\n")
    table = next_list(_rate(games, START.encode()))
    assert table.loc["P0", ["rating", "games_played", "peak_rating", "next_k"]].tolist() == \
        [2405, 41, 2405, 10]
    assert table.loc["P2", ["rating", "games_played", "next_k"]].tolist() == [2400, 81, 10]
    assert table.loc["P1", ["rating", "games_played", "birth_year"]].tolist() == \
        [1600, 12, 2011]
    assert table.loc["Dan", "pending"] == "2026-03-06 0.5 1010"
    text = list_csv(table).decode()
    assert text.splitlines()[0].startswith("player,")
    assert "Dan,,," in text
    # in name order, as a list is read (not the order the engine met them in)
    assert [line.split(",")[0] for line in text.splitlines()[1:]] == ["Dan", "P0", "P1", "P2",
                                                                      "P3"]
    again = read_event_file(b"white,black,white_rating,black_rating,result\nP0,P1,,,1\n",
                            players=text.encode())
    assert again.players.loc["P0", "rating"] == 2405
    assert again.players.loc["Dan", "pending"] == "2026-03-06 0.5 1010"


def test_the_1_march_2024_list_has_fides_raise_and_chains_like_one_file() -> None:
    """February 2024's events go on the 1 March 2024 list, written with the raise of standard
    ratings under 2000 (+0.4 x (2000 - R)): P1 1600 beats P3 1010 (D 400 after the 400 rule:
    PD 0.92, junior K 40: +3.2 -> +3) -> 1603, +158.8 -> 1762; P3 (K 20) -1.6 -> -2 -> 1008,
    +396.8 -> 1405. March's events rated from that list give what one file gives."""
    first = "A,2024-02-10,P1,P3,,,1\n"
    second = "B,2024-03-09,P1,P3,,,0.5\n"
    table = next_list(_rate(HEADER + first, START.encode()))
    assert table.loc["P1", "rating"] == 1762
    assert table.loc["P3", "rating"] == 1405
    both = _rate(HEADER + first + second, START.encode())
    after = _rate(HEADER + second, list_csv(table))
    one = both.players.set_index("player")["new_rating"].to_dict()
    two = after.players.set_index("player")["new_rating"].to_dict()
    assert one == two


def test_a_rapid_list_equal_to_the_standard_one_adds_no_columns() -> None:
    """P0 beats P2 in a standard and in a rapid event (the players file has one rating for
    every list): both lists give P0 2405 (+10.2), 41 games, so no `rapid_` column is written;
    the blitz list, not played, keeps the file's 2395, 40 games, peak 2395 under `blitz_`
    columns (the plain columns now differ)."""
    games = ("event,date,white,black,white_rating,black_rating,result,time_control\n"
             "A,2026-03-05,P0,P2,,,1,standard\nR,2026-03-07,P0,P2,,,1,rapid\n")
    table = next_list(_rate(games, START.encode()))
    assert table.columns.tolist() == ["rating", "games_played", "peak_rating", "birth_year",
                                      "next_k", "blitz_rating", "blitz_games_played",
                                      "blitz_peak_rating"]
    assert table.loc["P0", ["rating", "games_played", "peak_rating"]].tolist() == \
        [2405, 41, 2405]
    assert table.loc["P0", ["blitz_rating", "blitz_games_played", "blitz_peak_rating"]
                     ].tolist() == [2395, 40, 2395]


def test_a_blank_rapid_column_is_kept_where_the_standard_one_is_not_blank() -> None:
    """Dan pools a standard draw (pending '2026-03-06 0.5 1010') and plays no rapid game while
    P0 and P2 play a rapid one: `rapid_pending`, blank for everyone, is written, or reading
    the list back would give Dan's standard pool to his rapid list too."""
    games = ("event,date,white,black,white_rating,black_rating,result,time_control\n"
             "A,2026-03-06,Dan,P3,,,1/2,standard\nR,2026-03-07,P0,P2,,,1,rapid\n")
    table = next_list(_rate(games, START.encode()))
    assert table.loc["Dan", "pending"] == "2026-03-06 0.5 1010"
    assert "rapid_pending" in table.columns
    assert table["rapid_pending"].tolist() == [""] * 5
    again = read_event_file(b"white,black,white_rating,black_rating,result\nP0,P1,,,1\n",
                            players=list_csv(table))
    assert again.players.loc["Dan", "rapid_pending"] == ""


def test_list_csv_quotes_a_name_with_a_comma_or_a_quote() -> None:
    """'Berg, Anna' and 'Ann "Ace" Lee' are quoted (inner quotes doubled); 1500.0 is '1500',
    1512.5 stays '1512.5', a missing value is blank."""
    table = pd.DataFrame({"rating": [1500.0, 1512.5], "k": [math.nan, 20.0]},
                         index=pd.Index(["Berg, Anna", 'Ann "Ace" Lee'], name="player"))
    assert list_csv(table).decode() == ('player,rating,k\n"Berg, Anna",1500,\n'
                                        '"Ann ""Ace"" Lee",1512.5,20\n')


def test_the_list_keeps_fide_ids_and_drops_start_numbers() -> None:
    """A list names players by FIDE ID, not by an event's start number: P0's 1503014 is
    carried, the start_number column is not; P0 (2000, 40 games, K 20) beats P3 (1900, peak
    1950): D 100, PD 0.64, +20 x 0.36 = +7.2 -> 2007, a new peak; P3 -7.2 -> 1893 keeps 1950."""
    games = HEADER + "A,2026-03-05,P0,P3,,,1\n"
    players = (b"player,rating,games_played,fide_id,start_number,peak_rating\n"
               b"P0,2000,40,1503014,1,\nP3,1900,35,,2,1950\n")
    table = next_list(_rate(games, players))
    assert "start_number" not in table.columns
    assert table.loc["P0", ["fide_id", "rating", "peak_rating"]].tolist() == ["1503014", 2007,
                                                                               2007]
    assert table.loc["P3", ["fide_id", "rating", "peak_rating"]].tolist() == ["", 1893, 1950]
