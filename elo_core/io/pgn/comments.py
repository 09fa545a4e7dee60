"""PGN brace comments left open: one that swallows later games' tags, or runs to the end of the
file, found with the line it opens on (a PGN reader follows the comment silently).

A quick probe finds every candidate: a '{' with no '{' or '}' after it until a tag line, or until
the end of the file. Every real case matches it (the last '{' before the tag line inside an open
comment is such a '{'), and it is linear (the text between two braces is scanned once). Only when
it matches is the file walked mark by mark, as a PGN reader does: tag lines and '%' lines outside
a comment are skipped whole, ';' ends the line outside a comment, '{' opens a comment that the
next '}' closes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_TAG_LINE = r"\n[^\S\n]*\[[A-Za-z0-9][A-Za-z0-9_+#=:-]*[^\S\n]+\"[^\n]*\"\][^\S\n]*(?=\n|\Z)"
_PROBE = re.compile(r"\{[^{}]*(?:" + _TAG_LINE + r"|\Z)")
_SWALLOWED_TAG = re.compile(_TAG_LINE)
_MARK = re.compile(r"[{;]|^[^\S\n]*[\[%][^\n]*", re.MULTILINE)


@dataclass(frozen=True, kw_only=True, slots=True)
class OpenComment:
    """A '{' opened on `line`; `tag_line` is the first tag line it swallows (None: it runs to the
    end of the file without swallowing one)."""

    line: int
    tag_line: int | None
    tag: str = ""  # the swallowed tag line, as written


def has_open_comment(text: str | bytes) -> bool:
    """Whether the probe finds a '{' that may swallow a tag line or run to the end (a superset of
    what `open_comments` reports: a '{' inside a tag value or a ';' comment matches too). `text`
    may be an ASCII file's bytes (decoded only when they hold a '{')."""
    if isinstance(text, bytes):
        if b"{" not in text:
            return False
        text = text.decode("ascii")
    return "{" in text and _PROBE.search(text) is not None


def open_comments(text: str | bytes) -> list[OpenComment]:
    """Every brace comment that swallows a tag line or is never closed, in file order. `text`
    may be an ASCII file's bytes."""
    if not has_open_comment(text):
        return []
    if isinstance(text, bytes):
        text = text.decode("ascii")
    found: list[OpenComment] = []
    position = 0
    while (mark := _MARK.search(text, position)) is not None:
        if mark.group() == ";":
            newline = text.find("\n", mark.end())
            position = len(text) if newline < 0 else newline
            continue
        if mark.group() != "{":  # a tag or escape line outside a comment
            position = mark.end()
            continue
        close = text.find("}", mark.end())
        inside_end = len(text) if close < 0 else close
        tag = _SWALLOWED_TAG.search(text, mark.end(), inside_end)
        if tag is not None or close < 0:
            line = text.count("\n", 0, mark.start()) + 1
            tag_line = None if tag is None else text.count("\n", 0, tag.start()) + 2
            found.append(OpenComment(line=line, tag_line=tag_line,
                                     tag="" if tag is None else tag.group().strip()))
        if close < 0:
            break
        position = close + 1
    return found
