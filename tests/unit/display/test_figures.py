"""Figure builders: the S-curve, K and the gap, the heatmap, points bars and trajectories."""

from __future__ import annotations

import pytest

from elo_core.display import figures
from elo_core.models import Curve


def test_scurve_has_curve_table_and_marked_point() -> None:
    """Three traces: logistic curve, FIDE steps, the marked point at the current gap."""
    fig = figures.scurve(400, label="Far stronger")
    assert [t.name for t in fig.data] == ["Classic logistic", "FIDE table (400-point rule)",
                                          "This game"]
    point = fig.data[2]
    assert tuple(point.x) == (400,)
    assert point.y[0] == pytest.approx(0.909, abs=5e-4)
    assert "90.9%" in point.text[0]
    assert tuple(fig.layout.xaxis.range) == (-800, 800)
    assert tuple(fig.layout.yaxis.range) == (0, 1)


def test_scurve_marks_a_big_favourite_whole_and_labels_it_below() -> None:
    """+1300 (2800 v 1500): E 0.999 sits on the top edge, so the point is not clipped and its
    label is below it, to its left; +200 (E 0.760) keeps it above; -1300 (at the foot) above,
    to its right."""
    big = figures.scurve(1300).data[2]
    assert (big.textposition, big.cliponaxis, big.text[0]) == ("bottom left", False,
                                                               "+1300: 99.9%")
    assert figures.scurve(200).data[2].textposition == "top left"
    assert figures.scurve(-1300).data[2].textposition == "top right"
    # an even game's label and the cap's name sit inward: at 390 px they ran off the right edge
    # as '+0: 50.0% (Even mat' and '400-point r'
    even = figures.scurve(0, label="Even match")
    assert even.data[2].textposition == "top left"
    assert [(a.text, a.x, a.xanchor) for a in even.layout.annotations] == [
        ("400-point rule", 400, "right")]


def test_scurve_draws_the_400_point_clamp() -> None:
    """The cap is two dashed vertical lines, and the FIDE steps are flat beyond it."""
    fig = figures.scurve(0)
    assert sorted(shape.x0 for shape in fig.layout.shapes) == [-400, 400]
    table = dict(zip(fig.data[1].x, fig.data[1].y, strict=True))
    assert table[400] == table[700] == pytest.approx(0.92)
    assert table[-700] == pytest.approx(0.08)


def test_scurve_without_cap_shows_the_full_table() -> None:
    """No cap: no lines, and FIDE's table reaches 0.99 at 700."""
    fig = figures.scurve(-100, cap=None)
    assert not fig.layout.shapes
    table = dict(zip(fig.data[1].x, fig.data[1].y, strict=True))
    assert table[700] == pytest.approx(0.99)


def test_scurve_axis_widens_for_a_large_gap() -> None:
    """A gap beyond the default span stays on the chart."""
    fig = figures.scurve(-950)
    assert tuple(fig.layout.xaxis.range) == (-1000, 1000)


def test_k_gap_lines_one_panel_per_result() -> None:
    """Three panels (win, draw, loss), one line per K in each: at gap 0 K 32 gives +16 / 0 /
    -16; the legend shows each K once."""
    fig = figures.k_gap_lines([20, 32])
    assert len(fig.data) == 6
    win32, loss32 = fig.data[1], fig.data[5]
    assert win32.name == "K 32"
    assert dict(zip(win32.x, win32.y, strict=True))[0] == pytest.approx(16.0)
    assert dict(zip(loss32.x, loss32.y, strict=True))[0] == pytest.approx(-16.0)
    assert loss32.xaxis == "x3"
    assert [t.showlegend for t in fig.data] == [True, True, False, False, False, False]
    assert tuple(fig.layout.xaxis.range) == (-800, 800)


def test_k_gap_lines_follow_the_400_point_rule() -> None:
    """FIDE table with the rule: a K 40 loss at +750 counts the gap as 400 (E 0.92): -36.8;
    the logistic curve gives -39.5 (E 0.987)."""
    fide = figures.k_gap_lines([40], curve=Curve.FIDE_TABLE, cap=400)
    logistic = figures.k_gap_lines([40])
    assert dict(zip(fide.data[2].x, fide.data[2].y, strict=True))[750] == pytest.approx(-36.8)
    assert dict(zip(logistic.data[2].x, logistic.data[2].y, strict=True))[750] == \
        pytest.approx(-39.5, abs=0.05)


def test_own_k_is_drawn_only_when_given() -> None:
    """'your K' is an extra dashed black line in each panel, only when set."""
    assert not any("your" in t.name for t in figures.k_gap_lines([20]).data)
    fig = figures.k_gap_lines([20], own_k=28)
    own = [t for t in fig.data if t.name == "your K 28"]
    assert len(own) == 3
    assert own[0].line.dash == "dash"


