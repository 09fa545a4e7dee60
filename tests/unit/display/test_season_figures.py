"""Season charts of a one-day event: events as categories, a readable y span, both markers."""

from __future__ import annotations

from pathlib import Path

import pytest

from elo_core.display.season_figures import MIN_SPAN, game_bars, trajectories
from elo_core.field.rate import FieldResult, rate_field
from elo_core.io import read_event_file
from elo_core.models import System
from tests.support.real_files import REAL

KARL = REAL / "karl-mala-2005.trf"
GAMES = Path(__file__).resolve().parents[3] / "elo_core" / "data" / "templates" / "games.csv"


def test_one_day_event_trajectory_reads_at_a_glance() -> None:
    """Karl-Mala 2005 (one event, 31 Jul 2005), Vasquez 2558 under FIDE: the x axis is
    'start' then the event by name and date (no clock times), y spans at least 40 points, the
    file's rating is an open diamond beside the computed filled circle; after the event he is
    at 2558 + 10 (6 - 5.99) = 2558.1 unrounded, and the next list (an open square) shows
    2558."""
    event = read_event_file(KARL.read_bytes(), source=KARL.name)
    fig = trajectories(rate_field(event, system=System.FIDE), ["Vasquez,Rodrigo"])
    computed, in_file, listed = fig.data
    assert list(computed.x) == ["start", "9. Karl-Mala-Gedenkturnier (31 Jul 2005)"]
    assert list(computed.y) == pytest.approx([2558.0, 2558.1], abs=1e-9)
    assert (list(listed.x), list(listed.y)) == (["9. Karl-Mala-Gedenkturnier (31 Jul 2005)"],
                                                [2558.0])
    assert listed.marker.symbol == "square-open"
    assert fig.layout.xaxis.type == "category"
    low, high = fig.layout.yaxis.range
    assert high - low >= MIN_SPAN
    assert low < 2558 < high
    assert computed.marker.symbol == "circle"
    assert in_file.marker.symbol == "diamond-open"
    assert in_file.name == "Vasquez,Rodrigo (the file, before)"


def test_game_bars_are_labelled_by_round_as_the_crosstable() -> None:
    """The games template: Carl Dahl's two rated games are bars R1 and R2 on a category axis
    (no '0.5', '1.5' between them)."""
    event = read_event_file(GAMES.read_bytes(), source=GAMES.name)
    fig = game_bars(rate_field(event, system=System.FIDE), "Carl Dahl")
    assert list(fig.data[0].x) == ["R1", "R2"]
    assert fig.layout.xaxis.type == "category"


CAPO = KARL.parent / "capo-dorso-2012.trfx"


def test_a_bye_leaves_its_round_out_of_the_bars() -> None:
    """Issue 18 item 7: Capo d'Orso 2012, Papale Carmelo had a zero-point bye in round 1: his
    eight rated games are R2 to R9 (were games 1 to 8, beside a crosstable of R1 to R9)."""
    event = read_event_file(CAPO.read_bytes(), source=CAPO.name)
    fig = game_bars(rate_field(event, system=System.FIDE), "Papale Carmelo")
    assert list(fig.data[0].x) == [f"R{n}" for n in range(2, 10)]


SEASON = b"""event,date,round,white,black,white_rating,black_rating,result
Winter,2025-01-10,1,Ann,Bob,1500,1500,1
Winter,2025-01-10,2,Dan,Eve,1600,1600,0
Spring,2025-03-10,1,Ann,Bob,1520,1480,0.5
Spring,2025-03-10,2,Cid,Eve,1700,1640,1
"""
WINTER, SPRING = "Winter (10 Jan 2025)", "Spring (10 Mar 2025)"


def _season() -> FieldResult:
    return rate_field(read_event_file(SEASON, source="season.csv"), system=System.CLASSIC,
                      k=20)


def test_the_files_rating_before_an_event_is_drawn_where_that_event_starts() -> None:
    """Classic, K 20. Ann beats Bob in Winter (1500 v 1500): 1500 + 20 (1 - 0.5) = 1510; in
    Spring she draws Bob (computed 1490, gap 20): 1510 + 20 (0.5 - 1/(1 + 10^(-20/400))) =
    1509.425. The file gives her 1500 before Winter and 1520 before Spring: 1500 at 'start'
    and 1520 at Winter (beside the computed 1510 it is compared with), never at Spring."""
    computed, in_file = trajectories(_season(), ["Ann"]).data
    assert list(computed.x) == ["start", WINTER, SPRING]
    assert list(computed.y) == pytest.approx(
        [1500.0, 1510.0, 1510 + 20 * (0.5 - 1 / (1 + 10 ** (-20 / 400)))], abs=1e-9)
    assert list(in_file.x) == ["start", WINTER]
    assert list(in_file.y) == [1500.0, 1520.0]
    assert list(in_file.customdata) == [WINTER, SPRING]  # the hover names the event


def test_events_stay_in_date_order_whichever_player_comes_first() -> None:
    """Cid plays only in Spring, Dan only in Winter: with Cid picked first the axis still reads
    start, Winter, Spring."""
    fig = trajectories(_season(), ["Cid", "Dan"])
    assert list(fig.layout.xaxis.categoryarray) == ["start", WINTER, SPRING]
    assert [list(trace.x) for trace in fig.data] == [
        ["start", SPRING], ["start"], ["start", WINTER], ["start"]]


def test_the_legend_sits_below_the_slanted_event_names() -> None:
    """The legend is anchored to the foot of the whole figure (not of the plot, where long event
    names, slanted, and the axis title would run into it); the figure grows a row per player."""
    one, two = trajectories(_season(), ["Cid"]), trajectories(_season(), ["Cid", "Dan"])
    assert (one.layout.legend.yref, one.layout.legend.yanchor, one.layout.legend.y) == (
        "container", "bottom", 0)
    assert (one.layout.height, two.layout.height) == (444, 468)


def test_a_player_with_no_rating_anywhere_gets_a_message_not_an_empty_chart() -> None:
    """Zed (no rating, Spring only: a zero score) has nothing to draw under FIDE in the Spring
    events alone: the chart says so in words; Newbie, first rated 1850 after May, gets no
    message (his next-list square is drawn)."""
    data = (GAMES.parents[3] / "tests/data/season_new_players.csv").read_bytes()
    spring = b"\n".join(line for line in data.splitlines() if b",May" not in line) + b"\n"
    fig = trajectories(rate_field(read_event_file(spring, source="s.csv"), system=System.FIDE),
                       ["Zed"])
    assert [a.text.split(":")[0] for a in fig.layout.annotations] == ["No rating to draw for Zed"]
    whole = trajectories(rate_field(read_event_file(data, source="s.csv"), system=System.FIDE),
                         ["Newbie"])
    assert not whole.layout.annotations
