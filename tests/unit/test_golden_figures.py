"""The seven whole-field golden files agree, player by player, with an independent reference
written from RULES.md (tests/unit/golden_reference.py, which never imports elo_core): the
recording alone no longer holds their figures."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path
from typing import Any

import pytest

from tests.support.real_files import REAL
from tests.unit import golden_reference as ref

ROOT = Path(__file__).resolve().parents[2]
SHARED = REAL  # the real files the repository holds
GOLDEN = ROOT / "tests" / "data" / "golden"
# (golden file, source file, the event's last day from its TRF 052 line)
TRF_CASES = [
    ("field_karl_mala_2005_fide", "karl-mala-2005.trf", dt.date(2005, 7, 31)),
    ("field_gros_2010_after_round4_fide", "gros-2010-after-round4.trf", dt.date(2010, 10, 2)),
    ("field_capo_dorso_2012_fide", "capo-dorso-2012.trfx", dt.date(2012, 9, 6)),
]


def _recorded(name: str) -> list[dict[str, Any]]:
    data = json.loads((GOLDEN / f"{name}.json").read_text(encoding="utf-8"))
    return list(data["players"])


def _rated(players: list[dict[str, Any]], entries: dict[int, ref.Entry]) -> list[dict[str, Any]]:
    """The recorded players who were rated and played a rated game (first ratings aside)."""
    return [p for p in players if entries[p["start_number"]].rating is not None and p["games"]]


def _same(worked: ref.Figures, recorded: dict[str, Any], new_places: float = 0.0) -> None:
    assert (worked.games, worked.score) == (recorded["games"], recorded["score"])
    assert worked.expected == pytest.approx(recorded["expected"], abs=0.005)
    assert worked.k == pytest.approx(recorded["k"], abs=1e-9)
    assert worked.change == pytest.approx(recorded["change"], abs=0.005)
    assert worked.new_rating == pytest.approx(recorded["new_rating"], abs=new_places)


@pytest.mark.parametrize(("golden", "source", "day"), TRF_CASES, ids=[c[0] for c in TRF_CASES])
def test_trf_fide_golden_figures_equal_the_reference(golden: str, source: str,
                                                    day: dt.date) -> None:
    """Every rated player's games, score, expected score (table, 350 cap before 2009-07-01,
    400 after), K (10 from 2400, else 15 before 2014-07-01), change and new rating."""
    entries = ref.read_trf(SHARED / source)
    players = _rated(_recorded(golden), entries)
    assert len(players) >= 40
    for recorded in players:
        _same(ref.fide_event(entries, recorded["start_number"], day), recorded)


def test_trf_classic_golden_figures_equal_the_reference() -> None:
    """Karl-Mala 2005 with classic Elo and K 20: the logistic curve, no cap, the new rating
    unrounded (recorded to one decimal)."""
    entries = ref.read_trf(SHARED / "karl-mala-2005.trf")
    players = _rated(_recorded("field_karl_mala_2005_classic"), entries)
    assert len(players) == 144
    for recorded in players:
        _same(ref.classic_event(entries, recorded["start_number"], 20), recorded,
              new_places=0.05)


@pytest.mark.parametrize(("golden", "source", "periods"), [
    ("field_twic_232_games_fide", "twic-232-games.pgn", 162),
    ("field_lichess_8_games_fide", "lichess-8-games.pgn", 10),
])
def test_pgn_fide_golden_periods_equal_the_reference(golden: str, source: str,
                                                    periods: int) -> None:
    """Each rated player's rating periods: rating before, games, K, change and rating after,
    with ratings carried from period to period (players getting a first rating aside)."""
    worked = ref.pgn_fide_periods(SHARED / source)
    checked = 0
    for recorded in _recorded(golden):
        for period in recorded.get("periods", []):
            figures = worked.get((recorded["name"], period["period"]))
            if figures is None:
                continue
            checked += 1
            assert (figures.rating, figures.games, figures.k) == (
                period["rating_before"], period["games"], period["k"]), recorded["name"]
            assert figures.change == pytest.approx(period["change"], abs=0.005)
            assert figures.new_rating == period["rating_after"]
    assert checked == periods


def test_pgn_us_chess_golden_first_events_equal_the_reference() -> None:
    """TWIC 2020 under US Chess (B = 14): each player's first event, where the rating is the
    file's, worked with K = 800 / (N* + m), the uncapped curve and the bonus."""
    checked = 0
    for recorded in _recorded("field_twic_232_games_uscf"):
        first = recorded["events"][0]
        events = {e: (r, g) for e, r, g in ref.pgn_events(SHARED / "twic-232-games.pgn",
                                                          recorded["name"])}
        rating, games = events[first["event"]]
        if rating != first["rating_before"]:
            continue
        worked = ref.uscf_event(rating, games, 14.0)
        assert (worked.games, worked.score) == (first["games"], first["score"])
        assert worked.expected == pytest.approx(first["expected"], abs=0.005)
        assert worked.change == pytest.approx(first["change"], abs=0.005)
        checked += 1
    assert checked == 170


def test_the_reference_reproduces_rules_md_examples() -> None:
    """The reference itself, on RULES.md's vectors: PD(+400) = 0.92, PD(-736) = 0.00, N*(1700)
    = 20.0118, 1250 (N 30 > N* = 13.60) beating 1400 -> 1288.54, 1500 (N 31) vs 1400 W,
    1550 L, 1700 L with B 14 -> 1487.37 (no bonus)."""
    assert ref.pd_hundredths(400) == 92
    assert ref.pd_hundredths(-736) == 0
    assert ref.pd_hundredths(3) == 50
    assert ref.uscf_effective_games(1700) == pytest.approx(20.0118, abs=0.00005)
    assert ref.uscf_event(1250, [(1400, 1.0)], 14).new_rating == pytest.approx(1288.54, abs=0.005)
    three = ref.uscf_event(1500, [(1400, 1.0), (1550, 0.0), (1700, 0.0)], 14)
    assert three.new_rating == pytest.approx(1487.37, abs=0.005)
