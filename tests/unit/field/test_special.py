"""FIDE first ratings in a season file: results pooled across events, a zero first event dropped."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from elo_core.field.rate import rate_field
from elo_core.field.special import fide_first_ratings
from elo_core.field.state import PlayerState
from elo_core.io import read_event_file
from elo_core.models import Game, Result, System, TimeControl
from elo_core.rules.newplayer import fide_initial_rating

SEASON = Path(__file__).resolve().parents[2] / "data" / "season_new_players.csv"


@pytest.fixture(scope="module")
def rows() -> dict[tuple[str, str], dict[str, object]]:
    """Per-player, per-event rows of the season rated under FIDE (2025 rules)."""
    result = rate_field(read_event_file(SEASON.read_bytes(), source=SEASON.name),
                        system=System.FIDE)
    return {(r["player"], r["event"]): r for r in result.rows.to_dict("records")}


def test_three_games_are_not_enough_yet(rows: dict[tuple[str, str], dict[str, object]]) -> None:
    """After 3 rated games a new player stays unrated, and the page says why."""
    row = rows[("Newbie", "Spring")]
    assert row["new_rating"] != row["new_rating"]  # NaN: not rated yet
    assert "at least 5 games" in str(row["note"])
    assert "(has 3)" in str(row["note"])


def test_games_of_two_events_are_pooled(rows: dict[tuple[str, str], dict[str, object]]) -> None:
    """3 + 2 games: 1900 W, 1800 D, 1700 L, then 2000 W (as Black), 1600 D: score 3.0.

    Ra = (9000 + 2 x 1800) / 7 = 1800; p = (3 + 1) / 7 = 0.57 -> dp +50 -> 1850.
    """
    row = rows[("Newbie", "May")]
    assert row["new_rating"] == pytest.approx(1850)
    assert "2 events pooled" in str(row["note"])


def test_zero_first_event_is_disregarded(rows: dict[tuple[str, str], dict[str, object]]) -> None:
    """0/5 in the first event is dropped; 2.5/5 next: Ra 1800, p 3.5/7 = 0.50 -> 1800."""
    assert "zero score in a first event is disregarded" in str(rows[("Zed", "Spring")]["note"])
    row = rows[("Zed", "May")]
    assert row["new_rating"] == pytest.approx(1800)
    assert "pooled" not in str(row["note"])


# RULES.md 2.5: results pool over up to 26 months, which span at most 731 + 31 + 31 = 793
# days (written here, not read from the product, so a shorter window fails the property below)
POOL_DAYS = 793
GAPS = [0, 31, 200, 396, 397, 762, 763, 792, 793, 794]  # days: both sides of 25 and 26 months
NEW, RATED = 3, 3  # players 0-2 start unrated, 3-5 have (possibly fractional) ratings
START = dt.date(2021, 9, 1)


@st.composite
def _periods(draw: st.DrawFn) -> tuple[list[float], list[list[dt.date]], list[list[Side]]]:
    """Ratings of the rated players, and rating periods of one to three events each (dates
    from 2021 to 2027, so gaps of more than 26 months and both initial-rating rules occur)."""
    ratings = draw(st.lists(st.one_of(st.integers(1000, 2700).map(float),
                                      st.floats(1000, 2700, allow_nan=False)),
                            min_size=RATED, max_size=RATED))
    day = START
    dates: list[list[dt.date]] = []
    sides: list[list[Side]] = []
    for _ in range(draw(st.integers(1, 5))):
        events = draw(st.integers(1, 3))
        day += dt.timedelta(days=draw(st.sampled_from(GAPS)))
        dates.append([day + dt.timedelta(days=3 * e) for e in range(events)])
        side = st.tuples(st.integers(0, NEW - 1), st.integers(-1, NEW + RATED - 1),
                         st.integers(0, events - 1), st.sampled_from([0.0, 0.5, 1.0]),
                         st.booleans())
        sides.append(draw(st.lists(side, min_size=1, max_size=24)))
    return ratings, dates, sides


Side = tuple[int, int, int, float, bool]  # player, opponent (-1: none), event, score, played


def _reference(pre: np.ndarray, sides: list[Side], dates: list[dt.date],
               pending: dict[int, list[tuple[dt.date, list[Game]]]]
               ) -> tuple[np.ndarray, np.ndarray]:
    """The rule game by game with the one-player engine: each unrated player's rated games per
    event, pooled with earlier events within 26 months, a zero first event dropped."""
    out, notes = pre.copy(), np.full(len(pre), "", dtype=object)
    for code in sorted({p for p, *_ in sides if np.isnan(pre[p])}):
        by_event: dict[int, list[Game]] = {}
        for player, opponent, place, score, played in sides:
            rating = None if opponent < 0 or np.isnan(pre[opponent]) else float(pre[opponent])
            if player == code:
                by_event.setdefault(place, []).append(Game(
                    opponent_rating=rating, result=RESULTS[score], played=played))
        for place in sorted(by_event):
            day = dates[place]
            earlier = [(d, gs) for d, gs in pending.get(code, []) if (day - d).days <= POOL_DAYS]
            rated = [g for g in by_event[place] if g.rated]
            kept = bool(earlier) or sum(g.result.score for g in rated) > 0
            pool = [g for _, gs in earlier for g in gs] + (rated if kept else [])
            pending[code] = [*earlier, *([(day, rated)] if kept and rated else [])]
        if not kept:
            notes[code] = "unrated: a zero score in a first event is disregarded"
            continue
        initial = fide_initial_rating(pool, day)
        events = len(pending[code])
        pooled = f" (games of {events} events pooled)" if events > 1 else ""
        if initial.rating is not None:
            out[code] = initial.rating
            notes[code] = f"first rating{pooled}: {initial.reason}"
            del pending[code]
        else:
            notes[code] = f"unrated{pooled}: {initial.reason}"
    return out, notes


RESULTS = {1.0: Result.WIN, 0.5: Result.DRAW, 0.0: Result.LOSS}


@settings(max_examples=200, deadline=None)
@given(drawn=_periods())
def test_first_ratings_equal_the_rule_game_by_game(
        drawn: tuple[list[float], list[list[dt.date]], list[list[Side]]]) -> None:
    """Period after period, each unrated player's first rating (or none) and note text are
    exactly those of the rule applied to their games one by one, pooled over 26 months."""
    ratings, dates, periods = drawn
    pre = np.array([np.nan] * NEW + ratings)
    expected_pre, pending, reference = pre.copy(), PlayerState(len(pre)).pending, {}
    for days, sides in zip(dates, periods, strict=True):
        player, opponent, place, score, played = (np.array(c) for c in zip(*sides, strict=True))
        notes = np.full(len(pre), "", dtype=object)
        out = fide_first_ratings(
            {"player": player, "opponent": opponent, "score": score, "played": played},
            event=place, dates=days, pre=pre, new=pre.copy(), notes=notes,
            time_control=TimeControl.STANDARD, present=np.unique(player), pending=pending)
        want, want_notes = _reference(expected_pre, sides, days, reference)
        np.testing.assert_array_equal(out, want)
        assert notes.tolist() == want_notes.tolist()
        pre, expected_pre = out, want


def test_a_us_chess_bonus_is_said_in_the_note() -> None:
    """Hero (1500, games played not given: N' = N* = 50 / sqrt(0.662 + 0.00000739 x 1069^2) =
    16.57) beats four different 1500s in 2025 (B = 10): K = 800 / 20.57 = 38.89, K(S - E) =
    38.89 x 2 = 77.79, above 10 x sqrt(4) = 20 by 57.79, the bonus; change 135.58. The note
    says so (the change was unexplained beside K, score and expected); the losers have none."""
    rows = "".join(f"Hero,{o},1500,1500,1,{i},2025-06-01,Cup\n" for i, o in enumerate("ABCD", 1))
    data = ("white,black,white_rating,black_rating,result,round,date,event\n" + rows).encode()
    players = rate_field(read_event_file(data, source="cup.csv"), system=System.USCF).players
    hero = players.set_index("player").loc["Hero"]
    assert round(float(hero["change"]), 2) == 135.58
    assert hero["note"] == ("US Chess bonus +57.79: K(S - E) = +77.79 is above B x "
                            "sqrt(max(m, 4)) = 20.00 (B = 10, m = 4 games)")
    assert set(players.set_index("player").loc[list("ABCD"), "note"]) == {""}


@pytest.mark.parametrize(("m", "bonus", "new"), [(3, 32.147, 1784.294), (5, 57.602, 1837.564)])
def test_a_field_bonus_uses_at_least_four_games(m: int, bonus: float, new: float) -> None:
    """The whole-field engine's bonus, worked as in the one-player test: 1700 (40 games) beats
    m different 1700s in 2025: m = 3 -> threshold 10 sqrt(max(3, 4)) = 20, bonus 32.147,
    1784.294; m = 5 -> threshold 22.361, bonus 57.602, 1837.564."""
    rows = "".join(f"Hero,O{i},1700,1700,1,{i},2025-06-01,Cup\n" for i in range(m))
    players = "player,rating,games_played\nHero,1700,40\n" + "".join(
        f"O{i},1700,40\n" for i in range(m))
    data = ("white,black,white_rating,black_rating,result,round,date,event\n" + rows).encode()
    field = rate_field(read_event_file(data, source="cup.csv", players=players.encode()),
                       system=System.USCF).players
    hero = field.set_index("player").loc["Hero"]
    assert float(hero["new_rating"]) == pytest.approx(new, abs=0.0005)
    assert f"US Chess bonus {bonus:+.2f}" in str(hero["note"])


POOL_SEASON = """white,black,white_rating,black_rating,result,round,date,event
New,P1,,1900,1,1,2024-04-01,A
P2,New,1800,,1/2-1/2,2,2024-04-01,A
New,P3,,1700,0,3,2024-04-01,A
P4,New,2000,,0,1,{second},B
New,P5,,1600,1/2-1/2,2,{second},B
"""


@pytest.mark.parametrize(("second", "rating", "note"), [
    ("2026-05-31", 1850, "first rating (games of 2 events pooled)"),
    ("2026-07-01", None, "at least 5 games against rated opponents (has 2)"),
])
def test_the_pool_reaches_back_26_months(second: str, rating: float | None, note: str) -> None:
    """RULES.md 2.5: results pool over up to 26 months. 2024-04-01 is within 26 months of
    2026-05-31 (26 months before it is 2024-03-31; it is more than 25 months back), so
    1900 W, 1800 D, 1700 L then 2000 W, 1600 D pool: Ra = (9000 + 2 x 1800) / 7 = 1800,
    p = 4 / 7 = 0.57 -> dp +50 -> 1850. From 2026-07-01, 26 months back is 2024-05-01: the
    first event has left the pool and two games are too few."""
    data = POOL_SEASON.format(second=second).encode()
    rows = rate_field(read_event_file(data, source="pool.csv"), system=System.FIDE).rows
    row = rows.set_index(["player", "event"]).loc[("New", "B")]
    if rating is None:
        assert row["new_rating"] != row["new_rating"]  # NaN: still unrated
    else:
        assert float(row["new_rating"]) == rating
    assert note in str(row["note"])


@pytest.mark.parametrize(("games", "new", "k", "note"), [
    (8, 1544.444, None, "provisional: special formula"), (9, 1540.0, 80.0, "")])
def test_a_field_provisional_ends_after_eight_games(games: int, new: float, k: float | None,
                                                    note: str) -> None:
    """As in the one-player test: 1500 beats a 1500 in 2025; 8 games before -> the special
    formula (no K, said in the note), 1500 + 800 (5/9 - 1/2) = 1544.444; 9 -> K 800 / 10 = 80,
    1540, no note."""
    data = (b"white,black,white_rating,black_rating,result,round,date\n"
            b"Me,X,1500,1500,1,1,2025-06-01\n")
    players = f"player,rating,games_played\nMe,1500,{games}\nX,1500,100\n".encode()
    field = rate_field(read_event_file(data, source="e.csv", players=players),
                       system=System.USCF).players.set_index("player")
    assert float(field.loc["Me", "new_rating"]) == pytest.approx(new, abs=0.0005)
    assert field.loc["Me", "note"] == note
    got_k = float(field.loc["Me", "k"])
    assert np.isnan(got_k) if k is None else got_k == k  # (NaN: no K)


def test_a_us_chess_bonus_under_one_point_is_said_too() -> None:
    """Hero (2000, 16 games: N* = 28.61, so N' = 16, K = 800 / (16 + 4) = 40) beats four 1667s
    in 2025 (B = 10): We = 1 / (1 + 10^(-333/400)) = 0.87179, E = 3.48717, K(S - E) =
    40 x 0.51283 = 20.513, above 10 x sqrt(4) = 20 by 0.513: the bonus, under one point, still
    has its note; 2000 + 20.513 + 0.513 = 2021.026."""
    rows = "".join(f"Hero,{o},2000,1667,1,{i},2025-06-01,Cup\n" for i, o in enumerate("ABCD", 1))
    data = ("white,black,white_rating,black_rating,result,round,date,event\n" + rows).encode()
    players = b"player,rating,games_played\nHero,2000,16\n"
    field = rate_field(read_event_file(data, source="cup.csv", players=players),
                       system=System.USCF).players
    hero = field.set_index("player").loc["Hero"]
    assert float(hero["k"]) == 40.0
    assert float(hero["new_rating"]) == pytest.approx(2021.026, abs=0.0005)
    assert hero["note"] == ("US Chess bonus +0.51: K(S - E) = +20.51 is above B x "
                            "sqrt(max(m, 4)) = 20.00 (B = 10, m = 4 games)")


CUP_WITH_NEWCOMER = (b"white,black,white_rating,black_rating,result,round,date,event\n"
                     b"New,X,,1500,1,1,2025-06-01,Cup\nY,New,1700,,1,2,2025-06-01,Cup\n"
                     b"Zed,bye,1000,,1,1,2025-06-01,Cup\n")
CUP_PLAYERS = (b"player,rating,games_played,peak_rating\n"
               b"Zed,1000,100,1500\nX,1500,100,\nY,1700,100,\n")


def _cup_rows() -> dict[str, dict[str, object]]:
    result = rate_field(read_event_file(CUP_WITH_NEWCOMER, source="cup.csv", players=CUP_PLAYERS),
                        system=System.USCF)
    return result.rows.set_index("player").to_dict("index")


def test_an_unrated_us_chess_player_gets_a_rating_and_no_change() -> None:
    """New (unrated) beats X 1500 and loses to Y 1700: the special formula's R with
    (0.5 + (R - 1500) / 800) + (0.5 + (R - 1700) / 800) = 1 is 1600. There was no rating to
    change, so the change is 0 (not a figure worked from a missing rating)."""
    new = _cup_rows()["New"]
    assert new["new_rating"] == 1600.0
    assert (new["change"], new["change_rounded"]) == (0.0, 0.0)
    assert new["note"] == "provisional: special formula"


def test_a_player_with_no_game_is_not_lifted_to_the_floor() -> None:
    """Zed (1000, peak 1500: floor (1500 - 200) with the last two digits zeroed = 1300) has only
    a bye: no rated game, so no new rating is worked and the floor is not applied; he stays at
    1000 with no note."""
    zed = _cup_rows()["Zed"]
    assert (zed["games"], zed["new_rating"], zed["note"]) == (0, 1000.0, "")


def _us_chess_cup(rows: str, *, opponents: tuple[str, ...]) -> pd.DataFrame:
    """The 'Cup' games (CSV rows with a round) rated by US Chess: Hero and each opponent 1700
    with 40 games; the players table by name."""
    data = ("white,black,white_rating,black_rating,result,round,date,event\n" + rows).encode()
    players = "player,rating,games_played\n" + "".join(
        f"{name},1700,40\n" for name in ("Hero", *opponents))
    return rate_field(read_event_file(data, source="cup.csv", players=players.encode()),
                      system=System.USCF).players.set_index("player")


def test_no_us_chess_bonus_when_one_opponent_is_met_three_times() -> None:
    """Hero (1700, 40 games: N' = N* = 20.0118, K = 800 / 24.0118 = 33.317) beats X three times
    and Y once in 2025: K(S - E) = 33.317 x (4 - 2) = 66.634 is over 10 x sqrt(4) = 20, but an
    opponent met more than twice rules the bonus out: 1766.634, with no note (the bonus
    would have added 46.634). X's three games are counted as Hero's, not another player's."""
    rows = ("Hero,X,1700,1700,1,1,2025-06-01,Cup\nX,Hero,1700,1700,0,2,2025-06-01,Cup\n"
            "Hero,X,1700,1700,1,3,2025-06-01,Cup\nHero,Y,1700,1700,1,4,2025-06-01,Cup\n")
    field = _us_chess_cup(rows, opponents=("X", "Y"))
    assert float(field.loc["Hero", "k"]) == pytest.approx(33.317, abs=0.0005)
    assert float(field.loc["Hero", "new_rating"]) == pytest.approx(1766.634, abs=0.0005)
    assert field.loc["Hero", "note"] == ""


def test_the_last_players_two_events_are_pooled_before_rating() -> None:
    """New (unrated, the last player of the period's list) scores 3 of 5 against 1800s in A
    and 1 of 2 against 2000s in B, both in April 2026. A alone would qualify (5 games: 1850),
    but the rating comes after the period's last event from both: Ra = (5 x 1800 + 2 x 2000 +
    2 x 1800) / 9 = 1844.44, p = (4 + 1) / 9 = 0.56 -> dp +43 -> 1887."""
    rows = [f"New,A{i},,1800,{r},2026-04-05,A" for i, r in enumerate("11100")]
    rows += [f"New,B{i},,2000,{r},2026-04-20,B" for i, r in enumerate("10")]
    data = ("white,black,white_rating,black_rating,result,date,event\n" + "\n".join(rows)
            + "\n").encode()
    result = rate_field(read_event_file(data, source="p.csv"), system=System.FIDE)
    new = result.rows[result.rows["player"] == "New"]
    assert new["new_rating"].tolist() == [1887.0, 1887.0]
    assert new["note"].iloc[-1].startswith("first rating (games of 2 events pooled)")


def test_one_game_is_enough_for_the_floor() -> None:
    """P (1310, 100 games, peak 1500: floor (1500 - 200) with the last two digits zeroed =
    1300) loses his one game to Q 1310: N* = 50 / sqrt(0.662 + 0.00000739 x 1259^2) = 14.213,
    K = 800 / 15.213 = 52.587, 1310 - 26.293 = 1283.71, held at 1300 (change -10)."""
    data = (b"white,black,white_rating,black_rating,result,round,date,event\n"
            b"P,Q,1310,1310,0,1,2025-06-01,Cup\n")
    players = b"player,rating,games_played,peak_rating\nP,1310,100,1500\nQ,1310,100,1310\n"
    rows = rate_field(read_event_file(data, source="c.csv", players=players),
                      system=System.USCF).rows.set_index("player")
    assert float(rows.loc["P", "k"]) == pytest.approx(52.587, abs=0.0005)
    assert rows.loc["P", ["change", "new_rating", "note"]].tolist() == [
        -10.0, 1300.0, "held at the floor 1300"]


def test_a_us_chess_bonus_with_one_opponent_met_twice() -> None:
    """Hero (1700, 40 games: K = 800 / (20.0118 + 4) = 33.317) beats X twice, Y and Z once in
    2025 (all 1700): K(S - E) = 33.317 x 2 = 66.634 over 10 x sqrt(4) = 20; an opponent met
    twice still allows the bonus (more than twice does not): +46.634 -> 1813.268."""
    rows = ("Hero,X,1700,1700,1,1,2025-06-01,Cup\nX,Hero,1700,1700,0,2,2025-06-01,Cup\n"
            "Hero,Y,1700,1700,1,3,2025-06-01,Cup\nHero,Z,1700,1700,1,4,2025-06-01,Cup\n")
    field = _us_chess_cup(rows, opponents=("X", "Y", "Z"))
    assert float(field.loc["Hero", "new_rating"]) == pytest.approx(1813.268, abs=0.0005)
    assert str(field.loc["Hero", "note"]).startswith("US Chess bonus +46.63")


def test_ending_exactly_at_the_us_chess_floor_is_not_held() -> None:
    """F (1300, 100 games, peak 1500: floor 1500 - 200 = 1300) draws G (1300): K (0.5 - 0.5) =
    0, so F ends at 1300, on the floor, not below it: no 'held at the floor' note."""
    data = (b"white,black,white_rating,black_rating,result,round,date\n"
            b"F,G,1300,1300,1/2,1,2025-06-01\n")
    players = b"player,rating,games_played,peak_rating\nF,1300,100,1500\nG,1300,100,\n"
    field = rate_field(read_event_file(data, source="f.csv", players=players),
                       system=System.USCF).players.set_index("player")
    assert (field.loc["F", "new_rating"], field.loc["F", "note"]) == (1300.0, "")
