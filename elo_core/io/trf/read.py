"""FIDE TRF reader (TRF-16, TRF26 and TRF(x) extension lines): player lines read by column."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

import numpy as np
import pandas as pd

from elo_core.errors import FileError, FileWarning, Problem
from elo_core.io.cells.numbers import whole_number
from elo_core.io.cells.rating_text import LOWEST_RATING, LOWEST_TEXT
from elo_core.io.cells.values import MAX_RATING
from elo_core.io.games import (
    IDENTITY_COLUMNS,
    EventFile,
    check_bytes,
    decode,
    make_games,
    raise_if,
)
from elo_core.io.trf.checks import (
    AGREEING,
    birth_warning,
    birth_year,
    colour_warning,
    count_warnings,
    misplaced_characters,
    points_warning,
    rank_warning,
    repeated_headers,
    same_names,
    stray_lines,
)
from elo_core.io.trf.dates import event_date

# Result code -> (points, played and rated, note).
CODES: dict[str, tuple[float, bool, str]] = {
    "1": (1.0, True, ""), "=": (0.5, True, ""), "0": (0.0, True, ""),
    "+": (1.0, False, "forfeit win"), "-": (0.0, False, "forfeit loss"),
    "W": (1.0, False, "win in under one move"), "D": (0.5, False, "draw in under one move"),
    "L": (0.0, False, "loss in under one move"), "H": (0.5, False, "half-point bye (H)"),
    "F": (1.0, False, "full-point bye (F)"), "U": (1.0, False, "pairing-allocated bye (U)"),
    "Z": (0.0, False, "zero-point bye (Z)"), "": (0.0, False, "zero-point bye (blank)"),
}
_BLOCK = re.compile(r"^\s*(\d{1,4})?\s+([wbWB\-])?\s*([10=+\-WDLHFUZwdlhfuz]?)\s*$", re.ASCII)
_LOOSE = re.compile(r"(\d{1,4})\s+([wbWB\-])(?:\s+([10=+\-WDLHFUZwdlhfuz])(?=\s|$))?",
                    re.ASCII)
PSEUDO_PLAYERS = frozenset(("spielfrei", "bye", "free", "(bye)", "exempt"))
PAIRING = "pairing data, not results"
TRF26_POINTS = "points per result (TRF26): results are scored 1, ½, 0 here"
EXTENSIONS = {  # code -> (what the line is, why it is not used)
    "XXA": ("acceleration", PAIRING),
    "XXR": ("number of rounds", "not used for rating; the Title norms view reads it as the "
                                "rounds scheduled"),
    "XXC": ("configuration", PAIRING), "XXS": ("scoring system", TRF26_POINTS),
    "XXP": ("forbidden pairings", PAIRING), "XXZ": ("absent players", PAIRING),
    "BBW": ("points for a win", TRF26_POINTS), "BBD": ("points for a draw", TRF26_POINTS),
    "BBL": ("points for a loss", TRF26_POINTS), "BBZ": ("points for a zero bye", TRF26_POINTS),
    "BBF": ("points for a forfeit win", TRF26_POINTS),
    "BBU": ("points for a pairing-allocated bye", TRF26_POINTS),
    "DAT": ("extra player data (TRFx)", "not needed for rating"),
}
OTHER_EXTENSION = ("TRF26 / TRF(x) extension", "not needed for rating")
SCORING = frozenset(code for code, (_, why) in EXTENSIONS.items() if why == TRF26_POINTS)
STOP_AFTER = 5000  # problems found before the rest of a file is left unread


TITLES = {"g": "GM", "m": "IM", "f": "FM", "c": "CM", "wg": "WGM", "wm": "WIM", "wf": "WFM",
          "wc": "WCM"}
SEXES = {"m": "M", "f": "F", "w": "F"}


@dataclass(frozen=True, kw_only=True, slots=True)
class _Player:
    rank: int
    name: str
    rating: float
    birth_year: float
    points: float | None
    place: int | None  # final rank, columns 86-89
    rounds: tuple[tuple[int, str, str], ...]  # (opponent rank or 0, colour, code)
    line: int
    identity: tuple[str, str, str, str, str]  # FIDE ID, title, federation, sex, birth date


def _identity(line: str) -> tuple[str, str, str, str, str]:
    """FIDE ID (58-68), title (11-13), federation (54-56), sex (10), birth date (70-79)."""
    title = _field(line, 11, 13)
    sex = _field(line, 10, 10)
    fide_id = _field(line, 58, 68)
    return (fide_id if fide_id.isdigit() and int(fide_id) > 0 else "",
            TITLES.get(title.lower(), title), _field(line, 54, 56),
            SEXES.get(sex.lower(), sex),
            _field(line, 70, 79).replace(".", "-").replace("/", "-").rstrip("-"))


def _field(line: str, first: int, last: int) -> str:
    return line[first - 1:last].strip()


def _rounds(line: str, number: int, problems: list[Problem]) -> tuple[tuple[int, str, str], ...]:
    section = line[91:].rstrip()
    characters = misplaced_characters(section, number, CODES)
    if characters:
        problems.extend(characters)
        return ()
    blocks = [section[i:i + 10] for i in range(0, len(section), 10)]
    parsed = []
    for block in blocks:
        if not block.strip():
            parsed.append((0, "-", ""))
            continue
        match = _BLOCK.match(block)
        if match is None:
            break
        parsed.append((int(match.group(1) or 0), (match.group(2) or "-").lower(),
                       match.group(3).upper()))
    else:
        return tuple(parsed)
    loose = [(int(m.group(1)), m.group(2).lower(), (m.group(3) or "").upper())
             for m in _LOOSE.finditer(line[86:])]
    left = _LOOSE.sub(" ", line[86:]).split()
    if left and left[0] == line[85:89].strip():
        left = left[1:]  # (the rank in columns 86-89)
    if (not loose and section.strip()) or left:
        problems.append(Problem(message="the rounds cannot be read (expected 'opponent colour "
                                "result' every 10 columns from column 92)"
                                + (f": '{' '.join(left)[:20]}' is left over" if left else ""),
                                line=number, column="rounds", value=section[:40]))
    return tuple(loose)


def _player(line: str, number: int, problems: list[Problem]) -> _Player | None:
    if "\t" in line:  # (every field after it would be read from the wrong columns)
        problems.append(Problem(message=f"a tab at column {line.index(chr(9)) + 1}: a TRF player "
                                "line is column-exact, written with spaces", line=number,
                                column="001"))
        return None
    rank_text, name = _field(line, 5, 8), _field(line, 15, 47)
    rating_text, birth_text = _field(line, 49, 52), _field(line, 70, 79)
    points_text = _field(line, 81, 84).replace(",", ".")
    rank = whole_number(rank_text)
    if rank is None:
        problems.append(Problem(message=f"'{rank_text}' is not a starting rank (columns 5-8)",
                                line=number, column="rank", value=rank_text))
        return None
    if not name:
        problems.append(Problem(message="the name is empty (columns 15-47)", line=number,
                                column="name", value=""))
    whole = whole_number(rating_text) if rating_text else 0
    rating = float(whole) if whole else np.nan
    if rating_text and whole is None:
        problems.append(Problem(message=f"'{rating_text}' is not a rating (columns 49-52)",
                                line=number, column="rating", value=rating_text))
    elif whole and whole > MAX_RATING:
        problems.append(Problem(message=f"'{rating_text}' is not a rating (between 1 and "
                                f"{MAX_RATING:g}, or 0 for unrated; columns 49-52)",
                                line=number, column="rating", value=rating_text))
        rating = np.nan
    elif whole and whole < LOWEST_RATING:
        problems.append(Problem(message=f"'{rating_text}' is not a rating ({LOWEST_TEXT}; 0 "
                                "for unrated; columns 49-52)", line=number, column="rating",
                                value=rating_text))
        rating = np.nan
    year = birth_year(birth_text)
    points: float | None = None
    if points_text:
        try:
            points = float(points_text)
        except ValueError:
            problems.append(Problem(message=f"'{points_text}' is not a points total "
                                    "(columns 81-84)", line=number, column="points",
                                    value=points_text))
    return _Player(rank=rank, name=" ".join(name.split()), rating=rating,
                   birth_year=np.nan if year is None else year, points=points,
                   place=whole_number(_field(line, 86, 89)),
                   rounds=_rounds(line, number, problems), line=number,
                   identity=_identity(line))


def read_trf(data: bytes, *, source: str = "", max_mb: float | None = None,  # noqa: PLR0915
             text: str | None = None) -> EventFile:
    """Read a TRF file: one event; each game once; byes as rows with no black player. `text`:
    the bytes' text when the caller decoded them already (read_event_file)."""
    check_bytes(data, max_mb=max_mb, source=source)
    problems: list[Problem] = []
    skipped: list[Problem] = []
    header: dict[str, str] = {}
    players: dict[int, _Player] = {}
    extension_lines: Counter[str] = Counter()
    first_seen: dict[str, int] = {}
    header_lines: dict[str, int] = {}
    listed = 0
    stray: list[tuple[int, str]] = []
    repeats: list[tuple[str, int, str, str]] = []
    header_read: list[tuple[str, str]] = []  # every header line, kept for the TRF writer
    for number, raw in enumerate((decode(data) if text is None else text).splitlines(),
                                 start=1):
        if len(problems) >= STOP_AFTER:  # bounded work: the first problems say enough
            problems.append(Problem(message=f"reading stopped here: {len(problems):,} problems "
                                    "were found before this line", line=number))
            break
        line = raw.rstrip("\r\n")
        code = line[:3]
        if code == "001":
            listed += 1
            player = _player(line, number, problems)
            if player is not None and player.rank in players:
                problems.append(Problem(message=f"starting rank {player.rank} is used twice "
                                        f"(first on line {players[player.rank].line})",
                                        line=number, column="rank", value=str(player.rank)))
            elif player is not None and player.name.lower() in PSEUDO_PLAYERS:
                skipped.append(Problem(message=f"'{player.name}' is the bye marker, not a player",
                                       line=number, column="name", value=player.name))
            elif player is not None:
                players[player.rank] = player
        elif code.isdigit() and len(code) == 3:
            header_read.append((code, line[4:].rstrip()))
            if header.setdefault(code, line[4:].strip()) != line[4:].strip():
                repeats.append((code, number, header[code], line[4:].strip()))
            header_lines.setdefault(code, number)
        elif code[:1].isalpha() and code.isalnum():  # XXA, BBW, DAT...; '###' is a comment
            extension_lines[code] += 1
            first_seen.setdefault(code, number)
        elif line.strip() and not line.startswith("###"):
            stray.append((number, line))
    pushed, warnings = stray_lines(stray)
    # (when reading stopped, the problems found say enough)
    problems += [] if len(problems) >= STOP_AFTER else \
        pushed + same_names([(p.name, p.rank, p.line) for p in players.values()])
    warnings += repeated_headers(repeats)
    if not players:
        raise FileError([Problem(message="no player lines (lines starting '001'): this is not "
                                 "a FIDE TRF file"), *problems], source=source)
    for code, count in extension_lines.items():
        kind, why = EXTENSIONS.get(code, OTHER_EXTENSION)
        skipped.append(Problem(message=f"{count} '{code}' line{'s' if count > 1 else ''} "
                               f"({kind}) "
                               + ("" if why.startswith("not used") else "ignored: ") + why,
                               line=first_seen[code], column=code))
    event = header.get("012") or source or "Event"
    date = event_date(header, header_lines, problems, warnings)
    raise_if(problems, source)  # a bad character first: pairings are checked on sound lines
    games = _games(players, event, date, problems, skipped)
    raise_if(problems, source)
    warnings += colour_warning(_same_colours(players))
    profiles = pd.DataFrame(
        {"rating": [p.rating for p in players.values()], "games_played": np.nan,
         "birth_year": [p.birth_year for p in players.values()], "peak_rating": np.nan,
         "k": np.nan, "games_in_period": np.nan,
         "start_number": [float(p.rank) for p in players.values()],
         **dict(zip(IDENTITY_COLUMNS[1:], zip(*[p.identity for p in players.values()],
                                              strict=True), strict=True))},
        index=pd.Index([p.name for p in players.values()], name="player"))
    points = {p.name: p.points for p in players.values() if p.points is not None}
    warnings += _said_twice(players, header, header_lines, listed=listed,
                            scoring=bool(SCORING & extension_lines.keys()))
    return EventFile(format="trf", games=games, players=profiles[~profiles.index.duplicated()],
                     skipped=tuple(skipped), source=source, trf_points=points,
                     listed_players=listed, warnings=tuple(warnings),
                     trf_header=tuple(header_read))


