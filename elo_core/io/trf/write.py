"""FIDE TRF-16 out: one event's games as `001` player lines, column-exact, with each player's
points (forfeit wins and byes included) and rank, so that our reader reads the same games."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np
import pandas as pd

from elo_core.errors import FileError, FileWarning, InputError, Problem
from elo_core.io.event_pick import one_event
from elo_core.io.games import EventFile
from elo_core.io.trf.lines import CODES, TITLES

NAME_WIDTH = 33  # columns 15-47
TITLE_CODES = {title: code for code, title in TITLES.items()}  # 'GM' -> 'g'
SEX_CODES = {"M": "m", "F": "f"}
BYE_CODES = {note: code for code, (_, played, note) in CODES.items() if not played}
PLAYED = {1.0: "1", 0.5: "=", 0.0: "0"}
UNPLAYED = {1.0: "+", 0.5: "D", 0.0: "-"}  # a forfeit, or half a point not played
UNDER_ONE_MOVE = {1.0: "W", 0.5: "D", 0.0: "L"}
BYE_BY_POINTS = {1.0: "U", 0.5: "H", 0.0: "Z"}  # a CSV 'bye' row: its points say which
NOT_IN_TRF = ("games_played", "peak_rating", "k", "games_in_period")
_LEADING = re.compile(r"\d{1,3}(?!\d)")  # a round number; longer digit runs are no round
MAX_PLAYERS = 9999  # starting ranks and opponents have 4 columns


@dataclass(frozen=True, kw_only=True, slots=True)
class TrfText:
    """A written TRF, and what the file held that a TRF-16 has no place for."""

    text: str
    warnings: tuple[FileWarning, ...] = ()


def _round_floor(label: str) -> int:
    """The round a label names at the earliest: '3' and '3.2' (round.board) -> 3; 'final', or a
    number of four digits or more, -> 1 (the games then take the rounds in file order)."""
    match = _LEADING.match(label.strip())
    return max(int(match.group()), 1) if match else 1


def _columns(games: pd.DataFrame) -> np.ndarray:
    """Each game's round column: its label's round at the earliest, and after both players'
    previous games (a file without rounds gets its games in order, one a round per player)."""
    labels = games["round"].astype(str).to_numpy()
    floors = np.array([_round_floor(label) for label in labels], dtype=np.int64)
    order = sorted(range(len(games)), key=lambda i: (floors[i], labels[i], i))
    white = games["white"].astype(str).to_numpy()
    black = games["black"].astype(str).to_numpy()
    last: dict[str, int] = {}
    out = np.zeros(len(games), dtype=np.int64)
    for i in order:
        sides = [white[i]] + ([black[i]] if black[i] else [])
        column = max([int(floors[i])] + [last.get(side, 0) + 1 for side in sides])
        out[i] = column
        for side in sides:
            last[side] = column
    return out


def _codes(white_score: float, black_score: float, played: bool, note: str,
           bye: bool) -> tuple[str, str] | None:
    """The two result codes of a row (None: points a TRF cannot hold)."""
    if bye:
        code = BYE_CODES.get(note, BYE_BY_POINTS.get(white_score))
        return None if code is None else (code, "")
    table = PLAYED if played else UNDER_ONE_MOVE if note == "under one move" else UNPLAYED
    first, second = table.get(white_score), table.get(black_score)
    return None if first is None or second is None else (first, second)


def _ratings(games: pd.DataFrame, names: list[str], problems: list[Problem]) -> dict[str, float]:
    """One rating per player (a TRF line holds one): the games' ratings must agree."""
    sides = pd.concat([
        pd.DataFrame({"player": games["white"].astype(str), "rating": games["white_rating"],
                      "line": games["source_line"]}),
        pd.DataFrame({"player": games["black"].astype(str), "rating": games["black_rating"],
                      "line": games["source_line"]})])
    sides = sides[sides["player"] != ""]
    out: dict[str, float] = {}
    for name, group in sides.groupby("player", sort=False):
        values = group["rating"].to_numpy(dtype=float)
        distinct = {("unrated" if np.isnan(v) else f"{v:g}") for v in values}
        if len(distinct) > 1:
            problems.append(Problem(
                message=f"'{name}' has ratings {', '.join(sorted(distinct))} in this event, and "
                        "a TRF line holds one rating", line=int(group["line"].iloc[0]),
                column="rating", value=str(name)))
        rating = values[0]
        if not np.isnan(rating) and not float(rating).is_integer():
            problems.append(Problem(message=f"'{name}' has the rating {rating:g}: a TRF rating "
                                    "is a whole number", line=int(group["line"].iloc[0]),
                                    column="rating", value=f"{rating:g}"))
        out[str(name)] = float(rating)
    for name in names:
        out.setdefault(name, np.nan)
    return out


