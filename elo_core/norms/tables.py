"""Norm checks as tables for the pages: every player at a glance, one norm's working."""

from __future__ import annotations

from collections.abc import Sequence

import pandas as pd

from elo_core.norms.result import NormCheck, Outlook, PlayerNorms
from elo_core.norms.rules import WOMEN_TITLES, NormTitle
from elo_core.norms.words import SOURCE_WORD, mark, points_text

POSSIBLE = "Norm in reach"
OVERVIEW_HELP = {
    POSSIBLE: "a norm met, or still possible in the rounds left (at the rating assumed for the "
              "remaining opponents)",
    **{str(t): f"{t} norm: met, title result (Ra, Rp and 35 % hold but not the mix), still "
               f"possible, or no; with Rp, the performance the norm rules compute. '-': the "
               f"player holds {t} or a title above it"
               + (", or is not marked female in the file" if t in WOMEN_TITLES else "")
       for t in NormTitle},
    "Points": "Points in the file, byes and forfeits included (a norm counts only the games "
              "played)",
}


def norm_cell(norm: NormCheck | None) -> str:
    """'met, Rp 2620', 'title result, Rp 2605', 'possible: 1.5 of 2', 'no, Rp 2443' or '-'."""
    if norm is None:
        return "-"
    if norm.met:
        return f"met, Rp {norm.rp}"
    needed = norm.needed
    if needed.outlook is Outlook.CERTAIN:
        return f"figures certain, Rp {norm.rp} so far"
    if needed.outlook is Outlook.POSSIBLE:
        return f"possible: {points_text(needed.points_needed or 0)} of {needed.remaining}"
    if norm.title_result:
        return f"title result, Rp {norm.rp}"
    return f"no, Rp {norm.rp}"


def overview(players: Sequence[PlayerNorms]) -> pd.DataFrame:
    """One row a player: title, federation, points, games, a cell for each norm title."""
    rows = []
    for player in players:
        by_title = {n.title: n for n in player.norms}
        rows.append({"Player": player.name, "Title": player.title or "-",
                     "Federation": player.federation or "-",
                     "Points": player.points, "Games": player.games,
                     **{str(t): norm_cell(by_title.get(t)) for t in NormTitle},
                     POSSIBLE: player.in_reach})
    return pd.DataFrame(rows, columns=["Player", "Title", "Federation", "Points", "Games",
                                       *[str(t) for t in NormTitle], POSSIBLE])


def conditions_table(norm: NormCheck) -> pd.DataFrame:
    """Each condition the data can show: rule, verdict, the numbers, where the rule was read."""
    return pd.DataFrame([{"Rule": c.rule, "Verdict": mark(c), "Numbers": c.detail,
                          "Source": SOURCE_WORD[c.sure]}
                         for c in norm.conditions if not c.arbiter],
                        columns=["Rule", "Verdict", "Numbers", "Source"])


def arbiter_items(norm: NormCheck) -> list[str]:
    """The conditions no file carries, for the arbiter: '1.1.1 registration: ...'."""
    return [f"{c.rule}: {c.detail.removeprefix('to be confirmed by the arbiter: ')}"
            for c in norm.conditions if c.arbiter]


def opponents_table(norm: NormCheck) -> pd.DataFrame:
    """The opponents counted, with the rating the norm counts them at."""
    rows = []
    for entry, counted in zip(norm.counted, norm.adjusted, strict=True):
        opp = entry.opponent
        if opp is None:
            continue
        rows.append({"Round": entry.number, "Opponent": opp.name, "Title": opp.title or "-",
                     "Federation": opp.federation or "-",
                     "Rating": "unrated" if opp.rating is None else f"{opp.rating:.0f}",
                     "Counted as": counted, "Points": points_text(entry.points)})
    return pd.DataFrame(rows)


def left_out_table(norm: NormCheck) -> pd.DataFrame:
    """Rounds not counted, and why."""
    return pd.DataFrame([{"Round": left.round.number,
                          "Opponent": left.round.opponent.name if left.round.opponent else "-",
                          "Why": left.why} for left in norm.left_out],
                        columns=["Round", "Opponent", "Why"])