def _said_twice(players: dict[int, _Player], header: dict[str, str], lines: dict[str, int], *,
                listed: int, scoring: bool) -> list[FileWarning]:
    """The header counts, the points column (unless TRF26 scoring lines set other points) and
    the final ranks, each against what the player lines say."""
    warnings = count_warnings(header, lines, listed=listed, players=len(players),
                              rated=sum(p.rating > 0 for p in players.values()),
                              fide_rated=sum(p.rating > 0 and p.identity[0] != ""
                                             for p in players.values()))
    if not scoring:
        warnings += points_warning(_points_differ(players))
    warnings += birth_warning([(p.line, p.name, p.identity[4]) for p in players.values()
                               if p.identity[4].strip("0-") and np.isnan(p.birth_year)])
    return warnings + rank_warning([(p.place, p.line, p.points, p.name)
                                    for p in players.values() if p.place and p.points is not None])


def _points_differ(players: dict[int, _Player]) -> list[tuple[str, int, float, float]]:
    """(name, line, points column, sum of results) of every player whose two totals differ."""
    out = []
    for p in players.values():
        total = sum(CODES[code][0] for _, _, code in p.rounds if code in CODES)
        if p.points is not None and abs(total - p.points) > 1e-9:
            out.append((p.name, p.line, p.points, total))
    return out


