"""The arbiter's printable report of a rated file: the events, the standings, every player's
rating change with its K and the reason for it, each event's crosstable and every warning, as
one self-contained HTML page (A4 landscape, no scripts; html_to_pdf prints it)."""

from __future__ import annotations

import datetime as dt
import math
from collections.abc import Sequence

import pandas as pd

from elo_core.display.field_tables import crosstable, event_table, player_table
from elo_core.display.safe_text import Surface, literal
from elo_core.display.text import SYSTEM_NAMES
from elo_core.display.warnings_table import warnings_table
from elo_core.field.rate import FieldResult
from elo_core.field.time_controls import time_control_text

CROSSTABLE_MAX_PLAYERS = 60  # a wider crosstable does not fit a printed page
STANDINGS = ("No.", "Player", "Title", "Fed", "FIDE ID", "Points", "Games", "Rating", "K", "Change",
             "Change (rounded)", "New rating", "Performance", "Note")
CHANGES = ("Event", "Player", "Rating", "K", "K rule", "Games", "Score", "Expected", "Change",
           "Change (rounded)", "Note")

_CSS = """
@page { size: A4 landscape; margin: 12mm; }
body { font: 9.5pt/1.3 "DejaVu Sans", Arial, sans-serif; color: #1b1b1b; margin: 0; }
h1 { font-size: 15pt; margin: 0 0 2mm; color: #1f4e79; }
h2 { font-size: 11.5pt; margin: 6mm 0 2mm; color: #1f4e79; border-bottom: 1px solid #c9d6e3;
     page-break-after: avoid; }
p.meta { color: #444; margin: 0 0 2mm; }
table { border-collapse: collapse; width: 100%; }
tr { page-break-inside: avoid; }
th, td { padding: 0.8mm 1.5mm; border-bottom: 1px solid #e3e8ee; text-align: left;
         vertical-align: top; }
th { background: #eef3f8; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
footer { margin-top: 5mm; color: #555; font-size: 8pt; }
"""


def _e(value: object) -> str:
    return literal(value, Surface.HTML)


def _cell(value: object) -> tuple[str, bool]:
    """A cell as printed, and whether it is a number (right-aligned)."""
    if value is None or value is pd.NA or (isinstance(value, float) and math.isnan(value)):
        return "", False
    if isinstance(value, bool):
        return str(value), False
    if isinstance(value, int | float):
        number = float(value)
        text = f"{number:.0f}" if number.is_integer() else f"{number:.2f}".rstrip("0")
        return text, True
    return str(value), False


def _table(frame: pd.DataFrame, columns: Sequence[str]) -> str:
    shown = [c for c in columns if c in frame.columns]
    head = "".join(f"<th>{_e(c)}</th>" for c in shown)
    rows = []
    for record in frame[shown].itertuples(index=False):
        cells = []
        for value in record:
            text, number = _cell(value.item() if hasattr(value, "item") else value)
            cells.append(f"<td class='num'>{_e(text)}</td>" if number else f"<td>{_e(text)}</td>")
        rows.append(f"<tr>{''.join(cells)}</tr>")
    return f"<table><thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"


def _events(result: FieldResult) -> str:
    items = []
    for row in result.events.itertuples(index=False):
        control = time_control_text(str(row.time_control), str(row.time_control_from))
        items.append(f"<li><b>{_e(row.event)}</b>, {row.date:%Y-%m-%d}: {row.games:,} games, "
                     f"{row.players:,} players; rating period {_e(row.period)}; time control "
                     f"{_e(control)}; {_e(row.edition)}</li>")
    return f"<ul>{''.join(items)}</ul>"


def standings(result: FieldResult) -> pd.DataFrame:
    """The whole-field table by points (most first; a tie keeps the file's order and shares
    the place: 1, 2, 2, 4)."""
    table = player_table(result).sort_values("Points", ascending=False, kind="stable")
    place = table["Points"].rank(method="min", ascending=False).astype("int64")
    table.insert(0, "Place", place.to_numpy())
    return table.reset_index(drop=True)


def _crosstables(result: FieldResult) -> str:
    parts = []
    sizes = result.events["players"].astype(int).tolist()
    for name, size in zip(result.events["event"].astype(str), sizes, strict=True):
        if size > CROSSTABLE_MAX_PLAYERS:
            parts.append(f"<h3>{_e(name)}</h3><p>{size:,} players: more than "
                         f"{CROSSTABLE_MAX_PLAYERS}, too wide to print; the command line's "
                         "--json has every game.</p>")
            continue
        cross = crosstable(result, name)
        parts.append(f"<h3>{_e(name)}</h3>{_table(cross, list(cross.columns))}")
    return "".join(parts)


def _warnings(result: FieldResult) -> str:
    if not result.warnings and not result.skipped:
        return "<p>None: the file was read without a warning and no row was skipped.</p>"
    out = ""
    if result.warnings:
        out += _table(warnings_table(result.warnings), ("What", "Where", "Value"))
    if result.skipped:
        items = "".join(f"<li>{_e(problem)}</li>" for problem in result.skipped)
        out += f"<p>Skipped (not rated):</p><ul>{items}</ul>"
    return out


def event_report(result: FieldResult, *, title: str = "", generated: dt.date | None = None
                 ) -> str:
    """The arbiter's report of `result` as a self-contained HTML page (A4 landscape)."""
    events = result.events["event"].astype(str).tolist()
    heading = title or (events[0] if len(events) == 1 else f"{len(events)} events")
    when = (generated or dt.date.today()).isoformat()
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{_e(heading)}</title>
<style>{_CSS}</style></head><body>
<h1>{_e(heading)}: rating report</h1>
<p class="meta">{_e(SYSTEM_NAMES[result.system])} · K: {_e(result.k_note)} · report of {when}</p>
<h2>Events</h2>{_events(result)}
<h2>Standings</h2>{_table(standings(result), ("Place", *STANDINGS))}
<h2>Every player's rating change, with K and why</h2>
{_table(event_table(result), CHANGES)}
<h2>Crosstables</h2>{_crosstables(result)}
<h2>Warnings</h2>{_warnings(result)}
<footer>Byes, forfeits and games against unrated opponents are listed but not rated. A player
without a rating shows the games toward a first rating and no change. Computed by elo-core from
the file as read; check it against the official rating before publishing.</footer>
</body></html>
"""
