"""Printable exercise sheets: the worksheet (questions, room to work) and its answer key."""

from __future__ import annotations

from collections.abc import Sequence

from elo_core.display.safe_text import Surface, literal
from elo_core.teaching.exercises import Exercise

_CSS = """
@page { size: A4; margin: 15mm; }
body { font: 12pt/1.45 "DejaVu Sans", Arial, sans-serif; color: #1b1b1b; margin: 0 auto;
       max-width: 180mm; }
h1 { font-size: 17pt; margin: 0 0 1mm; color: #1f4e79; }
p.meta { color: #444; margin: 0 0 5mm; }
ol { padding-left: 7mm; }
li { margin: 0 0 6mm; page-break-inside: avoid; }
.space { border-bottom: 1px dotted #777; height: 9mm; margin-top: 2mm; }
table { border-collapse: collapse; width: 100%; }
th, td { padding: 1.5mm 2mm; border-bottom: 1px solid #d5dde6; text-align: left; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
footer { margin-top: 6mm; color: #555; font-size: 9.5pt; }
"""
_HOW = ("E = 1 / (1 + 10^((opponent − player) / 400)); the change is K × (score − E), where a "
        "win scores 1, a draw 0.5 and a loss 0; the new rating is the old one plus the change.")


def _page(title: str, meta: str, body: str) -> str:
    return (f"<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><title>"
            f"{literal(title, Surface.HTML)}</title><style>{_CSS}</style></head><body>"
            f"<h1>{literal(title, Surface.HTML)}</h1><p class='meta'>{literal(meta, Surface.HTML)}"
            f"</p>{body}<footer>{literal(_HOW, Surface.HTML)} Made with elo-core.</footer>"
            "</body></html>")


def sheet_meta(*, seed: int, level: str, count: int) -> str:
    """The line under the title that ties a worksheet to its key (same seed, level, count)."""
    return f"Level: {level} · {count} exercises · sheet number (seed) {seed}"


def worksheet_html(items: Sequence[Exercise], *, meta: str) -> str:
    """The pupils' sheet: each question with a line to write the answer on, no answers."""
    rows = "".join(f"<li>{literal(e.question, Surface.HTML)}"
                   f"<div class='space'>Answer ({e.decimals} decimal"
                   f"{'s' if e.decimals != 1 else ''}):</div></li>" for e in items)
    return _page("Elo exercises", meta + " · Name: ____________________", f"<ol>{rows}</ol>")


def answer_key_html(items: Sequence[Exercise], *, meta: str) -> str:
    """The teacher's key: every answer from the engine and the working behind it."""
    rows = "".join(
        f"<tr><td class='num'>{e.number}</td><td>{literal(e.ask.value, Surface.HTML)}</td>"
        f"<td>{literal(e.working, Surface.HTML)}</td>"
        f"<td class='num'><b>{literal(e.answer_text, Surface.HTML)}</b></td></tr>"
        for e in items)
    table = ("<table><thead><tr><th>No.</th><th>Asked</th><th>Working</th><th>Answer</th></tr>"
             f"</thead><tbody>{rows}</tbody></table>")
    return _page("Elo exercises: answer key", meta, table)
