"""The tag-pair scanner finds the same games, tags and first lines as `chess.pgn.read_headers`."""

from __future__ import annotations

import io

import chess.pgn
from hypothesis import given, settings
from hypothesis import strategies as st

from elo_core.io.pgn.scan import ScannedGame, _chess_games, scan_games


def _by_chess(text: str) -> list[dict[str, str]]:
    handle, games = io.StringIO(text), []
    while (headers := chess.pgn.read_headers(handle)) is not None:
        games.append(dict(headers))
    return games


LINES = st.sampled_from([
    '[Event "Club"]', '[White "Ann"]', '[Black "Bo"]', '[Result "1-0"]', '[Round "2.1"]',
    '[White "x "y" z"]   ', '[Black "late"]\r', "[Broken tag", '[1x "ok"]', ' [White "indented"]',
    "", "   ", "\r", "1. e4 e5 2. Nf3 1-0", "1. d4 { a comment", "still inside } 1/2-1/2",
    "{ open", "} closed", "1. c4 ; rest { ignored", "[Not a tag in movetext]", "0-1",
])


@settings(max_examples=400, deadline=None)
@given(st.lists(LINES, max_size=30), st.booleans())
def test_scanner_agrees_with_chess(lines: list[str], final_newline: bool) -> None:
    """Same number of games, same tags per game, on any mix of tags, blanks, moves, comments."""
    text = "\n".join(lines) + ("\n" if final_newline else "")
    scanned = list(scan_games(text))
    assert [g.tags for g in scanned] == _by_chess(text)
    assert scanned == list(_chess_games(text))  # the lines too, as the reader counted them


def test_two_tag_blocks_one_blank_apart_are_one_game() -> None:
    """As `chess.pgn`: tags, one blank line, more tags: still the first game's tags."""
    text = '[White "a"]\n\n[Black "b"]\n\n1. e4 1-0\n\n\n[White "c"]\n'
    assert list(scan_games(text)) == [
        ScannedGame(tags={"White": "a", "Black": "b"}, line=1, ending="1-0"),
        ScannedGame(tags={"White": "c"}, line=8)]


def test_open_comment_runs_over_a_blank_line() -> None:
    """A brace comment left open swallows the blank line and the tags after it."""
    text = '[White "a"]\n\n1. e4 { note\n\n[White "hidden"]\n} 1-0\n\n[White "b"]\n\n1. d4 0-1\n'
    assert list(scan_games(text)) == [ScannedGame(tags={"White": "a"}, line=1, ending="1-0"),
                                      ScannedGame(tags={"White": "b"}, line=8, ending="0-1")]


def test_escape_lines_are_read_by_chess() -> None:
    """A '%' line between tags is skipped, as the PGN standard says (read with `chess.pgn`)."""
    text = '[White "a"]\n% escaped\n[Black "b"]\n\n1. e4 1-0\n'
    assert list(scan_games(text)) == [
        ScannedGame(tags={"White": "a", "Black": "b"}, line=1, ending="1-0")]


def test_lines_are_where_each_game_starts() -> None:
    """Line numbers count from 1 and point at each game's first tag, blank lines included."""
    text = '\n\n[White "a"]\n[Black "b"]\n\n1. e4 1-0\n\n\n\n[White "c"]\n\n1. d4 0-1\n'
    assert [g.line for g in scan_games(text)] == [3, 10]
