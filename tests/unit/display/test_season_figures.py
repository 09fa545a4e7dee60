"""Season charts of a one-day event: events as categories, a readable y span, both markers."""

from __future__ import annotations

from pathlib import Path

from elo_core.display.season_figures import MIN_SPAN, trajectories
from elo_core.field.rate import rate_field
from elo_core.io import read_event_file
from elo_core.models import System

KARL = Path(__file__).resolve().parents[4] / "shared" / "data" / "karl-mala-2005.trf"


def test_one_day_event_trajectory_reads_at_a_glance() -> None:
    """Karl-Mala 2005 (one event, 31 Jul 2005), Vasquez 2558 -> 2558 under FIDE: the x axis
    is 'start' then the event by name and date (no clock times), y spans at least 40 points,
    and the file's rating is an open diamond beside the computed filled circle."""
    event = read_event_file(KARL.read_bytes(), source=KARL.name)
    fig = trajectories(rate_field(event, system=System.FIDE), ["Vasquez,Rodrigo"])
    computed, in_file = fig.data
    assert list(computed.x) == ["start", "9. Karl-Mala-Gedenkturnier (31 Jul 2005)"]
    assert list(computed.y) == [2558.0, 2558.0]
    assert fig.layout.xaxis.type == "category"
    low, high = fig.layout.yaxis.range
    assert high - low >= MIN_SPAN
    assert low < 2558 < high
    assert computed.marker.symbol == "circle"
    assert in_file.marker.symbol == "diamond-open"
    assert in_file.name == "Vasquez,Rodrigo (the file, before)"
