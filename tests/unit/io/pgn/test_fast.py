"""The pyarrow path for PGN tags gives what the tag-pair scanner and `chess.pgn` give, on every
PGN of the test data and on generated files, and declines every layout it cannot take whole."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import chess.pgn
import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from elo_core.errors import FileError
from elo_core.io.games import decode
from elo_core.io.pgn import read as pgn_module
from elo_core.io.pgn.comments import has_open_comment, open_comments
from elo_core.io.pgn.fast import TagColumns, fast_tags
from elo_core.io.pgn.read import TAGS, read_pgn
from elo_core.io.pgn.scan import scan_games
from tests.support.real_files import REAL

ROOT = Path(__file__).resolve().parents[4]
FOLDERS = (ROOT / "tests" / "data", ROOT / "elo_core" / "data")
PGN_FILES = sorted({p for folder in FOLDERS if folder.is_dir() for p in folder.rglob("*.pgn")})
sys.path.insert(0, str(ROOT / "scripts"))
from make_big_pgn import make_pgn  # noqa: E402


def _scanned(text: str) -> TagColumns:
    games = list(scan_games(text))
    return TagColumns(tags={t: np.array([g.tags.get(t, "") for g in games], dtype=object)
                            for t in TAGS},
                      lines=np.array([g.line for g in games], dtype=np.int64),
                      endings=np.array([g.ending for g in games], dtype=object),
                      moves=np.array([g.moves for g in games], dtype=bool))


def _same(fast: TagColumns, slow: TagColumns) -> None:
    assert fast.lines.tolist() == slow.lines.tolist()
    assert fast.endings.tolist() == slow.endings.tolist()
    assert fast.moves.tolist() == slow.moves.tolist()
    for tag in TAGS:
        assert fast.tags[tag].tolist() == slow.tags[tag].tolist(), tag


def _exact(data: bytes) -> object:
    """read_pgn by the scanner alone: its games table and warnings, or its problems."""
    saved = pgn_module.fast_tags
    pgn_module.fast_tags = lambda text, names, data=None: None  # type: ignore[assignment]
    try:
        return _outcome(data)
    finally:
        pgn_module.fast_tags = saved


def _outcome(data: bytes) -> object:
    try:
        event = read_pgn(data, source="f.pgn")
    except FileError as error:
        return [str(p) for p in error.problems]
    return event.games, [str(w) for w in event.warnings], [str(p) for p in event.skipped]


def test_there_are_pgn_files_to_compare() -> None:
    assert len(PGN_FILES) >= 25


@pytest.mark.parametrize("path", PGN_FILES, ids=[p.name for p in PGN_FILES])
def test_the_fast_path_gives_the_scanner_s_tags_and_the_same_games_table(path: Path) -> None:
    """Same tags, lines and endings when it takes the file; the same games table (or the same
    problems) from read_pgn either way."""
    data = path.read_bytes()
    text = decode(data)
    fast = fast_tags(text, TAGS)
    if fast is not None:
        _same(fast, _scanned(text))
    quick, exact = _outcome(data), _exact(data)
    if isinstance(exact, list):
        assert quick == exact
    else:
        assert isinstance(quick, tuple)
        assert isinstance(exact, tuple)
        pd.testing.assert_frame_equal(quick[0], exact[0])
        assert quick[1:] == exact[1:]


@pytest.mark.parametrize("name", ["twic-232-games.pgn", "lichess-8-games.pgn"])
def test_real_files_take_the_fast_path(name: str) -> None:
    path = REAL / name
    assert fast_tags(decode(path.read_bytes()), TAGS) is not None


def test_the_benchmark_season_takes_the_fast_path_and_agrees() -> None:
    """200 games in 10 events as scripts/make_big_pgn.py writes them."""
    text = make_pgn(200, 10)
    fast = fast_tags(text, TAGS)
    assert fast is not None
    assert len(fast.lines) == 200
    _same(fast, _scanned(text))


GAME = '[Event "E"]\n[White "a"]\n[Black "b"]\n[Result "1-0"]\n\n1. e4 e5 1-0\n\n'


@pytest.mark.parametrize(("why", "text"), [
    ("escape line", GAME + '% escaped\n' + GAME),
    ("';' comment", GAME.replace("1. e4", "1. e4 ; note")),
    ("'[' line inside a comment", GAME.replace("1. e4", "1. e4 {\n[%clk 0:01] }")),
    ("tag line inside a comment", GAME.replace("1. e4", "1. e4 {\n") + '[White "x"]\n}\n'),
    ("comment never closed", GAME + GAME.replace("1. e4", "1. e4 { open")),
    ("tags split by a blank line", GAME.replace('[Black "b"]\n', '\n[Black "b"]\n')),
    ("moves right after the tags", GAME.replace('"1-0"]\n\n', '"1-0"]\n')),
    ("moves split by a blank line", GAME.replace("1. e4 e5", "1. e4\n\ne5")),
    ("a game without moves", '[White "a"]\n\n\n' + GAME),
    ("moves without tags", "1. e4 1-0\n\n" + GAME),
    ("an indented tag", GAME.replace('[White', ' [White')),
    ("a tab after the tag name", GAME.replace('[White "', '[White\t"')),
    ("two spaces after the tag name", GAME.replace('[White "', '[White  "')),
    ("a lone carriage return", GAME.replace("1. e4 e5", "1. e4\re5")),
    ("a backslash in a value", GAME.replace('"a"', '"a\\\\b"')),
    ("a no-break space", GAME.replace("1. e4", "1.\u00a0e4")),
])
def test_layouts_the_fast_path_declines(why: str, text: str) -> None:
    assert fast_tags(text, TAGS) is None, why
    if text.isascii():  # (read_pgn hands over an ASCII file's bytes, not decoded)
        assert fast_tags(text.encode("ascii"), TAGS) is None, why


def test_several_tags_on_one_line_read_as_chess_reads_them() -> None:
    """One tag line holding two tags: the first tag's value runs to the last '"]' (as
    chess.pgn's expression reads it), on both paths."""
    text = GAME.replace('[White "a"]\n[Black "b"]', '[White "a"] [Black "b"]')
    fast = fast_tags(text, TAGS)
    assert fast is not None
    assert fast.tags["White"].tolist() == ['a"] [Black "b']
    _same(fast, _scanned(text))


