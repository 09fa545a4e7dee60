"""`elo-core analyse` and `elo-core simulate`: the JSON interface, text output, exit status 2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from elo_core.cli import main

EXAMPLES = Path(__file__).resolve().parents[2] / "elo_core" / "data" / "examples"
CAPO = str(EXAMPLES / "capo-dorso-2012.trfx")
BIN_KEYS = ["gap_from", "gap_to", "games", "expected", "observed", "observed_low",
            "observed_high", "draw_rate"]


def _json(capsys: pytest.CaptureFixture[str], argv: list[str]) -> dict[str, object]:
    assert main(argv) == 0
    return json.loads(capsys.readouterr().out)  # type: ignore[no-any-return]


def test_analyse_json_has_exactly_the_interface_keys(capsys: pytest.CaptureFixture[str]
                                                     ) -> None:
    """The issue's keys and nothing else; 362 games, 8 bins, a point per K, best K 35."""
    out = _json(capsys, ["analyse", CAPO, "--json", "--k-values", "10,20,35,50"])
    assert list(out) == ["games", "calibration", "scale", "k_scan"]
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


def test_analyse_text_is_labelled(capsys: pytest.CaptureFixture[str]) -> None:
    """The text says what each block is and ends with the best K."""
    assert main(["analyse", CAPO, "--bin-width", "100"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("362 games played over the board; 362 with both players' ratings")
    assert "The curve against these games" in out
    assert "The divisor that fits these results best is" in out
    assert "Which K fits" in out
    assert "K 35 predicted the results best" in out


def test_simulate_json_lists_have_n_plus_one_values(capsys: pytest.CaptureFixture[str]
                                                    ) -> None:
    """{"runs", "curves": [{"k", "mean", "p05", "p95", "sd"}]}: 21 values each, start first."""
    out = _json(capsys, ["simulate", "--true-rating", "1800", "--start", "1500", "--k",
                         "10,20,40", "--games", "20", "--runs", "100", "--seed", "4",
                         "--draw-rate", "0.2", "--json"])
    assert list(out) == ["runs", "curves"]
    assert out["runs"] == 100
    curves = out["curves"]
    assert [c["k"] for c in curves] == [10.0, 20.0, 40.0]  # type: ignore[union-attr]
    for curve in curves:  # type: ignore[union-attr]
        assert list(curve) == ["k", "mean", "p05", "p95", "sd"]
        assert all(len(curve[key]) == 21 for key in ("mean", "p05", "p95", "sd"))
        assert (curve["mean"][0], curve["sd"][0]) == (1500.0, 0.0)
    again = _json(capsys, ["simulate", "--true-rating", "1800", "--start", "1500", "--k",
                           "10,20,40", "--games", "20", "--runs", "100", "--seed", "4",
                           "--draw-rate", "0.2", "--json"])
    assert again == out


def test_simulate_text_explains_the_trade_off(capsys: pytest.CaptureFixture[str]) -> None:
    """A table of checkpoints and the sentences with this run's numbers."""
    assert main(["simulate", "--true-rating", "1800", "--start", "1500", "--k", "10,40",
                 "--games", "50", "--runs", "200"]) == 0
    out = capsys.readouterr().out
    assert "5-95 % of runs" in out
    assert "K 40: the average rating" in out
    assert "The trade-off: K 40 ends" in out


def test_too_few_games_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Three games: one line on stderr naming the need and the count, nothing on stdout."""
    small = tmp_path / "three.csv"
    small.write_text("white,black,white_rating,black_rating,result\n"
                     "A,B,1500,1400,1\nB,C,1400,1450,0\nC,A,1450,1500,0.5\n")
    assert main(["analyse", str(small), "--json"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == ("elo-core: error: the calibration (games with both ratings) needs "
                            "at least 20 games, the file has 3\n")


@pytest.mark.parametrize(("argv", "text"), [
    (["analyse", CAPO, "--k-values", "10,0"], "argument --k-values: must be positive, got 0"),
    (["analyse", CAPO, "--k-values", "10,x"], "argument --k-values: 'x' is not a number"),
    (["simulate", "--true-rating", "1800", "--start", "1500", "--k", "-5", "--games", "10",
      "--runs", "10"], "argument --k: must be positive, got -5"),
])
def test_bad_k_values_exit_2_with_one_line(argv: list[str], text: str,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    """argparse's one-line error, status 2."""
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err
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
                           capsys: pytest.CaptureFixture[str]) -> None:
    """Limits and missing files: status 2, the reason on stderr, no traceback."""
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert text in err
    assert "Traceback" not in err


def test_binary_file_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A file that is not text is refused by the shared reader."""
    junk = tmp_path / "junk.pgn"
    junk.write_bytes(bytes(range(256)) * 4)
    assert main(["analyse", str(junk)]) == 2
    assert "this is not a text file" in capsys.readouterr().err
