"""Rating a whole field: equal to the one-player engine, pinned TRF figures, date order."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import numpy as np
import pytest

from elo_core.errors import InputError
from elo_core.event import rate_event
from elo_core.field import arrays
from elo_core.field.rate import k_note, rate_field
from elo_core.io import read_event_file
from elo_core.models import Game, Profile, Result, System, TimeControl
from tests.support.real_files import REAL

DATA = Path(__file__).resolve().parents[2] / "data"


RESULTS = {1.0: Result.WIN, 0.5: Result.DRAW, 0.0: Result.LOSS}


def _check_against_rate_event(path: Path, system: System, players: list[str]) -> None:
    event = read_event_file(path.read_bytes(), source=path.name)
    result = rate_field(event, system=system)
    rows = result.rows.set_index("player")
    date = result.events["date"].iloc[0].date()
    for player in players:
        lines = result.lines.frame(player=player)
        games = [Game(opponent_rating=None if np.isnan(r) else float(r),
                      result=RESULTS[s], played=bool(p), opponent=str(o))
                 for r, s, p, o in zip(lines["opponent_rating"], lines["score"],
                                       lines["played"], lines["opponent"], strict=True)]
        row = rows.loc[player]
        birth = event.players["birth_year"].get(player, np.nan)
        profile = Profile(rating=float(row["rating"]), games_played=30,
                          birth_year=None if np.isnan(birth) else int(birth))
        expected = rate_event(profile, games, system=system, date=date)
        assert row["k"] == pytest.approx(expected.k), player
        assert row["score"] == pytest.approx(expected.score)
        assert row["expected"] == pytest.approx(expected.expected)
        assert row["change"] == pytest.approx(expected.change)
        assert row["change_rounded"] == pytest.approx(expected.change_rounded)
        assert row["new_rating"] == pytest.approx(expected.new_rating)
        perf = expected.performance.fide if system == System.FIDE else expected.performance.linear
        assert row["performance"] == pytest.approx(perf)


@pytest.mark.parametrize("system", [System.FIDE, System.CLASSIC])
def test_field_equals_rate_event_per_player(system: System) -> None:
    """Vectorised figures equal the engine's one-player calculation (TRF with forfeits)."""
    _check_against_rate_event(REAL / "karl-mala-2005.trf", system,
                              ["Vasquez,Rodrigo", "Milov,Leonid", "Sopur,Lech",
                               "Kammerer,Peter", "Klundt,Klaus"])
    _check_against_rate_event(REAL / "capo-dorso-2012.trfx", system,
                              ["Seletsky Grigory", "Esposito Luca", "Luciani Carlo"])


def test_trf_field_pinned_figures() -> None:
    """Karl-Mala 2005, FIDE: the winner's line, pinned."""
    event = read_event_file((REAL / "karl-mala-2005.trf").read_bytes(), source="k")
    result = rate_field(event, system=System.FIDE)
    assert result.events["games"].tolist() == [970]
    row = result.rows.set_index("player").loc["Mikhaletz,Lubomir"]
    assert (row["rating"], row["k"], row["games"], row["score"]) == (2451, 10, 7, 6.5)


def test_season_is_rated_in_date_order() -> None:
    """Later events start from the ratings the earlier one produced; file ratings kept aside."""
    text = ("event,date,white,black,white_rating,black_rating,result\n"
            "Late,2025-02-01,A,B,1700,1700,1\n"
            "Early,2025-01-01,A,B,1500,1500,1\n")
    result = rate_field(read_event_file(text.encode(), source="s.csv"), system=System.CLASSIC)
    assert result.events["event"].tolist() == ["Early", "Late"]
    late = result.rows[result.rows["event"] == "Late"].set_index("player")
    assert late.loc["A", "rating"] == pytest.approx(1520.0)  # 1500 + 40 * 0.5
    assert late.loc["A", "file_rating"] == 1700
    final = result.players.set_index("player")
    assert final.loc["A", "rating"] == 1500
    assert final.loc["A", "games"] == 2


def test_unrated_player_excluded_from_opponents_expectations() -> None:
    """A game against an unrated player does not count for the rated side."""
    text = ("white,black,white_rating,black_rating,result\nA,B,1500,,1\nA,C,1500,1500,1\n")
    result = rate_field(read_event_file(text.encode(), source="u.csv"), system=System.CLASSIC,
                        date=dt.date(2025, 1, 1))
    row = result.rows.set_index("player").loc["A"]
    assert (row["games"], row["score"], row["change"]) == (1, 1.0, pytest.approx(20.0))


