"""TRF checks: round blocks by column (each character, both lines of a game agreeing), and what
the file says twice (a points column against the results, the 062 and 072 counts, the ranks)."""

from __future__ import annotations

import itertools
import re
from collections.abc import Collection, Sequence

from elo_core.errors import FileWarning, Problem
from elo_core.io.cells.numbers import whole_number

COLOURS = frozenset("wb- ")  # lower case only (TRF-16): 'W' is a result code
# the two lines of one game must agree: (this line's code, the opponent's code)
AGREEING = frozenset({("1", "0"), ("0", "1"), ("=", "="), ("+", "-"), ("-", "+"), ("-", "-"),
                      ("W", "L"), ("L", "W"), ("D", "D")})


def misplaced_characters(section: str, number: int, codes: Collection[str]) -> list[Problem]:
    """Blocks laid out in their columns (opponent 1-4, colour 6, result 8) with a character that
    is no colour or no result code, or a result cut off: each named with its line and column."""
    found: list[Problem] = []
    for start in range(0, len(section), 10):
        block = section[start:start + 10].ljust(10)
        laid_out = not (block[4] + block[6] + block[8:]).strip() and \
            (not block[:4].strip() or whole_number(block[:4]) is not None)
        if not laid_out:
            return []  # shifted columns: read loosely (see _rounds)
        column = 92 + start
        label = f"round {start // 10 + 1}"
        colour, code = block[5], block[7]
        if colour not in COLOURS:
            found.append(colour_problem(colour, column + 5, number, label))
        if code != " " and code not in codes:
            found.append(code_problem(code, column + 7, number, label, codes))
        if code == " " and (whole_number(block[:4]) or 0) > 0:
            found.append(Problem(message=f"opponent {block[:4].strip()} but no result: column "
                                 f"{column + 7} is blank (the line may be cut short)",
                                 line=number, column=label, value=""))
    return found


def colour_problem(colour: str, column: int, number: int, label: str) -> Problem:
    """A colour that is not w, b or -: 'W' and 'B' are said to be in the wrong case (TRF writes
    colours in lower case, and 'W' is a result code), not read as meant."""
    why = "TRF writes colours in lower case (w, b or -)" if colour in "WB" else "(w, b or -)"
    return Problem(message=f"'{colour}' at column {column} is not a colour"
                   f"{': ' if colour in 'WB' else ' '}{why}", line=number, column=label,
                   value=colour)


def code_problem(code: str, column: int, number: int, label: str,
                 codes: Collection[str]) -> Problem:
    """A result character that is no TRF code; one written in lower case ('d', 'h') is said so,
    not read as the upper-case code."""
    wrong_case = code.upper() in codes
    return Problem(message=f"'{code}' at column {column} is not a TRF result code"
                   + (": TRF writes result codes in upper case " if wrong_case else " ")
                   + "(1 = 0 + - W D L H F U Z)", line=number, column=label, value=code)


SHOWN = 5  # players quoted in a warning's sentence (all of them are in its rows and players)


def colour_warning(found: Sequence[tuple[str, tuple[int, int], str, str, str]],
                   ) -> list[FileWarning]:
    """Games whose two lines give the same colour: (round, (line, opponent's line), player,
    opponent, colour), the player being the lower starting rank, whose line sets who is White
    (as for every game). Colours change no rating; the file contradicts itself, which is said."""
    if not found:
        return []
    word = {"w": "White", "b": "Black"}
    quoted = "; ".join(f"round {rnd}: {name} (line {lines[0]}) and {other} (line {lines[1]}) "
                       f"both {word[colour]}" for rnd, lines, name, other, colour in found[:SHOWN])
    more = f"; and {len(found) - SHOWN:,} more" if len(found) > SHOWN else ""
    return [FileWarning(
        code="trf_same_colour",
        what=f"both players of a game are given the same colour: {quoted}{more}. The lower "
             "starting rank's line is used (its player is shown with that colour, the "
             "opponent with the other); colours do not change a rating",
        rows=tuple(sorted({line for _, lines, _, _, _ in found for line in lines})),
        column="colour", players=tuple(dict.fromkeys(
            name for _, _, *names, _ in found for name in names)),
        value=f"{found[0][4]} / {found[0][4]}")]  # (both lines' colour: 'w / w')


def points_warning(found: Sequence[tuple[str, int, float, float]]) -> list[FileWarning]:
    """Players whose points column (81-84) is not the sum of their results: (name, line, column,
    results). The results are what is rated and ranked; the column is only said to differ."""
    if not found:
        return []
    quoted = "; ".join(f"{name} (line {line}) {given:g} in the column, {total:g} from the results"
                       for name, line, given, total in found[:SHOWN])
    more = f"; and {len(found) - SHOWN:,} more" if len(found) > SHOWN else ""
    return [FileWarning(
        code="trf_points_differ",
        what=f"the points column (81-84) differs from the sum of the player's results: {quoted}"
             f"{more}. The results are used",
        rows=tuple(line for _, line, _, _ in found), column="points",
        players=tuple(name for name, _, _, _ in found),
        value=f"{found[0][2]:g} / {found[0][3]:g}")]


def count_warnings(header: dict[str, str], lines: dict[str, int], *, listed: int,
                   players: int, rated: int, fide_rated: int) -> list[FileWarning]:
    """062 (number of players) against the player lines (bye markers counted or not), 072
    (number of rated players) against the players with a rating, or with a rating and a FIDE ID
    (files differ: a national rating is rated too); blank counts are not checked."""
    out = []
    checks = (("062", "number of players", (listed, players),
               f"{listed:,} player lines" + (f" ({players:,} players)" if players != listed
                                             else "")),
              ("072", "number of rated players", (rated, fide_rated),
               f"{rated:,} players with a rating ({fide_rated:,} of them with a FIDE ID)"))
    for code, what, agreeing, found in checks:
        given = whole_number(header.get(code, ""))
        if given is None or given in agreeing:
            continue
        out.append(FileWarning(
            code=f"trf_{code}_differs",
            what=f"line {code} gives {given:,} as the {what}, but the file has {found}: the "
                 "player lines are used",
            rows=(lines[code],), column=code, value=str(given)))
    return out


