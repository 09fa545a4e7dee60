"""`elo-core analyse`: the interface's JSON keys, labelled text, and exit 2 for bad input."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from tests.unit.cli.cli_runner import Cli


EXAMPLES = Path(__file__).resolve().parents[3] / "elo_core" / "data" / "examples"


CAPO = str(EXAMPLES / "capo-dorso-2012.trfx")


BIN_KEYS = ["gap_from", "gap_to", "games", "expected", "observed", "observed_low",
            "observed_high", "draw_rate"]


def test_analyse_json_has_exactly_the_interface_keys(cli: Cli) -> None:
    """The issue's keys (and the reader's warnings: here the 11 birth dates written day first);
    362 games, 8 bins, a point per K, best K 35."""
    out = cli.json(["analyse", CAPO, "--json", "--k-values", "10,20,35,50"])
    assert list(out) == ["games", "calibration", "scale", "k_scan", "warnings"]
    assert [w["code"] for w in out["warnings"]] == ["trf_birth_date_unread"]
    assert out["games"] == 362
    bins = out["calibration"]
    assert isinstance(bins, list)
    assert len(bins) == 8
    assert all(list(b) == BIN_KEYS for b in bins)
    assert (bins[0]["gap_from"], bins[0]["gap_to"], bins[0]["games"]) == (0, 50, 25)
    assert sum(b["games"] for b in bins) == 362
    assert list(out["scale"]) == ["fitted", "low", "high"]  # type: ignore[arg-type]
    assert out["scale"]["fitted"] == pytest.approx(427.42, abs=0.01)  # type: ignore[index]
    scan = out["k_scan"]
    assert list(scan) == ["best_k", "points"]  # type: ignore[arg-type]
    assert scan["best_k"] == 35.0  # type: ignore[index]
    assert [p["k"] for p in scan["points"]] == [10.0, 20.0, 35.0, 50.0]  # type: ignore[index]
    assert all(list(p) == ["k", "log_loss", "brier"] for p in scan["points"])  # type: ignore


def test_analyse_text_is_labelled(cli: Cli) -> None:
    """The text says what each block is and ends with the best K."""
    code, out, _ = cli.run(["analyse", CAPO, "--bin-width", "100"])
    assert code == 0
    assert out.startswith("362 games played (byes and forfeits left out); 362 with both players")
    assert "The curve against these games" in out
    assert "The divisor that fits these results best is" in out
    assert "Which K fits" in out
    assert "K 35 predicted the results best" in out


def test_too_few_games_exits_2(tmp_path: Path, cli: Cli) -> None:
    """Three games: one line on stderr naming the need and the count, nothing on stdout."""
    small = tmp_path / "three.csv"
    small.write_text("white,black,white_rating,black_rating,result\n"
                     "A,B,1500,1400,1\nB,C,1400,1450,0\nC,A,1450,1500,0.5\n")
    code, out, err = cli.run(["analyse", str(small), "--json"])
    assert code == 2
    assert out == ""
    assert err == ("elo-core: error: the calibration (games with both ratings) needs "
                            "at least 20 games, the file has 3\n")


@pytest.mark.parametrize(("argv", "text"), [
    (["analyse", CAPO, "--k-values", "10,0"], "argument --k-values: must be positive, got 0"),
    (["analyse", CAPO, "--k-values", "10,x"], "argument --k-values: 'x' is not a number"),
    (["simulate", "--true-rating", "1800", "--start", "1500", "--k", "-5", "--games", "10",
      "--runs", "10"], "argument --k: must be positive, got -5"),
])
def test_bad_k_values_exit_2_with_one_line(argv: list[str], text: str,
                                           cli: Cli) -> None:
    """argparse's one-line error, status 2."""
    code, _, err = cli.run(argv)
    assert code == 2
    assert text in err
    assert len(err.strip().splitlines()) == 1


@pytest.mark.parametrize(("argv", "text"), [
    (["simulate", "--true-rating", "1800", "--start", "1500", "--k", "10,20", "--games",
      "5000", "--runs", "1001"], "runs x games x K values is 10,010,000, over the limit"),
    (["simulate", "--true-rating", "1800", "--start", "1500", "--k", "10", "--games", "0",
      "--runs", "10"], "games and runs must be at least 1"),
    (["analyse", "/no/such/file.trf"], "cannot read the file"),
])
def test_bad_input_exits_2(argv: list[str], text: str,
                           cli: Cli) -> None:
    """Limits and missing files: status 2, the reason on stderr, no traceback."""
    code, _, err = cli.run(argv)
    assert code == 2
    assert text in err
    assert "Traceback" not in err


def test_binary_file_exits_2(tmp_path: Path, cli: Cli) -> None:
    """A file that is not text is refused by the shared reader."""
    junk = tmp_path / "junk.pgn"
    junk.write_bytes(bytes(range(256)) * 4)
    code, _, err = cli.run(["analyse", str(junk)])
    assert code == 2
    assert "this is not a text file" in err

