"""Rating a whole field: each player's figures equal rate_event's; seasons chain in date order."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import numpy as np
import pytest

from elo_core.display.field_tables import json_payload, player_table, safe_csv
from elo_core.event import rate_event
from elo_core.field import arrays
from elo_core.field.rate import rate_field
from elo_core.io import read_event_file
from elo_core.io.summary import read_summary
from elo_core.models import Game, Profile, Result, System
from elo_core.rules.editions import fide_edition
from elo_core.rules.kfactor import fide_k

SHARED = Path(__file__).resolve().parents[3] / "shared" / "data"
DATA = Path(__file__).resolve().parents[1] / "data"
needs_shared = pytest.mark.skipif(not SHARED.is_dir(), reason="../shared/data not present")
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


@needs_shared
@pytest.mark.parametrize("system", [System.FIDE, System.CLASSIC])
def test_field_equals_rate_event_per_player(system: System) -> None:
    """Vectorised figures equal the engine's one-player calculation (TRF with forfeits)."""
    _check_against_rate_event(SHARED / "karl-mala-2005.trf", system,
                              ["Vasquez,Rodrigo", "Milov,Leonid", "Sopur,Lech",
                               "Kammerer,Peter", "Klundt,Klaus"])
    _check_against_rate_event(SHARED / "capo-dorso-2012.trfx", system,
                              ["Seletsky Grigory", "Esposito Luca", "Luciani Carlo"])


@needs_shared
def test_trf_field_pinned_figures() -> None:
    """Karl-Mala 2005, FIDE: the winner's line, pinned."""
    event = read_event_file((SHARED / "karl-mala-2005.trf").read_bytes(), source="k")
    result = rate_field(event, system=System.FIDE)
    assert result.events["games"].tolist() == [970]
    row = result.rows.set_index("player").loc["Mikhaletz,Lubomir"]
    assert (row["rating"], row["k"], row["games"], row["score"]) == (2451, 10, 7, 6.5)


def test_vectorised_fide_k_matches_kfactor() -> None:
    """arrays.fide_k picks the K kfactor.fide_k picks for ratings, peaks, juniors, the 700 rule."""
    date = dt.date(2025, 6, 1)
    edition = fide_edition(date)
    cases = [(1500, None, None, 10, 9), (2350, None, 2010, 100, 9), (2350, 2410, None, 100, 9),
             (2100, None, None, 100, 40), (2450, None, None, 5, 80), (1800, None, 2006, 50, 5)]
    rating = np.array([c[0] for c in cases], dtype=float)
    peak = np.array([np.nan if c[1] is None else c[1] for c in cases], dtype=float)
    birth = np.array([np.nan if c[2] is None else c[2] for c in cases], dtype=float)
    played = np.array([c[3] for c in cases], dtype=float)
    period = np.array([c[4] for c in cases], dtype=np.int64)
    k, _ = arrays.fide_k(rating, peak, birth, played, period, edition=edition, date=date)
    for i, (r, pk, by, gp, n) in enumerate(cases):
        profile = Profile(rating=r, peak_rating=pk, birth_year=by, games_played=gp)
        assert k[i] == fide_k(profile, date=date, games_in_period=n).k, cases[i]


def test_half_away_rounding_is_exact() -> None:
    """Integer hundredths round half away from zero: 2.5 -> 3, -2.5 -> -3, 2.49 -> 2."""
    got = arrays.divide_half_away(np.array([250, -250, 249, -251, 50, -50]), 100)
    assert got.tolist() == [3, -3, 2, -3, 1, -1]


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


def test_json_matches_table_and_csv_is_neutralised() -> None:
    """The CLI's JSON carries the table's figures; CSV export neutralises formula-like text."""
    text = ("white,black,white_rating,black_rating,result\n=HYPERLINK(1),B,1500,1600,1\n")
    result = rate_field(read_event_file(text.encode(), source="j.csv"), system=System.FIDE,
                        date=dt.date(2025, 1, 1))
    payload = json.loads(json.dumps(json_payload(result)))
    table = player_table(result)
    assert [p["name"] for p in payload["players"]] == table["Player"].tolist()
    assert payload["players"][0]["new_rating"] == table["New rating"].iloc[0] == 1513
    assert payload["events"] == [{"name": "j.csv", "date": "2025-01-01", "period": "2025-02",
                                  "games": 1, "time_control": "standard",
                                  "time_control_from": "option (not in the file)"}]
    assert "'=HYPERLINK(1)" in safe_csv(table).decode("utf-8-sig")


def test_field_equals_rate_event_in_tests_data_trf() -> None:
    """FIDE whole-field figures equal rate_event's for Gros 2010 (byes, forfeits, a 2400+ K)."""
    _check_against_rate_event(DATA / "gros-2010-after-round4.trf", System.FIDE,
                              ["Mirzoev Azer", "Hernandez Elvis", "Sanz Perez Eduardo",
                               "Alvarado Fernandez Mikel"])


@needs_shared
def test_summary_explains_284_lines_but_283_players() -> None:
    """Karl-Mala lists 284 player lines; one ('spielfrei', line 297) is the bye marker."""
    event = read_event_file((SHARED / "karl-mala-2005.trf").read_bytes(), source="k")
    summary = read_summary(event)
    assert (summary.listed_players, summary.players, summary.games_played, summary.rows,
            summary.rounds) == (284, 283, 970, 982, 7)
    assert summary.sentences()[1] == ("The file lists 284 player lines, 283 of them players: "
                                      "line 297 ('spielfrei') is the bye marker, not a player.")
    assert summary.not_played == (("forfeit", 10), ("zero-point bye (blank)", 1),
                                  ("forfeit win", 1))


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
