"""PGN game kinds: standard chess rated; variants and set-up positions left out; forfeits."""

from __future__ import annotations

import numpy as np

from elo_core.io.pgn.kinds import moveless_forfeits, unrated_kinds

START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"


def _array(*values: str) -> np.ndarray:
    return np.array(values, dtype=object)


def test_standard_games_are_kept_and_others_left_out_one_warning_a_kind() -> None:
    keep, skipped, warnings = unrated_kinds(
        _array("", "Standard", "Chess960", "", "", "Crazyhouse"),
        _array("", "", "1", "1", "1", ""),
        _array("", "", "", START, "8/8/8/8/8/8/8/K6k w - - 0 1", ""),
        np.array([1, 10, 20, 30, 40, 50]))
    assert keep.tolist() == [True, True, False, True, False, False]
    assert [p.line for p in skipped] == [20, 40, 50]
    assert [(w.value, w.rows) for w in warnings] == [
        ("Chess960", (20,)), ("a set-up start position (FEN)", (40,)), ("Crazyhouse", (50,))]


def test_a_moveless_game_is_a_forfeit_only_beside_games_with_moves() -> None:
    """Event A: one game with moves, one without (a forfeit); event B: none with moves."""
    forfeit, warnings = moveless_forfeits(
        _array("A", "A", "B", "B"), np.array([True, False, False, False]),
        np.array([True, True, True, True]), np.array([1, 12, 20, 30]))
    assert forfeit.tolist() == [False, True, False, False]
    assert [(w.code, w.rows) for w in warnings] == [
        ("pgn_forfeit_no_moves", (12,)), ("pgn_results_only", (20,))]
