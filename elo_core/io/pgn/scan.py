"""PGN tag-pair scanner: each game's tags and first line, movetext skipped, as `chess.pgn` reads
them (same game boundaries, same tags), at a fraction of the cost.

The file is cut into paragraphs (runs of non-blank lines) by one regular expression; a game is a
paragraph of tag lines, optionally followed after at most one blank line by its movetext paragraph.
What `chess.pgn.read_headers` does with odd layouts is followed exactly: a tag block followed by one
blank line and another tag block is one game; a paragraph without tags is a game without tags; a
brace comment left open runs over blank lines. Files with lines starting with '%' or ';' (escape and
comment lines, which change where tags end) are read with `chess.pgn` itself.
"""

from __future__ import annotations

import importlib
import io
import re
from collections.abc import Iterator
from dataclasses import dataclass

_PARAGRAPH = re.compile(r"[^\S\n]*\S[^\n]*(?:\n[^\S\n]*\S[^\n]*)*")
_TAG = re.compile(r'^\[([A-Za-z0-9][A-Za-z0-9_+#=:-]*)[^\S\n]+"([^\r\n]*)"\][^\S\n]*$',
                  re.MULTILINE)
_BLANK_LINES = re.compile(r"\n(?:[^\S\n]*\n)+")  # the newline ending a line, then blank lines
_NOT_TAG_LINE = re.compile(r"\n(?!\[)")
_COMMENT_MARK = re.compile(r"[;{}]")
# the game termination marker ending a game's text (its movetext's last token)
_ENDING = re.compile(r"(?:^|(?<=[\s)}]))(1-0|0-1|1/2-1/2|\*)\s*\Z")


@dataclass(frozen=True, kw_only=True, slots=True)
class ScannedGame:
    """One game's tags (name -> value, the last one wins), the line its tags start on, and the
    result its movetext ends with ('1-0', '0-1', '1/2-1/2', '*'; "" when it ends with none)."""

    tags: dict[str, str]
    line: int
    ending: str = ""


def ending_of(game_text: str) -> str:
    """The game termination marker a game's text ends with ("" when there is none)."""
    text = game_text.rstrip()
    found = _ENDING.search(text, max(len(text) - 8, 0))
    return "" if found is None else found.group(1)


def scan_games(text: str) -> Iterator[ScannedGame]:
    """Every game in a PGN text, in file order."""
    if text.startswith(("%", ";")) or "\n%" in text or "\n;" in text:  # escape/comment lines
        yield from _chess_games(text)
        return
    paragraphs = _paragraphs(text)
    i, n = 0, len(paragraphs)
    counted_to, line_at, previous_end = 0, 1, 0
    while i < n:
        start, end = paragraphs[i]
        game_start, tag_text = start, ""
        movetext: str | None = None
        while text.startswith("[", start):
            block = text[start:end]
            cut = None if block.count("\n") == block.count("\n[") else \
                _NOT_TAG_LINE.search(block)
            if cut is not None:
                tag_text += block[:cut.start()] + "\n"
                movetext = block[cut.start() + 1:]
                break
            tag_text += block + "\n"
            if i + 1 == n or text.count("\n", end, paragraphs[i + 1][0]) != 2:
                break  # two blank lines (or the end) after the tags: a game without moves
            i += 1  # one blank line: more tags, or the movetext
            start, end = paragraphs[i]
        else:
            movetext = text[start:end]
        anchor = game_start if tag_text else text.find("[", previous_end)
        anchor = max(anchor, counted_to)
        line_at += text.count("\n", counted_to, anchor)
        counted_to = anchor
        if movetext is not None and _comment_open(movetext, opened=False):
            while i + 1 < n:  # a brace comment runs over blank lines until it closes
                i += 1
                if not _comment_open(text[paragraphs[i][0]:paragraphs[i][1]], opened=True):
                    break
        previous_end = paragraphs[i][1]
        i += 1
        yield ScannedGame(tags=dict(_TAG.findall(tag_text)), line=line_at,
                          ending=ending_of(text[game_start:previous_end]))


def _paragraphs(text: str) -> list[tuple[int, int]]:
    """(start, end) of every run of non-blank lines, the end before its last newline.

    The runs of blank lines are found first (a search for newlines, fast); only the text before
    the first and after the last of them can hold blank lines at its edges.
    """
    gaps = [(m.start(), m.end()) for m in _BLANK_LINES.finditer(text)]
    if not gaps:
        return [(m.start(), m.end()) for m in _PARAGRAPH.finditer(text)]
    head = [(m.start(), m.end()) for m in _PARAGRAPH.finditer(text, 0, gaps[0][0])]
    middle = [(gaps[k][1], gaps[k + 1][0]) for k in range(len(gaps) - 1)]
    tail = [(m.start(), m.end()) for m in _PARAGRAPH.finditer(text, gaps[-1][1])]
    return head + middle + tail


def _comment_open(movetext: str, *, opened: bool) -> bool:
    """Whether a brace comment is still open at the end of these movetext lines."""
    if ";" not in movetext:  # then the last brace decides
        last = max(movetext.rfind("{"), movetext.rfind("}"))
        return opened if last < 0 else movetext[last] == "{"
    for line in movetext.split("\n"):
        for mark in _COMMENT_MARK.findall(line):
            if mark == "{":
                opened = True
            elif mark == "}":
                opened = False
            elif not opened:  # ';' outside a comment: the rest of the line is a comment
                break
    return opened


def _chess_games(text: str) -> Iterator[ScannedGame]:
    """The `chess` package's own reader, for files with escape or comment lines (loaded here,
    on first need: importing it costs a tenth of a second that CSV, TRF and plain PGN files
    never need)."""
    pgn = importlib.import_module("chess.pgn")
    handle = io.StringIO(text)
    counted_to, line_at = 0, 1
    position = handle.tell()
    while True:
        headers = pgn.read_headers(handle)
        if headers is None:
            return
        after = handle.tell()
        anchor = max(text.find("[", position), counted_to)
        line_at += text.count("\n", counted_to, anchor)
        counted_to = anchor
        yield ScannedGame(tags=dict(headers), line=line_at,
                          ending=ending_of(text[position:after].rstrip()))
        position = after