def _same_colours(players: dict[int, _Player],
                  ) -> list[tuple[str, tuple[int, int], str, str, str]]:
    """(round, (line, opponent's line), player, opponent, colour) of each game whose two lines
    give one colour."""
    found = []
    for player in players.values():
        for index, (opp, colour, _) in enumerate(player.rounds):
            other = players.get(opp)
            if other is None or player.rank >= opp or colour not in {"w", "b"}:
                continue  # (each game once, from the lower starting rank's line)
            if other.rounds[index][1] == colour:
                found.append((str(index + 1), (player.line, other.line), player.name,
                              other.name, colour))
    return found


def _games(players: dict[int, _Player], event: str, date: pd.Timestamp | None,
           problems: list[Problem], skipped: list[Problem]) -> pd.DataFrame:
    rows: list[tuple[str, str, str, float, float, float, float, bool, str, int]] = []
    for player in players.values():
        for index, (opp, colour, code) in enumerate(player.rounds):
            label = str(index + 1)
            if code not in CODES:
                problems.append(Problem(message=f"'{code}' is not a TRF result code",
                                        line=player.line, column=f"round {label}", value=code))
                continue
            points, played, note = CODES[code]
            if not opp:
                rows.append((label, player.name, "", player.rating, np.nan, points, np.nan,
                             False, note, player.line))
                continue
            other = players.get(opp)
            if other is None:
                problems.append(Problem(message=f"opponent {opp} has no player line",
                                        line=player.line, column=f"round {label}", value=str(opp)))
                continue
            back = other.rounds[index] if index < len(other.rounds) else (0, "", "")
            if back[0] != player.rank:
                problems.append(Problem(
                    message=f"round {label}: {player.name} meets {opp}, but {other.name}'s line "
                            f"says opponent {back[0] or 'none'}", line=player.line,
                    column=f"round {label}", value=str(opp)))
                continue
            if player.rank == opp:
                problems.append(Problem(message=f"'{player.name}' is paired with themself",
                                        line=player.line, column=f"round {label}", value=str(opp)))
                continue
            if player.rank > opp:
                continue  # each game is taken once, from the lower starting rank's line
            if (code, back[2]) not in AGREEING:
                problems.append(Problem(
                    message=f"round {label}: {player.name}'s line gives '{code or ' '}' and "
                            f"{other.name}'s line (line {other.line}) gives '{back[2] or ' '}' "
                            "for the same game: the two results must agree (1 and 0, = and =, "
                            "+ and -)", line=player.line, column=f"round {label}", value=code))
                continue
            white_first = colour == "w" or (colour != "b" and back[1] != "w")
            other_points = CODES.get(back[2], (np.nan, False, ""))[0]
            both_played = played and CODES.get(back[2], (0, False, ""))[1]
            first, second = (player, other) if white_first else (other, player)
            first_points, second_points = (points, other_points) if white_first \
                else (other_points, points)
            rows.append((label, first.name, second.name, first.rating, second.rating,
                         first_points, second_points, both_played,
                         _pair_note(code, back[2]), first.line))
    frame = pd.DataFrame(rows, columns=["round", "white", "black", "white_rating", "black_rating",
                                        "white_score", "black_score", "played", "note",
                                        "source_line"])
    frame = frame.sort_values(["round", "source_line"], key=_round_key, kind="stable")
    return make_games({**{c: frame[c].to_numpy() for c in frame.columns},
                       "event": np.full(len(frame), event, dtype=object),
                       "date": np.full(len(frame), date)})


def _pair_note(code: str, other: str) -> str:
    codes = {code, other}
    if codes & {"+", "-"}:
        return "double forfeit" if codes == {"-"} else "forfeit"
    if codes & {"W", "D", "L"}:
        return "under one move"
    return ""


def _round_key(column: pd.Series) -> pd.Series:
    return column.astype(int) if column.name == "round" else column
