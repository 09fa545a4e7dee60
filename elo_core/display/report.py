"""One-page printable HTML report of a tournament result (every piece of user text escaped)."""

from __future__ import annotations

import datetime as dt
import math
import shutil
import subprocess
import tempfile
from collections.abc import Sequence
from pathlib import Path

from elo_core.display.safe_text import Surface, literal
from elo_core.display.text import (
    change_text,
    curve_name,
    k_text,
    opponent_rating_text,
    rating_text,
    record_text,
    result_text,
    score_text,
    signed,
)
from elo_core.errors import EloError
from elo_core.models import System
from elo_core.rules.editions import uscf_edition
from elo_core.systems.result import EventResult
from elo_core.whatif import NextGame

_CSS = """
@page { size: A4; margin: 14mm; }
* { box-sizing: border-box; }
body { font: 10.5pt/1.35 "DejaVu Sans", Arial, sans-serif; color: #1b1b1b; margin: 0 auto;
       max-width: 190mm; }
h1 { font-size: 16pt; margin: 0 0 2mm; color: #1f4e79; }
h2 { font-size: 11.5pt; margin: 5mm 0 2mm; color: #1f4e79; border-bottom: 1px solid #c9d6e3; }
p.meta { color: #555; margin: 0 0 3mm; }
table { border-collapse: collapse; width: 100%; page-break-inside: avoid; }
th, td { padding: 1.2mm 2mm; border-bottom: 1px solid #e3e8ee; text-align: left; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
.grid { display: grid; grid-template-columns: 1fr 1fr; gap: 0 8mm; }
.bar { display: inline-block; height: 3mm; vertical-align: middle; }
.up { background: #2e7d32; } .down { background: #c62828; }
footer { margin-top: 5mm; color: #666; font-size: 8.5pt; }
@media print { a { color: inherit; text-decoration: none; } }
"""


class ReportError(EloError):
    """A report that cannot be produced (for example no browser to print a PDF)."""


def _e(value: object) -> str:
    return literal(value, Surface.HTML)


def bonus_text(res: EventResult, date: dt.date | None = None) -> str | None:
    """'bonus +X: K(S-E) = ... above the threshold B·sqrt(max(m,4)) = ... with B = ...' when the
    US Chess bonus applied (None otherwise). `date` is the event date (its B), else the rules'."""
    if res.bonus <= 0 or res.k is None:
        return None
    when = date or res.rules_date
    base = res.k * (res.score - res.expected)
    m = max(res.n_rated, 4)
    if when is None:
        threshold = base - res.bonus
        b_text = f"B = {threshold / math.sqrt(m):g}"
    else:
        b = uscf_edition(when).bonus_b
        threshold = b * math.sqrt(m)
        b_text = f"B = {b:g} for {when.isoformat()}"
    return (f"bonus {signed(res.bonus)}: K(S-E) = {signed(base)} is above the threshold "
            f"B·sqrt(max(m,4)) = {threshold:.1f} with {b_text} (m = {res.n_rated} rated games); "
            f"the game log's points add up to {signed(base)}, plus the bonus "
            f"{signed(res.bonus)} makes the change")


def glicko_start_text(res: EventResult, volatility: float) -> str | None:
    """For a Glicko-2 player without a rating: the assumed start the first rating comes from."""
    if res.system != System.GLICKO2 or res.rating is not None or res.new_rating is None:
        return None
    return (f"No rating given: Glicko-2 starts a new player at 1500 with RD 350 and volatility "
            f"{volatility:g} (assumed); the first rating {res.new_rating:.1f} is 1500 "
            f"{signed(res.change)}.")


def _rows(pairs: Sequence[tuple[str, str]]) -> str:
    return "".join(f"<tr><th>{_e(k)}</th><td class='num'>{_e(v)}</td></tr>" for k, v in pairs)


def _summary(res: EventResult, extra: NextGame | None) -> list[tuple[str, str]]:
    change = change_text(res)
    pairs = [
        ("Rating before", rating_text(res.rating, res.system)),
        ("Rating change", change),
        ("New rating", rating_text(res.new_rating, res.system)),
        ("K", "-" if res.k is None else k_text(res.k)),
        ("Record (every round)", record_text(res)),
    ]
    if res.n_rated:
        pairs += [
            ("Score", score_text(res)),
            ("Expected score", f"{res.expected:.3f} of {res.n_rated} "
                               f"({100 * res.expected / res.n_rated:.1f} %)"),
            ("Over / under expectation", f"{res.over_performance:+.3f}"),
        ]
    if res.average_opponent is not None:
        pairs.append(("Average opponent", f"{res.average_opponent:.0f}"))
    perf = res.performance
    for label, value in (("Performance (FIDE table)", perf.fide),
                         ("Performance (linear)", perf.linear),
                         ("Perfect performance", perf.perfect)):
        if value is not None:
            diff = f" ({value - res.rating:+.0f})" if res.rating is not None else ""
            pairs.append((label, f"{value:.0f}{diff}"))
    if res.bonus > 0:
        pairs.append(("US Chess bonus", signed(res.bonus)))
    if extra is not None:
        pairs += [("Another win", signed(extra.win)), ("Another loss", signed(extra.loss))]
    return pairs


