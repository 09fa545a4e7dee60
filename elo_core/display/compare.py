"""One event rated under FIDE, US Chess, classic Elo and Glicko-2 side by side: rows and a
grouped bar chart of the changes, each with its K (or RD) and the reason for it."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass, replace

import pandas as pd
import plotly.graph_objects as go

from elo_core.display.chart_style import styled
from elo_core.display.text import SYSTEM_NAMES, rating_text, signed
from elo_core.errors import EloError
from elo_core.event import rate_event
from elo_core.models import Game, Profile, System, TimeControl
from elo_core.rules.glicko2 import fitted_rd
from elo_core.rules.kfactor import KRule
from elo_core.systems.result import EventResult, is_first_rating

COLOURS = {System.FIDE: "#1f4e79", System.USCF: "#c62828", System.CLASSIC: "#2e7d32",
           System.GLICKO2: "#e07b00"}


@dataclass(frozen=True, kw_only=True, slots=True)
class Compared:
    """One system's rating of the event, or why it could not rate it."""

    system: System
    result: EventResult | None
    problem: str = ""
    start_rd: float = 350.0  # Glicko-2: the RD the event started from
    rd_note: str = ""  # Glicko-2: where that RD came from when the user set none


def compare_systems(profile: Profile, games: Sequence[Game], *, date: dt.date,
                    time_control: TimeControl = TimeControl.STANDARD,
                    classic_rule: KRule = KRule.AUTO,
                    classic_k: float | None = None,
                    glicko_rd: float | None = None) -> tuple[Compared, ...]:
    """Rate `games` under each system with the same profile (classic: `classic_rule`, or
    `classic_k` when given); a system that cannot rate them says why. Glicko-2 starts a rated
    player from `glicko_rd`, or when None from the RD fitted to the profile's game count."""
    out = []
    rd, note = glicko_rd, ""
    if rd is None and profile.rating is not None:
        played = profile.games_played or 0
        rd = fitted_rd(played)
        note = (f"starting RD {rd:.1f} fitted to {played} earlier games (350 "
                "narrowed game by game, never below 50): no RD was set")
    for system in SYSTEM_NAMES:
        glicko = system == System.GLICKO2 and profile.rating is not None
        own = replace(profile, rd=rd) if glicko and rd is not None else profile
        try:
            res = rate_event(own, games, system=system, date=date, time_control=time_control,
                             k=classic_k if system == System.CLASSIC else None,
                             k_rule=classic_rule if system == System.CLASSIC else None)
            out.append(Compared(system=system, result=res,
                                start_rd=own.rd if profile.rating is not None else 350.0,
                                rd_note=note if glicko else ""))
        except EloError as exc:
            out.append(Compared(system=system, result=None, problem=str(exc)))
    return tuple(out)


def _step(res: EventResult, start_rd: float = 350.0) -> str:
    if res.k is not None:
        return f"K {res.k:.4g}"
    if res.new_rd is not None:
        return f"RD {start_rd:g} -> {res.new_rd:.1f}"
    return "-"


def _change(res: EventResult) -> str:
    if is_first_rating(res):
        return "first rating"
    if res.system == System.FIDE:
        return signed(res.change_rounded, 0)
    return signed(res.change) + (f" (bonus {signed(res.bonus)})" if res.bonus > 0 else "")


def compare_table(rows: Sequence[Compared]) -> pd.DataFrame:
    """One row per system: change, new rating, K or RD, and why."""
    records = []
    for row in rows:
        res = row.result
        if res is None:
            records.append({"System": SYSTEM_NAMES[row.system], "Change": "not rated",
                            "New rating": "", "K or RD": "", "Why": row.problem})
            continue
        records.append({"System": SYSTEM_NAMES[row.system], "Change": _change(res),
                        "New rating": "" if res.new_rating is None
                        else rating_text(res.new_rating, res.system),
                        "K or RD": _step(res, row.start_rd),
                        "Why": "; ".join(part for part in (res.k_reason, row.rd_note) if part)})
    return pd.DataFrame(records)


def compare_bars(rows: Sequence[Compared], rounds: Sequence[int] = ()) -> go.Figure:
    """Grouped bars: for each round, each K system's points for that game, and a last group
    with every system's event change (Glicko-2 rates the event as one period, so it has no
    per-game points: only its event change is drawn)."""
    fig = go.Figure()
    for row in rows:
        res = row.result
        if res is None or is_first_rating(res):
            continue
        labels = [f"round {rounds[i] if i < len(rounds) else line.number}"
                  for i, line in enumerate(res.games)]
        values = [None if res.system == System.GLICKO2 else line.change for line in res.games]
        total = res.change_rounded if res.system == System.FIDE else res.change
        fig.add_trace(go.Bar(
            x=[*labels, "event change"], y=[*values, total],
            name=f"{SYSTEM_NAMES[row.system]} ({_step(res, row.start_rd)})",
            marker_color=COLOURS[row.system],
            hovertemplate="%{x}<br>%{y:+.1f} points<extra>" + SYSTEM_NAMES[row.system]
                          + "</extra>"))
    fig.add_hline(y=0, line_color="#999999")
    fig.update_layout(barmode="group", xaxis={"title": "Round", "type": "category"},
                      yaxis={"title": "Rating points"}, margin={"t": 30},
                      legend={"orientation": "h", "y": -0.25})
    return styled(fig)