def test_field_equals_rate_event_in_tests_data_trf() -> None:
    """FIDE whole-field figures equal rate_event's for Gros 2010 (byes, forfeits, a 2400+ K)."""
    _check_against_rate_event(DATA / "gros-2010-after-round4.trf", System.FIDE,
                              ["Mirzoev Azer", "Hernandez Elvis", "Sanz Perez Eduardo",
                               "Alvarado Fernandez Mikel"])


def test_uscf_provisional_reason_is_not_cut_short() -> None:
    """A provisional player's K reason is the engine's whole sentence (no fixed-width text)."""
    text = ("white,black,white_rating,black_rating,result,white_games_played\n"
            "A,B,1400,1500,1,5\nA,C,1400,1600,0.5,5\nB,C,1500,1600,0,\n")
    result = rate_field(read_event_file(text.encode(), source="p.csv"), system=System.USCF)
    reason = result.rows.set_index("player").loc["A", "k_reason"]
    assert reason == "provisional (5 previous games): the special formula replaces K"


def test_classic_season_change_is_rounded_once() -> None:
    """Classic ratings chain unrounded, so the season's shown change is the total rounded once
    (not a sum of per-event roundings) and matches new rating - first rating."""
    path = DATA / "season_classic.csv"
    result = rate_field(read_event_file(path.read_bytes(), source=path.name),
                        system=System.CLASSIC)
    table = result.players.set_index("player")
    for name in ("-Minus", "+Plus"):
        row = table.loc[name]
        assert row["change_rounded"] == pytest.approx(arrays.half_away_float(
            np.array([row["change"]]), 1)[0])
        assert row["new_rating"] - row["rating"] == pytest.approx(row["change"], abs=1e-9)
    assert table.loc["-Minus", "change_rounded"] == pytest.approx(65.6)
    assert table.loc["+Plus", "change_rounded"] == pytest.approx(-29.7)



@pytest.mark.parametrize(("tau", "accepted"), [(0.2, True), (0.19, False), (2.0, True),
                                               (2.01, False)])
def test_tau_from_0_2_to_2_0(tau: float, accepted: bool) -> None:
    """Glicko-2's tau is taken from 0.2 to 2.0, ends included."""
    event = read_event_file(b"white,black,white_rating,black_rating,result,date\n"
                            b"Ann,Bo,1500,1500,1,2025-01-05\n", source="g.csv")
    if accepted:
        assert rate_field(event, system=System.GLICKO2, tau=tau).players is not None
    else:
        with pytest.raises(InputError, match=r"tau must be between 0\.2 and 2\.0"):
            rate_field(event, system=System.GLICKO2, tau=tau)


@pytest.mark.parametrize(("white", "black", "rated"), [
    (2600, 2000, True),  # 600 apart, neither above 2600
    (2601, 2001, False),  # 600 apart, one above 2600: not rated
    (2700, 2101, True),  # 599 apart
])
def test_the_600_point_rule_on_both_sides(white: int, black: int, rated: bool) -> None:
    """Rapid from 2024-12-01: a game 600+ apart is not rated if either player is above 2600.
    Rated, K 20 and a win by the higher side at PD 0.92 (the 400 cap): +1.6; not rated: 0."""
    data = (f"white,black,white_rating,black_rating,result,date\n"
            f"Hi,Lo,{white},{black},1,2025-01-05\n").encode()
    result = rate_field(read_event_file(data, source="r.csv"), time_control=TimeControl.RAPID,
                        k=20)
    change = result.rows.set_index("player").loc["Hi", "change"]
    assert change == pytest.approx(1.6 if rated else 0.0)


JUNIOR_GAMES = ("event,date,white,black,white_rating,black_rating,result\n"
                "Open,2025-06-07,A,B,,,1/2\nOpen,2025-06-07,J,N,,,1/2\n")


def _junior_warnings(players: str) -> list[tuple[str, tuple[str, ...], str]]:
    event = read_event_file(JUNIOR_GAMES.encode(), source="j.csv", players=players.encode())
    return [(w.code, w.players, w.what) for w in rate_field(event).warnings
            if w.code == "junior_rule_not_applied"]