def _start_numbers(names: list[str], ratings: dict[str, float],
                   players: pd.DataFrame) -> dict[str, int]:
    """The file's starting ranks when it has them (a TRF), else by rating, then name."""
    if "start_number" in players.columns:
        given = players["start_number"].reindex(names)
        if given.notna().all() and given.is_unique:
            return {str(name): int(number) for name, number in given.items()}
    ordered = sorted(names, key=lambda n: (np.isnan(ratings[n]), -np.nan_to_num(ratings[n]), n))
    return {name: number for number, name in enumerate(ordered, start=1)}


def _text(players: pd.DataFrame, name: str, column: str) -> str:
    if column not in players.columns or name not in players.index:
        return ""
    value = players.at[name, column]
    return "" if not isinstance(value, str) else value.strip()


def _birth(players: pd.DataFrame, name: str) -> str:
    """Birth date as YYYY/MM/DD (or the year alone when only the year is known)."""
    date = _text(players, name, "birth_date")
    if date:
        return date.replace("-", "/").replace(".", "/")[:10]
    if "birth_year" not in players.columns or name not in players.index:
        return ""
    year = float(pd.to_numeric(players["birth_year"], errors="coerce").get(name, np.nan))
    return "" if np.isnan(year) else f"{int(year):04d}"


def _player_line(*, start: int, name: str, rating: float, points: float, rank: int,
                 players: pd.DataFrame, blocks: list[str], shown: str) -> str:
    """A `001` line: every field at its TRF-16 columns."""
    sex = SEX_CODES.get(_text(players, name, "sex").upper(), "")
    title = _text(players, name, "title")
    title = TITLE_CODES.get(title.upper(), title.lower())[:3]
    fide_id = _text(players, name, "fide_id")
    rated = "" if np.isnan(rating) else f"{int(rating)}"
    head = (f"001 {start:>4} {sex:1}{title:>3} {shown:<{NAME_WIDTH}} {rated:>4} "
            f"{_text(players, name, 'federation')[:3]:<3} {fide_id[:11]:>11} "
            f"{_birth(players, name):<10} {points:>4.1f} {rank:>4}")
    return (head + "  " + "".join(blocks)).rstrip()


def _shown_names(names: list[str], problems: list[Problem]) -> tuple[dict[str, str], list[str]]:
    """Names as columns 15-47 hold them (33 characters); the cut ones are listed."""
    shown = {name: name[:NAME_WIDTH] for name in names}
    cut = [name for name in names if len(name) > NAME_WIDTH]
    seen: dict[str, str] = {}
    for name, text in shown.items():
        if text in seen:
            problems.append(Problem(message=f"'{seen[text]}' and '{name}' are the same in the "
                                    f"{NAME_WIDTH} characters a TRF name has", column="name",
                                    value=name))
        seen[text] = name
    return shown, cut


def _what_is_lost(games: pd.DataFrame, players: pd.DataFrame,
                  cut: list[str]) -> list[FileWarning]:
    warnings = []
    given = [c for c in NOT_IN_TRF if c in players.columns and players[c].notna().any()]
    if given:
        warnings.append(FileWarning(
            code="trf_profile_not_written", value=", ".join(given),
            what=f"a TRF-16 player line has no place for {', '.join(given)}: not written (give "
                 "them again in a players file)"))
    for column in ("time_control", "rating_period"):
        values = sorted(set(games[column].astype(str)) - {""})
        if values:
            warnings.append(FileWarning(
                code=f"trf_{column}", column=column, value=", ".join(values),
                what=f"the {column.replace('_', ' ')} ({', '.join(values)}) is not read back "
                     "from a TRF here: give it again when rating the TRF"
                     + (" (it is written in line 122)" if column == "time_control" else "")))
    if cut:
        warnings.append(FileWarning(code="trf_name_cut", players=tuple(cut),
                                    what=f"names over {NAME_WIDTH} characters were cut to "
                                         f"{NAME_WIDTH} (columns 15-47)"))
    return warnings


HEADER_CODES = {  # the TRF-16 header lines a user may set, and what each holds
    "012": "tournament name", "022": "city", "032": "federation", "042": "start date",
    "052": "end date", "062": "number of players", "072": "number of rated players",
    "082": "number of teams", "092": "type of tournament", "102": "chief arbiter",
    "112": "deputy arbiter (one line each)", "122": "time control", "132": "round dates"}
MAX_HEADER_TEXT = 200


def header_lines(text: Mapping[str, str]) -> dict[str, str]:
    """Header lines given by a user (code -> text), checked: a known code, one line of at most
    200 characters (an empty text leaves the line out); an InputError says which and why."""
    out = {}
    for code, value in text.items():
        if code not in HEADER_CODES:
            raise InputError(f"TRF header '{code}' is not a header line this writer sets (one "
                             f"of {', '.join(HEADER_CODES)})")
        if "\n" in value or "\r" in value or len(value) > MAX_HEADER_TEXT:
            raise InputError(f"TRF header {code} ({HEADER_CODES[code]}): one line of at most "
                             f"{MAX_HEADER_TEXT} characters, got {len(value):,}")
        out[code] = value.strip()
    return out