TAG_LINES = st.sampled_from([
    '[Event "Club"]', '[White "Ann"]', '[Black "Bo"]', '[Result "1-0"]', '[Result "*"]',
    '[Round "2.1"]', '[White "x "y" z"]   ', '[Date "2024.??.??"]', '[WhiteElo "1,850"]',
    '[Black "late"]\r', '[1x "ok"]', '[White ""]', '[EventDate "2023.01.02"]',
])
MOVE_LINES = st.sampled_from([
    "1. e4 e5 2. Nf3 1-0", "1. d4 { a comment } d5", "0-1", "1/2-1/2", "*", "1. c4 {c} 1-0",
    "2. Nf3 Nc6 (2... d6) 0-1", "{ note }", "1. e4 1-0   ", "3. Bb5 {", "} a6 1-0",
])


@st.composite
def usual_files(draw: st.DrawFn) -> str:
    """Games of tag lines, one blank line, movetext lines; games apart by one to three blanks."""
    games = []
    for _ in range(draw(st.integers(1, 5))):
        tags = draw(st.lists(TAG_LINES, min_size=1, max_size=6))
        moves = draw(st.lists(MOVE_LINES, min_size=1, max_size=3))
        gap = "\n" * draw(st.integers(1, 3))
        games.append("\n".join(tags) + "\n\n" + "\n".join(moves) + "\n" + gap)
    newline = draw(st.sampled_from(["\n", "\r\n"]))
    return "".join(games).replace("\n", newline)


def _by_chess(text: str) -> list[dict[str, str]]:
    handle, games = io.StringIO(text), []
    while (headers := chess.pgn.read_headers(handle)) is not None:
        games.append(dict(headers))
    return games