def _game_rows(res: EventResult, rounds: Sequence[int]) -> str:
    top = max((abs(line.change or 0.0) for line in res.games), default=1.0) or 1.0
    rows = []
    for index, line in enumerate(res.games):
        number = rounds[index] if index < len(rounds) else line.number
        opp = opponent_rating_text(line)
        exp = "" if line.expected is None else f"{line.expected:.3f}"
        pts = "" if line.change is None else signed(line.change)
        bar = ""
        if line.change is not None:
            width = 25 * abs(line.change) / top
            bar = f"<span class='bar {'up' if line.change >= 0 else 'down'}' " \
                  f"style='width:{width:.1f}mm'></span>"
        rows.append(
            f"<tr><td class='num'>{number}</td><td>{_e(line.opponent)}</td>"
            f"<td class='num'>{_e(opp)}</td><td>{_e(result_text(line))}</td>"
            f"<td class='num'>{exp}</td><td class='num'>{pts}</td><td>{bar}</td>"
            f"<td>{_e(line.note)}</td></tr>")
    return "".join(rows)


def tournament_report(
    res: EventResult,
    *,
    title: str = "Tournament",
    player: str = "",
    event: str = "",
    next_game: NextGame | None = None,
    trajectory: Sequence[float] = (),
    generated: dt.date | None = None,
    date: dt.date | None = None,
    rounds: Sequence[int] = (),
) -> str:
    """A self-contained HTML page (A4, no scripts) with the summary, game log and notes:
    the player's and the event's names and `date` (the event date, also for the US Chess bonus
    threshold of that date) head it when given; `rounds`: the rounds' own numbers."""
    when = (generated or dt.date.today()).isoformat()
    model = curve_name(res.model)
    who = f" — {_e(player)}" if player else ""
    held = " · ".join(_e(part) for part in (event if event != title else "",
                                            date.isoformat() if date else "") if part)
    held_line = f'<p class="meta">{held}</p>' if held else ""
    path = " → ".join(f"{r:.1f}" for r in trajectory)
    notes = [res.k_reason, bonus_text(res, date), *res.notes,
             *((res.floor_note,) if res.floor_note else ())]
    if res.estimate:
        notes.append("estimate: a step of this system is approximated")
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{_e(title)}</title>
<style>{_CSS}</style></head><body>
<h1>{_e(title)}{who}</h1>
{held_line}
<p class="meta">{_e(res.edition)} · expectation model: {_e(model)} · report of {when}</p>
<div class="grid"><table>{_rows(_summary(res, next_game)[:8])}</table>
<table>{_rows(_summary(res, next_game)[8:])}</table></div>
<h2>Game by game</h2>
<table><thead><tr><th class="num">Round</th><th>Opponent</th><th class="num">Rating</th>
<th>Result</th><th class="num">Expected</th><th class="num">Points</th><th></th><th>Note</th>
</tr></thead><tbody>{_game_rows(res, rounds)}</tbody></table>
{f"<h2>Rating after each game</h2><p>{_e(path)}</p>" if path else ""}
<h2>Notes</h2><ul>{"".join(f"<li>{_e(n)}</li>" for n in notes if n)}</ul>
<footer>Byes, forfeits and unrated opponents are listed but never rated. Classic Elo changes are
shown to one decimal; FIDE rounds the change once per rating period.</footer>
</body></html>
"""


def html_to_pdf(page: str, *, browser: str | None = None, timeout: float = 60) -> bytes:
    """Print `page` to PDF with a locally installed Chromium (nothing is downloaded)."""
    exe = browser or shutil.which("chromium") or shutil.which("chromium-browser")
    if exe is None:
        raise ReportError("PDF needs a local Chromium ('chromium' on the PATH); the HTML report "
                          "prints cleanly from any browser instead")
    with tempfile.TemporaryDirectory(prefix="elo-report-") as tmp:
        source, target = Path(tmp) / "report.html", Path(tmp) / "report.pdf"
        source.write_text(page, encoding="utf-8")
        command = [exe, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                   "--no-pdf-header-footer", f"--user-data-dir={tmp}/profile",
                   f"--print-to-pdf={target}", source.as_uri()]
        try:
            subprocess.run(command, capture_output=True, timeout=timeout, check=False)
        except (OSError, subprocess.TimeoutExpired) as exc:
            raise ReportError(f"Chromium could not print the report: {exc}") from None
        if not target.exists() or target.stat().st_size == 0:
            raise ReportError("Chromium did not produce a PDF")
        return target.read_bytes()
