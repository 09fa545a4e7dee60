"""The shared text builders: assessment labels, signed numbers, ratings, changes, curve names,
headlines."""

from __future__ import annotations

import datetime as dt

import pytest
from hypothesis import given
from hypothesis import strategies as st

from elo_core.display.text import (
    assessment,
    calculator_headline,
    calculator_headline_text,
    change_text,
    counted,
    curve_name,
    file_stem,
    k_text,
    rating_text,
    shown_performance,
    signed,
    upload_headline_text,
)
from elo_core.errors import InputError
from elo_core.event import rate_event
from elo_core.models import Curve, Game, Profile, Result, System

W, D, L = Result.WIN, Result.DRAW, Result.LOSS


def test_signed_never_shows_minus_zero() -> None:
    """Rounded to zero is '0.0' (or '0'), never '-0.0'; otherwise the sign is written."""
    assert signed(15.84) == "+15.8"
    assert signed(-16.25, 2) == "-16.25"
    assert signed(-0.04) == "0.0"
    assert signed(-0.4, 0) == "0"
    assert signed(0.6, 0) == "+1"


@given(st.floats(min_value=-500, max_value=500, allow_nan=False), st.integers(0, 3))
def test_signed_reads_back_as_the_rounded_value(value: float, places: int) -> None:
    """The text parses back to the value rounded to `places` (and has no '-0')."""
    text = signed(value, places)
    assert float(text) == pytest.approx(round(value, places), abs=10 ** -places)
    assert not text.startswith("-0") or float(text) != 0


def test_rating_text_by_system() -> None:
    """FIDE publishes whole points; the other systems one decimal; None is 'not rated yet'."""
    assert rating_text(2055.4, System.FIDE) == "2055"
    assert rating_text(1595.34, System.CLASSIC) == "1595.3"
    assert rating_text(None, System.USCF) == "not rated yet"


def test_change_text_fide_shows_rounded_and_unrounded() -> None:
    """FIDE 2050 (K 20) draws 2100: PD 0.43, 20 x (0.5 - 0.43) = 1.4, rounded +1."""
    res = rate_event(Profile(rating=2050, games_played=100),
                     [Game(opponent_rating=2100, result=D)],
                     system=System.FIDE, date=dt.date(2024, 6, 1))
    assert change_text(res) == "+1 (unrounded +1.40)"


def test_curve_names_hide_internal_codes() -> None:
    """Every curve has a display name; none is the JSON code such as 'fide-table'."""
    assert curve_name(Curve.FIDE_TABLE) == "FIDE table (400-point rule)"
    assert curve_name("logistic") == "Classic logistic"
    assert all(curve_name(c) != c.value for c in Curve)


def test_shown_performance_names_its_method() -> None:
    """One win against 1600: the linear method gives 2000, FIDE's table method 2400."""
    game = [Game(opponent_rating=1600, result=W)]
    classic = rate_event(Profile(rating=1500), game, system=System.CLASSIC, k=32)
    fide = rate_event(Profile(rating=1500, games_played=100), game, system=System.FIDE,
                      date=dt.date(2024, 6, 1))
    assert shown_performance(classic)[0] == pytest.approx(2000)
    assert "+400 for a win" in shown_performance(classic)[1]
    assert shown_performance(fide)[0] == 2400
    assert "+800 for a win" in shown_performance(fide)[1]


def test_calculator_headline_round_trip() -> None:
    """Saved as the page shows it, read back as 'E ...; win ..., draw ..., loss ...'."""
    saved = calculator_headline(0.50575, 32.0, {"win": 15.82, "draw": -0.18, "loss": -16.18},
                                whole=False)
    assert saved["expected"] == 0.5058
    assert calculator_headline_text(saved) == "E 0.506; win +15.8, draw -0.2, loss -16.2"
    whole = calculator_headline(0.5, 20.0, {"win": 10, "draw": 0, "loss": -10}, whole=True)
    assert calculator_headline_text(whole) == "E 0.50; win +10, draw 0, loss -10"  # as the page
    long_shot = calculator_headline(0.030653, 40.0, {"win": 38.77, "draw": 18.77, "loss": -1.23},
                                    whole=False)  # seed B: 1200 v 1800, K 40
    assert calculator_headline_text(long_shot) == "E 0.0307; win +38.8, draw +18.8, loss -1.2"


@pytest.mark.parametrize(
    ("expected", "label"),
    [(0.5, "Even match"), (0.506, "Even match"), (0.56, "Slightly stronger"),
     (0.24, "Much weaker: heavy underdog"), (0.76, "Much stronger: heavy favourite"),
     (0.909, "Far stronger: near-certain favourite"), (0.0307, "Far weaker: long shot")],
)
def test_assessment_labels(expected: float, label: str) -> None:
    """Labels follow the distance of E from 0.5, from the player's side."""
    assert assessment(expected) == label


def test_assessment_rejects_out_of_range() -> None:
    """E must be in 0..1."""
    with pytest.raises(InputError, match="between 0 and 1"):
        assessment(1.5)


def test_short_assessment() -> None:
    """The short form drops the favourite / underdog wording."""
    assert assessment(0.24, short=True) == "Much weaker"
    assert assessment(0.5, short=True) == "Even match"


def test_file_stem_from_names() -> None:
    """Event and player names make a tidy file name; nothing given: 'tournament'."""
    assert file_stem("Club open 2025", "Ada Lovelace") == "club-open-2025-ada-lovelace"
    assert file_stem("Li, Anna / R5") == "li-anna-r5"
    assert file_stem("", "  ") == "tournament"


def test_k_text_two_decimals_at_most() -> None:
    """Whole K values stay whole (32, 40), a formula K shows two decimals (35.8451 -> 35.85)."""
    assert [k_text(32.0), k_text(40), k_text(800 / 22.318), k_text(17.5)] == [
        "32", "40", "35.85", "17.5"]


@pytest.mark.parametrize(("count", "text"), [(0, "0 events"), (1, "1 event"),
                                             (2, "2 events"), (1200, "1,200 events")])
def test_counted_names_the_noun_in_the_right_number(count: int, text: str) -> None:
    """No 'event(s)': the noun follows the count."""
    assert counted(count, "event") == text


def test_upload_headline_text() -> None:
    """A saved Event upload run: file, games, players and system; an Analysis lab run: file
    and games."""
    assert upload_headline_text({"file": "gros.trf", "games": 89, "players": 52,
                                 "system": "fide"}) == "gros.trf: 89 games, 52 players; FIDE"
    assert upload_headline_text({"file": "one.csv", "games": 1, "players": 2,
                                 "system": "glicko2"}) == "one.csv: 1 game, 2 players; Glicko-2"
    assert upload_headline_text({"file": "three.csv", "games": 3}) == "three.csv: 3 games"
