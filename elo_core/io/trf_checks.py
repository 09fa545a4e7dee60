"""TRF round blocks checked by column: each character, and both lines of a game agreeing."""

from __future__ import annotations

from collections.abc import Collection

from elo_core.errors import Problem
from elo_core.io.numbers import whole_number

COLOURS = frozenset("wbWB- ")
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
            found.append(Problem(message=f"'{colour}' at column {column + 5} is not a colour "
                                 "(w, b or -)", line=number, column=label, value=colour))
        if code != " " and code.upper() not in codes:
            found.append(Problem(message=f"'{code}' at column {column + 7} is not a TRF result "
                                 "code (1 = 0 + - W D L H F U Z)", line=number, column=label,
                                 value=code))
        if code == " " and (whole_number(block[:4]) or 0) > 0:
            found.append(Problem(message=f"opponent {block[:4].strip()} but no result: column "
                                 f"{column + 7} is blank (the line may be cut short)",
                                 line=number, column=label, value=""))
    return found
