"""Analysis charts: the traces each one draws, and names from files shown literally."""

from __future__ import annotations

import pandas as pd
import pytest

from elo_core.analysis import (
    calibration,
    example,
    k_scan,
    read_games,
    scale,
    simulate,
    trajectories,
)
from elo_core.analysis.figures import calibration_chart, fan_chart, kscan_chart, trajectory_chart


@pytest.fixture(scope="module")
def capo() -> object:
    return read_games(example("capo-dorso-2012.trfx").data)


def test_calibration_chart_has_curves_points_and_bars(capo: object) -> None:
    """Elo curve, FIDE steps, fitted curve and the observed points on top; bars below."""
    bins, fit = calibration(capo), scale(capo)  # type: ignore[arg-type]
    figure = calibration_chart(bins, fit, title="<b>My</b> club")
    names = [t.name for t in figure.data]
    assert names == ["Elo curve (divisor 400)", "FIDE table (400-point rule)",
                     "Fitted curve (divisor 427)", "Games in the file (95 % interval)",
                     "Games per bin"]
    points, bars = figure.data[3], figure.data[4]
    assert list(points.y) == pytest.approx(bins["observed"].tolist())
    assert list(points.error_y.array) == pytest.approx(
        (bins["observed_high"] - bins["observed"]).tolist())
    assert list(bars.y) == bins["games"].tolist()
    assert bars.yaxis == "y2"
    assert figure.layout.title.text == "&lt;b&gt;My&lt;/b&gt; club"
    fide = figure.data[1]
    assert fide.y[400] == pytest.approx(0.92)
    assert fide.y[-1] == pytest.approx(0.92)


def test_kscan_chart_marks_the_best_k(capo: object) -> None:
    """A line over the grid and a star on the best K."""
    points = k_scan(capo, [10, 20, 35, 50])  # type: ignore[arg-type]
    figure = kscan_chart(points, 35.0)
    assert list(figure.data[0].x) == [10, 20, 35, 50]
    assert list(figure.data[1].x) == [35.0]
    assert figure.data[1].marker.symbol == "star"


def test_trajectory_names_are_escaped_and_coloured_alike() -> None:
    """A player called '<img src=x>' is shown as text; the same colour in both panels."""
    games = read_games(b"white,black,white_rating,black_rating,result\n"
                       b"<img src=x>,B,1500,1400,1\nB,<img src=x>,1400,1500,0\n")
    paths = trajectories(games, ["<img src=x>"], [10, 40])
    figure = trajectory_chart(paths, (10, 40))
    assert [t.name for t in figure.data] == ["&lt;img src=x&gt;"] * 2
    assert figure.data[0].line.color == figure.data[1].line.color
    assert [t.showlegend for t in figure.data] == [True, False]
    # K 40: E = 1 / (1 + 10^(-100/400)) = 0.640065, +40 x 0.359935 = +14.3974; then 128.79
    # points above B, E = 0.67722 as black, +40 x 0.32278 = +12.908.
    assert list(figure.data[1].y) == pytest.approx([1500, 1514.3974, 1527.3053], abs=1e-3)


def test_a_template_field_in_a_name_is_not_filled_in() -> None:
    """A player called '%{y}' (issue 17, group 7): the hover text shows the name as typed,
    not the rating; the chart's own fields are kept."""
    games = read_games(b"white,black,white_rating,black_rating,result\n"
                       b"%{y} <b>x</b>,B,1500,1400,1\n")
    figure = trajectory_chart(trajectories(games, ["%{y} <b>x</b>"], [10, 40]), (10, 40))
    assert figure.data[0].hovertemplate == (
        "%&#123;y&#125; &lt;b&gt;x&lt;/b&gt;<br>after game %{x}: %{y:.0f}<extra>K 10</extra>")
    assert figure.data[0].name == "%&#123;y&#125; &lt;b&gt;x&lt;/b&gt;"


def test_fan_chart_has_a_band_and_a_mean_per_k() -> None:
    """Two traces per K (band, mean) and the true strength as a line."""
    curves = simulate(true_rating=1800, start=1500, k_values=[10, 40], games=20, runs=50)
    figure = fan_chart(curves, 1800)
    assert [t.name for t in figure.data] == ["K 10: 5-95 % of runs", "K 10: mean",
                                             "K 40: 5-95 % of runs", "K 40: mean"]
    band = figure.data[0]
    assert len(band.x) == 2 * 21
    assert band.fill == "toself"
    assert figure.layout.shapes[0].y0 == 1800
    assert isinstance(curves, pd.DataFrame)


def test_an_empty_trajectory_chart_says_so() -> None:
    """No path to draw (no chosen player with a rated game): the chart says it in words, while
    a drawn one carries no such note."""
    empty = trajectory_chart(pd.DataFrame(columns=["player", "k", "game", "date", "rating"]),
                             (10, 40))
    assert [a.text.split(":")[0] for a in empty.layout.annotations if "draw" in a.text] == [
        "Nothing to draw"]
    games = read_games(b"white,black,white_rating,black_rating,result\nA,B,1500,1400,1\n")
    drawn = trajectory_chart(trajectories(games, ["A"], [10, 40]), (10, 40))
    assert not [a for a in drawn.layout.annotations if "Nothing" in a.text]


def test_a_title_is_drawn_with_room_for_it_and_none_by_default(capo: object) -> None:
    """A notebook's title is the figure's, its top margin 30 wider; the page's figures (no
    title: the page's heading says it) keep their margins (K scan 20, two K values 40, fan 20)."""
    points = k_scan(capo, [10, 20])  # type: ignore[arg-type]
    paths = trajectories(capo, list(capo.players[:1]), [10, 40])  # type: ignore[attr-defined]
    curves = simulate(true_rating=1800, start=1500, k_values=[10], games=10, runs=50)
    plain = [kscan_chart(points, 10.0), trajectory_chart(paths, (10, 40)), fan_chart(curves, 1800)]
    titled = [kscan_chart(points, 10.0, title="<b>K</b> scan"),
              trajectory_chart(paths, (10, 40), title="Two K"),
              fan_chart(curves, 1800, title="Fan")]
    assert [f.layout.title.text for f in plain] == [None, None, None]
    assert [f.layout.margin.t for f in plain] == [20, 40, 20]
    assert [f.layout.title.text for f in titled] == ["&lt;b&gt;K&lt;/b&gt; scan", "Two K", "Fan"]
    assert [f.layout.margin.t for f in titled] == [50, 70, 50]
