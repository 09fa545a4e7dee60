"""FIDE IDs beside the games: exact IDs and warnings on small files, and the vectorised reading
equal to a plain group-by reference on every event file of the test data and on 100,000-game
files whose players have their own IDs or share them."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from elo_core.errors import FileError, Problem
from elo_core.io import read_event_file
from elo_core.io.csv import read as csv_module
from elo_core.io.fide_ids import with_fide_ids
from elo_core.io.games import empty_players
from elo_core.io.pgn import read as pgn_module
from tests.support.reference_readers import reference_fide_ids

ROOT = Path(__file__).resolve().parents[3]
FOLDERS = (ROOT / "tests" / "data", ROOT / "elo_core" / "data")
EVENT_FILES = sorted({p for folder in FOLDERS if folder.is_dir()
                      for pattern in ("*.pgn", "*.csv") for p in folder.rglob(pattern)})
sys.path.insert(0, str(ROOT / "scripts"))
from make_big_pgn import make_real_pgn  # noqa: E402


def _read(data: bytes, source: str) -> object:
    """The players table and the warnings of a file, or its problems."""
    try:
        event = read_event_file(data, source=source, max_mb=200)
    except FileError as error:
        return [str(p) for p in error.problems]
    return event.players, [str(w) for w in event.warnings]


def _by_reference(data: bytes, source: str, monkeypatch: pytest.MonkeyPatch) -> object:
    with monkeypatch.context() as patch:
        patch.setattr(pgn_module, "with_fide_ids", reference_fide_ids)
        patch.setattr(csv_module, "with_fide_ids", reference_fide_ids)
        return _read(data, source)


def _same(data: bytes, source: str, monkeypatch: pytest.MonkeyPatch) -> None:
    quick, plain = _read(data, source), _by_reference(data, source, monkeypatch)
    if isinstance(plain, list):
        assert quick == plain
        return
    assert isinstance(quick, tuple)
    assert isinstance(plain, tuple)
    pd.testing.assert_frame_equal(quick[0], plain[0])
    assert quick[0].index.dtype == plain[0].index.dtype
    assert quick[1] == plain[1]


def test_there_are_files_to_compare() -> None:
    assert len(EVENT_FILES) >= 60


@pytest.mark.parametrize("path", EVENT_FILES, ids=[p.name for p in EVENT_FILES])
def test_every_file_gives_the_reference_s_players_and_warnings(
        path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _same(path.read_bytes(), path.name, monkeypatch)


@pytest.mark.parametrize("shared_ids", [False, True], ids=["own IDs", "shared IDs"])
def test_a_real_shaped_file_gives_the_reference_s(
        shared_ids: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    """10,000 of TWIC's games (its 175 players, each with a FIDE ID) copied 43 times and 24 games
    more: 7,537 players, each copy's players with IDs of their own (7,537 IDs, no warning), or
    every copy under TWIC's IDs (each of the 175 IDs then given to 43 or 44 players, warned)."""
    data = make_real_pgn(10_000, shared_ids=shared_ids).encode()
    _same(data, "season.pgn", monkeypatch)
    event = read_event_file(data, source="season.pgn")
    assert len(event.players) == 7_537
    assert event.players["fide_id"].nunique() == (175 if shared_ids else 7_537)
    shared = [w for w in event.warnings if w.code == "fide_id_shared"]
    assert len(shared) == (175 if shared_ids else 0)
    assert {len(w.players) for w in shared} == ({43, 44} if shared_ids else set())


def _side(names: list[str], ids: list[str]) -> tuple[np.ndarray, object, str]:
    return np.array(names, dtype=object), np.array(ids, dtype=object), "WhiteFideId"


