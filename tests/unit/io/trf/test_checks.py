"""TRF pairing checks: the two lines of one game must agree on the opponent and the result
(refused otherwise) and should agree on the colours (warned otherwise)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from elo_core.cli import main as cli_main
from elo_core.errors import FileError
from elo_core.io import read_event_file

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "data" / "hostile"))
from make_corpus import block, trf, trf_line

NAMES = ("Ann", "Bo", "Cy", "Di")


def _event(rounds: list[list[tuple[int, str, str]]]) -> bytes:
    """Four players; rounds[i] holds player i+1's (opponent, colour, result) per round."""
    return trf([trf_line(i + 1, NAMES[i], str(2000 - 100 * i),
                         [block(*played) for played in rounds[i]]) for i in range(len(rounds))])


def _colour_warnings(data: bytes) -> list[tuple[str, tuple[int, ...], tuple[str, ...], str]]:
    event = read_event_file(data, source="t.trf")
    return [(w.code, w.rows, w.players, w.value) for w in event.warnings]


def test_a_game_whose_two_lines_give_opposite_colours_is_no_warning() -> None:
    """Ann (w) beats Bo (b), Cy (b) draws Di (w): no warning, Di is White."""
    data = _event([[(2, "w", "1")], [(1, "b", "0")], [(4, "b", "=")], [(3, "w", "=")]])
    event = read_event_file(data, source="t.trf")
    assert event.warnings == ()
    assert event.games[["white", "black"]].to_numpy().tolist() == [["Ann", "Bo"], ["Di", "Cy"]]


def test_both_white_is_a_warning_and_the_lower_rank_is_white() -> None:
    """Ann (rank 1, line 3) and Bo (rank 2, line 4) both 'w': trf_same_colour on lines 3 and 4;
    Ann is White, the result (1-0) and the ratings are read as usual."""
    data = _event([[(2, "w", "1")], [(1, "w", "0")]])
    assert _colour_warnings(data) == [("trf_same_colour", (3, 4), ("Ann", "Bo"), "w / w")]
    event = read_event_file(data, source="t.trf")
    assert event.games[["white", "black", "white_score"]].to_numpy().tolist() == \
        [["Ann", "Bo", 1.0]]
    assert "round 1: Ann (line 3) and Bo (line 4) both White" in event.warnings[0].what


def test_both_black_is_a_warning_and_the_other_player_is_white() -> None:
    """Ann and Cy both 'b' in round 2 (lines 3 and 5); Bo (w) v Di (b) and round 1 are sound.
    Ann's line is used: Ann Black, so Cy is White."""
    data = _event([[(2, "w", "1"), (3, "b", "0")], [(1, "b", "0"), (4, "w", "=")],
                   [(4, "w", "1"), (1, "b", "1")], [(3, "b", "0"), (2, "b", "=")]])
    assert _colour_warnings(data) == [("trf_same_colour", (3, 5), ("Ann", "Cy"), "b / b")]
    event = read_event_file(data, source="t.trf")
    assert "round 2: Ann (line 3) and Cy (line 5) both Black." in event.warnings[0].what
    round_2 = event.games[event.games["round"] == "2"]
    assert round_2[["white", "black"]].to_numpy().tolist() == [["Bo", "Di"], ["Cy", "Ann"]]


def test_a_colour_left_blank_on_one_side_is_no_warning() -> None:
    """Ann 'w', Bo '-': only one side says a colour, nothing contradicts."""
    assert _colour_warnings(_event([[(2, "w", "1")], [(1, "-", "0")]])) == []


def test_more_than_five_clashes_are_quoted_five_then_counted() -> None:
    """Six rounds of Ann v Bo, both White each time: five quoted, 'and 1 more'."""
    data = trf([trf_line(1, "Ann", "2000", [block(2, "w", "1")] * 6),
                trf_line(2, "Bo", "1900", [block(1, "w", "0")] * 6)])
    event = read_event_file(data, source="t.trf")
    (warning,) = event.warnings
    assert warning.what.count("both White") == 5
    assert "; and 1 more." in warning.what


def test_the_json_and_the_page_table_carry_the_code(capsys: pytest.CaptureFixture[str],
                                                     tmp_path: Path) -> None:
    """`field --json` lists trf_same_colour with its rows and players."""
    path = tmp_path / "both_white.trf"
    path.write_bytes(_event([[(2, "w", "1")], [(1, "w", "0")]]))
    assert cli_main(["field", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [(w["code"], w["where"]["rows"], w["value"]) for w in out["warnings"]] == \
        [("trf_same_colour", [3, 4], "w / w")]


def test_a_player_paired_twice_in_one_round_is_refused() -> None:
    """Ann and Cy both name Bo in round 1, Bo's line names Ann: Cy's line is refused (line 5)."""
    data = _event([[(2, "w", "1")], [(1, "b", "0")], [(2, "w", "1")]])
    with pytest.raises(FileError) as caught:
        read_event_file(data, source="t.trf")
    assert [(p.line, p.column) for p in caught.value.problems] == [(5, "round 1")]
    assert "Cy meets 2, but Bo's line says opponent 1" in caught.value.problems[0].message


@pytest.mark.parametrize(("mine", "theirs"), [("1", "1"), ("0", "0"), ("=", "1"), ("+", "0")])
def test_two_sides_that_disagree_on_the_result_are_refused(mine: str, theirs: str) -> None:
    """Ann's line and Bo's line must give 1/0, =/=, +/-: anything else is refused on line 3."""
    with pytest.raises(FileError) as caught:
        read_event_file(_event([[(2, "w", mine)], [(1, "b", theirs)]]), source="t.trf")
    assert [(p.line, p.column) for p in caught.value.problems] == [(3, "round 1")]
    assert "the two results must agree" in caught.value.problems[0].message
