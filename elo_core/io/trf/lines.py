"""TRF player lines (`001`) read by column: the player's fields and their round blocks."""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np

from elo_core.errors import Problem
from elo_core.io.cells.numbers import whole_number
from elo_core.io.cells.rating_text import LOWEST_RATING, LOWEST_TEXT
from elo_core.io.cells.values import MAX_RATING
from elo_core.io.trf.checks import (
    COLOURS,
    birth_year,
    code_problem,
    colour_problem,
    misplaced_characters,
)

# Result code -> (points, played and rated, note).
CODES: dict[str, tuple[float, bool, str]] = {
    "1": (1.0, True, ""), "=": (0.5, True, ""), "0": (0.0, True, ""),
    "+": (1.0, False, "forfeit win"), "-": (0.0, False, "forfeit loss"),
    "W": (1.0, False, "win in under one move"), "D": (0.5, False, "draw in under one move"),
    "L": (0.0, False, "loss in under one move"), "H": (0.5, False, "half-point bye (H)"),
    "F": (1.0, False, "full-point bye (F)"), "U": (1.0, False, "pairing-allocated bye (U)"),
    "Z": (0.0, False, "zero-point bye (Z)"), "": (0.0, False, "zero-point bye (blank)"),
}
# Both cases are matched, so a code in the wrong case is refused where it stands (_in_case).
_BLOCK = re.compile(r"^\s*(\d{1,4})?\s+([wbWB\-])?\s*([10=+\-WDLHFUZwdlhfuz]?)\s*$", re.ASCII)
_LOOSE = re.compile(r"(\d{1,4})\s+([wbWB\-])(?:\s+([10=+\-WDLHFUZwdlhfuz])(?=\s|$))?",
                    re.ASCII)
TITLES = {"g": "GM", "m": "IM", "f": "FM", "c": "CM", "wg": "WGM", "wm": "WIM", "wf": "WFM",
          "wc": "WCM"}
SEXES = {"m": "M", "f": "F", "w": "F"}


@dataclass(frozen=True, kw_only=True, slots=True)
class Player:
    """One `001` line as read: its fields and round blocks, with the line's number."""

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
    parsed: list[tuple[int, str, str]] = []
    written: list[tuple[str, int, str, int]] = []  # (colour, its column, code, its column)
    for start in range(0, len(section), 10):
        block = section[start:start + 10]
        if not block.strip():
            parsed.append((0, "-", ""))
            written.append(("-", 0, "", 0))
            continue
        match = _BLOCK.match(block)
        if match is None:
            break
        parsed.append((int(match.group(1) or 0), match.group(2) or "-", match.group(3)))
        written.append((match.group(2) or "-", 92 + start + match.start(2), match.group(3),
                        92 + start + match.start(3)))
    else:
        return _in_case(parsed, written, number, problems)
    loose = [(int(m.group(1)), m.group(2), m.group(3) or "")
             for m in _LOOSE.finditer(line[86:])]
    written = [(m.group(2), 87 + m.start(2), m.group(3) or "", 87 + m.start(3))
               for m in _LOOSE.finditer(line[86:])]
    left = _LOOSE.sub(" ", line[86:]).split()
    if left and left[0] == line[85:89].strip():
        left = left[1:]  # (the rank in columns 86-89)
    if (not loose and section.strip()) or left:
        problems.append(Problem(message="the rounds cannot be read (expected 'opponent colour "
                                "result' every 10 columns from column 92)"
                                + (f": '{' '.join(left)[:20]}' is left over" if left else ""),
                                line=number, column="rounds", value=section[:40]))
    return _in_case(loose, written, number, problems)


def _in_case(parsed: list[tuple[int, str, str]], written: list[tuple[str, int, str, int]],
             number: int, problems: list[Problem]) -> tuple[tuple[int, str, str], ...]:
    """The rounds read off shifted blocks, when each colour is lower case and each result code
    upper case as TRF writes them; else none, and a problem at each character's column (the
    blocks are read loosely, never case-blind)."""
    found = []
    for index, (colour, colour_at, code, code_at) in enumerate(written):
        label = f"round {index + 1}"
        if colour not in COLOURS:
            found.append(colour_problem(colour, colour_at, number, label))
        if code not in CODES:
            found.append(code_problem(code, code_at, number, label, CODES))
    problems.extend(found)
    return () if found else tuple(parsed)


def player_line(line: str, number: int, problems: list[Problem]) -> Player | None:
    """The player of a `001` line (None when its rank cannot be read); what is wrong on it is
    added to `problems` with the line's number and the column."""
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
    return Player(rank=rank, name=" ".join(name.split()), rating=rating,
                   birth_year=np.nan if year is None else year, points=points,
                   place=whole_number(_field(line, 86, 89)),
                   rounds=_rounds(line, number, problems), line=number,
                   identity=_identity(line))