def test_juniors_without_a_birth_year_are_named_on_both_sides_of_2300_and_k_40() -> None:
    """J has a birth year (2010: K 40). Without one: A (2299, K 20) is named; B (2300, K 20)
    is not (the junior rule stops at 2300); N (1800, 10 games: already K 40) is not."""
    players = ("player,rating,games_played,birth_year\nA,2299,100,\nB,2300,100,\n"
               "J,1800,100,2010\nN,1800,10,\n")
    [(_, names, what)] = _junior_warnings(players)
    assert names == ("A",)
    assert what.startswith("1 player rated under 2300 has no birth year")
    assert "applied to this player:" in what


def test_with_no_birth_year_at_all_the_warning_names_nobody() -> None:
    """No player has a birth year: one warning for the file, naming nobody."""
    players = "player,rating,games_played\nA,2299,100\nB,2300,100\nJ,1800,100\nN,1800,10\n"
    [(_, names, what)] = _junior_warnings(players)
    assert names == ()
    assert what.startswith("no player has a birth year")


def test_two_players_without_a_birth_year_are_named_together() -> None:
    """A (2299) and B (2290), both K 20 with no birth year, are named in one warning."""
    players = ("player,rating,games_played,birth_year\nA,2299,100,\nB,2290,100,\n"
               "J,1800,100,2010\nN,1800,10,\n")
    [(_, names, what)] = _junior_warnings(players)
    assert names == ("A", "B")
    assert what.startswith("2 players rated under 2300 have no birth year")
    assert "applied to them:" in what


@pytest.mark.parametrize("k", [0.5, 200.0])
def test_a_given_k_above_0_up_to_200_is_used(k: float) -> None:
    """Classic, A (1500) beats B (1500): E = 0.5, so A gains K x 0.5 (K 0.5: +0.25; 200: +100)."""
    text = "white,black,white_rating,black_rating,result\nA,B,1500,1500,1\n"
    result = rate_field(read_event_file(text.encode(), source="k.csv"), system=System.CLASSIC,
                        k=k, date=dt.date(2025, 1, 1))
    assert result.rows.set_index("player").loc["A", "change"] == pytest.approx(k / 2)


@pytest.mark.parametrize("k", [0.0, -1.0, 200.5])
def test_a_given_k_of_0_or_less_or_over_200_is_refused(k: float) -> None:
    """K 0, -1 and 200.5 are refused, with the range in the message."""
    text = "white,black,white_rating,black_rating,result\nA,B,1500,1500,1\n"
    with pytest.raises(InputError, match="K must be between 0 and 200"):
        rate_field(read_event_file(text.encode(), source="k.csv"), system=System.CLASSIC, k=k)


def test_fide_rates_by_rating_period_before_date() -> None:
    """X (2023-05-05) reported late on the July 2023 list, Y (2023-05-20) on June's: FIDE rates
    Y first. Hero (2000, 100 games, K 20) beats a 2000 in each: Y +20 x (1 - 0.50) = +10 ->
    2010; X from 2010 (D 10, PD 0.51): +20 x 0.49 = +9.8 -> 2020 (the events in list order)."""
    text = ("event,date,white,black,white_rating,black_rating,result,rating_period\n"
            "X,2023-05-05,Hero,O1,2000,2000,1,2023-07\nY,2023-05-20,Hero,O2,2000,2000,1,2023-06\n")
    players = b"player,rating,games_played,birth_year\nHero,2000,100,1980\n"
    result = rate_field(read_event_file(text.encode(), source="t.csv", players=players))
    hero = result.rows[result.rows["player"] == "Hero"]
    assert hero[["event", "rating", "change", "new_rating"]].values.tolist() == [
        ["Y", 2000.0, 10.0, 2010.0], ["X", 2010.0, 9.8, 2020.0]]
    assert result.events["event"].tolist() == ["Y", "X"]


@pytest.mark.parametrize(("system", "start"), [
    (System.GLICKO2, "Glicko-2 has no K: each step follows the player's RD and volatility"),
    (System.CLASSIC, "classic 'auto' K: 40 below 2100, 20 below 2400, 10 from 2400"),
    (System.FIDE, "FIDE K by the event's date"), (System.USCF, "US Chess K = 800 / (N' + m)")])
def test_each_system_states_its_k_rule(system: System, start: str) -> None:
    """The K rule in words, each system its own."""
    assert k_note(system, None).startswith(start)
