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



GAME = ('[Event "E"]\n[Date "2025.03.01"]\n[White "{w}"]\n[Black "{b}"]\n[WhiteElo "{we}"]\n'
        '[BlackElo "{be}"]\n[Result "{r}"]\n\n1. e4 e5 {r}\n\n')


def test_an_unknown_elo_leaves_that_game_out_and_rates_the_rest() -> None:
    """Game 2 (line 11) has [WhiteElo "?"] and game 3 (line 21) [BlackElo "?"]: lichess's
    'unknown'. Neither side of either is rated from them: both left out, one rating_unknown per
    tag naming the game and line; games 1 and 4 are read (was: the whole file refused)."""
    text = (GAME.format(w="Ann Berg", b="Bob Cole", we="1800", be="1700", r="1-0")
            + GAME.format(w="Cid Dahl", b="Ann Berg", we="?", be="1800", r="0-1")
            + GAME.format(w="Bob Cole", b="Dan Eck", we="1700", be="?", r="1/2-1/2")
            + GAME.format(w="Dan Eck", b="Cid Dahl", we="-", be="1650", r="1-0"))
    event = read_event_file(text.encode(), source="e.pgn")
    assert event.games["source_line"].tolist() == [1, 31]
    assert event.games["white_rating"].isna().tolist() == [False, True]  # ('-': unrated)
    said = [(w.code, w.rows, w.column, w.value, w.unit) for w in event.warnings]
    assert said == [("rating_unknown", (11,), "WhiteElo", "?", "line"),
                    ("rating_unknown", (21,), "BlackElo", "?", "line")]
    assert event.warnings[0].what == (
        "WhiteElo '?' (unknown) in game 2 (line 11): left out, since a game with a rating "
        "unknown cannot be rated for either side (unknown is not unrated: write '-' or leave "
        "the tag out for an unrated player)")
    assert [(p.line, p.column, p.message) for p in event.skipped] == [
        (11, "WhiteElo", "game 2: WhiteElo '?' (unknown): not rated"),
        (21, "BlackElo", "game 3: BlackElo '?' (unknown): not rated")]


def test_an_unfinished_game_with_an_unknown_elo_is_said_once() -> None:
    """Game 2 is unfinished ('*') and has WhiteElo '?': skipped as unfinished only."""
    text = (GAME.format(w="Ann Berg", b="Bob Cole", we="1800", be="1700", r="1-0")
            + GAME.format(w="Cid Dahl", b="Ann Berg", we="?", be="1800", r="*"))
    event = read_event_file(text.encode(), source="e.pgn")
    assert [w.code for w in event.warnings] == []
    assert [p.message for p in event.skipped] == ["unfinished game (result '*') not rated"]
