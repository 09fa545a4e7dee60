"""Printable norm report (HTML) with the IT1 figures: player, event, opponents, Ra, points, Rp."""

from __future__ import annotations

import html
from collections.abc import Sequence

from elo_core.norms.event import EventNorms
from elo_core.norms.result import NormCheck, PlayerNorms
from elo_core.norms.words import (
    SURE_NOTE,
    edition_text,
    mark,
    needed_text,
    pairing_text,
    points_text,
    verdict,
)

_STYLE = """
@page { size: A4; margin: 12mm; }
body { font: 10pt/1.4 "DejaVu Sans", Arial, sans-serif; color: #202020; max-width: 186mm;
       margin: 0 auto; }
h1 { font-size: 15pt; color: #3a2d6b; margin: 0 0 1mm; }
h2 { font-size: 12pt; color: #3a2d6b; margin: 6mm 0 1mm; page-break-before: auto; }
h3 { font-size: 10.5pt; margin: 3mm 0 1mm; }
.meta { color: #505050; margin: 0 0 2mm; }
table { border-collapse: collapse; width: 100%; margin-bottom: 2mm; }
th, td { border: 1px solid #d4d0e0; padding: 1mm 1.6mm; text-align: left; vertical-align: top; }
th { background: #f1eff7; }
td.n { text-align: right; font-variant-numeric: tabular-nums; }
.yes { color: #1b6e20; font-weight: bold; } .no { color: #a3261c; font-weight: bold; }
.ask { color: #6b5400; }
.note { color: #606060; font-size: 8.5pt; }
section { page-break-inside: avoid; }
"""


def _e(value: object) -> str:
    return html.escape(str(value), quote=True)


def _class(text: str) -> str:
    return {"met": "yes", "not met": "no"}.get(text, "ask")


def _opponents(norm: NormCheck) -> str:
    rows = []
    for entry, counted in zip(norm.counted, norm.adjusted, strict=True):
        opp = entry.opponent
        if opp is None:
            continue
        rating = "unrated" if opp.rating is None else f"{opp.rating:.0f}"
        rows.append(f"<tr><td class='n'>{entry.number}</td><td>{_e(opp.name)}</td>"
                    f"<td>{_e(opp.title or '-')}</td><td>{_e(opp.federation or '-')}</td>"
                    f"<td class='n'>{_e(rating)}</td><td class='n'>{counted}</td>"
                    f"<td class='n'>{_e(points_text(entry.points))}</td></tr>")
    return ("<table><tr><th>Round</th><th>Opponent</th><th>Title</th><th>Federation</th>"
            "<th>Rating</th><th>Counted as</th><th>Points</th></tr>" + "".join(rows)
            + "</table>")


def _figures(norm: NormCheck) -> str:
    pairs = [("Games counted", str(len(norm.counted))), ("Points", points_text(norm.points)),
             ("Ra (opponents' average, .5 up)", str(norm.ra)),
             ("p (whole percent, .5 up)", f"{norm.percent} %"),
             ("dp (table 1.4.9 = 8.1.1)", f"{norm.dp:+d}"), ("Rp = Ra + dp", str(norm.rp))]
    return "<table>" + "".join(f"<tr><th>{_e(k)}</th><td class='n'>{_e(v)}</td></tr>"
                               for k, v in pairs) + "</table>"


def _conditions(norm: NormCheck) -> str:
    rows = []
    for c in norm.conditions:
        word = mark(c)
        note = "" if c.arbiter else SURE_NOTE[c.sure]
        detail = c.detail.removeprefix("to be confirmed by the arbiter: ")
        rows.append(f"<tr><td>{_e(c.rule)}</td><td class='{_class(word)}'>{_e(word)}</td>"
                    f"<td>{_e(detail)}" + (f"<br><span class='note'>{_e(note)}</span>"
                                           if note else "") + "</td></tr>")
    return ("<table><tr><th>Rule</th><th>Verdict</th><th>Numbers</th></tr>" + "".join(rows)
            + "</table>")


def _left_out(norm: NormCheck) -> str:
    if not norm.left_out:
        return ""
    items = "".join(f"<li>Round {left.round.number}"
                    + (f", {_e(left.round.opponent.name)}" if left.round.opponent else "")
                    + f": {_e(left.why)}</li>" for left in norm.left_out)
    return f"<h3>Rounds not counted</h3><ul>{items}</ul>"


def _player(player: PlayerNorms, result: EventNorms) -> str:
    who = ", ".join(x for x in (player.title, player.federation,
                                f"FIDE ID {player.fide_id}" if player.fide_id else "") if x)
    parts = [f"<h2>{_e(player.name)}" + (f" ({_e(who)})" if who else "") + "</h2>",
             f"<p class='meta'>{_e(points_text(player.points))} points from "
             f"{player.games} games played; rating: "
             f"{_e('unrated' if player.rating is None else f'{player.rating:.0f}')}</p>"]
    for norm in player.norms:
        parts.append(f"<section><h3>{_e(verdict(norm))}</h3>{_figures(norm)}{_opponents(norm)}"
                     f"{_conditions(norm)}{_left_out(norm)}<p>Still needed: "
                     f"{_e(needed_text(norm.needed, norm.title))}</p></section>")
    if not player.norms:
        parts.append("<p>No norm above the player's title, or no game counted.</p>")
    return "".join(parts)


def write_norm_report(result: EventNorms, players: Sequence[PlayerNorms] | None = None) -> str:
    """The HTML page; `players` default: the players with a norm met or possible, else all."""
    chosen = players if players is not None else (result.possible or result.players)
    facts = result.facts
    dates = " to ".join(d.isoformat() for d in (facts.start, facts.end) if d) or "no dates"
    body = "".join(_player(p, result) for p in chosen)
    return (f"<!doctype html><html lang='en'><head><meta charset='utf-8'>"
            f"<title>Norm report: {_e(facts.name)}</title><style>{_STYLE}</style></head><body>"
            f"<h1>Title norm report: {_e(facts.name)}</h1>"
            f"<p class='meta'>{_e(facts.place or 'place not given')}"
            f"{_e(' (' + facts.host + ')') if facts.host else ''}; {_e(dates)}; "
            f"{_e(pairing_text(result.context.pairing))}, round {result.rounds_played} of "
            f"{result.context.rounds}</p>"
            f"<p class='meta'>{_e(edition_text(result.edition))}</p>"
            f"{body}<p class='note'>Worked from the event file by elo-core. This is the "
            "arithmetic of an IT1 certificate, not the certificate: the chief arbiter checks the "
            "items marked 'arbiter to confirm' and signs.</p></body></html>")
