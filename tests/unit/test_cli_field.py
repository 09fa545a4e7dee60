"""`elo-core field`: the summary of what was read, and exit status 2 listing every problem."""

from __future__ import annotations

from pathlib import Path

import pytest

from elo_core.cli import main

DATA = Path(__file__).resolve().parents[1] / "data"


def test_text_output_starts_with_what_was_read(capsys: pytest.CaptureFixture[str]) -> None:
    """The text table is preceded by the summary: players, rounds, games, byes."""
    assert main(["field", str(DATA / "gros-2010-after-round4.trf")]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[:2] == ["Read a FIDE TRF: 1 event, 5 rounds, 52 players.",
                         "89 games played over the board (each counted once); 118 rows in all."]


def test_bad_file_exits_2_with_every_problem(tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    """Two bad cells: both are on stderr, nothing on stdout, exit status 2."""
    bad = tmp_path / "bad.csv"
    bad.write_text("white,black,white_rating,black_rating,result\nA,B,1500,x,2\n")
    assert main(["field", str(bad), "--json"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "row 2, column 'result': '2' is not a result (use 1, 0.5 or 0)" in captured.err
    assert "row 2, column 'black_rating': 'x' is not a rating" in captured.err