def rank_warning(ranked: Sequence[tuple[int, int, float, str]]) -> list[FileWarning]:
    """Final ranks (86-89) that put a player above one with more points: (rank, line, points,
    name) of every player with a rank. Ties may fall either way; more points ranked lower may
    not."""
    order = sorted(ranked)
    wrong = [(low, high) for high, low in itertools.pairwise(order)
             if low[2] > high[2] + 1e-9]
    if not wrong:
        return []
    low, high = wrong[0]
    return [FileWarning(
        code="trf_rank_order",
        what=f"the final ranks (columns 86-89) put {high[3]} (rank {high[0]}, {high[2]:g} "
             f"points) above {low[3]} (rank {low[0]}, {low[2]:g} points)"
             + (f", and {len(wrong) - 1:,} more such pair{'s' if len(wrong) > 2 else ''}"
                if len(wrong) > 1 else "")
             + ": ranks are not used for rating",
        rows=tuple(sorted({line for pair in wrong for _, line, _, _ in pair})),
        column="rank", value=f"{high[0]} / {low[0]}")]


_YEAR_FIRST = re.compile(r"(\d{4})(?:[/.-](\d{1,2})[/.-](\d{1,2})|[/.-]?(\d{2})[/.-]?(\d{2}))?")


def birth_year(text: str) -> float | None:
    """The year of a TRF birth date (70-79), written YYYY/MM/DD (or YYYY, YYYYMMDD) with a real
    month and day; None when it is written another way (six digits, day first: '120242' is 12
    Feb 1942 or 2042; eight digits day first: '19121995' is not 1912 month 19), which cannot be
    read as a year without guessing. '1995/00/00' is the year alone."""
    found = _YEAR_FIRST.fullmatch(text.strip())
    if not found or not 1880 <= int(found.group(1)) <= 2100:
        return None
    month, day = found.group(2) or found.group(4), found.group(3) or found.group(5)
    year_only = month is not None and int(month) == int(day) == 0  # '1995/00/00'
    if month is not None and not year_only and not (1 <= int(month) <= 12 and
                                                    1 <= int(day) <= 31):
        return None
    return float(found.group(1))


def birth_warning(unread: Sequence[tuple[int, str, str]]) -> list[FileWarning]:
    """Birth dates (line, name, text) that are not year first: the junior K rule then treats the
    player as born unknown (no junior K), which is said, never guessed."""
    if not unread:
        return []
    return [FileWarning(
        code="trf_birth_date_unread",
        what=f"{len(unread):,} birth date{'s are' if len(unread) > 1 else ' is'} not written "
             "year first (TRF: YYYY/MM/DD, columns 70-79), e.g. "
             f"'{unread[0][2]}' for {unread[0][1]}: no birth year is read for "
             f"{'them' if len(unread) > 1 else 'this player'}, so no junior K applies",
        rows=tuple(line for line, _, _ in unread), column="birth date",
        players=tuple(name for _, name, _ in unread), value=unread[0][2])]


USED_HEADERS = ("012", "042", "052", "062", "072", "132")  # header lines whose value is read


def stray_lines(lines: Sequence[tuple[int, str]]) -> tuple[list[Problem], list[FileWarning]]:
    """Lines with no TRF code (the '###' comments and blank lines aside): one that holds a
    player line pushed off column 1 is a problem (the player would be lost); the others are
    one `trf_line_ignored` warning naming them."""
    problems = [Problem(message="a player line must start with '001' in column 1; this one is "
                        "pushed right, so the player would be lost", line=number, column="001",
                        value=line.strip()[:30])
                for number, line in lines if line.lstrip().startswith("001 ")]
    others = [number for number, line in lines if not line.lstrip().startswith("001 ")]
    warnings = [FileWarning(code="trf_line_ignored",
                            what=f"{len(others):,} line{'s have' if len(others) > 1 else ' has'} "
                                 "no TRF code (001 player, 012 to 132 header, XXA extension) and "
                                 f"{'are' if len(others) > 1 else 'is'} not read",
                            rows=tuple(others))] if others else []
    return problems, warnings


def repeated_headers(repeats: Sequence[tuple[str, int, str, str]]) -> list[FileWarning]:
    """A header line read for the rating (name, dates, counts) given again with another value:
    (code, line, first value, other value); the first is used."""
    return [FileWarning(code="trf_header_repeated",
                        what=f"line {code} is given again with another value ('{other}'; the "
                             f"first, '{first}', is used)",
                        rows=(number,), column=code, value=other)
            for code, number, first, other in repeats if code in USED_HEADERS]


def same_names(players: Sequence[tuple[str, int, int]]) -> list[Problem]:
    """Two player lines with one name (name, rank, line): they would be rated as one player."""
    first: dict[str, tuple[int, int]] = {}
    problems = []
    for name, rank, line in players:
        if name in first:
            problems.append(Problem(
                message=f"'{name}' has two player lines (rank {first[name][0]} on line "
                        f"{first[name][1]}, rank {rank} here): they would be rated as one "
                        "player; tell them apart in the name", line=line, column="name",
                value=name))
        else:
            first.setdefault(name, (rank, line))
    return problems
