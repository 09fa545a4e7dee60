"""User text in every figure builder is escaped: a name is never a link or styled text."""

from __future__ import annotations

from typing import Any

import plotly.graph_objects as go
import pytest

from elo_core.display import figures
from elo_core.display.plot_text import plain
from elo_core.display.season_figures import game_bars, trajectories
from elo_core.field.rate import rate_field
from elo_core.io import read_event_file
from elo_core.models import System

LINK = '<a href="https://evil.example/x">Click me</a>'
BIG = '<b style="font-size:90px">Big</b>'
SAFE_LINK = '&lt;a href="https://evil.example/x"&gt;Click me&lt;/a&gt;'
SAFE_BIG = '&lt;b style="font-size:90px"&gt;Big&lt;/b&gt;'


def _strings(value: Any) -> list[str]:
    """Every string in a figure's JSON."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for item in value.values() for s in _strings(item)]
    if isinstance(value, list | tuple):
        return [s for item in value for s in _strings(item)]
    return []


def _shown(figure: go.Figure) -> str:
    texts = "\n".join(_strings(figure.to_plotly_json()))
    assert "<a " not in texts
    assert "<b " not in texts
    return texts


def test_plain_escapes_markup_and_ampersands() -> None:
    assert plain(LINK) == SAFE_LINK
    assert plain("R&D <br>") == "R&amp;D &lt;br&gt;"


@pytest.fixture(scope="module")
def field() -> Any:
    data = (f"white,black,white_rating,black_rating,result,round,date,event\n"
            f"\"{LINK.replace(chr(34), chr(34) * 2)}\",\"{BIG.replace(chr(34), chr(34) * 2)}\","
            f"1800,1700,1,1,2024-05-01,\"{BIG.replace(chr(34), chr(34) * 2)} Open\"\n")
    return rate_field(read_event_file(data.encode(), source="e.csv"), system=System.CLASSIC,
                      k=20.0)


def test_game_bars_escape_the_title_and_hover(field: Any) -> None:
    texts = _shown(game_bars(field, LINK))
    assert f"{SAFE_LINK}: change per game" in texts
    assert f"{SAFE_BIG} Open R1 v {SAFE_BIG}" in texts


def test_trajectories_escape_the_legend(field: Any) -> None:
    texts = _shown(trajectories(field, [LINK, BIG]))
    assert f"{SAFE_LINK} (computed)" in texts
    assert f"{SAFE_BIG} (the file, before)" in texts


def test_scurve_escapes_its_label() -> None:
    texts = _shown(figures.scurve(100, label=BIG))
    assert f"+100: 64.0% ({SAFE_BIG})" in texts


def test_points_bars_escape_the_game_labels() -> None:
    texts = _shown(figures.points_bars([LINK, "2"], [5.0, -3.0], [0.5, 0.6], [1.0, 0.0]))
    assert SAFE_LINK in texts


def test_trajectory_escapes_its_labels() -> None:
    texts = _shown(figures.trajectory([1500.0, 1510.0], ["start", BIG]))
    assert SAFE_BIG in texts


def test_k_gap_figures_hold_no_user_text() -> None:
    """These two take numbers only: nothing to escape, nothing a user can inject."""
    _shown(figures.k_gap_lines([20, 40]))
    _shown(figures.k_gap_heatmap([10, 20, 40], [-100, 0, 100]))