def test_two_ids_for_one_player_and_one_id_for_two_players_are_warned() -> None:
    """Ann gives 100 then 0100 (the same ID) then 200: 100 is kept, one warning with lines 1
    and 3; Bo and Cy share 300: one warning; '0', '-' and '' are no ID; 'x1' is a problem."""
    problems: list[Problem] = []
    out, warnings = with_fide_ids(empty_players(), [
        _side(["Ann", "Ann", "Ann", "Bo", "Cy", "Di"], ["100", "0100", "200", "300", "300", "0"]),
        (np.array(["Eve", "Fay", "Gus", "Hal", "Ivy", "Jo"], dtype=object),
         np.array(["-", "", "x1", "400", "300", "400"], dtype=object), "BlackFideId")],
        np.arange(1, 7, dtype=np.int64), problems)
    assert out["fide_id"].to_dict() == {"Ann": "100", "Bo": "300", "Cy": "300", "Hal": "400",
                                        "Ivy": "300", "Jo": "400"}
    assert [(w.code, w.rows, w.column, w.value) for w in warnings] == [
        ("fide_id_differs", (1, 3), "WhiteFideId", "200"),
        ("fide_id_shared", (4, 5, 5), "WhiteFideId", "300"),
        ("fide_id_shared", (4, 6), "BlackFideId", "400")]
    assert warnings[1].players == ("Bo", "Cy", "Ivy")
    assert [(p.line, p.column, p.value) for p in problems] == [(3, "BlackFideId", "x1")]


names = st.sampled_from(["", "Ann", "Bo", "Cy", "Di", "Eve"])
ids = st.sampled_from(["", "0", "00", "-", "7", "07", "8", "9", "x", " 8 ", "٣", "²", "1 2"])


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(names, ids, names, ids), min_size=1, max_size=12))
def test_any_small_file_gives_the_reference_s(rows: list[tuple[str, str, str, str]]) -> None:
    lines = np.arange(1, len(rows) + 1, dtype=np.int64)
    sides = [(np.array([r[0] for r in rows], dtype=object),
              np.array([r[1] for r in rows], dtype=object), "white_id"),
             (np.array([r[2] for r in rows], dtype=object),
              np.array([r[3] for r in rows], dtype=object), "black_id")]
    quick_problems: list[Problem] = []
    plain_problems: list[Problem] = []
    quick = with_fide_ids(empty_players(), sides, lines, quick_problems)
    plain = reference_fide_ids(empty_players(), sides, lines, plain_problems)
    pd.testing.assert_frame_equal(quick[0], plain[0])
    assert quick[1] == plain[1]
    assert quick_problems == plain_problems


def test_a_digit_that_is_no_decimal_digit_is_not_an_id() -> None:
    """'²' (a superscript two, a digit to str.isdigit but no number to int) is a problem with its
    row and column, not a crash; '٣' (an Arabic-Indic three) is the ID 3; '007' is 7."""
    problems: list[Problem] = []
    out, _ = with_fide_ids(empty_players(), [
        (np.array(["a", "b", "c"], dtype=object), np.array(["²", "٣", "007"], dtype=object),
         "white_id")], np.array([2, 3, 4], dtype=np.int64), problems)
    assert out["fide_id"].to_dict() == {"b": "3", "c": "7"}
    assert [(p.line, p.column, p.value) for p in problems] == [(2, "white_id", "²")]


def test_an_id_given_to_hundreds_of_players_is_one_readable_sentence() -> None:
    """One ID given to 432 players: the sentence names the first five and counts the other 427;
    the JSON's `where` lists the first 20 names and lines and counts the rest; the warning
    itself keeps all 432 names (for the page's table)."""
    players = [f"Player {i:03d}" for i in range(432)]
    _, warnings = with_fide_ids(empty_players(), [
        _side(players, ["4100018"] * 432)], np.arange(2, 434, dtype=np.int64), [])
    (shared,) = warnings
    assert shared.what == ("FIDE ID 4100018 is given to 432 players (Player 000, Player 001, "
                           "Player 002, Player 003, Player 004 and 427 more): each is looked up "
                           "under it")
    where = shared.as_json()["where"]
    assert where == {"rows": list(range(2, 22)), "more_rows": 412, "column": "WhiteFideId",
                     "players": players[:20], "more_players": 412}
    assert len(shared.players) == 432
    assert str(shared).startswith("rows 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, "
                                  "18, 19, 20, 21 and 412 more, column 'WhiteFideId': FIDE ID")


def test_a_player_given_many_ids_names_the_first_five() -> None:
    _, warnings = with_fide_ids(empty_players(), [
        _side(["Ann"] * 7, [str(100 + i) for i in range(7)])],
        np.arange(1, 8, dtype=np.int64), [])
    assert [w.what for w in warnings] == [
        "'Ann' is given 7 FIDE IDs (100, 101, 102, 103, 104 and 2 more): the first, 100, is used"]
