"""An event's players looked up in FIDE's rating list by FIDE ID: per time control the list's
rating and its K for the next period, with birth year, title, federation, sex and inactivity."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd

from elo_core.errors import FileError, FileWarning, Problem
from elo_core.io.fide_list.read import PREFIX, read_fide_list
from elo_core.io.games import EventFile
from elo_core.io.players.matched import ListMatch


def _event_ids(event: EventFile) -> tuple[dict[str, str], list[str]]:
    """Player name -> FIDE ID for the players of the games, and the players without one."""
    names = pd.concat([event.games["white"].astype(str), event.games["black"].astype(str)])
    named = [name for name in pd.unique(names) if name]
    ids = event.players["fide_id"] if "fide_id" in event.players.columns else pd.Series(
        dtype=object)
    found = {str(name): str(value) for name, value in ids.items()
             if isinstance(value, str) and value.isdigit()}
    return found, [name for name in named if name not in found]


def list_profiles(event: EventFile, data: bytes, *, source: str = ""
                  ) -> tuple[pd.DataFrame, tuple[FileWarning, ...], str]:
    """The players table from the list (index: name) for the players with a FIDE ID, the
    warnings (no ID, not in the list, an ID in two rows) and a sentence on the list read."""
    ids, without = _event_ids(event)
    if not ids:
        raise FileError([Problem(message="the games give no FIDE IDs, so no player can be found "
                                 "in a FIDE list: add white_id and black_id columns (CSV), "
                                 "WhiteFideId and BlackFideId tags (PGN), or use a TRF")],
                        source=source)
    fide_list = read_fide_list(data, {int(v) for v in ids.values()}, source=source)
    rows = fide_list.rows
    warnings: list[FileWarning] = []
    twice = rows.index[rows.index.duplicated()].unique()
    by_id: dict[str, list[str]] = {}
    for name, fide_id in ids.items():
        by_id.setdefault(fide_id, []).append(name)
    for fide_id in twice:
        lines = tuple(int(x) for x in rows.loc[[fide_id], "line"])
        warnings.append(FileWarning(
            code="fide_id_twice_in_list", what=f"FIDE ID {fide_id} is on {len(lines)} lines of "
            f"the list: the first (line {lines[0]}) is used", rows=lines, column="ID Number",
            players=tuple(by_id.get(str(fide_id), [])), value=str(fide_id)))
    rows = rows[~rows.index.duplicated()]
    missing = [name for name, fide_id in ids.items() if fide_id not in rows.index]
    if missing:
        warnings.append(FileWarning(
            code="not_in_fide_list", what=f"{len(missing)} player{'s' if len(missing) > 1 else ''}"
            f" of the games {'are' if len(missing) > 1 else 'is'} not in the FIDE list (by FIDE "
            "ID): rated from the games file's ratings", players=tuple(missing),
            value=ids[missing[0]]))
    if without:
        warnings.append(FileWarning(
            code="no_fide_id", what=f"{len(without)} player{'s' if len(without) > 1 else ''} of "
            f"the games {'have' if len(without) > 1 else 'has'} no FIDE ID, so they are not "
            "looked up in the list: rated from the games file's ratings",
            players=tuple(without)))
    found = {name: fide_id for name, fide_id in ids.items() if fide_id in rows.index}
    table = rows.reindex(pd.Index(list(found.values()), dtype=object))
    out = pd.DataFrame(index=pd.Index(list(found), dtype=object, name="player"))
    for control in ("standard", "rapid", "blitz"):
        prefix = PREFIX[control]
        on_list = control in fide_list.controls
        rating = table[prefix + "rating"].to_numpy(dtype=float) if on_list else \
            np.full(len(out), math.nan)
        out[prefix + "rating"] = rating
        out[prefix + "list_k"] = np.where(np.isnan(rating), math.nan,
                                          table[prefix + "k"].to_numpy(dtype=float))
        out[prefix + "off_list"] = np.where(np.isnan(rating) & on_list, 1.0, 0.0)
    out["birth_year"] = table["birth_year"].to_numpy(dtype=float)
    out["fide_id"] = list(found.values())
    title = table["title"].where(table["title"] != "", table["w_title"])
    out["title"] = title.to_numpy(dtype=object)
    out["federation"] = table["federation"].to_numpy(dtype=object)
    out["sex"] = table["sex"].to_numpy(dtype=object)
    out["inactive"] = np.where(table["flag"].str.contains("i").to_numpy(dtype=bool),
                               "inactive", "")
    warnings.extend(_unrated_on_list(event, out, fide_list.controls))
    note = f" ({fide_list.control_from})" if fide_list.control_from else ""
    sentence = (f"FIDE list ({fide_list.layout}{note}): {fide_list.listed:,} players listed; "
                f"{len(found)} of the {len(ids) + len(without)} players of the games found "
                "by FIDE ID.")
    return out, tuple(warnings), sentence


def _unrated_on_list(event: EventFile, listed: pd.DataFrame,
                     controls: tuple[str, ...]) -> list[FileWarning]:
    """Players the list has unrated (0) in every time control it covers whose games give them
    a rating: the list wins, so they are rated as unrated players (the first-rating rule)."""
    games = event.games
    rated = pd.concat([games.loc[games["white_rating"].notna(), ["white", "source_line"]]
                       .set_axis(["player", "line"], axis=1),
                       games.loc[games["black_rating"].notna(), ["black", "source_line"]]
                       .set_axis(["player", "line"], axis=1)])
    rated["player"] = rated["player"].astype(str)
    off = [name for name in listed.index
           if all(listed.at[name, PREFIX[c] + "off_list"] == 1 for c in controls)]
    hit = rated[rated["player"].isin(off)].sort_values("line")
    if hit.empty:
        return []
    players = tuple(pd.unique(hit["player"]))
    return [FileWarning(code="unrated_on_list", what=f"{len(players)} player"
                        f"{'s' if len(players) > 1 else ''} unrated on the FIDE list (rating 0) "
                        "but given a rating in the games: "
                        "the list is followed, so they are rated as unrated players "
                        "(first-rating rule)", rows=tuple(int(x) for x in hit["line"]),
                        players=players)]


def list_match(event: EventFile) -> ListMatch:
    """Count an event read with a FIDE list (found: the players the list gave a row)."""
    ids, without = _event_ids(event)
    table = event.players
    found = {str(name) for name in table.index[table["off_list"].notna()]} \
        if "off_list" in table.columns else set()
    return ListMatch(players=len(ids) + len(without), found=len(found),
                     without_id=tuple(without),
                     not_listed=tuple(name for name in ids if name not in found))
