"""What a reader found, in sentences: the Karl-Mala file's 284 lines and 283 players; no
'0 rounds', no 'over the board' for games that may have been played online."""

from __future__ import annotations

from elo_core.io import read_event_file
from elo_core.io.summary import ReadSummary, read_summary
from tests.support.real_files import REAL


def test_summary_explains_284_lines_but_283_players() -> None:
    """Karl-Mala lists 284 player lines; one ('spielfrei', line 297) is the bye marker."""
    event = read_event_file((REAL / "karl-mala-2005.trf").read_bytes(), source="k")
    summary = read_summary(event)
    assert (summary.listed_players, summary.players, summary.games_played, summary.rows,
            summary.rounds) == (284, 283, 970, 982, 7)
    assert summary.sentences()[1] == ("The file lists 284 player lines, 283 of them players: "
                                      "line 297 ('spielfrei') is the bye marker, not a player.")
    assert summary.not_played == (("forfeit", 10), ("zero-point bye (blank)", 1),
                                  ("forfeit win", 1))


def test_file_without_round_numbers_says_so() -> None:
    """The lichess PGN has no round numbers: 'no round numbers in the file', never '0 rounds';
    its 8 games are 'played', not 'played over the board'."""
    pgn = REAL / "lichess-8-games.pgn"
    sentences = read_summary(read_event_file(pgn.read_bytes(), source=pgn.name)).sentences()
    assert "no round numbers in the file" in sentences[0]
    assert "0 rounds" not in " ".join(sentences)
    assert "over the board" not in " ".join(sentences)
    assert any(s.startswith("8 games played (each counted once)") for s in sentences)


def test_big_counts_read_with_thousands_separators() -> None:
    """200,000 games, 10,000 players; five events of up to 10 rounds are '50 in all', not '50
    rounds' (no event has 50)."""
    summary = ReadSummary(format="csv (games)", events=5, players=10_000, listed_players=None,
                          without_games=tuple(f"P{i}" for i in range(1_200)), rows=201_500,
                          games_played=200_000, not_played=(("forfeit", 1_500),), rounds=50,
                          most_rounds=10, skipped=())
    assert summary.sentences() == [
        "Read a games CSV: 5 events (up to 10 rounds each, 50 in all), 10,000 players.",
        "1,200 listed players played no game and are not rated.",
        "200,000 games played (each counted once); 201,500 rows in all.",
        "Not played, so not rated (points still counted): 1,500 forfeit."]


def test_rounds_of_several_events_are_not_summed_into_one_count() -> None:
    """E1 has rounds 1-3, E2 round 1 only: up to 3 rounds each, 4 in all."""
    text = ("white,black,white_rating,black_rating,result,round,event\n"
            "A,B,1800,1700,1,1,E1\nA,C,1800,1600,1,2,E1\nB,C,1700,1600,0,3,E1\n"
            "D,E,1500,1500,=,1,E2\n")
    summary = read_summary(read_event_file(text.encode(), source="two.csv"))
    assert (summary.rounds, summary.most_rounds) == (4, 3)
    assert summary.sentences()[0] == ("Read a games CSV: 2 events (up to 3 rounds each, 4 in "
                                      "all), 5 players.")


def test_a_rounds_csv_reads_as_one_players_rounds() -> None:
    text = "round,opponent,opponent_rating,result\n1,X,1700,1\n2,Y,1650,0.5\n"
    event = read_event_file(text.encode(), source="r.csv", player="Me", player_rating=1800)
    assert read_summary(event).sentences()[0] == (
        "Read one player's rounds (CSV): 1 event, 2 rounds, 3 players.")