def _header(event: str, games: pd.DataFrame, counts: tuple[int, int],
            read: Sequence[tuple[str, str]], given: Mapping[str, str]) -> list[str]:
    """The header: every line the source TRF had, as it had them (its own dates, its 072; 062
    the player lines written);
    else what the games show (first and last date, players, rated players, time control);
    then each line the user gave replaces that code's lines (an empty one removes them)."""
    n_players, n_rated = counts
    if read:  # (062 counts the player lines written: a bye marker's line is not one)
        pairs = [(c, str(n_players) if c == "062" else t) for c, t in read]
    else:
        dates = games["date"].dropna()
        pairs = [("012", event)]
        if len(dates):
            pairs += [("042", f"{dates.min():%Y/%m/%d}"), ("052", f"{dates.max():%Y/%m/%d}")]
        pairs += [("062", str(n_players)), ("072", str(n_rated))]
        controls = sorted(set(games["time_control"].astype(str)) - {""})
        if controls:
            pairs.append(("122", ", ".join(controls)))
    for code, text in given.items():
        place = next((i for i, (c, _) in enumerate(pairs) if c == code), None)
        pairs = [(c, t) for c, t in pairs if c != code]
        if text:
            at = place if place is not None else \
                next((i for i, (c, _) in enumerate(pairs) if c > code), len(pairs))
            pairs.insert(at, (code, text))
    return [f"{code} {text}".rstrip() for code, text in pairs]


def write_trf(source: EventFile, *, event: str | None = None,
              header: Mapping[str, str] | None = None) -> TrfText:
    """One event of `source` as TRF-16 text (FileError when the file holds several events and
    none is chosen, or when a rating or result has no TRF form). A TRF source keeps every
    header line it had; `header` (code -> text) sets lines, as `header_lines` checks them."""
    given = header_lines(header or {})
    games = one_event(source, event).reset_index(drop=True)
    name = str(games["event"].iloc[0]) if len(games) else (event or source.source or "Event")
    problems: list[Problem] = []
    in_games = pd.unique(pd.concat([games["white"].astype(str), games["black"].astype(str)]))
    names = [str(n) for n in in_games if n]
    if source.games["event"].nunique() <= 1:  # players listed without a game, when one event
        names += [str(n) for n in source.players.index if str(n) not in set(names)]
    if len(names) > MAX_PLAYERS:
        raise FileError([Problem(message=f"the event has {len(names):,} players; a TRF holds "
                                 f"at most {MAX_PLAYERS:,} (4-column starting ranks)")],
                        source=source.source)
    ratings = _ratings(games, names, problems)
    shown, cut = _shown_names(names, problems)
    starts = _start_numbers(names, ratings, source.players)
    columns = _columns(games)
    blocks: dict[str, dict[int, str]] = {n: {} for n in names}
    points = dict.fromkeys(names, 0.0)
    whites = games["white"].astype(str).to_numpy()
    blacks = games["black"].astype(str).to_numpy()
    first = games["white_score"].to_numpy(dtype=float)
    second = np.nan_to_num(games["black_score"].to_numpy(dtype=float))
    played = games["played"].to_numpy(dtype=bool)
    notes = games["note"].astype(str).to_numpy()
    lines = games["source_line"].to_numpy(dtype=np.int64)
    for i, column in enumerate(int(c) for c in columns):
        white, black = str(whites[i]), str(blacks[i])
        codes = _codes(float(first[i]), float(second[i]), bool(played[i]), str(notes[i]),
                       not black)
        if codes is None:
            problems.append(Problem(message=f"points {first[i]:g} and {second[i]:g} have no "
                                    "TRF result code", line=int(lines[i]), column="result"))
            continue
        points[white] += float(first[i])
        if not black:
            blocks[white][column] = f"0000 - {codes[0]}  " if codes[0] else " " * 10
            continue
        points[black] += float(second[i])
        blocks[white][column] = f"{starts[black]:>4} w {codes[0]}  "
        blocks[black][column] = f"{starts[white]:>4} b {codes[1]}  "
    if problems:
        raise FileError(problems, source=source.source)
    rounds = int(columns.max()) if len(columns) else 0
    ranked = sorted(names, key=lambda n: (-points[n], starts[n]))
    rank = {n: position for position, n in enumerate(ranked, start=1)}
    body = [_player_line(start=starts[n], name=n, rating=ratings[n], points=points[n],
                         rank=rank[n], players=source.players, shown=shown[n],
                         blocks=[blocks[n].get(r, " " * 10) for r in range(1, rounds + 1)])
            for n in sorted(names, key=lambda n: starts[n])]
    n_rated = sum(not np.isnan(ratings[n]) for n in names)
    read = source.trf_header if source.games["event"].nunique() <= 1 else ()
    head = _header(name, games, (len(names), n_rated), read, given)
    text = "\n".join([*head, *body]) + "\n"
    return TrfText(text=text, warnings=tuple(_what_is_lost(games, source.players, cut)))
