"""One result vocabulary: a player's own result, and what is refused with its reason."""

from __future__ import annotations

import pytest

from elo_core.io.cells.results import RESULTS, UNRATED_WORDS, normalise_result, one_side


@pytest.mark.parametrize(("text", "points"), [
    ("1", 1.0), ("W", 1.0), ("won", 1.0), ("½", 0.5), ("=", 0.5), ("remis", 0.5), ("0,5", 0.5),
    ("0", 0.0), ("l", 0.0), ("lost", 0.0)])
def test_a_players_own_result(text: str, points: float) -> None:
    assert one_side(text) == (points, "")


@pytest.mark.parametrize(("text", "why"), [
    ("+", "'+' is a forfeit (not played, so not rated)"),
    ("-", "'-' is a forfeit (not played, so not rated)"),
    ("--", "'--' is a double forfeit"),
    ("1-0", "'1-0' is a game's result from white's side"),
    ("1/2-1/2", "'1/2-1/2' is a game's result from white's side"),
    ("2", "'2' is not a result (use 1, 0.5 or 0); or w, d, l")])
def test_what_is_not_a_players_own_result_says_why(text: str, why: str) -> None:
    points, said = one_side(text)
    assert points is None
    assert said.startswith(why)


def test_plus_and_minus_are_forfeits_in_a_game_file() -> None:
    """A file's '+' and '-' (as a TRF writes them): not played, the points counted."""
    assert RESULTS[normalise_result(" + ")] == (1.0, 0.0, False, "forfeit")
    assert RESULTS[normalise_result("-")] == (0.0, 1.0, False, "forfeit")


def test_unrated_words_are_one_set() -> None:
    assert {"", "-", "unr", "nr", "unrated", "n/r"} <= UNRATED_WORDS
