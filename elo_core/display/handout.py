"""One-page printable handouts: a game from the Calculator, a gap from the S-curve explorer,
each with its figures, the lines saying why, the curve and a table of common gaps."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass

from elo_core.calculator import GameOutcome
from elo_core.display.curve_svg import curve_svg
from elo_core.display.safe_text import Surface, literal
from elo_core.display.scurve_table import COMMON_GAPS
from elo_core.display.text import assessment, change_text_of, expected_text, k_text, rating_text
from elo_core.display.working import game_working
from elo_core.models import Result, System
from elo_core.rules.expected import LOGISTIC_FORMULA, fide_table, logistic_diff

_CSS = """
@page { size: A4; margin: 14mm; }
body { font: 10.5pt/1.3 "DejaVu Sans", Arial, sans-serif; color: #1b1b1b; margin: 0 auto;
       max-width: 182mm; }
h1 { font-size: 16pt; margin: 0 0 1mm; color: #1f4e79; }
h2 { font-size: 12pt; margin: 3mm 0 1mm; color: #1f4e79; }
p.meta { color: #444; margin: 0 0 3mm; }
table { border-collapse: collapse; margin: 1mm 0; }
th, td { padding: 0.7mm 2.5mm; border-bottom: 1px solid #d5dde6; text-align: left; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
ol.why { margin: 0; padding-left: 6mm; }
.side { display: flex; gap: 6mm; align-items: flex-start; }
.curve { width: 100mm; flex: none; }
.side table { font-size: 9.5pt; }
.side th, .side td { padding: 0.6mm 1.8mm; }
footer { margin-top: 4mm; color: #555; font-size: 9pt; }
"""


@dataclass(frozen=True, kw_only=True, slots=True)
class Figure:
    """One figure of a handout: what it is, its value, and why it is that."""

    label: str
    value: str
    why: str


def _esc(text: object) -> str:
    return literal(text, Surface.HTML)


def _figures(rows: Sequence[Figure]) -> str:
    body = "".join(f"<tr><th>{_esc(r.label)}</th><td class='num'><b>{_esc(r.value)}</b></td>"
                   f"<td>{_esc(r.why)}</td></tr>" for r in rows)
    return f"<table>{body}</table>"


def gaps_table(cap: int | None) -> str:
    """Expected scores at common gaps: both sides on the logistic curve, and FIDE's table."""
    head = ("<tr><th class='num'>Gap</th><th class='num'>E stronger</th>"
            "<th class='num'>E weaker</th><th class='num'>FIDE table"
            f"{' (400-point rule)' if cap else ''}</th></tr>")
    body = "".join(f"<tr><td class='num'>{g}</td><td class='num'>{logistic_diff(g):.3f}</td>"
                   f"<td class='num'>{logistic_diff(-g):.3f}</td>"
                   f"<td class='num'>{fide_table(g, cap):.2f}</td></tr>" for g in COMMON_GAPS)
    return f"<table>{head}{body}</table>"


def handout_html(*, title: str, meta: str, figures: Sequence[Figure], working: Sequence[str],
                 gap: float, cap: int | None, notes: Sequence[str] = ()) -> str:
    """The one-page handout: the figures with their why, the working line by line, the curve
    with the game marked, and the table of common gaps."""
    why = "".join(f"<li>{_esc(line)}</li>" for line in working)
    extra = f"<p>{' '.join(_esc(note) for note in notes)}</p>" if notes else ""
    return (f"<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><title>{_esc(title)}"
            f"</title><style>{_CSS}</style></head><body><h1>{_esc(title)}</h1>"
            f"<p class='meta'>{_esc(meta)}</p>{_figures(figures)}"
            f"<h2>The working</h2><ol class='why'>{why}</ol>{extra}"
            "<div class='side'><div class='curve'><h2>The game on the logistic curve</h2>"
            f"{curve_svg(gap)}</div><div><h2>Expected score at common gaps</h2>"
            f"{gaps_table(cap)}</div></div>"
            f"<footer>{_esc(LOGISTIC_FORMULA)}. A win scores 1, a draw 0.5, a loss 0; the "
            "change is K × (score − E). Made with elo-core.</footer></body></html>")


def scurve_figures(gap: int, *, cap: int | None) -> list[Figure]:
    """The S-curve explorer's figures for one gap, each with its why."""
    expected = logistic_diff(gap)
    fide_gap = gap if cap is None else max(-cap, min(cap, gap))
    return [
        Figure(label="Rating gap", value=f"{gap:+.0f}", why="the player's rating minus the "
               "opponent's"),
        Figure(label="Expected score (logistic)", value=f"{expected:.3f}",
               why=f"1 / (1 + 10^({-gap:+.0f} / 400)): the points scored on average"),
        Figure(label="Out of 100 games", value=f"{expected:.1%}", why="the same, as a share"),
        Figure(label="FIDE table", value=f"{fide_table(gap, cap):.2f}",
               why="FIDE's published step table" + (
                   f", the gap counted as {fide_gap:+.0f} (400-point rule)"
                   if fide_gap != gap else "")),
        Figure(label="Assessment", value=assessment(expected, short=True),
               why=assessment(expected)),
    ]


def calculator_figures(game: GameOutcome, *, own: float, opponent: float,
                       result: Result) -> list[Figure]:
    """The Calculator's figures for one game: E, K, each result's change and new rating, and
    what the opponent gets from the result chosen, each with its why."""
    fide = game.system == System.FIDE
    rows = [
        Figure(label="Ratings", value=f"{own:g} v {opponent:g}",
               why=f"gap {own - opponent:+g}; {game.edition}"),
        Figure(label="Expected score", value=expected_text(game.expected, fide=fide),
               why=("FIDE's table for the gap (400-point rule)" if fide
                    else "the logistic curve") + f": {assessment(game.expected)}"),
        Figure(label="K", value=k_text(game.k or 0), why=game.k_reason),
    ]
    for each in Result:
        out = game.outcome(each)
        rows.append(Figure(
            label=f"A {each.value}" + (" (this game)" if each == result else ""),
            value=rating_text(out.new_rating, game.system),
            why=f"change {change_text_of(out.change, out.change_rounded, whole=fide)} = K × "
                f"({each.score:g} − {game.expected:.3f})"))
    theirs = game.opponent_outcome(result)
    if theirs is not None:
        rows.append(Figure(
            label="The opponent", value=change_text_of(theirs.change, theirs.change_rounded,
                                                       whole=fide),
            why=f"their K {k_text(game.opponent_k or 0)}: "
                + ("what you gain they lose" if game.zero_sum else
                   "the two changes do not cancel out")))
    return rows


def calculator_handout(game: GameOutcome, *, own: float, opponent: float, result: Result,
                       date: dt.date) -> str:
    """The Calculator's game as a one-page handout (the working for the result chosen)."""
    notes = []
    if game.system == System.FIDE:
        notes.append("FIDE rounds the change once per rating period, half away from zero, so "
                     "the new rating is a whole number.")
    notes += [note[0].upper() + note[1:] + "." for note in (game.gap_note,
                                                          game.opponent_gap_note) if note]
    return handout_html(
        title=f"One game: {own:g} v {opponent:g}, a {result.value}",
        meta=f"{game.edition} · K {k_text(game.k or 0)} · rules as of {date.isoformat()}",
        figures=calculator_figures(game, own=own, opponent=opponent, result=result),
        working=game_working(game, own, opponent, result, date=date),
        gap=own - opponent, cap=400 if game.system == System.FIDE else None, notes=notes)


def scurve_handout(gap: int, *, cap: int | None, own: float | None = None,
                   opponent: float | None = None) -> str:
    """The S-curve explorer's gap as a one-page handout (the two ratings, when typed)."""
    typed = own is not None and opponent is not None
    expected = logistic_diff(gap)
    working = [f"gap = {own:g} - {opponent:g} = {gap:+d}" if typed and own is not None
               and opponent is not None else f"gap = {gap:+d} (player minus opponent)",
               f"E = 1 / (1 + 10^({-gap:+d} / 400)) = {expected:.3f}",
               f"the opponent expects 1 - {expected:.3f} = {1 - expected:.3f}",
               f"each 400 points of gap multiply the odds by 10: here "
               f"{expected:.3f} / {1 - expected:.3f} = {expected / (1 - expected):.2f} to 1"]
    return handout_html(
        title=f"A rating gap of {gap:+d}", meta="Expected score on the logistic curve and in "
        "FIDE's table" + (" (400-point rule)" if cap else " (no cap)"),
        figures=scurve_figures(gap, cap=cap), working=working, gap=gap, cap=cap)
