"""The S-curve as a small inline SVG for printed pages: the logistic curve, the game marked."""

from __future__ import annotations

from elo_core.rules.expected import logistic_diff

WIDTH, HEIGHT = 480, 240  # the drawing's box (the printed page scales it)
_LEFT, _RIGHT, _TOP, _BOTTOM = 44, 16, 12, 36  # room for the tick labels


def curve_span(gap: float) -> int:
    """Half the x axis: 800 points, widened in 400s to reach the game's gap."""
    return max(800, int(-(-abs(gap) // 400)) * 400)


def curve_svg(gap: float) -> str:
    """E against the gap from -span to +span: the logistic curve, the game's point (a black
    dot) with its gap and E written beside it, ticks labelled at both ends of each axis."""
    span = curve_span(gap)
    plot_w, plot_h = WIDTH - _LEFT - _RIGHT, HEIGHT - _TOP - _BOTTOM

    def x(value: float) -> float:
        return _LEFT + (value + span) / (2 * span) * plot_w

    def y(value: float) -> float:
        return _TOP + (1 - value) * plot_h

    points = " ".join(f"{x(g):.1f},{y(logistic_diff(g)):.1f}"
                      for g in range(-span, span + 1, span // 40))
    x_ticks = "".join(
        f"<line x1='{x(g):.1f}' y1='{_TOP}' x2='{x(g):.1f}' y2='{_TOP + plot_h}' "
        f"stroke='#dddddd'/><text x='{x(g):.1f}' y='{HEIGHT - 20}' text-anchor='middle'>"
        f"{g:+d}</text>" for g in range(-span, span + 1, span // 2))
    y_ticks = "".join(
        f"<line x1='{_LEFT}' y1='{y(e):.1f}' x2='{_LEFT + plot_w}' y2='{y(e):.1f}' "
        f"stroke='#dddddd'/><text x='{_LEFT - 6}' y='{y(e) + 4:.1f}' text-anchor='end'>"
        f"{e:g}</text>" for e in (0, 0.25, 0.5, 0.75, 1))
    expected = logistic_diff(gap)
    # (away from the curve: on the right half above and left of the point, on the left half
    # below and right; where the curve lies flat at 0 or 1, on the inside of it)
    anchor = "end" if gap > 0 else "start"
    shift = -8 if gap > 0 else 8
    above = expected < 0.05 or 0.5 < expected <= 0.95
    label_y = y(expected) - 8 if above else y(expected) + 18
    return (
        f"<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 {WIDTH} {HEIGHT}' "
        f"role='img' aria-label='Expected score against the rating gap' "
        f"style='font: 11px sans-serif; fill: #1b1b1b; max-width: 100%'>{x_ticks}{y_ticks}"
        f"<polyline points='{points}' fill='none' stroke='#1f4e79' stroke-width='2.5'/>"
        f"<circle cx='{x(gap):.1f}' cy='{y(expected):.1f}' r='5' fill='#000000'/>"
        f"<text x='{x(gap) + shift:.1f}' y='{label_y:.1f}'"
        f" text-anchor='{anchor}' font-weight='bold'>{gap:+.0f}: E = {expected:.3f}</text>"
        f"<text x='{_LEFT + plot_w / 2:.1f}' y='{HEIGHT - 4}' text-anchor='middle'>rating gap "
        "(player minus opponent)</text></svg>")
