"""A class round robin as typed: pupils with ratings or none, a grid of results in a compact
code, the teacher's edits (mirror cells filled or checked), and FIDE's Berger tables."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from elo_core.errors import InputError
from elo_core.io.cells.results import one_side

MIN_PUPILS, MAX_PUPILS, MAX_NAME = 3, 10, 24
LOW, HIGH = 100, 3000  # the ratings a pupil may be given
BLANK = ("", "-", "–", "·")  # a cell not yet played
# the code's letter for the row pupil's score against the column's; '-' not yet played
_LETTER = {1.0: "1", 0.5: "h", 0.0: "0", None: "-"}
_SCORE = {letter: score for score, letter in _LETTER.items()}
SHOWN = {1.0: "1", 0.5: "½", 0.0: "0", None: ""}  # a cell as the grid shows it

Scores = tuple[tuple[float | None, ...], ...]  # [i][j]: i's score against j (None: not played)


@dataclass(frozen=True, kw_only=True, slots=True)
class Pupil:
    """A pupil in the tournament: a name and a rating (None: unrated)."""

    name: str
    rating: int | None


def parse_pupils(text: str) -> tuple[Pupil, ...]:
    """Pupils one per line or separated by commas, each a name with its rating after it
    ('Ana 1200') or without one (unrated); 3 to 10 of them, each name once."""
    pupils = []
    for entry in (e.strip() for e in text.replace("\n", ",").split(",")):
        if not entry:
            continue
        name, _, last = entry.rpartition(" ")
        rating = None
        if name.strip() and last.isdigit():
            rating = int(last)
            if not LOW <= rating <= HIGH:
                raise InputError(f"'{entry}': a rating is from {LOW} to {HIGH}, got {rating} "
                                 "(leave it out for an unrated pupil)")
        else:
            name = entry
        name = name.strip()
        if len(name) > MAX_NAME:
            raise InputError(f"the name '{name[:MAX_NAME]}…' is longer than {MAX_NAME} characters")
        pupils.append(Pupil(name=name, rating=rating))
    names = [p.name for p in pupils]
    if not MIN_PUPILS <= len(pupils) <= MAX_PUPILS:
        raise InputError(f"a class tournament has from {MIN_PUPILS} to {MAX_PUPILS} pupils, "
                         f"got {len(pupils)}")
    twice = sorted({n for n in names if names.count(n) > 1})
    if twice:
        raise InputError(f"each name once, please: {', '.join(twice)} is there twice")
    return tuple(pupils)


def pupils_text(pupils: Sequence[Pupil]) -> str:
    """The pupils as typed (the inverse of `parse_pupils`)."""
    return ", ".join(p.name if p.rating is None else f"{p.name} {p.rating}" for p in pupils)


def _pairs(n: int) -> list[tuple[int, int]]:
    """Every pair i < j, column by column: a pupil added at the end adds pairs at the end."""
    return [(i, j) for j in range(1, n) for i in range(j)]


def empty(n: int) -> Scores:
    """A grid of `n` pupils with no game played."""
    return tuple((None,) * n for _ in range(n))


def _set(grid: list[list[float | None]], i: int, j: int, score: float | None) -> None:
    grid[i][j] = score
    grid[j][i] = None if score is None else 1.0 - score


def decode(code: str, n: int) -> Scores:
    """The grid from its code: one letter per pair (0 v 1, 0 v 2, 1 v 2, 0 v 3 ...), the lower
    number's score: 1, h (a draw), 0, or - (not played). A short code leaves the rest unplayed."""
    pairs = _pairs(n)
    if len(code) > len(pairs) and code[len(pairs):].strip("-"):
        raise InputError(f"the results code has {len(code)} letters, {n} pupils play "
                         f"{len(pairs)} games")
    grid: list[list[float | None]] = [[None] * n for _ in range(n)]
    for number, (letter, (i, j)) in enumerate(zip(code, pairs, strict=False), start=1):
        if letter not in _SCORE:
            raise InputError(f"the results code's letter {number} is '{letter}': use 1, h, 0 "
                             "or -")
        _set(grid, i, j, _SCORE[letter])
    return tuple(tuple(row) for row in grid)


def encode(scores: Scores) -> str:
    """The grid's code (trailing unplayed games left out: '' is a fresh grid)."""
    return "".join(_LETTER[scores[i][j]] for i, j in _pairs(len(scores))).rstrip("-")


def carry_over(scores: Scores, old: Sequence[str], new: Sequence[str]) -> Scores:
    """The grid for a changed list of pupils: each game between two pupils still there kept
    (by name), games of a pupil taken out dropped, a new pupil's games unplayed."""
    grid: list[list[float | None]] = [[None] * len(new) for _ in new]
    at = {name: k for k, name in enumerate(old)}
    for i, a in enumerate(new):
        for j, b in enumerate(new):
            if i != j and a in at and b in at:
                grid[i][j] = scores[at[a]][at[b]]
    return tuple(tuple(row) for row in grid)


def _cell_score(text: str, where: str) -> float | None:
    cleaned = text.strip()
    if cleaned in BLANK:
        return None
    points, why = one_side(cleaned)
    if points is None:
        raise InputError(f"{where}: {why}; or leave it blank until the game is played")
    return points


def apply_edits(scores: Scores, edits: Mapping[tuple[int, int], str],
                names: Sequence[str]) -> Scores:
    """The grid after the teacher's typed cells ((row, column): text). A typed cell sets its
    game and fills the mirror cell; when both cells of a game are typed they must agree (1 and
    0, ½ and ½): otherwise the message names both cells."""
    grid = [list(row) for row in scores]
    typed: dict[tuple[int, int], float | None] = {}
    for (i, j), text in sorted(edits.items()):
        where = f"row {names[i]}, column {names[j]}"
        if i == j:
            if str(text).strip() not in BLANK:
                raise InputError(f"{where}: a pupil does not play themselves; leave it blank")
            continue
        typed[(i, j)] = _cell_score(str(text), where)
    for (i, j), score in typed.items():
        if (j, i) in typed:
            mirror = typed[(j, i)]
            agree = (score is None and mirror is None) or \
                (score is not None and mirror is not None and score + mirror == 1.0)
            if not agree:
                raise InputError(
                    f"row {names[i]}, column {names[j]} says {SHOWN[score] or 'blank'} but row "
                    f"{names[j]}, column {names[i]} says {SHOWN[mirror] or 'blank'}: the two "
                    "scores of a game add up to 1 (1 and 0, ½ and ½)")
        _set(grid, i, j, score)
    return tuple(tuple(row) for row in grid)


def berger(n: int) -> tuple[tuple[tuple[int, int], ...], ...]:
    """FIDE's Berger tables for `n` pupils (numbered 0..n-1 in the order typed): the rounds,
    each a tuple of (white, black); with an odd number, the one paired with the missing last
    number sits out (that game is left out)."""
    seats = n + n % 2
    last = seats - 1
    rounds = []
    for r in range(seats - 1):
        top = (r * (seats // 2)) % (seats - 1)  # who meets the last number this round
        games = [(top, last) if r % 2 == 0 else (last, top)]
        games += [((top + s) % (seats - 1), (top - s) % (seats - 1))
                  for s in range(1, seats // 2)]
        rounds.append(tuple((w, b) for w, b in games if w < n and b < n))
    return tuple(rounds)
