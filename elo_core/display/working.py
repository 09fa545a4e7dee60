"""The working of one game with the user's own numbers, as lines a teacher can project."""

from __future__ import annotations

import datetime as dt

from elo_core.calculator import GameOutcome
from elo_core.display.text import signed
from elo_core.models import Result, System, TimeControl
from elo_core.rules.editions import fide_edition
from elo_core.rules.expected import fide_expectations
from elo_core.rules.fide_tables import PD_MAX_DIFF, PD_ROWS
from elo_core.rules.rounding import half_up_int


def _number(value: float) -> str:
    return f"{value:g}" if float(value).is_integer() else f"{value:.1f}"


def _table_row(gap: int) -> str:
    """Where |gap| sits in FIDE's table 8.1.2: 'a gap of 4 to 10 points'."""
    size = abs(gap)
    if size > PD_MAX_DIFF:
        return f"a gap above {PD_MAX_DIFF} points"
    low, high, _ = next(row for row in PD_ROWS if row[0] <= size <= row[1])
    return f"a gap of {low} to {high} points"


def game_working(game: GameOutcome, own: float, opponent: float, result: Result, *,
                 date: dt.date | None = None,
                 time_control: TimeControl = TimeControl.STANDARD) -> list[str]:
    """Each step from the two ratings to the new rating for `result`, with the numbers used:
    the logistic formula, or (FIDE) the gap, the 400-point rule, the table row and the
    rounding. Lines of plain text (no markup)."""
    out = game.outcome(result)
    k = game.k
    score = f"{result.score:g}"
    lines: list[str]
    if game.system == System.FIDE:
        edition = fide_edition(date or dt.date.today(), time_control)
        exp = fide_expectations(own, [opponent], edition)[0]
        lines = [f"gap D = {half_up_int(own)} - {half_up_int(opponent)} = {exp.real_diff:+d} "
                 "(ratings to whole points)"]
        if exp.capped:
            lines.append(f"{edition.cap}-point rule: the gap counts as {exp.used_diff:+d}")
        elif abs(exp.real_diff) > edition.cap:
            lines.append(f"no {edition.cap}-point rule: rated 2650 or more, the real gap counts")
        side = "higher" if exp.used_diff >= 0 else "lower"
        lines.append(f"FIDE table 8.1.2, {_table_row(exp.used_diff)}: the {side}-rated player "
                     f"expects E = {exp.expected:.2f}")
        if k is not None:
            lines += [
                f"change = K x (S - E) = {round(k, 2):g} x ({score} - {exp.expected:.2f}) = "
                f"{signed(out.change, 2)}, rounded half away from zero: "
                f"{signed(out.change_rounded, 0)}",
                f"new rating = {own:g} {signed(out.change_rounded, 0)} = "
                f"{_number(out.new_rating or 0)}",
            ]
        return lines
    lines = [f"E = 1 / (1 + 10^(({opponent:g} - {own:g}) / 400)) = {game.expected:.3f}"]
    if k is not None:
        lines += [
            f"change = K x (S - E) = {round(k, 2):g} x ({score} - {game.expected:.3f}) = "
            f"{signed(out.change)}",
            f"new rating = {own:g} {signed(out.change)} = {out.new_rating or 0:.1f}",
        ]
    return lines
