"""PGN reader: events, unrated players and unfinished games."""

from __future__ import annotations

from elo_core.io import read_event_file
from tests.support.real_files import REAL


def test_pgn_events_and_unrated() -> None:
    """Several events in one PGN stay several events; missing Elo means unrated."""
    event = read_event_file((REAL / "twic-232-games.pgn").read_bytes(), source="t.pgn")
    counts = event.games.groupby("event", observed=True).size().to_dict()
    assert counts == {"Anti-cheating Blitz Cup": 77, "Chebanenko Memorial": 45,
                      "IM Not A GM Speed Chess": 20, "Lindores Abbey Final 8": 24,
                      "Lindores Abbey Prelim": 66}
    assert int(event.games["white_rating"].isna().sum()) == 4
    lichess = read_event_file((REAL / "lichess-8-games.pgn").read_bytes(), source="l.pgn")
    assert lichess.games["time_control"].iloc[0] == "180+0"
    assert lichess.games["source_line"].iloc[1] == 21


def test_pgn_unfinished_game_skipped_with_line() -> None:
    """A '*' game is skipped with its line; the others are read."""
    pgn = (b'[Event "E"]\n[White "a"]\n[Black "b"]\n[Result "1-0"]\n\n1. e4 1-0\n\n'
           b'[Event "E"]\n[White "c"]\n[Black "d"]\n[Result "*"]\n\n1. e4 *\n')
    event = read_event_file(pgn, source="x.pgn")
    assert len(event.games) == 1
    assert event.skipped[0].line == 8

