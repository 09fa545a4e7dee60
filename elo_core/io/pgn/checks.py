"""What a PGN says twice or hides: a Result tag against the result the moves end with, and brace
comments left open (swallowing games, or running to the end of the file)."""

from __future__ import annotations

import re

import numpy as np
import pandas as pd

from elo_core.errors import FileWarning, Problem
from elo_core.io.pgn.comments import OpenComment

ENDING_POINTS = {"1-0": (1.0, 0.0), "0-1": (0.0, 1.0), "1/2-1/2": (0.5, 0.5)}
# A result, then a tag on the same line: two files joined (`cat`), the first without a last newline.
_JOINED = re.compile(r'(?:^|(?<=[\s)}]))(1-0|0-1|1/2-1/2|\*)[^\S\n]*(\[[A-Za-z0-9_]+[^\S\n]+")')


def joined_games(text: str) -> list[Problem]:
    """A game's tags starting on the line its previous game's result ends: said as what it is
    (two files joined), not as the games' missing names and results that follow from it."""
    return [Problem(message=f"a game's tags start right after the previous game's result "
                            f"'{m.group(1)}' on the same line (two PGN files joined, the first "
                            "not ending with a line break?): put a blank line between them",
                    line=text.count("\n", 0, m.start()) + 1, value=m.group(2))
            for m in _JOINED.finditer(text)]


_TAG_NAME = re.compile(r'^[^\S\n]*\[([A-Za-z][A-Za-z0-9_]*)[^\S\n]+"', re.MULTILINE)
NEEDED_TAGS = ("White", "Black", "Result")  # without them a game cannot be rated


def cased_tags(text: str) -> list[Problem]:
    """Tag names that are a needed tag in another case ('[white "..."]'): PGN tag names are
    case-sensitive, so the game has no White tag; said as that, not as a missing name. One
    problem per spelling, at its first line."""
    wanted = {tag.lower(): tag for tag in NEEDED_TAGS}
    first: dict[str, int] = {}
    for m in _TAG_NAME.finditer(text):
        name = m.group(1)
        if name not in NEEDED_TAGS and name.lower() in wanted and name not in first:
            first[name] = text.count("\n", 0, m.start()) + 1
    return [Problem(message=f"tag '{name}' is written in another case: PGN tag names are "
                    f"case-sensitive, so the game has no '{wanted[name.lower()]}' tag; write "
                    f"[{wanted[name.lower()]} \"...\"]", line=line, column=name, value=name)
            for name, line in first.items()]


def pair_codes(first: list[str], second: list[str]) -> tuple[np.ndarray, list[tuple[str, str]]]:
    """Each row's code for its (first, second) pair of texts, and the distinct pairs (so a check
    runs once per pair, not once per game)."""
    first_codes, first_values = pd.factorize(np.asarray(first, dtype=object))
    second_codes, second_values = pd.factorize(np.asarray(second, dtype=object))
    size = max(len(second_values), 1)
    codes, keys = pd.factorize(first_codes.astype(np.int64) * size + second_codes)
    return codes, [(str(first_values[key // size]), str(second_values[key % size]))
                   for key in np.asarray(keys).tolist()]


def result_warnings(tags: list[str], endings: list[str], white: np.ndarray,
                    lines: np.ndarray) -> list[FileWarning]:
    """One warning per (Result tag, moves' ending) pair that disagree, naming every game's line;
    the game is rated from its Result tag (what PGN readers take as the result)."""
    differing: dict[tuple[str, str], list[int]] = {}
    given = np.flatnonzero(np.asarray(endings, dtype=object) != "")
    if not len(given):
        return []
    codes, pairs = pair_codes(np.asarray(tags, dtype=object)[given].tolist(),
                              np.asarray(endings, dtype=object)[given].tolist())
    for k, (tag_text, ending) in enumerate(pairs):
        tag = tag_text.strip()
        rows = given[codes == k]
        points = ENDING_POINTS.get(ending)
        first_points = white[rows[0]]  # (one tag text: one score)
        if points is not None and (np.isnan(first_points) or points[0] == first_points):
            continue  # agreeing, or a Result tag that is no result (a problem already)
        differing[tag, ending] = [int(lines[i]) for i in rows]
    return [
        FileWarning(
            code="result_differs",
            what=f"the Result tag says '{tag}' but the moves end with '{ending}' "
                 f"({len(rows)} game{'s' if len(rows) > 1 else ''}): rated from the Result tag; "
                 "correct whichever is wrong",
            rows=tuple(rows), column="Result", value=f"{tag} / {ending}")
        for (tag, ending), rows in differing.items()]


def comment_findings(found: list[OpenComment]) -> tuple[list[Problem], list[FileWarning]]:
    """A comment swallowing a tag line is a problem (the games inside it would be lost); one that
    only runs to the end of the file is a warning (the last moves and result are not seen)."""
    problems = [
        Problem(message=f"a comment opened with '{{' on line {c.line} is still open at line "
                        f"{c.tag_line}, where a game's tags start ('{c.tag}'): every game up "
                        "to its '}' would be lost; close the comment",
                line=c.line, column="movetext", value="{")
        for c in found if c.tag_line is not None]
    warnings = [
        FileWarning(code="comment_unclosed",
                    what=f"a comment opened with '{{' on line {c.line} is never closed: the "
                         "rest of the file is inside it (the game's tags are read; its last "
                         "moves and final result are not seen)",
                    rows=(c.line,), column="movetext", value="{")
        for c in found if c.tag_line is None]
    return problems, warnings
