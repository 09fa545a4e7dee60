"""FIDE TRF reader: the real files' totals, dates, birth years and extension lines."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from elo_core.display.field_tables import json_payload, player_table
from elo_core.field.rate import rate_field
from elo_core.io import read_event_file
from tests.support.real_files import REAL


def points(games: pd.DataFrame) -> pd.Series:
    white = games[["white", "white_score"]].set_axis(["p", "s"], axis=1)
    black = games[games["black"] != ""][["black", "black_score"]].set_axis(["p", "s"], axis=1)
    both = pd.concat([white.astype({"p": object}), black.astype({"p": object})])
    return both.groupby("p")["s"].sum()


@pytest.mark.parametrize(("name", "players", "games", "played"), [
    ("karl-mala-2005.trf", 283, 982, 970),
    ("capo-dorso-2012.trfx", 84, 374, 362),
    ("gros-2010-after-round4.trf", 52, 118, 89),
])
def test_trf_totals_equal_points_column(name: str, players: int, games: int, played: int) -> None:
    """Every player's total, byes and forfeits included, equals the TRF points column."""
    event = read_event_file((REAL / name).read_bytes(), source=name)
    assert event.n_players == players
    assert len(event.games) == games
    assert int(event.games["played"].sum()) == played
    totals = points(event.games)
    for player, expected in event.trf_points.items():
        assert totals.get(player, 0.0) == pytest.approx(expected), player


def test_trf_dates_birth_years_and_extensions() -> None:
    """Event date from 052, birth years for the junior rule, XXA lines reported as skipped."""
    event = read_event_file((REAL / "capo-dorso-2012.trfx").read_bytes(), source="x")
    assert event.games["date"].iloc[0] == pd.Timestamp("2012-09-06")
    assert event.players.loc["Seletsky Grigory", "birth_year"] == 1978
    assert "84 'XXA' lines" in event.skipped[0].message
    karl = read_event_file((REAL / "karl-mala-2005.trf").read_bytes(), source="k")
    assert karl.games["date"].iloc[0] == pd.Timestamp("2005-07-31")
    assert "spielfrei" in karl.skipped[0].message


def _trf_player(rank: int, name: str, rating: int, points: str, rounds: str) -> str:
    return (f"001 {rank:4d} m    {name:<33} {rating:4d} ESP    12345678 1990/01/01 "
            f"{points:>4} {rank:4d}  {rounds}")


TRF26 = "\n".join([
    "### comment line (TRF26)",
    "012 Club Open 2026",
    "042 2026/01/10",
    "052 2026/01/11",
    "142 2",
    "BBW  1.0",
    "BBD  0.5",
    _trf_player(1, "Alpha, Ann", 2100, "1.5", "   2 w 1     3 b =  "),
    "DAT 0001 EMAIL a@example.org",
    _trf_player(2, "Beta, Bo", 2000, "1.0", "   1 b 0  0000 - F  "),
    _trf_player(3, "Gamma, Gil", 1900, "0.5", "0000 - Z     1 w =  "),
    "XXR 2",
    "",
])


def test_trf26_and_trfx_lines_are_tolerated() -> None:
    """'###' comments, TRF26 BB? point lines, DAT and XX? lines: read past, listed as skipped."""
    event = read_event_file(TRF26.encode(), source="club.trf")
    shown = event.games[["round", "white", "black", "white_score", "black_score"]].astype(
        {"round": str, "white": str, "black": str}).fillna({"black_score": -1})
    assert shown.values.tolist() == [
        ["1", "Alpha, Ann", "Beta, Bo", 1.0, 0.0], ["1", "Gamma, Gil", "", 0.0, -1],
        ["2", "Beta, Bo", "", 1.0, -1], ["2", "Gamma, Gil", "Alpha, Ann", 0.5, 0.5]]
    assert event.games["note"].astype(str).tolist() == [
        "", "zero-point bye (Z)", "full-point bye (F)", ""]
    assert event.games["date"].iloc[0] == pd.Timestamp("2026-01-11")
    assert [p.message for p in event.skipped] == [
        "1 'BBW' line (points for a win) ignored: points per result (TRF26): results are "
        "scored 1, ½, 0 here",
        "1 'BBD' line (points for a draw) ignored: points per result (TRF26): results are "
        "scored 1, ½, 0 here",
        "1 'DAT' line (extra player data (TRFx)) ignored: not needed for rating",
        "1 'XXR' line (number of rounds) not used for rating; the Title norms view reads it as "
        "the rounds scheduled"]
    assert event.trf_points == {"Alpha, Ann": 1.5, "Beta, Bo": 1.0, "Gamma, Gil": 0.5}
    assert points(event.games).to_dict() == event.trf_points


