"""TRF player lines by column: colours are lower case (w, b, -) and result codes upper case
(1 = 0 + - W D L H F U Z), as FIDE's TRF-16 writes them; a code in the other case is no rule
the tool has, so it is refused with its line and column, laid out or shifted."""

from __future__ import annotations

import pytest

from elo_core.errors import Problem
from elo_core.io.trf.lines import player_line

# Ann's line as `convert` writes it: rank 1, rating 1800, 2.0 points, place 1; rounds from 92.
ANN = f"001    1      {'Ann Berg':<33} 1800{'':>28} 2.0    1 "


def _problems(rounds: str) -> list[Problem]:
    problems: list[Problem] = []
    player_line(ANN + rounds, 6, problems)
    return problems


def test_lower_case_codes_are_read() -> None:
    """'    2 w 1     4 b =' is two rounds: opponent 2 as White won, opponent 4 as Black drew."""
    problems: list[Problem] = []
    player = player_line(ANN + "    2 w 1     4 b =", 6, problems)
    assert problems == []
    assert player is not None
    assert player.rounds == ((2, "w", "1"), (4, "b", "="))


@pytest.mark.parametrize(("rounds", "column", "message"), [
    ("    2 W 1     4 b =", "round 1",
     "'W' at column 97 is not a colour: TRF writes colours in lower case (w, b or -)"),
    ("    2 w 1     4 B =", "round 2",
     "'B' at column 107 is not a colour: TRF writes colours in lower case (w, b or -)"),
    ("    2 w 1     4 b d", "round 2",
     "'d' at column 109 is not a TRF result code: TRF writes result codes in upper case "
     "(1 = 0 + - W D L H F U Z)"),
    ("    0 - h     4 b =", "round 1",
     "'h' at column 99 is not a TRF result code: TRF writes result codes in upper case "
     "(1 = 0 + - W D L H F U Z)"),
])
def test_a_code_in_the_wrong_case_is_refused_in_its_column(rounds: str, column: str,
                                                           message: str) -> None:
    """Was read case-blind ('W' as 'w', 'd' as 'D'): now one problem at line 6, the round."""
    found = _problems(rounds)
    assert [(p.line, p.column, p.message) for p in found] == [(6, column, message)]


@pytest.mark.parametrize(("rounds", "value", "message"), [
    ("   2  W 1   4  b =", "W",
     "'W' at column 97 is not a colour: TRF writes colours in lower case (w, b or -)"),
    ("   2  w 1   4  b f", "f",
     "'f' at column 108 is not a TRF result code: TRF writes result codes in upper case "
     "(1 = 0 + - W D L H F U Z)"),
    ("  2 W 1 4 b =", "W",  # (whitespace collapsed: read by the loose pattern)
     "'W' at column 95 is not a colour: TRF writes colours in lower case (w, b or -)"),
])
def test_the_wrong_case_in_shifted_blocks_is_refused_too(rounds: str, value: str,
                                                         message: str) -> None:
    """Blocks off their columns are read loosely; a wrong-case code there is refused the same
    way, at the column where it stands."""
    found = _problems(rounds)
    assert [(p.line, p.value, p.message) for p in found] == [(6, value, message)]