def test_k_panels_label_their_ends_and_sit_apart() -> None:
    """QA at 1100 px: the three panels' edge labels ran together ('800-800') with panels 0.04
    apart; now each +-800 panel labels -800, 0 and 800 (400s a grid line only), the panels
    0.14 apart; the points axis for K 32 ends on a tick: -40..40 by 20."""
    fig = figures.k_gap_lines([16, 32])
    for axis in ("xaxis", "xaxis2", "xaxis3"):
        assert tuple(fig.layout[axis].tickvals) == (-800, -400, 0, 400, 800)
        assert tuple(fig.layout[axis].ticktext) == ("−800", "", "0", "", "800")
        assert tuple(fig.layout[axis].range) == (-800, 800)
    assert fig.layout.xaxis2.domain[0] - fig.layout.xaxis.domain[1] == pytest.approx(0.14)
    assert fig.layout.yaxis.range == (-40.0, 40.0)
    assert fig.layout.yaxis.tickvals == (-40.0, -20.0, 0.0, 20.0, 40.0)


def test_scurve_hover_and_ticks() -> None:
    """Both curves speak of E in their hover; the marker reads '+450'; ticks reach +-800."""
    fig = figures.scurve(450)
    assert "E = " in fig.data[0].hovertemplate
    assert "E = " in fig.data[1].hovertemplate
    assert "PD" not in fig.data[1].hovertemplate
    assert fig.data[2].text[0].startswith("+450:")
    assert "%{x:+.0f}" in fig.data[2].hovertemplate
    assert {-800, 800} <= set(fig.layout.xaxis.tickvals)


def test_heatmap_grid() -> None:
    """z has one row per K and one column per gap: K 40 at an even gap wins +20."""
    fig = figures.k_gap_heatmap([10, 40], [-400, 0, 400])
    (heat,) = fig.data
    assert len(heat.z) == 2
    assert len(heat.z[0]) == 3
    assert heat.z[1][1] == pytest.approx(20.0)


def test_points_bars_show_expected_and_actual() -> None:
    """Bars for the points plus expected and actual score markers (example D)."""
    fig = figures.points_bars(["1", "2"], [18.7, -8.7], [0.415, 0.273], [1.0, 0.0])
    assert [t.name for t in fig.data] == ["Rating points", "Expected score", "Actual score"]
    assert tuple(fig.data[0].y) == (18.7, -8.7)
    assert tuple(fig.data[1].y) == (0.415, 0.273)
    assert fig.data[2].yaxis == "y2"


def test_points_bars_print_the_points_under_each_game() -> None:
    """Example D's first two rounds: +18.7 and -8.7 are written under the round names, not
    inside the bars, where the expected-score mark crossed them and a +1.8 bar was too thin."""
    fig = figures.points_bars(["round 1", "round 2"], [18.74, -8.74], [0.415, 0.273], [1.0, 0.0])
    assert fig.data[0].text is None
    assert tuple(fig.layout.xaxis.tickvals) == ("round 1", "round 2")
    assert tuple(fig.layout.xaxis.ticktext) == ("round 1<br>+18.7", "round 2<br>-8.7")


def test_trajectory_starts_with_the_start_rating() -> None:
    """One line, first point 'start'."""
    fig = figures.trajectory([1550, 1568.7, 1560.0])
    (line,) = fig.data
    assert tuple(line.x) == ("start", "1", "2")
    low, high = fig.layout.yaxis.range
    assert low < 1550
    assert high > 1568.7


def test_end_figures_sit_off_the_line() -> None:
    """The start's figure goes below a line that rises from it (it sat on the line, 1550 then
    1568.7), above one that falls or stays level; the end's figure below a line that comes
    down to it (1568.7 then 1560), above one that comes up or is level."""
    assert figures.end_label_sides([1550, 1568.7, 1560.0]) == ["bottom right", "top left",
                                                               "bottom left"]
    assert figures.end_label_sides([2410, 2400, 2390]) == ["top right", "top left",
                                                           "bottom left"]
    assert figures.end_label_sides([1500, 1500]) == ["top right", "top left"]
    assert figures.end_label_sides([1500]) == ["top right"]


def test_trajectory_rejects_mismatched_labels() -> None:
    """Labels must match the ratings."""
    with pytest.raises(ValueError, match="2 labels for 3 ratings"):
        figures.trajectory([1, 2, 3], ["a", "b"])



def test_trajectory_and_bars_keep_their_labels_apart_on_a_phone() -> None:
    """Only the start and the end carry their rating as text (inside the plot's width), and the
    bars' legend sits at the figure's foot, below the round names and the axis title."""
    fig = figures.trajectory([2310, 2322.4, 2326.2, 2338.2, 2333.2, 2344.4, 2347.4])
    assert list(fig.data[0].text) == ["2310.0", "", "", "", "", "", "2347.4"]
    assert (fig.data[0].textposition[0], fig.data[0].textposition[-1]) == ("bottom right",
                                                                           "top left")
    bars = figures.points_bars(["round 1"], [12.4], [0.38], [1.0])
    assert (bars.layout.legend.yref, bars.layout.legend.y) == ("container", 0)