def test_karl_mala_identity_columns() -> None:
    """Line 1: 'Vasquez,Rodrigo 2558 CHI 3400042 1969.12.06', title g; Milov has no federation."""
    event = read_event_file((REAL / "karl-mala-2005.trf").read_bytes(), source="k.trf")
    row = event.players.loc["Vasquez,Rodrigo"]
    assert (row["start_number"], row["fide_id"], row["title"], row["federation"], row["sex"],
            row["birth_date"]) == (1.0, "3400042", "GM", "CHI", "", "1969-12-06")
    assert (event.players.loc["Milov,Leonid", ["federation", "title"]].tolist()
            == ["", "IM"])


def test_capo_dorso_table_and_json_in_start_order() -> None:
    """Capo d'Orso 2012: start number 1 is Seletsky (FM, UKR, M, 1978), shown first; the
    rating, change and new rating come right after the name (a phone sees them first), then
    the file's identity columns."""
    event = read_event_file((REAL / "capo-dorso-2012.trfx").read_bytes(), source="c.trfx")
    result = rate_field(event)
    table = player_table(result)
    assert table.columns[:10].tolist() == ["No.", "Player", "Rating", "Change", "New rating",
                                           "Title", "FIDE ID", "Fed", "Sex", "Born"]
    assert table.iloc[0][["No.", "Player", "Title", "FIDE ID", "Fed", "Sex", "Born"]].tolist() \
        == [1, "Seletsky Grigory", "FM", "14112191", "UKR", "M", "1978"]
    assert table["No."].tolist() == sorted(table["No."].tolist())
    first = json_payload(result)["players"][0]
    assert {k: first[k] for k in ("start_number", "name", "title", "fide_id", "federation",
                                  "sex", "birth_date")} == {
        "start_number": 1, "name": "Seletsky Grigory", "title": "FM", "fide_id": "14112191",
        "federation": "UKR", "sex": "M", "birth_date": "1978"}


def test_event_date_is_the_last_day_for_the_rating_period() -> None:
    """Without an end date (052) the last round date (132) dates the event, not the start (042):
    Gros with 042 24/08/2010 and rounds to 02/10/2010 is rated on the November 2010 list."""
    text = (Path(__file__).resolve().parents[3] / "data" / "gros-2010-after-round4.trf"
            ).read_text(encoding="utf-8")
    text = text.replace("042 24/09/2010", "042 24/08/2010").replace(
        "052 02/10/2010", "132" + " " * 88 + "24/09/2010  26/09/2010  02/10/2010")
    result = rate_field(read_event_file(text.encode(), source="g.trf"))
    assert result.events[["date", "period"]].values.tolist() == [
        [pd.Timestamp("2010-10-02"), "2010-11"]]


def test_a_day_first_birth_date_is_not_read_as_a_year() -> None:
    """Capo d'Orso writes 11 birth dates day first ('120242', '201172'): no year is read for
    them (it was 1202 and 2011, which made a 1972-born player a junior), and a warning names the
    11 lines; year-first dates (1965, 1969/12/06) are read as before."""
    from elo_core.io.trf.checks import birth_year

    assert [birth_year(t) for t in ("1965", "1969/12/06", "19691206", "120242", "201172",
                                    "0000/00/00")] == [1965.0, 1969.0, 1969.0, None, None, None]
    path = REAL / "capo-dorso-2012.trfx"
    event = read_event_file(path.read_bytes(), source=path.name)
    warning = next(w for w in event.warnings if w.code == "trf_birth_date_unread")
    assert warning.rows == (56, 72, 80, 81, 82, 89, 93, 94, 95, 96, 97)
    assert warning.value == "120242"
    assert np.isnan(event.players.loc["Barato Giuseppe", "birth_year"])
    assert np.isnan(event.players.loc["Talu Alessandro", "birth_year"])


def test_a_fide_id_on_two_players_lines_is_said() -> None:
    """The three player lines of TRF26 above all carry FIDE ID 12345678: said once, at lines 8,
    10 and 11, as the CSV and PGN readers say it (the differential test found the TRF silent)."""
    event = read_event_file(TRF26.encode(), source="e.trf")
    shared = [w for w in event.warnings if w.code == "fide_id_shared"]
    assert len(shared) == 1
    assert shared[0].rows == (8, 10, 11)
    assert shared[0].value == "12345678"
    assert shared[0].players == ("Alpha, Ann", "Beta, Bo", "Gamma, Gil")
    one = TRF26.replace("ESP    12345678", "ESP    87654321", 1)
    assert not [w for w in read_event_file(one.encode(), source="e.trf").warnings
                if w.code == "fide_id_shared" and "Alpha, Ann" in w.players]
