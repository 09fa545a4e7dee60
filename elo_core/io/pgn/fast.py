"""PGN tags read column-wise in pyarrow, for files in the usual layout; None for any other file,
which the tag-pair scanner (pgn_scan) reads as `chess.pgn` does.

The file's lines become one pyarrow string array straight from the text's bytes and the offsets
of its newlines (no line is copied out in Python), each line is classed as a tag line
(`starts_with("[")`), a blank line or a movetext line, every tag line is checked by one regular
expression, and each asked tag's value is cut out of the lines that start '[Name "'. The usual
layout, checked on the whole file before anything is read this way:

- every game is a run of tag lines, one blank line, a run of movetext lines; games are apart by
  blank lines, and only blank lines come before the first (so no game without tags or moves, no
  tags split by a blank line, no movetext split by a blank line);
- every line starting with '[' is one whole tag written '[Name "value"]' (one space), and no line
  starts with spaces before a '[';
- no ';' anywhere and no line starting with '%' (comments and escapes that change where tags end),
  no '\\' (an escape inside a tag value), no brace comment left open or holding a tag line (the
  probe of pgn_comments), no carriage return but in CRLF line ends, no whitespace outside ASCII
  (the two regular-expression engines class it differently), no NUL and no control character
  that Python counts as whitespace.

Where it holds, a game's tags, first line and ending are those `scan_games` gives (tested on every
PGN of the test data and by a property test against `chess.pgn`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np
import pyarrow as pa  # type: ignore[import-untyped]
import pyarrow.compute as pc  # type: ignore[import-untyped]

from elo_core.io.pgn.comments import has_open_comment
from elo_core.io.pgn.scan import ONLY_RESULT, has_moves

_ONE_TAG = r'^\[[A-Za-z0-9][A-Za-z0-9_+#=:-]* "[^\r\n]*"\]$'  # (trailing spaces cut first)
_ENDING = r"(?:^|[ \t\f)}])(?P<ending>1-0|0-1|1/2-1/2|\*)$"
_EXCLUDED = b";\\\x00\x01\x0b\x0c\x1c\x1d\x1e\x1f"  # (and '%' starting a line, '\r' alone)
_KEPT = bytes(b for b in range(256) if b not in _EXCLUDED + b"\r")
_OTHER_WHITESPACE = re.compile("[\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]")
_INDENTED = re.compile(rb"[ \t]+(?:(?P<bracket>\[)|\n|\Z)")  # at a line's start: '[' or blank
_LAYOUT = re.compile(r"[bB]?(?:TbM(?:[bB]|\Z))+")  # runs: T tags, b one blank, B blanks, M movetext
TAG, BLANK, MOVES = 0, 1, 2
NEWLINE, PERCENT, SPACE, HTAB = ord("\n"), ord("%"), ord(" "), ord("\t")


@dataclass(frozen=True, kw_only=True, slots=True, eq=False)
class TagColumns:
    """Per game (in file order): each asked tag's value ("" when absent; the last one wins),
    the line its tags start on, and the result its movetext ends with ("" when none)."""

    tags: dict[str, np.ndarray]
    lines: np.ndarray
    endings: np.ndarray
    moves: np.ndarray  # bool: False where the movetext is a result alone (scan.ONLY_RESULT)


def fast_tags(text: str | bytes, names: tuple[str, ...], data: bytes | None = None
              ) -> TagColumns | None:
    """The asked tags of every game, or None when the file is not in the usual layout. `data`:
    the bytes `text` was decoded from, used as they are when they are its ASCII; `text` may be
    those bytes themselves when they are ASCII (not decoded at all)."""
    raw = _plain_bytes(text, data)
    if raw is None or has_open_comment(text):
        return None
    arr = np.frombuffer(raw, dtype=np.uint8)
    newlines = np.flatnonzero(arr == NEWLINE)
    offsets = np.concatenate([[0], newlines + 1, [len(raw)] if raw and raw[-1] != NEWLINE
                              else []]).astype(np.int32)
    firsts = arr[offsets[:-1][np.diff(offsets) > 0]]  # each non-empty line's first byte
    if (firsts == PERCENT).any():
        return None  # an escape line
    spaced = False  # a line of spaces alone (rare: then blank lines are found by trimming)
    for start in offsets[:-1][(firsts == SPACE) | (firsts == HTAB)].tolist():
        found = _INDENTED.match(raw, start)
        if found is not None and found["bracket"]:
            return None  # an indented '[' line
        spaced = spaced or found is not None
    # Every line with its line end (cut where it matters: tag lines, the last movetext lines).
    lines = pa.StringArray.from_buffers(len(offsets) - 1, pa.py_buffer(offsets),
                                        pa.py_buffer(raw))
    kind = np.full(len(lines), MOVES, dtype=np.int8)
    bracket = pc.starts_with(lines, "[").to_numpy(zero_copy_only=False)
    candidates = np.flatnonzero(bracket)
    tag_lines = pc.utf8_rtrim(lines.take(pa.array(candidates)), characters=" \t\n")
    if not pc.all(pc.match_substring_regex(tag_lines, _ONE_TAG)).as_py():
        return None  # a '[' line that is no one whole tag (or spaced otherwise than '[Name "')
    if spaced:
        blank = pc.equal(pc.utf8_trim_whitespace(lines), "").to_numpy(zero_copy_only=False)
    else:
        blank = np.diff(offsets) == 1
        blank[len(newlines):] = False  # (a last line without its line end has a character)
    kind[blank] = BLANK
    kind[candidates] = TAG
    starts = np.flatnonzero(np.r_[True, kind[1:] != kind[:-1]])
    run_kind = kind[starts]
    run_length = np.diff(np.r_[starts, len(kind)])
    symbols = np.array(["T", "B", "M"])[run_kind]
    symbols[(run_kind == BLANK) & (run_length == 1)] = "b"
    if _LAYOUT.fullmatch("".join(symbols.tolist())) is None:
        return None
    return _columns(lines, tag_lines, kind, starts, run_kind=run_kind, run_length=run_length,
                    names=names)


def _plain_bytes(text: str | bytes, data: bytes | None) -> bytes | None:
    """The text as UTF-8 bytes with CRLF line ends as LF, or None when it holds a character
    the usual layout excludes (see the module's docstring; '%' and indents are looked at by
    line)."""
    if isinstance(text, bytes):  # (an ASCII file's own bytes)
        raw, unusual = text, False
    else:
        ascii_data = data is not None and len(data) == len(text) and data.isascii()
        raw = data if ascii_data and data is not None else text.encode("utf-8")
        unusual = not ascii_data and not text.isascii() and \
            _OTHER_WHITESPACE.search(text) is not None
    excluded = raw.translate(None, _KEPT)  # (what is left: the excluded bytes and '\r')
    if excluded.strip(b"\r") or unusual:
        return None
    if excluded:  # carriage returns: CRLF line ends only
        if len(excluded) != raw.count(b"\r\n"):
            return None
        raw = raw.replace(b"\r\n", b"\n")
    return raw


def _texts(values: pa.Array) -> np.ndarray:
    """The values as Python strings, one object per distinct value (a column of 100,000 games
    holds 2 to 76,000 distinct values: 1.8 million strings made for the 18 tags of the
    real-shaped PGN were 0.3 million)."""
    encoded = values.dictionary_encode()
    distinct = np.asarray(encoded.dictionary.to_numpy(zero_copy_only=False), dtype=object)
    texts: np.ndarray = distinct[encoded.indices.to_numpy(zero_copy_only=False)]
    return texts


def _columns(lines: pa.Array, tag_lines: pa.Array, kind: np.ndarray, starts: np.ndarray, *,
             run_kind: np.ndarray, run_length: np.ndarray, names: tuple[str, ...]
             ) -> TagColumns:
    """The tags (from `tag_lines`, every tag line in order) and endings, once the layout has
    been checked."""
    first_lines = starts[run_kind == TAG]
    tag_rows = np.flatnonzero(kind == TAG)
    games = np.searchsorted(first_lines, tag_rows, side="right") - 1
    n = len(first_lines)
    tags: dict[str, np.ndarray] = {}
    for name in names:
        prefix = f'[{name} "'  # (every tag line is '[Name "value"]', checked)
        mine = np.flatnonzero(pc.starts_with(tag_lines, prefix).to_numpy(zero_copy_only=False))
        column = np.full(n, "", dtype=object)
        if len(mine):
            owner = games[mine]
            last = np.r_[owner[1:] != owner[:-1], True]  # the last of a game's repeats wins
            chosen = tag_lines.take(pa.array(mine[last]))
            column[owner[last]] = _texts(pc.utf8_slice_codeunits(chosen, len(prefix), -2))
        tags[name] = column
    move_runs = np.flatnonzero(run_kind == MOVES)
    last_move_lines = starts[move_runs] + run_length[move_runs] - 1
    found = pc.extract_regex(pc.utf8_rtrim_whitespace(lines.take(pa.array(last_move_lines))),
                             _ENDING)
    endings = np.full(n, "", dtype=object)
    matched = pc.is_valid(found).to_numpy(zero_copy_only=False)
    if matched.any():
        endings[np.flatnonzero(matched)] = \
            found.filter(pc.is_valid(found)).field("ending").to_numpy(zero_copy_only=False)
    moves = np.ones(n, dtype=bool)
    single = np.flatnonzero(run_length[move_runs] == 1)  # a result alone fits on one line
    if len(single):
        alone = pc.match_substring_regex(pc.utf8_rtrim(lines.take(pa.array(
            starts[move_runs][single])), characters="\n"), ONLY_RESULT)
        moves[single[alone.to_numpy(zero_copy_only=False)]] = False
    move_firsts = lines.take(pa.array(starts[move_runs]))
    opened = pc.starts_with(pc.utf8_ltrim_whitespace(move_firsts), "{").to_numpy(
        zero_copy_only=False)  # a result alone on several lines comes after a comment
    for game in np.flatnonzero((run_length[move_runs] > 1) & opened):
        first = int(starts[move_runs[game]])
        text = "".join(lines.slice(first, int(run_length[move_runs[game]])).to_pylist())
        text = text.removesuffix("\n")  # (the lines joined by their line ends, as written)
        moves[game] = has_moves(text)
    return TagColumns(tags=tags, lines=(first_lines + 1).astype(np.int64), endings=endings,
                      moves=moves)
