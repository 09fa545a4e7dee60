"""FIDE TRF reader (TRF-16, TRF26 and TRF(x) extension lines): the file's lines sorted into
header, players and extensions, then each game once from the two player lines that give it."""

from __future__ import annotations

from collections import Counter

import numpy as np
import pandas as pd

from elo_core.errors import FileError, FileWarning, Problem
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
    colour_warning,
    count_warnings,
    points_warning,
    rank_warning,
    repeated_headers,
    same_names,
    stray_lines,
)
from elo_core.io.trf.dates import event_date
from elo_core.io.trf.lines import CODES, Player, player_line

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


def read_trf(data: bytes, *, source: str = "", max_mb: float | None = None,  # noqa: PLR0915
             text: str | None = None) -> EventFile:
    """Read a TRF file: one event; each game once; byes as rows with no black player. `text`:
    the bytes' text when the caller decoded them already (read_event_file)."""
    check_bytes(data, max_mb=max_mb, source=source)
    problems: list[Problem] = []
    skipped: list[Problem] = []
    header: dict[str, str] = {}
    players: dict[int, Player] = {}
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
            player = player_line(line, number, problems)
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


def _said_twice(players: dict[int, Player], header: dict[str, str], lines: dict[str, int], *,
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


def _points_differ(players: dict[int, Player]) -> list[tuple[str, int, float, float]]:
    """(name, line, points column, sum of results) of every player whose two totals differ."""
    out = []
    for p in players.values():
        total = sum(CODES[code][0] for _, _, code in p.rounds if code in CODES)
        if p.points is not None and abs(total - p.points) > 1e-9:
            out.append((p.name, p.line, p.points, total))
    return out


def _same_colours(players: dict[int, Player],
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


def _games(players: dict[int, Player], event: str, date: pd.Timestamp | None,
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