@settings(max_examples=300, deadline=None)
@given(usual_files())
def test_fast_path_agrees_with_chess_and_the_scanner(text: str) -> None:
    """On any file it takes: chess.pgn's tags per game, the scanner's lines and endings."""
    fast = fast_tags(text, TAGS)
    if fast is None:
        return  # declined (an open brace among the movetext lines): the scanner reads it
    by_chess = _by_chess(text)
    assert len(by_chess) == len(fast.lines)
    for tag in TAGS:
        assert fast.tags[tag].tolist() == [game.get(tag, "") for game in by_chess], tag
    _same(fast, _scanned(text))


@pytest.mark.parametrize(("why", "text"), [
    ("an escape line first", "% escaped\n" + GAME),
    ("a tab before a tag", GAME.replace('[Black', '\t[Black')),
    ("a form feed in the movetext", GAME.replace("1. e4 e5", "1. e4\x0ce5")),
    ("a carriage return beside CRLF line ends", GAME.replace("\n", "\r\n").replace("e4", "e4\r")),
])
def test_layouts_declined_from_the_bytes_too(why: str, text: str) -> None:
    """The same layouts are declined when the file's bytes are given beside its text."""
    assert fast_tags(text, TAGS, text.encode("utf-8")) is None, why


@pytest.mark.parametrize(("why", "text"), [
    ("lines of spaces between games", GAME + "   \n \t\n" + GAME),
    ("a line of spaces after the last game, no line end", GAME + GAME + "  "),
    ("CRLF line ends", (GAME + GAME).replace("\n", "\r\n")),
    ("indented movetext", GAME.replace("1. e4", "  1. e4")),
    ("no line end after the last result", GAME + GAME.rstrip("\n")),
    ("names outside ASCII", GAME.replace('"a"', '"Ødegård"')),
])
def test_bytes_or_text_the_same_tags_as_the_scanner(why: str, text: str) -> None:
    """Given the bytes beside the text, the text alone, or an ASCII file's bytes alone (as
    read_pgn does): the scanner's tags, lines and endings, blank lines of spaces and CRLF ends
    included."""
    given: list[tuple[str | bytes, bytes | None]] = [(text, None), (text, text.encode("utf-8"))]
    if text.isascii():
        given.append((text.encode("ascii"), None))
    for read, data in given:
        fast = fast_tags(read, TAGS, data)
        assert fast is not None, why
        _same(fast, _scanned(text))


@pytest.mark.parametrize("path", PGN_FILES, ids=[p.name for p in PGN_FILES])
def test_an_ascii_file_s_bytes_read_as_its_text(path: Path) -> None:
    """read_pgn reads an ASCII file from its bytes, never decoded unless needed: the same tags,
    lines and endings as from its text (or declined alike), and the same open comments."""
    data = path.read_bytes()
    if not data.isascii():
        return
    text = decode(data)
    from_text, from_bytes = fast_tags(text, TAGS, data), fast_tags(data, TAGS)
    assert (from_bytes is None) == (from_text is None)
    if from_text is not None and from_bytes is not None:
        _same(from_bytes, from_text)
    assert open_comments(data) == open_comments(text)
    assert has_open_comment(data) == has_open_comment(text)


@pytest.mark.parametrize("text", [
    GAME + GAME.replace("1. e4", "1. e4 { open"),
    GAME.replace("1. e4", "1. e4 {\n") + '[White "x"]\n}\n',
    GAME.replace("1. e4", "1. e4 { closed }"),
    GAME,
])
def test_open_comments_found_alike_in_an_ascii_file_s_bytes(text: str) -> None:
    found = open_comments(text)
    assert open_comments(text.encode("ascii")) == found
    assert has_open_comment(text.encode("ascii")) == has_open_comment(text)


def test_a_byte_order_mark_is_not_read_as_a_character_of_the_first_tag() -> None:
    """A UTF-8 file with a BOM: its bytes are not its text's, so the text is what is read."""
    data = b"\xef\xbb\xbf" + (GAME + GAME).encode("utf-8")
    fast = fast_tags(decode(data), TAGS, data)
    assert fast is not None
    assert fast.tags["Event"].tolist() == ["E", "E"]
    assert fast.lines.tolist() == [1, 8]
